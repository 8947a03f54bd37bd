// Package room is the referee of one online game: it holds the game's
// record, plays every move it accepts with the rules, refuses the rest with
// the rules' reason, plays the computer seats with our AI, and tells each
// seat only what that seat may see.
//
// It is plain Go, with no clock, no network and no randomness of its own,
// so the game server wraps it (the Nakama match handler in server/) and the
// tests drive it directly. The server draws the seed and the code, maps its
// connections to seats, sends the messages a call returns, stores the room
// (Stored) after every accepted move and, after a restart, rebuilds it by
// replay (Restore).
package room

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"quartet/ai"
	"quartet/online"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// Setup is what the person creating a room chose.
type Setup struct {
	Title   string          `json:"title"`
	Options json.RawMessage `json:"options,omitempty"`
	// Seats lists each seat: record.Human for a friend who joins by the
	// code, or a computer level.
	Seats []string `json:"seats"`
}

// Out is one message for one seat: the server sends Data under Op to the
// person holding seat To, if connected.
type Out struct {
	To   int
	Op   online.Op
	Data []byte
}

// Room is one game being played online.
type Room struct {
	code   string
	setup  Setup
	seed   uint64
	title  rules.Title
	game   rules.Game
	moves  []string
	movers []int
	// The draws of the set-up and of each move, sent to every seat where
	// the title's chance is public (rules.PublicChance), nil elsewhere.
	setupDraws []int
	draws      [][]int
	users      []string // the user holding each friend seat; "" while free
	names      []string
	online     []bool
	started    bool

	// The computer deciding the seat to move, and the move index it
	// decides for: a person's trade arriving meanwhile makes it stale.
	agent   ai.Agent
	agentAt int
}

// New opens a room for setup with the server's seed. Nobody has joined.
func New(code string, setup Setup, seed uint64) (*Room, error) {
	title, ok := catalog.Lookup(setup.Title)
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", setup.Title, catalog.IDs())
	}
	for _, s := range setup.Seats {
		if s != record.Human && !slices.Contains(record.Levels, s) {
			return nil, fmt.Errorf("a seat is %q or a computer level %v, not %q", record.Human, record.Levels, s)
		}
	}
	if !slices.Contains(setup.Seats, record.Human) {
		return nil, errors.New("a room needs at least one seat for a person")
	}
	r := &Room{code: code, setup: setup, seed: seed, title: title}
	g, setupDraws, err := r.record().StartTaped()
	if err != nil {
		return nil, err
	}
	r.game, r.setupDraws = g, setupDraws
	n := len(setup.Seats)
	r.users, r.names, r.online = make([]string, n), make([]string, n), make([]bool, n)
	for i := range n {
		r.names[i] = title.SeatName(i)
	}
	return r, nil
}

// Code is the room's code.
func (r *Room) Code() string { return r.code }

// Record is the game's full record, seed included: for the server's storage
// and for the players once the game is over, never before.
func (r *Room) Record() *record.Record {
	rec := r.record()
	rec.Moves = slices.Clone(r.moves)
	return rec
}

func (r *Room) record() *record.Record {
	seats := make([]record.Seat, len(r.setup.Seats))
	for i, s := range r.setup.Seats {
		seats[i] = record.Seat{Level: s}
		if r.names != nil && s == record.Human && r.users[i] != "" {
			seats[i].Name = r.names[i]
		}
	}
	return &record.Record{Title: r.setup.Title, Options: r.setup.Options, Seed: record.Seed(r.seed), Seats: seats}
}

// Over reports whether the game has ended.
func (r *Room) Over() bool { return r.game.Outcome().Over }

// Started reports whether every friend's seat is taken, so play is on.
func (r *Room) Started() bool { return r.started }

// SeatOf is the seat user holds, or rules.NoSeat.
func (r *Room) SeatOf(user string) int {
	if user == "" {
		return rules.NoSeat
	}
	if i := slices.Index(r.users, user); i >= 0 {
		return i
	}
	return rules.NoSeat
}

