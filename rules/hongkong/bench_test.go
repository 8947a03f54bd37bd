package hongkong_test

import (
	"testing"

	"quartet/rules"
	. "quartet/rules/hongkong"
)

// midgame is a position after ten play-out turns, with many legal turns.
func midgame() *Game {
	g := New(7)
	r := rules.NewRand(7)
	for range 10 {
		g.Apply(g.PlayoutMove(r))
	}
	return g
}

func BenchmarkLegalMovesOpening(b *testing.B) {
	g := New(1)
	for b.Loop() {
		g.LegalMoves()
	}
}

func BenchmarkLegalMovesMidgame(b *testing.B) {
	g := midgame()
	b.ReportMetric(float64(len(g.LegalMoves())), "moves")
	for b.Loop() {
		g.LegalMoves()
	}
}

// BenchmarkRandomPlayout plays whole games with the play-out policy; its
// playouts/s metric is what bounds the AI's iterations per second.
func BenchmarkRandomPlayout(b *testing.B) {
	r := rules.NewRand(1)
	start := New(1)
	n := 0
	for b.Loop() {
		g := *start
		for !g.Outcome().Over {
			g.Apply(g.PlayoutMove(r))
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "playouts/s")
}
