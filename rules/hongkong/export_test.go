package hongkong

// PlayoutAllows exposes the play-outs' placement lists to the tests.
func PlayoutAllows(g *Game, k Kind, p int) bool {
	blocks, roofs := g.placeable(g.toMove)
	l := blocks
	if k == Roof {
		l = roofs
	}
	for _, q := range l.plots[:l.n] {
		if int(q) == p {
			return true
		}
	}
	return false
}
