package sprites

import (
	"image"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// glyphFace draws text in one weight at one pixel size. It places and
// renders glyphs exactly as Ebitengine's text/v2 does with a GoXFace (the
// same sub-pixel steps, image bounds and cache), for left-to-right text
// only. text/v2 itself brings a shaping engine, SVG and bitmap-font
// decoders and Unicode tables that Latin text never uses: leaving it out
// makes the browser download 200 KB smaller (docs/performance.md).
type glyphFace struct {
	f               font.Face
	ascent, descent float64
	// step is the sub-pixel step of a glyph's horizontal position: small
	// text gets more variants per glyph so that it keeps its spacing.
	step     fixed.Int26_6
	images   map[glyphKey]*glyphImage
	softMax  int
	lastTick int64

	bounds   map[rune]glyphBounds
	advances map[rune]fixed.Int26_6
	kerns    map[[2]rune]fixed.Int26_6
}

type glyphKey struct {
	r    rune
	subX fixed.Int26_6
}

type glyphImage struct {
	img  *ebiten.Image
	used int64
}

type glyphBounds struct {
	b  fixed.Rectangle26_6
	ok bool
}

func newGlyphFace(f font.Face) *glyphFace {
	m := f.Metrics()
	g := &glyphFace{f: f, ascent: toFloat(m.Ascent), descent: toFloat(m.Descent),
		images: map[glyphKey]*glyphImage{}, bounds: map[rune]glyphBounds{},
		advances: map[rune]fixed.Int26_6{}, kerns: map[[2]rune]fixed.Int26_6{}}
	variants := 1
	switch s := g.ascent + g.descent; {
	case s < 20:
		variants = 8
	case s < 40:
		variants = 4
	case s < 80:
		variants = 2
	}
	g.step = (1 << 6) / fixed.Int26_6(variants)
	g.softMax = 128 * variants
	return g
}

func toFloat(x fixed.Int26_6) float64 { return float64(x) / (1 << 6) }
func toFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * (1 << 6)) }

// isLineBreak is every code point that ends a line.
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\v', '\f', '\r', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}

// lines splits s after each line break, a CR LF counting as one.
func lines(s string) []string {
	var out []string
	for len(s) > 0 {
		n := len(s)
		if i := strings.IndexAny(s, "\n\v\f\r\u0085\u2028\u2029"); i >= 0 {
			_, size := utf8.DecodeRuneInString(s[i:])
			n = i + size
			if s[i] == '\r' && n < len(s) && s[n] == '\n' {
				n++
			}
		}
		out = append(out, s[:n])
		s = s[n:]
	}
	return out
}

func trimLineBreak(s string) string {
	if strings.HasSuffix(s, "\r\n") {
		return s[:len(s)-2]
	}
	if r, n := utf8.DecodeLastRuneInString(s); isLineBreak(r) {
		return s[:len(s)-n]
	}
	return s
}

func (g *glyphFace) advance(r rune) fixed.Int26_6 {
	a, ok := g.advances[r]
	if !ok {
		a, _ = g.f.GlyphAdvance(r)
		g.advances[r] = a
	}
	return a
}

func (g *glyphFace) kern(a, b rune) fixed.Int26_6 {
	k, ok := g.kerns[[2]rune{a, b}]
	if !ok {
		k = g.f.Kern(a, b)
		g.kerns[[2]rune{a, b}] = k
	}
	return k
}

func (g *glyphFace) glyphBounds(r rune) fixed.Rectangle26_6 {
	b, ok := g.bounds[r]
	if !ok {
		b.b, _, b.ok = g.f.GlyphBounds(r)
		g.bounds[r] = b
	}
	return b.b
}

// origins returns where each glyph after the first starts on the first
// line of s, and last the line's whole advance.
func (g *glyphFace) origins(s string) []fixed.Int26_6 {
	var xs []fixed.Int26_6
	prev := rune(-1)
	var x fixed.Int26_6
	for _, r := range s {
		if isLineBreak(r) {
			break
		}
		if prev >= 0 {
			x += g.kern(prev, r)
			xs = append(xs, x)
		}
		x += g.advance(r)
		prev = r
	}
	if prev < 0 {
		return nil
	}
	return append(xs, x)
}

// width is the advance of the first line of s in pixels.
func (g *glyphFace) width(s string) float64 {
	xs := g.origins(s)
	if len(xs) == 0 {
		return 0
	}
	return toFloat(xs[len(xs)-1])
}

