package chinatown

import (
	"fmt"
	"quartet/lang"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// The year's row under the map: which year it is of the six, who builds
// first, and the income table a tap away. A lot is valued by what it
// earns in the years left (play-test: the year showed only in the
// income's summary, and the table only on the rules page).

// yearBarH is the row's height: a finger high.
const yearBarH = ui.MinTarget

// overlays are what opens over the map at a tap or under a held finger:
// the income table, and the card of a lot held.
type overlays struct {
	// incomeTable is the income table open over the map, until a tap.
	incomeTable bool
	// reading is the lot a finger is held on, read on a card (0 for none).
	reading int
	// bar is where the year's row is this tick (none under the desk).
	bar sprites.Rect
}

// closeOnTap puts the income table away at a tap anywhere, or as the desk
// or a handover takes the screen; it reports whether a tap did, which is
// then used.
func (o *overlays) closeOnTap(c *ui.Context, covered bool) bool {
	if !o.incomeTable || !c.Pointer.Tap && !covered {
		return false
	}
	o.incomeTable = false
	return c.Pointer.Tap
}

// yearWords is the year said in full: "1965 · year 1 of 6 · you build
// first". solo is one person against the computer, called "you".
func yearWords(g *ct.Game, names table.Names, me int, solo, short bool) string {
	who := desk.ShortName(names.Called(g.FirstPlayer()))
	you := g.FirstPlayer() == me && solo
	year := fmt.Sprint(g.Year())
	switch {
	case short && you:
		// A phone's row, beside the zoom buttons: "1965 · 1 of 6 · Jade
		// first".
		return lang.Tf("%s · %d of %d · you first", year, g.Round(), ct.Rounds)
	case short:
		return lang.Tf("%s · %d of %d · %s first", year, g.Round(), ct.Rounds, who)
	case you:
		return lang.Tf("%s · year %d of %d · you build first", year, g.Round(), ct.Rounds)
	}
	return lang.Tf("%s · year %d of %d · %s builds first", year, g.Round(), ct.Rounds, who)
}

// yearBar lays the row out in r with add: the year, which tapped opens
// the income table too, and the table's button; with zoom, where lots are
// under a finger wide, the map's zoom buttons too: + brings the lots to
// a finger's width, − shows the whole map again (play-test: lots of 16
// px on a phone, and pinching not found).
func (o *overlays) yearBar(add func(widget.Widget), r sprites.Rect, words string, zoom func(in bool)) {
	if r.H < yearBarH {
		return
	}
	if zoom != nil {
		var in, out sprites.Rect
		out, r = r.CutRight(ui.MinTarget)
		in, r = r.CutRight(ui.MinTarget + 4)
		in.W -= 4
		add(widget.Widget{ID: "zoom-in", Label: "+", R: in, Enabled: true, Style: ui.Quiet, Act: func(*ui.Context) { zoom(true) }})
		add(widget.Widget{ID: "zoom-out", Label: "−", R: out, Enabled: true, Style: ui.Quiet, Act: func(*ui.Context) { zoom(false) }})
		_, r = r.CutRight(4)
	}
	open := func(*ui.Context) { o.incomeTable = true }
	btnW := min(150, r.W*0.36)
	year, btn := r.CutLeft(r.W - btnW - 6)
	_, btn = btn.CutLeft(6)
	add(widget.Widget{ID: "year", Label: words, R: year, Enabled: true, Kind: widget.Label, Sub: "year", Act: open})
	label := lang.T("Income table")
	if btn.W < 130 {
		label = lang.T("Income")
	}
	add(widget.Widget{ID: "income-table", Label: label, R: btn, Enabled: true, Style: ui.Quiet, Act: open})
}

// incomeTableRect is where the income table opens: over the map in view
// v, whole.
func incomeTableRect(v sprites.Rect) sprites.Rect {
	w := min(v.W-8, 560)
	h := min(v.H-8, max(220, w*0.5)+70)
	return sprites.R(v.X+(v.W-w)/2, v.Y+(v.H-h)/2, w, h)
}

// incomeTableWords say what the table is for this year: how many incomes
// are still to come, this year's included.
func incomeTableWords(g *ct.Game) string {
	left := ct.Rounds - g.Round() + 1
	if left <= 1 {
		return lang.Tf("What a business earns a year. %s: the last income is at this year's end.", fmt.Sprint(g.Year()))
	}
	return lang.Tf("What a business earns a year. %s: %d incomes to come, this year's included.", fmt.Sprint(g.Year()), left)
}

// drawIncomeTable draws the income table over the map in view v.
func drawIncomeTable(cv *sprites.Canvas, v sprites.Rect, g *ct.Game) {
	r := incomeTableRect(v)
	cv.SoftShadow(r, 14, 10, 0.5)
	cv.RoundRect(r, 14, sprites.Paper)
	in := r.Inset(12)
	head, in := in.CutTop(22)
	cv.Text(lang.T("Income table"), head.X, head.Y+head.H/2, 18, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	words, in := in.CutTop(36)
	text := incomeTableWords(g)
	cv.TextBox(text, words, cv.FitSize(text, words.W*2-20, 13, sprites.Regular), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.3), sprites.Start)
	foot, in := in.CutBottom(18)
	cv.Text(lang.T("Tap anywhere to close"), foot.X+foot.W/2, foot.Y+foot.H/2, 12, sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.45), sprites.Middle, sprites.Middle)
	diagramIncome(cv, in)
}

// bubbleArea is where the computers' answers go up, clear of the lots:
// upright, from the year's row down to the controls (over the rows and
// the seat cards, not the offer's card and its buttons); beside, in the
// room above the blocks where there is room (play-test: at 768x1024 the
// "Deal!" bubble covered the top lots).
func bubbleArea(cam *camera, l table.Layout, bar sprites.Rect) sprites.Rect {
	v := cam.view
	if bar.H > 0 && l.Portrait && l.Controls.Y-4-bar.Y >= 100 {
		return sprites.R(v.X, bar.Y-8, v.W, l.Controls.Y-4-bar.Y+8)
	}
	if _, top := cam.toScreen(0, margin-4); top-v.Y >= 100 {
		return sprites.R(v.X, v.Y, v.W, top-v.Y)
	}
	return v
}

// fingerLot is the side a lot reaches with the + button: a finger's width.
const fingerLot = ui.MinTarget + 2

// zoomTo zooms the map about the middle of its view: in, until a lot is a
// finger wide; out, to the whole map.
func zoomTo(cam *camera, in bool) {
	v := cam.view
	f := 1 / cam.zoom
	if in {
		f = fingerLot / cam.lotSize()
	}
	cam.zoomAt(f, v.X+v.W/2, v.Y+v.H/2)
}
