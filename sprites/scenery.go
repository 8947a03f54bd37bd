package sprites

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
	// OverArea, when set, is where Over has anything (logical px): a
	// change of Over alone then redraws only that area.
	OverArea Rect
	// UnderArea, when set, is the only place where Under differs from
	// its last painting when its key changed (logical px): the layer is
	// painted again there alone, and only there is the screen redrawn. A
	// die coming to rest or a stake changing hands then costs its own
	// area, not the screen. In a browser at a low frame rate several
	// ticks fall in one frame, so key changes land on half the frames,
	// and each whole one cost a software GPU a screen's painting twice.
	UnderArea Rect

	under, over Layer
	w, h        int
	scale       float64 // the last frame's canvas scale, for Stale
	full        bool
	last, now   []image.Rectangle // device px: touched in the last frame, in this one
	restored    []image.Rectangle // restored from Under this frame, not overlapping
	blend       []image.Rectangle // where End blends Over, not overlapping
	pieces      []image.Rectangle // addDisjoint's work
	next        []image.Rectangle
	left, cut   []image.Rectangle // Repainted's work
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
	resized := s.w != b.Dx() || s.h != b.Dy()
	underOnly := !resized && s.under.img != nil && s.under.key != underKey && s.UnderArea.W > 0
	changed := resized || s.under.img == nil || s.under.key != underKey && !underOnly
	overOnly := !changed && paintOver != nil && s.over.img != nil && s.over.key != overKey && s.OverArea.W > 0
	if paintOver != nil && (s.over.img == nil || s.over.key != overKey) && !overOnly {
		changed = true
	}
	underOnly = underOnly && !changed
	s.w, s.h, s.scale = b.Dx(), b.Dy(), cv.Scale
	screen := Rect{0, 0, cv.W, cv.H}
	if underOnly {
		s.under.prepareArea(cv, screen, s.UnderArea, underKey, paintUnder)
	} else {
		s.under.prepare(cv, screen, underKey, paintUnder)
	}
	if paintOver != nil && overOnly {
		s.over.prepareArea(cv, screen, s.OverArea, overKey, paintOver)
	} else if paintOver != nil {
		s.over.prepare(cv, screen, overKey, paintOver)
	} else if s.over.img != nil {
		s.over.img.Deallocate()
		s.over = Layer{}
	}
	s.full = changed || !cv.Kept
	cv.Changed = cv.Changed || s.full
	s.last, s.now = s.now, s.last[:0]
	s.restored = s.restored[:0]
	if s.full {
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		cv.Img.DrawImage(s.under.img, op)
		return
	}
	// A changed area is restored as if something had moved there in the
	// last frame.
	if underOnly {
		s.Touch(cv, s.UnderArea)
	}
	if overOnly {
		s.Touch(cv, s.OverArea)
	}
	s.last = append(s.last, s.now...)
	s.now = s.now[:0]
	for _, r := range s.last {
		n := len(s.restored)
		s.restored = s.addDisjoint(s.restored, r)
		for _, p := range s.restored[n:] {
			drawPart(cv.Img, s.under.img, p, ebiten.BlendCopy)
		}
	}
	cv.Changed = cv.Changed || len(s.restored) > 0
}

// Touch records that something moving covers r (logical px) in this frame:
// the next frame restores it.
func (s *Scenery) Touch(cv *Canvas, r Rect) {
	cv.Changed = true
	s.touch(cv.Scale, r)
}

// Stale records, between frames, that something drawn over r (logical px)
// in an earlier frame and left on the kept screen since is to change: the
// next frame restores r, as if something had moved there. A part that
// changes seldom (a spinner turning in steps) is drawn once and left
// alone, so that the frames between its changes draw nothing at all.
func (s *Scenery) Stale(r Rect) {
	if s.scale > 0 {
		s.touch(s.scale, r)
	}
}

func (s *Scenery) touch(scale float64, r Rect) {
	x0, y0 := int(math.Floor(r.X*scale))-2, int(math.Floor(r.Y*scale))-2
	x1, y1 := int(math.Ceil(r.Right()*scale))+2, int(math.Ceil(r.Bottom()*scale))+2
	d := image.Rect(x0, y0, x1, y1).Intersect(image.Rect(0, 0, s.w, s.h))
	if !d.Empty() {
		s.now = append(s.now, d)
	}
}

