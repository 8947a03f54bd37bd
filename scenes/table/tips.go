package table

import (
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Tip is a one-line lesson for a situation of a game: a title reports the
// situations that arose (Chrome.Tips), with their words, and the runtime
// shows each the first time only, across games, while the setting allows.
type Tip struct {
	// ID names the situation for good ("kiezkoenig/forced-fight"): the
	// store remembers it as seen.
	ID string
	// Text is the tip in a player's words, with the figure that helps.
	Text string
}

// tips is the tip on the message line and what the runtime has read.
type tips struct {
	shown Tip
	// from is the first log entry not yet read for tips (the whole log
	// at first: a game resumed after a situation still teaches it); last
	// is where the latest reading began, read again when a tip goes so
	// that a second situation of the same move has its turn.
	from, last int
	looked     bool // the position at from was looked at
}

// tipUpdate shows the first situation reported since the last move that
// was never shown before. Only a calm table with a person at it gives
// tips, and only when the setting says so: a tip about a move still in the
// air reads as wrong.
func (ch *Chrome) tipUpdate(c *ui.Context, busy bool) {
	tp := &ch.tips
	if ch.T.Over() {
		tp.shown = Tip{}
	}
	n := len(ch.T.Log)
	if tp.shown.ID != "" || ch.Tips == nil || !c.Tips || busy || ch.T.Over() || ch.T.Humans() == 0 || tp.looked && tp.from == n {
		return
	}
	tp.last, tp.from, tp.looked = tp.from, n, true
	for _, t := range ch.Tips(tp.last) {
		if ch.T.FirstTime(t.ID) {
			tp.shown = t
			return
		}
	}
}

// tipInSight reports the tip on the message line: a refusal or a notice
// (what a computer just played) goes before it, and it waits for them.
func (ch *Chrome) tipInSight() bool {
	_, bad := ch.Msg.Text()
	return ch.tips.shown.ID != "" && !bad && !ch.Msg.Held() && ch.T.SaveProblem() == ""
}

// tipTapped takes a tip in sight away on a tap, and reads the same moves
// again, so that a second situation they brought has its turn. A tip still
// waiting behind a notice stays: nobody has read it yet.
func (ch *Chrome) tipTapped() {
	if tp := &ch.tips; ch.tipInSight() {
		tp.shown = Tip{}
		tp.from, tp.looked = tp.last, false
	}
}

// forgetTips drops the tip shown: the moves it was about are gone (undo,
// a new game). What was seen stays seen.
func (ch *Chrome) forgetTips() { ch.tips = tips{} }

// TipShown is the tip on the message line now, or "" (for tests).
func (ch *Chrome) TipShown() string { return ch.tips.shown.Text }

// tipArea is where the tip shown is drawn, for tests, and whether it is in
// sight; nil with no tip.
func (ch *Chrome) tipArea() map[string]any {
	if ch.tips.shown.ID == "" {
		return nil
	}
	r := ch.Lay.Message
	return map[string]any{"x": r.X, "y": r.Y, "w": r.W, "h": r.H, "inSight": ch.tipInSight()}
}

// tipInk and tipBand are the tip's colours: a warm band that reads as
// advice, apart from the prompt's plain words and a refusal's red.
var (
	tipBand = sprites.Hex(0x5A4514)
	tipInk  = sprites.Hex(0xFFE7A8)
)

// drawTip writes a tip on the message line, on a band of its own: the
// line's place keeps the board clear, and the band tells it from the
// prompt it covers until the next tap.
func drawTip(cv *sprites.Canvas, r sprites.Rect, text string) {
	text = "Tip: " + text
	size, lines := MessageSize(cv, r.Inset(6), text)
	h := min(r.H, lines*size*1.3+12)
	band := sprites.R(r.X, r.Y+(r.H-h)/2, r.W, h)
	cv.RoundRect(band, 8, tipBand)
	cv.StrokeRoundRect(band.Inset(0.75), 8, 1.5, sprites.Alpha(sprites.Gold, 0.8))
	in := band.Inset(6)
	cv.TextBox(text, in, size, sprites.Regular, tipInk, sprites.Start)
}
