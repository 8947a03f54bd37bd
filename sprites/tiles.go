package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rounded rectangles, discs and soft shadows are drawn from small cached
// tiles: a white rounded square (or a shadow) painted once per corner size
// with anti-aliased vector paths, then stretched by nine-slicing onto any
// rectangle: the corners copied as they are, the edges and the middle
// stretched. One batched textured draw replaces a path tessellated and
// filled every call, which on a CPU renderer is the difference between a
// panel costing its area once and costing it several times over.

// tileKey names a tile: its corner radius and shadow blur in device
// pixels, and the shadow's strength in percent (0 for a plain fill).
type tileKey struct{ rad, blur, strength int }

type tile struct {
	img *ebiten.Image
	// c is the corner size: the tile's edge from its outside to where
	// stretching starts; inset is how far the drawn rectangle lies inside
	// the tile's edge (a shadow spreads beyond its rectangle).
	c, inset int
}

// maxTiles bounds the cache: a few dozen corner sizes serve any interface;
// past that (a window resized many times) it starts afresh.
const maxTiles = 96

var tiles = map[tileKey]*tile{}

// maxTileRadius is the largest corner radius (device px) kept as a tile.
const maxTileRadius = 96

func getTile(k tileKey) *tile {
	if t, ok := tiles[k]; ok {
		return t
	}
	if len(tiles) >= maxTiles {
		for key, t := range tiles {
			t.img.Deallocate()
			delete(tiles, key)
		}
	}
	e := k.blur // room around the rectangle for the shadow's spread
	side := 2*k.rad + 2
	size := side + 2*e
	img := ebiten.NewImage(size, size)
	c := &Canvas{Img: img, Scale: 1, W: float64(size), H: float64(size)}
	r := Rect{float64(e), float64(e), float64(side), float64(side)}
	if k.strength == 0 {
		c.roundRectPath(r, float64(k.rad))
		c.fill(color.White)
	} else {
		// The shadow's look: translucent, growing outlines layered.
		const layers = 5
		blur := 2 * float64(k.blur)
		for i := layers; i >= 1; i-- {
			d := blur * float64(i) / layers
			c.roundRectPath(Rect{r.X - d/2, r.Y - d/2, r.W + d, r.H + d}, float64(k.rad)+d/2)
			c.fill(color.RGBA{0, 0, 0, uint8(255 * float64(k.strength) / 100 / layers)})
		}
	}
	t := &tile{img: img, c: k.rad + e, inset: e}
	tiles[k] = t
	return t
}

// Reused buffers: drawing a tile allocates nothing.
var (
	tileVerts []ebiten.Vertex
	tileIdx   []uint16
)

// drawTile nine-slices t onto the device-pixel rectangle (x0, y0)-(x1, y1),
// which the tile's rectangle (inside its inset) is stretched to cover.
func drawTile(dst *ebiten.Image, t *tile, x0, y0, x1, y1 float64, col color.Color) {
	size := float32(t.img.Bounds().Dx())
	in := float64(t.inset)
	xs := [4]float64{x0 - in, x0 - in + float64(t.c), x1 + in - float64(t.c), x1 + in}
	ys := [4]float64{y0 - in, y0 - in + float64(t.c), y1 + in - float64(t.c), y1 + in}
	if xs[2] < xs[1] {
		m := (xs[1] + xs[2]) / 2
		xs[1], xs[2] = m, m
	}
	if ys[2] < ys[1] {
		m := (ys[1] + ys[2]) / 2
		ys[1], ys[2] = m, m
	}
	us := [4]float32{0, float32(t.c), size - float32(t.c), size}
	r, g, b, a := col.RGBA()
	cr, cg, cb, ca := float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff
	tileVerts, tileIdx = tileVerts[:0], tileIdx[:0]
	for j := range 4 {
		for i := range 4 {
			tileVerts = append(tileVerts, ebiten.Vertex{
				DstX: float32(xs[i]), DstY: float32(ys[j]), SrcX: us[i], SrcY: us[j],
				ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca,
			})
		}
	}
	for j := range 3 {
		for i := range 3 {
			v := uint16(j*4 + i)
			tileIdx = append(tileIdx, v, v+1, v+4, v+1, v+5, v+4)
		}
	}
	// The colour is premultiplied, as color.Color values are.
	op := &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(tileVerts, tileIdx, t.img, op)
}

// roundTile fills r (logical) with corners of radius rad from a tile.
func (c *Canvas) roundTile(r Rect, rad float64, col color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	rad = min(rad, r.W/2, r.H/2)
	k := int(math.Round(max(0, rad*c.Scale)))
	if k > maxTileRadius {
		// A tile this big would weigh megabytes: a vector path it is (such
		// shapes belong in a cached layer anyway).
		if !c.convexPoly(c.roundRectPoints(r, rad), col) {
			c.roundRectPath(r, rad)
			c.fill(col)
		}
		return
	}
	drawTile(c.Img, getTile(tileKey{rad: k}), r.X*c.Scale, r.Y*c.Scale, r.Right()*c.Scale, r.Bottom()*c.Scale, col)
}
