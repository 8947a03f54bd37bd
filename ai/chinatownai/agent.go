// Package chinatownai is the computer player of Chinatown.
//
// Everything in Chinatown is public except money and the cards being kept,
// so the AI values every player's position with one function (value.go):
// money, plus the income of the player's shops for every year left, plus
// what its lots are expected to add. That last part imagines tiles on the
// player's vacant lots and on the lots next to them it may still get (from
// later deals, or by buying another player's), one at a time, the lot and
// type whose run promises most per lot first; a tile may come from the hand
// (certain), from other players' hands by trading (likely), or from future
// draws, its own type or exchanged (a Poisson tail). Because a business's
// income grows faster than its size, the look-ahead along a run values lots
// that touch and tiles that match.
//
// From that one function:
//
//   - keeping: the choice of cards with the best value (Resale levels add
//     part of what a lot is worth to the player who wants it most);
//   - building: the greedy plan's next tile, or (LookAhead levels) the tile
//     with the best value, or nothing when holding the tiles a year is worth
//     more;
//   - trading: a deal's worth to each party is the change in that party's
//     value. The AI confirms only deals that raise its own value by its
//     margin, that do not hand another party much more than itself (Ratio)
//     and, from the fourth year, that do not feed the leader. It proposes
//     the bundles of items worth more to their receiver than to their
//     giver, priced by splitting the joint gain: first at its level's share,
//     and, once refused, at its next ask (below). Among computers it
//     counters an unfair offer by changing only the money to a fair split,
//     at most twice per deal, and proposes a bounded number of deals a
//     year, so trading always ends.
//   - haggling with a person (person.go): for one bundle of items the agent
//     has one ask per round, all from the same value: its own offer's
//     price first, then a step toward the person, then the least it
//     confirms, its last word; every ask is one it confirms, and none
//     depends on the money offered. What it proposes, the price it names,
//     and the counter to a lower offer are the same figure.
//
// The agent reads only its seat's View; the others' money is estimated from
// what is public, so its choices never depend on hidden information. It
// decides in one Step, in milliseconds.
package chinatownai

import (
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// Agent is a Chinatown computer player; it implements ai.Agent.
type Agent struct {
	level Level
	rng   *rules.Rand
	view  *ct.Game
	seat  int
	move  rules.Move
	ready bool
}

// New returns an agent of the given level. seed drives its small random
// blurs (easy and medium levels), so a game replays identically.
func New(level Level, seed uint64) *Agent {
	return &Agent{level: level, rng: rules.NewRand(seed)}
}

// Level is the agent's level.
func (a *Agent) Level() Level { return a.level }

// Start takes the view of the seat to move; nothing else of g is kept.
func (a *Agent) Start(g rules.Game) {
	a.seat = g.ToMove()
	a.view, _ = g.View(a.seat).(*ct.Game)
	a.move, a.ready = nil, false
}

// Step decides at once: the decision costs milliseconds.
func (a *Agent) Step(n int) bool {
	if !a.ready {
		a.move = a.decide()
		a.ready = true
	}
	return true
}

// Move is the decision.
func (a *Agent) Move() rules.Move { return a.move }

func (a *Agent) decide() rules.Move {
	v := a.view
	if v == nil || a.seat < 0 {
		return nil
	}
	switch v.Phase() {
	case ct.Keeping:
		return a.keep(v)
	case ct.Trading:
		return a.trade(v)
	case ct.Placing:
		return a.place(v)
	}
	return nil
}

// noise is a blur of up to ±level.Noise dollars.
func (a *Agent) noise() float64 {
	if a.level.Noise == 0 {
		return 0
	}
	return (a.rng.Float64()*2 - 1) * a.level.Noise
}
