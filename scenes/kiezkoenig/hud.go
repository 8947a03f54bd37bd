package kiezkoenig

import (
	"fmt"
	"quartet/lang"
	"strings"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/sprites"
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
	cards := s.cache.cardBuf[:n] // asked for every frame: no new slice each time
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
	card.ScoreLabel = moneyLabel(s.v.money[seat])
	card.Out = s.v.out[seat]
	if s.beats.Busy() && !s.t.Over() {
		card.Active = seat == s.line.seat
		card.State = ""
	}
	// While the start throws' result is shown, the first player's card is
	// lit, not the last thrower's (play-test: "Gold goes first" under
	// Violet's lit card).
	if s.start.winner >= 0 && len(s.start.dice) > 0 && !s.t.Over() {
		card.Active = seat == s.start.winner
	}
	// A choice asked out of turn (an offer to buy, a side to back): the
	// card says what is asked of whom, and the seat in turn keeps its lit
	// card (play-test: "Your choice, in Gold's turn" under a card of the
	// person's that said "to play").
	if g := s.game(); s.duel == nil && !s.beats.Busy() && !s.t.Over() && g.Current() != g.ToMove() {
		switch seat {
		case g.Current():
			card.Active, card.State = true, lang.T("waits")
		case g.ToMove():
			card.Active, card.State = false, lang.T("to choose")
			if s.t.IsAI(seat) {
				card.State = table.Thinking
			}
		}
	}
	// A fight is fought in the attacker's turn: their card stays lit while
	// the defender and the others decide or throw, and the two duellists
	// are marked as such.
	if d := s.duel; d != nil && !s.t.Over() {
		card.Active = seat == d.attacker
		// The person's card is called "Du" / "Vous": its verb agrees
		// (review: "Du / greift an").
		you := s.ch.Names.IsYou(seat)
		switch {
		case seat == d.attacker && you:
			card.State = lang.TC("seat card, you", "attacks")
		case seat == d.attacker:
			card.State = lang.TC("seat card", "attacks")
		case seat == d.defender && you:
			card.State = lang.TC("seat card, you", "defends")
		case seat == d.defender:
			card.State = lang.TC("seat card", "defends")
		}
		if !s.beats.Busy() && seat == s.game().ToMove() && s.t.IsAI(seat) {
			card.State = table.Thinking
		}
	}
	return levelOnNarrowCard(s.t, s.ch.Lay.Seats[:], seat, card)
}

// levelOnNarrowCard moves a computer's level from its name to its state
// line on a thumb-wide card: there the name at a readable size leaves no
// room for "(easy)", which the cards dropped (play-test, five seats on a
// phone). While it thinks, its spinner and "thinking…" say it is a
// computer.
func levelOnNarrowCard(t *play.Table, cards []sprites.Rect, seat int, card table.SeatCard) table.SeatCard {
	if seat >= len(cards) || cards[seat].W >= narrowCard || !t.IsAI(seat) || seat >= len(t.Rec.Seats) {
		return card
	}
	// The level as the name writes it, in the screens' language.
	i := strings.LastIndex(card.Name, " (")
	if t.Rec.Seats[seat].Level == "" || i <= 0 || !strings.HasSuffix(card.Name, ")") || card.State == table.Thinking {
		return card
	}
	name, level := card.Name[:i], card.Name[i+2:len(card.Name)-1]
	card.Name = name
	card.State = strings.TrimSuffix(level+" · "+card.State, " · ")
	return card
}

// narrowCard is the width under which a seat card is thumb-wide: a
// phone's, three to a row.
const narrowCard = 170

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

// bodyText is one text the seat card's body shows, with the box it takes:
// kept for the test hook, which checks that no two overlap.
type bodyText struct {
	text string
	box  sprites.Rect
}

// seatBody records what the seat cards' bodies showed when last painted.
type seatBody struct {
	rect  sprites.Rect
	texts []bodyText
}

// cardWords are the cards a seat holds, in words: Corruption, Turbo and
// the Super Turbo.
func cardWords(k hudKey, seat int) []string {
	var parts []string
	if k.corruption[seat] > 0 {
		parts = append(parts, lang.Tf("%d Corruption", k.corruption[seat]))
	}
	if k.turbo[seat] > 0 {
		parts = append(parts, lang.Tf("%d Turbo", k.turbo[seat]))
	}
	if k.super[seat] {
		parts = append(parts, lang.T("Super Turbo"))
	}
	return parts
}

