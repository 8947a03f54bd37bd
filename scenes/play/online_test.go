package play

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/internal/store"
	"quartet/online"
	"quartet/online/room"
	"quartet/rules/chinatown"
	"quartet/rules/record"
)

// openRoom makes a room whose friends' seats are joined by a device each,
// and a table on each device from the snapshot it was sent.
func openRoom(t *testing.T, title, options string, seats ...string) (*room.Loopback, map[int]*Table, map[int]store.Memory) {
	t.Helper()
	r, err := room.New("ABCDEF", room.Setup{Title: title, Options: json.RawMessage(options), Seats: seats}, 0xC0FFEE)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	lines := map[int]*room.Line{}
	for i, s := range seats {
		if s != record.Human {
			continue
		}
		l, err := lb.Join(fmt.Sprintf("user%d", i), fmt.Sprintf("Friend %d", i+1))
		if err != nil {
			t.Fatal(err)
		}
		lines[l.Seat] = l
	}
	tables, stores := map[int]*Table{}, map[int]store.Memory{}
	for seat, l := range lines {
		var snap *online.Snapshot
		for _, a := range l.Take() {
			if a.Snapshot != nil {
				snap = a.Snapshot
			}
		}
		if snap == nil {
			t.Fatalf("seat %d was sent no snapshot", seat)
		}
		stores[seat] = store.Memory{}
		tb, err := NewOnline(*snap, l, stores[seat])
		if err != nil {
			t.Fatal(err)
		}
		tables[seat] = tb
	}
	return lb, tables, stores
}

// playAll plays the tables to the end, each person's moves chosen by an
// easy computer on what their table shows.
func playAll(t *testing.T, tables map[int]*Table) { t.Helper(); playUntil(t, tables, nil) }

// playUntil plays the tables as playAll does, until stop says so (checked
// while every table is calm) or the game is over.
func playUntil(t *testing.T, tables map[int]*Table, stop func() bool) {
	t.Helper()
	for n := 0; ; n++ {
		if n > 20000 {
			t.Fatal("the game never ends")
		}
		if stop != nil {
			for !calm(tables) {
			}
			if stop() {
				return
			}
		}
		over := true
		for seat, tb := range tables {
			tb.Update(false, 0)
			if err := tb.net.err; err != nil {
				t.Fatalf("seat %d: %v", seat, err)
			}
			if tb.HumanToMove() {
				agent, err := opponents.New(tb.Title.ID, "easy", uint64(n))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := tb.Submit(ai.Decide(agent, tb.Game.View(seat))); err != nil {
					t.Fatalf("seat %d: %v", seat, err)
				}
			}
			over = over && tb.Over() && tb.net.calm()
		}
		if over {
			return
		}

	}
}

func TestPeopleOnTwoDevicesPlayAWholeGameThroughTheServersReferee(t *testing.T) {
	for _, tc := range []struct {
		title, options string
		seats          []string
	}{
		{"hongkong", "", []string{record.Human, record.Human}},
		{"hong", `{"expansion":true}`, []string{record.Human, record.Human}},
		{"kiezkoenig", "", []string{record.Human, "easy", record.Human}},
	} {
		t.Run(tc.title, func(t *testing.T) {
			lb, tables, stores := openRoom(t, tc.title, tc.options, tc.seats...)
			playAll(t, tables)
			want := lb.Room.Record()
			for seat, tb := range tables {
				if !slices.Equal(tb.Rec.Moves, want.Moves) {
					t.Fatalf("seat %d played %d moves, the server %d", seat, len(tb.Rec.Moves), len(want.Moves))
				}
				if tb.IsPerson(1-seat%2) && len(tables) == 2 {
					t.Fatalf("seat %d's table lets a person here play the other seat", seat)
				}
				// The finished game is kept with the server's seed, so it
				// replays: the record here alone could not (its dice).
				data, err := stores[seat].Get(FinishedName(tc.title))
				if err != nil {
					t.Fatalf("seat %d kept no finished game: %v", seat, err)
				}
				rec, err := record.Parse(data)
				if err != nil {
					t.Fatal(err)
				}
				if g, err := rec.Replay(); err != nil || !g.Outcome().Over || rec.Seats[seat].Name != fmt.Sprintf("Friend %d", seat+1) {
					t.Fatalf("seat %d's kept record: %v, seats %+v", seat, err, rec.Seats)
				}
			}
		})
	}
}

