package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/assets"
	"quartet/lang"
	"quartet/rules/catalog"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// rulesView shows a title's rules page; drag, scroll or use the arrow keys
// to read on. A line "@SPEC|caption" is a small diagram: the title's scene
// draws SPEC in a strip, and the caption follows it as text. A line
// "[diagram NAME]" is a picture up to half the page wide high.
type rulesView struct {
	title   string
	paras   []para
	diagram func(cv *sprites.Canvas, r sprites.Rect, spec string)
	scroll  float64
	grab    float64
	done    sprites.Rect
	body    sprites.Rect
	// lines is the page laid out for the body's width (laidW), and height
	// its total height.
	lines  []rulesLine
	laidW  float64
	height float64
	layer  sprites.Layer
	// lang is the language paras are in: a change of language reads
	// the page again.
	lang lang.Showing
}

// para is one block of the page: a section heading, a bullet, or a
// paragraph of running text.
type para struct {
	text           string
	heading, point bool
	diagram        string // the SPEC of a diagram, drawn above text
	tall           bool   // a "[diagram NAME]" picture, not a strip
}

// diagramHeight is the height of a tall rules diagram, at most half its width.
const diagramHeight = 190.0

// rulesLine is one laid-out line: its text, where it sits on the page, and
// how it is set.
type rulesLine struct {
	text    string
	x, y    float64
	size    float64
	heading bool
	diagram string // a diagram's SPEC; size is then its height
}

func newRulesView(title string) *rulesView {
	v := &rulesView{title: title}
	v.read()
	if ts, ok := lookupTitleScene(title); ok {
		v.diagram = ts.Diagram
	}
	return v
}

// read takes the page in the screens' language (English where the title
// has none in it).
func (r *rulesView) read() {
	r.lang = lang.Shown()
	r.paras = splitParas(assets.RulesIn(r.title, string(r.lang.Language)))
	r.laidW = 0
}

func (r *rulesView) panel(c *ui.Context) sprites.Rect {
	w := min(720, c.W-24)
	h := c.H - 24
	return sprites.R((c.W-w)/2, 12, w, h)
}

// Free lets the page image go.
func (r *rulesView) Free() { r.layer.Free() }

func (r *rulesView) Update(c *ui.Context) error {
	p := r.panel(c).Inset(22)
	if c.Compact() {
		p = r.panel(c).Inset(16)
	}
	_, p = p.CutTop(50)
	r.done, p = p.CutBottom(52)
	_, r.body = p.CutBottom(10)
	if r.lang != lang.Shown() {
		r.read()
	}
	r.layout(c)
	ptr := c.Pointer
	if ptr.Pressed {
		r.grab = r.scroll
	}
	if ptr.Down && r.body.Contains(ptr.StartX, ptr.StartY) {
		r.scroll = r.grab - (ptr.Y - ptr.StartY)
	}
	_, wy := ebiten.Wheel()
	r.scroll -= wy * 40
	if c.Key(ebiten.KeyDown) || c.Key(ebiten.KeyPageDown) || c.Key(ebiten.KeySpace) {
		r.scroll += r.body.H * 0.8
	}
	if c.Key(ebiten.KeyUp) || c.Key(ebiten.KeyPageUp) {
		r.scroll -= r.body.H * 0.8
	}
	r.scroll = max(0, min(r.scroll, r.height-r.body.H))
	if c.Button("close-rules", r.done, lang.T("Back"), true) || c.Key(ebiten.KeyEscape) {
		c.Nav.Close()
	}
	return nil
}

// layout sets the page for the body's width, once per width: headings
// bold and larger with room above, bullets hanging, text regular.
func (r *rulesView) layout(c *ui.Context) {
	if r.body.W <= 0 || r.body.W == r.laidW {
		return
	}
	r.laidW = r.body.W
	cv := &sprites.Canvas{Scale: c.Scale}
	size := 18.0
	if c.Compact() {
		size = 16
	}
	r.lines = r.lines[:0]
	y := 0.0
	for i, p := range r.paras {
		switch {
		case p.heading:
			hs := size * 1.2
			if i > 0 {
				y += size * 0.9
			}
			for _, line := range cv.Wrap(p.text, r.body.W, hs, sprites.Bold) {
				r.lines = append(r.lines, rulesLine{text: line, y: y, size: hs, heading: true})
				y += hs * 1.3
			}
			y += size * 0.25
		case p.point:
			indent := size * 1.2
			for j, line := range cv.Wrap(p.text, r.body.W-indent, size, sprites.Regular) {
				if j == 0 {
					r.lines = append(r.lines, rulesLine{text: "•", x: size * 0.3, y: y, size: size})
				}
				r.lines = append(r.lines, rulesLine{text: line, x: indent, y: y, size: size})
				y += size * 1.35
			}
			y += size * 0.2
		default:
			switch {
			case p.diagram != "" && r.diagram != nil && p.tall:
				h := min(diagramHeight, r.body.W*0.5)
				r.lines = append(r.lines, rulesLine{diagram: p.diagram, y: y, size: h})
				y += h + size*0.6
			case p.diagram != "" && r.diagram != nil:
				h := min(48, r.body.W/8)
				r.lines = append(r.lines, rulesLine{diagram: p.diagram, y: y, size: h})
				y += h + 6
			}
			if p.text == "" {
				continue
			}
			for _, line := range cv.Wrap(p.text, r.body.W, size, sprites.Regular) {
				r.lines = append(r.lines, rulesLine{text: line, y: y, size: size})
				y += size * 1.35
			}
			y += size * 0.45
		}
	}
	r.height = y
}

