package opponents_test

import (
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// kiezPosition plays the play-out policy from a seed until the game waits for
// a decision of phase with at least min legal moves.
func kiezPosition(b *testing.B, players int, phase string, min int) rules.Game {
	for seed := uint64(1); seed < 500; seed++ {
		g := kk.New(players, seed)
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

// BenchmarkKiezExpertDecisionByPhase times one decision at the expert level, which
// must take well under a second on one core natively: a turn start with the
// Super Turbo in hand (24 choices), a second job, and a duel.
func BenchmarkKiezExpertDecisionByPhase(b *testing.B) {
	cfg, err := opponents.Config(kk.Title.ID, "expert")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		phase string
		min   int
	}{{"turnStart", "turn", 20}, {"secondJob", "job", 6}, {"duel", "corrupt", 2}} {
		g := kiezPosition(b, 4, c.phase, c.min)
		b.Run(c.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				ai.Decide(ai.NewMCTS(cfg, uint64(i)), g)
			}
		})
	}
}