// A table whose connection died misses moves; the snapshot it is sent on
// coming back brings them, and the game goes on.
func TestATableThatMissedMovesCatchesUpFromTheSnapshot(t *testing.T) {
	lb, tables, _ := openRoom(t, "kiezkoenig", "", record.Human, record.Human)
	// Seat 1's table hears nothing while seat 0 plays on, until the game
	// waits for seat 1.
	missMovesThenSync(t, lb, tables, "kiezkoenig", 400)
	if got, want := tables[1].Rec.Moves, lb.Room.Record().Moves; !slices.Equal(got, want) {
		t.Fatalf("after the snapshot seat 1 has %d moves, the server %d", len(got), len(want))
	}
	playAll(t, tables)
}

// refusingLink refuses every move, as a referee does a move for a game
// that has moved on.
type refusingLink struct{ got []online.Arrival }

func (l *refusingLink) Send(index int, move string) {
	l.got = append(l.got, online.Arrival{Refused: &online.Refused{Index: index, Move: move, Reason: "The game has moved on."}})
}
func (*refusingLink) Sync() {}
func (l *refusingLink) Take() []online.Arrival {
	a := l.got
	l.got = nil
	return a
}

func TestAMoveTheServerRefusesIsSaidAndThePersonDecidesAgain(t *testing.T) {
	r, err := room.New("ABCDEF", room.Setup{Title: "hongkong", Seats: []string{record.Human, record.Human}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	_, out, _ := r.Join("a", "")
	snap, err := online.Decode(out[len(out)-1].Op, out[len(out)-1].Data)
	if err != nil || snap.Snapshot == nil {
		t.Fatal("no snapshot", err)
	}
	l := &refusingLink{}
	tb, err := NewOnline(*snap.Snapshot, l, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := tb.Game.LegalMoves()[0]
	if ev, err := tb.Submit(m); err != nil || ev != nil {
		t.Fatalf("an online move is played here at once: %v, %v", ev, err)
	}
	if tb.HumanToMove() {
		t.Fatal("the person may move again while their move is on its way")
	}
	if _, err := tb.Submit(m); err == nil {
		t.Fatal("a second move was sent while the first was on its way")
	}
	tb.Update(false, 0)
	if why := tb.TakeRefusal(); why != "The game has moved on." || !tb.HumanToMove() || len(tb.Rec.Moves) != 0 {
		t.Fatalf("after the refusal: %q, person to move %v, %d moves", why, tb.HumanToMove(), len(tb.Rec.Moves))
	}
	if tb.CanUndo() {
		t.Fatal("an online game offers Undo")
	}
}

// calm lets every table take what the server sent it and reports whether
// all had played everything already: no table played a move, and none
// waits for its own.
func calm(tables map[int]*Table) bool {
	played, waiting := 0, false
	for _, tb := range tables {
		n := len(tb.Rec.Moves)
		tb.Update(false, 0)
		played += len(tb.Rec.Moves) - n
		waiting = waiting || !tb.net.calm()
	}
	return played == 0 && !waiting
}

// watchful is a table's line that checks everything the server sends its
// seat: no other seat's building cards or money (in a Chinatown view, a
// move or an event), until the game is over.
type watchful struct {
	*room.Line
	t     *testing.T
	views int
}

func (w *watchful) Take() []online.Arrival {
	got := w.Line.Take()
	for _, a := range got {
		var view json.RawMessage
		var seen []online.Seen
		var events []online.Event
		switch {
		case a.Moved != nil:
			view, seen, events = a.Moved.View, []online.Seen{a.Moved.Seen}, a.Moved.Events
		case a.Snapshot != nil && !a.Snapshot.Over:
			view, seen = a.Snapshot.View, a.Snapshot.Moves
		}
		for _, s := range seen {
			if s.Seat != w.Seat && strings.Contains(s.Move, "keep") {
				w.t.Fatalf("seat %d was sent seat %d's choice %q", w.Seat, s.Seat, s.Move)
			}
		}
		for _, e := range events {
			if d, err := online.ReadEvent(chinatown.Title.ID, e); err == nil {
				if d, ok := d.(chinatown.Dealt); ok && d.Seat != w.Seat && d.Cards != nil {
					w.t.Fatalf("seat %d was sent the cards dealt to seat %d", w.Seat, d.Seat)
				}
			}
		}
		if view == nil {
			continue
		}
		w.views++
		c, err := chinatown.UnmarshalView(view)
		if err != nil {
			w.t.Fatal(err)
		}
		for s := range c.Seats() {
			if _, known := c.Money(s); s != w.Seat && (known && !c.Outcome().Over || c.Dealt(s) != nil || c.Kept(s) != nil) {
				w.t.Fatalf("seat %d was sent seat %d's money or cards", w.Seat, s)
			}
		}
	}
	return got
}

// sameAsServer checks that each table shows its seat's view of the
// server's game: the view the server would send it now.
func sameAsServer(t *testing.T, lb *room.Loopback, tables map[int]*Table) {
	t.Helper()
	for seat, tb := range tables {
		var snap online.Snapshot
		if err := json.Unmarshal(lb.Room.Snapshot(seat).Data, &snap); err != nil {
			t.Fatal(err)
		}
		here, err := tb.Game.(*chinatown.Game).MarshalView(seat)
		if err != nil {
			t.Fatal(err)
		}
		if string(here) != string(snap.View) {
			t.Fatalf("seat %d's table shows\n%s\nthe server's view is\n%s", seat, here, snap.View)
		}
	}
}

// Two people at their own devices and the server's computer play a whole
// game of Chinatown, whose deals are secret: each table follows the views
// of the game its seat is sent, the two people strike a deal (one proposes,
// the other confirms, each at their own table), and every table ends with
// the server's outcome. Nothing the seat may not see reaches it.
func TestTwoPeopleAndTheServersComputerPlayChinatownAndTradeWithEachOther(t *testing.T) {
	lb, tables, stores := openRoom(t, "chinatown", "", record.Human, record.Human, "easy")
	lines := map[int]*watchful{}
	for seat, tb := range tables {
		lines[seat] = &watchful{Line: tb.net.link.(*room.Line), t: t}
		tb.net.link = lines[seat]
	}
	game := func(seat int) *chinatown.Game { return tables[seat].Game.(*chinatown.Game) }
	playUntil(t, tables, func() bool { return game(0).Phase() == chinatown.Trading })
	sameAsServer(t, lb, tables)

	lot := game(0).LotsOf(0)[0]
	offer, _ := chinatown.ParseMove(fmt.Sprintf("P1 propose P1>P2 %d P2>P1 $10000", lot))
	if _, err := tables[0].SubmitAs(0, offer); err != nil {
		t.Fatalf("seat 1 cannot offer its lot: %v", err)
	}
	for !calm(tables) {
	}
	deals := game(1).Deals()
	if len(deals) == 0 || !deals[len(deals)-1].Waiting(1) {
		t.Fatalf("seat 2's table shows the deals %+v, not the offer", deals)
	}
	yes, _ := chinatown.ParseMove(fmt.Sprintf("P2 confirm #%d", deals[len(deals)-1].ID))
	if _, err := tables[1].SubmitAs(1, yes); err != nil {
		t.Fatalf("seat 2 cannot confirm: %v", err)
	}
	for !calm(tables) {
	}
	struck := chinatown.Executed{Deal: deals[len(deals)-1].ID, Terms: offer.Terms}.String()
	for seat, tb := range tables {
		i := slices.IndexFunc(tb.Log, func(e Entry) bool { return e.Move == yes.String() })
		if game(seat).Owner(lot) != 1 || i < 0 || !slices.Contains(tb.Log[i].Events, struck) {
			t.Fatalf("seat %d's table: lot %d is seat %d's; the log has the confirmation at %d", seat+1, lot, game(seat).Owner(lot)+1, i)
		}
	}
	if m, _ := game(1).Money(1); m != chinatown.StartMoney-10000 {
		t.Fatalf("seat 2 sees its money as %d after paying $10,000", m)
	}
	sameAsServer(t, lb, tables)

	playAll(t, tables)
	sameAsServer(t, lb, tables)
	want := lb.Room.Record()
	end, err := want.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for seat, tb := range tables {
		if got := tb.Game.Outcome(); !reflect.DeepEqual(got, end.Outcome()) || len(tb.Rec.Moves) != len(want.Moves) {
			t.Fatalf("seat %d's table ends %+v after %d moves, the server %+v after %d", seat, got, len(tb.Rec.Moves), end.Outcome(), len(want.Moves))
		}
		if _, err := stores[seat].Get(FinishedName("chinatown")); err != nil {
			t.Fatalf("seat %d kept no finished game: %v", seat, err)
		}
		if lines[seat].views == 0 {
			t.Fatalf("seat %d was sent no view", seat)
		}
	}
}

// A move the rules refuse is answered with the rules' reason: the table's
// copy answers its person's at once (it knows its own money), and the
// server's referee a device that sends one anyway.
func TestChinatownMovesTheRulesRefuseAreRefusedWithTheRulesReason(t *testing.T) {
	lb, tables, _ := openRoom(t, "chinatown", "", record.Human, record.Human, "easy")
	game := func(seat int) *chinatown.Game { return tables[seat].Game.(*chinatown.Game) }
	playUntil(t, tables, func() bool { return game(0).Phase() == chinatown.Trading })
	lot := game(0).LotsOf(0)[0]
	tooDear, _ := chinatown.ParseMove(fmt.Sprintf("P2 propose P1>P2 %d P2>P1 $60000", lot))
	if _, err := tables[1].SubmitAs(1, tooDear); err == nil || err.Error() != "Player 2 cannot pay $60,000 in this deal." {
		t.Fatalf("a deal beyond seat 2's money: %v", err)
	}
	line := tables[1].net.link.(*room.Line)
	index := len(tables[1].Rec.Moves)
	line.Send(index, "P2 confirm #9")
	var why string
	for _, a := range line.Take() {
		if a.Refused != nil {
			why = a.Refused.Reason
		}
	}
	if why != "There is no open deal #9." || lb.Room.Index() != index {
		t.Fatalf("the referee answered a confirmation of no deal with %q", why)
	}
}

// A Chinatown table whose connection died misses moves, among them another
// player's secret choice of cards; the snapshot it is sent on coming back
// lists them and brings the view of the game after them, and the game
// goes on.
func TestAChinatownTableThatMissedMovesCatchesUpFromTheSnapshot(t *testing.T) {
	lb, tables, _ := openRoom(t, "chinatown", "", record.Human, record.Human, "easy")
	missMovesThenSync(t, lb, tables, "chinatown", 100)
	if got := len(tables[1].Rec.Moves); got != lb.Room.Index() {
		t.Fatalf("after the snapshot seat 2 has %d moves, the server %d", got, lb.Room.Index())
	}
	sameAsServer(t, lb, map[int]*Table{1: tables[1]})
	playAll(t, tables)
	sameAsServer(t, lb, tables)
}

// Chinatown's trading lets everyone act at once: two people who send a
// move for the same index are settled by the referee, the first played and
// the second told the game moved on; that person sees why, decides again
// on the game as it now stands, and the move is played.
func TestTwoPeopleActingAtOnceTheSecondIsToldAndActsAgain(t *testing.T) {
	lb, tables, _ := openRoom(t, "chinatown", "", record.Human, record.Human, "easy")
	game := func(seat int) *chinatown.Game { return tables[seat].Game.(*chinatown.Game) }
	playUntil(t, tables, func() bool { return game(0).Phase() == chinatown.Trading })
	index := lb.Room.Index()
	for seat, text := range []string{"P1 done", "P2 done"} {
		m, _ := chinatown.ParseMove(text)
		if _, err := tables[seat].SubmitAs(seat, m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	for !calm(tables) {
	}
	if why := tables[1].TakeRefusal(); !strings.Contains(why, "moved on") || lb.Room.Index() < index+1 {
		t.Fatalf("the second at move %d was told %q", index+1, why)
	}
	if !game(0).IsDone(0) || game(1).IsDone(1) {
		t.Fatal("the first move was not played, or the second was")
	}
	m, _ := chinatown.ParseMove("P2 done")
	if _, err := tables[1].SubmitAs(1, m); err != nil {
		t.Fatalf("acting again: %v", err)
	}
	for !calm(tables) {
	}
	if !game(1).IsDone(1) && game(1).Phase() == chinatown.Trading {
		t.Fatal("the move made again was not played")
	}
	sameAsServer(t, lb, tables)
}

// playUntilSeatOneIsToMove plays seat 0's table with the easy computer's
// moves, for at most ticks updates, until the game waits for seat 1 and
// nothing is in flight.
func playUntilSeatOneIsToMove(t *testing.T, tb *Table, title string, ticks int) {
	t.Helper()
	for n := 0; n < ticks && !(tb.net.calm() && tb.Game.ToMove() == 1); n++ {
		tb.Update(false, 0)
		if tb.HumanToMove() {
			agent, _ := opponents.New(title, "easy", uint64(n))
			if _, err := tb.Submit(ai.Decide(agent, tb.Game.View(0))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// missMovesThenSync makes seat 1's table deaf while seat 0 plays with the
// easy computer's moves until the game waits for seat 1, then lets it hear
// again and ask for a snapshot, and updates it once per move it missed
// and once more.
func missMovesThenSync(t *testing.T, lb *room.Loopback, tables map[int]*Table, title string, ticks int) {
	t.Helper()
	deaf := tables[1].net.link.(*room.Line)
	deaf.Deaf = true
	playUntilSeatOneIsToMove(t, tables[0], title, ticks)
	missed := lb.Room.Index() - len(tables[1].Rec.Moves)
	if missed == 0 {
		t.Fatal("no move was missed")
	}
	deaf.Deaf = false
	deaf.Sync()
	for range missed + 1 {
		tables[1].Update(false, 0)
	}
}

// playAsScenesDo plays the tables with the easy computer's moves until the
// server's game is over. As a title's scene does, it stops running a
// table's turn loop once the game there is over.
func playAsScenesDo(t *testing.T, lb *room.Loopback, tables map[int]*Table) {
	t.Helper()
	for n := 0; !lb.Room.Over(); n++ {
		if n > 20000 {
			t.Fatal("the game never ends")
		}
		for seat, tb := range tables {
			if tb.Over() {
				continue
			}
			tb.Update(false, 0)
			if tb.HumanToMove() && tb.net.calm() {
				agent, err := opponents.New(tb.Title.ID, "easy", uint64(n))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := tb.Submit(ai.Decide(agent, tb.Game.View(seat))); err != nil {
					t.Fatalf("seat %d: %v", seat, err)
				}
			}
		}
	}
	// What came with the last moves is played, a move a tick.
	for _, tb := range tables {
		for n := 0; !tb.Over() && n < 10; n++ {
			tb.Update(false, 0)
		}
	}
}

// lateEnd is a line on which the server's word that the game ended comes
// only once the game is over on the table (over), later than the last
// move, as a network may deliver it.
type lateEnd struct {
	*room.Line
	over func() bool
	held []online.Arrival
}

func (l *lateEnd) Take() []online.Arrival {
	var now []online.Arrival
	if l.over() {
		now, l.held = l.held, nil
	}
	for _, a := range l.Line.Take() {
		if a.Ended != nil {
			l.held = append(l.held, a)
			continue
		}
		now = append(now, a)
	}
	return now
}

func TestTheGamesRecordArrivingAfterItsLastMoveIsKeptForReplays(t *testing.T) {
	lb, tables, stores := openRoom(t, "hongkong", "", record.Human, record.Human)
	for _, tb := range tables {
		tb.net.link = &lateEnd{Line: tb.net.link.(*room.Line), over: tb.Over}
	}
	playAsScenesDo(t, lb, tables)
	for seat, tb := range tables {
		if !tb.Over() {
			t.Fatalf("seat %d's game is not over", seat)
		}
		if _, err := stores[seat].Get(FinishedName("hongkong")); err == nil {
			t.Fatalf("seat %d kept the game before the server's record came", seat)
		}
		tb.Listen()
		if _, err := stores[seat].Get(FinishedName("hongkong")); err != nil {
			t.Fatalf("seat %d kept no finished game once the record came: %v", seat, err)
		}
	}
}

// awayAtTheEnd is a line that loses the game's last move and its end, as
// a connection that died just then does.
type awayAtTheEnd struct{ *room.Line }

func (l awayAtTheEnd) Take() []online.Arrival {
	var kept []online.Arrival
	for _, a := range l.Line.Take() {
		if a.Ended == nil && (a.Moved == nil || !a.Moved.Over) {
			kept = append(kept, a)
		}
	}
	return kept
}

func TestADeviceAwayWhenTheGameEndedKeepsItsRecordFromTheSnapshot(t *testing.T) {
	lb, tables, stores := openRoom(t, "hongkong", "", record.Human, record.Human)
	line := tables[1].net.link.(*room.Line)
	tables[1].net.link = awayAtTheEnd{line}
	playAsScenesDo(t, lb, tables)
	if tables[1].Over() {
		t.Fatal("seat 1 heard the last move")
	}
	// Back, the device asks for the game as it stands.
	tables[1].net.link = line
	line.Sync()
	for range 2 {
		tables[1].Update(false, 0)
	}
	if !tables[1].Over() {
		t.Fatal("the snapshot did not bring the last move")
	}
	if _, err := stores[1].Get(FinishedName("hongkong")); err != nil {
		t.Fatalf("seat 1 kept no finished game from the snapshot: %v", err)
	}
}
