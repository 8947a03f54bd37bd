package chinatown

import (
	"math"
	"quartet/lang"

	ct "quartet/rules/chinatown"
	"quartet/scenes/ui"
)

// On a phone the whole map's lots are some 18 px, under a finger wide
// (play-test at 390x844: lots small to tap, and a tap meant for one lot
// took its neighbour). There a lit lot, where a tap does something,
// answers taps from a finger's reach around it, streets and gaps
// included; a tap within reach of two lit lots is nobody's, and zooms the
// map in until each lot is a finger wide, for the person to choose. The
// map drawn and the layout stay as they are, and where lots are a finger
// wide (tablet, desktop, zoomed in) a tap is the lot under it, as before.

// reachOf is how far around a lot a tap still counts as on it: as far as
// makes the lot a finger wide, but never as far as the next lot's middle,
// so that a tap on a lot's middle is always that lot's (the lots' middles
// are 60 map units apart, and a lot's edge is 33 from its neighbour's
// middle). On a phone's whole map: 9.5 px around a 17 px lot.
func (c *camera) reachOf() float64 { return max(0, min((ui.MinTarget-c.lotSize())/2, 30*c.k)) }

// reach is the lot a tap at (x, y) is for, lit telling the lots where a
// tap does something; zoom reports a tap within reach of two lit lots,
// which is for neither: the map should zoom in first.
func (c *camera) reach(x, y float64, lit func(int) bool) (lot int, zoom bool) {
	if c.lotSize() >= ui.MinTarget || !c.view.Contains(x, y) {
		return c.lotUnder(x, y), false
	}
	if l := c.lotIn(x, y); l > 0 && !lit(l) {
		// A tap on an unlit lot is for that lot: read, or refused
		// with its reason.
		return l, false
	}
	r := c.reachOf()
	var near []int
	for l := 1; l <= ct.Lots; l++ {
		if lit(l) && c.distTo(l, x, y) <= r {
			near = append(near, l)
		}
	}
	switch len(near) {
	case 0:
		return c.lotUnder(x, y), false
	case 1:
		return near[0], false
	}
	return 0, true
}

// lotIn is the lot whose square holds the screen point, 0 for a gap or a
// street.
func (c *camera) lotIn(x, y float64) int {
	l := c.lotUnder(x, y)
	if l > 0 && c.distTo(l, x, y) > 0 {
		return 0
	}
	return l
}

// distTo is the distance on screen from (x, y) to lot l's square.
func (c *camera) distTo(l int, x, y float64) float64 {
	r := lotRect(l)
	x0, y0 := c.toScreen(r.X, r.Y)
	x1, y1 := c.toScreen(r.Right(), r.Bottom())
	dx := max(x0-x, 0, x-x1)
	dy := max(y0-y, 0, y-y1)
	return math.Hypot(dx, dy)
}

// zoomForTap zooms the map in about a tap at (x, y) that was within reach
// of two lit lots, until each lot is a finger wide: the lot tapped stays
// under the finger.
func (c *camera) zoomForTap(x, y float64) { c.zoomAt(fingerLot/c.lotSize(), x, y) }

// zoomedForTapWords say why the map zoomed in at a tap.
var zoomedForTapWords = lang.Noop("Zoomed in so that each lot is a finger wide: tap the lot you meant. − shows the whole map.")
