package chinatown

import (
	"strings"
	"testing"

	"quartet/rules"
	"quartet/rules/ruletest"
)

// play applies moves in notation and fails the test on any refusal.
func play(t *testing.T, g *Game, texts ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, text := range texts {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		events, err := g.Apply(m)
		if err != nil {
			t.Fatalf("%q refused: %v", text, err)
		}
		all = append(all, events...)
	}
	return all
}

// refused checks that a move is refused with a reason containing want and
// that the game is unchanged.
func refused(t *testing.T, g *Game, text, want string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	before := ruletest.State(g)
	_, err = g.Apply(m)
	if err == nil {
		t.Fatalf("%q was accepted, want refusal %q", text, want)
	}
	if _, ok := err.(*rules.IllegalMove); !ok {
		t.Fatalf("%q refused with %T, want *rules.IllegalMove", text, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%q refused with %q, want it to mention %q", text, err, want)
	}
	if ruletest.State(g) != before {
		t.Fatalf("refused move %q changed the game", text)
	}
}

// keepAll makes every player keep their lowest cards, ending the keeping.
func keepAll(t *testing.T, g *Game) {
	t.Helper()
	for g.phase == Keeping {
		if _, err := g.Apply(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// tradingTable returns a game in the first year's trading phase with an
// empty board and empty hands, for tests to lay out a position.
func tradingTable(t *testing.T, seats int) *Game {
	t.Helper()
	g := New(seats, 7)
	keepAll(t, g)
	if g.phase != Trading {
		t.Fatalf("phase %v after keeping, want trading", g.phase)
	}
	for l := range g.owner {
		g.owner[l] = -1
		g.shop[l] = NoShop
	}
	g.hand = [MaxSeats][Shops]int8{}
	return g
}

// own gives lots to seat, with a shop of type s on each unless s is NoShop.
func own(g *Game, seat int, s Shop, lots ...int) {
	for _, l := range lots {
		g.owner[l] = int8(seat)
		g.shop[l] = s
	}
}

// placingTable is tradingTable moved on to placement by everyone saying
// done; the hands and lots are set first by the caller through prepare.
func toPlacing(t *testing.T, g *Game) []rules.Event {
	t.Helper()
	var events []rules.Event
	for g.phase == Trading {
		events = append(events, play(t, g, SeatName(g.ToMove())+" done")...)
	}
	return events
}

func eventsOf[E rules.Event](events []rules.Event) []E {
	var out []E
	for _, e := range events {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}
