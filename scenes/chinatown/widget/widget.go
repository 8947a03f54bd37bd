// Package widget is the vocabulary of Chinatown's controls and trading
// desk: each thing laid out for a tick is a Widget, drawn by its Kind and,
// where it has an ID, tapped; the table and the desk lay them out alike so
// that one loop hit-tests and draws them all.
package widget

import (
	"image/color"

	ct "quartet/rules/chinatown"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Kind says how a widget is drawn.
type Kind int

const (
	Button Kind = iota
	Card        // a building card: a lot number
	Tile        // a shop tile with a count
	Chip        // an item in a deal, or a partner
	Label       // text only, not tappable
	Deal        // an open deal's card, not tappable itself
	Text        // a card with a heading and wrapped lines
)

// Widget is one thing drawn in the controls or the desk; those with an id
// are tapped.
type Widget struct {
	ID, Label string
	Sub       string
	R         sprites.Rect
	Enabled   bool
	Kind      Kind
	Style     ui.Style
	Shop      ct.Shop
	N         int
	On        bool
	Col       color.RGBA
	Lines     []string
	Size      float64
	Act       func(c *ui.Context)
	// Why is said on a tap on the widget greyed: why it cannot be used
	// now (the pattern of the chrome's Undo).
	Why string
}

// Ink is the colour of a widget's words under it: light on the table.
func (w Widget) Ink() color.RGBA { return sprites.Alpha(sprites.Paper, 0.85) }

// Flow places n items of width w, height h in r, wrapping, and returns
// their rects; it shrinks them to fit when they do not.
func Flow(r sprites.Rect, n int, w, h, gap float64) []sprites.Rect {
	out := make([]sprites.Rect, 0, n)
	perRow := max(1, int((r.W+gap)/(w+gap)))
	lines := (n + perRow - 1) / perRow
	if float64(lines)*(h+gap) > r.H+gap && lines > 1 {
		perRow = (n + int(max(1, (r.H+gap)/(h+gap))) - 1) / int(max(1, (r.H+gap)/(h+gap)))
		w = min(w, (r.W+gap)/float64(perRow)-gap)
	}
	for i := range n {
		row, col := i/perRow, i%perRow
		out = append(out, sprites.R(r.X+float64(col)*(w+gap), r.Y+float64(row)*(h+gap), w, h))
	}
	return out
}

// Measure lays text out while widgets are placed, before any drawing.
var Measure = &sprites.Canvas{Scale: 1}

// Describe adds to a scene's report for tests what its widgets show: the
// offer cards as laid out (their words and the sizes they are drawn at,
// where the words end and where the buttons under them begin), the words
// the controls show where they are words, not buttons, and the desk's
// headings where they are drawn, for tests that no item lies over them.
func Describe(ws []Widget, out map[string]any) {
	cards := []map[string]any{}
	for _, w := range ws {
		if w.Kind != Text {
			continue
		}
		bottom := w.R.Y + 8 + 20
		for _, l := range w.Lines {
			bottom += float64(len(Measure.Wrap(l, w.R.W-16, w.Size, sprites.Regular))) * w.Size * 1.3
		}
		cards = append(cards, map[string]any{"head": w.Label, "lines": w.Lines, "size": w.Size, "headSize": Measure.FitSize(w.Label, w.R.W-16, 16, sprites.Bold),
			"top": w.R.Y, "textBottom": bottom, "buttonsTop": w.R.Bottom() - 8 - ui.MinTarget, "bottom": w.R.Bottom()})
	}
	out["cards"] = cards
	labels := []string{}
	heads := []map[string]any{}
	for _, w := range ws {
		if w.Kind == Label && w.Label != "" {
			labels = append(labels, w.Label)
			if w.Sub == "small" || w.Sub == "head" {
				heads = append(heads, map[string]any{"label": w.Label, "x": w.R.X, "y": w.R.Y, "w": w.R.W, "h": w.R.H})
			}
		}
	}
	out["labels"] = labels
	out["headings"] = heads
}
