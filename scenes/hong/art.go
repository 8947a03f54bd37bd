package hong

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	hg "quartet/rules/hong"
	"quartet/sprites"
)

// The pieces are drawn once per size in device pixels and then copied: a
// board of sixty tiles is sixty image draws that batch into one, never sixty
// sets of vector paths.

// Tile colours: an ivory tile, a crimson body with a gold belly, jade heads.
var (
	tileIvory  = sprites.Hex(0xF1E6CB)
	tileEdge   = sprites.Hex(0xC9B48A)
	bodyRed    = sprites.Hex(0xB3261E)
	bodyDark   = sprites.Hex(0x7A1712)
	bellyGold  = sprites.Hex(0xE2B04A)
	headJade   = sprites.Hex(0x23805F)
	headDark   = sprites.Hex(0x14513B)
	hornGold   = sprites.Hex(0xF0C75E)
	glowGold   = sprites.Hex(0xFFD36B)
	stoneGrey  = sprites.Hex(0x8E8A82)
	stoneLight = sprites.Hex(0xC4C0B6)
	stoneDark  = sprites.Hex(0x5B5852)
)

type artKey struct {
	kind string
	px   int
}

var art = map[artKey]*ebiten.Image{}

// sprite returns the cached image of kind at px device pixels square,
// painting it on first use.
func sprite(kind string, px int, paint func(cv *sprites.Canvas, s float64)) *ebiten.Image {
	px = max(8, px)
	k := artKey{kind, px}
	if img, ok := art[k]; ok {
		return img
	}
	img := ebiten.NewImage(px, px)
	paint(&sprites.Canvas{Img: img, Scale: 1, W: float64(px), H: float64(px)}, float64(px))
	art[k] = img
	return img
}

// tileImage is a dragon tile lying H (body left to right, heads up and
// down) or V (turned a quarter).
func tileImage(t hg.Content, px int) *ebiten.Image {
	if t == hg.V {
		return sprite("tile-V", px, func(cv *sprites.Canvas, s float64) { paintTile(cv, s, true) })
	}
	return sprite("tile-H", px, func(cv *sprites.Canvas, s float64) { paintTile(cv, s, false) })
}

// paintTile draws the tile with its body across: the body runs edge to edge
// so that neighbouring bodies join into one dragon, and each head reaches
// its edge so that it meets the end of the body it closes.
func paintTile(cv *sprites.Canvas, s float64, vertical bool) {
	in := s * 0.035
	r := sprites.R(in, in, s-2*in, s-2*in)
	cv.RoundRect(sprites.R(r.X, r.Y+s*0.02, r.W, r.H), s*0.12, sprites.Alpha(sprites.Hex(0x000000), 0.35))
	cv.RoundRect(r, s*0.12, tileEdge)
	cv.RoundRect(sprites.R(r.X, r.Y, r.W-s*0.02, r.H-s*0.03), s*0.12, tileIvory)
	// Points are written for the H tile and turned for V.
	pt := func(x, y float64) (float64, float64) {
		if vertical {
			return s - y, x
		}
		return x, y
	}
	poly := func(col color.RGBA, xy ...float64) {
		out := make([]float64, len(xy))
		for i := 0; i+1 < len(xy); i += 2 {
			out[i], out[i+1] = pt(xy[i]*s, xy[i+1]*s)
		}
		cv.Poly(out, col)
	}
	circle := func(x, y, rad float64, col color.RGBA) {
		px, py := pt(x*s, y*s)
		cv.Circle(px, py, rad*s, col)
	}
	// Heads: one facing up and one facing down, each filling the half of
	// the tile between the body and its edge, the snout at the edge.
	for _, dir := range []float64{-1, 1} {
		y := func(v float64) float64 { return 0.5 + dir*v }
		// Horns sweep out from the crown.
		poly(hornGold, 0.33, y(0.22), 0.12, y(0.40), 0.22, y(0.41), 0.39, y(0.29))
		poly(hornGold, 0.67, y(0.22), 0.88, y(0.40), 0.78, y(0.41), 0.61, y(0.29))
		poly(headDark, 0.27, y(0.15), 0.73, y(0.15), 0.75, y(0.30), 0.64, y(0.45), 0.59, y(0.47), 0.41, y(0.47), 0.36, y(0.45), 0.25, y(0.30))
		poly(headJade, 0.29, y(0.16), 0.71, y(0.16), 0.725, y(0.30), 0.625, y(0.44), 0.58, y(0.455), 0.42, y(0.455), 0.375, y(0.44), 0.275, y(0.30))
		// A lighter snout, eyes under heavy brows, nostrils at the edge.
		poly(sprites.Shade(headJade, 1.25), 0.40, y(0.36), 0.60, y(0.36), 0.58, y(0.45), 0.42, y(0.45))
		circle(0.40, 0.5+dir*0.285, 0.045, sprites.Hex(0xFFE9A8))
		circle(0.60, 0.5+dir*0.285, 0.045, sprites.Hex(0xFFE9A8))
		circle(0.40, 0.5+dir*0.295, 0.022, sprites.Ink)
		circle(0.60, 0.5+dir*0.295, 0.022, sprites.Ink)
		poly(headDark, 0.33, y(0.24), 0.46, y(0.25), 0.45, y(0.27), 0.34, y(0.265))
		poly(headDark, 0.67, y(0.24), 0.54, y(0.25), 0.55, y(0.27), 0.66, y(0.265))
		circle(0.465, 0.5+dir*0.425, 0.014, headDark)
		circle(0.535, 0.5+dir*0.425, 0.014, headDark)
	}
	// The body: a thick crimson band edge to edge with a gold belly and
	// rows of scales.
	poly(bodyDark, 0, 0.32, 1, 0.32, 1, 0.68, 0, 0.68)
	poly(bodyRed, 0, 0.345, 1, 0.345, 1, 0.655, 0, 0.655)
	poly(bellyGold, 0, 0.585, 1, 0.585, 1, 0.635, 0, 0.635)
	for i := range 5 {
		x := 0.1 + 0.2*float64(i)
		px, py := pt(x*s, 0.47*s)
		cv.Arc(px, py, 0.08*s, arcFrom(vertical), arcFrom(vertical)+math.Pi, 0.02*s, sprites.Alpha(bellyGold, 0.85))
	}
	// The spine ridge on top of the band.
	for i := range 4 {
		x := 0.2 + 0.2*float64(i)
		poly(bodyDark, x-0.05, 0.35, x, 0.30, x+0.05, 0.35)
	}
}

