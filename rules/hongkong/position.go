package hongkong

import (
	"fmt"
	"maps"
	"slices"
)

// NewPosition sets up a game in the middle: board maps plot names to stacks
// written as in the replay summary (bottom to top, B F R for seat 0, b f r
// for seat 1), turns is how many turns have been played and toMove whose turn
// it is. Supplies are what the board leaves. Tests and puzzles use it to
// reach a position without playing up to it.
func NewPosition(board map[string]string, turns, toMove int) (*Game, error) {
	g := New(0)
	g.turns, g.toMove = turns, toMove
	for _, name := range slices.Sorted(maps.Keys(board)) {
		p, ok := ParsePlot(name)
		if !ok {
			return nil, fmt.Errorf("%q is not a plot", name)
		}
		code := board[name]
		if len(code) > MaxHeight {
			return nil, fmt.Errorf("%s: more than %d pieces", name, MaxHeight)
		}
		for i := range len(code) {
			c := code[i]
			seat := 0
			if c >= 'a' {
				seat, c = 1, c-0x20
			}
			var k Kind
			switch c {
			case 'B':
				k = Block
			case 'F':
				k = Fast
			case 'R':
				k = Roof
			default:
				return nil, fmt.Errorf("%s: %q is not a piece", name, code[i])
			}
			if g.board[p].Roofed() {
				return nil, fmt.Errorf("%s: a piece on a roof", name)
			}
			if g.supply[seat][k] == 0 {
				return nil, fmt.Errorf("player %d has no %ss left for %s", seat+1, k, name)
			}
			g.place(seat, k, p)
		}
	}
	if end, _ := g.ended(); end {
		g.over = true
	}
	if toMove != 0 && toMove != 1 {
		return nil, fmt.Errorf("toMove must be 0 or 1")
	}
	return g, nil
}

// SetSupply changes how many pieces of kind k seat has left, for setting up
// end-game positions in tests and puzzles.
func (g *Game) SetSupply(seat int, k Kind, n int) {
	g.supply[seat][k] = n
	if end, _ := g.ended(); end {
		g.over = true
	}
}
