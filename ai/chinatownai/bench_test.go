package chinatownai

import (
	"testing"

	"quartet/ai"
	ct "quartet/rules/chinatown"
)

// midGame plays a 4-player game of hard agents into the third year's
// trading.
func midGame(b testing.TB) *ct.Game {
	g := ct.New(4, 77)
	hard, _ := LevelNamed("hard")
	agents := make([]*Agent, 4)
	for s := range agents {
		agents[s] = New(hard, uint64(s))
	}
	for g.Round() < 3 || g.Phase() != ct.Trading {
		if _, err := g.Apply(ai.Decide(agents[g.ToMove()], g)); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func BenchmarkValue(b *testing.B) {
	g := midGame(b)
	m := newModel(g.View(0).(*ct.Game))
	w := &Levels[3].w
	for b.Loop() {
		m.value(0, w)
	}
}

// BenchmarkTradeDecision is one expert decision in the trading phase, with
// its search for the best offer: the time a human waits for an answer.
func BenchmarkTradeDecision(b *testing.B) {
	g := midGame(b)
	expert, _ := LevelNamed("expert")
	for b.Loop() {
		ai.Decide(New(expert, 1), g)
	}
}

func BenchmarkKeepDecision(b *testing.B) {
	g := ct.New(3, 5)
	expert, _ := LevelNamed("expert")
	for b.Loop() {
		ai.Decide(New(expert, 1), g)
	}
}

// BenchmarkGame plays a whole 4-player game between hard agents.
func BenchmarkGame(b *testing.B) {
	hard, _ := LevelNamed("hard")
	for i := 0; b.Loop(); i++ {
		if _, err := Play([]Level{hard, hard, hard, hard}, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}
