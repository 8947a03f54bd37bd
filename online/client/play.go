package client

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"time"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/online"
	"quartet/rules"
	"quartet/rules/record"
)

// RPC names and answers of the server plugin (server/match).
const (
	RPCCreate = "quartet_create"
	RPCJoin   = "quartet_join"
)

// Room is what the room RPCs answer.
type Room struct {
	Code  string `json:"code"`
	Match string `json:"match"`
}

// Setup is a room to create: the title, its options and each seat,
// "human" for a friend who joins by the code or a computer level.
type Setup struct {
	Title   string          `json:"title"`
	Options json.RawMessage `json:"options,omitempty"`
	Seats   []string        `json:"seats"`
}

// Create opens a room.
func (s *Session) Create(ctx context.Context, setup Setup) (Room, error) {
	var r Room
	err := s.RPC(ctx, RPCCreate, setup, &r)
	return r, err
}

// JoinCode finds the match of the room with code.
func (s *Session) JoinCode(ctx context.Context, code string) (Room, error) {
	var r Room
	err := s.RPC(ctx, RPCJoin, map[string]string{"code": code}, &r)
	return r, err
}

// ErrCannotFollow: the game here came out otherwise than the server's, or
// the server sent no view of a game that is followed by views (Chinatown),
// so this client cannot see the position to play its seat.
var ErrCannotFollow = errors.New("this client cannot follow the server's game")

// Player plays one seat of a room with the AI.
type Player struct {
	Conn  *Conn
	Match string
	// Code is the room's code, which the server asks of those joining.
	Code string
	// Name is how the other players see this seat; empty keeps the seat's
	// own name ("Player 2", "Dragon Master").
	Name string
	// Session, when set, lets the player come back by itself after its
	// connection drops (a phone that slept, a server restarted): it
	// connects again, finds the room's match by code (a restarted server
	// rebuilds it) and catches up from the snapshot.
	Session *Session
	Level   string
	Seed    uint64
	// Log, when set, gets a line for each move and each refusal.
	Log io.Writer
	// Input, when set, gives this seat's moves in notation, one a line,
	// instead of the AI: the player then follows only whose turn it is, not
	// the position, so it plays every title; a move the server refuses is
	// logged and the next line read.
	Input *bufio.Scanner
	// Waited, when set, is told how long each of this seat's moves took
	// from sending to the server's confirmation (for load tests).
	Waited func(time.Duration)

	snap    online.Snapshot
	game    rules.Game // the game as this seat follows it, from the moves
	sent    int        // the index of the move in flight, -1 if none
	sentAt  time.Time
	started bool
}

// Play joins the match and plays until the game ends; it returns the
// game's record, which the server opens at the end.
func (p *Player) Play(ctx context.Context) (*record.Record, error) {
	p.sent = -1
	for {
		rec, err := p.session(ctx)
		var dropped *Dropped
		if rec != nil || !errors.As(err, &dropped) || p.Session == nil || ctx.Err() != nil {
			return rec, err
		}
		p.logf("%v; connecting again", err)
		if err := p.reconnect(ctx); err != nil {
			return nil, err
		}
	}
}

// session plays on one connection until the game ends or it drops.
func (p *Player) session(ctx context.Context) (*record.Record, error) {
	queue, err := p.Conn.Join(ctx, p.Match, p.Code, p.Name)
	if err != nil {
		return nil, fmt.Errorf("joining the room: %w", err)
	}
	for {
		for len(queue) > 0 {
			m := queue[0]
			queue = queue[1:]
			rec, err := p.handle(ctx, m)
			if rec != nil || err != nil {
				return rec, err
			}
		}
		if err := p.act(ctx); err != nil {
			return nil, err
		}
		m, err := p.Conn.Next(ctx)
		if err != nil {
			return nil, err
		}
		queue = append(queue, m)
	}
}

