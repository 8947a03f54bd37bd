package kiezkoenig

import (
	"fmt"
	"strings"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// hudKey is everything the seat cards show of the title's own figures.
type hudKey struct {
	money, corruption, turbo [kk.MaxSeats]int
	super, out               [kk.MaxSeats]bool
	have                     [kk.MaxSeats]int
	stakes                   [kk.MaxSeats]int
	leader                   int
	skip                     bool
}

// drawHUD paints the seat cards (money as chips with the total, the cards,
// the stakes and the progress towards the goal), the message and the
// toolbar.
func (s *Scene) drawHUD(cv *ui.Canvas, c *ui.Context) {
	g := s.game()
	n := g.Seats()
	var k hudKey
	cards := make([]table.SeatCard, n)
	need := 0
	k.leader = -1
	best := -1
	for seat := range n {
		cards[seat] = s.ch.Card(seat)
		cards[seat].Score = fmt.Sprint(s.v.money[seat])
		cards[seat].ScoreLabel = "kiezdollars"
		cards[seat].Out = s.v.out[seat]
		if s.busy() && cards[seat].State == table.Thinking {
			cards[seat].State = ""
		}
		k.money[seat] = s.v.money[seat]
		k.corruption[seat] = s.v.corruption[seat]
		k.turbo[seat] = s.v.turbo[seat]
		k.super[seat] = s.v.super[seat]
		k.out[seat] = s.v.out[seat]
		k.stakes[seat] = len(s.v.held(seat))
		k.have[seat], need = g.Progress(seat)
		if k.have[seat] > best && !k.out[seat] {
			best, k.leader = k.have[seat], seat
		} else if k.have[seat] == best {
			k.leader = -1
		}
	}
	if best <= 0 {
		k.leader = -1
	}
	s.ch.DrawHUD(cv, c, cards, k, func(lc *ui.Canvas, bodies []ui.Rect) {
		for seat, r := range bodies {
			s.paintSeatBody(lc, r, seat, k, need)
		}
	})
}

// chipColours are the chips of 5, 10 and 25 kiezdollars.
var chipColours = [3]colourRGBA{ui.Hex(0xE9E4D8), ui.Hex(0x3F7FD0), ui.Hex(0x2E9E5B)}

func (s *Scene) paintSeatBody(cv *ui.Canvas, r ui.Rect, seat int, k hudKey, need int) {
	if r.H < 10 || r.W < 40 {
		return
	}
	line := min(22, max(12, r.H/2))
	if r.H < 30 {
		line = r.H
	}
	if r.W < 170 {
		// A thumb-wide card on a phone: the cards and the progress only.
		s.paintSmallBody(cv, r, seat, k, need)
		return
	}
	y := r.Y + line/2
	x := r.X
	// The money as chips of 25, 10 and 5.
	chips := kk.Chips(k.money[seat])
	rad := line * 0.38
	for i := 2; i >= 0; i-- {
		if chips[i] == 0 {
			continue
		}
		cv.Circle(x+rad, y, rad, ui.Shade(chipColours[i], 0.8))
		cv.Circle(x+rad, y, rad*0.75, chipColours[i])
		t := fmt.Sprintf("×%d", chips[i])
		cv.Text(t, x+rad*2+2, y, line*0.7, ui.Regular, ui.Ink, ui.Start, ui.Middle)
		x += rad*2 + 4 + cv.TextWidth(t, line*0.7, ui.Regular) + 4
	}
	// The cards: Corruption, Turbo and the Super Turbo.
	var parts []string
	if k.corruption[seat] > 0 {
		parts = append(parts, fmt.Sprintf("%d Corruption", k.corruption[seat]))
	}
	if k.turbo[seat] > 0 {
		parts = append(parts, fmt.Sprintf("%d Turbo", k.turbo[seat]))
	}
	if k.super[seat] {
		parts = append(parts, "Super Turbo")
	}
	cardLine := strings.Join(parts, " · ")
	y2 := y
	if r.H >= 30 {
		y2 = y + line
		x = r.X
	} else {
		x += 4
	}
	if cardLine != "" && x < r.Right()-30 {
		size := cv.FitSize(cardLine, r.Right()-x, line*0.72, ui.Bold)
		cv.Text(cardLine, x, y2, size, ui.Bold, ui.Hex(0x7A3E9D), ui.Start, ui.Middle)
	}
	// Progress towards the goal: a bar of stakes owned out of those needed.
	if r.H >= 46 {
		bar := ui.R(r.X, y2+line*0.7, r.W, min(10, line*0.55))
		cv.RoundRect(bar, bar.H/2, ui.Alpha(ui.Ink, 0.15))
		f := float64(k.have[seat]) / float64(max(1, need))
		if f > 0 {
			cv.RoundRect(ui.R(bar.X, bar.Y, max(bar.H, bar.W*f), bar.H), bar.H/2, s.colour(seat))
		}
		label := fmt.Sprintf("%d/%d to win", k.have[seat], need)
		if seat == k.leader {
			label = "leads · " + label
		}
		cv.Text(label, r.Right(), bar.Y-line*0.35, min(11, line*0.6), ui.Bold, ui.Shade(s.colour(seat), 0.7), ui.End, ui.Middle)
	} else {
		label := fmt.Sprintf("%d/%d stakes", k.have[seat], need)
		if seat == k.leader {
			label = "leads · " + label
		}
		cv.Text(label, r.Right(), y, min(13, line*0.65), ui.Bold, ui.Shade(s.colour(seat), 0.7), ui.End, ui.Middle)
	}
}

// result is what the end dialog says.
func (s *Scene) result() table.Result {
	g := s.game()
	w := g.Winner()
	res := table.Result{Headline: s.ch.Headline()}
	if w >= 0 {
		res.Colour = s.colour(w)
	}
	reason := ""
	if sum := g.Summary(); sum["reason"] != nil {
		reason, _ = sum["reason"].(string)
	}
	res.Score = "KiezKönig: " + s.ch.Names.Called(w)
	var parts []string
	for seat := range g.Seats() {
		have, need := g.Progress(seat)
		parts = append(parts, fmt.Sprintf("%s %d/%d stakes, %d kiezdollars", s.ch.Names.Called(seat), have, need, g.Money(seat)))
	}
	res.Detail = fmt.Sprintf("%s %s after %d turns. %s.", s.ch.Names.Called(w), reason, g.Turns(), strings.Join(parts, "; "))
	return res
}

func (s *Scene) paintSmallBody(cv *ui.Canvas, r ui.Rect, seat int, k hudKey, need int) {
	// Words, never letters: the progress first, then the cards, as many as
	// fit legibly; the seat's card (a tap on it) says the rest.
	progress := fmt.Sprintf("%d/%d stakes", k.have[seat], need)
	if seat == k.leader {
		progress = "leads " + progress
	}
	parts := []string{progress}
	if k.corruption[seat] > 0 {
		parts = append(parts, fmt.Sprintf("%d Corruption", k.corruption[seat]))
	}
	if k.turbo[seat] > 0 {
		parts = append(parts, fmt.Sprintf("%d Turbo", k.turbo[seat]))
	}
	if k.super[seat] {
		parts = append(parts, "Super Turbo")
	}
	maxSize := min(14, r.H*0.8)
	for n := len(parts); n >= 1; n-- {
		text := strings.Join(parts[:n], " · ")
		size := cv.FitSize(text, r.W, maxSize, ui.Bold)
		if size >= 10.5 || n == 1 {
			cv.Text(text, r.X, r.Y+min(r.H, 18)/2, size, ui.Bold, ui.Hex(0x7A3E9D), ui.Start, ui.Middle)
			return
		}
	}
}
