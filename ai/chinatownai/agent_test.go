package chinatownai

import (
	"testing"

	"quartet/ai"
	"quartet/rules"
	ct "quartet/rules/chinatown"
	"quartet/rules/ruletest"
)

func level(t testing.TB, name string) Level {
	t.Helper()
	l, err := LevelNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestEveryLevelPlaysWholeGamesForThreeToFivePlayers(t *testing.T) {
	for seats := ct.MinSeats; seats <= ct.MaxSeats; seats++ {
		for _, name := range []string{"easy", "medium", "hard", "expert", "hard-notrade"} {
			levels := make([]Level, seats)
			for s := range levels {
				levels[s] = level(t, name)
			}
			r, err := Play(levels, uint64(seats))
			if err != nil {
				t.Fatalf("%d players, %s: %v", seats, name, err)
			}
			if name == "hard-notrade" && r.Executed != 0 {
				t.Fatalf("the no-trading baseline made %d deals", r.Executed)
			}
		}
	}
}

// positions plays a game between mixed levels and collects the games (and
// the seat to move) at every decision.
func positions(t *testing.T, seats int, seed uint64) []*ct.Game {
	t.Helper()
	names := []string{"easy", "medium", "hard", "expert", "hard"}
	g := ct.New(seats, seed)
	agents := make([]*Agent, seats)
	for s := range agents {
		agents[s] = New(level(t, names[s]), seed+uint64(s))
	}
	var out []*ct.Game
	for !g.Outcome().Over {
		out = append(out, g.Clone().(*ct.Game))
		if _, err := g.Apply(ai.Decide(agents[g.ToMove()], g)); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestDecisionsDependOnlyOnWhatTheSeatCanSee(t *testing.T) {
	// A game and a copy that differs in every hidden thing: the other
	// players' money, the cards in their hands and the deck, and the future
	// of chance. The agent must decide the same in both.
	for _, seats := range []int{3, 5} {
		for i, g := range positions(t, seats, 11) {
			if i%3 != 0 {
				continue
			}
			seat := g.ToMove()
			twin := g.View(seat).(*ct.Game)
			twin.Determinize(rules.NewRand(uint64(1000 + i)))
			for _, name := range []string{"easy", "expert"} {
				a := ai.Decide(New(level(t, name), 5), g)
				b := ai.Decide(New(level(t, name), 5), twin)
				if a.String() != b.String() {
					t.Fatalf("%d players, position %d, %s: %q with the true hidden information, %q with another sample", seats, i, name, a, b)
				}
			}
		}
	}
}

func TestTwinGamesReallyDifferInHiddenInformation(t *testing.T) {
	// The test above has teeth only if the twin's hidden information
	// differs from the game's.
	g := positions(t, 4, 11)[0]
	twin := g.View(g.ToMove()).(*ct.Game)
	twin.Determinize(rules.NewRand(1))
	if ruletest.State(g) == ruletest.State(twin) {
		t.Fatal("the twin is the same game")
	}
}

// randomDeal offers seat a random deal with another player out of what
// they hold.
func randomDeal(g *ct.Game, seat int, r *rules.Rand) ct.Terms {
	other := (seat + 1 + r.IntN(g.Seats()-1)) % g.Seats()
	var legs []ct.Leg
	for _, giver := range []int{seat, other} {
		to := other
		if giver == other {
			to = seat
		}
		l := ct.Leg{From: giver, To: to}
		if lots := g.LotsOf(giver); len(lots) > 0 && r.IntN(2) == 0 {
			l.Lots = []int{lots[r.IntN(len(lots))]}
		}
		for s := range ct.Shop(ct.Shops) {
			if g.Hand(giver, s) > 0 && r.IntN(4) == 0 {
				l.Tiles[s] = 1
			}
		}
		if r.IntN(2) == 0 {
			l.Money = ct.MoneyUnit * r.IntN(40)
		}
		legs = append(legs, l)
	}
	return ct.NewTerms(legs...)
}

func TestAINeverAcceptsADealThatLowersItsValue(t *testing.T) {
	r := rules.NewRand(3)
	accepted := 0
	for _, seats := range []int{3, 4, 5} {
		for _, g := range positions(t, seats, 21) {
			if g.Phase() != ct.Trading {
				continue
			}
			for _, name := range []string{"easy", "medium", "hard", "expert"} {
				for range 3 {
					seat := r.IntN(seats)
					terms := randomDeal(g, seat, r)
					if len(terms) == 0 || !terms.Involves(seat) {
						continue
					}
					// Offer it for real, from the other party, and let the
					// agent answer.
					other := 0
					for s := range seats {
						if s != seat && terms.Involves(s) {
							other = s
						}
					}
					c := g.Clone().(*ct.Game)
					if _, err := c.Apply(ct.ProposeMove(other, terms)); err != nil {
						continue
					}
					for !c.IsDone(seat) && c.ToMove() != seat {
						c.Apply(ct.DoneMove(c.ToMove()))
					}
					a := New(level(t, name), 1)
					m := ai.Decide(a, c).(ct.Move)
					if m.Action != ct.Confirm {
						continue
					}
					d, ok := c.OpenDeal(m.Deal)
					if !ok {
						t.Fatalf("%s confirmed deal #%d, which is not open", name, m.Deal)
					}
					accepted++
					gain := a.Gains(c, d.Terms)[seat]
					if gain < 0 || gain < a.Level().Margin {
						t.Fatalf("%s confirmed %q, which changes its value by %.0f", name, d.Terms, gain)
					}
				}
			}
		}
	}
	if accepted < 20 {
		t.Fatalf("only %d random offers accepted: the test checks too little", accepted)
	}
}

func TestComputerPlayersBringOffersToAPlayerWhoMakesNone(t *testing.T) {
	// Seat 0 stands for a person who proposes nothing and turns every
	// offer down; the easy players beside it, in a year where they trade
	// at all, bring it an offer of their own too (play-test: both were
	// "done trading" within seconds and never offered the person
	// anything: their one proposal went to each other).
	active, offered := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		g := ct.New(3, seed)
		agents := []*Agent{New(level(t, "easy-notrade"), seed), New(level(t, "easy"), seed+1), New(level(t, "easy"), seed+2)}
		key, any, got := -1, false, false
		for !g.Outcome().Over {
			m := ai.Decide(agents[g.ToMove()], g).(ct.Move)
			if g.Phase() == ct.Trading && m.Action == ct.Propose {
				if g.Round() != key {
					key, any, got = g.Round(), false, false
				}
				if !any {
					any = true
					active++
				}
				if m.Terms.Involves(0) && !got {
					got = true
					offered++
				}
			}
			if _, err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("an offer to seat 0 in %d of %d years with offers", offered, active)
	if offered*4 < active*3 {
		t.Fatalf("an offer to the player in only %d of %d years with offers", offered, active)
	}
}

func TestAPlayerDoesNotOfferAgainTermsJustRefused(t *testing.T) {
	// Medium asks half the joint gain at first and, once refused, half
	// again: the same terms, a proposal spent on a deal already turned
	// down.
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		for round := 1; round <= 4; round++ {
			g := tradingAt(t, 3, seed, round)
			for g.ToMove() != 1 {
				g.Apply(ct.DoneMove(g.ToMove()))
			}
			a := New(level(t, "medium"), seed)
			first := ai.Decide(a, g).(ct.Move)
			if first.Action != ct.Propose {
				continue
			}
			if _, err := g.Apply(first); err != nil {
				t.Fatal(err)
			}
			d := g.Deals()[len(g.Deals())-1]
			for p := range g.Seats() {
				if p != 1 && d.Waiting(p) {
					if _, err := g.Apply(ct.WithdrawMove(p, d.ID)); err != nil {
						t.Fatal(err)
					}
					break
				}
			}
			next := ai.Decide(New(level(t, "medium"), seed), g).(ct.Move)
			checked++
			if next.Action == ct.Propose && next.Terms.Equal(first.Terms) {
				t.Fatalf("seed %d round %d: %v offered again right after it was refused", seed, round, first.Terms)
			}
		}
	}
	if checked < 6 {
		t.Fatalf("only %d refused offers: the test checks too little", checked)
	}
}
