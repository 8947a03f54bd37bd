package chinatown

import (
	"fmt"
	"quartet/lang"
	"strings"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/sprites"
)

// Diagram paints the rules page's pictures: "businesses" shows runs of
// shops and how they count, "income" the table of what a business earns.
func Diagram(cv *sprites.Canvas, r sprites.Rect, name string) {
	switch name {
	case "businesses":
		diagramBusinesses(cv, r)
	case "income":
		diagramIncome(cv, r)
	}
}

// diagramBusinesses shows three runs: an incomplete Tea House of two, a
// complete Photo of three, and five Photo shops counted as three plus two.
func diagramBusinesses(cv *sprites.Canvas, r sprites.Rect) {
	runs := businessRuns(r)
	cv.RoundRect(businessBlock(r, runs), 10, sprites.Hex(0xC9C1AE))
	for _, run := range runs {
		x, y, side := run.x, run.y, run.side
		for i := range run.n {
			cell := sprites.R(x+float64(i)*(side+2), y, side, side)
			cv.RoundRect(cell, 5, sprites.StandardPalette.Seats[0])
			drawSign(cv, run.shop, cell.X+side/2, cell.Y+side/2, side-6)
		}
		w := float64(run.n)*(side+2) - 2
		cv.StrokeRoundRect(sprites.R(x-3, y-3, w+6, side+6), 6, 3, sprites.Shade(sprites.StandardPalette.Seats[0], 0.6))
		cv.Text(run.label, x+w/2, y+side+16, cv.FitSize(run.label, w+20, 16, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		cv.Text(run.sub, x+w/2, y+side+34, cv.FitSize(run.sub, w+20, 14, sprites.Regular), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.3), sprites.Middle, sprites.Middle)
	}
}

// businessBlock is the grey block under the runs: as tall as they and
// their words, no empty grey below them (play-test).
func businessBlock(r sprites.Rect, runs []businessRun) sprites.Rect {
	top, bottom := runs[0].y, runs[len(runs)-1].y+runs[len(runs)-1].side+46
	return sprites.R(r.X, top-12, r.W, bottom-top+18)
}

// businessRun is one run of the businesses' picture, placed.
type businessRun struct {
	shop       ct.Shop
	n          int
	label, sub string
	x, y, side float64
}

// businessRuns places the picture's three runs in r: in one row where r
// is wide, else the long run on a second row, each as large as r allows
// (play-test: on a phone the row of ten small shops left most of its grey
// block empty).
func businessRuns(r sprites.Rect) []businessRun {
	runs := []businessRun{
		{shop: ct.TeaHouse, n: 2, label: "2/3: " + desk.Short(20000), sub: lang.T("incomplete")},
		{shop: ct.Photo, n: 3, label: lang.Tf("%d/%d full", 3, 3) + ": " + desk.Short(50000), sub: lang.T("complete")},
		{shop: ct.Photo, n: 5, label: lang.Tf("%d %s: %s + %s", 5, desk.ShopName(ct.Photo), desk.Short(50000), desk.Short(20000)), sub: lang.T("a complete 3 and a 2")},
	}
	const words, pad = 46.0, 12.0
	one := min((r.W-2*pad-48)/10-2, r.H-2*pad-words)
	two := min((r.W-2*pad-24)/5-2, (r.H-2*pad-2*words-10)/2)
	if one >= two {
		side := one
		y := r.Y + (r.H-side-words)/2
		x := r.X + pad
		total := 10*(side+2) + 48
		x += (r.W - 2*pad - total) / 2
		for i := range runs {
			runs[i].x, runs[i].y, runs[i].side = x, y, side
			x += float64(runs[i].n)*(side+2) + 24
		}
		return runs
	}
	side := two
	h := 2*(side+words) + 10
	y := r.Y + (r.H-h)/2
	w01 := 5*(side+2) + 24
	x := r.X + (r.W-w01)/2
	for i := range runs[:2] {
		runs[i].x, runs[i].y, runs[i].side = x, y, side
		x += float64(runs[i].n)*(side+2) + 24
	}
	runs[2].x, runs[2].y, runs[2].side = r.X+(r.W-5*(side+2))/2, y+side+words+10, side
	return runs
}

// incomeRows are the income table's rows: a full size and its types.
var incomeRows = []struct{ size int }{{3}, {4}, {5}, {6}}

// shopsOfSize names the types whose full size is size.
func shopsOfSize(size int) string {
	var names []string
	for sh := range ct.Shop(ct.Shops) {
		if sh.MaxSize() == size {
			names = append(names, desk.ShopName(sh))
		}
	}
	return strings.Join(names, ", ")
}

// incomeLabels are the income table's row labels for a table width wide,
// the size to write them at, and the share of the width they take: the
// types named beside their size where they fit at a readable size, and
// otherwise the size alone (the text above the table names the types),
// never shrunk past reading or cut.
func incomeLabels(wide float64) (labels []string, size, head float64) {
	head = 0.4
	size = 14
	for _, row := range incomeRows {
		labels = append(labels, lang.Tf("size %d: %s", row.size, shopsOfSize(row.size)))
	}
	for _, l := range labels {
		size = min(size, measure.FitSize(l, wide*head-6, 14, sprites.Regular))
	}
	if size >= 11 {
		return labels, size, head
	}
	head, size = 0.2, 14
	for i, row := range incomeRows {
		labels[i] = lang.Tf("size %d", row.size)
		size = min(size, measure.FitSize(labels[i], wide*head-6, 14, sprites.Bold))
	}
	return labels, size, head
}

// diagramIncome is the income table: a row per full size, a column per
// number of shops.
func diagramIncome(cv *sprites.Canvas, r sprites.Rect) {
	cv.RoundRect(r, 10, sprites.PaperDark)
	in := r.Inset(10)
	labels, lsize, share := incomeLabels(in.W)
	head := in.W * share
	colW := (in.W - head) / 6
	rowH := in.H / 5
	for n := 1; n <= 6; n++ {
		h := lang.N("%d shop", "%d shops", n, n)
		six := lang.N("%d shop", "%d shops", 6, 6)
		if measure.FitSize(six, colW-4, 15, sprites.Bold) < 11 {
			h = fmt.Sprint(n)
		}
		cv.Text(h, in.X+head+(float64(n)-0.5)*colW, in.Y+rowH/2, cv.FitSize(six, colW-4, 15, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	}
	if share < 0.3 {
		cv.Text(lang.T("shops:"), in.X, in.Y+rowH/2, lsize, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	}
	for i, row := range incomeRows {
		y := in.Y + float64(i+1)*rowH
		weight := sprites.Regular
		if share < 0.3 {
			weight = sprites.Bold
		}
		cv.Text(labels[i], in.X, y+rowH/2, lsize, weight, sprites.Ink, sprites.Start, sprites.Middle)
		for n := 1; n <= row.size; n++ {
			v := ct.BusinessIncome(n, row.size)
			cell := sprites.R(in.X+head+float64(n-1)*colW+2, y+2, colW-4, rowH-4)
			bg := sprites.Paper
			if n == row.size {
				bg = sprites.Hex(0xF6D365)
			}
			cv.RoundRect(cell, 5, bg)
			cv.Text(desk.Short(v), cell.X+cell.W/2, cell.Y+cell.H/2, cv.FitSize(desk.Short(140000), cell.W-4, 15, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		}
	}
}
