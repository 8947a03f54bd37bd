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

func TestOfTheFightsWorthItItTakesTheOneBringingItNearest(t *testing.T) {
	o, _ := BestFight([]Option{{Chance: 0.9, Gain: 1}, {Chance: 0.75, Gain: 3}, {Chance: 0.6, Gain: 6}})
	if o.Gain != 3 {
		t.Errorf("took the fight gaining %d, want the one at 0.75 gaining 3", o.Gain)
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
		h := set(g.Held(g.ToMove()))
		got := Missing(g.Seats(), h|1<<m.Stake)
		for _, l := range legal {
			if o := l.(kk.Move); o.Kind == kk.Buy && Missing(g.Seats(), h|1<<o.Stake) < got {
				t.Errorf("bought %v (missing %d) when %v left fewer missing", m, got, o)
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
