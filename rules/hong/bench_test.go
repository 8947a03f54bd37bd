package hong_test

import (
	"testing"

	"quartet/rules"
	"quartet/rules/hong"
)

func castle(b *testing.B, seed uint64, expansion bool) *hong.Game {
	g, err := hong.New(hong.Options{Expansion: expansion}, seed)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// midgame plays the first n moves of a play-out, for benchmarks of a
// position with some tiles down.
func midgame(b *testing.B, n int) *hong.Game { return midgameOf(b, n, false) }

func midgameOf(b *testing.B, n int, expansion bool) *hong.Game {
	g := castle(b, 7, expansion)
	r := rules.NewRand(7)
	for range n {
		if _, err := g.Apply(g.PlayoutMove(r)); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func BenchmarkLegalMoves(b *testing.B) {
	g := castle(b, 1, false)
	for b.Loop() {
		if len(g.LegalMoves()) != 120 {
			b.Fatal("120 placements expected")
		}
	}
}

func BenchmarkExpected(b *testing.B) {
	g := midgame(b, 30)
	for b.Loop() {
		g.Expected()
	}
}

// BenchmarkPlayout plays whole games with the play-out policy, as the search
// does, and reports play-outs per second.
func BenchmarkPlayout(b *testing.B) {
	for _, x := range []bool{false, true} {
		name := "base"
		if x {
			name = "expansion"
		}
		b.Run(name, func(b *testing.B) {
			start := castle(b, 3, x)
			r := rules.NewRand(1)
			for b.Loop() {
				g := start.Clone()
				for !g.Outcome().Over {
					if _, err := g.Apply(g.(rules.PlayoutMover).PlayoutMove(r)); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
