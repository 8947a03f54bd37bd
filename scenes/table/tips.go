package table

import (
	"quartet/lang"
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
	// seen holds the tips found seen at this table, so that a situation
	// that lasts (money on a Cash marker) does not read the store at
	// every move.
	seen map[string]bool
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
	// A tutorial says what its steps teach on the same line: no tip then.
	if tp.shown.ID != "" || ch.Tips == nil || !c.Tips || busy || ch.T.Over() || ch.T.Humans() == 0 || ch.Guide != nil || tp.looked && tp.from == n {
		return
	}
	tp.last, tp.from, tp.looked = tp.from, n, true
	for _, t := range ch.Tips(tp.last) {
		if tp.seen[t.ID] {
			continue
		}
		if tp.seen == nil {
			tp.seen = map[string]bool{}
		}
		tp.seen[t.ID] = true
		if ch.T.FirstTime(t.ID) {
			tp.shown = t
			return
		}
	}
}

// tipInSight reports the tip on the message line: a refusal, a notice
// (what a computer just played) and the words of a move being shown go
// before it, and it waits for them.
func (ch *Chrome) tipInSight() bool {
	_, bad := ch.Msg.Text()
	return ch.tips.shown.ID != "" && !bad && !ch.Msg.Held() && ch.T.SaveProblem() == "" && (ch.Showing == nil || ch.Showing() == "")
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
func (ch *Chrome) forgetTips() { ch.tips = tips{seen: ch.tips.seen} }

// TipShown is the tip on the message line now, or "" (for tests).
func (ch *Chrome) TipShown() string { return ch.tips.shown.Text }

// tipArea is where the tip shown is drawn, for tests, and whether it is in
// sight; nil with no tip.
func (ch *Chrome) tipArea() map[string]any {
	if ch.tips.shown.ID == "" {
		return nil
	}
	r, _, _ := tipBox(&sprites.Canvas{Scale: 1}, ch.Lay, ch.tips.shown.Text)
	return map[string]any{"x": r.X, "y": r.Y, "w": r.W, "h": r.H, "inSight": ch.tipInSight(), "fits": tipFits(ch.Lay, ch.tips.shown.Text)}
}

// tipInk and tipBand are the tip's colours: a warm band that reads as
// advice, apart from the prompt's plain words and a refusal's red.
var (
	tipBand = sprites.Hex(0x5A4514)
	tipInk  = sprites.Hex(0xFFE7A8)
)

// drawTip writes a tip on a band of its own, in the message line (tipBox):
// the band tells it from the prompt it covers until the next tap.
func drawTip(cv *sprites.Canvas, l Layout, text string) {
	band, in, size := tipBox(cv, l, text)
	cv.SoftShadow(band, 8, 6, 0.4)
	cv.RoundRect(band, 8, tipBand)
	cv.StrokeRoundRect(band.Inset(0.75), 8, 1.5, sprites.Alpha(sprites.Gold, 0.8))
	cv.TextBox(tipWords(text), in, size, sprites.Regular, tipInk, sprites.Start)
}

func tipWords(text string) string { return lang.Tf("Tip: %s", text) }

// tipBox is where a tip goes: its band, the text's box in it and the
// text's size. It goes in the message line, where it hides nothing, when
// it fits there whole; the line is as low as 32 px beside a tall board
// (Chinatown on a phone held sideways), and there the tip is a banner over
// the seat cards instead, rather than half a rule cut off at the line's
// foot.
func tipBox(cv *sprites.Canvas, l Layout, text string) (band, in sprites.Rect, size float64) {
	words := tipWords(text)
	if !tipOutOfLine(l, text) {
		r := l.Message
		size, lines := MessageSize(cv, tipRoom(r), words)
		h := min(r.H, lines*size*1.3+2*tipPadY)
		band = sprites.R(r.X, r.Y+(r.H-h)/2, r.W, h)
		return band, tipRoom(band), size
	}
	// Over the seat cards: who is to play and the scores can wait for a
	// tap, where the board cannot.
	var b sprites.Rect
	for _, r := range l.Seats {
		b = b.Union(r)
	}
	if b.W < 200 {
		b = l.Board
	}
	w := min(b.W, 560)
	lines := func() float64 { return float64(len(cv.Wrap(words, w-16, size, sprites.Regular))) }
	size = 16
	for size > 12 && lines() > 3 {
		size--
	}
	band = sprites.R(b.X+(b.W-w)/2, b.Y, w, lines()*size*1.3+12)
	return band, sprites.R(band.X+8, band.Y+6, w-16, band.H-12), size
}

// tipRoom is the room for a tip's words in the message line r.
func tipRoom(r sprites.Rect) sprites.Rect {
	return sprites.R(r.X+tipPadX, r.Y+tipPadY, r.W-2*tipPadX, r.H-2*tipPadY)
}

// tipPadX and tipPadY keep a tip's words off its band's edges: thin above
// and below, for two lines fit a 32 px line at the smallest size.
const tipPadX, tipPadY = 7, 1.5

// tipOutOfLine reports a tip too long for the message line, which goes
// over the seat cards (tipBox) and leaves the line to the prompt.
func tipOutOfLine(l Layout, text string) bool {
	size, lines := MessageSize(&sprites.Canvas{Scale: 1}, tipRoom(l.Message), tipWords(text))
	return lines*size*1.3 > tipRoom(l.Message).H
}

// tipFits reports whether the whole tip fits its band: a tip cut short
// says half a rule (tests).
func tipFits(l Layout, text string) bool {
	cv := &sprites.Canvas{Scale: 1}
	_, in, size := tipBox(cv, l, text)
	return float64(len(cv.Wrap(tipWords(text), in.W, size, sprites.Regular)))*size*1.3 <= in.H+0.5
}

// tipChange is where a tip came or went between two HUD keys: its band,
// which may lie over the seat cards (tipBox), or nothing.
func tipChange(o, n hudKey) sprites.Rect {
	var r sprites.Rect
	cv := &sprites.Canvas{Scale: 1}
	for _, k := range [2]hudKey{o, n} {
		if k.tip != "" && o.tip != n.tip {
			band, _, _ := tipBox(cv, k.lay, k.tip)
			r = r.Union(band.Inset(-hudMargin))
		}
	}
	return r
}
