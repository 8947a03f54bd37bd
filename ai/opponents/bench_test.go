package opponents_test

import (
	"fmt"
	"testing"

	"quartet/ai"
	"quartet/ai/kiezheuristic"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/catalog"
	kk "quartet/rules/kiezkoenig"
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

// BenchmarkKiezExpertDecision times KiezKönig's expert on second jobs (its
// largest decisions) at 3, 4 and 5 seats, early and late in a game of
// heuristic players: it must stay under a second a move on one core
// natively (go test -cpu 1).
func BenchmarkKiezExpertDecision(b *testing.B) {
	for _, seats := range []int{3, 4, 5} {
		var jobs []rules.Game
		g := kk.New(seats, 5)
		for !g.Outcome().Over && len(jobs) < 4 {
			if g.Phase() == "job" && len(g.LegalMoves()) > 3 && g.Turns()%4 == 0 {
				jobs = append(jobs, g.Clone())
			}
			if _, err := g.Apply(kiezheuristic.Choose(g)); err != nil {
				b.Fatal(err)
			}
		}
		for i, j := range jobs {
			b.Run(fmt.Sprintf("%dp/job%d", seats, i), func(b *testing.B) {
				for n := 0; b.Loop(); n++ {
					agent, _ := opponents.New("kiezkoenig", "expert", uint64(n))
					ai.Decide(agent, j)
				}
			})
		}
	}
}
