package hint

import (
	"fmt"
	"strings"
	"testing"

	"quartet/ai/chinatownai"
	"quartet/ai/selfplay"
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// chinatownAt replays an easy 4-player game up to the first position where
// want holds.
func chinatownAt(t *testing.T, want func(g *ct.Game) bool) *ct.Game {
	t.Helper()
	rep, err := selfplay.Run(selfplay.Options{Title: "chinatown", Games: 1, Seed: 2, Players: 4, Levels: []string{"easy"}, Workers: 1})
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
	g := g0.(*ct.Game)
	for _, text := range moves {
		if want(g) {
			return g
		}
		m, _ := g.ParseMove(text)
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no such position")
	return nil
}

func ctExplain(g *ct.Game, m ct.Move) (nudge, target, why string) {
	a := chinatownai.New(chinatownai.Levels[2], 1)
	return explainChinatown(g.View(m.Seat), m.Seat, m, func(s int) string { return fmt.Sprintf("Player %d", s+1) }, a)
}

func TestChinatownHintSaysWhatADealAddsToEachPlayersIncome(t *testing.T) {
	// Player 1 asks another player for a lot with a shop on it, in the
	// second year's trading.
	var lot, from int
	g := chinatownAt(t, func(g *ct.Game) bool {
		if g.Phase() != ct.Trading || g.Round() < 2 || g.ToMove() != 0 {
			return false
		}
		for l := 1; l <= ct.Lots; l++ {
			if o := g.Owner(l); o > 0 && g.ShopAt(l) >= 0 {
				lot, from = l, o
				return true
			}
		}
		return false
	})
	m := ct.ProposeMove(0, ct.NewTerms(ct.Leg{From: from, To: 0, Lots: []int{lot}}))
	done := g.Clone().(*ct.Game)
	for _, mv := range []rules.Move{m, ct.ConfirmMove(from, 1+func() int { p, _ := g.DealCounts(); return p }())} {
		if _, err := done.Apply(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	mine, theirs := done.Income(0)-g.Income(0), done.Income(from)-g.Income(from)
	nudge, target, why := ctExplain(g, m)
	want := fmt.Sprintf("this deal adds %s a year to your income and takes %s off Player %d's", ct.Dollars(mine), ct.Dollars(-theirs), from+1)
	if nudge != fmt.Sprintf("trading with Player %d", from+1) || target != fmt.Sprintf("lot-%d", lot) || why != want {
		t.Fatalf("nudge %q, target %q\n%q, want\n%q", nudge, target, why, want)
	}
}

func TestChinatownHintSaysWhatATileAddsToTheIncome(t *testing.T) {
	g := chinatownAt(t, func(g *ct.Game) bool {
		return g.Phase() == ct.Placing && len(g.LegalMoves()) > 1
	})
	var m ct.Move
	for _, l := range g.LegalMoves() {
		if p := l.(ct.Move); p.Action == ct.Place {
			m = p
			break
		}
	}
	after := g.Clone().(*ct.Game)
	if _, err := after.Apply(m); err != nil {
		t.Fatal(err)
	}
	_, target, why := ctExplain(g, m)
	want := fmt.Sprintf("tile on lot %d makes your income %s a year, up from %s", m.Lot, ct.Dollars(after.Income(m.Seat)), ct.Dollars(g.Income(m.Seat)))
	if target != fmt.Sprintf("lot-%d", m.Lot) || !strings.Contains(why, want) {
		t.Fatalf("target %q, %q, want %q", target, why, want)
	}
}
