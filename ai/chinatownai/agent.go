// Package chinatownai is the computer player of Chinatown.
//
// Everything in Chinatown is public except money and the cards being kept,
// so the AI values every player's position with one function (value.go):
// money, plus this year's income with the tiles in hand built well, times
// the incomes still to come, plus the expected income of tiles that future
// draws and trades may bring to the player's vacant lots. From it:
//
//   - keeping: the choice of cards with the best value for itself;
//   - building: the placement with the best value, or holding the tile when
//     a later, better use is worth more (LookAhead levels);
//   - trading: a deal's worth to each party is the change in that party's
//     value. It confirms only deals that raise its own value by a margin and
//     that do not hand a partner (or, late in the game, the leader) much
//     more than itself; it proposes the items that are worth more to their
//     receiver than to their giver, priced by splitting the joint gain; it
//     counters an unfair offer by changing only the money, and it remembers
//     the deals withdrawn this phase. Proposals per phase are bounded, so
//     trading always ends.
//
// The agent reads only its seat's View; others' money is estimated from
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