// Index is the number of moves accepted: the index of the next.
func (r *Room) Index() int { return len(r.moves) }

// Admits reports whether user may join: it holds a seat, or a friend's
// seat is free.
func (r *Room) Admits(user string) bool {
	return r.SeatOf(user) != rules.NoSeat || !r.allJoined()
}

// Join seats user (shown as name, when not empty) at the first free
// friend's seat, or back at the seat it holds. It returns the seat and the
// messages: the lobby for all, a snapshot for the one joining.
func (r *Room) Join(user, name string) (int, []Out, error) {
	seat := r.SeatOf(user)
	if seat == rules.NoSeat {
		for i, kind := range r.setup.Seats {
			if kind == record.Human && r.users[i] == "" {
				seat = i
				break
			}
		}
		if seat == rules.NoSeat {
			return rules.NoSeat, nil, errors.New("This room is full.")
		}
		r.users[seat] = user
	}
	if name != "" {
		r.names[seat] = name
	}
	r.online[seat] = true
	r.started = r.allJoined()
	out := r.lobby()
	return seat, append(out, r.Snapshot(seat)), nil
}

func (r *Room) allJoined() bool {
	for i, kind := range r.setup.Seats {
		if kind == record.Human && r.users[i] == "" {
			return false
		}
	}
	return true
}

// Leave marks user's seat as not connected; the seat stays theirs, so they
// may come back, hours later, to the game in progress.
func (r *Room) Leave(user string) []Out {
	seat := r.SeatOf(user)
	if seat == rules.NoSeat {
		return nil
	}
	r.online[seat] = false
	return r.lobby()
}

func (r *Room) seats() []online.Seat {
	out := make([]online.Seat, len(r.setup.Seats))
	for i, kind := range r.setup.Seats {
		s := online.Seat{Name: r.names[i], Kind: online.KindFriend, Joined: r.users[i] != "", Connected: r.online[i]}
		if kind != record.Human {
			s.Kind, s.Level, s.Joined, s.Connected = online.KindComputer, kind, true, true
		}
		out[i] = s
	}
	return out
}

func (r *Room) lobby() []Out {
	return r.toAll(online.OpLobby, func(int) any { return online.Lobby{Seats: r.seats(), Started: r.started} })
}

// toAll builds one message per seat.
func (r *Room) toAll(op online.Op, msg func(seat int) any) []Out {
	out := make([]Out, len(r.setup.Seats))
	for i := range out {
		out[i] = Out{To: i, Op: op, Data: encode(msg(i))}
	}
	return out
}

func encode(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("room: a message does not encode: %v", err)) // our own structs: a bug
	}
	return b
}

// Snapshot is the whole game as seat sees it.
func (r *Room) Snapshot(seat int) Out {
	view := r.game.View(seat)
	o := r.game.Outcome()
	s := online.Snapshot{
		Code: r.code, Title: r.setup.Title, Options: r.setup.Options, Seats: r.seats(), You: seat,
		Started: r.started, Index: len(r.moves), ToMove: r.game.ToMove(), Over: o.Over, Winner: o.Winner,
		Moves: make([]online.Seen, len(r.moves)), Summary: view.Summary(), Private: online.Private(r.game, seat),
		Setup: r.setupDraws, View: online.SeatView(r.game, seat),
	}
	if !o.Over {
		s.Winner = rules.NoSeat
	} else {
		s.Record = r.Record().Marshal()
	}
	// The moves are parsed again to judge what seat may see of each; each
	// was accepted, so each parses.
	for i, text := range r.moves {
		m, err := r.game.ParseMove(text)
		if err != nil {
			s.Moves[i] = online.Seen{Seat: r.movers[i], Hidden: true}
			continue
		}
		s.Moves[i] = online.SeenMove(m, r.movers[i], seat)
		if o.Over {
			s.Moves[i] = online.Seen{Seat: r.movers[i], Move: text} // the record is open now
		}
		s.Moves[i].Chance = r.draws[i]
	}
	return Out{To: seat, Op: online.OpSnapshot, Data: encode(s)}
}
