package opponents_test

import (
	"os"
	"strconv"
	"testing"
	"time"

	"quartet/ai"
	"quartet/ai/kiezbaseline"
	"quartet/ai/opponents"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// duelDecisions plays a 5-seat game of easy computers and keeps the first n
// positions in which a duellist or a supporter decides.
func duelDecisions(tb testing.TB, n int) []*kk.Game {
	g := kk.New(5, 7)
	var out []*kk.Game
	for i := 0; !g.Outcome().Over && len(out) < n; i++ {
		if ph := g.Phase(); ph == "support" || ph == "corrupt" {
			out = append(out, g.Clone().(*kk.Game))
		}
		a, _ := opponents.New("kiezkoenig", "easy", uint64(i))
		if _, err := g.Apply(ai.Decide(a, g)); err != nil {
			tb.Fatal(err)
		}
	}
	if len(out) < n {
		tb.Fatalf("only %d duel decisions", len(out))
	}
	return out
}

// A duel's support and Corruption decisions have a few moves each and come
// four or five to a duel: the expert gives them a tenth of its search, so
// that a person is not kept waiting on them duel after duel. (The lower
// levels' tenth falls under the search's floor for a shared decision,
// which they get.)
func TestKiezDuelDecisionsSearchATenthOfTheBudget(t *testing.T) {
	cfg, _ := opponents.Config("kiezkoenig", "expert")
	for i, g := range duelDecisions(t, 6) {
		a, _ := opponents.New("kiezkoenig", "expert", uint64(i))
		m := a.(*ai.MCTS)
		ai.Decide(m, g)
		if got, most := m.Search().Iterations(), cfg.Iterations/10+ai.Chunk; got > most {
			t.Errorf("%s decision %d: %d iterations, want at most %d", g.Phase(), i, got, most)
		}
	}
}

// hidden hides a title's rules.SearchSharer, to measure the whole budget.
type hidden struct{ rules.Game }

// TestKiezDuelDecisionTicks logs how many frames a 5-seat fight's support
// and Corruption decisions take a medium computer, natively, at the table's
// starting work budget per frame (6 ms) and at its least (0.5 ms, a slow
// browser), with the whole budget and with the duel's share. It measures
// and asserts nothing, so it runs only with KIEZ_MEASURE set.
func TestKiezDuelDecisionTicks(t *testing.T) {
	if os.Getenv("KIEZ_MEASURE") == "" {
		t.Skip("set KIEZ_MEASURE to measure")
	}
	games := duelDecisions(t, 20)
	for _, frame := range []time.Duration{6 * time.Millisecond, 500 * time.Microsecond} {
		for _, whole := range []bool{true, false} {
			ticks := 0
			var wall time.Duration
			for i, g := range games {
				a, _ := opponents.New("kiezkoenig", "medium", uint64(i))
				r := ai.NewRunner(a)
				var pos rules.Game = g
				if whole {
					pos = hidden{g}
				}
				start := time.Now()
				r.Begin(pos)
				for {
					ticks++
					if _, ok := r.Update(frame); ok {
						break
					}
				}
				wall += time.Since(start)
			}
			n := float64(len(games))
			t.Logf("frame %v, whole budget %v: %.1f ticks, %.2f ms a decision", frame, whole, float64(ticks)/n, float64(wall.Microseconds())/1000/n)
		}
	}
}

// wholeBudget is a computer that searches every decision with its whole
// budget, as before the duel's share.
type wholeBudget struct{ *ai.MCTS }

func (a wholeBudget) Start(g rules.Game) { a.MCTS.Start(hidden{g}) }

// TestKiezDuelShareStrength plays medium against medium, one side searching
// the duel's small decisions with a tenth of the budget, seats alternating,
// and logs the wins (KIEZ_SHARE_GAMES games; skipped without it).
func TestKiezDuelShareStrength(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KIEZ_SHARE_GAMES"))
	if n == 0 {
		t.Skip("set KIEZ_SHARE_GAMES to play the games")
	}
	cfg, _ := opponents.Config("kiezkoenig", "medium")
	wins := [2]int{}
	for i := range n {
		shareSeat := i % 2
		agents := make([]ai.Agent, 2)
		agents[shareSeat] = ai.NewMCTS(cfg, uint64(100+i))
		agents[1-shareSeat] = wholeBudget{ai.NewMCTS(cfg, uint64(200+i))}
		res := kiezbaseline.Play(2, uint64(i+1), agents, 3000)
		switch {
		case !res.Over || res.Winner < 0:
		case res.Winner == shareSeat:
			wins[0]++
		default:
			wins[1]++
		}
	}
	t.Logf("%d games: the duel's share won %d, the whole budget %d", n, wins[0], wins[1])
}

// TestKiezDuelShareStrength5 plays five medium computers, one of them
// searching the duel's small decisions with a tenth of the budget (the
// seat rotating), and logs how often it won against the 1 in 5 of an
// equal (KIEZ_SHARE_GAMES games; skipped without it).
func TestKiezDuelShareStrength5(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KIEZ_SHARE_GAMES"))
	if n == 0 {
		t.Skip("set KIEZ_SHARE_GAMES to play the games")
	}
	cfg, _ := opponents.Config("kiezkoenig", "medium")
	wins, over := 0, 0
	for i := range n {
		shareSeat := i % 5
		agents := make([]ai.Agent, 5)
		for s := range agents {
			agents[s] = wholeBudget{ai.NewMCTS(cfg, uint64(300+i*5+s))}
		}
		agents[shareSeat] = ai.NewMCTS(cfg, uint64(300+i*5+shareSeat))
		res := kiezbaseline.Play(5, uint64(i+1), agents, 5000)
		if res.Over && res.Winner >= 0 {
			over++
			if res.Winner == shareSeat {
				wins++
			}
		}
	}
	t.Logf("%d games of 5 (%d finished): the duel's share won %d", n, over, wins)
}
