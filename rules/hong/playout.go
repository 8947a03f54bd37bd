package hong

import "quartet/rules"

// Play-out policy: a few spaces are drawn at random and the mover takes the
// best of them for its role, H or V, by the change in the expected Hong count
// (the Dragon Master raises it, the Emperor lowers it); now and then it plays
// a space at random instead. Sampling keeps each move cheap while the
// play-outs still look like two players who know what they want.
const (
	playoutSample = 6  // spaces looked at per play-out move
	playoutNoise  = 10 // one move in playoutNoise is uniformly random
	powerSample   = 12 // power targets looked at per play-out move
)

// PlayoutMove picks a move for the player to move, cheaply, for the AI's
// play-outs.
func (g *Game) PlayoutMove(r *rules.Rand) rules.Move {
	if g.phase != placing {
		return g.playoutPower(r)
	}
	var spaces [Cells]int8
	n := 0
	for c := range Cells {
		if g.cells[c] == Empty {
			spaces[n] = int8(c)
			n++
		}
	}
	if r.IntN(playoutNoise) == 0 {
		c := int(spaces[r.IntN(n)])
		return boxedPlace(H+Content(r.IntN(2)), c)
	}
	sign := 1.0
	if g.toMove == Emperor {
		sign = -1
	}
	var lineEVs [lines]float64
	var known [lines]bool
	lineValue := func(l int) float64 {
		if !known[l] {
			lineEVs[l], known[l] = lineEV(&g.cells, l), true
		}
		return lineEVs[l]
	}
	best, bestTile, bestGain := -1, H, 0.0
	for k := 0; k < playoutSample && n > 0; k++ {
		i := r.IntN(n)
		c := int(spaces[i])
		spaces[i] = spaces[n-1]
		n--
		rl, cl := rowLine(c), colLine(c)
		base := lineValue(rl) + lineValue(cl)
		for _, t := range [2]Content{H, V} {
			g.cells[c] = t
			gain := sign * (lineEV(&g.cells, rl) + lineEV(&g.cells, cl) - base)
			g.cells[c] = Empty
			if best < 0 || gain > bestGain {
				best, bestTile, bestGain = c, t, gain
			}
		}
	}
	return boxedPlace(bestTile, best)
}

// playoutPower chooses a summon or a power's target: a handful of the legal
// moves are tried on a copy and the best for the mover's role is kept.
func (g *Game) playoutPower(r *rules.Rand) rules.Move {
	moves := g.LegalMoves()
	if len(moves) == 1 || g.phase == choosing {
		return moves[r.IntN(len(moves))]
	}
	sign := 1.0
	if g.toMove == Emperor {
		sign = -1
	}
	best := moves[0]
	bestGain, tried := 0.0, false
	for k := 0; k < powerSample && len(moves) > 0; k++ {
		i := r.IntN(len(moves))
		m := moves[i]
		moves[i] = moves[len(moves)-1]
		moves = moves[:len(moves)-1]
		c := *g
		if _, err := c.Apply(m); err != nil {
			continue
		}
		gain := sign * c.Expected()
		if !tried || gain > bestGain {
			best, bestGain, tried = m, gain, true
		}
	}
	return best
}
