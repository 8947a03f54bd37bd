package play

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/internal/store"
	"quartet/online"
	"quartet/online/room"
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
func playAll(t *testing.T, tables map[int]*Table) {
	t.Helper()
	for n := 0; ; n++ {
		if n > 20000 {
			t.Fatal("the game never ends")
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
	deaf := tables[1].net.link.(*room.Line)
	deaf.Deaf = true
	// Seat 1's table hears nothing while seat 0 plays on, until the game
	// waits for seat 1.
	tb := tables[0]
	for n := 0; n < 400 && !(tb.net.calm() && tb.Game.ToMove() == 1); n++ {
		tb.Update(false, 0)
		if tb.HumanToMove() {
			agent, _ := opponents.New("kiezkoenig", "easy", uint64(n))
			if _, err := tb.Submit(ai.Decide(agent, tb.Game.View(0))); err != nil {
				t.Fatal(err)
			}
		}
	}
	missed := len(lb.Room.Record().Moves) - len(tables[1].Rec.Moves)
	if missed == 0 {
		t.Fatal("no move was missed")
	}
	deaf.Deaf = false
	deaf.Sync()
	for range missed + 1 {
		tables[1].Update(false, 0)
	}
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
