package kiezkoenig_test

import (
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
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

// position plays the play-out policy from a seed until the game waits for
// a decision of phase with at least min legal moves.
func position(b *testing.B, players int, phase string, min int) rules.Game {
	for seed := uint64(1); seed < 500; seed++ {
		g := kiezkoenig.New(players, seed)
		r := rules.NewRand(seed)
		for n := 0; n < 3000 && !g.Outcome().Over; n++ {
			if g.Phase() == phase && len(g.LegalMoves()) >= min && g.Turns() > 8 {
				return g
			}
			g.Apply(g.PlayoutMove(r))
		}
	}
	b.Fatalf("no %s position", phase)
	return nil
}

// BenchmarkExpertDecision times one decision at the expert level, which
// must take well under a second on one core natively: a turn start with the
// Super Turbo in hand (24 choices), a second job, and a duel.
func BenchmarkExpertDecision(b *testing.B) {
	cfg, err := opponents.Config(kiezkoenig.Title.ID, "expert")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		phase string
		min   int
	}{{"turnStart", "turn", 20}, {"secondJob", "job", 6}, {"duel", "corrupt", 2}} {
		g := position(b, 4, c.phase, c.min)
		b.Run(c.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				ai.Decide(ai.NewMCTS(cfg, uint64(i)), g)
			}
		})
	}
}
