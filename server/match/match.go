// Package match is Quartet's Nakama match handler: it wraps the referee
// (quartet/online/room) in Nakama's authoritative match loop, keeps every
// room in Nakama's storage after each accepted move, and offers the RPCs
// that create and join rooms by code. The plugin (server/plugin) registers
// it; the tests drive it with stand-ins for Nakama.
package match

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"quartet/ai"
	"quartet/online"
	"quartet/online/room"
)

// Name is the match handler's name in Nakama.
const Name = "quartet"

// TickRate is the match loop's ticks per second: at 10 a move waits at most
// 100 ms to be sent on (at 1 it waited up to a second).
const TickRate = 10

// thinkBudget is how long one tick may spend on a computer's search, of the
// tick's 100 ms, so that people's moves are never held up behind it.
const thinkBudget = 40 * time.Millisecond

// idleTicks ends a match nobody has been in for ten minutes; the room stays
// in storage and a join rebuilds it by replay.
const idleTicks = 10 * 60 * TickRate

// state is one match's state: the referee and who is connected at which
// seat.
type state struct {
	room  *room.Room
	at    map[int]runtime.Presence
	names map[string]string // the names people asked for when joining
	empty int               // ticks with nobody connected
}

// Match implements runtime.Match.
type Match struct{}

// New is the factory Nakama calls for each match.
func New(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule) (runtime.Match, error) {
	return Match{}, nil
}

func (Match) MatchInit(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, params map[string]any) (any, int, string) {
	code, _ := params["code"].(string)
	stored, err := load(ctx, nk, code)
	if err != nil {
		logger.Error("room %s: %v", code, err)
		return nil, TickRate, ""
	}
	r, err := room.Restore(stored.Room)
	if err != nil {
		logger.Error("room %s: %v", code, err)
		return nil, TickRate, ""
	}
	// The label names no code: anyone may list matches and their labels.
	return &state{room: r, at: map[int]runtime.Presence{}, names: map[string]string{}}, TickRate, `{"game":"quartet"}`
}

func (Match) MatchJoinAttempt(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, st any, p runtime.Presence, meta map[string]string) (any, bool, string) {
	s := st.(*state)
	// Knowing the match id is not enough: matches can be listed.
	if meta["code"] != s.room.Code() {
		logger.Warn("room %s: %s tried to join without its code", s.room.Code(), p.GetUserId())
		return s, false, "That is not this room's code."
	}
	if !s.room.Admits(p.GetUserId()) {
		return s, false, "This room is full."
	}
	// Nakama's own usernames are random letters: a seat keeps its name
	// ("Player 2") unless the person gave one.
	s.names[p.GetUserId()] = meta["name"]
	return s, true, ""
}

func (Match) MatchJoin(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, st any, presences []runtime.Presence) any {
	s := st.(*state)
	for _, p := range presences {
		seat, out, err := s.room.Join(p.GetUserId(), s.names[p.GetUserId()])
		if err != nil {
			logger.Warn("room %s: %s could not join: %v", s.room.Code(), p.GetUserId(), err)
			_ = d.MatchKick([]runtime.Presence{p})
			continue
		}
		s.at[seat] = p
		s.save(ctx, logger, nk) // who holds which seat
		s.send(logger, d, out)
	}
	return s
}

func (Match) MatchLeave(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, st any, presences []runtime.Presence) any {
	s := st.(*state)
	for _, p := range presences {
		seat := s.room.SeatOf(p.GetUserId())
		// A person who reconnected has a new session at the seat already:
		// the old one leaving does not make them away.
		if cur, ok := s.at[seat]; ok && cur.GetSessionId() == p.GetSessionId() {
			delete(s.at, seat)
			s.send(logger, d, s.room.Leave(p.GetUserId()))
		}
	}
	return s
}

func (Match) MatchLoop(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, st any, messages []runtime.MatchData) any {
	s := st.(*state)
	before := s.room.Index()
	// Moves are stored before anyone is told of them, so that no player
	// ever sees a move a restarted server has lost.
	var out []room.Out
	for _, m := range messages {
		seat := s.room.SeatOf(m.GetUserId())
		switch online.Op(m.GetOpCode()) {
		case online.OpMove:
			var msg online.MoveMsg
			if err := json.Unmarshal(m.GetData(), &msg); err != nil {
				logger.Warn("room %s: seat %d sent a move that is not one: %v", s.room.Code(), seat, err)
				continue
			}
			out = append(out, s.room.Submit(seat, msg)...)
		case online.OpSync:
			if seat >= 0 {
				out = append(out, s.room.Snapshot(seat))
			}
		}
	}
	for start := time.Now(); s.room.Thinking() && time.Since(start) < thinkBudget; {
		out = append(out, s.room.Think(ai.Chunk)...)
	}
	if s.room.Index() != before {
		s.save(ctx, logger, nk)
	}
	s.send(logger, d, out)
	if len(s.at) == 0 {
		s.empty++
	} else {
		s.empty = 0
	}
	if s.empty > idleTicks {
		logger.Info("room %s: nobody here for ten minutes; the match ends, the room stays stored", s.room.Code())
		return nil
	}
	return s
}

func (Match) MatchTerminate(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, st any, grace int) any {
	s := st.(*state)
	s.save(ctx, logger, nk)
	return s
}

func (Match) MatchSignal(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, st any, data string) (any, string) {
	return st, ""
}

// send delivers the referee's messages to the seats' connections, logging
// every refusal (an attack or a race, either worth seeing).
func (s *state) send(logger runtime.Logger, d runtime.MatchDispatcher, out []room.Out) {
	for _, o := range out {
		if o.Op == online.OpRefused {
			logger.Warn("room %s: seat %d refused: %s", s.room.Code(), o.To, o.Data)
		}
		p, ok := s.at[o.To]
		if !ok {
			continue
		}
		if err := d.BroadcastMessage(int64(o.Op), o.Data, []runtime.Presence{p}, nil, true); err != nil {
			logger.Warn("room %s: sending to seat %d: %v", s.room.Code(), o.To, err)
		}
	}
}

func (s *state) save(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule) {
	// The write must finish even when the server is shutting down (which
	// cancels the match's context): the move is already played.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := saveRoom(ctx, nk, s.room.Stored()); err != nil {
		logger.Error("room %s: not saved: %v", s.room.Code(), err)
	}
}

// errNoRoom is a code with no room behind it.
var errNoRoom = fmt.Errorf("no room has that code")
