package room

import (
	"fmt"

	"quartet/ai"
	"quartet/online"
)

// Loopback runs a room in this program, with a line for each device that
// joins: the game server's part without the network, for tests of the
// tables and pages that play online. The room's computers think when a
// device looks for news (Take), as the server's match loop would.
type Loopback struct {
	Room  *Room
	lines map[int]*Line
}

// NewLoopback serves r.
func NewLoopback(r *Room) *Loopback { return &Loopback{Room: r, lines: map[int]*Line{}} }

// Line is one device's line to a loopback room: a scenes/play.Link.
type Line struct {
	lb    *Loopback
	Seat  int
	inbox []online.Arrival
	// Deaf drops what the room sends, as a connection that died does.
	Deaf bool
}

// Join seats user as name and returns its line, with the lobby and the
// snapshot the room sends a joiner waiting in it.
func (lb *Loopback) Join(user, name string) (*Line, error) {
	seat, out, err := lb.Room.Join(user, name)
	if err != nil {
		return nil, err
	}
	l := &Line{lb: lb, Seat: seat}
	lb.lines[seat] = l
	lb.deliver(out)
	return l, nil
}

// Send plays move through the referee.
func (l *Line) Send(index int, move string) {
	l.lb.deliver(l.lb.Room.Submit(l.Seat, online.MoveMsg{Index: index, Move: move}))
}

// Sync asks for a snapshot.
func (l *Line) Sync() { l.lb.deliver([]Out{l.lb.Room.Snapshot(l.Seat)}) }

// Take returns what arrived, after the room's computer has played if it
// is to move.
func (l *Line) Take() []online.Arrival {
	l.lb.think()
	a := l.inbox
	l.inbox = nil
	return a
}

func (lb *Loopback) deliver(out []Out) {
	for _, o := range out {
		l := lb.lines[o.To]
		if l == nil || l.Deaf {
			continue
		}
		a, err := online.Decode(o.Op, o.Data)
		if err != nil {
			panic(fmt.Sprintf("room: our own message does not read: %v", err)) // a bug
		}
		l.inbox = append(l.inbox, a)
	}
}

// think lets the room's computer decide and play its move.
func (lb *Loopback) think() {
	for lb.Room.Thinking() {
		if out := lb.Room.Think(ai.Chunk); out != nil {
			lb.deliver(out)
			return
		}
	}
}
