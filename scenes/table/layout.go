package table

import (
	"quartet/scenes/ui"
	"quartet/sprites"
)

// MaxSeats is the most seats any title has.
const MaxSeats = 5

// Spec says what a title's table needs room for besides its board.
type Spec struct {
	Seats int
	// Controls is the height of the title's own controls (piece choice,
	// action buttons): under the seat cards beside the board on wide
	// screens, above the message on upright ones. Zero for none.
	Controls float64
	// PortraitControls, when positive, replaces Controls on upright
	// screens, where a row of buttons is wider and so can be lower.
	PortraitControls float64
	// EndOverBoard centres the end dialog over the board where it fits
	// there, leaving the seat cards (names, scores) in sight beside it.
	EndOverBoard bool
}

// Layout is where everything goes on the screen. Every rectangle a finger
// taps is at least ui.MinTarget on each side whenever the screen allows.
type Layout struct {
	Board    sprites.Rect
	Seats    [MaxSeats]sprites.Rect // the first Spec.Seats are used
	Controls sprites.Rect
	Message  sprites.Rect
	// The toolbar: Undo (Result once the board is seen after the end),
	// Hint, the game log, and the pause menu.
	Undo, Hint, Log, Menu sprites.Rect
	End                   sprites.Rect
	EndButtons            [3]sprites.Rect
	// Portrait: the controls sit at the bottom, under the thumbs.
	Portrait bool
}

// Arrange lays a table out for the screen's shape: beside the board on wide
// screens, below it on upright ones.
func Arrange(c *ui.Context, s Spec) Layout {
	var l Layout
	n := max(1, min(MaxSeats, s.Seats))
	pad := 16.0
	if c.Compact() {
		pad = 8
	}
	screen := sprites.R(pad, pad, c.W-2*pad, c.H-2*pad)
	if c.W >= c.H*1.15 {
		l.beside(c, screen, pad, n, s)
	} else {
		l.below(c, screen, n, s)
	}
	ew, eh := min(520, c.W-24), min(400, c.H-24)
	l.End = sprites.R((c.W-ew)/2, (c.H-eh)/2, ew, eh)
	if b := l.Board; s.EndOverBoard && !l.Portrait && b.W >= ew+8 && b.H >= eh+8 {
		l.End = sprites.R(b.X+(b.W-ew)/2, b.Y+(b.H-eh)/2, ew, eh)
	}
	btns, _ := l.End.Inset(20).CutBottom(max(ui.MinTarget, min(54, eh*0.15)))
	copy(l.EndButtons[:], btns.SplitH(3, 10))
	return l
}

// beside puts the panel (seat cards, controls, message, toolbar) to the
// right of the board, on a wide screen.
func (l *Layout) beside(c *ui.Context, screen sprites.Rect, pad float64, n int, s Spec) {
	pw := max(290, min(420, c.W*0.33))
	var panel sprites.Rect
	panel, l.Board = screen.CutRight(pw)
	l.Board.W -= pad
	r := panel
	var bottom sprites.Rect
	bottom, r = r.CutBottom(max(ui.MinTarget, min(56, panel.H*0.12)))
	l.toolbar(bottom)
	_, r = r.CutBottom(8)
	// Seat cards take up to half the panel; the controls and at least
	// two lines of message get the rest.
	gap := 8.0
	cardH := min(118, (r.H*0.5-gap*float64(n-1))/float64(n))
	cardH = max(cardH, min(56, (r.H-gap*float64(n-1))/float64(n)*0.6))
	for i := range n {
		l.Seats[i], r = r.CutTop(cardH)
		_, r = r.CutTop(gap)
	}
	ctl := min(s.Controls, max(0, r.H-ui.MinTarget))
	l.Controls, r = r.CutTop(ctl)
	if ctl > 0 {
		_, r = r.CutTop(gap)
	}
	l.Message = r.Inset(2)
}

// below puts the seat cards, controls, message and toolbar under the
// board, on an upright screen.
func (l *Layout) below(c *ui.Context, screen sprites.Rect, n int, s Spec) {
	l.Portrait = true
	r := screen
	var bottom sprites.Rect
	bottom, r = r.CutBottom(max(ui.MinTarget, min(52, c.H*0.07)))
	l.toolbar(bottom)
	// A clear gap between the message and the buttons under it, so
	// that the line reads as a line and not as a label on a button.
	_, r = r.CutBottom(10)
	l.Message, r = r.CutBottom(min(64, max(44, r.H*0.09)))
	_, r = r.CutBottom(4)
	ctl := s.Controls
	if s.PortraitControls > 0 {
		ctl = s.PortraitControls
	}
	ctl = min(ctl, r.H*0.3)
	l.Controls, r = r.CutBottom(ctl)
	if ctl > 0 {
		_, r = r.CutBottom(6)
	}
	// Seat cards in one row, or two for four and five seats.
	rows := 1
	if n > 3 {
		rows = 2
	}
	rowH := min(100, c.H*0.12)
	if rows == 2 {
		rowH = min(70, c.H*0.08)
	}
	var cards sprites.Rect
	cards, r = r.CutBottom(rowH*float64(rows) + 6*float64(rows-1))
	perRow := (n + rows - 1) / rows
	for i := range n {
		row, col := i/perRow, i%perRow
		inRow := min(perRow, n-row*perRow)
		line := sprites.R(cards.X, cards.Y+float64(row)*(rowH+6), cards.W, rowH)
		l.Seats[i] = line.SplitH(inRow, 6)[col]
	}
	_, r = r.CutBottom(6)
	l.Board = r
}

// toolbar lays out the buttons, Hint between Undo and Log: titles that
// repaint the panels by area take the box from Undo to Menu, which holds
// it.
func (l *Layout) toolbar(r sprites.Rect) {
	b := r.SplitH(4, 8)
	l.Undo, l.Hint, l.Log, l.Menu = b[0], b[1], b[2], b[3]
}
