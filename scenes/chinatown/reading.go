package chinatown

import (
	"image/color"
	"math"
	"quartet/lang"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// A finger held on a lot reads it: whose it is, its shop, its street and
// what it earns, on a card over the map while the finger stays down (lots
// are small on a phone, and their numbers and markers hard to read). Let
// go, the press still acts as a tap, as everywhere on this table, but in
// trading: there a lot read is only read (play-test: holding one's own lot
// opened an empty deal saying "First choose whom the deal is with.", and
// on a phone a hold put a neighbouring lot in the deal).

// readLot notes the lot under a long press (free: no tile is being
// dragged), and forgets it as the finger lifts; where readOnly, the lift
// after a lot was read is no tap.
func (o *overlays) readLot(c *ui.Context, cam *camera, free, readOnly bool) {
	p := c.Pointer
	switch {
	case p.LongPress && free:
		o.reading = cam.lotUnder(p.X, p.Y)
	case !p.Down:
		if p.Released && o.reading > 0 && readOnly && p.HeldTicks >= readOnlyTicks {
			p.Take()
		}
		o.reading = 0
	}
}

// readOnlyTicks is how long a hold in trading must last for its lift to
// be no tap: a second, longer than a loaded machine ever stretched a quick
// tap (the browser tests saw 30 ticks), shorter than reading a card takes.
const readOnlyTicks = 60

// lotReading is what lot says held, line by line; you is the one person
// against the computer, called "you" (-1 for none).
func lotReading(g *ct.Game, names table.Names, you, lot int) []string {
	lines := []string{lang.Tf("Lot %d · %s · district %d", lot, streetOf(lot), ct.Lot(lot).District)}
	o := g.Owner(lot)
	if o < 0 {
		return append(lines, lang.T("Nobody owns it yet."))
	}
	shop := g.ShopAt(lot)
	switch {
	case shop == ct.NoShop && o == you:
		return append(lines, lang.T("Yours, vacant: no income until a shop is built."))
	case shop == ct.NoShop:
		return append(lines, lang.Tf("%s's, vacant: no income until a shop is built.", desk.ShortName(names.Called(o))))
	case o == you:
		lines = append(lines, lang.Tf("Yours: a %s (%d make a full business).", desk.ShopName(shop), shop.MaxSize()))
	default:
		lines = append(lines, lang.Tf("%s's: a %s (%d make a full business).", desk.ShortName(names.Called(o)), desk.ShopName(shop), shop.MaxSize()))
	}
	for _, grp := range g.Groups(o) {
		for _, l := range grp.Lots {
			if l == lot {
				n := len(grp.Lots)
				lines = append(lines, lang.N("Its business of %d shop earns %s a year.", "Its business of %d shops earns %s a year.", n, n, desk.Short(ct.RunIncome(shop, n))))
			}
		}
	}
	return lines
}

// streetOf is the street nearest lot l, by its name on the map.
func streetOf(l int) string {
	r := lotRect(l)
	x, y := r.X+r.W/2, r.Y+r.H/2
	best, name := math.Inf(1), ""
	for _, st := range streets {
		d := math.Abs(y - st.y)
		if st.vertical {
			d = math.Abs(x - st.x)
		}
		if d < best {
			best, name = d, st.name
		}
	}
	return titleCase(name)
}

// titleCase writes a map's street name as words: "MOTT ST" is "Mott St".
func titleCase(s string) string {
	b := []byte(s)
	for i := range b {
		if i > 0 && b[i-1] != ' ' && b[i] >= 'A' && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}

// readingRect is where the card of n lines goes for a finger at (x, y):
// above it, or below where the map leaves no room above, whole in the
// map's view v and never under the finger.
func readingRect(v sprites.Rect, x, y float64, n int) sprites.Rect {
	w := min(v.W-8, 340)
	h := 20 + 20*float64(n)
	cx := min(max(x-w/2, v.X+4), v.Right()-w-4)
	cy := y - h - 40
	if cy < v.Y+4 {
		cy = min(y+40, v.Bottom()-h-4)
	}
	return sprites.R(cx, cy, w, h)
}

// drawReading draws the card of lines in r, its edge in the owner's
// colour (none for a lot nobody owns).
func drawReading(cv *sprites.Canvas, r sprites.Rect, lines []string, owner *color.RGBA) {
	cv.SoftShadow(r, 12, 8, 0.5)
	cv.RoundRect(r, 12, sprites.Paper)
	if owner != nil {
		cv.RoundRect(sprites.R(r.X, r.Y, 8, r.H), 4, *owner)
	}
	for i, line := range lines {
		weight := sprites.Regular
		if i == 0 {
			weight = sprites.Bold
		}
		cv.Text(line, r.X+16, r.Y+20+20*float64(i), cv.FitSize(line, r.W-24, 15, weight), weight, sprites.Ink, sprites.Start, sprites.Middle)
	}
}
