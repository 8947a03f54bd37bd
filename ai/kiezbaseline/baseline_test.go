package kiezbaseline

import (
	"testing"

	"quartet/ai"
	"quartet/rules"
	"quartet/rules/kiezkoenig"
)

// The baseline always chooses a legal move and its games end.
func TestBaselineGamesEnd(t *testing.T) {
	for players := 2; players <= kiezkoenig.MaxSeats; players++ {
		for seed := range 10 {
			agents := make([]ai.Agent, players)
			for s := range agents {
				agents[s] = New()
			}
			res := Play(players, uint64(seed), agents, 20000)
			if !res.Over {
				t.Errorf("%d players, seed %d: no winner after %d moves", players, seed, res.Moves)
			}
		}
	}
}

// The baseline builds: offered a stake of its racket at the start of the
// second job, it buys it.
func TestBaselineBuysInItsRacket(t *testing.T) {
	g := kiezkoenig.New(2, 1)
	for g.Phase() != "job" {
		legal := g.LegalMoves()
		if _, err := g.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	m := Choose(g).(kiezkoenig.Move)
	if m.Kind != kiezkoenig.Buy {
		t.Fatalf("chose %v with %v legal", m, g.LegalMoves())
	}
	var _ rules.Move = m
}
