package sprites

import "math"

// Vec is a point or direction in world space: x right, y away from the
// viewer, z up. Board units are one plot.
type Vec struct{ X, Y, Z float64 }

func (a Vec) Add(b Vec) Vec         { return Vec{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a Vec) Sub(b Vec) Vec         { return Vec{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }
func (a Vec) Mul(s float64) Vec     { return Vec{a.X * s, a.Y * s, a.Z * s} }
func (a Vec) Dot(b Vec) float64     { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func (a Vec) Cross(b Vec) Vec       { return Vec{a.Y*b.Z - a.Z*b.Y, a.Z*b.X - a.X*b.Z, a.X*b.Y - a.Y*b.X} }
func (a Vec) Len() float64          { return math.Sqrt(a.Dot(a)) }
func (a Vec) Norm() Vec             { return a.Mul(1 / a.Len()) }
func Lerp3(a, b Vec, t float64) Vec { return a.Add(b.Sub(a).Mul(t)) }

// Camera projects world points onto the screen with a pinhole perspective,
// fitted so that a chosen box of the world fills a screen rectangle.
type Camera struct {
	Eye            Vec
	right, up, fwd Vec
	focal          float64
	cx, cy         float64 // screen position of the optical axis
}

// NewCamera looks from eye at target.
func NewCamera(eye, target Vec) *Camera {
	f := target.Sub(eye).Norm()
	r := f.Cross(Vec{0, 0, 1}).Norm()
	u := r.Cross(f)
	return &Camera{Eye: eye, right: r, up: u, fwd: f, focal: 1}
}

// Project returns the screen position of p and its depth along the view.
func (c *Camera) Project(p Vec) (x, y, depth float64) {
	d := p.Sub(c.Eye)
	z := d.Dot(c.fwd)
	if z < 1e-6 {
		z = 1e-6
	}
	return c.cx + c.focal*d.Dot(c.right)/z, c.cy - c.focal*d.Dot(c.up)/z, z
}

// Fit scales and centres the projection so that every point of pts lands
// inside the screen rectangle (x, y, w, h), as large as possible.
func (c *Camera) Fit(pts []Vec, x, y, w, h float64) {
	c.focal, c.cx, c.cy = 1, 0, 0
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		px, py, _ := c.Project(p)
		minX, maxX = min(minX, px), max(maxX, px)
		minY, maxY = min(minY, py), max(maxY, py)
	}
	s := min(w/(maxX-minX), h/(maxY-minY))
	c.focal = s
	c.cx = x + w/2 - s*(minX+maxX)/2
	c.cy = y + h/2 - s*(minY+maxY)/2
}

// Scale is the number of screen pixels one world unit spans at p, for sizing
// flat decorations such as shadows and labels.
func (c *Camera) Scale(p Vec) float64 {
	_, _, z := c.Project(p)
	return c.focal / z
}

// Facing reports whether a face through p with outward normal n is turned
// towards the camera: only such faces of a convex solid are drawn.
func (c *Camera) Facing(p, n Vec) bool { return c.Eye.Sub(p).Dot(n) > 0 }
