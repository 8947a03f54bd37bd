package kiezkoenig

import (
	"encoding/json"
	"testing"
)

// HOW DO I SET UP THE GAME? Each player's chips by the number of players.
func TestStartMoneyByPlayerCountInChips(t *testing.T) {
	want := map[int]struct {
		chips  [3]int
		amount int
	}{
		2: {[3]int{18, 18, 12}, 570},
		3: {[3]int{12, 12, 8}, 380},
		4: {[3]int{9, 9, 6}, 285},
		5: {[3]int{7, 7, 5}, 230},
	}
	for players, w := range want {
		g := New(players, 1)
		if StartChips(players) != w.chips {
			t.Errorf("%d players: chips %v, want %v", players, StartChips(players), w.chips)
		}
		for s := range players {
			if g.Money(s) != w.amount {
				t.Errorf("%d players: P%d has %d, want %d", players, s+1, g.Money(s), w.amount)
			}
		}
		for _, e := range g.SetupEvents()[:players] {
			if d := e.(Dealt); d.Chips != w.chips || d.Amount != w.amount {
				t.Errorf("%d players: dealt %v", players, d)
			}
		}
	}
}

// WHAT'S INSIDE THE BOX? 99 chips: 37 of 5, 37 of 10, 25 of 25.
func TestTheBoxHolds99Chips(t *testing.T) {
	if BoxChips[0]+BoxChips[1]+BoxChips[2] != 99 || TotalMoney != 1180 {
		t.Fatalf("box %v = %d", BoxChips, TotalMoney)
	}
}

// "The remaining casino chips can be placed on any Cash marker in front of
// any of the Law Courts, Tax Office or Police."
func TestRemainingChipsStartOnAnAuthorityCashMarker(t *testing.T) {
	for players, rest := range map[int]int{2: 40, 3: 40, 4: 40, 5: 30} {
		g := New(players, 1)
		if got := g.CashAt(sp(t, "court")); got != rest {
			t.Errorf("%d players: %d on the Law Courts, want %d", players, got, rest)
		}
		if total(g) != TotalMoney {
			t.Errorf("%d players: %d kiezdollars in play, want %d", players, total(g), TotalMoney)
		}
		for _, c := range RestChips(players) {
			if c < 0 {
				t.Errorf("%d players: the box runs short: %v", players, RestChips(players))
			}
		}
	}
	for id, opt := range map[string]string{"tax": `{"rest":"tax"}`, "police": `{"rest":"police"}`} {
		gg, err := Title.New(json.RawMessage(opt), 4, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := gg.(*Game).CashAt(sp(t, id)); got != 40 {
			t.Errorf("option %s: %d on %s", opt, got, id)
		}
	}
	if _, err := Title.New(json.RawMessage(`{"rest":"bank"}`), 4, 1); err == nil {
		t.Error("an unknown rest option was accepted")
	}
}

// "Distribute a Quick Reference card, a Super Turbo card ... to each
// player." and "Sort all business stakes into the display."
func TestEachPlayerStartsWithASuperTurboAndTheStakesInTheDisplay(t *testing.T) {
	g := New(5, 1)
	for s := range 5 {
		if !g.HasSuperTurbo(s) || g.CorruptionCards(s) != 0 || g.TurboCards(s) != 0 || len(g.Held(s)) != 0 {
			t.Errorf("P%d starts with the wrong cards", s+1)
		}
		if g.Position(s) != AtStart {
			t.Errorf("P%d starts at %d", s+1, g.Position(s))
		}
	}
	if len(g.Display()) != Stakes {
		t.Errorf("%d stakes in the display", len(g.Display()))
	}
}

// "Everyone throws a dice and the winner goes first, followed by the others
// in turn." Ties throw again.
func TestHighestStartThrowGoesFirstAndTiesThrowAgain(t *testing.T) {
	g := New(3, 1)
	dice(g, 4, 6, 6, 2, 5)
	play(t, g, "roll", "roll")
	if g.ToMove() != 2 {
		t.Fatalf("P%d to throw, want P3", g.ToMove()+1)
	}
	ev := play(t, g, "roll")
	if tie := find[OrderTied](ev); len(tie) != 1 || len(tie[0].Seats) != 2 {
		t.Fatalf("no tie between P2 and P3: %v", ev)
	}
	if g.ToMove() != 1 {
		t.Fatalf("P%d throws again, want P2", g.ToMove()+1)
	}
	play(t, g, "roll")
	ev = play(t, g, "roll")
	if st := find[StartPlayer](ev); len(st) != 1 || st[0].Seat != 2 {
		t.Fatalf("want P3 to start: %v", ev)
	}
	if g.Current() != 2 || g.ToMove() != 2 || g.Turns() != 1 || g.Phase() != "turn" {
		t.Fatalf("P%d to move in phase %s", g.ToMove()+1, g.Phase())
	}
	// Then the others in turn, clockwise.
	before(t, g, 2, "car1", 1)
	dice(g, 1)
	play(t, g, "roll", "drive 0")
	if g.Current() != 0 {
		t.Fatalf("after P3 comes P%d, want P1", g.Current()+1)
	}
}

// "As soon as each token is in play, the Start itself becomes irrelevant":
// the first throw counts from the Start onto the track.
func TestFirstThrowCountsFromTheStart(t *testing.T) {
	g := table(2)
	dice(g, 2)
	ev := play(t, g, "roll")
	if g.Position(0) != 1 {
		t.Fatalf("throwing 2 from the Start lands on space %d, want the second space", g.Position(0))
	}
	if mv := find[Moved](ev); len(mv) != 1 || mv[0].From != AtStart || mv[0].Steps != 2 {
		t.Fatalf("moves %v", mv)
	}
}
