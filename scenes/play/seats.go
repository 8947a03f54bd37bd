package play

import (
	"errors"
	"time"

	"quartet/ai"
	"quartet/rules"
)

// Driver is who decides one seat's moves. The table's turn loop asks the
// driver of the seat to move, so a title's scene never needs to know
// whether a move came from a finger on this screen, a computer thinking a
// slice per frame, or a player elsewhere whose moves arrive over the
// network. The set is closed: Person, Computer and Remote.
type Driver interface {
	// Who says in a word what drives the seat, for logs and tests.
	Who() string
}

// Person is a seat played on this device: its moves come from Submit.
type Person struct{}

// Who is "person".
func (Person) Who() string { return "person" }

// Computer is a seat played by the AI, which thinks a slice of each frame
// (the browser has one thread, so a search must never run to its end in
// one go).
type Computer struct {
	Level  string
	runner *ai.Runner
}

// NewComputer drives a seat with agent, at the named level.
func NewComputer(level string, agent ai.Agent) *Computer {
	return &Computer{Level: level, runner: ai.NewRunner(agent)}
}

// Who is "computer".
func (*Computer) Who() string { return "computer" }

// Remote is a seat played by someone elsewhere. Their moves arrive in
// notation, in the order the server confirmed them, and the table plays
// each once it is calm, as it plays a computer's. A move arrives only after
// the game server's referee (the same rules) accepted it, so one the rules
// refuse here means the two copies of the game differ: it is kept in Err,
// not played, and the table waits.
type Remote struct {
	inbox []string
	// Err is the first arriving move the rules refused; nil while the
	// game agrees with the server.
	Err error
}

// Who is "remote".
func (*Remote) Who() string { return "remote" }

// Deliver queues a move that arrived for this seat.
func (r *Remote) Deliver(move string) { r.inbox = append(r.inbox, move) }

// Waiting counts the moves that arrived and are not yet played.
func (r *Remote) Waiting() int { return len(r.inbox) }

// errDiverged says a remote move did not fit the game here.
var errDiverged = errors.New("a move from the other player does not fit this game")

// think works on the computer's decision for this frame's budget and plays
// it once the table is calm and the least thinking time has passed.
func (t *Table) think(c *Computer, busy bool, budget time.Duration) []rules.Event {
	t.ticks++
	if t.held == nil {
		r := c.runner
		if !r.Thinking() {
			r.Begin(t.Game)
			t.ticks = 1
			t.began, t.calmSince = time.Now(), time.Time{}
		}
		if !busy && t.calmSince.IsZero() {
			t.calmSince = time.Now()
		}
		if budget <= 0 {
			return nil
		}
		start := time.Now()
		m, ready := r.Update(budget)
		t.LastThink = time.Since(start)
		if !ready {
			return nil
		}
		t.held = m
		t.DecideWall, t.DecideWait = time.Since(t.began), 0
		if !t.calmSince.IsZero() {
			t.DecideWait = time.Since(t.calmSince)
		}
		t.Decisions++
	}
	if busy || t.ticks < t.MinThinkTicks {
		return nil
	}
	return t.play(t.held)
}

// receive plays the next move that arrived from a remote seat, if any.
// Remote players of titles where anyone may act at once (Chinatown's
// trading) send moves out of turn, so every remote seat is looked at, in
// seat order, not only the seat to move.
func (t *Table) receive() []rules.Event {
	for seat, d := range t.drivers {
		r, ok := d.(*Remote)
		if !ok || len(r.inbox) == 0 || r.Err != nil {
			continue
		}
		text := r.inbox[0]
		m, err := t.Game.ParseMove(text)
		if err == nil {
			if sm, ok := m.(interface{ Mover() int }); ok && sm.Mover() != seat {
				err = errors.New("it names another seat")
			} else if !ok && t.Game.ToMove() != seat {
				err = errors.New("it is not that seat's turn")
			}
		}
		var events []rules.Event
		if err == nil {
			events, err = t.SubmitAs(seat, m)
		}
		if err != nil {
			r.Err = errors.Join(errDiverged, errors.New(text+": "+err.Error()))
			continue
		}
		r.inbox = r.inbox[1:]
		return events
	}
	return nil
}
