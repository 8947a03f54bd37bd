package kiezheuristic

import (
	"testing"

	"quartet/ai"
	"quartet/ai/kiezbaseline"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

func TestItFightsOnlyAtSeventyPercentOrMore(t *testing.T) {
	if _, ok := BestFight([]Option{{Chance: 0.69, Gain: 3}}); ok {
		t.Error("took a fight at 0.69")
	}
	if _, ok := BestFight([]Option{{Chance: 0.7, Gain: 1}}); !ok {
		t.Error("refused a fight at 0.7 whose prize helps")
	}
}

func TestItFightsOnlyForAPrizeThatHelps(t *testing.T) {
	if _, ok := BestFight([]Option{{Chance: 0.95, Gain: 0}}); ok {
		t.Error("took a sure fight whose prize brings it no nearer its goal")
	}
}

func TestOfTheFightsWorthItItTakesTheOneBringingItNearestOnAverage(t *testing.T) {
	o, _ := BestFight([]Option{{Chance: 0.9, Gain: 1}, {Chance: 0.75, Gain: 3}, {Chance: 0.6, Gain: 6}})
	if o.Gain != 3 {
		t.Errorf("took the fight gaining %g, want the one at 0.75 gaining 3", o.Gain)
	}
	// A bigger prize at 0.7 that bets a whole business loses on average to
	// a sure small one.
	o, _ = BestFight([]Option{{Chance: 0.7, Gain: 3, Loss: 3}, {Chance: 0.95, Gain: 2}})
	if o.Gain != 2 {
		t.Errorf("took the fight gaining %g at %.2f, want the one at 0.95", o.Gain, o.Chance)
	}
}

// watch plays games of heuristic players against kiezbaseline players and
// calls see with every decision a heuristic player takes.
func watch(t *testing.T, games int, see func(g *kk.Game, legal []rules.Move, m kk.Move)) {
	for seed := range games {
		players := 3 + seed%3
		g := kk.New(players, uint64(seed))
		for n := 0; n < 20000 && !g.Outcome().Over; n++ {
			var m rules.Move
			if g.ToMove()%2 == 0 {
				m = Choose(g)
				see(g, g.LegalMoves(), m.(kk.Move))
			} else {
				m = ai.Decide(kiezbaseline.New(), g)
			}
			if _, err := g.Apply(m); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		if !g.Outcome().Over {
			t.Errorf("seed %d: the game did not end", seed)
		}
	}
}

// With anything else to do, every fight it starts it wins at least seven
// times in ten, by the exact odds.
func TestEveryFightItChoosesHasSeventyPercentWhenItHadAChoice(t *testing.T) {
	fights := 0
	watch(t, 9, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Fight {
			return
		}
		for _, l := range legal {
			if l.(kk.Move).Kind != kk.Fight {
				fights++
				if p := g.FightOdds(m); p < MinChance {
					t.Errorf("fought %v at %.2f with %v open", m, p, l)
				}
				return
			}
		}
	})
	if fights == 0 {
		t.Error("never fought by choice: the test saw nothing")
	}
}

// When it buys, no other stake it could afford would bring it nearer.
func TestItBuysTheStakeThatBringsItNearestItsGoal(t *testing.T) {
	watch(t, 9, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Buy {
			return
		}
		seat := g.ToMove()
		h := set(g.Held(seat))
		got := Distance(g, seat, h|1<<m.Stake)
		for _, l := range legal {
			if o := l.(kk.Move); o.Kind == kk.Buy && Distance(g, seat, h|1<<o.Stake) < got {
				t.Errorf("bought %v (%g from the goal) when %v left it nearer", m, got, o)
			}
		}
	})
}

// In a duel it plays the Corruption cards the exact odds call for.
func TestItPlaysTheCardsTheOddsCallFor(t *testing.T) {
	seen := 0
	watch(t, 9, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Corrupt {
			return
		}
		f, _ := g.Fight()
		d, _ := g.CurrentDuel()
		want := d.BestCards()
		if f.Defender == g.ToMove() {
			want = d.Answer(f.Cards[kk.Attacker])
		}
		seen++
		if int(m.N) != min(want, len(legal)-1) {
			t.Errorf("played %d cards, the odds call for %d", m.N, want)
		}
	})
	if seen == 0 {
		t.Error("saw no duel")
	}
}

