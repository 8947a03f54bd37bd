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
	blocks, roofs := g.placeable(seat)
	var lists [Roof + 1]*plotList
	lists[Block], lists[Fast], lists[Roof] = &blocks, &blocks, &roofs
	for _, kind := range [...]Kind{Block, Fast, Roof} {
		if g.supply[seat][kind] == 0 {
			lists[kind] = &plotList{}
		}
	}
	best := -1.0
	for range playoutCandidates {
		kind := only
		if only == 0 {
			kind = g.randomStandard(seat, r)
			if lists[kind].n == 0 {
				kind = Block + Roof - kind
			}
		}
		l := lists[kind]
		if l.n == 0 {
			continue
		}
		p := int(l.plots[r.IntN(l.n)])
		score := g.gain(seat, p) + 0.5*r.Float64()
		if score > best {
			best, plot, k, ok = score, p, kind, true
		}
	}
	return plot, k, ok
}

type plotList struct {
	plots [Plots]int8
	n     int
}

// placeable lists the plots that take a block (or fast block) and those
// that take a roof, in one pass: the same rules as canPlace, with each
// building's height and controller worked out once rather than per check.
// It is the inner loop of every play-out.
func (g *Game) placeable(seat int) (blocks, roofs plotList) {
	var height [Plots]int8
	var ctrl [Plots]int8
	for p := range g.board {
		height[p] = int8(g.board[p].Height())
		ctrl[p] = int8(g.board[p].Controller())
	}
	for p := range Plots {
		if g.turns == 0 && p == Centre {
			continue
		}
		s := &g.board[p]
		blockOK, roofOK := false, false
		switch {
		case s.n == 0:
			blockOK, roofOK = true, true
		case s.pieces[s.n-1].Kind == Roof || s.n >= MaxHeight:
		case int(ctrl[p]) == seat:
			blockOK, roofOK = true, true
		default:
			support := int8(-1)
			for _, q := range neighbours[p] {
				if q >= 0 && int(ctrl[q]) == seat {
					support = max(support, height[q])
				}
			}
			blockOK = support >= height[p]+2
			roofOK = support >= height[p]+1
		}
		if blockOK {
			blocks.plots[blocks.n] = int8(p)
			blocks.n++
		}
		if roofOK {
			roofs.plots[roofs.n] = int8(p)
			roofs.n++
		}
	}
	return blocks, roofs
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
