package hong

import (
	"fmt"
	"math"

	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/race"
	"quartet/scenes/hong/words"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// controls is where the title's own panel parts go inside the table's
// controls rectangle: the count against the target, the lair, and a row
// with the tile supply and its buttons (or the dragons to choose from).
type controls struct {
	count sprites.Rect
	lair  sprites.Rect
	slots [7]sprites.Rect
	// lairCap is the line over the lair that says what its numbers are.
	lairCap sprites.Rect
	row     sprites.Rect
	supply  sprites.Rect
	turn    sprites.Rect
	place   sprites.Rect
	cancel  sprites.Rect
	offers  [7]sprites.Rect
	keep    sprites.Rect
	// hint says what a Hong is, with a drawing of one: in the panel where
	// it has room, else in the band over the board on a tall phone.
	hint      sprites.Rect
	portraitL bool
}

// panel is the title's part of the table's controls: the race to the
// target, the hint on what a Hong is, the lair of the Great Dragons, and
// the row with the tile supply and its buttons (or the dragons to choose
// from). It lays itself out and draws itself; the scene reads the taps on
// its rectangles.
type panel struct {
	controls
	// lairWords is the caption written over the lair, for tests.
	lairWords string
	// barWords are the labels written on the count's bar, for tests.
	barWords []barLabel
}

// hintH is the height the hint on what a Hong is takes.
const hintH = 38

// layout places the parts in r for game g and the draft being built;
// band is the room over the board, where an upright screen puts the hint.
func (pl *panel) layout(r sprites.Rect, portrait bool, g *hg.Game, d *draft, band sprites.Rect) {
	var l controls
	l.portraitL = portrait
	// The count takes three lines (figures, bar, who is ahead); without
	// the lair it has the room the lair would take.
	if g.Expansion() {
		l.count, r = r.CutTop(max(min(30, r.H*0.35), min(72, r.H*0.26)))
	} else {
		l.count, r = r.CutTop(max(min(30, r.H*0.35), min(72, r.H*0.45)))
	}
	_, r = r.CutTop(6)
	rowH := max(ui.MinTarget, min(72, r.H*0.36))
	lairLeast := 0.0
	if g.Expansion() {
		lairLeast = 60
	}
	if r.H >= rowH+6+lairLeast+hintH+6 {
		l.hint, r = r.CutTop(hintH)
		_, r = r.CutTop(6)
		rowH = max(ui.MinTarget, min(72, (r.H+hintH+6)*0.36))
	} else if portrait && band.H >= 30 {
		l.hint = band
	}
	if g.Expansion() {
		// A lair space is never much taller than two of its widths: on a
		// tall panel the row follows the lair instead of a gap.
		lairH := min(r.H-rowH-6, (r.W-24)/7*2.2)
		l.lair, r = r.CutTop(lairH)
		_, r = r.CutTop(6)
		l.row, _ = r.CutTop(rowH)
		spaces := l.lair
		if spaces.H >= 62 {
			l.lairCap, spaces = spaces.CutTop(min(17, spaces.H*0.22))
		}
		copy(l.slots[:], spaces.SplitH(7, 4))
	} else {
		l.row = sprites.R(r.X, r.Bottom()-rowH, r.W, rowH)
	}
	row := l.row
	l.supply, row = row.CutLeft(row.H)
	_, row = row.CutLeft(8)
	switch {
	case d.needsTile(g) && d.sel >= 0:
		b := row.SplitH(3, 8)
		l.turn, l.place, l.cancel = b[0], b[1], b[2]
	case d.sel >= 0:
		l.cancel = row
	default:
		b := row.SplitH(2, 8)
		l.turn, l.place = b[0], b[1]
	}
	if offer := g.Offer(); len(offer) > 0 {
		copy(l.offers[:], l.row.SplitH(len(offer), 6))
	}
	l.keep = l.row
	pl.controls = l
}

// The hint on what a Hong is, in the rulebook's words.
var (
	hintLine1 = lang.Noop("A Hong: a straight line of one or more bodies")
	hintLine2 = lang.Noop("with a dragon head at each end.")
)

// paintHint draws the hint: a Hong of size 1 (V H V, lit along its body)
// and the rulebook's sentence beside it.
func paintHint(cv *sprites.Canvas, r sprites.Rect) {
	side := math.Floor(min(r.H-4, r.W*0.09))
	y := r.Y + (r.H-side)/2
	px := int(math.Round(side * cv.Scale))
	for i, t := range [3]hg.Content{hg.V, hg.H, hg.V} {
		cv.Image(tileImage(t, px), r.X+float64(i)*side, y, 1, 1)
	}
	line := sprites.R(r.X+side*0.5, y+side*0.5-max(1.5, side*0.06), side*2, max(3, side*0.12))
	cv.RoundRect(line, line.H/2, sprites.Alpha(glowGold, 0.9))
	tx := r.X + side*3 + 10
	tw := r.Right() - tx
	line1, line2 := lang.Of(hintLine1), lang.Of(hintLine2)
	size := min(cv.FitSize(line1, tw, min(16, r.H*0.4), sprites.Regular), cv.FitSize(line2, tw, min(16, r.H*0.4), sprites.Regular))
	col := sprites.Alpha(sprites.Paper, 0.85)
	cv.Text(line1, tx, r.Y+r.H/2-size*0.6, size, sprites.Regular, col, sprites.Start, sprites.Middle)
	cv.Text(line2, tx, r.Y+r.H/2+size*0.6, size, sprites.Regular, col, sprites.Start, sprites.Middle)
}

// paintCardBodies says under each role what it plays for.
func paintCardBodies(cv *sprites.Canvas, bodies []sprites.Rect, t int) {
	lines := [2]string{lang.Tf("keeps the Hongs under %d", t), lang.Tf("needs %d Hongs or more", t)}
	for i, b := range bodies {
		if b.H < 12 || b.W < 60 {
			continue
		}
		size := cv.FitSize(lines[i], b.W, min(14, b.H*0.6), sprites.Regular)
		cv.Text(lines[i], b.X, b.Y+min(b.H/2, size), size, sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.3), sprites.Start, sprites.Middle)
	}
}