// paintSeatBody lays a seat card's body out so that nothing overlaps and
// nothing runs past the card: the progress towards the win, always shown
// (play-test: on a phone "1 Corruption" took its place and a seat won
// unseen), and the cards, the Super Turbo among them. The money is the
// card's big figure alone: the chips it once showed beside it, a
// coloured dot and "13×25", read as a debt to the seat of that colour,
// and which chips make a sum never changes what anyone may do.
func (p *painted) paintSeatBody(cv *sprites.Canvas, r sprites.Rect, seat int, k hudKey, need int, col colourRGBA) {
	body := seatBody{rect: r}
	defer func() { p.bodies[seat] = body }()
	if r.H < 10 || r.W < 40 {
		return
	}
	text := func(t string, x, y, size float64, face sprites.Weight, col colourRGBA, align sprites.Align) {
		w := cv.TextWidth(t, size, face)
		left := x
		switch align {
		case sprites.End:
			left = x - w
		case sprites.Middle:
			left = x - w/2
		}
		cv.Text(t, x, y, size, face, col, align, sprites.Middle)
		body.texts = append(body.texts, bodyText{text: t, box: sprites.R(left, y-size/2, w, size)})
	}
	if r.W < narrowCard {
		// A thumb-wide card on a phone: the cards and the progress only.
		paintSmallBody(cv, r, seat, k, need, text)
		return
	}
	line := min(22, max(12, r.H/2))
	if r.H < 30 {
		line = r.H
	}
	y := r.Y + line/2
	ink := sprites.Shade(col, 0.7)
	ls := min(13, line*0.65)
	cardLine := strings.Join(cardWords(k, seat), " · ")
	twoRows := r.H >= 30
	cs := line * 0.72
	room := r.W
	if !twoRows && cardLine != "" {
		// One row: the cards keep their words beside the progress, which
		// drops what it counts first (its card says it).
		room = r.W - min(cv.TextWidth(cardLine, min(cs, 10), sprites.Bold), r.W/2) - 10
	}
	variants := progressVariants(k, seat, need)
	label := variants[len(variants)-1]
	for _, v := range variants {
		if cv.TextWidth(v, ls, sprites.Bold) <= room {
			label = v
			break
		}
	}
	ls = fitIn(cv, label, room, ls, sprites.Bold)
	text(label, r.Right(), y, ls, sprites.Bold, ink, sprites.End)
	right := r.Right() - cv.TextWidth(label, ls, sprites.Bold) - 10
	y2 := y + line
	if cardLine != "" {
		if twoRows {
			size := fitIn(cv, cardLine, r.W, cs, sprites.Bold)
			text(cardLine, r.X, y2, size, sprites.Bold, sprites.Hex(0x7A3E9D), sprites.Start)
		} else {
			// On the left, where the chips were: the row reads from both
			// ends of the card.
			size := fitIn(cv, cardLine, right-r.X, cs, sprites.Bold)
			text(cardLine, r.X, y, size, sprites.Bold, sprites.Hex(0x7A3E9D), sprites.Start)
		}
	}
	// Progress towards the goal: a bar of stakes owned out of those needed.
	if r.H >= 46 {
		bar := sprites.R(r.X, y2+line*0.7, r.W, min(10, line*0.55))
		cv.RoundRect(bar, bar.H/2, sprites.Alpha(sprites.Ink, 0.15))
		f := float64(k.have[seat]) / float64(max(1, need))
		if f > 0 {
			cv.RoundRect(sprites.R(bar.X, bar.Y, max(bar.H, bar.W*f), bar.H), bar.H/2, col)
		}
	}
}

// fitIn is the size, at most size, at which t is no wider than width:
// ui.FitSize stops at 8 px, and a text wider than its card ran off it.
func fitIn(cv *sprites.Canvas, t string, width, size float64, face sprites.Weight) float64 {
	size = cv.FitSize(t, width, size, face)
	if w := cv.TextWidth(t, size, face); w > width && w > 0 {
		size *= width / w
	}
	return size
}

// progressVariants are the ways to write a seat's progress, longest
// first: every one keeps the count, the last has nothing else.
func progressVariants(k hudKey, seat, need int) []string {
	full := progressWords(k.have[seat], need)
	short := lang.Tf("to win: %d/%d", k.have[seat], need)
	switch seat {
	case k.winner:
		// Once the game is over: "leads with 12 of 12" under the result
		// read as a game still going.
		return []string{lang.Tf("won · %s", full), lang.Tf("won · %s", short), short}
	case k.leader:
		return []string{lang.Tf("leads · %s", full), lang.Tf("leads · %s", short), short}
	}
	return []string{full, short}
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
	res.Score = lang.Tf("KiezKönig: %s", s.ch.Names.Called(w))
	var parts []string
	for seat := range g.Seats() {
		have, need := g.Progress(seat)
		part := lang.Tf("%s %d/%d stakes, %d kiezdollars", s.ch.Names.Called(seat), have, need, g.Money(seat))
		if g.Out(seat) {
			// 0/12 alone read as a player who merely did badly.
			part = lang.Tf("%s out of the game", s.ch.Names.Called(seat))
		}
		parts = append(parts, part)
	}
	res.Detail = lang.Tf("%s %s after %d turns. %s.", s.ch.Names.Called(w), winReason(reason), g.Turns(), strings.Join(parts, "; "))
	return res
}

