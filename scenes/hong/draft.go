package hong

import (
	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"unicode"
	"unicode/utf8"
)

// draft is the move the person to play is building, tap by tap: the tile
// shown on a space before it is placed, which way it lies, the tile or
// stone chosen first in a two-step power, and the spaces lit as the next
// tap's targets; with the keyboard's cell and what has been typed. It
// reads the game but never changes it: the scene submits the move.
type draft struct {
	ghost    int        // where the tile (or swapped tile) would go, or -1
	tile     hg.Content // H or V
	sel      int        // the tile or stone chosen first in a two-step power, or -1
	targets  [hg.Cells]bool
	cursor   int // the keyboard's cell
	keyboard bool
	typed    string
	typedAge int
	dragging bool // a tile dragged from the supply
}

func newDraft() draft {
	return draft{ghost: -1, tile: hg.H, sel: -1, cursor: 3*hg.Cols + 4}
}

// phase is what the person to play decides now.
type phase int

const (
	placing phase = iota
	choosing
	powering
)

func phaseOf(g *hg.Game) phase {
	switch {
	case len(g.Offer()) > 0:
		return choosing
	case g.Pending() != hg.NoPower:
		return powering
	}
	return placing
}

// needsTile reports a step that places a tile by ghost and confirm: the
// turn's tile, the extra dragon's, and the tile landing in a swap.
func (d *draft) needsTile(g *hg.Game) bool {
	switch phaseOf(g) {
	case placing:
		return true
	case powering:
		p := g.Pending()
		return p == hg.PowerExtra || p == hg.PowerSwap && d.sel >= 0
	}
	return false
}

func (d *draft) clear() {
	d.ghost, d.sel, d.typed = -1, -1, ""
	d.dragging = false
}

// light works out which cells the next tap may choose in g, and lets go
// of a ghost left on a cell no longer free.
func (d *draft) light(g *hg.Game) {
	d.targets = [hg.Cells]bool{}
	ph := phaseOf(g)
	if ph == powering {
		for _, m := range g.LegalMoves() {
			mv := m.(hg.Move)
			switch {
			case d.sel < 0:
				d.targets[mv.At] = true
			case mv.At == d.sel:
				d.targets[mv.To] = true
			}
		}
	}
	if ph == placing {
		for c := range hg.Cells {
			d.targets[c] = g.Cell(c) == hg.Empty
		}
	}
	if d.ghost >= 0 && !d.targets[d.ghost] {
		d.ghost = -1
	}
}

// turnLabel names what the Turn button turns the tile to: "Turn (V)"
// read as the tile's state (play-test). The whole label is one word to
// translate: German says the way the tile will lie, not its letter
// ("Zu V drehen" read as a code).
func turnLabel(tile hg.Content) string {
	if tile.Turned() == hg.V {
		return lang.T("Turn to V")
	}
	return lang.T("Turn to H")
}

// prompt asks for the draft's next step; who names the player when
// several share the screen.
func (d *draft) prompt(g *hg.Game, who string) string {
	tile := lang.T("Tap a free space to show your tile there; tap it again to turn it, then Place.")
	if d.ghost >= 0 {
		tile = lang.Tf("Your %s tile is on %s: tap it to turn it, or Place to lay it.", d.tile.String(), hg.CellName(d.ghost))
		if does := d.foresee(g); does != "" {
			tile = lang.Tf("Your %s tile on %s %s. Tap it to turn it, or Place.", d.tile.String(), hg.CellName(d.ghost), does)
		}
	}
	switch phaseOf(g) {
	case choosing:
		return who + lang.T("Your new Hongs call several Great Dragons: choose the one to summon.")
	case powering:
		p := g.Pending()
		switch p {
		case hg.PowerRotate:
			return who + lang.T("Rotate dragon: tap a lit tile to turn it a quarter.")
		case hg.PowerFlip:
			return who + lang.T("Flip dragon: tap a lit tile to turn it to its stone side.")
		case hg.PowerStone:
			return who + lang.T("Stone dragon: tap a lit empty space to put a stone there.")
		case hg.PowerExtra:
			return who + lang.Tf("Extra dragon: %s", lowerFirst(tile))
		case hg.PowerSlide:
			if d.sel >= 0 {
				return who + lang.Tf("Slide dragon: tap a lit space next to %s to slide the tile there.", hg.CellName(d.sel))
			}
			return who + lang.T("Slide dragon: tap a lit tile to move it to an empty space beside it.")
		case hg.PowerCarry:
			if d.sel >= 0 {
				return who + lang.Tf("Carry dragon: tap a lit space to move the stone from %s there.", hg.CellName(d.sel))
			}
			return who + lang.T("Carry dragon: tap a lit stone to move it.")
		case hg.PowerSwap:
			switch {
			case d.sel >= 0 && d.ghost >= 0:
				return who + lang.Tf("Swap dragon: the tile lands on %s as %s. Tap it to turn it, then Place.", hg.CellName(d.ghost), d.tile.String())
			case d.sel >= 0:
				return who + lang.Tf("Swap dragon: tap a lit stone to swap with the tile on %s.", hg.CellName(d.sel))
			}
			return who + lang.T("Swap dragon: tap a lit tile to swap with a stone.")
		}
	}
	return who + tile
}

// foresee says what placing the tile shown would do: "completes a Hong
// of 3: summons Flip" (play-test: nothing showed that a placement would
// complete a Hong or call a dragon). It is empty when it does neither.
func (d *draft) foresee(g *hg.Game) string {
	var m hg.Move
	switch {
	case phaseOf(g) == placing:
		m = hg.PlaceTile(d.tile, d.ghost)
	case g.Pending() == hg.PowerExtra:
		m = hg.ExtraTile(d.tile, d.ghost)
	default:
		return ""
	}
	after := g.Clone().(*hg.Game)
	events, err := after.Apply(m)
	if err != nil {
		return ""
	}
	return words.Foresee(events, len(after.Offer()) > 0)
}

// tryFor is the move a tap on cell would make in the step being built,
// for asking the rules why it is refused.
func (d *draft) tryFor(g *hg.Game, cell int) hg.Move {
	if phaseOf(g) != powering {
		return hg.PlaceTile(d.tile, cell)
	}
	switch p := g.Pending(); p {
	case hg.PowerRotate:
		return hg.Rotate(cell)
	case hg.PowerFlip:
		return hg.FlipTile(cell)
	case hg.PowerStone:
		return hg.DropStone(cell)
	case hg.PowerExtra:
		return hg.ExtraTile(d.tile, cell)
	case hg.PowerSlide:
		if d.sel >= 0 {
			return hg.SlideTile(d.sel, cell)
		}
		return hg.SlideTile(cell, cell)
	case hg.PowerCarry:
		if d.sel >= 0 {
			return hg.CarryStone(d.sel, cell)
		}
		return hg.CarryStone(cell, cell)
	case hg.PowerSwap:
		if d.sel >= 0 {
			return hg.SwapTile(d.sel, cell, d.tile)
		}
		return hg.SwapTile(cell, cell, hg.H)
	}
	return hg.PlaceTile(d.tile, cell)
}

// lowerFirst begins s with a small letter, for a sentence that goes on
// after a colon.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