// paint draws the race, the hint, the lair and the action row, as k
// says they stand in game g; rb is the race as the board shows it.
func (pl *panel) paint(cv *sprites.Canvas, c *ui.Context, k hudKey, g *hg.Game, rb race.Board) {
	l := pl.controls
	if r := l.count; r.H > 10 {
		pl.barWords = paintRace(cv, r, rb)
	}
	if l.hint.W > 0 {
		paintHint(cv, l.hint)
	}
	if g.Expansion() {
		pl.paintLair(cv, k, g)
	}
	switch {
	case k.over:
		if k.seen {
			label := lang.T("Keep the record")
			if k.kept != "" {
				label = lang.T("Record kept")
			}
			ui.DrawButton(cv, c, l.keep, label, ui.Primary, k.kept == "")
		}
		return
	case !k.human:
		return
	case k.phase == choosing:
		for i, p := range g.Offer() {
			ui.DrawButton(cv, c, l.offers[i], lang.Tf("Summon %s", words.Dragon(p)), ui.Primary, true)
		}
		return
	}
	if k.tile {
		sr := l.supply
		cv.RoundRect(sr, 10, sprites.Alpha(sprites.Hex(0x000000), 0.35))
		px := int(math.Round(sr.W * 0.84 * cv.Scale))
		img := tileImage(k.ghostTile, px)
		cv.Image(img, sr.X+sr.W*0.08, sr.Y+sr.H*0.08, 1, 1)
		ui.DrawButton(cv, c, l.turn, turnLabel(k.ghostTile), ui.Secondary, true)
		ui.DrawButton(cv, c, l.place, lang.T("Place"), ui.Primary, k.ghost)
	}
	if k.sel {
		ui.DrawButton(cv, c, l.cancel, lang.T("Cancel"), ui.Quiet, true)
	}
}

// lairCaption says what the numbers on the lair spaces are.
var lairCaption = lang.Noop("A new Hong of size 3 summons Great Dragon 3:")

// paintLair draws the seven lair spaces: each Great Dragon with its size
// and power; summoned dragons are gone, offered ones glow.
func (pl *panel) paintLair(cv *sprites.Canvas, k hudKey, g *hg.Game) {
	// What the numbers are, in the rulebook's terms (play-test: they were
	// explained only in the rules).
	pl.lairWords = ""
	if r := pl.lairCap; r.W > 0 {
		caption := lang.Of(lairCaption)
		pl.lairWords = caption
		cv.Text(caption, r.X+2, r.Y+r.H/2, cv.FitSize(caption, r.W-4, min(14, r.H*0.85), sprites.Regular), sprites.Regular, sprites.Alpha(sprites.Paper, 0.85), sprites.Start, sprites.Middle)
	}
	offered := map[hg.Power]bool{}
	for _, p := range g.Offer() {
		offered[p] = true
	}
	for i, sp := range g.Lair() {
		r := pl.slots[i]
		if r.W <= 0 {
			continue
		}
		gone := k.lair[sp.Size]
		bg := sprites.Alpha(sprites.Hex(0x000000), 0.4)
		if offered[sp.Power] && k.human {
			bg = sprites.Alpha(sprites.Shade(dragonColour(sp.Power), 0.6), 0.9)
		}
		cv.RoundRect(r, 8, bg)
		label := min(12, r.H*0.17)
		side := min(r.W, r.H-label*2.4)
		px := int(math.Round(side * cv.Scale))
		alpha := 1.0
		if gone {
			alpha = 0.22
		}
		cv.Image(dragonImage(sp.Power, px), r.X+(r.W-side)/2, r.Y+label*1.2, 1, alpha)
		num := fmt.Sprint(sp.Size)
		cv.Circle(r.X+label*0.95, r.Y+label*0.95, label*0.8, sprites.Alpha(sprites.Gold, 0.9*alpha+0.1))
		cv.Text(num, r.X+label*0.95, r.Y+label*0.95, label, sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		name := words.Power(sp.Power)
		col := sprites.Alpha(sprites.Paper, 0.9)
		if gone {
			name, col = lang.T("gone"), sprites.Alpha(sprites.Paper, 0.4)
		}
		cv.Text(name, r.X+r.W/2, r.Bottom()-label*0.7, cv.FitSize(name, r.W-4, label, sprites.Bold), sprites.Bold, col, sprites.Middle, sprites.Middle)
	}
}
