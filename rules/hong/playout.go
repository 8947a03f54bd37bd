package hong

import (
	"math"

	"quartet/rules"
)

// Play-out policy. Every empty cell moves the expected Hong count by the
// same amount, |heat|, whichever player fills it, each turning the tile their
// own way (see heat). So both players' greedy move is the hottest cell, and
// the play-outs play it, H or V as suits the mover, ties broken at random.
// Tested against noisier policies (a random move one time in ten, or the best
// of six sampled cells), this deterministic one made the search clearly
// stronger: a play-out is a short look-ahead, and noise only blurs it.

// powerSample is how many targets of a power a play-out tries.
const powerSample = 12

// PlayoutMove picks a move for the player to move, cheaply, for the AI's
// play-outs.
func (g *Game) PlayoutMove(r *rules.Rand) rules.Move {
	if g.phase != placing {
		return g.playoutPower(r)
	}
	var h [Cells]float64
	heat(&g.cells, &h)
	best, ties, hottest := -1, 0, 0.0
	for c := range Cells {
		if g.cells[c] != Empty {
			continue
		}
		t := math.Abs(h[c])
		switch {
		case best < 0 || t > hottest+1e-9:
			best, ties, hottest = c, 1, t
		case t > hottest-1e-9:
			ties++
			if r.IntN(ties) == 0 {
				best = c
			}
		}
	}
	return boxedPlace(g.bestTile(h[best], r), best)
}

// bestTile is the turn of a tile on a cell of the given heat that helps the
// player to move: the Dragon Master raises the expected count, the Emperor
// lowers it.
func (g *Game) bestTile(heat float64, r *rules.Rand) Content {
	switch {
	case heat == 0:
		return H + Content(r.IntN(2))
	case (heat > 0) == (g.toMove == DragonMaster):
		return H
	}
	return V
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
