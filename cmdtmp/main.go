package main

import (
	"fmt"
	"os"
	"strconv"

	"quartet/ai"
	"quartet/rules"
	"quartet/rules/hongkong"
)

type greedy struct{ r *rules.Rand; g rules.Game; m rules.Move }

func (a *greedy) Start(g rules.Game) {
	a.g = g
	best := -1000
	var bm []rules.Move
	seat := g.ToMove()
	for _, m := range g.LegalMoves() {
		c := g.Clone().(*hongkong.Game)
		c.Apply(m)
		n := c.Buildings()
		s := n[seat] - n[1-seat]
		if s > best {
			best, bm = s, nil
		}
		if s == best {
			bm = append(bm, m)
		}
	}
	a.m = bm[a.r.IntN(len(bm))]
}
func (a *greedy) Step(int) bool    { return true }
func (a *greedy) Move() rules.Move { return a.m }

func main() {
	it, _ := strconv.Atoi(os.Args[1])
	n, _ := strconv.Atoi(os.Args[2])
	wins := [2]int{}
	for i := range n {
		for mctsSeat := range 2 {
			g := hongkong.New(uint64(i))
			agents := [2]ai.Agent{}
			agents[mctsSeat] = ai.NewMCTS(ai.Config{Iterations: it}, uint64(i*7+mctsSeat))
			agents[1-mctsSeat] = &greedy{r: rules.NewRand(uint64(i))}
			for !g.Outcome().Over {
				m := ai.Decide(agents[g.ToMove()], g)
				g.Apply(m)
			}
			if g.Outcome().Winner == mctsSeat {
				wins[mctsSeat]++
			}
		}
	}
	fmt.Printf("mcts %d it: wins as seat0 %d/%d, as seat1 %d/%d\n", it, wins[0], n, wins[1], n)
}
