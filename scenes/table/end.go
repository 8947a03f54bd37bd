package table

import (
	"image/color"

	"quartet/scenes/ui"
)

// Result is what the end dialog says about a finished game.
type Result struct {
	Headline string     // "You win!", "Jade (easy) wins", "A draw"
	Colour   color.RGBA // the headline's colour: the winner's
	Score    string     // the big line: "11 – 9"
	Detail   string     // how it was decided, tie-breaks included
}

// end is the end dialog's state: shown once the last animation has ended,
// hidden while the player looks at the final board.
type end struct {
	shown, hidden bool
	ticks         int
}

func (e *end) open() bool { return e.shown && !e.hidden }

func drawEnd(cv *ui.Canvas, c *ui.Context, l Layout, ticks int, res Result) {
	t := ui.EaseOutBack(float64(ticks) / 24)
	r := l.End
	dy := (1 - t) * 40
	r.Y += dy
	cv.Rect(ui.R(0, 0, c.W, c.H), ui.Alpha(ui.Hex(0x000000), 0.45*ui.Clamp01(float64(ticks)/20)))
	ui.Panel(cv, r)
	col := res.Colour
	if col.A == 0 {
		col = ui.Ink
	}
	in := r.Inset(24)
	head := min(44, in.H*0.14)
	cv.Text(res.Headline, r.X+r.W/2, in.Y+head*0.6, cv.FitSize(res.Headline, in.W, head, ui.Bold), ui.Bold, col, ui.Middle, ui.Middle)
	y := in.Y + head*1.3
	if res.Score != "" {
		s := min(34, in.H*0.11)
		cv.Text(res.Score, r.X+r.W/2, y+s*0.6, cv.FitSize(res.Score, in.W, s, ui.Bold), ui.Bold, ui.Ink, ui.Middle, ui.Middle)
		y += s * 1.4
	}
	btnTop := l.EndButtons[0].Y + dy
	body := ui.R(in.X, y, in.W, btnTop-y-8)
	size := 17.0
	for size > 11 && float64(len(cv.Wrap(res.Detail, body.W, size, ui.Regular)))*size*1.3 > body.H {
		size *= 0.92
	}
	// The words stand in the middle of their room, not at its top over a
	// blank band (play-test: the gap above the buttons).
	if h := float64(len(cv.Wrap(res.Detail, body.W, size, ui.Regular))) * size * 1.3; h < body.H {
		body.Y += (body.H - h) / 2
		body.H = h
	}
	cv.TextBox(res.Detail, body, size, ui.Regular, ui.Ink, ui.Middle)
	labels := [3]string{"Play again", "See board", "Menu"}
	for i, b := range l.EndButtons {
		b.Y += dy
		style := ui.Secondary
		if i == 0 {
			style = ui.Primary
		}
		ui.DrawButton(cv, c, b, labels[i], style, true)
	}
}