// arcFrom turns the scale arcs with the tile.
func arcFrom(vertical bool) float64 {
	if vertical {
		return math.Pi / 2
	}
	return 0
}

// stoneImage is a tile turned to its stone side: a grey cobble with a
// highlight and a few specks. variant makes the stones differ a little.
func stoneImage(px, variant int) *ebiten.Image {
	variant %= 3
	return sprite("stone-"+string(rune('0'+variant)), px, func(cv *sprites.Canvas, s float64) {
		in := s * 0.035
		r := sprites.R(in, in, s-2*in, s-2*in)
		cv.RoundRect(sprites.R(r.X, r.Y+s*0.02, r.W, r.H), s*0.12, sprites.Alpha(sprites.Hex(0x000000), 0.35))
		cv.RoundRect(r, s*0.12, sprites.Hex(0x6E6A63))
		cv.RoundRect(sprites.R(r.X, r.Y, r.W-s*0.02, r.H-s*0.03), s*0.12, sprites.Hex(0xA29D93))
		// An irregular pebble: a circle with its radius wobbling.
		var pts, hi []float64
		const n = 22
		for i := range n {
			a := 2 * math.Pi * float64(i) / n
			w := 1 + 0.07*math.Sin(3*a+float64(variant)) + 0.05*math.Cos(5*a+2*float64(variant))
			pts = append(pts, s/2+math.Cos(a)*s*0.36*w, s/2+math.Sin(a)*s*0.33*w)
			hi = append(hi, s*0.46+math.Cos(a)*s*0.22*w, s*0.42+math.Sin(a)*s*0.18*w)
		}
		for i := range pts {
			if i%2 == 1 {
				pts[i] += s * 0.03
			}
		}
		cv.Poly(pts, sprites.Alpha(sprites.Hex(0x000000), 0.3))
		for i := range pts {
			if i%2 == 1 {
				pts[i] -= s * 0.03
			}
		}
		cv.Poly(pts, stoneDark)
		for i := range pts {
			pts[i] = s/2 + (pts[i]-s/2)*0.94
		}
		cv.Poly(pts, stoneGrey)
		cv.Poly(hi, stoneLight)
		for i := range 6 {
			a := float64(i*67+variant*31) * 0.1
			cv.Circle(s/2+math.Cos(a)*s*0.2, s/2+math.Sin(a*1.3)*s*0.16, s*0.012, stoneDark)
		}
	})
}

// glowImage is a soft white square, tinted gold where a Hong is lit.
func glowImage(px int) *ebiten.Image {
	return sprite("glow", px, func(cv *sprites.Canvas, s float64) {
		for i := 8; i >= 1; i-- {
			d := s * 0.06 * float64(i)
			cv.RoundRect(sprites.R(d*0.5, d*0.5, s-d, s-d), s*0.18, sprites.Alpha(sprites.White, 0.11))
		}
	})
}

// ringImage outlines a cell: a lit target, or the hovered tile.
func ringImage(px int) *ebiten.Image {
	return sprite("ring", px, func(cv *sprites.Canvas, s float64) {
		cv.StrokeRoundRect(sprites.R(s*0.07, s*0.07, s*0.86, s*0.86), s*0.14, max(2, s*0.05), sprites.White)
	})
}

