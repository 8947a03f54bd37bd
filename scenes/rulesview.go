package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/assets"
	"quartet/rules/catalog"
	"quartet/scenes/ui"
)

// rulesView shows a title's rules summary; drag or scroll to read on.
type rulesView struct {
	title  string
	text   string
	scroll float64
	grab   float64
	done   ui.Rect
	body   ui.Rect
	height float64
	// figures caches the title's diagrams, which are drawn from paths.
	figures map[string]*ui.Layer
}

func newRulesView(title string) *rulesView {
	return &rulesView{title: title, text: assets.Rules(title)}
}

func (r *rulesView) panel(c *ui.Context) ui.Rect {
	w := min(720, c.W-24)
	h := c.H - 24
	return ui.R((c.W-w)/2, 12, w, h)
}

func (r *rulesView) Update(c *ui.Context) error {
	p := r.panel(c).Inset(22)
	_, p = p.CutTop(50)
	r.done, p = p.CutBottom(52)
	r.body, _ = p.CutBottom(10)
	ptr := c.Pointer
	if ptr.Pressed {
		r.grab = r.scroll
	}
	if ptr.Down && r.body.Contains(ptr.StartX, ptr.StartY) {
		r.scroll = r.grab - (ptr.Y - ptr.StartY)
	}
	_, wy := ebiten.Wheel()
	r.scroll -= wy * 40
	if c.Key(ebiten.KeyDown) || c.Key(ebiten.KeyPageDown) {
		r.scroll += r.body.H * 0.8
	}
	if c.Key(ebiten.KeyUp) || c.Key(ebiten.KeyPageUp) {
		r.scroll -= r.body.H * 0.8
	}
	r.scroll = max(0, min(r.scroll, r.height-r.body.H))
	if c.Button("close-rules", r.done, "Back to the game", true) || c.Key(ebiten.KeyEscape) {
		c.Nav.Close()
	}
	return nil
}

func (r *rulesView) Draw(cv *ui.Canvas, c *ui.Context) {
	p := r.panel(c)
	cv.SoftShadow(p, 18, 14, 0.5)
	cv.RoundRect(p, 18, ui.Paper)
	name := r.title
	if t, ok := catalog.Lookup(r.title); ok {
		name = t.Name
	}
	cv.Text("How to play "+name, p.X+p.W/2, p.Y+40, 26, ui.Bold, ui.Ink, ui.Middle, ui.Middle)
	if r.body.W <= 0 {
		return
	}
	// Draw the text into the body's clip by skipping lines outside it.
	size := 18.0
	if c.Compact() {
		size = 16
	}
	lh := size * 1.35
	y := r.body.Y - r.scroll
	total := 0.0
	for _, para := range splitParas(r.text) {
		if name, ok := strings.CutPrefix(para, "! "); ok {
			// A figure: shown whole or not at all, as lines are.
			fh := min(230, r.body.W*0.5)
			ts, _ := lookupTitleScene(r.title)
			if ts.diagram != nil {
				if y >= r.body.Y-1 && y+fh <= r.body.Bottom()+1 {
					if r.figures == nil {
						r.figures = map[string]*ui.Layer{}
					}
					l := r.figures[name]
					if l == nil {
						l = &ui.Layer{}
						r.figures[name] = l
					}
					fig := ui.R(r.body.X, y, r.body.W, fh)
					l.DrawRect(cv, fig, [2]float64{fig.W, fig.H}, func(lc *ui.Canvas) { ts.diagram(lc, ui.R(0, 0, fig.W, fig.H), name) })
				}
				y += fh + lh*0.5
				total += fh + lh*0.5
			}
			continue
		}
		heading := len(para) > 2 && para[:2] == "# "
		w, s, text := ui.Regular, size, para
		if heading {
			w, s, text = ui.Bold, size*1.15, para[2:]
		}
		for _, line := range cv.Wrap(text, r.body.W, s, w) {
			if y >= r.body.Y-1 && y+lh <= r.body.Bottom()+1 {
				cv.Text(line, r.body.X, y, s, w, ui.Ink, ui.Start, ui.Start)
			}
			y += lh
			total += lh
		}
		y += lh * 0.5
		total += lh * 0.5
	}
	r.height = total
	if total > r.body.H {
		frac := r.body.H / total
		bar := ui.R(p.Right()-12, r.body.Y+r.scroll/total*r.body.H, 5, r.body.H*frac)
		cv.RoundRect(bar, 2.5, ui.Alpha(ui.Ink, 0.3))
	}
	ui.DrawButton(cv, c, r.done, "Back to the game", ui.Primary, true)
}

// splitParas joins wrapped lines into paragraphs: a blank line ends one, and
// a "- " bullet or a "# " heading starts one.
func splitParas(s string) []string {
	var out []string
	cur := ""
	flush := func() {
		if cur != "" {
			out = append(out, cur)
		}
		cur = ""
	}
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			flush()
			continue
		case strings.HasPrefix(line, "- "), strings.HasPrefix(line, "# "), strings.HasPrefix(line, "! "):
			flush()
			if strings.HasPrefix(line, "- ") {
				line = "•  " + line[2:]
			}
		}
		if cur != "" {
			cur += " "
		}
		cur += line
	}
	flush()
	return out
}

func (r *rulesView) Describe() map[string]any { return map[string]any{"scene": "rules"} }
