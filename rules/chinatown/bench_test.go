package chinatown

import (
	"testing"

	"quartet/rules"
)

// BenchmarkPlayoutGame plays whole 4-player games with PlayoutMove, as the
// search's play-outs do.
func BenchmarkPlayoutGame(b *testing.B) {
	r := rules.NewRand(1)
	for i := 0; b.Loop(); i++ {
		g := New(4, uint64(i))
		for !g.over {
			if _, err := g.Apply(g.PlayoutMove(r)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLegalMovesPlacing lists a placing turn's moves.
func BenchmarkLegalMovesPlacing(b *testing.B) {
	g := New(4, 3)
	for g.phase != Placing {
		g.Apply(g.PlayoutMove(rules.NewRand(2)))
	}
	for b.Loop() {
		g.LegalMoves()
	}
}

func BenchmarkCloneAndDeterminize(b *testing.B) {
	g := New(5, 3)
	v := g.View(0)
	r := rules.NewRand(1)
	for b.Loop() {
		c := v.Clone()
		c.(rules.Determinizer).Determinize(r)
	}
}

func BenchmarkIncome(b *testing.B) {
	g := New(3, 4)
	r := rules.NewRand(5)
	for l := 1; l <= Lots; l++ {
		g.owner[l] = int8(r.IntN(3))
		g.shop[l] = Shop(r.IntN(Shops))
	}
	for b.Loop() {
		g.Income(0)
	}
}

// BenchmarkDealExecution proposes a two-party deal and confirms it.
func BenchmarkDealExecution(b *testing.B) {
	g := New(4, 3)
	for g.phase != Trading {
		g.Apply(g.PlayoutMove(rules.NewRand(2)))
	}
	lot := g.LotsOf(0)[0]
	for b.Loop() {
		c := g.clone()
		c.Apply(ProposeMove(0, NewTerms(Leg{From: 0, To: 1, Lots: []int{lot}}, Leg{From: 1, To: 0, Money: 5000})))
		if _, err := c.Apply(ConfirmMove(1, c.nextDeal-1)); err != nil {
			b.Fatal(err)
		}
	}
}
