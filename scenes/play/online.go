package play

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/online"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// Link is a table's line to its room on a game server: online/client's
// natively and in the browser, an in-process referee in tests. The server's
// referee (the same rules) judges every move, so the table sends its
// person's moves and plays only what comes back confirmed, with the dice
// the server threw.
type Link interface {
	// Send asks the referee to play move as the game's move index.
	Send(index int, move string)
	// Sync asks for a fresh snapshot: a move was missed.
	Sync()
	// Take returns what arrived since the last call, oldest first.
	Take() []online.Arrival
}

// drawn holds what a followed game's chance drew: the set-up's draws and
// each move's (rules.PublicChance).
type drawn struct {
	setup []int
	moves [][]int
}

func (d *drawn) of(i int) []int {
	if d == nil || i >= len(d.moves) {
		return nil
	}
	return d.moves[i]
}

// netTable is what a table played online keeps of its room.
type netTable struct {
	link Link
	you  int
	// sending is the index of this device's move on its way to the
	// server, -1 when none is.
	sending int
	// queue holds moves the server confirmed that are not yet played
	// here, in order, the first at the table's next index.
	queue []confirmed
	seats []online.Seat
	// Refusal is the server's reason for refusing this device's latest
	// move, until the scene takes it (TakeRefusal).
	refusal string
	// untaken counts this device's moves the server never played: refused,
	// or lost with a dropped connection (MovesNotTaken).
	untaken int
	status  string
	ended   *online.Ended
	// err is set when the game here no longer agrees with the server's.
	err   error
	store store.Store
	code  string
}

// confirmed is one move the server accepted, as this seat sees it. For a
// title followed by views (online.Replayable is false), view is the game
// after it and events what it made happen; a move caught up from a
// snapshot has neither, but the last of them the snapshot's view.
type confirmed struct {
	seen   online.Seen
	view   json.RawMessage
	events []online.Event
}

func (n *netTable) calm() bool { return n.sending < 0 && len(n.queue) == 0 && n.err == nil }

// NewOnline sets a table up for the seat snap.You of a room, from the
// snapshot the server sent on joining: every other seat is played from
// elsewhere (friends, and the server's computers), through link. The game
// is kept by the server, not saved here; its finished record, seed and all,
// is kept in st for the replays list.
func NewOnline(snap online.Snapshot, link Link, st store.Store) (*Table, error) {
	rec := &record.Record{Title: snap.Title, Options: snap.Options}
	given := &drawn{setup: snap.Setup}
	for _, s := range snap.Seats {
		level := s.Level
		if s.Kind != online.KindComputer {
			level = record.Human
		}
		rec.Seats = append(rec.Seats, record.Seat{Level: level})
	}
	var t *Table
	var err error
	if online.Replayable(snap.Title) {
		for i, seen := range snap.Moves {
			if seen.Hidden {
				return nil, fmt.Errorf("move %d is secret from this seat, and %s is followed by its moves", i+1, snap.Title)
			}
			rec.Moves = append(rec.Moves, seen.Move)
			given.moves = append(given.moves, seen.Chance)
		}
		t, err = build(rec, nil, given)
	} else {
		t, err = fromView(rec, snap)
	}
	if err != nil {
		return nil, err
	}
	if snap.You < 0 || snap.You >= len(t.drivers) {
		return nil, errors.New("the server gave this device no seat")
	}
	for s := range t.drivers {
		t.drivers[s] = &Remote{}
	}
	t.drivers[snap.You] = Person{}
	t.net = &netTable{link: link, you: snap.You, sending: -1, store: st, code: snap.Code}
	t.seated(snap.Seats)
	return t, nil
}

// fromView sets a table up for a title followed by views (Chinatown) from
// the game as the snapshot's seat sees it: its moves are not replayed here,
// as their deals are the server's secret, only listed in the log.
func fromView(rec *record.Record, snap online.Snapshot) (*Table, error) {
	title, ok := catalog.Lookup(rec.Title)
	if !ok {
		return nil, errors.New("unknown title " + rec.Title)
	}
	g, err := online.ReadView(snap.Title, snap.View)
	if err != nil {
		return nil, err
	}
	t := &Table{Title: title, Rec: rec, Game: g, LastMoveSeat: rules.NoSeat, MinThinkTicks: MinThinkTicks}
	for _, seen := range snap.Moves {
		rec.Moves = append(rec.Moves, seen.Move)
		t.movers = append(t.movers, seen.Seat)
		t.finals = append(t.finals, nil)
		t.Log = append(t.Log, entry(seen.Seat, seen.Move, nil))
	}
	t.Saved = len(rec.Moves)
	t.drivers = make([]Driver, g.Seats())
	return t, nil
}

