package desk

import (
	"quartet/lang"
	"quartet/sprites"
)

// DrawAnswers shows the computer players' latest answers as speech
// bubbles along the top of the map in view v, each as tall as its reason needs: a
// reason is never cut.
func (dk *Desk) DrawAnswers(cv *sprites.Canvas, v sprites.Rect) {
	if !dk.Answering() {
		return
	}
	y := v.Y + 8
	for _, b := range dk.Bubbles(v) {
		a := b.Answer
		r := b.R
		cv.RoundRect(r, 12, sprites.Paper)
		cv.RoundRect(sprites.R(r.X, r.Y, 8, r.H), 4, dk.tab.Chrome.Names.Colour(a.Seat))
		badge := map[AnswerKind]string{Accepted: lang.T("ACCEPTED"), Declined: lang.T("DECLINED"), Countered: lang.T("COUNTER-OFFER")}[a.Kind]
		if a.Kind == Countered && a.Deal != dk.shown {
			// Its card waits behind the one shown: its Accept is not
			// the one under the bubble.
			badge += " " + lang.T("(next)")
		}
		bc := sprites.Good
		switch a.Kind {
		case Declined:
			bc = sprites.Bad
		case Countered:
			bc = sprites.Hex(0x9A6A00)
		}
		cv.Text(badge+" · "+dk.tab.Chrome.Names.Called(a.Seat), r.X+18, r.Y+14, 13, sprites.Bold, bc, sprites.Start, sprites.Middle)
		cv.TextBox(a.Reason, sprites.R(r.X+18, r.Y+26, r.W-28, r.H-26), b.Size, sprites.Regular, sprites.Ink, sprites.Start)
		y += r.H + 6
	}
}

// Bubble is an answer's speech bubble: where it goes, and the size of its
// words.
type Bubble struct {
	Answer Answer
	R      sprites.Rect
	Size   float64
}

// Bubbles places the answers' bubbles at the top of the map in view v,
// each sized to its wrapped reason.
func (dk *Desk) Bubbles(v sprites.Rect) []Bubble {
	y := v.Y + 8
	var out []Bubble
	for _, a := range dk.Live() {
		w := min(v.W-16, 560)
		size := 15.0
		lines := len(measure.Wrap(a.Reason, w-28, size, sprites.Regular))
		for lines > 4 && size > 11 {
			size--
			lines = len(measure.Wrap(a.Reason, w-28, size, sprites.Regular))
		}
		h := 26 + float64(lines)*size*1.3 + 8
		out = append(out, Bubble{Answer: a, R: sprites.R(v.X+(v.W-w)/2, y, w, h), Size: size})
		y += h + 6
	}
	return out
}

// Live are the answers whose bubbles stand: a counter-offer withdrawn or
// no longer waiting for the person goes at once (play-test: Gold's
// counter stood in its bubble after Gold had withdrawn it, a dead offer
// shown as if it could be taken).
func (dk *Desk) Live() []Answer {
	var out []Answer
	for _, a := range dk.answers {
		if a.Kind == Countered {
			if d, open := dk.game().OpenDeal(a.Deal); !open || !d.Waiting(dk.me()) {
				continue
			}
		}
		out = append(out, a)
	}
	return out
}