// reconnect connects again, waiting longer after each failure (up to 5 s
// between tries), until it succeeds or ctx ends.
func (p *Player) reconnect(ctx context.Context) error {
	p.Conn.Close()
	wait := 100 * time.Millisecond
	for {
		room, err := p.Session.JoinCode(ctx, p.Code)
		if err == nil {
			var conn *Conn
			if conn, err = p.Session.Connect(ctx); err == nil {
				p.Conn, p.Match = conn, room.Match
				return nil
			}
		}
		p.logf("connecting again: %v", err)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

func (p *Player) logf(format string, args ...any) {
	if p.Log != nil {
		fmt.Fprintf(p.Log, format+"\n", args...)
	}
}

func (p *Player) handle(ctx context.Context, m Message) (*record.Record, error) {
	switch m.Op {
	case online.OpSnapshot:
		var s online.Snapshot
		if err := json.Unmarshal(m.Data, &s); err != nil {
			return nil, err
		}
		if s.Over && len(s.Record) > 0 {
			return record.Parse(s.Record) // it ended while this player was away
		}
		return nil, p.follow(s)
	case online.OpLobby:
		var l online.Lobby
		if err := json.Unmarshal(m.Data, &l); err != nil {
			return nil, err
		}
		p.started = l.Started
		p.snap.Started = l.Started
		p.logLobby(l.Seats, l.Started)
	case online.OpMoved:
		var mv online.Moved
		if err := json.Unmarshal(m.Data, &mv); err != nil {
			return nil, err
		}
		return nil, p.moved(ctx, mv)
	case online.OpRefused:
		var r online.Refused
		if err := json.Unmarshal(m.Data, &r); err != nil {
			return nil, err
		}
		p.logf("refused %s: %s", r.Move, r.Reason)
		if r.Index == p.sent {
			p.sent = -1
		}
		if p.Input != nil && r.Index == p.snap.Index {
			return nil, nil // the next line may do better
		}
		if !strings.Contains(r.Reason, "moved on") {
			return nil, fmt.Errorf("the server refused our move %s: %s", r.Move, r.Reason)
		}
		return nil, p.Conn.Send(ctx, p.Match, online.OpSync, struct{}{})
	case online.OpEnded:
		var e online.Ended
		if err := json.Unmarshal(m.Data, &e); err != nil {
			return nil, err
		}
		return record.Parse(e.Record)
	}
	return nil, nil
}

// follow takes a snapshot: the game is rebuilt from its moves and checked
// against the server's summary of this seat's view.
func (p *Player) follow(s online.Snapshot) error {
	p.snap, p.started = s, s.Started
	if p.Input != nil {
		p.sent = -1 // whose turn it is is all a player reading moves needs
		return nil
	}
	if !online.Replayable(s.Title) {
		// Chinatown's deals are secret draws: the copy is the view the
		// server sent, not a replay.
		g, err := online.ReadView(s.Title, s.View)
		if err != nil || !sameJSON(g.Summary(), s.Summary) {
			return ErrCannotFollow
		}
		p.game, p.sent = g, -1
		return nil
	}
	rec := record.Record{Title: s.Title, Options: s.Options}
	for _, seat := range s.Seats {
		level := seat.Level
		if level == "" {
			level = record.Human
		}
		rec.Seats = append(rec.Seats, record.Seat{Level: level})
	}
	// The seed stays on the server; a title whose chance is public is
	// given the draws the server's copy made.
	g, err := rec.StartGiven(s.Setup)
	if err != nil {
		return err
	}
	for _, seen := range s.Moves {
		if seen.Hidden {
			return ErrCannotFollow
		}
		m, err := g.ParseMove(seen.Move)
		if err != nil {
			return ErrCannotFollow
		}
		if _, err := rules.ApplyGiven(g, m, seen.Chance); err != nil {
			return ErrCannotFollow
		}
	}
	if !sameJSON(g.View(s.You).Summary(), s.Summary) || !sameJSON(online.Private(g, s.You), s.Private) {
		return ErrCannotFollow
	}
	p.game = g
	// A move in flight is either in the snapshot or was lost with a
	// connection; it is decided again (the same move, for the same seed)
	// and a resend of one the server has is only confirmed.
	p.sent = -1
	return nil
}

// sameJSON compares what this client computed with what the server sent,
// as the server's JSON reads back.
func sameJSON(local, server map[string]any) bool {
	if len(local) == 0 && len(server) == 0 {
		return true
	}
	b, err := json.Marshal(local)
	if err != nil {
		return false
	}
	var round map[string]any
	if json.Unmarshal(b, &round) != nil {
		return false
	}
	return reflect.DeepEqual(round, server)
}

// sameEvents compares the events of a move played here with those the
// server sent, as seat may see them.
func sameEvents(local []rules.Event, server []online.Event, seat int) bool {
	if len(local) != len(server) {
		return false
	}
	for i, e := range local {
		if online.VisibleEvent(e, seat).String() != server[i].Text {
			return false
		}
	}
	return true
}

// logLobby says who is at the table while friends are still joining.
func (p *Player) logLobby(seats []online.Seat, started bool) {
	if started {
		return
	}
	var free []string
	for _, s := range seats {
		if !s.Joined {
			free = append(free, s.Name)
		}
	}
	p.logf("waiting for friends to join as %s", strings.Join(free, ", "))
}

func (p *Player) moved(ctx context.Context, mv online.Moved) error {
	if p.game == nil && p.Input == nil {
		return nil // the snapshot after joining is still on its way
	}
	index := p.snap.Index
	switch {
	case mv.Index < index:
		return nil // a confirmation repeated
	case mv.Index > index:
		// A move was missed: catch up from a snapshot.
		return p.Conn.Send(ctx, p.Match, online.OpSync, struct{}{})
	}
	p.snap.ToMove, p.snap.Over = mv.ToMove, mv.Over
	if p.Input != nil {
		p.logf("%d: %s", mv.Index+1, describe(mv.Seen, p.snap.Seats))
		p.snap.Index++
		p.confirmed(mv.Index)
		return nil
	}
	if !online.Replayable(p.snap.Title) {
		g, err := online.ReadView(p.snap.Title, mv.View)
		if err != nil {
			return ErrCannotFollow
		}
		p.game = g
		p.logf("%d: %s", mv.Index+1, describe(mv.Seen, p.snap.Seats))
		p.snap.Index++
		p.confirmed(mv.Index)
		return nil
	}
	if mv.Seen.Hidden {
		return ErrCannotFollow
	}
	m, err := p.game.ParseMove(mv.Seen.Move)
	if err != nil {
		return ErrCannotFollow
	}
	events, err := rules.ApplyGiven(p.game, m, mv.Seen.Chance)
	if err != nil || !sameEvents(events, mv.Events, p.snap.You) {
		// The cards came out otherwise here than on the server: the seed
		// that decided them is the server's secret.
		return ErrCannotFollow
	}
	p.logf("%d: %s", mv.Index+1, mv.Seen.Move)
	p.snap.Index++
	p.confirmed(mv.Index)
	return nil
}

// confirmed notes that move index was accepted.
func (p *Player) confirmed(index int) {
	if p.sent == index {
		p.sent = -1
		if p.Waited != nil {
			p.Waited(time.Since(p.sentAt))
		}
	}
}

// describe is a move as the log shows it: its notation, or whose secret
// move it was.
func describe(s online.Seen, seats []online.Seat) string {
	if !s.Hidden {
		return s.Move
	}
	name := fmt.Sprintf("seat %d", s.Seat+1)
	if s.Seat >= 0 && s.Seat < len(seats) {
		name = seats[s.Seat].Name
	}
	return "(" + name + "'s secret move)"
}

// act plays this seat's move when the game waits for it and none is in
// flight.
func (p *Player) act(ctx context.Context) error {
	if p.Input != nil {
		return p.actFromInput(ctx)
	}
	g := p.game
	if g == nil || !p.started || p.sent >= 0 || g.Outcome().Over || g.ToMove() != p.snap.You {
		return nil
	}
	agent, err := opponents.New(p.snap.Title, p.Level, p.Seed^uint64(p.snap.Index+1)*0x9e3779b97f4a7c15)
	if err != nil {
		return err
	}
	m := ai.Decide(agent, g.View(p.snap.You))
	p.sent, p.sentAt = p.snap.Index, time.Now()
	return p.Conn.Send(ctx, p.Match, online.OpMove, online.MoveMsg{Index: p.snap.Index, Move: m.String()})
}

// actFromInput sends the next line of input when it is this seat's turn.
func (p *Player) actFromInput(ctx context.Context) error {
	if p.snap.Seats == nil || !p.started || p.sent >= 0 || p.snap.Over || p.snap.ToMove != p.snap.You {
		return nil // no snapshot yet, or not this seat's turn
	}
	p.logf("your move (%s):", p.snap.Seats[p.snap.You].Name)
	if !p.Input.Scan() {
		if err := p.Input.Err(); err != nil {
			return err
		}
		return errors.New("the moves on standard input ended before the game")
	}
	p.sent, p.sentAt = p.snap.Index, time.Now()
	return p.Conn.Send(ctx, p.Match, online.OpMove, online.MoveMsg{Index: p.snap.Index, Move: strings.TrimSpace(p.Input.Text())})
}