// Online reports whether the game is played with people elsewhere through
// a server.
func (t *Table) Online() bool { return t.net != nil }

// Seats is who is at an online table, as the server last said; nil for a
// game on this device.
func (t *Table) Seats() []online.Seat {
	if t.net == nil {
		return nil
	}
	return t.net.seats
}

// NetStatus says, in a player's words, what is wrong with the line to the
// server ("Connection lost: connecting again…"), or "" while all is well.
func (t *Table) NetStatus() string {
	switch {
	case t.net == nil:
		return ""
	case t.net.err != nil:
		return lang.T("This game no longer agrees with the server's: leave it and join again with the room's code.")
	}
	return t.net.status
}

// MovesNotTaken counts the moves this device sent that the server never
// played: refused, or lost with a dropped connection. No move of the
// rules follows either, so a scene that put the person's choices out
// while the move was on its way lights them again when this changes.
func (t *Table) MovesNotTaken() int {
	if t.net == nil {
		return 0
	}
	return t.net.untaken
}

// TakeRefusal returns, once, the server's reason for refusing this
// device's latest move ("" when there is none).
func (t *Table) TakeRefusal() string {
	if t.net == nil {
		return ""
	}
	r := t.net.refusal
	t.net.refusal = ""
	return r
}

// send checks a person's move with the rules here, for an at-once answer
// to a move they refuse, and sends it to the referee.
func (t *Table) send(seat int, m rules.Move) ([]rules.Event, error) {
	n := t.net
	if !n.calm() {
		return nil, errors.New(lang.T("Wait a moment: your last move is on its way to the server."))
	}
	if _, err := t.Game.Clone().Apply(m); err != nil {
		return nil, err
	}
	n.sending = len(t.Rec.Moves)
	n.link.Send(n.sending, m.String())
	return nil, nil
}

// updateOnline takes what the server sent and plays the next confirmed
// move once the table is calm.
func (t *Table) updateOnline(busy bool) []rules.Event {
	n := t.net
	for _, a := range n.link.Take() {
		t.arrived(a)
	}
	if busy || len(n.queue) == 0 || n.err != nil {
		t.keepEnded()
		return nil
	}
	next := n.queue[0]
	n.queue = n.queue[1:]
	var events []rules.Event
	var err error
	if online.Replayable(t.Rec.Title) {
		events, err = t.replay(next.seen)
	} else {
		events, err = t.follow(next)
	}
	if err != nil {
		n.err = errors.Join(errDiverged, fmt.Errorf("%s: %v", next.seen.Move, err))
		return nil
	}
	if n.sending == len(t.Rec.Moves)-1 {
		n.sending = -1
	}
	t.keepEnded()
	return events
}

// replay plays a confirmed move here, given its public draws.
func (t *Table) replay(seen online.Seen) ([]rules.Event, error) {
	m, err := t.Game.ParseMove(seen.Move)
	if err == nil && seen.Hidden {
		err = errors.New("the move is secret from this seat")
	}
	if err != nil {
		return nil, err
	}
	if pc, ok := t.Game.(rules.PublicChance); ok {
		pc.Chance().Give(seen.Chance...)
	}
	return t.applyAs(seen.Seat, m)
}

// follow takes a confirmed move of a title followed by views: the game
// here becomes the server's view of it after the move, and the events are
// the ones the server says this seat saw (a secret move is logged by
// them alone).
func (t *Table) follow(c confirmed) ([]rules.Event, error) {
	events := make([]rules.Event, 0, len(c.events))
	for _, e := range c.events {
		ev, err := online.ReadEvent(t.Rec.Title, e)
		if err != nil {
			return nil, err
		}
		events = append(events, ev)
	}
	if c.view != nil {
		g, err := online.ReadView(t.Rec.Title, c.view)
		if err != nil {
			return nil, err
		}
		t.Game = g
	}
	t.Rec.Moves = append(t.Rec.Moves, c.seen.Move)
	t.movers = append(t.movers, c.seen.Seat)
	t.finals = append(t.finals, irreversible(events))
	t.Log = append(t.Log, entry(c.seen.Seat, c.seen.Move, events))
	t.LastEvents, t.LastMove, t.LastMoveSeat = events, c.seen.Move, c.seen.Seat
	return events, nil
}

