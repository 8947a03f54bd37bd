// Package kiezbaseline is a simple rule-based KiezKönig player, the
// yardstick the search AI is measured against. It looks one decision ahead
// and no further: it builds the racket it holds most of, buys whenever it
// can (the cheapest stake first), fights when it cannot buy (a Turbo card
// may be drawn only when there is neither a purchase nor a fight), choosing
// the safest fight (no fight money, a Gang in its bet and none against it)
// and otherwise the one risking least fight money, robs with three
// Corruption cards unless a safe fight is on offer,
// plays every Corruption card it may in its own duels, never supports
// anyone and never plays its Super Turbo.
package kiezbaseline

import (
	"quartet/rules"
	"quartet/rules/kiezkoenig"
)

// Agent is the baseline player. It implements ai.Agent and decides at once.
type Agent struct{ move rules.Move }

// New returns a baseline player.
func New() *Agent { return &Agent{} }

func (a *Agent) Start(g rules.Game) { a.move = Choose(g.View(g.ToMove()).(*kiezkoenig.Game)) }
func (a *Agent) Step(int) bool      { return true }
func (a *Agent) Move() rules.Move   { return a.move }

// Choose is the baseline's decision for the seat to move in g.
func Choose(g *kiezkoenig.Game) rules.Move {
	seat := g.ToMove()
	legal := g.LegalMoves()
	best, score := legal[0], -1<<30
	for _, m := range legal {
		if v := value(g, seat, m.(kiezkoenig.Move)); v > score {
			best, score = m, v
		}
	}
	return best
}

// focus is the racket seat holds most stakes of (the first on a tie).
func focus(g *kiezkoenig.Game, seat int) int {
	var n [kiezkoenig.Rackets]int
	for _, s := range g.Held(seat) {
		n[racketOf(s)]++
	}
	best := 0
	for r := range n {
		if n[r] > n[best] {
			best = r
		}
	}
	return best
}

func racketOf(s int) int { return kiezkoenig.Stake(s).Business / 3 }

// value scores one legal move; the highest wins, the first on a tie.
func value(g *kiezkoenig.Game, seat int, m kiezkoenig.Move) int {
	track := kiezkoenig.Track()
	switch m.Kind {
	case kiezkoenig.Roll, kiezkoenig.Rob, kiezkoenig.Draw:
		return 0
	case kiezkoenig.Super:
		return -1
	case kiezkoenig.Drive:
		if m.N == 0 {
			return 0
		}
		sp := track[(g.Position(seat)+int(m.N))%len(track)]
		switch sp.Kind {
		case kiezkoenig.BusinessSpace:
			if kiezkoenig.BusinessAt(sp.Business).Racket == focus(g, seat) {
				return 20 + int(m.N)
			}
			return 10 + int(m.N)
		case kiezkoenig.AuthoritySpace:
			return -10
		}
		return int(m.N)
	case kiezkoenig.Lose, kiezkoenig.Sell:
		return -kiezkoenig.Stake(int(m.Stake)).Price
	case kiezkoenig.Accept:
		// Buy an offered stake of the racket being built.
		if s, _, ok := g.Offer(); ok && racketOf(s) == focus(g, seat) {
			return 1
		}
		return -1
	case kiezkoenig.Decline:
		return 0
	case kiezkoenig.Buy:
		// The cheapest stake first: more stakes sooner.
		return 1000 - kiezkoenig.Stake(int(m.Stake)).Price
	case kiezkoenig.Fight:
		// A fight with the odds on its side (a Gang in the bet, none
		// against it, no fight money to lose) beats robbing; any other
		// fight is taken only when the rules leave nothing else, and then
		// the one with least fight money at stake.
		f, err := g.Preview(m)
		if err != nil {
			return -1 << 20
		}
		if f.FightMoney > 0 || !f.Gang[0] || f.Gang[1] {
			return -100 - f.FightMoney
		}
		return 500 + len(f.DefenderStakes)
	case kiezkoenig.Turbo:
		sp := track[m.Space]
		if sp.Kind == kiezkoenig.BusinessSpace && kiezkoenig.BusinessAt(sp.Business).Racket == focus(g, seat) {
			return 10 - int(m.Space)%3
		}
		return -int(m.Space)
	case kiezkoenig.Corrupt:
		return int(m.N)
	case kiezkoenig.Support:
		if m.N == 0 {
			return 0
		}
		return -1
	}
	return 0
}
