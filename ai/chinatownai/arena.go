package chinatownai

import (
	"fmt"

	"quartet/ai"
	ct "quartet/rules/chinatown"
)

// Result is the end of one game between agents.
type Result struct {
	Money              []int
	Winner             int // seat, or -1 for a shared win
	Proposed, Executed int
	Moves              int
}

// maxArenaMoves guards the arena against a game that would not end; the
// agents' bounded proposals make it unreachable.
const maxArenaMoves = 20000

// Play runs one game of len(levels) agents (seat i plays levels[i]) from
// seed, for measurements and tests.
func Play(levels []Level, seed uint64) (Result, error) {
	g := ct.New(len(levels), seed)
	agents := make([]*Agent, len(levels))
	for s, l := range levels {
		agents[s] = New(l, seed*0x9e3779b97f4a7c15+uint64(s+1))
	}
	var res Result
	for !g.Outcome().Over {
		if res.Moves >= maxArenaMoves {
			return res, fmt.Errorf("seed %d: no end after %d moves", seed, res.Moves)
		}
		s := g.ToMove()
		m := ai.Decide(agents[s], g)
		if _, err := g.Apply(m); err != nil {
			return res, fmt.Errorf("seed %d move %d: %s chose %q: %v", seed, res.Moves+1, levels[s].Name, m, err)
		}
		res.Moves++
	}
	for s := range levels {
		money, _ := g.Money(s)
		res.Money = append(res.Money, money)
	}
	res.Winner = g.Outcome().Winner
	res.Proposed, res.Executed = g.DealCounts()
	return res, nil
}