// arrived takes one message from the server.
func (t *Table) arrived(a online.Arrival) {
	n := t.net
	next := len(t.Rec.Moves) + len(n.queue) // the index of the next move to come
	switch {
	case a.Moved != nil:
		switch {
		case a.Moved.Index < next:
			// A confirmation repeated (a resend after a reconnect).
		case a.Moved.Index > next:
			n.link.Sync() // a move was missed: the snapshot brings it
		default:
			n.queue = append(n.queue, confirmed{seen: a.Moved.Seen, view: a.Moved.View, events: a.Moved.Events})
		}
	case a.Snapshot != nil:
		t.seated(a.Snapshot.Seats)
		if a.Snapshot.Over && len(a.Snapshot.Record) > 0 {
			// A device that was away when the game ended is told of
			// its end by the snapshot it is sent on coming back.
			n.ended = &online.Ended{Winner: a.Snapshot.Winner, Record: a.Snapshot.Record}
		}
		if a.Snapshot.Index > next && len(a.Snapshot.Moves) == a.Snapshot.Index {
			for _, seen := range a.Snapshot.Moves[next:] {
				n.queue = append(n.queue, confirmed{seen: seen})
			}
			// The game after them is the snapshot's (where the title is
			// followed by views).
			n.queue[len(n.queue)-1].view = a.Snapshot.View
		}
		if n.sending >= a.Snapshot.Index {
			// The move in flight was lost with the connection: the
			// person decides again.
			n.sending = -1
			n.untaken++
		}
	case a.Refused != nil:
		if a.Refused.Index == n.sending {
			n.sending = -1
			n.refusal = refusalWords(*a.Refused)
			n.untaken++
		}
	case a.Lobby != nil:
		t.seated(a.Lobby.Seats)
	case a.Ended != nil:
		n.ended = a.Ended
	case a.Status != nil:
		n.status = statusWords(*a.Status)
	}
}

// refusalWords is the server's refusal in the player's language: the
// phrase it sent by code, or its English where it sent none (a server older
// than codes, a notation that does not read).
func refusalWords(r online.Refused) string {
	if t := r.Text(); !t.IsZero() {
		return lang.Say(t)
	}
	return r.Reason
}

// statusWords is the link's status in the player's language.
func statusWords(s string) string {
	if s == online.StatusReconnecting {
		return lang.T("Connection lost: connecting again…")
	}
	if rest, ok := strings.CutPrefix(s, online.StatusServerSaid); ok {
		return lang.Tf("The server said: %s", rest)
	}
	return s
}

// Listen takes what the server still sends once the game here is over:
// its record can arrive a tick after the last move, and the titles' scenes
// stop running the turn loop (Update) at the end.
func (t *Table) Listen() {
	if t.net == nil || !t.Over() {
		return
	}
	for _, a := range t.net.link.Take() {
		t.arrived(a)
	}
	t.keepEnded()
}

// keepEnded keeps the finished game's record, opened by the server with its
// seed, for the replays list, once the game here has reached its end too.
func (t *Table) keepEnded() {
	n := t.net
	if n.ended == nil || !t.Over() || n.store == nil {
		return
	}
	rec, err := record.Parse(n.ended.Record)
	n.ended = nil
	if err != nil {
		return
	}
	for i, s := range t.Rec.Seats {
		if i < len(rec.Seats) && s.Name != "" {
			rec.Seats[i].Name = s.Name
		}
	}
	_ = n.store.Put(FinishedName(rec.Title), saveDoc(rec, time.Now()))
}

// Leave closes the line to the room when the person leaves the table; the
// seat stays theirs on the server, to come back to with the room's code.
func (t *Table) Leave() {
	if t.net == nil {
		return
	}
	if c, ok := t.net.link.(interface{ Close() }); ok {
		c.Close()
	}
}

// RoomCode is the code of an online game's room, "" for a game here.
func (t *Table) RoomCode() string {
	if t.net == nil {
		return ""
	}
	return t.net.code
}

// seated takes who is at the table from the server: friends who joined
// since are called by the names they gave.
func (t *Table) seated(seats []online.Seat) {
	t.net.seats = seats
	for i, s := range seats {
		// The server calls a seat nobody named by the title's own name
		// ("Dragon Master"), which the table says its own way.
		if i < len(t.Rec.Seats) && s.Name != "" && s.Name != t.Title.SeatName(i) {
			t.Rec.Seats[i].Name = s.Name
		}
	}
}

// WithEarly is link with what arrived before the table opened (read by the
// page that joined the room) given first.
func WithEarly(link Link, first []online.Arrival) Link { return &early{Link: link, first: first} }

type early struct {
	Link
	first []online.Arrival
}

func (e *early) Take() []online.Arrival {
	a := append(e.first, e.Link.Take()...)
	e.first = nil
	return a
}

// Close closes the link beneath, where it can be.
func (e *early) Close() {
	if c, ok := e.Link.(interface{ Close() }); ok {
		c.Close()
	}
}
