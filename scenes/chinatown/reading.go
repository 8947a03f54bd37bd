package chinatown

import (
	"fmt"
	"math"
	"strings"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// A finger held on a lot reads it: whose it is, its shop, its street and
// what it earns, on a card over the map while the finger stays down (lots
// are small on a phone, and their numbers and markers hard to read). Let
// go, the press still acts as a tap, as everywhere on this table.

// readLot notes the lot under a long press, and forgets it as the finger
// lifts.
func (s *Scene) readLot(c *ui.Context) {
	p := c.Pointer
	switch {
	case p.LongPress && s.dragTile == ct.NoShop:
		s.reading = s.cam.lotUnder(p.X, p.Y)
	case !p.Down:
		s.reading = 0
	}
}

// lotReading is what a lot held says, line by line.
func (s *Scene) lotReading(lot int) []string {
	g := s.game()
	lines := []string{fmt.Sprintf("Lot %d · %s · district %d", lot, streetOf(lot), ct.Lot(lot).District)}
	o := g.Owner(lot)
	if o < 0 {
		return append(lines, "Nobody owns it yet.")
	}
	who := desk.ShortName(s.ch.Names.Called(o)) + "'s"
	if o == s.me() && s.t.Humans() == 1 {
		who = "Yours"
	}
	shop := g.ShopAt(lot)
	if shop == ct.NoShop {
		return append(lines, who+", vacant: no income until a shop is built.")
	}
	lines = append(lines, fmt.Sprintf("%s: a %s (%d make a full business).", who, shop.Name(), shop.MaxSize()))
	for _, grp := range g.Groups(o) {
		for _, l := range grp.Lots {
			if l == lot {
				n := len(grp.Lots)
				lines = append(lines, fmt.Sprintf("Its business of %s earns %s a year.", count(n, "shop"), desk.Short(ct.RunIncome(shop, n))))
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

// readingRect is where the card of the lot held goes: above the finger,
// whole in the map's view.
func (s *Scene) readingRect(c *ui.Context) sprites.Rect {
	v := s.cam.view
	w := min(v.W-8, 340)
	h := 20 + 20*float64(len(s.lotReading(s.reading)))
	x := min(max(c.Pointer.X-w/2, v.X+4), v.Right()-w-4)
	y := c.Pointer.Y - h - 40
	if y < v.Y+4 {
		y = min(c.Pointer.Y+40, v.Bottom()-h-4)
	}
	return sprites.R(x, y, w, h)
}

// drawReading draws the card of the lot held.
func (s *Scene) drawReading(cv *sprites.Canvas, c *ui.Context) {
	r := s.readingRect(c)
	cv.SoftShadow(r, 12, 8, 0.5)
	cv.RoundRect(r, 12, sprites.Paper)
	if o := s.game().Owner(s.reading); o >= 0 {
		cv.RoundRect(sprites.R(r.X, r.Y, 8, r.H), 4, s.ch.Names.Colour(o))
	}
	for i, line := range s.lotReading(s.reading) {
		weight := sprites.Regular
		if i == 0 {
			weight = sprites.Bold
		}
		cv.Text(line, r.X+16, r.Y+20+20*float64(i), cv.FitSize(line, r.W-24, 15, weight), weight, sprites.Ink, sprites.Start, sprites.Middle)
	}
}

// readingWords is the card of the lot held in one line, for tests ("" for
// none).
func (s *Scene) readingWords() string {
	if s.reading == 0 {
		return ""
	}
	return strings.Join(s.lotReading(s.reading), " ")
}