// Clear readies r (logical px) for something moving that Over may lie
// over: it restores Under there and touches r. Where the last frame
// touched nothing the screen still holds Over, and End would blend Over's
// soft edges and shades over themselves again. Clear every such area
// before anything moving is drawn: a Clear restores what of r is not
// restored yet, and would wipe a drawing made there before it.
func (s *Scenery) Clear(cv *Canvas, r Rect) {
	n := len(s.now)
	s.Touch(cv, r)
	if s.full || len(s.now) == n {
		return
	}
	d := s.now[n]
	m := len(s.restored)
	s.restored = s.addDisjoint(s.restored, d)
	for _, p := range s.restored[m:] {
		drawPart(cv.Img, s.under.img, p, ebiten.BlendCopy)
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
	s.blend = append(s.blend[:0], s.restored...)
	for _, r := range s.now {
		s.blend = s.addDisjoint(s.blend, r)
	}
	for _, r := range s.blend {
		drawPart(cv.Img, s.over.img, r, ebiten.BlendSourceOver)
	}
}

// Repainted reports whether this frame has drawn over r (logical px) so
// far: the whole screen, an area restored from Under, or one touched by
// something moving (End blends Over there). Something drawn over r in an
// earlier frame and left alone since is gone from the screen when any is
// true; whole says r was covered completely, so that drawing it again
// leaves no trace of its last drawing.
func (s *Scenery) Repainted(cv *Canvas, r Rect) (any, whole bool) {
	if s.full {
		return true, true
	}
	x0, y0 := int(math.Floor(r.X*cv.Scale)), int(math.Floor(r.Y*cv.Scale))
	x1, y1 := int(math.Ceil(r.Right()*cv.Scale)), int(math.Ceil(r.Bottom()*cv.Scale))
	d := image.Rect(x0, y0, x1, y1).Intersect(image.Rect(0, 0, s.w, s.h))
	if d.Empty() {
		return false, false
	}
	// What of r no restored or touched area covers.
	s.left = append(s.left[:0], d)
	for _, set := range [2][]image.Rectangle{s.restored, s.now} {
		for _, o := range set {
			if o.Overlaps(d) {
				any = true
			}
			s.cut = s.cut[:0]
			for _, p := range s.left {
				s.cut = appendMinus(s.cut, p, o)
			}
			s.left, s.cut = s.cut, s.left
		}
	}
	return any, len(s.left) == 0
}

// Free lets the scenery's images go; the next Begin composes it afresh.
func (s *Scenery) Free() {
	s.under.Free()
	s.over.Free()
	s.w, s.h = 0, 0
}

// Full reports whether this frame redraws the whole screen.
func (s *Scenery) Full() bool { return s.full }

func drawPart(dst, src *ebiten.Image, r image.Rectangle, blend ebiten.Blend) {
	op := &ebiten.DrawImageOptions{Blend: blend}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(src.SubImage(r).(*ebiten.Image), op)
}

// addDisjoint appends to set, whose rectangles do not overlap, the parts
// of r that none of them covers: no pixel is restored or blended twice,
// and nothing outside the rectangles is. Joining overlapping rectangles
// into the one around both, as this did before, made two tokens a few
// spaces apart restore and blend the whole row of the street between them.
func (s *Scenery) addDisjoint(set []image.Rectangle, r image.Rectangle) []image.Rectangle {
	s.pieces = append(s.pieces[:0], r)
	for _, o := range set {
		s.next = s.next[:0]
		for _, p := range s.pieces {
			s.next = appendMinus(s.next, p, o)
		}
		s.pieces, s.next = s.next, s.pieces
		if len(s.pieces) == 0 {
			break
		}
	}
	return append(set, s.pieces...)
}

// appendMinus appends p less o, in up to four rectangles.
func appendMinus(dst []image.Rectangle, p, o image.Rectangle) []image.Rectangle {
	i := p.Intersect(o)
	if i.Empty() {
		return append(dst, p)
	}
	if p.Min.Y < i.Min.Y {
		dst = append(dst, image.Rect(p.Min.X, p.Min.Y, p.Max.X, i.Min.Y))
	}
	if i.Max.Y < p.Max.Y {
		dst = append(dst, image.Rect(p.Min.X, i.Max.Y, p.Max.X, p.Max.Y))
	}
	if p.Min.X < i.Min.X {
		dst = append(dst, image.Rect(p.Min.X, i.Min.Y, i.Min.X, i.Max.Y))
	}
	if i.Max.X < p.Max.X {
		dst = append(dst, image.Rect(i.Max.X, i.Min.Y, p.Max.X, i.Max.Y))
	}
	return dst
}

// DrawUnder copies the Under part r (logical px) moved by dx, dy: a still
// part that shakes, say. Touch the area it covers.
func (s *Scenery) DrawUnder(cv *Canvas, r Rect, dx, dy float64) {
	if s.under.img == nil {
		return
	}
	b := image.Rect(int(r.X*cv.Scale), int(r.Y*cv.Scale), int(math.Ceil(r.Right()*cv.Scale)), int(math.Ceil(r.Bottom()*cv.Scale))).Intersect(s.under.img.Bounds())
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(b.Min.X)+math.Round(dx*cv.Scale), float64(b.Min.Y)+math.Round(dy*cv.Scale))
	cv.Img.DrawImage(s.under.img.SubImage(b).(*ebiten.Image), op)
}

// Backdrop is a full-screen backdrop of soft shapes (gradients, glows),
// kept at an eighth of the screen's resolution and stretched when drawn: a
// sixty-fourth of the memory and the painting of a full-size layer, and
// for soft shapes no visible difference.
type Backdrop struct {
	img  *ebiten.Image
	key  any
	w, h int
}

// backdropShrink is how many screen pixels a backdrop pixel spans.
const backdropShrink = 8

// Draw covers cv with the backdrop, painting it first when key or the
// screen's size changed.
func (b *Backdrop) Draw(cv *Canvas, key any, paint func(cv *Canvas)) {
	sb := cv.Img.Bounds()
	w, h := sb.Dx()/backdropShrink+2, sb.Dy()/backdropShrink+2
	if b.img == nil || b.w != w || b.h != h || b.key != key {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img, b.w, b.h, b.key = ebiten.NewImage(w, h), w, h, key
		s := cv.Scale / backdropShrink
		paint(&Canvas{Img: b.img, Scale: s, W: float64(w) / s, H: float64(h) / s})
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(backdropShrink, backdropShrink)
	cv.Img.DrawImage(b.img, op)
}

// Free lets the backdrop's image go; the next Draw paints it afresh.
func (b *Backdrop) Free() {
	if b.img != nil {
		b.img.Deallocate()
	}
	*b = Backdrop{}
}
