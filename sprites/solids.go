package sprites

import (
	"image/color"
	"math"
)

// light comes from the front left and above, like a lamp over the table.
var light = Vec{-0.45, -0.55, 1}.Norm()

// ShadeFacing returns base lit for a face with normal n: faces towards the light
// are brighter, faces away keep some ambient light.
func ShadeFacing(base color.RGBA, n Vec) color.RGBA {
	k := 0.58 + 0.5*max(0, n.Norm().Dot(light))
	return Shade(base, k)
}

// solidFace is one flat polygon of a solid.
type solidFace struct {
	pts    []Vec
	normal Vec
}

// drawFaces paints the faces of a convex solid that look at the camera. For
// a convex solid those never overlap, so their order does not matter.
func drawFaces(cv *Canvas, cam *Camera, faces []solidFace, base color.RGBA, alpha float64, edge bool) {
	buf := make([]float64, 0, 16)
	for _, f := range faces {
		if !cam.Facing(f.pts[0], f.normal) {
			continue
		}
		buf = buf[:0]
		for _, p := range f.pts {
			x, y, _ := cam.Project(p)
			buf = append(buf, x, y)
		}
		col := ShadeFacing(base, f.normal)
		if alpha < 1 {
			col = Alpha(col, alpha)
		}
		cv.Poly(buf, col)
		if edge {
			cv.StrokePoly(buf, 0.8, Alpha(Shade(base, 0.45), 0.55*alpha))
		}
	}
}

// Box draws an axis-aligned box from corner lo to corner hi.
func Box(cv *Canvas, cam *Camera, lo, hi Vec, base color.RGBA, alpha float64) {
	drawFaces(cv, cam, boxFaces(lo, hi), base, alpha, true)
}

func boxFaces(lo, hi Vec) []solidFace {
	p := func(x, y, z float64) Vec { return Vec{x, y, z} }
	return []solidFace{
		{[]Vec{p(lo.X, lo.Y, hi.Z), p(hi.X, lo.Y, hi.Z), p(hi.X, hi.Y, hi.Z), p(lo.X, hi.Y, hi.Z)}, Vec{0, 0, 1}},  // top
		{[]Vec{p(lo.X, lo.Y, lo.Z), p(hi.X, lo.Y, lo.Z), p(hi.X, lo.Y, hi.Z), p(lo.X, lo.Y, hi.Z)}, Vec{0, -1, 0}}, // front
		{[]Vec{p(lo.X, hi.Y, lo.Z), p(hi.X, hi.Y, lo.Z), p(hi.X, hi.Y, hi.Z), p(lo.X, hi.Y, hi.Z)}, Vec{0, 1, 0}},  // back
		{[]Vec{p(lo.X, lo.Y, lo.Z), p(lo.X, hi.Y, lo.Z), p(lo.X, hi.Y, hi.Z), p(lo.X, lo.Y, hi.Z)}, Vec{-1, 0, 0}}, // left
		{[]Vec{p(hi.X, lo.Y, lo.Z), p(hi.X, hi.Y, lo.Z), p(hi.X, hi.Y, hi.Z), p(hi.X, lo.Y, hi.Z)}, Vec{1, 0, 0}},  // right
	}
}

// HipRoof draws a roof over the square from lo to hi: eaves at lo.Z, sloping
// up to a short ridge at hi.Z, like the tiled roof of a tower.
func HipRoof(cv *Canvas, cam *Camera, lo, hi Vec, base color.RGBA, alpha float64) {
	mx, my := (lo.X+hi.X)/2, (lo.Y+hi.Y)/2
	r := (hi.X - lo.X) * 0.12 // half the ridge's length
	a := Vec{lo.X, lo.Y, lo.Z}
	b := Vec{hi.X, lo.Y, lo.Z}
	c := Vec{hi.X, hi.Y, lo.Z}
	d := Vec{lo.X, hi.Y, lo.Z}
	ra := Vec{mx - r, my, hi.Z}
	rb := Vec{mx + r, my, hi.Z}
	n := func(p0, p1, p2 Vec) Vec { return p1.Sub(p0).Cross(p2.Sub(p0)).Norm() }
	faces := []solidFace{
		{[]Vec{a, b, rb, ra}, n(a, b, rb)},
		{[]Vec{c, d, ra, rb}, n(c, d, ra)},
		{[]Vec{b, c, rb}, n(b, c, rb)},
		{[]Vec{d, a, ra}, n(d, a, ra)},
	}
	// The underside of the eaves shows as a thin dark band in front.
	eave := 0.05 * (hi.Z - lo.Z)
	Box(cv, cam, Vec{lo.X, lo.Y, lo.Z - eave}, Vec{hi.X, hi.Y, lo.Z}, Shade(base, 0.6), alpha)
	drawFaces(cv, cam, faces, base, alpha, true)
}

// FlatQuad fills the projection of a flat polygon lying in space.
func FlatQuad(cv *Canvas, cam *Camera, pts []Vec, col color.Color) {
	buf := make([]float64, 0, 2*len(pts))
	for _, p := range pts {
		x, y, _ := cam.Project(p)
		buf = append(buf, x, y)
	}
	cv.Poly(buf, col)
}

// StrokeQuad outlines the projection of a flat polygon.
func StrokeQuad(cv *Canvas, cam *Camera, pts []Vec, width float64, col color.Color) {
	buf := make([]float64, 0, 2*len(pts))
	for _, p := range pts {
		x, y, _ := cam.Project(p)
		buf = append(buf, x, y)
	}
	cv.StrokePoly(buf, width, col)
}

// GroundEllipse fills an ellipse lying flat at height z around (x, y).
func GroundEllipse(cv *Canvas, cam *Camera, centre Vec, rx, ry float64, col color.Color) {
	const n = 24
	pts := make([]Vec, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = Vec{centre.X + rx*math.Cos(a), centre.Y + ry*math.Sin(a), centre.Z}
	}
	FlatQuad(cv, cam, pts, col)
}

// Hull returns the convex hull of screen points (x0, y0, x1, y1, ...), for
// hit-testing solids.
func Hull(pts []float64) []float64 {
	type pt struct{ x, y float64 }
	var ps []pt
	for i := 0; i+1 < len(pts); i += 2 {
		ps = append(ps, pt{pts[i], pts[i+1]})
	}
	if len(ps) < 3 {
		return pts
	}
	// Andrew's monotone chain.
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && (ps[j].x < ps[j-1].x || ps[j].x == ps[j-1].x && ps[j].y < ps[j-1].y); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	cross := func(o, a, b pt) float64 { return (a.x-o.x)*(b.y-o.y) - (a.y-o.y)*(b.x-o.x) }
	var h []pt
	for _, p := range ps {
		for len(h) >= 2 && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	lower := len(h) + 1
	for i := len(ps) - 2; i >= 0; i-- {
		p := ps[i]
		for len(h) >= lower && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	h = h[:len(h)-1]
	out := make([]float64, 0, 2*len(h))
	for _, p := range h {
		out = append(out, p.x, p.y)
	}
	return out
}

// Inside reports whether (x, y) lies in the convex polygon pts.
func Inside(pts []float64, x, y float64) bool {
	n := len(pts) / 2
	if n < 3 {
		return false
	}
	sign := 0.0
	for i := range n {
		x0, y0 := pts[2*i], pts[2*i+1]
		x1, y1 := pts[2*((i+1)%n)], pts[2*((i+1)%n)+1]
		c := (x1-x0)*(y-y0) - (y1-y0)*(x-x0)
		if c != 0 {
			if sign != 0 && (c > 0) != (sign > 0) {
				return false
			}
			sign = c
		}
	}
	return true
}
