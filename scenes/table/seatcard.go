package table

import (
	"image/color"
	"math"
	"strings"

	"quartet/scenes/ui"
	"quartet/sprites"
)

// SeatCard is what a seat's card shows.
type SeatCard struct {
	Name   string
	Colour color.RGBA
	// State is ToPlayState, Thinking (English keys, said in the screens'
	// language when drawn), a title's own words, or empty.
	State string
	// Score is the big figure on the right ("7"), with its label under
	// it ("buildings"); empty for none.
	Score, ScoreLabel string
	Active            bool
	// Out greys the card: a player who has left the game.
	Out bool
	// Busy turns the spinner after a state other than Thinking: a
	// computer's move still being shown ("playing…") is its turn too
	// (play-test: the spinner went away at "playing…").
	Busy bool
}

// Spins reports the card's spinner turning: a computer deciding, or busy.
func (card SeatCard) Spins() bool { return card.State == Thinking || card.Busy && card.State != "" }

// Thinking is the State of a computer player deciding; the card's spinner
// turns after it.
const Thinking = "thinking…"

// cardText sizes a card's name and state lines: cards are big on a desktop
// and a thumb wide on a phone. The name it returns is the one to write:
// on a card too narrow for a computer's whole name at minName beside its
// score, the score is set smaller, down to minScore, and then the level
// ("(easy)") is left off, which the seat's own card still says
// (play-test: "Jade (easy)" was 9 px on a phone's third-wide card).
func cardText(cv *sprites.Canvas, r sprites.Rect, card SeatCard) (name string, nameSize, stateSize, big float64) {
	// The figure's height is bounded by the card's: with the label under
	// it both stay inside a short card (play-test: digits over the top
	// edge of a tablet's five-player cards).
	big = min(44, r.H*0.42)
	if r.W < 200 {
		big = min(30, r.H*0.4)
	}
	name = card.Name
	most := min(21, max(12, r.H*0.22))
	reserve := 0.0
	if card.Score != "" {
		// A wide score ("$100k") takes at most about half a narrow card:
		// the name and the state line ("to play") keep the rest.
		big = min(big, cv.FitSize(card.Score, r.W*0.45-10, big, sprites.Bold))
		reserve = cv.TextWidth(card.Score, big, sprites.Bold) + 10
	}
	nameSize = cv.FitSize(name, r.W-reserve-30, most, sprites.Bold)
	if nameSize < minName && card.Score != "" {
		full := big
		for _, n := range []string{card.Name, shortName(card.Name)} {
			// The score as large as leaves n its least size, never under
			// minScore.
			big = max(min(minScore, full), cv.FitSize(card.Score, r.W-30-cv.TextWidth(n, minName, sprites.Bold)-10, full, sprites.Bold))
			name = n
			nameSize = cv.FitSize(n, r.W-cv.TextWidth(card.Score, big, sprites.Bold)-10-30, most, sprites.Bold)
			if nameSize >= minName {
				break
			}
		}
	}
	// The state line is never larger than the name above it: a long name
	// shrunk to fit would otherwise sit under a state line that overlaps it.
	stateSize = min(14, max(10, r.H*0.15), nameSize)
	if card.State != "" {
		reserve = 0
		if card.Score != "" {
			reserve = cv.TextWidth(card.Score, big, sprites.Bold) + 10
		}
		stateSize = min(stateSize, cv.FitSize(stateWords(card.State), r.W-reserve-30, stateSize, sprites.Regular))
	}
	return name, nameSize, stateSize, big
}

// minName is the least size a card's name is written in where the score
// can make room for it, and minScore the least the score is set in to
// make it.
const (
	minName  = 12.0
	minScore = 18.0
)

// shortName is a seat's name without its computer level: "Jade (easy)"
// is "Jade".
func shortName(name string) string {
	if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
		return name[:i]
	}
	return name
}

// NameSize is the size a card's name is written in, in r: for a scene's
// test hook.
func NameSize(cv *sprites.Canvas, r sprites.Rect, card SeatCard) float64 {
	_, size, _, _ := cardText(cv, r, card)
	return size
}

// stateY is the middle of the state line: under the name's letters, with a
// little air, whatever size the name was shrunk to.
func stateY(top, nameSize, stateSize float64) float64 {
	return top + nameSize*0.55 + stateSize*0.7 + 2
}

