package opponents_test

import (
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/hong"
)

// hongMidgame plays the first n moves of a play-out on the castle board,
// for decisions timed with some tiles down.
func hongMidgame(b *testing.B, n int, expansion bool) *hong.Game {
	g, err := hong.New(hong.Options{Expansion: expansion}, 7)
	if err != nil {
		b.Fatal(err)
	}
	r := rules.NewRand(7)
	for range n {
		if _, err := g.Apply(g.PlayoutMove(r)); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkHongDecision times one decision of each AI level from the opening and
// from the middle game, without and with the expansion. The expert level must
// stay under a second natively.
func BenchmarkHongDecision(b *testing.B) {
	for _, level := range []string{"easy", "medium", "hard", "expert"} {
		for _, at := range []int{0, 30} {
			for _, x := range []bool{false, true} {
				name := level + "/ply" + string(rune('0'+at/10)) + "0"
				if x {
					name += "/expansion"
				}
				b.Run(name, func(b *testing.B) {
					g := hongMidgame(b, at, x)
					seed := uint64(0)
					for b.Loop() {
						seed++
						a, err := opponents.New("hong", level, seed)
						if err != nil {
							b.Fatal(err)
						}
						ai.Decide(a, g)
					}
					b.ReportMetric(b.Elapsed().Seconds()*1000/float64(b.N), "ms/move")
				})
			}
		}
	}
}
