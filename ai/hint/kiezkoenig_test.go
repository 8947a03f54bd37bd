package hint

import (
	"fmt"
	"strings"
	"testing"

	"quartet/ai/selfplay"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// kiezPositions replays easy computer games of players seats and calls
// found with every position and legal move until it reports true.
func kiezPositions(t *testing.T, players int, found func(g *kk.Game, m kk.Move) bool) {
	t.Helper()
	for seed := uint64(1); seed < 20; seed++ {
		rep, err := selfplay.Run(selfplay.Options{Title: "kiezkoenig", Games: 1, Seed: seed, Players: players, Levels: []string{"easy"}, Workers: 1, MaxMoves: 300})
		if err != nil {
			t.Fatal(err)
		}
		rec := *rep.Games[0].Record
		moves := rec.Moves
		rec.Moves = nil
		g0, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		g := g0.(*kk.Game)
		for _, text := range moves {
			for _, m := range g.LegalMoves() {
				if found(g, m.(kk.Move)) {
					return
				}
			}
			m, _ := g.ParseMove(text)
			if _, err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such position in 19 games")
}

func kiezExplain(g *kk.Game, m kk.Move) (nudge, target, why string) {
	seat := g.ToMove()
	return explainKiez(g.View(seat), seat, m, func(s int) string { return fmt.Sprintf("P%d", s+1) }, nil)
}

func TestKiezKoenigHintGivesAFightsOddsAndWhatMakesThem(t *testing.T) {
	kiezPositions(t, 3, func(g *kk.Game, m kk.Move) bool {
		if m.Kind != kk.Fight {
			return false
		}
		seat := g.ToMove()
		p, _ := g.Preview(m)
		if p.Gang[0] == p.Gang[1] && g.CorruptionCards(seat) == g.CorruptionCards(int(m.Player)) {
			return false // wanted: a fight with something to say for or against it
		}
		nudge, target, why := kiezExplain(g, m)
		odds := fmt.Sprintf("about %d%% yours", pct(g.FightOdds(m)))
		biz := kk.BusinessAt(int(m.Target))
		if nudge != "the fight on St. Pauli" || target != "space-"+biz.ID || !strings.Contains(why, odds) || !strings.Contains(why, biz.Name) {
			t.Fatalf("%s: nudge %q, target %q, %q, want %q", m, nudge, target, why, odds)
		}
		if gang := p.Gang[0] && !p.Gang[1]; gang != strings.HasPrefix(why, "Gang +1") {
			t.Fatalf("%s: Gang %v against %v, but %q", m, p.Gang[0], p.Gang[1], why)
		}
		if d := g.CorruptionCards(seat) - g.CorruptionCards(int(m.Player)); d > 0 && !strings.Contains(why, fmt.Sprintf("%d cards more", d)) {
			t.Fatalf("%s: %d cards more, but %q", m, d, why)
		}
		return true
	})
}

func TestKiezKoenigHintCountsTheStakesABuyBringsTowardTheGoal(t *testing.T) {
	kiezPositions(t, 4, func(g *kk.Game, m kk.Move) bool {
		if m.Kind != kk.Buy {
			return false
		}
		seat := g.ToMove()
		have, need := g.Progress(seat)
		after := g.Clone().(*kk.Game)
		if _, err := after.Apply(rules.Move(m)); err != nil {
			t.Fatal(err)
		}
		h2, _ := after.Progress(seat)
		if h2 == have {
			return false
		}
		_, _, why := kiezExplain(g, m)
		want := fmt.Sprintf("%d of the %d stakes you need, up from %d", h2, need, have)
		if !strings.Contains(why, want) || !strings.Contains(why, fmt.Sprintf("for %d kiezdollars", kk.Stake(int(m.Stake)).Price)) {
			t.Fatalf("%s: %q, want %q", m, why, want)
		}
		return true
	})
}