// dotImage is a white disc: a lit empty space's marker.
func dotImage(px int) *ebiten.Image {
	return sprite("dot", px, func(cv *sprites.Canvas, s float64) { cv.Circle(s/2, s/2, s/2-1, sprites.White) })
}

// The Great Dragons, each in its own colour.
var dragonColours = map[hg.Power]color.RGBA{
	hg.PowerRotate: sprites.Hex(0xC8372D),
	hg.PowerSlide:  sprites.Hex(0x2E7DBA),
	hg.PowerExtra:  sprites.Hex(0x2E9E5B),
	hg.PowerStone:  sprites.Hex(0x7D7A72),
	hg.PowerCarry:  sprites.Hex(0xB9761F),
	hg.PowerSwap:   sprites.Hex(0x8E44AD),
	hg.PowerFlip:   sprites.Hex(0x1F8A8A),
}

func dragonColour(p hg.Power) color.RGBA {
	if c, ok := dragonColours[p]; ok {
		return c
	}
	return sprites.Gold
}

// dragonImage is a Great Dragon: a serpent coiled in a wave, its head
// raised, in the power's colour.
func dragonImage(p hg.Power, px int) *ebiten.Image {
	return sprite("dragon-"+p.Name(), px, func(cv *sprites.Canvas, s float64) { paintDragon(cv, s, dragonColour(p)) })
}

func paintDragon(cv *sprites.Canvas, s float64, col color.RGBA) {
	// The body: discs along a wave from the tail (left) to the neck,
	// growing thicker, with a gold belly stripe and spines.
	const n = 46
	at := func(i int) (x, y, r float64) {
		t := float64(i) / n
		x = s * (0.1 + 0.62*t)
		y = s * (0.62 + 0.16*math.Sin(t*2.6*math.Pi+0.4) - 0.22*t*t)
		r = s * (0.025 + 0.07*math.Sqrt(t))
		return
	}
	for i := 0; i <= n; i++ {
		x, y, r := at(i)
		cv.Circle(x, y+r*0.18, r*1.08, sprites.Shade(col, 0.55))
	}
	for i := 0; i <= n; i++ {
		x, y, r := at(i)
		cv.Circle(x, y, r, col)
		if i%3 == 0 {
			cv.Circle(x, y+r*0.45, r*0.45, sprites.Alpha(bellyGold, 0.9))
		}
	}
	for i := 4; i < n; i += 4 {
		x, y, r := at(i)
		cv.Poly([]float64{x - r*0.5, y - r*0.8, x + r*0.2, y - r*1.6, x + r*0.5, y - r*0.8}, sprites.Shade(col, 0.6))
	}
	// The head at the top right, looking right.
	hx, hy, hr := at(n)
	hx += hr * 0.6
	hy -= hr * 0.4
	cv.Poly([]float64{hx - hr*0.6, hy - hr*0.9, hx - hr*1.4, hy - hr*2.0, hx - hr*0.1, hy - hr*1.0}, hornGold)
	cv.Poly([]float64{hx - hr*0.2, hy - hr*0.9, hx - hr*0.6, hy - hr*2.2, hx + hr*0.4, hy - hr*0.9}, hornGold)
	cv.Ellipse(hx, hy, hr*1.15, hr*0.95, sprites.Shade(col, 0.7))
	cv.Poly([]float64{hx, hy - hr*0.7, hx + hr*2.0, hy - hr*0.25, hx + hr*2.1, hy + hr*0.35, hx + hr*0.2, hy + hr*0.8}, sprites.Shade(col, 0.7))
	cv.Poly([]float64{hx, hy - hr*0.55, hx + hr*1.9, hy - hr*0.15, hx + hr*1.95, hy + hr*0.25, hx + hr*0.2, hy + hr*0.6}, col)
	// The open jaw and a tongue.
	cv.Poly([]float64{hx + hr*0.5, hy + hr*0.45, hx + hr*1.8, hy + hr*0.55, hx + hr*0.6, hy + hr*0.95}, sprites.Hex(0x5A0E0E))
	cv.Line(hx+hr*1.6, hy+hr*0.6, hx+hr*2.3, hy+hr*0.9, max(1, hr*0.12), sprites.Hex(0xE04848))
	cv.Circle(hx+hr*0.55, hy-hr*0.3, hr*0.26, sprites.Hex(0xFFE9A8))
	cv.Circle(hx+hr*0.6, hy-hr*0.3, hr*0.12, sprites.Ink)
	// Whiskers trail back from the snout.
	cv.Line(hx+hr*1.7, hy, hx+hr*0.6, hy+hr*1.8, max(1, hr*0.08), hornGold)
	cv.Line(hx+hr*1.5, hy-hr*0.1, hx-hr*0.4, hy+hr*1.5, max(1, hr*0.08), hornGold)
}
