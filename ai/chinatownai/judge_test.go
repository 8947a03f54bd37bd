package chinatownai

import (
	"testing"

	"quartet/ai"
	ct "quartet/rules/chinatown"
)

// tradingPosition is a position of a real game in the trading phase of the
// given year, with seat to move and no deal open.
func tradingPosition(t *testing.T, round, seat int) *ct.Game {
	t.Helper()
	for _, g := range positions(t, 4, 31) {
		if g.Round() == round && g.Phase() == ct.Trading && len(g.Deals()) == 0 {
			for g.ToMove() != seat {
				if _, err := g.Apply(ct.DoneMove(g.ToMove())); err != nil {
					t.Fatal(err)
				}
			}
			return g
		}
	}
	t.Fatal("no such position")
	return nil
}

func answer(t *testing.T, g *ct.Game, name string, offer ct.Move) ct.Move {
	t.Helper()
	g = g.Clone().(*ct.Game)
	if _, err := g.Apply(offer); err != nil {
		t.Fatal(err)
	}
	return ai.Decide(New(level(t, name), 1), g).(ct.Move)
}

func TestAIConfirmsAGiftAndRefusesToGiveMoneyAway(t *testing.T) {
	g := tradingPosition(t, 2, 1)
	gift := ct.ProposeMove(0, ct.NewTerms(ct.Leg{From: 0, To: 1, Money: 10000}))
	robbery := ct.ProposeMove(0, ct.NewTerms(ct.Leg{From: 1, To: 0, Money: 20000}))
	for _, name := range []string{"easy", "medium", "hard", "expert"} {
		if m := answer(t, g, name, gift); m.Action != ct.Confirm {
			t.Errorf("%s answers a gift of $10,000 with %q", name, m)
		}
		if m := answer(t, g, name, robbery); m.Action == ct.Confirm {
			t.Errorf("%s agrees to give $20,000 for nothing", name)
		}
	}
}

func TestNoTradingBaselineRefusesEveryOffer(t *testing.T) {
	g := tradingPosition(t, 2, 1)
	gift := ct.ProposeMove(0, ct.NewTerms(ct.Leg{From: 0, To: 1, Money: 10000}))
	if m := answer(t, g, "expert-notrade", gift); m.Action != ct.Withdraw {
		t.Fatalf("the baseline answers %q", m)
	}
}

func TestAIProposesOnlyDealsThatHelpIt(t *testing.T) {
	proposals := 0
	for _, g := range positions(t, 4, 41) {
		if g.Phase() != ct.Trading {
			continue
		}
		for _, name := range []string{"medium", "expert"} {
			a := New(level(t, name), 2)
			m := ai.Decide(a, g).(ct.Move)
			if m.Action != ct.Propose && m.Action != ct.Change {
				continue
			}
			proposals++
			if gain := a.Gains(g, m.Terms)[g.ToMove()]; gain < a.Level().Margin {
				t.Fatalf("%s proposes %q, worth %.0f to itself", name, m.Terms, gain)
			}
			if _, err := g.Clone().Apply(m); err != nil {
				t.Fatalf("%s proposes an impossible deal %q: %v", name, m, err)
			}
		}
	}
	if proposals < 10 {
		t.Fatalf("only %d proposals seen", proposals)
	}
}

// leaderModel is a model in the given year where seat 2 has far more money
// than anyone.
func leaderModel(round int) *model {
	m := &model{seats: 4, round: round, phase: ct.Trading}
	for l := range m.owner {
		m.owner[l], m.shop[l] = -1, -1
	}
	m.money = [ct.MaxSeats]int{100000, 100000, 400000, 100000}
	for t := range ct.Shops {
		m.bag[t] = 3
		m.bagTotal += 3
	}
	m.placeNow = [ct.MaxSeats]bool{true, true, true, true}
	return m
}

func TestAIDoesNotFeedTheLeaderLateInTheGame(t *testing.T) {
	terms := ct.NewTerms(ct.Leg{From: 0, To: 2, Lots: []int{1}}, ct.Leg{From: 2, To: 0, Money: 5000})
	gains := []float64{10000, 0, 15000, 0}
	hard, easy := New(level(t, "hard"), 1), New(level(t, "easy"), 1)
	hard.seat, easy.seat = 0, 0
	if hard.acceptable(leaderModel(5), terms, gains) {
		t.Error("hard feeds the leader in the fifth year")
	}
	if !hard.acceptable(leaderModel(2), terms, gains) {
		t.Error("hard refuses a deal worth two thirds of its partner's gain in the second year")
	}
	if !easy.acceptable(leaderModel(5), terms, gains) {
		t.Error("easy, which ignores the leader, refuses a deal it gains from")
	}
	// Gaining less than Ratio times what the partner gains is refused by
	// the competitive levels at any time.
	small := []float64{3000, 15000, 0, 0}
	if hard.acceptable(leaderModel(2), ct.NewTerms(ct.Leg{From: 0, To: 1, Lots: []int{1}}), small) {
		t.Error("hard accepts a deal that helps its partner five times more")
	}
}

func TestValuePrefersRunsOfAdjacentLots(t *testing.T) {
	hard := level(t, "hard")
	w := &hard.w
	value := func(lots ...int) float64 {
		m := leaderModel(1)
		m.phase = ct.Keeping
		for _, l := range lots {
			m.owner[l] = 0
		}
		return m.value(0, w)
	}
	if run, apart := value(1, 2, 4), value(1, 5, 13); run <= apart {
		t.Fatalf("three adjacent lots %.0f, three apart %.0f", run, apart)
	}
}

func TestAIBuildsTheTileThatCompletesABusiness(t *testing.T) {
	m := leaderModel(3)
	m.phase = ct.Placing
	for _, l := range []int{1, 2} {
		m.owner[l], m.shop[l] = 0, int8(ct.Photo)
	}
	m.owner[4], m.owner[13] = 0, 0
	m.hand[0][ct.Photo], m.hand[0][ct.Factory] = 1, 1
	medium := level(t, "medium")
	_, steps := m.assess(0, &medium.w, true)
	if len(steps) == 0 || steps[0] != (placement{int8(ct.Photo), 4}) {
		t.Fatalf("plan %v, want the Photo on lot 4 first (it completes 1-2-4)", steps)
	}
}
