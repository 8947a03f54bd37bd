package table

import (
	"image/color"
	"quartet/sprites"
)

// NoticeTicks is how long a notice ("Move taken back.", what the computer
// just played) stays before the prompt returns: long enough to read twice.
const NoticeTicks = 180

// Message is the line that tells the player what to do. It shows, in this
// order: a notice still being held, the reason the last try was refused,
// and otherwise the prompt for the turn. A refusal stays until the next
// legal move, so it never lingers over later turns, and never hides the
// prompt for long.
type Message struct {
	prompt  string
	refusal string
	notice  string
	hold    int
	// waiting marks the notice as "wait a moment": it is over, and goes,
	// the moment the person can act (play-test: it stayed up after the
	// dragon's power was ready, and after a stone was picked).
	waiting bool
	// kept marks the notice as one that stays until the person acts
	// (Keep): "Move taken back" timed out before anyone looked up from
	// the board (play-test).
	kept bool
}

// Prompt sets the instruction for the current turn.
func (m *Message) Prompt(text string) { m.prompt = text }

// Refuse shows why a try was refused (the rules' reason), in red.
func (m *Message) Refuse(reason string) {
	m.refusal, m.notice, m.hold, m.kept = reason, "", 0, false
}

// Notice shows text for NoticeTicks, then the prompt again.
func (m *Message) Notice(text string) {
	m.notice, m.hold, m.refusal, m.waiting, m.kept = text, NoticeTicks, "", false, false
}

// Keep shows text until the person next acts (a tap, a move): news about
// the person's own game that must not pass unread.
func (m *Message) Keep(text string) {
	m.Notice(text)
	m.hold, m.kept = 0, true
}

// Held reports a notice on the line, timed or kept.
func (m *Message) Held() bool { return m.hold > 0 || m.kept }

// Wait shows a notice that asks the person to wait; Ready takes it away.
func (m *Message) Wait(text string) {
	m.Notice(text)
	m.waiting = true
}

// Ready drops a wait notice: what it asked to wait for is over.
func (m *Message) Ready() {
	if m.waiting && m.hold > 0 {
		m.notice, m.hold = "", 0
	}
	m.waiting = false
}

// Moved clears a refusal and a kept notice: the person acted (a legal
// move, or a tap that was not refused).
func (m *Message) Moved() {
	m.refusal = ""
	if m.kept {
		m.notice, m.kept = "", false
	}
}

// Clear drops the refusal and the notice (a new game).
func (m *Message) Clear() {
	m.refusal, m.notice, m.hold, m.waiting, m.kept = "", "", 0, false, false
}

// Update counts a notice down.
func (m *Message) Update() {
	if m.hold > 0 {
		m.hold--
		if m.hold == 0 {
			m.notice = ""
		}
	}
}

// Text is what the line shows now, and whether it is a refusal.
func (m *Message) Text() (string, bool) {
	switch {
	case m.Held():
		return m.notice, false
	case m.refusal != "":
		return m.refusal, true
	}
	return m.prompt, false
}

// Refusal is the reason shown for the last refused try, or "".
func (m *Message) Refusal() string { return m.refusal }

// refusalInk is the light red a refusal is written in on the dark table.
var refusalInk = sprites.Hex(0xFFB4A8)

// DrawMessage writes text into r, as large as fits: a long reason on a
// phone shrinks instead of spilling over the buttons.
func DrawMessage(cv *sprites.Canvas, r sprites.Rect, text string, bad bool) {
	col := color.RGBA(sprites.Paper)
	if bad {
		col = refusalInk
	}
	size, lines := MessageSize(cv, r, text)
	// Centre short messages vertically: the line reads as one with the
	// controls beside it.
	top := r.Y + max(0, (r.H-lines*size*1.3)/2)
	cv.TextBox(text, sprites.R(r.X, top, r.W, r.Bottom()-top), size, sprites.Regular, col, sprites.Start)
}

// MessageSize is the text size at which text fits r, as large as fits up
// to 19 px and never under 11, and the number of lines it then takes.
func MessageSize(cv *sprites.Canvas, r sprites.Rect, text string) (size, lines float64) {
	size = min(19, max(14, r.H/3))
	for size > 11 && float64(len(cv.Wrap(text, r.W, size, sprites.Regular)))*size*1.3 > r.H {
		size *= 0.92
	}
	return size, float64(len(cv.Wrap(text, r.W, size, sprites.Regular)))
}
