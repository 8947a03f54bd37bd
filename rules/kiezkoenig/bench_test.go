package kiezkoenig_test

import (
	"testing"

	"quartet/rules"
	"quartet/rules/kiezkoenig"
)

// BenchmarkRandomGame plays whole 4-player games with random legal moves.
func BenchmarkRandomGame(b *testing.B) {
	r := rules.NewRand(1)
	moves := 0
	for i := 0; b.Loop(); i++ {
		g := kiezkoenig.New(4, uint64(i))
		for !g.Outcome().Over {
			legal := g.LegalMoves()
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkPlayout plays whole 4-player games with the play-out policy.
func BenchmarkPlayout(b *testing.B) {
	r := rules.NewRand(1)
	for i := 0; b.Loop(); i++ {
		g := kiezkoenig.New(4, uint64(i))
		for n := 0; !g.Outcome().Over && n < 5000; n++ {
			if _, err := g.Apply(g.PlayoutMove(r)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	g := kiezkoenig.New(4, 1)
	r := rules.NewRand(3)
	for range 60 {
		g.Apply(g.PlayoutMove(r))
	}
	for b.Loop() {
		g.LegalMoves()
	}
}

func BenchmarkEvaluate(b *testing.B) {
	g := kiezkoenig.New(4, 1)
	r := rules.NewRand(3)
	for range 60 {
		g.Apply(g.PlayoutMove(r))
	}
	for b.Loop() {
		g.Evaluate()
	}
}