// draw draws s, its lines spacing apart, with GeoM and colour of op,
// aligned around the origin as text/v2's Draw aligns it.
func (g *glyphFace) draw(dst *ebiten.Image, s string, spacing float64, h, v Align, op *ebiten.DrawImageOptions) {
	if s == "" {
		return
	}
	ls := lines(s)
	widths := make([]float64, len(ls))
	for i, l := range ls {
		widths[i] = g.width(trimLineBreak(l))
	}
	y := g.firstBaseline(len(ls), spacing, v)
	geoM := op.GeoM
	tick := ebiten.Tick()
	for i, l := range ls {
		var x float64
		switch h {
		case Middle:
			x = -widths[i] / 2
		case End:
			x = -widths[i]
		}
		g.drawLine(dst, trimLineBreak(l), x, y, geoM, op, tick)
		y += spacing
	}
	op.GeoM = geoM
}

func (g *glyphFace) drawLine(dst *ebiten.Image, line string, x, y float64, geoM ebiten.GeoM, op *ebiten.DrawImageOptions, tick int64) {
	ox := toFixed(x)
	oy := toFixed(y) &^ ((1 << 6) - 1)
	xs := g.origins(line)
	k := 0
	for i, r := range line {
		px := ox
		if i > 0 {
			px = ox + xs[k]
			k++
		}
		px = px / g.step * g.step
		b := g.glyphBounds(r)
		w, hgt := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
		if w == 0 || hgt == 0 {
			continue
		}
		ix, iy := (px + b.Min.X).Floor(), (oy + b.Min.Y).Floor()
		rect := image.Rect(ix, iy, ix+w+1, iy+hgt+1)
		if !overlaps(geoM, rect, dst.Bounds()) {
			continue
		}
		sub := fixed.Point26_6{X: (px + b.Min.X) & ((1 << 6) - 1), Y: (oy + b.Min.Y) & ((1 << 6) - 1)}
		img := g.image(r, sub, b, tick)
		if img == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(float64(rect.Min.X), float64(rect.Min.Y))
		op.GeoM.Concat(geoM)
		dst.DrawImage(img, op)
	}
}

// image renders a glyph at a sub-pixel offset once and keeps it; past a
// soft limit, glyphs not drawn for a second are let go.
func (g *glyphFace) image(r rune, sub fixed.Point26_6, b fixed.Rectangle26_6, tick int64) *ebiten.Image {
	key := glyphKey{r, sub.X}
	if e, ok := g.images[key]; ok {
		e.used = tick
		return e.img
	}
	e := &glyphImage{img: ebiten.NewImageFromImage(rasterise(g.f, r, sub, b)), used: tick}
	g.images[key] = e
	if g.lastTick < tick && len(g.images) > g.softMax {
		for k, old := range g.images {
			if old.used < tick-60 {
				delete(g.images, k)
			}
		}
	}
	g.lastTick = tick
	return e.img
}

// rasterise draws glyph r of f, whose bounds are b, white on a clear
// image just large enough, at the sub-pixel offset sub.
func rasterise(f font.Face, r rune, sub fixed.Point26_6, b fixed.Rectangle26_6) *image.RGBA {
	w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: rgba, Src: image.NewUniform(color.White), Face: f,
		Dot: fixed.Point26_6{X: -b.Min.X + sub.X, Y: -b.Min.Y + sub.Y}}
	d.DrawString(string(r))
	return rgba
}

// overlaps says whether rect, moved by geoM, touches dst.
func overlaps(geoM ebiten.GeoM, rect, dst image.Rectangle) bool {
	x0, y0 := float64(rect.Min.X), float64(rect.Min.Y)
	x1, y1 := float64(rect.Max.X), float64(rect.Max.Y)
	ax, ay := geoM.Apply(x0, y0)
	bx, by := geoM.Apply(x1, y0)
	cx, cy := geoM.Apply(x0, y1)
	dx, dy := geoM.Apply(x1, y1)
	r := image.Rect(int(math.Floor(min(ax, bx, cx, dx))), int(math.Floor(min(ay, by, cy, dy))),
		int(math.Ceil(max(ax, bx, cx, dx))), int(math.Ceil(max(ay, by, cy, dy))))
	return r.Overlaps(dst)
}

// firstBaseline is where the first of n lines sits against the anchor,
// aligned v, for drawing a run and for measuring its ink alike.
func (g *glyphFace) firstBaseline(n int, spacing float64, v Align) float64 {
	height := float64(n-1)*spacing + g.ascent + g.descent
	y := g.ascent
	switch v {
	case Middle:
		y -= height / 2
	case End:
		y -= height
	}
	return y
}
