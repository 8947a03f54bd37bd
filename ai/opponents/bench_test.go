package opponents_test

import (
	"fmt"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/catalog"
)

// positions plays a game of easy AIs and keeps the positions before the
// given moves, so that decisions are timed at every stage of a game.
func positions(tb testing.TB, title string, at ...int) []rules.Game {
	t, _ := catalog.Lookup(title)
	g, err := t.New(nil, t.DefaultSeats, 11)
	if err != nil {
		tb.Fatal(err)
	}
	var out []rules.Game
	for n := 0; !g.Outcome().Over; n++ {
		for _, a := range at {
			if a == n {
				out = append(out, g.Clone())
			}
		}
		agent, _ := opponents.New(title, "easy", uint64(n))
		g.Apply(ai.Decide(agent, g))
	}
	return out
}

// BenchmarkDecision times one decision per level and stage: expert must stay
// under a second a move on one core natively (go test -cpu 1).
func BenchmarkDecision(b *testing.B) {
	stages := []int{0, 8, 20, 32}
	for _, title := range []string{"hongkong"} {
		games := positions(b, title, stages...)
		for _, level := range []string{"easy", "medium", "hard", "expert"} {
			for i, g := range games {
				b.Run(fmt.Sprintf("%s/%s/move%d", title, level, stages[i]), func(b *testing.B) {
					for n := 0; b.Loop(); n++ {
						agent, _ := opponents.New(title, level, uint64(n))
						ai.Decide(agent, g)
					}
				})
			}
		}
	}
}
