package kiezkoenig

import (
	"strings"
	"testing"

	"quartet/rules"
	"quartet/rules/ruletest"
)

// table starts a game for players with the start throw done: P1 is to
// move at the start of their first turn, every token still at the Start.
func table(players int) *Game {
	g := New(players, 1)
	g.contenders = 0
	g.turns = 1
	g.cur, g.toMove = 0, 0
	g.phase = phTurnStart
	return g
}

// sp is a space's index by id.
func sp(t testing.TB, id string) int {
	t.Helper()
	s, ok := ParseSpace(id)
	if !ok {
		t.Fatalf("no space %q", id)
	}
	return s
}

// stake is a stake's index by id.
func stake(t testing.TB, id string) int {
	t.Helper()
	s, ok := ParseStake(id)
	if !ok {
		t.Fatalf("no stake %q", id)
	}
	return s
}

// give hands stakes from the display to a player.
func give(t testing.TB, g *Game, seat int, ids ...string) {
	t.Helper()
	for _, id := range ids {
		s := stake(t, id)
		if g.display&(1<<s) == 0 {
			t.Fatalf("%s is not in the display", id)
		}
		g.display &^= 1 << s
		g.held[seat] |= 1 << s
	}
}

// before puts a player's token d spaces before space id, so that throwing
// d lands on it.
func before(t testing.TB, g *Game, seat int, id string, d int) {
	t.Helper()
	n := TrackLen()
	g.pos[seat] = int8((sp(t, id) - d + n) % n)
}

// dice loads the next throws.
func dice(g *Game, d ...int) {
	for _, x := range d {
		g.loaded = append(g.loaded, int8(x))
	}
}

// setMoney gives a player an amount, keeping the total by taking the
// difference from (or putting it on) the Cash marker of the police.
func setMoney(t testing.TB, g *Game, seat, amount int) {
	t.Helper()
	diff := amount - g.money[seat]
	police := sp(t, "police")
	if g.cash[police] < diff {
		for s := range int(g.seats) {
			if s != seat && g.money[s] >= diff {
				g.money[s] -= diff
				g.money[seat] += diff
				return
			}
		}
		t.Fatalf("cannot find %d kiezdollars", diff)
	}
	g.cash[police] -= diff
	g.money[seat] += diff
}

// play applies moves in notation and returns the events of the last.
func play(t testing.TB, g *Game, moves ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		ev, err = g.Apply(m)
		if err != nil {
			t.Fatalf("%s: %v (%s)", text, err, g.waiting())
		}
	}
	return ev
}

// refuse checks that a move is illegal, for a reason containing why, and
// that it changed nothing.
func refuse(t testing.TB, g *Game, text, why string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	before := ruletest.State(g)
	_, err = g.Apply(m)
	if err == nil {
		t.Fatalf("%s was allowed; want refused (%s)", text, why)
	}
	if _, ok := err.(*rules.IllegalMove); !ok {
		t.Fatalf("%s: error %T, want *rules.IllegalMove", text, err)
	}
	if !strings.Contains(err.Error(), why) {
		t.Fatalf("%s refused with %q, want a reason containing %q", text, err, why)
	}
	if ruletest.State(g) != before {
		t.Fatalf("refused move %s changed the game", text)
	}
}

// legal reports whether a move in notation is among the legal moves.
func legal(g *Game, text string) bool {
	for _, m := range g.LegalMoves() {
		if m.String() == text {
			return true
		}
	}
	return false
}

// find returns the events of type T.
func find[T rules.Event](ev []rules.Event) []T {
	var out []T
	for _, e := range ev {
		if x, ok := e.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

func total(g *Game) int {
	sum := g.f.money
	for s := range MaxSeats {
		sum += g.money[s]
	}
	for _, c := range g.cash {
		sum += c
	}
	return sum
}
