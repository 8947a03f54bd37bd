package chinatown

import (
	"fmt"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// The year's row under the map: which year it is of the six, who builds
// first, and the income table a tap away. A lot is valued by what it
// earns in the years left (play-test: the year showed only in the
// income's summary, and the table only on the rules page).

// yearBarH is the row's height: a finger high.
const yearBarH = ui.MinTarget

// yearWords is the year said in full: "1965 · year 1 of 6 · you build
// first".
func (s *Scene) yearWords() string {
	g := s.game()
	return fmt.Sprintf("%d · year %d of %d · %s", g.Year(), g.Round(), ct.Rounds, s.firstWords())
}

// firstWords names the first player: who chooses, trades and builds
// first this year.
func (s *Scene) firstWords() string {
	f := s.game().FirstPlayer()
	if f == s.me() && s.t.Humans() == 1 {
		return "you build first"
	}
	return desk.ShortName(s.ch.Names.Called(f)) + " builds first"
}

// yearBar lays the row out in r: the year, tapped, opens the income
// table too.
func (s *Scene) yearBar(r sprites.Rect) {
	if r.H < yearBarH || s.t.Over() || s.handover {
		return
	}
	btnW := min(150, r.W*0.36)
	year, btn := r.CutLeft(r.W - btnW - 6)
	_, btn = btn.CutLeft(6)
	s.add(widget.Widget{ID: "year", Label: s.yearWords(), R: year, Enabled: true, Kind: widget.Label, Sub: "year",
		Act: func(*ui.Context) { s.incomeTable = true }})
	s.add(widget.Widget{ID: "income-table", Label: "Income table", R: btn, Enabled: true, Style: ui.Quiet,
		Act: func(*ui.Context) { s.incomeTable = true }})
}

// incomeTableRect is where the income table opens: over the map, whole.
func (s *Scene) incomeTableRect() sprites.Rect {
	v := s.cam.view
	w := min(v.W-8, 560)
	h := min(v.H-8, max(220, w*0.5)+70)
	return sprites.R(v.X+(v.W-w)/2, v.Y+(v.H-h)/2, w, h)
}

// incomeTableWords say what the table is for this year: how many incomes
// are still to come, this year's included.
func (s *Scene) incomeTableWords() string {
	g := s.game()
	left := ct.Rounds - g.Round() + 1
	if left <= 1 {
		return fmt.Sprintf("What a business earns a year. %d: the last income is at this year's end.", g.Year())
	}
	return fmt.Sprintf("What a business earns a year. %d: %d incomes to come, this year's included.", g.Year(), left)
}

// drawIncomeTable draws the income table over the map.
func (s *Scene) drawIncomeTable(cv *sprites.Canvas) {
	r := s.incomeTableRect()
	cv.SoftShadow(r, 14, 10, 0.5)
	cv.RoundRect(r, 14, sprites.Paper)
	in := r.Inset(12)
	head, in := in.CutTop(22)
	cv.Text("Income table", head.X, head.Y+head.H/2, 18, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	words, in := in.CutTop(36)
	cv.TextBox(s.incomeTableWords(), words, cv.FitSize(s.incomeTableWords(), words.W*2-20, 13, sprites.Regular), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.3), sprites.Start)
	foot, in := in.CutBottom(18)
	cv.Text("Tap anywhere to close", foot.X+foot.W/2, foot.Y+foot.H/2, 12, sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.45), sprites.Middle, sprites.Middle)
	diagramIncome(cv, in)
}
