package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Particle is one spark or speck of dust, in screen space.
type Particle struct {
	X, Y, VX, VY float64
	Life, Age    int
	Size         float64
	Col          color.RGBA
}

// Particles is a small particle system advanced once per tick.
type Particles struct {
	list []Particle
	seed uint32
}

// rnd is a tiny deterministic generator: particles are decoration, and must
// not touch the rules' chance or the clock.
func (ps *Particles) rnd() float64 {
	ps.seed = ps.seed*1664525 + 1013904223
	return float64(ps.seed>>8) / (1 << 24)
}

// Burst throws n particles out from (x, y) in screen space.
func (ps *Particles) Burst(x, y float64, n int, col color.RGBA, speed float64) {
	for range n {
		a := ps.rnd() * 2 * math.Pi
		v := speed * (0.4 + 0.6*ps.rnd())
		ps.list = append(ps.list, Particle{
			X: x, Y: y, VX: v * math.Cos(a), VY: v*math.Sin(a) - speed*0.6,
			Life: 30 + int(ps.rnd()*25), Size: 2 + 3*ps.rnd(), Col: col,
		})
	}
}

// Update moves the particles on one tick, with a little gravity and drag.
func (ps *Particles) Update() {
	out := ps.list[:0]
	for _, p := range ps.list {
		p.Age++
		if p.Age >= p.Life {
			continue
		}
		p.X += p.VX
		p.Y += p.VY
		p.VY += 0.18
		p.VX *= 0.97
		out = append(out, p)
	}
	ps.list = out
}

// Busy reports whether any particle is alive.
func (ps *Particles) Busy() bool { return len(ps.list) > 0 }

// Draw paints the particles, fading with age: each is a scaled, tinted
// copy of one disc image, so a burst is one batched draw rather than dozens
// of vector paths. It returns the screen area they cover (logical px).
func (ps *Particles) Draw(cv *Canvas) Rect {
	if len(ps.list) == 0 {
		return Rect{}
	}
	img := Disc()
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	var op ebiten.DrawImageOptions
	for _, p := range ps.list {
		a := 1 - float64(p.Age)/float64(p.Life)
		r := p.Size * (0.5 + 0.5*a)
		op.GeoM.Reset()
		op.ColorScale.Reset()
		op.GeoM.Translate(-discPixels/2, -discPixels/2)
		op.GeoM.Scale(2*r*cv.Scale/discPixels, 2*r*cv.Scale/discPixels)
		op.GeoM.Translate(p.X*cv.Scale, p.Y*cv.Scale)
		op.ColorScale.ScaleWithColor(Alpha(p.Col, a))
		op.Filter = ebiten.FilterLinear
		cv.Img.DrawImage(img, &op)
		x0, y0 = min(x0, p.X-r), min(y0, p.Y-r)
		x1, y1 = max(x1, p.X+r), max(y1, p.Y+r)
	}
	return R(x0, y0, x1-x0, y1-y0)
}
