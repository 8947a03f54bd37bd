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
	winner                   int // once the game is over and shown
	need                     int
}

// seatsChanged is which seat cards' bodies differ between two of their
// keys, a bit per seat (table.Chrome.HUDChange).
func seatsChanged(old, now any) uint {
	o, n := old.(hudKey), now.(hudKey)
	if o.need != n.need {
		return ^uint(0)
	}
	var bits uint
	for seat := range kk.MaxSeats {
		if o.money[seat] != n.money[seat] || o.corruption[seat] != n.corruption[seat] || o.turbo[seat] != n.turbo[seat] ||
			o.super[seat] != n.super[seat] || o.out[seat] != n.out[seat] || o.have[seat] != n.have[seat] || o.stakes[seat] != n.stakes[seat] {
			bits |= 1 << seat
		}
	}
	if o.leader != n.leader || o.winner != n.winner {
		for _, seat := range []int{o.leader, n.leader, o.winner, n.winner} {
			if seat >= 0 {
				bits |= 1 << seat
			}
		}
	}
	return bits
}

// hudParts is what the seat cards show (money as chips with the total,
// the cards, the stakes and the progress towards the goal): the cards,
// the title's key for their bodies, and the stakes the goal needs.
func (s *Scene) hudParts() ([]table.SeatCard, hudKey, int) {
	g := s.game()
	n := g.Seats()
	var k hudKey
	cards := s.cardBuf[:n] // asked for every frame: no new slice each time
	need := 0
	k.leader = -1
	best := -1
	for seat := range n {
		cards[seat] = s.seatCard(seat)
		k.money[seat] = s.v.money[seat]
		k.corruption[seat] = s.v.corruption[seat]
		k.turbo[seat] = s.v.turbo[seat]
		k.super[seat] = s.v.super[seat]
		k.out[seat] = s.v.out[seat]
		for _, o := range s.v.owner {
			if int(o) == seat {
				k.stakes[seat]++
			}
		}
		k.have[seat], need = s.progress(seat)
		if k.have[seat] > best && !k.out[seat] {
			best, k.leader = k.have[seat], seat
		} else if k.have[seat] == best {
			k.leader = -1
		}
	}
	if best <= 0 {
		k.leader = -1
	}
	k.need = need
	k.winner = s.winnerShown()
	return cards, k, need
}

// seatCard is a seat's card as the screen stands: while a move's events
// play, the seat whose move it is is lit, not the one the rules already
// wait for, and nobody is thinking.
func (s *Scene) seatCard(seat int) table.SeatCard {
	card := s.ch.Card(seat)
	card.Score = fmt.Sprint(s.v.money[seat])
	card.ScoreLabel = "kiezdollars"
	card.Out = s.v.out[seat]
	if s.busy() && !s.t.Over() {
		card.Active = seat == s.showing
		card.State = ""
	}
	// While the start throws' result is shown, the first player's card is
	// lit, not the last thrower's (play-test: "Gold goes first" under
	// Violet's lit card).
	if s.startWinner >= 0 && len(s.startDice) > 0 && !s.t.Over() {
		card.Active = seat == s.startWinner
	}
	// A fight is fought in the attacker's turn: their card stays lit while
	// the defender and the others decide or throw, and the two duellists
	// are marked as such.
	if d := s.duel; d != nil && !s.t.Over() {
		card.Active = seat == d.attacker
		switch seat {
		case d.attacker:
			card.State = "attacks"
		case d.defender:
			card.State = "defends"
		}
		if !s.busy() && seat == s.game().ToMove() && s.t.IsAI(seat) {
			card.State = table.Thinking
		}
	}
	return card
}

// progress is how near seat is to the goal as the screen stands: the
// stakes it holds in the view, and those it bet in a fight still being
// fought, which are its own until the fight is lost.
func (s *Scene) progress(seat int) (have, need int) {
	held := s.v.held(seat)
	if d := s.duel; d != nil && d.won < 0 {
		for side, who := range [2]int{d.attacker, d.defender} {
			if who == seat {
				held = append(held, d.stakes[side]...)
			}
		}
	}
	return kk.ProgressOf(s.game().Seats(), held)
}

// chipColours are the chips of 5, 10 and 25 kiezdollars.
var chipColours = [3]colourRGBA{ui.Hex(0xE9E4D8), ui.Hex(0x3F7FD0), ui.Hex(0x2E9E5B)}

// bodyText is one text the seat card's body shows, with the box it takes:
// kept for the test hook, which checks that no two overlap.
type bodyText struct {
	text string
	box  ui.Rect
}

