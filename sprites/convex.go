package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Convex polygons (the faces of blocks, boards and tiles, most of what the
// tables paint) are drawn as triangles with a one-pixel fade at their edges
// instead of through Ebitengine's vector fill. The vector fill draws each
// path through a stencil image twice as wide as the path, and keeps that
// image for the program's life at the largest size it ever needed: the
// Hong Kong board's faces alone kept a 16 MB atlas page. Triangles cost a
// handful of vertices and no stencil, and look the same.

type pt struct{ x, y float64 }

// feather is the width (device px) over which an edge fades out; points
// closer than minEdge are one.
const (
	feather = 1.0
	minEdge = 0.05
)

// triangles is reused between polygons: painting happens on one goroutine.
var triangles struct {
	v []ebiten.Vertex
	i []uint16
}

// convexPoly fills the polygon if it is convex and large enough to draw
// this way, and reports whether it did.
func (c *Canvas) convexPoly(pts []float64, col color.Color) bool {
	p, ok := c.convexPoints(pts)
	if !ok {
		return false
	}
	h := feather / 2
	in, ok1 := offset(p, -h)
	out, ok2 := offset(p, h)
	if !ok1 || !ok2 {
		return false
	}
	begin()
	inner := addRing(in, col, 1)
	outer := addRing(out, col, 0)
	for i := 1; i+1 < len(p); i++ {
		triangles.i = append(triangles.i, inner, inner+uint16(i), inner+uint16(i+1))
	}
	band(inner, outer, len(p))
	c.drawTriangles()
	return true
}

// strokeConvexPoly outlines the polygon (width in logical px) if it is
// convex and large enough to draw this way, and reports whether it did.
func (c *Canvas) strokeConvexPoly(pts []float64, width float64, col color.Color) bool {
	p, ok := c.convexPoints(pts)
	if !ok {
		return false
	}
	w := width * c.Scale
	h := feather / 2
	var rings [][]pt
	var alphas []float64
	if w >= feather {
		rings = make([][]pt, 4)
		alphas = []float64{0, 1, 1, 0}
		for k, d := range []float64{w/2 + h, w/2 - h, -w/2 + h, -w/2 - h} {
			if rings[k], ok = offset(p, d); !ok {
				return false
			}
		}
	} else {
		// Thinner than the fade: a ridge as opaque as the line is wide.
		rings = make([][]pt, 3)
		alphas = []float64{0, w / feather, 0}
		for k, d := range []float64{w/2 + h, 0, -w/2 - h} {
			if rings[k], ok = offset(p, d); !ok {
				return false
			}
		}
	}
	begin()
	first := make([]uint16, len(rings))
	for k, r := range rings {
		first[k] = addRing(r, col, alphas[k])
	}
	for k := 0; k+1 < len(rings); k++ {
		band(first[k], first[k+1], len(p))
	}
	c.drawTriangles()
	return true
}

// convexPoints turns pts (logical px) into device px without repeated
// points, and reports whether they make a convex polygon that is neither
// tiny nor sharp enough to spike when its edges are moved out.
func (c *Canvas) convexPoints(pts []float64) ([]pt, bool) {
	var p []pt
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i+1 < len(pts); i += 2 {
		q := pt{pts[i] * c.Scale, pts[i+1] * c.Scale}
		x0, y0, x1, y1 = min(x0, q.x), min(y0, q.y), max(x1, q.x), max(y1, q.y)
		if n := len(p); n > 0 && math.Hypot(q.x-p[n-1].x, q.y-p[n-1].y) < minEdge {
			continue
		}
		p = append(p, q)
	}
	if n := len(p); n > 1 && math.Hypot(p[0].x-p[n-1].x, p[0].y-p[n-1].y) < minEdge {
		p = p[:n-1]
	}
	n := len(p)
	if n < 3 || n > 256 || x1-x0 < 3 || y1-y0 < 3 {
		return nil, false // small shapes keep the vector fill's exact coverage
	}
	var sign, turned float64
	for i := range n {
		a, b, d := p[i], p[(i+1)%n], p[(i+2)%n]
		e1, e2 := pt{b.x - a.x, b.y - a.y}, pt{d.x - b.x, d.y - b.y}
		l1, l2 := math.Hypot(e1.x, e1.y), math.Hypot(e2.x, e2.y)
		cross := e1.x*e2.y - e1.y*e2.x
		if math.Abs(cross) < 1e-9*l1*l2 {
			continue // straight on
		}
		if sign == 0 {
			sign = math.Copysign(1, cross)
		} else if math.Copysign(1, cross) != sign {
			return nil, false
		}
		turned += math.Atan2(math.Abs(cross), e1.x*e2.x+e1.y*e2.y)
		if (e1.x*e2.x+e1.y*e2.y)/(l1*l2) < -0.9 {
			return nil, false // a corner sharper than about 25 degrees
		}
	}
	if sign == 0 || math.Abs(turned-2*math.Pi) > 1e-3 {
		return nil, false // flat, or winding more than once
	}
	if sign < 0 {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	return p, true
}

// offset moves each edge of the polygon (turning with positive cross
// products, as convexPoints leaves it) outwards by d device px (inwards
// for a negative d), joining them with mitres; false when that turns the
// polygon inside out.
func offset(p []pt, d float64) ([]pt, bool) {
	n := len(p)
	normal := func(i int) pt {
		a, b := p[i], p[(i+1)%n]
		ex, ey := b.x-a.x, b.y-a.y
		l := math.Hypot(ex, ey)
		return pt{ey / l, -ex / l} // outwards for this turning direction
	}
	out := make([]pt, n)
	for i := range n {
		na, nb := normal((i+n-1)%n), normal(i)
		k := d / (1 + na.x*nb.x + na.y*nb.y)
		out[i] = pt{p[i].x + (na.x+nb.x)*k, p[i].y + (na.y+nb.y)*k}
	}
	if d < 0 {
		// Still turning the same way, with every edge pointing as before?
		for i := range n {
			a, b := p[i], p[(i+1)%n]
			oa, ob := out[i], out[(i+1)%n]
			if (b.x-a.x)*(ob.x-oa.x)+(b.y-a.y)*(ob.y-oa.y) <= 0 {
				return nil, false
			}
		}
	}
	return out, true
}

func begin() {
	triangles.v = triangles.v[:0]
	triangles.i = triangles.i[:0]
}

// addRing adds the ring's points in col at the given opacity and returns
// the index of its first.
func addRing(r []pt, col color.Color, alpha float64) uint16 {
	first := uint16(len(triangles.v))
	cr, cg, cb, ca := col.RGBA()
	k := float32(alpha) / 0xffff
	for _, q := range r {
		triangles.v = append(triangles.v, ebiten.Vertex{
			DstX: float32(q.x), DstY: float32(q.y), SrcX: 0.5, SrcY: 0.5,
			ColorR: float32(cr) * k, ColorG: float32(cg) * k, ColorB: float32(cb) * k, ColorA: float32(ca) * k,
		})
	}
	return first
}

// band joins two rings of n points with quads, one per edge.
func band(a, b uint16, n int) {
	for i := range n {
		j := (i + 1) % n
		a0, a1, b0, b1 := a+uint16(i), a+uint16(j), b+uint16(i), b+uint16(j)
		triangles.i = append(triangles.i, a0, a1, b1, a0, b1, b0)
	}
}

func (c *Canvas) drawTriangles() {
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	c.Img.DrawTriangles(triangles.v, triangles.i, pixel, op)
}

// PolyWithVector, StrokePolyWithVector and StrokeRoundRectWithVector draw
// through the vector fill, to compare with in tests.
func PolyWithVector(c *Canvas, pts []float64, col color.Color) {
	c.polyPath(pts)
	c.fill(col)
}

func StrokePolyWithVector(c *Canvas, pts []float64, width float64, col color.Color) {
	c.polyPath(pts)
	c.stroke(width, col)
}

func StrokeRoundRectWithVector(c *Canvas, r Rect, rad, width float64, col color.Color) {
	c.roundRectPath(r, rad)
	c.stroke(width, col)
}
