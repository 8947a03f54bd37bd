package kiezbaseline

import (
	"quartet/ai"
	"quartet/rules"
	"quartet/rules/kiezkoenig"
)

// Result is the end of one game.
type Result struct {
	Over   bool
	Winner int // rules.NoSeat when the game did not finish
	Turns  int
	Moves  int
	// Reason says how the game ended: the goal reached, or the last
	// player left.
	Reason string
}

// Play plays one game with one agent per seat, for at most maxMoves
// decisions.
func Play(players int, seed uint64, agents []ai.Agent, maxMoves int) Result {
	g := kiezkoenig.New(players, seed)
	res := Result{Winner: rules.NoSeat}
	for ; res.Moves < maxMoves && !g.Outcome().Over; res.Moves++ {
		m := ai.Decide(agents[g.ToMove()], g)
		if _, err := g.Apply(m); err != nil {
			panic("kiezbaseline: an agent chose an illegal move: " + err.Error())
		}
	}
	o := g.Outcome()
	res.Over, res.Winner, res.Turns = o.Over, o.Winner, g.Turns()
	if r, ok := g.Summary()["reason"].(string); ok {
		res.Reason = r
	}
	return res
}
