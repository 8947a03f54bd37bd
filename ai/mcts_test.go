package ai_test

import (
	"testing"
	"time"

	"quartet/ai"
	"quartet/rules"
	"quartet/rules/hongkong"
)

func decide(g rules.Game, iterations int, seed uint64) rules.Move {
	return ai.Decide(ai.NewMCTS(ai.Config{Iterations: iterations}, seed), g)
}

// A seed whose first die roll is 1, and one whose first roll is 6, so that
// a peek at the die would change the decision.
func seedRolling(t *testing.T, want int) uint64 {
	t.Helper()
	for s := uint64(1); s < 1000; s++ {
		if rules.NewRand(s).Die() == want {
			return s
		}
	}
	t.Fatalf("no seed rolls %d first", want)
	return 0
}

func TestTheSearchNeverSeesAnotherPlayersHiddenCard(t *testing.T) {
	weak := newDuel(5, 1, 7)   // seat 1 holds the lowest card
	strong := newDuel(5, 9, 7) // seat 1 holds the highest
	a, b := decide(weak, 3000, 42), decide(strong, 3000, 42)
	if a.String() != b.String() {
		t.Fatalf("the decision changed with the opponent's hidden card: %s against a 1, %s against a 9", a, b)
	}
	if a.String() == "fold" {
		t.Fatalf("with a 5 of 9 the search should call or roll, not fold")
	}
}

func TestTheSearchNeverSeesFutureDice(t *testing.T) {
	low := newDuel(5, 5, seedRolling(t, 1))
	high := newDuel(5, 5, seedRolling(t, 6))
	a, b := decide(low, 3000, 42), decide(high, 3000, 42)
	if a.String() != b.String() {
		t.Fatalf("the decision changed with the coming die: %s before a 1, %s before a 6", a, b)
	}
}

func TestTheSameSeedAndBudgetGiveTheSameMove(t *testing.T) {
	g := hongkong.New(1)
	for _, m := range []string{"B a1", "B e5", "F b2 B b2", "R d4"} {
		mv, _ := g.ParseMove(m)
		g.Apply(mv)
	}
	first := decide(g, 2000, 9)
	for range 3 {
		if again := decide(g, 2000, 9); again.String() != first.String() {
			t.Fatalf("same seed and budget chose %s, then %s", first, again)
		}
	}
}

func TestTheDecisionDoesNotDependOnHowTheWorkIsSpreadOverFrames(t *testing.T) {
	g := hongkong.New(3)
	whole := decide(g, 1500, 5)
	a := ai.NewMCTS(ai.Config{Iterations: 1500}, 5)
	a.Start(g)
	for i := 0; !a.Step([]int{1, 7, 100, 3, 999}[i%5]); i++ {
	}
	if a.Move().String() != whole.String() {
		t.Fatalf("stepping in uneven slices chose %s, in one go %s", a.Move(), whole)
	}
}

func TestTheRunnerStopsWorkingOnceItsFrameBudgetIsSpent(t *testing.T) {
	a := ai.NewMCTS(ai.Config{Iterations: 1 << 30}, 1)
	r := ai.NewRunner(a)
	r.Begin(hongkong.New(1))
	// A budget of zero is spent at once: each frame does a little work, at
	// most one small chunk, and hands the frame back, however much is left
	// to do.
	last := 0
	for frame := 1; frame <= 3; frame++ {
		if _, done := r.Update(0); done {
			t.Fatal("a search with a huge budget finished at once")
		}
		got := a.Search().Iterations()
		if got <= last || got > last+ai.Chunk {
			t.Fatalf("frame %d did %d iterations, want 1 to %d", frame, got-last, ai.Chunk)
		}
		last = got
	}
}

// slowUnits is an agent each of whose units of work takes a millisecond
// of its clock.
type slowUnits struct {
	clock time.Time
	units int
}

func (s *slowUnits) Start(rules.Game) {}
func (s *slowUnits) Step(n int) bool {
	s.units += n
	s.clock = s.clock.Add(time.Duration(n) * time.Millisecond)
	return false
}
func (s *slowUnits) Move() rules.Move { return nil }

// A search whose units are slow does not overrun a frame's budget by a
// whole chunk: once it knows what a unit takes, it does what fits.
func TestTheRunnerCutsItsChunksToTheBudgetLeft(t *testing.T) {
	s := &slowUnits{clock: time.Unix(0, 0)}
	r := ai.NewRunner(s)
	ai.SetClock(r, func() time.Time { return s.clock })
	r.Begin(nil)
	r.Update(5 * time.Millisecond) // learns what a unit takes
	for frame := 2; frame <= 4; frame++ {
		before := s.units
		r.Update(5 * time.Millisecond)
		if did := s.units - before; did > 5 {
			t.Fatalf("frame %d did %d units of 1 ms in a 5 ms budget", frame, did)
		}
	}
}

func TestAnOnlyMoveIsPlayedWithoutSearching(t *testing.T) {
	g, _ := hongkong.NewPosition(map[string]string{"a1": "B"}, 6, 0)
	g.SetSupply(0, hongkong.Block, 0)
	g.SetSupply(0, hongkong.Roof, 0)
	a := ai.NewMCTS(ai.Config{Iterations: 1 << 30}, 1)
	a.Start(g)
	if !a.Step(1) || a.Move().String() != "pass" {
		t.Fatal("with only a pass legal the agent should pass at once")
	}
}

// prunedDuel is the toy duel whose title prunes the call: the search must
// range over fold and roll only, even where calling would win outright.
type prunedDuel struct{ *duel }

func (p prunedDuel) Clone() rules.Game { return prunedDuel{p.duel.Clone().(*duel)} }
func (p prunedDuel) View(seat int) rules.Game {
	return prunedDuel{p.duel.View(seat).(*duel)}
}
func (p prunedDuel) Prune(legal []rules.Move) []rules.Move {
	var kept []rules.Move
	for _, m := range legal {
		if m.String() != "call" {
			kept = append(kept, m)
		}
	}
	return kept
}

// A title's Pruner keeps the moves it prunes out of the search's choice.
func TestTheSearchChoosesOnlyAmongTheMovesTheTitleKeeps(t *testing.T) {
	sure := newDuel(9, 1, 7) // a 9: calling always wins
	if m := decide(sure, 2000, 42); m.String() != "call" {
		t.Fatalf("unpruned, a 9 should call, not %s", m)
	}
	if m := decide(prunedDuel{sure}, 2000, 42); m.String() == "call" {
		t.Fatal("the search chose the pruned call")
	}
}
