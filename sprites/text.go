package sprites

import (
	_ "embed"
	"image/color"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// Weight picks the regular or the bold Go font.
type Weight int

const (
	Regular Weight = iota
	Bold
)

// The Go fonts from golang.org/x/image, cut to the characters of Latin
// scripts and our symbols (tools/subsetfonts.sh): the whole fonts cost the
// browser download 75 KB more.
var (
	//go:embed fonts/Go-Regular.ttf
	goRegular []byte
	//go:embed fonts/Go-Bold.ttf
	goBold []byte
)

// The fonts are drawn through x/image's opentype faces rather than a
// shaping engine: Latin text needs no shaping, and this keeps the
// WebAssembly download about a megabyte smaller (glyphs.go).
var fonts = func() [2]*opentype.Font {
	r, err := opentype.Parse(goRegular)
	if err != nil {
		panic(err)
	}
	b, err := opentype.Parse(goBold)
	if err != nil {
		panic(err)
	}
	return [2]*opentype.Font{r, b}
}()

type faceKey struct {
	w  Weight
	px int
}

// faces caches one face per weight and pixel size. Sizes are rounded to whole
// device pixels so that a handful of faces serve the whole interface.
var faces = map[faceKey]*glyphFace{}

func face(w Weight, px float64) *glyphFace {
	k := faceKey{w, max(4, int(px+0.5))}
	if f, ok := faces[k]; ok {
		return f
	}
	ff, err := opentype.NewFace(fonts[w], &opentype.FaceOptions{Size: float64(k.px), DPI: 72, Hinting: font.HintingVertical})
	if err != nil {
		panic(err)
	}
	f := newGlyphFace(ff)
	faces[k] = f
	return f
}

// Align says where text sits relative to its anchor point.
type Align int

const (
	Start Align = iota
	Middle
	End
)

// Text draws one line (or several, split at \n) with its anchor at x, y:
// h aligns horizontally, v vertically.
func (c *Canvas) Text(s string, x, y, size float64, w Weight, col color.Color, h, v Align) {
	if recordText != nil && !c.record(TextRun{Text: s}, x, y, size, w, h, v) {
		return
	}
	c.text(s, x, y, size, w, col, h, v)
}

func (c *Canvas) text(s string, x, y, size float64, w Weight, col color.Color, h, v Align) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x*c.Scale, y*c.Scale)
	op.ColorScale.ScaleWithColor(col)
	face(w, size*c.Scale).draw(c.Img, s, size*c.Scale*1.3, h, v, op)
}

// TextWidth measures a line in logical px.
func (c *Canvas) TextWidth(s string, size float64, w Weight) float64 {
	return face(w, size*c.Scale).width(s) / c.Scale
}

// Wrap breaks s into lines no wider than width at the given size.
func (c *Canvas) Wrap(s string, width, size float64, w Weight) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.FieldsFunc(para, breaks) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && c.TextWidth(try, size, w) > width {
				lines = append(lines, line)
				line = word
			} else {
				line = try
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// breaks is where a line may break: at a space, but not at a no-break
// space (French writes one before : ; ! ?, which must not begin a line,
// and in 12 000; strings.Fields broke there and lost it).
func breaks(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' }

// TextBox draws s wrapped to r's width, starting at its top; it returns the
// height used. Text that does not fit is cut at r's bottom.
func (c *Canvas) TextBox(s string, r Rect, size float64, w Weight, col color.Color, h Align) float64 {
	lh := size * 1.3
	y := r.Y
	x := r.X
	switch h {
	case Middle:
		x = r.X + r.W/2
	case End:
		x = r.Right()
	}
	used := 0.0
	for _, line := range c.Wrap(s, r.W, size, w) {
		if y+lh > r.Bottom()+0.5 {
			if recordText == nil {
				break
			}
			// A test recording hears of every line left out.
			c.record(TextRun{Text: line, Fit: r, Cut: true}, x, y, size, w, h, Start)
		} else {
			if recordText == nil || c.record(TextRun{Text: line, Fit: r}, x, y, size, w, h, Start) {
				c.text(line, x, y, size, w, col, h, Start)
			}
			used = y + lh - r.Y
		}
		y += lh
	}
	return used
}

// FitSize returns the largest size up to max at which s fits in width.
func (c *Canvas) FitSize(s string, width, maxSize float64, w Weight) float64 {
	size := maxSize
	for size > 8 && c.TextWidth(s, size, w) > width {
		size *= 0.92
	}
	return size
}
