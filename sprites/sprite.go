package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprite is a drawing kept as an image: a piece, a building, a token. It is
// painted once with vector paths and then copied, which costs a browser
// that renders on the CPU a small fraction of painting it again.
type Sprite struct {
	Img *ebiten.Image
	// X, Y is where the image's top-left corner goes on screen, in device
	// pixels: drawn there unscaled, it is exactly the painted drawing.
	X, Y int
}

// Draw copies the sprite to its place.
func (s *Sprite) Draw(cv *Canvas) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(s.X), float64(s.Y))
	cv.Img.DrawImage(s.Img, op)
}

// Bounds is the sprite's screen rectangle in logical pixels.
func (s *Sprite) Bounds(cv *Canvas) Rect {
	b := s.Img.Bounds()
	return R(float64(s.X)/cv.Scale, float64(s.Y)/cv.Scale, float64(b.Dx())/cv.Scale, float64(b.Dy())/cv.Scale)
}

// Sprites caches sprites by key, at most Max of them (the least recently
// used goes first), so that a long game does not pile images up.
type Sprites struct {
	Max   int
	m     map[any]*Sprite
	order []any
}

// Get returns key's sprite, painting it first if it is not cached: paint
// draws with cam, as it would on the screen, and the sprite keeps what
// falls inside box (x0, y0, x1, y1 in logical screen px).
func (sp *Sprites) Get(cv *Canvas, cam *Camera, key any, box [4]float64, paint func(cv *Canvas, cam *Camera)) *Sprite {
	if s, ok := sp.m[key]; ok {
		sp.use(key)
		return s
	}
	if sp.m == nil {
		sp.m = map[any]*Sprite{}
	}
	x0, y0 := int(math.Floor(box[0]*cv.Scale))-2, int(math.Floor(box[1]*cv.Scale))-2
	x1, y1 := int(math.Ceil(box[2]*cv.Scale))+2, int(math.Ceil(box[3]*cv.Scale))+2
	s := &Sprite{Img: NewImage(max(1, x1-x0), max(1, y1-y0)), X: x0, Y: y0}
	local := *cam
	local.cx -= float64(x0) / cv.Scale
	local.cy -= float64(y0) / cv.Scale
	lc := &Canvas{Img: s.Img, Scale: cv.Scale, W: float64(x1-x0) / cv.Scale, H: float64(y1-y0) / cv.Scale}
	paint(lc, &local)
	sp.m[key] = s
	sp.order = append(sp.order, key)
	for sp.Max > 0 && len(sp.order) > sp.Max {
		old := sp.order[0]
		sp.order = sp.order[1:]
		sp.m[old].Img.Deallocate()
		delete(sp.m, old)
	}
	return s
}

func (sp *Sprites) use(key any) {
	for i, k := range sp.order {
		if k == key {
			copy(sp.order[i:], sp.order[i+1:])
			sp.order[len(sp.order)-1] = key
			return
		}
	}
}

// Clear drops every sprite (the screen changed size, say).
func (sp *Sprites) Clear() {
	for _, s := range sp.m {
		s.Img.Deallocate()
	}
	sp.m, sp.order = nil, sp.order[:0]
}

// Box is the screen box (x0, y0, x1, y1) of the world box from lo to hi.
func (c *Camera) Box(lo, hi Vec) [4]float64 {
	b := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, x := range [2]float64{lo.X, hi.X} {
		for _, y := range [2]float64{lo.Y, hi.Y} {
			for _, z := range [2]float64{lo.Z, hi.Z} {
				sx, sy, _ := c.Project(Vec{x, y, z})
				b[0], b[1] = min(b[0], sx), min(b[1], sy)
				b[2], b[3] = max(b[2], sx), max(b[3], sy)
			}
		}
	}
	return b
}

// disc is a white anti-aliased disc, drawn once: round things that move
// (particles, shadows) are scaled, tinted copies of it.
var disc *ebiten.Image

const discPixels = 64

// Disc returns the white disc image (discPixels across).
func Disc() *ebiten.Image {
	if disc == nil {
		disc = ebiten.NewImage(discPixels, discPixels)
		c := &Canvas{Img: disc, Scale: 1, W: discPixels, H: discPixels}
		c.Circle(discPixels/2, discPixels/2, discPixels/2-1, White)
	}
	return disc
}

// GroundDisc draws a flat disc lying at height centre.Z, tinted col: the
// shadow of a piece in the air. It is the disc image stretched to the
// projected radii: no path is built.
func GroundDisc(cv *Canvas, cam *Camera, centre Vec, r float64, col color.Color) Rect {
	cx, _, _ := cam.Project(centre)
	ex, _, _ := cam.Project(centre.Add(Vec{r, 0, 0}))
	_, fy, _ := cam.Project(centre.Add(Vec{0, -r, 0}))
	_, by, _ := cam.Project(centre.Add(Vec{0, r, 0}))
	rx, ry := math.Abs(ex-cx), math.Abs(fy-by)/2
	my := (fy + by) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-discPixels/2, -discPixels/2)
	op.GeoM.Scale(2*rx*cv.Scale/discPixels, 2*ry*cv.Scale/discPixels)
	op.GeoM.Translate(cx*cv.Scale, my*cv.Scale)
	op.ColorScale.ScaleWithColor(col)
	op.Filter = ebiten.FilterLinear
	cv.Img.DrawImage(Disc(), op)
	return R(cx-rx, my-ry, 2*rx, 2*ry)
}