// Where the rules leave nothing but fights, it takes the fight it expects
// most from, not the one risking least fight money.
func TestAForcedFightIsTheOneItExpectsMostFrom(t *testing.T) {
	forced := 0
	watch(t, 30, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Fight || g.Phase() != "job" {
			return
		}
		for _, l := range legal {
			if l.(kk.Move).Kind != kk.Fight {
				return
			}
		}
		forced++
		got := Weigh(g, m).Expect()
		for _, l := range legal {
			if o := Weigh(g, l.(kk.Move)); o.Expect() > got+1e-9 {
				t.Errorf("forced, fought %v (expecting %.2f) when %v expected %.2f", m, got, o.Move, o.Expect())
			}
		}
	})
	if forced == 0 {
		t.Error("saw no forced fight")
	}
}

// It backs a duellist only against one whose win would bring a player
// within reach of the goal, and it does back someone.
func TestItSupportsTheSideAgainstAWinnerNearTheGoal(t *testing.T) {
	backed := 0
	watch(t, 30, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Support || m.N == 0 {
			return
		}
		backed++
		f, _ := g.Fight()
		other := [2]int{f.Attacker, f.Defender}[1-m.Side]
		h := set(g.Held(other)) | set(g.Middle())
		if d := Distance(g, other, h); d > threatNear {
			t.Errorf("backed side %d against a duellist who would be %.1f from the goal", m.Side, d)
		}
	})
	if backed == 0 {
		t.Error("never backed anyone")
	}
}

// It plays its Super Turbo only to a space where a purchase or a fight
// worth it finishes its goal.
func TestItPlaysTheSuperTurboToWinAtOnce(t *testing.T) {
	played := 0
	watch(t, 60, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Super {
			return
		}
		played++
		seat := g.ToMove()
		c := g.Clone().(*kk.Game)
		if _, err := c.Apply(m); err != nil {
			t.Fatal(err)
		}
		if c.Phase() != "job" || c.ToMove() != seat {
			return // a fee it could not pay, say: the landing decides
		}
		h := set(c.Held(seat))
		for _, l := range c.LegalMoves() {
			switch o := l.(kk.Move); o.Kind {
			case kk.Buy:
				if Distance(c, seat, h|1<<o.Stake) == 0 {
					return
				}
			case kk.Fight:
				if w := Weigh(c, o); w.Worth() && Distance(c, seat, h) == w.Gain {
					return
				}
			}
		}
		t.Errorf("played %v with no winning move there", m)
	})
	if played == 0 {
		t.Error("never played the Super Turbo")
	}
}

// Of stakes that bring it equally nearer its goal, it buys the Cash first
// and the Gang next: a Gang adds a point to every duel its business fights.
func TestOfStakesAsNearItBuysTheCashThenTheGang(t *testing.T) {
	gangs := 0
	watch(t, 9, func(g *kk.Game, legal []rules.Move, m kk.Move) {
		if m.Kind != kk.Buy {
			return
		}
		seat := g.ToMove()
		h := set(g.Held(seat))
		got := Distance(g, seat, h|1<<m.Stake)
		if got >= Distance(g, seat, h) {
			return // nothing brings it nearer: the cheapest
		}
		var kinds [3]bool
		for _, l := range legal {
			if o := l.(kk.Move); o.Kind == kk.Buy && Distance(g, seat, h|1<<o.Stake) == got {
				kinds[kk.Stake(int(o.Stake)).Kind] = true
			}
		}
		bought := kk.Stake(int(m.Stake)).Kind
		switch {
		case kinds[kk.Cash] && bought != kk.Cash:
			t.Errorf("bought %v with a Cash as near affordable", m)
		case !kinds[kk.Cash] && kinds[kk.Gang] && bought != kk.Gang:
			t.Errorf("bought %v with a Gang as near affordable", m)
		case bought == kk.Gang:
			gangs++
		}
	})
	if gangs == 0 {
		t.Error("never bought a Gang")
	}
}