// DrawSeatCard paints a seat's card in r and returns the part of it left
// for the title's own figures (money, cards, supply): its lower half.
func DrawSeatCard(cv *sprites.Canvas, r sprites.Rect, card SeatCard) sprites.Rect {
	col := card.Colour
	ui.Panel(cv, r)
	if card.Active {
		cv.StrokeRoundRect(r.Inset(-2), 20, 4, sprites.Alpha(col, 0.9))
	}
	stripe := 10.0
	if r.W < 200 {
		stripe = 7
	}
	cv.RoundRect(sprites.R(r.X, r.Y, stripe, r.H), stripe/2, col)
	name, nameSize, stateSize, big := cardText(cv, r, card)
	ink := sprites.Ink
	if card.Out {
		ink = sprites.Mix(sprites.Ink, sprites.Paper, 0.55)
	}
	x := r.X + stripe + 9
	top := r.Y + min(r.H*0.25, nameSize*0.6+6)
	mid, label := scoreLines(r, top, big)
	if card.Score != "" {
		cv.Text(card.Score, r.Right()-12, mid, big, sprites.Bold, sprites.Shade(col, 0.8), sprites.End, sprites.Middle)
		if card.ScoreLabel != "" && labelFits(r) {
			cv.Text(card.ScoreLabel, r.Right()-12, label, scoreLabelSize(r), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.35), sprites.End, sprites.Middle)
		}
	}
	cv.Text(name, x, top, nameSize, sprites.Bold, ink, sprites.Start, sprites.Middle)
	if card.State != "" {
		cv.Text(stateWords(card.State), x, stateY(top, nameSize, stateSize), stateSize, sprites.Regular, sprites.Shade(col, 0.7), sprites.Start, sprites.Middle)
	}
	bodyTop := stateY(top, nameSize, stateSize) + stateSize*0.8
	if card.Score != "" && card.ScoreLabel != "" && labelFits(r) {
		bodyTop = max(bodyTop, label+8)
	}
	return sprites.R(x, bodyTop, r.Right()-x-8, max(0, r.Bottom()-bodyTop-4))
}

// scoreLines are the middles of the score's line and its label's, on a card
// whose name line is centred at top. A figure set at size reaches about
// 0.42 of it above and below its middle ("$" and "," a little more): the
// score keeps 6 px inside the card's top edge, and the label clears the
// figure's foot by 3 px (play-test: digits over a tablet card's edge, the
// label touching them).
func scoreLines(r sprites.Rect, top, big float64) (mid, label float64) {
	mid = max(top+big*0.1, r.Y+6+big*0.46)
	return mid, mid + big*0.42 + scoreLabelSize(r)/2 + 3
}

// scoreLabelSize is the score's label's size: never under 10 px, since
// on a card 72 px high it was written at under 9 and could not be read
// (a KiezKönig play-test at 768x1024).
func scoreLabelSize(r sprites.Rect) float64 { return max(10, min(13, r.H*0.12)) }

// labelFits reports room on a card for the score's label: a phone's half
// width card has it too, since a bare number does not say what it counts,
// and so does a five-player tablet's card, 61 px high (the label and the
// body line under it fit from 58).
func labelFits(r sprites.Rect) bool { return r.W >= 140 && r.H >= 58 }

// spinStepTicks is how long the thinking spinner holds each of its eight
// positions (a turn in 1.6 s), in ticks and, on a kept screen, in frames
// (keptSpinner). It turns in steps, not a little every tick,
// so that a table whose only motion is a computer thinking leaves most
// frames unchanged: Ebitengine presents no frame that changed nothing
// (after four such), and where the screen is drawn on the CPU (llvmpipe,
// SwiftShader) presenting it is most of a frame's cost. The frames left
// unpresented go to the search (ui.Context.EndFrame).
const spinStepTicks = 12

// spinStep is the spinner's position at a tick, 0 to 7.
func spinStep(tick int) int { return tick / spinStepTicks % 8 }

// spinnerArea is where a card's spinner is drawn: the spinner's image is
// its diameter and a bit, turned, and its diagonal reaches further.
func spinnerArea(cv *sprites.Canvas, r sprites.Rect, card SeatCard) (x, y, rad float64, area sprites.Rect) {
	_, nameSize, stateSize, _ := cardText(cv, r, card)
	stripe := 10.0
	if r.W < 200 {
		stripe = 7
	}
	x = r.X + stripe + 9 + cv.TextWidth(stateWords(card.State), stateSize, sprites.Regular) + stateSize*0.9
	top := r.Y + min(r.H*0.25, nameSize*0.6+6)
	y = stateY(top, nameSize, stateSize)
	rad = stateSize * 0.45
	h := rad * 1.3 * math.Sqrt2
	return x, y, rad, sprites.R(x-h, y-h, 2*h, 2*h)
}