// paintSmallBody lays out a thumb-wide card's body: the progress first,
// then the cards, in words, never letters; the seat's card (a tap on it)
// says the rest. The size is the card's, not the seat's: cards side by
// side wrote their lines in sizes of their own (play-test).
func paintSmallBody(cv *sprites.Canvas, r sprites.Rect, seat int, k hudKey, need int, text func(string, float64, float64, float64, sprites.Weight, colourRGBA, sprites.Align)) {
	cards := cardWords(k, seat)
	ink := sprites.Hex(0x7A3E9D)
	size := smallBodySize(r)
	// Rows close together: a phone's card has some 22 px for its body,
	// and two rows of 10 px read better than one of 6.
	rowH := size * 1.05
	most := max(1, int(r.H/rowH))
	joined := strings.Join(cards, " · ")
	fits := func(rows []string) bool {
		if len(rows) > most {
			return false
		}
		for _, row := range rows {
			if cv.TextWidth(row, size, sprites.Bold) > r.W {
				return false
			}
		}
		return true
	}
	// The ways to write it, best first; the progress is in every one.
	var ways [][]string
	variants := progressVariants(k, seat, need)
	for _, p := range variants {
		if len(cards) == 0 {
			ways = append(ways, []string{p})
			continue
		}
		ways = append(ways, []string{p + " · " + joined}, []string{p, joined})
		// Two rows split among the cards: "to win: 2/9 · 1 Turbo" over
		// "Super Turbo" fits where neither row of the split above does.
		for k := 1; k < len(cards); k++ {
			ways = append(ways, []string{strings.Join(append([]string{p}, cards[:k]...), " · "), strings.Join(cards[k:], " · ")})
		}
		ways = append(ways, append([]string{p}, cards...))
	}
	// None fits at the card's size: the shortest, in as many rows as
	// there is room for, set smaller.
	short := variants[len(variants)-1]
	rows := []string{short}
	switch {
	case len(cards) == 0:
	case most >= 2:
		rows = []string{short, joined}
	default:
		rows = []string{short + " · " + joined}
	}
	for _, w := range ways {
		if fits(w) {
			rows = w
			break
		}
	}
	rowH = min(rowH, r.H/float64(len(rows)))
	// Where a row must be set smaller, the cards' row gives way: the
	// progress keeps the card's size.
	var sz []float64
	for _, row := range rows {
		sz = append(sz, fitIn(cv, row, r.W, min(size, rowH/1.05), sprites.Bold))
	}
	if len(rows) > 1 {
		for i := 2; i < len(rows); i++ {
			sz[1] = min(sz[1], sz[i])
		}
		for i := 2; i < len(rows); i++ {
			sz[i] = sz[1]
		}
	}
	for i, row := range rows {
		text(row, r.X, r.Y+rowH*(float64(i)+0.5), sz[i], sprites.Bold, ink, sprites.Start)
	}
}

// smallBodySize is the size a thumb-wide card's body is written in: by
// its height alone, so that cards of one size write alike.
func smallBodySize(r sprites.Rect) float64 { return min(12, max(10, r.H/2.2)) }

// progressWords is a seat card's progress towards the win. It counts the
// stakes of the rackets nearest the goal, not every stake owned, so it
// says which: a stake bought elsewhere left "to win: 2/18" unchanged and
// read as a mistake.
func progressWords(have, need int) string {
	return lang.Tf("to win: %d/%d · %s", have, need, countedWords(need))
}

// countedWords says which stakes the progress counts, by the goal's size.
func countedWords(need int) string {
	switch need {
	case 18:
		return lang.T("best 2 rackets")
	case 12:
		return lang.T("best racket + business")
	}
	return lang.T("best racket")
}

// The rules' reasons a game ends, and the goals inside them, which the
// end dialog and the street's foot say.
var _ = [...]string{
	lang.Noop("owns two rackets"), lang.Noop("owns one racket and one whole business of another racket"),
	lang.Noop("owns one racket"), lang.Noop("the last player left in the race"),
	lang.Noop("two rackets"), lang.Noop("one racket and one whole business of another racket"), lang.Noop("one racket"),
}

// winReason is the rules' reason the game ended in the screens' language.
func winReason(reason string) string {
	if reason == "" {
		return ""
	}
	return lang.Of(reason)
}

// moneyLabel is the word under a seat's money: English keeps
// "kiezdollars" as a heading, French says 0 in the singular (play-test:
// "0 kiezdollars").
func moneyLabel(n int) string { return lang.N("kiezdollars", "kiezdollars", n) }
