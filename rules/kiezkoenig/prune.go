package kiezkoenig

import (
	"math/bits"

	"quartet/rules"
)

// Pruning for the AI's search (ai.Pruner): moves a sensible player never
// considers are left out of the search at its root, so its budget goes to
// the ones that matter.
const (
	// pruneOdds: with a purchase, a robbery or another fight open, a fight
	// at worse exact odds is a coin flip with stakes bet on it.
	pruneOdds = 0.6
	// pruneBetter: a fight is left out when another at least this much
	// likelier bets no more and wins as much.
	pruneBetter = 0.15
)

// Prune keeps, of the legal moves, those worth searching: in a duel only
// the number of Corruption cards the exact odds call for (chance is left to
// chance), and at the second job or with three Corruption cards no fight
// at under 0.6 while anything else is open, nor one another fight beats by
// 0.15 for as much prize and no more bet.
func (g *Game) Prune(legal []rules.Move) []rules.Move {
	switch g.phase {
	case phCorrupt:
		d, ok := g.CurrentDuel()
		if !ok {
			return legal
		}
		want := d.BestCards()
		if g.toMove == g.f.defender {
			want = d.Answer(int(g.f.cards[Attacker]))
		}
		best := legal[0]
		for _, m := range legal {
			if n := int(m.(Move).N); n <= want && n > int(best.(Move).N) {
				best = m
			}
		}
		return []rules.Move{best}
	case phJob, phThree:
		return g.pruneFights(legal)
	}
	return legal
}

type weighed struct {
	odds       float64
	bet, prize int
}

func (g *Game) pruneFights(legal []rules.Move) []rules.Move {
	seat := int(g.toMove)
	fights := make([]weighed, len(legal))
	other := false
	for i, m := range legal {
		mv := m.(Move)
		if mv.Kind != Fight {
			other = true
			continue
		}
		fights[i] = weighed{
			odds:  g.fightDuel(seat, mv).WinChance(),
			bet:   bits.OnesCount64(g.held[seat] & businessMask(int(mv.Bet))),
			prize: bits.OnesCount64(g.held[mv.Player] & businessMask(int(mv.Target))),
		}
	}
	kept := make([]rules.Move, 0, len(legal))
	for i, m := range legal {
		if m.(Move).Kind == Fight && g.poorFight(fights, legal, i, other) {
			continue
		}
		kept = append(kept, m)
	}
	return kept
}

// poorFight says whether fight i is not worth searching.
func (g *Game) poorFight(fights []weighed, legal []rules.Move, i int, other bool) bool {
	f := fights[i]
	if other && f.odds < pruneOdds {
		return true
	}
	for j, m := range legal {
		o := fights[j]
		if j != i && m.(Move).Kind == Fight && o.odds >= f.odds+pruneBetter && o.prize >= f.prize && o.bet <= f.bet {
			return true
		}
	}
	return false
}