func (r *rulesView) Draw(cv *sprites.Canvas, c *ui.Context) {
	p := r.panel(c)
	cv.SoftShadow(p, 18, 14, 0.5)
	cv.RoundRect(p, 18, sprites.Paper)
	name := r.title
	if t, ok := catalog.Lookup(r.title); ok {
		name = t.Name
	}
	head := lang.Tf("How to play %s", name)
	cv.Text(head, p.X+p.W/2, p.Y+40, cv.FitSize(head, p.W-40, 26, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	if r.body.W <= 0 || r.laidW == 0 {
		return
	}
	// The page is painted into a layer the body's size, which clips it,
	// once per scroll position rather than every frame.
	r.layer.DrawRect(cv, r.body, rulesKey{r.body.W, r.body.H, r.scroll, r.lang}, r.paint)
	if r.height > r.body.H {
		frac := r.body.H / r.height
		bar := sprites.R(p.Right()-10, r.body.Y+r.scroll/r.height*r.body.H, 5, r.body.H*frac)
		cv.RoundRect(bar, 2.5, sprites.Alpha(sprites.Ink, 0.3))
		// A soft edge over the last line says there is more below.
		if r.scroll < r.height-r.body.H-1 {
			for i := range 6 {
				cv.Rect(sprites.R(r.body.X, r.body.Bottom()-float64(6-i)*4, r.body.W, 4), sprites.Alpha(sprites.Paper, float64(i+1)/7))
			}
		}
	}
	ui.DrawButton(cv, c, r.done, lang.T("Back"), ui.Primary, true)
}

// rulesKey is what the page's layer shows.
type rulesKey struct {
	w, h, scroll float64
	lang         lang.Showing
}

func (r *rulesView) paint(cv *sprites.Canvas) {
	for _, l := range r.lines {
		y := l.y - r.scroll
		if y+l.size*1.4 < 0 || y > cv.H {
			continue
		}
		if l.diagram != "" {
			r.diagram(cv, sprites.R(l.x, y, cv.W, l.size), l.diagram)
			continue
		}
		w, col := sprites.Regular, sprites.Ink
		if l.heading {
			w, col = sprites.Bold, sprites.Shade(sprites.Hex(0x9A3B2E), 1)
		}
		cv.Text(l.text, l.x, y, l.size, w, col, sprites.Start, sprites.Start)
	}
}

// splitParas joins wrapped lines into paragraphs: a blank line ends one, a
// "- " bullet starts one, and a "# " heading is one on its own line.
func splitParas(s string) []para {
	var out []para
	cur := para{}
	flush := func() {
		if cur.text != "" {
			out = append(out, cur)
		}
		cur = para{}
	}
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			flush()
			continue
		case strings.HasPrefix(line, "# "):
			flush()
			out = append(out, para{text: strings.TrimSpace(line[2:]), heading: true})
			continue
		case strings.HasPrefix(line, "- "):
			flush()
			cur.point = true
			line = line[2:]
		case strings.HasPrefix(line, "[diagram ") && strings.HasSuffix(line, "]"):
			flush()
			out = append(out, para{diagram: strings.TrimSuffix(line[len("[diagram "):], "]"), tall: true})
			continue
		case strings.HasPrefix(line, "@"):
			flush()
			spec, caption, _ := strings.Cut(line[1:], "|")
			cur.diagram = spec
			line = caption
		}
		if cur.text != "" {
			cur.text += " "
		}
		cur.text += line
	}
	flush()
	return out
}

func (r *rulesView) Describe() map[string]any {
	return map[string]any{"scene": "rules", "scroll": r.scroll, "height": r.height, "view": r.body.H, "paragraphs": len(r.paras)}
}
