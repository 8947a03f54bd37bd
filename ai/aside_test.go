package ai_test

import (
	"testing"
	"time"

	"quartet/ai"
	"quartet/rules"
	"quartet/rules/hongkong"
)

// await polls a runner searching aside until its move comes, as a game
// loop does once a frame.
func await(r *ai.Runner) rules.Move {
	for {
		if m, ok := r.Update(time.Millisecond); ok {
			return m
		}
		time.Sleep(time.Millisecond)
	}
}

// A search beside the game loop chooses the move the sliced search
// chooses for the same seed, while the table goes on with its game (a
// person's move, an undo), and a decision dropped half-way stops.
func TestASearchBesideTheGameLoopChoosesTheSlicedMove(t *testing.T) {
	g := hongkong.New(3)
	want := decide(g.Clone(), 1500, 5)
	ai.ThinkAside(true)
	defer ai.ThinkAside(false)

	r := ai.NewRunner(ai.NewMCTS(ai.Config{Iterations: 1500}, 5))
	r.Begin(g)
	r.Update(time.Millisecond)
	// The table's game changes under the search.
	if _, err := g.Apply(g.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	if got := await(r); got.String() != want.String() {
		t.Fatalf("searching aside chose %s, sliced %s", got, want)
	}

	dropped := ai.NewRunner(ai.NewMCTS(ai.Config{Iterations: 1500}, 5))
	dropped.Begin(g)
	dropped.Update(time.Millisecond)
	dropped.Cancel()
	if dropped.Thinking() {
		t.Fatal("a cancelled decision is still thinking")
	}
	// The agent is the runner's again at once: a new decision begins
	// (run with -race, it would catch the old search still at work).
	dropped.Begin(g)
	m := await(dropped)
	if _, err := g.Clone().Apply(m); err != nil {
		t.Fatalf("after a dropped decision searching aside chose %s: %v", m, err)
	}
}
