package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scenery is how a scene draws a frame for the price of what moves in it.
// What stands still is composed once into two full-screen images: Under
// (the felt, the board, the pieces at rest) and Over (panels and buttons
// above anything that moves). While the screen still holds the scene's
// last frame (Canvas.Kept) a frame only restores the regions that moving
// things covered in the last frame and covers in this one; everything else
// on screen is already right. A frame with nothing moving costs nothing.
//
//	sc.Begin(cv, underKey, overKey, paintUnder, paintOver) // keys: what each shows
//	... draw what moves under the panels; sc.Touch each area it covers
//	sc.End(cv)
//	... draw what moves over the panels (a spinner); sc.Touch it too
//
// A scene that uses Scenery implements KeepsScreen, so that the app does not
// clear the screen before it draws.
type Scenery struct {
	under, over Layer
	w, h        int
	full        bool
	last, now   []image.Rectangle // device px: touched in the last frame, in this one
	restored    []image.Rectangle
}

// KeepsScreen is implemented by scenes that draw with a Scenery: the app
// keeps their last frame on screen rather than clearing it (Canvas.Kept).
type KeepsScreen interface {
	KeepsScreen()
}

// Begin starts a frame. When a key differs from the last frame's, or the
// screen does not hold the last frame, that part is composed again
// (paintOver may be nil: nothing stands over what moves) and the whole
// screen is redrawn; otherwise only the areas touched in the last frame are
// restored. Keys must be comparable (==).
func (s *Scenery) Begin(cv *Canvas, underKey, overKey any, paintUnder, paintOver func(cv *Canvas)) {
	b := cv.Img.Bounds()
	changed := s.w != b.Dx() || s.h != b.Dy() || s.under.img == nil || s.under.key != underKey ||
		(paintOver != nil && (s.over.img == nil || s.over.key != overKey))
	s.w, s.h = b.Dx(), b.Dy()
	s.under.prepare(cv, Rect{0, 0, cv.W, cv.H}, underKey, paintUnder)
	if paintOver != nil {
		s.over.prepare(cv, Rect{0, 0, cv.W, cv.H}, overKey, paintOver)
	} else if s.over.img != nil {
		s.over.img.Deallocate()
		s.over = Layer{}
	}
	s.full = changed || !cv.Kept
	s.last, s.now = s.now, s.last[:0]
	s.restored = s.restored[:0]
	if s.full {
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		cv.Img.DrawImage(s.under.img, op)
		return
	}
	s.restored = mergeRects(append(s.restored, s.last...))
	for _, r := range s.restored {
		drawPart(cv.Img, s.under.img, r, ebiten.BlendCopy)
	}
}

// Touch records that something moving covers r (logical px) in this frame:
// the next frame restores it.
func (s *Scenery) Touch(cv *Canvas, r Rect) {
	x0, y0 := int(math.Floor(r.X*cv.Scale))-2, int(math.Floor(r.Y*cv.Scale))-2
	x1, y1 := int(math.Ceil(r.Right()*cv.Scale))+2, int(math.Ceil(r.Bottom()*cv.Scale))+2
	d := image.Rect(x0, y0, x1, y1).Intersect(image.Rect(0, 0, s.w, s.h))
	if !d.Empty() {
		s.now = append(s.now, d)
	}
}

// End draws the still parts that lie over moving things, where anything
// moved.
func (s *Scenery) End(cv *Canvas) {
	if s.over.img == nil {
		return
	}
	if s.full {
		cv.Img.DrawImage(s.over.img, nil)
		return
	}
	for _, r := range mergeRects(append(s.restored, s.now...)) {
		drawPart(cv.Img, s.over.img, r, ebiten.BlendSourceOver)
	}
}

// Full reports whether this frame redraws the whole screen.
func (s *Scenery) Full() bool { return s.full }

func drawPart(dst, src *ebiten.Image, r image.Rectangle, blend ebiten.Blend) {
	op := &ebiten.DrawImageOptions{Blend: blend}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(src.SubImage(r).(*ebiten.Image), op)
}

// mergeRects joins overlapping rectangles until none overlap, so that no
// pixel is blended twice.
func mergeRects(rs []image.Rectangle) []image.Rectangle {
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(rs); i++ {
			for j := i + 1; j < len(rs); j++ {
				if rs[i].Overlaps(rs[j]) {
					rs[i] = rs[i].Union(rs[j])
					rs = append(rs[:j], rs[j+1:]...)
					merged = true
					j--
				}
			}
		}
	}
	return rs
}
