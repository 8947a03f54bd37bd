package chinatown

import (
	"fmt"

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
	cv.RoundRect(r, 10, sprites.Hex(0xC9C1AE))
	side := min((r.W-60)/11, r.H*0.42)
	y := r.Y + r.H*0.2
	x := r.X + 14
	run := func(shop ct.Shop, n int, label, sub string) {
		x0 := x
		for i := range n {
			cell := sprites.R(x+float64(i)*(side+2), y, side, side)
			cv.RoundRect(cell, 5, sprites.StandardPalette.Seats[0])
			drawSign(cv, shop, cell.X+side/2, cell.Y+side/2, side-6)
		}
		w := float64(n)*(side+2) - 2
		cv.StrokeRoundRect(sprites.R(x0-3, y-3, w+6, side+6), 6, 3, sprites.Shade(sprites.StandardPalette.Seats[0], 0.6))
		cv.Text(label, x0+w/2, y+side+18, cv.FitSize(label, w+16, 16, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		cv.Text(sub, x0+w/2, y+side+38, cv.FitSize(sub, w+16, 14, sprites.Regular), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.3), sprites.Middle, sprites.Middle)
		x += w + 24
	}
	run(ct.TeaHouse, 2, "2/3: $20k", "incomplete")
	run(ct.Photo, 3, "3/3 full: $50k", "complete")
	run(ct.Photo, 5, "5 Photo: $50k + $20k", "a complete 3 and a 2")
}

// incomeRows are the income table's rows: a full size and its types.
var incomeRows = []struct {
	size  int
	shops string
}{{3, "Photo, Tea House, Seafood"}, {4, "Jewelry, Florist, Tropical Fish"}, {5, "Laundry, Dim Sum, Take-Out"}, {6, "Restaurant, Antiques, Factory"}}

// incomeLabels are the income table's row labels for a table width wide,
// the size to write them at, and the share of the width they take: the
// types named beside their size where they fit at a readable size, and
// otherwise the size alone (the text above the table names the types),
// never shrunk past reading or cut.
func incomeLabels(wide float64) (labels []string, size, head float64) {
	head = 0.4
	size = 14
	for _, row := range incomeRows {
		labels = append(labels, fmt.Sprintf("size %d: %s", row.size, row.shops))
	}
	for _, l := range labels {
		size = min(size, measure.FitSize(l, wide*head-6, 14, sprites.Regular))
	}
	if size >= 11 {
		return labels, size, head
	}
	head, size = 0.2, 14
	for i, row := range incomeRows {
		labels[i] = fmt.Sprintf("size %d", row.size)
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
		h := fmt.Sprintf("%d shops", n)
		if n == 1 {
			h = "1 shop"
		}
		if measure.FitSize("6 shops", colW-4, 15, sprites.Bold) < 11 {
			h = fmt.Sprint(n)
		}
		cv.Text(h, in.X+head+(float64(n)-0.5)*colW, in.Y+rowH/2, cv.FitSize("6 shops", colW-4, 15, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	}
	if share < 0.3 {
		cv.Text("shops:", in.X, in.Y+rowH/2, lsize, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
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
			cv.Text(desk.Short(v), cell.X+cell.W/2, cell.Y+cell.H/2, cv.FitSize("$140k", cell.W-4, 15, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		}
	}
}
