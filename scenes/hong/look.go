package hong

import (
	hg "quartet/rules/hong"
	"quartet/scenes/ui"
)

// look is a tile looked at, under a mouse or a long press: its Hongs are
// lit, so that a player sees what it is part of without the rules page.
type look struct {
	hover int // the cell under a mouse, or -1
	cell  int // the tile whose Hongs are shown, or -1
	hongs []hg.Hong
}

func newLook() look { return look{hover: -1, cell: -1} }

// follow follows the pointer over the board shown (view) of game g. It
// returns the cell a long press has just asked about, or -1.
func (l *look) follow(p *ui.Pointer, geo geom, view *[hg.Cells]hg.Content, g *hg.Game) (asked int) {
	cell := geo.at(p.X, p.Y)
	l.hover = -1
	if !p.Touch {
		l.hover = cell
	}
	at, asked := -1, -1
	switch {
	case p.LongPress && cell >= 0:
		at, asked = cell, cell
	case l.hover >= 0 && view[l.hover].IsTile():
		at = l.hover
	case p.Down && p.Touch && l.cell >= 0 && cell == l.cell:
		at = l.cell // a long press keeps showing while held
	}
	if at != l.cell {
		l.cell = at
		l.hongs = nil
		if at >= 0 {
			l.hongs = hongsOf(g.Hongs(), at)
		}
	}
	return asked
}

// hongsOf lists the Hongs that cell is part of, as body or head.
func hongsOf(all []hg.Hong, cell int) []hg.Hong {
	var out []hg.Hong
	for _, h := range all {
		caps := h.Caps()
		in := caps[0] == cell || caps[1] == cell
		for _, b := range h.Cells() {
			in = in || b == cell
		}
		if in {
			out = append(out, h)
		}
	}
	return out
}
