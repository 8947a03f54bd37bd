package table

import (
	"image/color"

	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Result is what the end dialog says about a finished game.
type Result struct {
	Headline string     // "You win!", "Jade (easy) wins", "A draw"
	Colour   color.RGBA // the headline's colour: the winner's
	Score    string     // the big line: "11 – 9"
	Detail   string     // how it was decided, tie-breaks included
	// Rows, where given, are the ranking as a table between the score and
	// the detail: the first row its headings, then one row per player,
	// the first two cells (rank, name) to the left, the others right.
	Rows [][]string
}

// end is the end dialog's state: shown once the last animation has ended,
// hidden while the player looks at the final board.
type end struct {
	shown, hidden bool
	ticks         int
}

func (e *end) open() bool { return e.shown && !e.hidden }

// Reviewer is the navigation of an app that can look a finished game over
// for a person: the end dialog offers "Review my moves" when it has one.
// names says how the table calls each seat.
type Reviewer interface {
	Review(rec *record.Record, seat int, names func(seat int) string)
}

// reviewRect is where the end dialog's Review button stands: over the
// row of three, in the middle.
func reviewRect(l Layout) sprites.Rect {
	b := l.EndButtons[0]
	w := min(260, l.End.W-48)
	return sprites.R(l.End.X+(l.End.W-w)/2, b.Y-b.H-8, w, b.H)
}

func drawEnd(cv *sprites.Canvas, c *ui.Context, l Layout, ticks int, res Result, again string, review bool) {
	t := sprites.EaseOutBack(float64(ticks) / 24)
	r := l.End
	dy := (1 - t) * 40
	r.Y += dy
	cv.Rect(sprites.R(0, 0, c.W, c.H), sprites.Alpha(sprites.Hex(0x000000), 0.45*sprites.Clamp01(float64(ticks)/20)))
	ui.Panel(cv, r)
	col := res.Colour
	if col.A == 0 {
		col = sprites.Ink
	}
	in := r.Inset(24)
	head := min(44, in.H*0.14)
	cv.Text(res.Headline, r.X+r.W/2, in.Y+head*0.6, cv.FitSize(res.Headline, in.W, head, sprites.Bold), sprites.Bold, col, sprites.Middle, sprites.Middle)
	y := in.Y + head*1.3
	if res.Score != "" {
		s := min(34, in.H*0.11)
		cv.Text(res.Score, r.X+r.W/2, y+s*0.6, cv.FitSize(res.Score, in.W, s, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		y += s * 1.4
	}
	btnTop := l.EndButtons[0].Y + dy
	if review {
		rr := reviewRect(l)
		btnTop = rr.Y + dy
		rr.Y += dy
		ui.DrawButton(cv, c, rr, lang.T("Review my moves"), ui.Secondary, true)
	}
	body := sprites.R(in.X, y, in.W, btnTop-y-8)
	if len(res.Rows) > 0 {
		h := drawRows(cv, sprites.R(body.X, body.Y, body.W, body.H*0.72), res.Rows)
		body.Y, body.H = body.Y+h+6, body.H-h-6
	}
	size := 17.0
	for size > 11 && float64(len(cv.Wrap(res.Detail, body.W, size, sprites.Regular)))*size*1.3 > body.H {
		size *= 0.92
	}
	// The words stand in the middle of their room, not at its top over a
	// blank band (play-test: the gap above the buttons).
	if h := float64(len(cv.Wrap(res.Detail, body.W, size, sprites.Regular))) * size * 1.3; h < body.H {
		body.Y += (body.H - h) / 2
		body.H = h
	}
	cv.TextBox(res.Detail, body, size, sprites.Regular, sprites.Ink, sprites.Middle)
	labels := [3]string{again, SeeBoard(), MenuWord()}
	// The three are set in one size (play-test: "Menu" stood larger than
	// the other two on a phone).
	btn := 0.0
	for i, b := range l.EndButtons {
		if s := ui.ButtonLabelSize(cv, b, labels[i]); btn == 0 || s < btn {
			btn = s
		}
	}
	for i, b := range l.EndButtons {
		b.Y += dy
		style := ui.Secondary
		if i == 0 {
			style = ui.Primary
		}
		ui.DrawButtonSized(cv, c, b, labels[i], style, true, btn)
	}
}

// drawRows draws a ranking table at the top of r, as large as fits, and
// returns its height.
func drawRows(cv *sprites.Canvas, r sprites.Rect, rows [][]string) float64 {
	cols := 0
	for _, row := range rows {
		cols = max(cols, len(row))
	}
	rowH := min(32, r.H/float64(len(rows)))
	size := rowH * 0.58
	const gap = 14.0
	widths := func(size float64) ([]float64, float64) {
		w := make([]float64, cols)
		total := 0.0
		for _, row := range rows {
			for i, cell := range row {
				w[i] = max(w[i], cv.TextWidth(cell, size, sprites.Bold))
			}
		}
		for _, x := range w {
			total += x + gap
		}
		return w, total - gap
	}
	w, total := widths(size)
	for total > r.W && size > 9 {
		size *= 0.92
		w, total = widths(size)
	}
	x0 := r.X + (r.W-total)/2
	for i, row := range rows {
		y := r.Y + float64(i)*rowH + rowH/2
		weight, col := sprites.Regular, color.RGBA(sprites.Ink)
		if i == 0 {
			weight, col = sprites.Bold, sprites.Mix(sprites.Ink, sprites.Paper, 0.4)
		} else if i%2 == 1 {
			cv.RoundRect(sprites.R(x0-8, y-rowH/2+1, total+16, rowH-2), 6, sprites.Alpha(sprites.PaperDark, 0.7))
		}
		if i == 1 {
			weight = sprites.Bold
		}
		x := x0
		for k, cell := range row {
			if k < 2 {
				cv.Text(cell, x, y, size, weight, col, sprites.Start, sprites.Middle)
			} else {
				cv.Text(cell, x+w[k], y, size, weight, col, sprites.End, sprites.Middle)
			}
			x += w[k] + gap
		}
	}
	return float64(len(rows)) * rowH
}
