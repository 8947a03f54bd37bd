package hongkong

import "quartet/rules"

// playoutCandidates is how many random placements a play-out move weighs.
// Picking the best of a few random ones plays like a hasty but sensible
// player: in self-play, searches with such play-outs beat searches with
// purely random ones at three times their iterations.
const playoutCandidates = 6

// PlayoutMove picks a turn for the AI's play-outs without listing every
// legal turn (there can be 1,300). It draws a few random placements, the
// piece in proportion to the supply left, and keeps the one that gains most
// at once: a new building, or better, one taken from the opponent. One turn
// in four, while fast blocks last, is a double move built the same way.
func (g *Game) PlayoutMove(r *rules.Rand) rules.Move {
	seat := g.toMove
	if g.midTurn {
		if p, k, ok := g.bestOf(seat, 0, r); ok {
			return Place(k, p)
		}
	}
	if !g.hasStandardPieces(seat) {
		return Pass
	}
	if g.supply[seat][Fast] > 0 && r.IntN(4) == 0 {
		if f, _, ok := g.bestOf(seat, Fast, r); ok {
			c := *g
			c.place(seat, Fast, f)
			if p, k, ok := c.bestOf(seat, 0, r); ok {
				if g.stepwise {
					return FastStep(f) // its second piece is chosen next move
				}
				return Double(f, k, p)
			}
		}
	}
	if p, k, ok := g.bestOf(seat, 0, r); ok {
		return Place(k, p)
	}
	// Nothing drawn fits, which only a full board could cause; be safe.
	var moves []Move
	if g.stepwise {
		moves = g.appendSteps(nil)
	} else {
		moves = g.appendLegal(nil)
	}
	return moves[r.IntN(len(moves))]
}

// bestOf draws playoutCandidates placements for seat and returns the best.
// With only = 0 each candidate's piece is a block or a roof, drawn in
// proportion to the supply; otherwise it is always only.
func (g *Game) bestOf(seat int, only Kind, r *rules.Rand) (plot int, k Kind, ok bool) {
	var lists [Roof + 1][Plots]int8
	var counts [Roof + 1]int
	kinds := []Kind{only}
	if only == 0 {
		kinds = []Kind{Block, Roof}
	}
	for _, kind := range kinds {
		if g.supply[seat][kind] == 0 {
			continue
		}
		for p := range Plots {
			if g.canPlace(seat, kind, p) == allowed {
				lists[kind][counts[kind]] = int8(p)
				counts[kind]++
			}
		}
	}
	best := -1.0
	for range playoutCandidates {
		kind := only
		if only == 0 {
			kind = g.randomStandard(seat, r)
			if counts[kind] == 0 {
				kind = Block + Roof - kind
			}
		}
		if counts[kind] == 0 {
			continue
		}
		p := int(lists[kind][r.IntN(counts[kind])])
		score := g.gain(seat, p) + 0.5*r.Float64()
		if score > best {
			best, plot, k, ok = score, p, kind, true
		}
	}
	return plot, k, ok
}

// gain is what placing on plot p wins for seat at once: 1 for a new
// building, 2 for one taken from the opponent, nothing for its own.
func (g *Game) gain(seat, p int) float64 {
	switch g.board[p].Controller() {
	case -1:
		return 1
	case seat:
		return 0
	}
	return 2
}

// randomStandard draws Block or Roof in proportion to what seat has left.
func (g *Game) randomStandard(seat int, r *rules.Rand) Kind {
	b, roofs := g.supply[seat][Block], g.supply[seat][Roof]
	if r.IntN(b+roofs) < b {
		return Block
	}
	return Roof
}
