package chinatownai

import (
	"testing"

	"quartet/ai"
	ct "quartet/rules/chinatown"
)

// tradingAt plays a game of easy agents into the given year's trading.
func tradingAt(t testing.TB, seats int, seed uint64, round int) *ct.Game {
	t.Helper()
	g := ct.New(seats, seed)
	agents := make([]*Agent, seats)
	for s := range agents {
		agents[s] = New(level(t, "easy"), seed+uint64(s))
	}
	for g.Round() < round || g.Phase() != ct.Trading {
		if _, err := g.Apply(ai.Decide(agents[g.ToMove()], g)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// lowOffers are offers from seat 0 to buy each lot of seat's for $1,000.
func lowOffers(g *ct.Game, seat int) []ct.Terms {
	var out []ct.Terms
	for _, lot := range g.LotsOf(seat) {
		out = append(out, ct.NewTerms(ct.Leg{From: seat, To: 0, Lots: []int{lot}}, ct.Leg{From: 0, To: seat, Money: ct.MoneyUnit}))
	}
	return out
}

func TestAnEasyPlayerCountersAPersonsLowOfferWithAPriceItWouldConfirm(t *testing.T) {
	counters, withdraws := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		for round := 1; round <= 3; round++ {
			base := tradingAt(t, 3, seed, round)
			for _, offer := range lowOffers(base, 1) {
				g := base.Clone().(*ct.Game)
				if _, err := g.Apply(ct.ProposeMove(0, offer)); err != nil {
					t.Fatal(err)
				}
				id := g.Deals()[len(g.Deals())-1].ID
				a := New(level(t, "easy"), 1)
				m := a.Haggle(g, 1, id).(ct.Move)
				switch m.Action {
				case ct.Confirm:
				case ct.Change:
					counters++
					if !New(level(t, "easy"), 1).AcceptsAs(g, 1, m.Terms) {
						t.Fatalf("the counter %v to %v is one the player would not confirm", m.Terms, offer)
					}
					if m.Terms.NetMoney(0) <= offer.NetMoney(0) {
						t.Fatalf("the counter %v asks no more than the offer %v", m.Terms, offer)
					}
				default:
					withdraws++
				}
			}
		}
	}
	if counters == 0 || withdraws > counters/4 {
		t.Fatalf("%d counter-offers and %d refusals to low offers: a person should mostly hear a price", counters, withdraws)
	}
}

func TestASuggestionGainsTheSuggesterAndThePartnerAcceptsIt(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 4; seed++ {
		for round := 1; round <= 4; round++ {
			g := tradingAt(t, 3, seed, round)
			partners := map[int]*Agent{1: New(level(t, "easy"), 2), 2: New(level(t, "easy"), 3)}
			accepts := func(p int, tm ct.Terms) bool { return partners[p].AcceptsAs(g, p, tm) }
			judge := New(level(t, "hard"), 1)
			tm, ok := judge.SuggestFor(g, 0, accepts)
			if !ok {
				continue
			}
			found++
			p := -1
			for s := 1; s < 3; s++ {
				if tm.Involves(s) {
					p = s
				}
			}
			if !accepts(p, tm) {
				t.Fatalf("seed %d round %d: the partner refuses the suggestion %v", seed, round, tm)
			}
			if gain := judge.Gains(g.View(0).(*ct.Game), tm)[0]; gain < 1000 {
				t.Fatalf("seed %d round %d: the suggestion %v gains the person only %.0f", seed, round, tm, gain)
			}
			if own, _ := g.Money(0); tm.NetMoney(0) > int(float64(own)*SuggestShare) {
				t.Fatalf("the suggestion %v spends more than %.0f%% of the person's $%d", tm, SuggestShare*100, own)
			}
			// A dollar more for the person and the partner would refuse:
			// the price is the best the person can get.
			more := withMoney(items(tm), 0, p, ct.MoneyUnit-tm.NetMoney(0))
			if accepts(p, more) {
				t.Fatalf("the partner would also take %v, better for the person than %v", more, tm)
			}
		}
	}
	t.Logf("%d suggestions in 16 trading phases", found)
	if found < 4 {
		t.Fatalf("only %d suggestions in 16 trading phases", found)
	}
}

func BenchmarkSuggestFor(b *testing.B) {
	g := tradingAt(b, 5, 3, 3)
	partners := make([]*Agent, 5)
	for s := range partners {
		partners[s] = New(level(b, "easy"), uint64(s))
	}
	accepts := func(p int, tm ct.Terms) bool { return partners[p].AcceptsAs(g, p, tm) }
	judge := New(level(b, "hard"), 1)
	for b.Loop() {
		judge.SuggestFor(g, 0, accepts)
	}
}
