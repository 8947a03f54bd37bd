package desk

import (
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	ct "quartet/rules/chinatown"
)

// builtTrading plays easy computers until the trading of round, with
// shops on the map.
func builtTrading(t *testing.T, round int) *ct.Game {
	t.Helper()
	g := ct.New(3, 5)
	for n := 0; g.Round() < round || g.Phase() != ct.Trading; n++ {
		agent, _ := opponents.New("chinatown", "easy", uint64(n))
		if _, err := g.Apply(ai.Decide(agent, g)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// alone reports whether lot l's shop has no neighbour of its type owned
// by seat: moved to or from seat, it is a business of one.
func alone(g *ct.Game, l, seat int) bool {
	for _, n := range ct.Neighbours(l) {
		if g.Owner(n) == seat && g.ShopAt(n) == g.ShopAt(l) {
			return false
		}
	}
	return true
}

func TestADealSaysWhatItChangesInEachPartysIncomeAYear(t *testing.T) {
	g := builtTrading(t, 3)
	names := func(seat int) string { return []string{"You", "Jade", "Gold"}[seat] }
	for l := 1; l <= ct.Lots; l++ {
		if g.Owner(l) != 1 || g.ShopAt(l) == ct.NoShop || !alone(g, l, 1) || !alone(g, l, 0) {
			continue
		}
		terms := ct.NewTerms(ct.Leg{From: 1, To: 0, Lots: []int{l}})
		ch := IncomeChange(g, terms)
		if ch[0] != 10000 || ch[1] != -10000 || ch[2] != 0 {
			t.Fatalf("lot %d, a shop alone either side, changes incomes by %v", l, ch)
		}
		if w := IncomeWords(g, terms, 0, names); w != "Income a year: +$10k to you, −$10k to Jade." {
			t.Fatalf("the deal's income words: %q", w)
		}
		vacant := ct.NewTerms(ct.Leg{From: 0, To: 1, Tiles: [ct.Shops]int{1}})
		if w := IncomeWords(g, vacant, 0, names); !strings.Contains(w, "no change yet") {
			t.Fatalf("a tile alone changes no income now: %q", w)
		}
		return
	}
	t.Fatal("no shop of Jade's stands alone in this game")
}