// seatBody records what the seat cards' bodies showed when last painted.
type seatBody struct {
	rect  ui.Rect
	texts []bodyText
}

// cardWords are the cards a seat holds, in words: Corruption, Turbo and
// the Super Turbo.
func cardWords(k hudKey, seat int) []string {
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
	return parts
}

// chipWords is a pile of chips as the card writes it: how many of which
// value, "9×25".
func chipWords(n, value int) string { return fmt.Sprintf("%d×%d", n, value) }

// chipValues are the values of the chips of chipColours.
var chipValues = [3]int{5, 10, 25}

// paintSeatBody lays a seat card's body out so that nothing overlaps: the
// progress keeps its place on the right, the cards (the Super Turbo among
// them) come next, and the money as chips takes what room is left; the
// total is the card's big figure anyway.
func (s *Scene) paintSeatBody(cv *ui.Canvas, r ui.Rect, seat int, k hudKey, need int) {
	body := seatBody{rect: r}
	defer func() { s.bodies[seat] = body }()
	if r.H < 10 || r.W < 40 {
		return
	}
	text := func(t string, x, y, size float64, face ui.Weight, col colourRGBA, align ui.Align) {
		w := cv.TextWidth(t, size, face)
		left := x
		switch align {
		case ui.End:
			left = x - w
		case ui.Middle:
			left = x - w/2
		}
		cv.Text(t, x, y, size, face, col, align, ui.Middle)
		body.texts = append(body.texts, bodyText{text: t, box: ui.R(left, y-size/2, w, size)})
	}
	if r.W < 170 {
		// A thumb-wide card on a phone: the cards and the progress only.
		s.paintSmallBody(cv, r, seat, k, need, text)
		return
	}
	line := min(22, max(12, r.H/2))
	if r.H < 30 {
		line = r.H
	}
	y := r.Y + line/2
	ink := ui.Shade(s.colour(seat), 0.7)
	// The progress on the right of the first row.
	// "to win", never "stakes": the count is the way nearest the win, not
	// every stake owned, and 5/18 beside eight stakes read as a mistake.
	label := progressWords(k.have[seat], need)
	switch seat {
	case k.winner:
		label = "won · " + label
	case k.leader:
		label = "leads · " + label
	}
	ls := min(13, line*0.65)
	// The cards: beside the chips on a one-row body, or the second row.
	cardLine := strings.Join(cardWords(k, seat), " · ")
	twoRows := r.H >= 30
	if !twoRows && cardLine != "" && r.W-cv.TextWidth(label, ls, ui.Bold)-10 < cv.TextWidth(cardLine, min(line*0.72, 10), ui.Bold) {
		// A one-row body too narrow for both: the cards keep their
		// words, the progress drops what it counts (its card says it).
		label = strings.TrimSuffix(label, " · "+countedWords(need))
	}
	text(label, r.Right(), y, ls, ui.Bold, ink, ui.End)
	right := r.Right() - cv.TextWidth(label, ls, ui.Bold) - 10
	y2 := y + line
	if cardLine != "" {
		size := line * 0.72
		if twoRows {
			size = cv.FitSize(cardLine, r.W, size, ui.Bold)
			text(cardLine, r.X, y2, size, ui.Bold, ui.Hex(0x7A3E9D), ui.Start)
		} else {
			size = cv.FitSize(cardLine, right-r.X, size, ui.Bold)
			w := cv.TextWidth(cardLine, size, ui.Bold)
			text(cardLine, right-w, y, size, ui.Bold, ui.Hex(0x7A3E9D), ui.Start)
			right -= w + 10
		}
	}
	// The money as chips of 25, 10 and 5, each pile with its value: all
	// the piles or none, since some of them would not add up to the total.
	chips := kk.Chips(k.money[seat])
	rad := line * 0.38
	x := r.X
	width := 0.0
	for i := range chips {
		if chips[i] > 0 {
			width += rad*2 + 2 + cv.TextWidth(chipWords(chips[i], chipValues[i]), line*0.7, ui.Regular) + 8
		}
	}
	if x+width-8 > right {
		chips = [3]int{}
	}
	if !twoRows && !s.roomForChips(cv, r, line) {
		// A narrow one-row card shows its chips by its width alone, never
		// by the cards it holds: it showed the chips one turn and the
		// Super Turbo the next, card beside card differing.
		chips = [3]int{}
	}
	for i := 2; i >= 0; i-- {
		if chips[i] == 0 {
			continue
		}
		t := chipWords(chips[i], chipValues[i])
		w := rad*2 + 2 + cv.TextWidth(t, line*0.7, ui.Regular)
		cv.Circle(x+rad, y, rad, ui.Shade(chipColours[i], 0.8))
		cv.Circle(x+rad, y, rad*0.75, chipColours[i])
		text(t, x+rad*2+2, y, line*0.7, ui.Regular, ui.Ink, ui.Start)
		x += w + 8
	}
	// Progress towards the goal: a bar of stakes owned out of those needed.
	if r.H >= 46 {
		bar := ui.R(r.X, y2+line*0.7, r.W, min(10, line*0.55))
		cv.RoundRect(bar, bar.H/2, ui.Alpha(ui.Ink, 0.15))
		f := float64(k.have[seat]) / float64(max(1, need))
		if f > 0 {
			cv.RoundRect(ui.R(bar.X, bar.Y, max(bar.H, bar.W*f), bar.H), bar.H/2, s.colour(seat))
		}
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
		part := fmt.Sprintf("%s %d/%d stakes, %d kiezdollars", s.ch.Names.Called(seat), have, need, g.Money(seat))
		if g.Out(seat) {
			// 0/12 alone read as a player who merely did badly.
			part = s.ch.Names.Called(seat) + " out of the game"
		}
		parts = append(parts, part)
	}
	res.Detail = fmt.Sprintf("%s %s after %d turns. %s.", s.ch.Names.Called(w), reason, g.Turns(), strings.Join(parts, "; "))
	return res
}

