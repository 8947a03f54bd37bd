package sprites

import "github.com/hajimehoshi/ebiten/v2"

// TextRun is one run of text as a frame drew it, for the tests that check
// every word fits its screen, its button and its box in every language
// (scenetest's TextProblems).
type TextRun struct {
	Text string
	// Box is where the run's glyphs lie, ink to ink (logical px), on Onto:
	// a run painted into a layer is placed where the layer is drawn.
	Box Rect
	// Fit is the rectangle a TextBox was given; empty for Text.
	Fit Rect
	// Cut marks a TextBox line left out for want of room below (Box is
	// where it would have stood).
	Cut bool
	// Onto is the image the run ends up on: the canvas's own, or the one a
	// layer holding it is drawn onto.
	Onto *ebiten.Image
}

// recordText, while a test records (RecordText), is told of every run and
// says whether to draw it. The game never sets it: drawing text then costs
// one nil check.
var recordText func(TextRun) bool

// recordings counts the recordings begun and ended: a layer painted in
// another count is painted again, so that a run a recording held back
// does not stay missing from a kept layer.
var recordings int

// RecordText makes every run of text drawn from now on go to f, and be
// drawn only if f says so (a test leaves one out to see what lies under
// it), until stop is called. While it records, every Layer is painted
// again at each frame so that the text inside is seen. For tests only.
func RecordText(f func(TextRun) bool) (stop func()) {
	recordText = f
	recordings++
	return func() {
		recordText = nil
		recordings++
	}
}

// onto is the image the canvas's drawing ends up on.
func (c *Canvas) onto() *ebiten.Image {
	if c.shownOn != nil {
		return c.shownOn
	}
	return c.Img
}

// record tells the recorder of a run and reports whether to draw it.
func (c *Canvas) record(run TextRun, x, y, size float64, w Weight, h, v Align) bool {
	g := face(w, size*c.Scale)
	ink := g.ink(run.Text, size*c.Scale*1.3, h, v)
	if ink.W <= 0 || ink.H <= 0 {
		return true
	}
	run.Box = R(x+c.shownX+ink.X/c.Scale, y+c.shownY+ink.Y/c.Scale, ink.W/c.Scale, ink.H/c.Scale)
	if run.Fit.W > 0 {
		run.Fit.X += c.shownX
		run.Fit.Y += c.shownY
	}
	run.Onto = c.onto()
	return recordText(run)
}

// ink is the box the glyphs of s cover (device px, from the anchor), laid
// out as draw lays them out.
func (g *glyphFace) ink(s string, spacing float64, h, v Align) Rect {
	ls := lines(s)
	y := g.firstBaseline(len(ls), spacing, v)
	var box Rect
	for _, l := range ls {
		l = trimLineBreak(l)
		x := 0.0
		switch h {
		case Middle:
			x = -g.width(l) / 2
		case End:
			x = -g.width(l)
		}
		ox, oy := toFixed(x), toFixed(y)&^((1<<6)-1)
		xs := g.origins(l)
		k := 0
		for i, r := range l {
			px := ox
			if i > 0 {
				px = ox + xs[k]
				k++
			}
			b := g.glyphBounds(r)
			if b.Max.X <= b.Min.X || b.Max.Y <= b.Min.Y {
				continue
			}
			x0, y0 := toFloat(px+b.Min.X), toFloat(oy+b.Min.Y)
			box = box.Union(R(x0, y0, toFloat(b.Max.X-b.Min.X), toFloat(b.Max.Y-b.Min.Y)))
		}
		y += spacing
	}
	return box
}
