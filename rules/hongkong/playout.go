package hongkong

import "quartet/rules"

// PlayoutMove picks a legal turn at random for the AI's play-outs without
// listing all of them (there can be 1,300). The piece is drawn in proportion
// to the supply left, a double move one time in four while fast blocks last,
// and the plot uniformly among those that take the piece.
func (g *Game) PlayoutMove(r *rules.Rand) rules.Move {
	seat := g.toMove
	if !g.hasStandardPieces(seat) {
		return Pass
	}
	if g.supply[seat][Fast] > 0 && r.IntN(4) == 0 {
		if f, ok := g.randomPlot(seat, Fast, r); ok {
			c := *g
			c.place(seat, Fast, f)
			k := c.randomStandard(seat, r)
			if p, ok := c.randomPlot(seat, k, r); ok {
				return Double(f, k, p)
			}
		}
	}
	k := g.randomStandard(seat, r)
	if p, ok := g.randomPlot(seat, k, r); ok {
		return Place(k, p)
	}
	// The drawn piece fits nowhere; the other kind must (see hasLegalTurn).
	for _, m := range g.LegalMoves() {
		return m
	}
	return Pass
}

// randomStandard draws Block or Roof in proportion to what seat has left.
func (g *Game) randomStandard(seat int, r *rules.Rand) Kind {
	b, roofs := g.supply[seat][Block], g.supply[seat][Roof]
	if r.IntN(b+roofs) < b {
		return Block
	}
	return Roof
}

// randomPlot picks a plot that takes a piece of kind k, uniformly.
func (g *Game) randomPlot(seat int, k Kind, r *rules.Rand) (int, bool) {
	var ok [Plots]int8
	n := 0
	for p := range Plots {
		if g.canPlace(seat, k, p) == allowed {
			ok[n] = int8(p)
			n++
		}
	}
	if n == 0 {
		return 0, false
	}
	return int(ok[r.IntN(n)]), true
}