func (s *Scene) paintSmallBody(cv *ui.Canvas, r ui.Rect, seat int, k hudKey, need int, text func(string, float64, float64, float64, ui.Weight, colourRGBA, ui.Align)) {
	// Words, never letters: the progress first, then the cards, on one row
	// when they fit legibly, else on two when the card has the height; the
	// seat's card (a tap on it) says the rest.
	progress := progressWords(k.have[seat], need)
	switch seat {
	case k.winner:
		progress = "won " + progress
	case k.leader:
		progress = "leads " + progress
	}
	cards := cardWords(k, seat)
	ink := ui.Hex(0x7A3E9D)
	maxSize := min(14, r.H*0.8)
	joined := strings.Join(cards, " · ")
	// The ways to write it, best first: one row, then more rows of
	// smaller words; the progress goes before a card does, since the bar
	// and the leader's line say it too.
	ways := [][]string{
		{strings.Join(append([]string{progress}, cards...), " · ")},
		{progress, joined},
		append([]string{progress}, cards...),
		{joined},
		cards,
	}
	if len(cards) == 0 {
		ways = [][]string{{progress}}
	}
	fits := func(rows []string) (float64, bool) {
		rowH := min(18, r.H/float64(len(rows)))
		least := 100.0
		for _, row := range rows {
			least = min(least, cv.FitSize(row, r.W, min(maxSize, rowH*0.85), ui.Bold))
		}
		return rowH, least >= 9.5 && cv.TextWidth(rows[len(rows)-1], least, ui.Bold) <= r.W
	}
	rows := ways[len(ways)-1]
	for _, w := range ways {
		if _, ok := fits(w); ok {
			rows = w
			break
		}
	}
	rowH, _ := fits(rows)
	for i, row := range rows {
		size := cv.FitSize(row, r.W, min(maxSize, rowH*0.85), ui.Bold)
		text(row, r.X, r.Y+rowH*(float64(i)+0.5), size, ui.Bold, ink, ui.Start)
	}
}

// progressWords is a seat card's progress towards the win. It counts the
// stakes of the rackets nearest the goal, not every stake owned, so it
// says which: a stake bought elsewhere left "to win: 2/18" unchanged and
// read as a mistake.
func progressWords(have, need int) string {
	return fmt.Sprintf("to win: %d/%d · %s", have, need, countedWords(need))
}

// countedWords says which stakes the progress counts, by the goal's size.
func countedWords(need int) string {
	switch need {
	case 18:
		return "best 2 rackets"
	case 12:
		return "best racket + business"
	}
	return "best racket"
}

// roomForChips reports whether a one-row seat card body of r is wide
// enough for the chips of a seat of some 200 kiezdollars beside the Super
// Turbo and the progress.
func (s *Scene) roomForChips(cv *ui.Canvas, r ui.Rect, line float64) bool {
	rad := line * 0.38
	need := 0.0
	for _, t := range []string{chipWords(8, 25), chipWords(1, 10), chipWords(1, 5)} {
		need += rad*2 + 2 + cv.TextWidth(t, line*0.7, ui.Regular) + 8
	}
	need += cv.TextWidth("Super Turbo", line*0.72, ui.Bold) + 10
	need += cv.TextWidth(progressWords(12, 12), min(13, line*0.65), ui.Bold) + 10
	return r.W >= need
}
