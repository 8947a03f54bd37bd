package kiezkoenig

import (
	"fmt"
	"image/color"
	"quartet/lang"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// info is the card that explains a space or a seat in words. The board can
// only show a business in shorthand (a phone gives a cell the width of a
// thumb), so a tap on any space that is not a move, or a long press on any
// space or seat card, opens it; any tap closes it.
type info struct {
	open  bool
	space int // the track space, -1 the Start; when seat < 0
	seat  int // the seat explained, or -1
	age   int
	panel sprites.Rect
	close sprites.Rect
	layer sprites.Layer // the card as last painted
}

// cardLine is one paragraph of the card; a stake's paragraph starts with
// the stake's icon.
type cardLine struct {
	text string
	icon int // a kk.Kind, or -1
	bold bool
}

// facts is what the card's words are written from: the table as shown
// (the view, which lags the rules while beats play), the players' names and
// progress, and why a business is not for sale to the person buying now.
type facts struct {
	v          *view
	seats      int
	names      *table.Names
	words      narration.Words
	progress   func(seat int) (have, need int)
	notForSale func(business int) string
}

// leaderWords says who leads the race to the goal, by the view.
func (f facts) leaderWords() string {
	have := make([]int, f.seats)
	need := 0
	for seat := range have {
		have[seat], need = f.progress(seat)
	}
	return f.words.Leaders(have, need, f.v.out[:f.seats])
}

// infoCard is what the card says: a title, a line under it and the
// paragraphs.
type infoCard struct {
	title, sub string
	lines      []cardLine
}

func (c infoCard) String() string {
	var b strings.Builder
	b.WriteString(c.title + "\n" + c.sub)
	for _, l := range c.lines {
		b.WriteString("\n" + l.text)
	}
	return b.String()
}

// ownerWords says who holds a stake in the view, in words.
func (f facts) ownerWords(st int) string {
	switch o := f.v.owner[st]; {
	case o >= 0:
		if !f.names.T.IsPerson(int(o)) || f.names.T.Humans() != 1 {
			return lang.Tf("owned by %s", f.names.Name(int(o)))
		}
		return lang.T("yours")
	case o == inMiddle:
		return lang.T("bet in the fight now")
	}
	return lang.T("for sale")
}

// fightWords say what a fight and its bet are, as the rulebook does.
var fightWords = lang.Noop("To fight, you bet all your stakes of one business of the racket (your bet) against an opponent's stakes: of the same business if you bet one or two, of another business if you bet all three. Dice duels follow; the first to win three takes both bets.")

// whatStakeDoes is what owning a stake of a kind gives, in the rulebook's
// terms.
func whatStakeDoes(k kk.Kind) string {
	switch k {
	case kk.Gang:
		return lang.T("Its owner pays no fee here, and a bet that holds a Gang adds 1 to every die in a fight.")
	case kk.Cash:
		return lang.T("Its owner pays no fee here but takes the money on the Cash marker.")
	}
	return lang.T("Its owner pays no fee here.")
}

// spaceCard explains a space in words: for a business its racket, fee, the
// price and owner of each stake and what landing there does.
func (f facts) spaceCard(sp int) infoCard {
	if sp < 0 {
		return infoCard{title: lang.TC("space", "Start"), sub: lang.T("where every token begins"),
			lines: []cardLine{{text: lang.T("Each player's token starts here. Once left, the Start is not counted again."), icon: -1}}}
	}
	space := kk.Track()[sp]
	switch space.Kind {
	case kk.BusinessSpace:
		b := kk.BusinessAt(space.Business)
		racket := narration.Racket(b.Racket)
		name := narration.Business(space.Business)
		c := infoCard{title: lang.Tf("%s %s", b.ID, name), sub: lang.Tf("%s (%s) · %s racket · entrance fee %d", name, b.German, racket, b.Fee)}
		c.lines = append(c.lines, cardLine{icon: -1, text: lang.Tf(
			"Land here: pay the entrance fee of %d onto its Cash marker, unless you own one of its stakes. Then buy one stake of the %s racket, fight for one, or draw a Turbo card.",
			b.Fee, racket)})
		// "Fight" and "bet" were used here unexplained (play-test).
		c.lines = append(c.lines, cardLine{icon: -1, text: lang.Of(fightWords)})
		for _, k := range kk.DisplayKinds() {
			st := kk.StakeOf(space.Business, k)
			c.lines = append(c.lines, cardLine{icon: int(k), bold: f.v.owner[st] >= 0, text: lang.Tf(
				"%s stake, price %d: %s. %s", narration.Kind(k), kk.Stake(st).Price, f.ownerWords(st), whatStakeDoes(k))})
		}
		c.lines = append(c.lines, cardLine{icon: -1, text: lang.Tf(
			"Cash marker: %d kiezdollars, the gold coin on the space. Entrance fees and the prices of this business's stakes collect on it; the owner of its Cash stake takes them on landing here.", f.v.cash[sp])})
		if why := f.notForSale(space.Business); why != "" {
			c.lines = append(c.lines, cardLine{icon: -1, bold: true, text: why})
		}
		return c
	case kk.AuthoritySpace:
		a := space.Authority
		charged := a.Charged()
		kind := narration.Kind(charged)
		name := narration.AuthorityShort(a)
		return infoCard{title: name, sub: lang.Tf("an authority · %d per %s stake", a.Charge(), kind),
			lines: []cardLine{
				{icon: int(charged), text: lang.Tf(
					"Land here: pay %d for every %s stake you own onto its Cash marker, take a Corruption card and throw again. Who cannot pay gives up one %s stake instead. Who owns no %s stake pays nothing and takes no Corruption card, but throws again too.",
					a.Charge(), kind, kind, kind)},
				{icon: -1, text: lang.Tf(
					"Cash marker: %d kiezdollars, the gold coin \"to rob\" on the space. The charges paid here collect on it, and they are loot: with three Corruption cards, the third from an authority, you may rob it (take it all and throw again), or fight anywhere.", f.v.cash[sp])},
			}}
	}
	reach := kk.CarReach(sp)
	return infoCard{title: lang.T("Sports Car"), sub: lang.Tf("drive on 0 to %d spaces", reach),
		lines: []cardLine{{icon: -1, text: lang.Tf(
			"Land here: drive 0 to %d spaces on, never past the next authority. A ride that ends on another Sports Car gives another ride.", reach)}}}
}

// seatInfoCard explains a seat: money, cards, stakes and progress.
func (f facts) seatInfoCard(seat int) infoCard {
	have, need := f.progress(seat)
	c := infoCard{title: f.names.Called(seat), sub: lang.N("%d kiezdollars", "%d kiezdollars", f.v.money[seat], f.v.money[seat])}
	if f.v.out[seat] {
		c.sub = lang.Tf("%d kiezdollars · out of the game", f.v.money[seat])
	}
	c.lines = append(c.lines, cardLine{icon: -1, text: lang.Tf("Money: %d kiezdollars.", f.v.money[seat])})
	var cards []string
	if n := f.v.corruption[seat]; n > 0 {
		cards = append(cards, lang.N("%d Corruption card (three, the third from an authority, let you rob it or fight anywhere)",
			"%d Corruption cards (three, the third from an authority, let you rob it or fight anywhere)", n, n))
	}
	if n := f.v.turbo[seat]; n > 0 {
		cards = append(cards, lang.N("%d Turbo card (the third moves you to any space)", "%d Turbo cards (the third moves you to any space)", n, n))
	}
	if f.v.super[seat] {
		cards = append(cards, lang.T("the Super Turbo card (once, instead of throwing: go to any space)"))
	}
	if len(cards) == 0 {
		cards = append(cards, lang.T("no cards"))
	}
	c.lines = append(c.lines, cardLine{icon: -1, text: lang.Tf("Cards: %s.", strings.Join(cards, "; "))})
	// Named business by business as a bet names them (French read
	// "Peep-show Caisse" here and "Caisse (Peep-show)" on the buttons).
	held := narration.StakesOf(f.v.held(seat))
	if held == "" {
		held = lang.T("none yet")
	}
	c.lines = append(c.lines, cardLine{icon: -1, text: lang.Tf("Stakes: %s.", held)})
	owned := len(f.v.held(seat))
	c.lines = append(c.lines, cardLine{icon: -1, bold: true, text: lang.N(
		"Progress, %s on the seat's panel: %d of the %d stakes needed to win, of %d stake in all. To win: %s.",
		"Progress, %s on the seat's panel: %d of the %d stakes needed to win, of %d stakes in all. To win: %s.", owned,
		progressWords(have, need), have, need, owned, narration.GoalWords(f.seats, need))})
	return c
}

// card is what the open card says.
func (n *info) card(f facts) infoCard {
	if n.seat >= 0 {
		return f.seatInfoCard(n.seat)
	}
	return f.spaceCard(n.space)
}

// openSpace opens the card of track space sp (-1 the Start) over board.
func (n *info) openSpace(sp int, board sprites.Rect) {
	n.open, n.space, n.seat, n.age = true, sp, -1, 0
	n.layout(board)
}

// openSeat opens the card of a seat over board.
func (n *info) openSeat(seat int, board sprites.Rect) {
	n.open, n.space, n.seat, n.age = true, 0, seat, 0
	n.layout(board)
}

// layout places the card over the board, with its Close button.
func (n *info) layout(b sprites.Rect) {
	w, h := min(b.W-12, 560), min(b.H-12, 520)
	n.panel = sprites.R(b.X+(b.W-w)/2, b.Y+(b.H-h)/2, w, h)
	bw := min(200, w-28)
	n.close = sprites.R(n.panel.X+(w-bw)/2, n.panel.Bottom()-14-52, bw, 52)
}

// update opens the card on a long press on a seat card (seats) or a space
// of the street r, and closes it on any tap; duel says a duel covers the
// board. It reports whether it took the pointer this tick.
func (n *info) update(c *ui.Context, board sprites.Rect, seats []sprites.Rect, r ring, duel bool) bool {
	p := c.Pointer
	if n.open {
		n.layout(board)
		n.age++
		if c.Button("info-close", n.close, lang.T("Close"), true) || p.Tap || c.Key(ebiten.KeyEscape) {
			n.open = false
			c.Sound.Play(audio.Tap)
		}
		return true
	}
	if !p.LongPress || duel {
		return false
	}
	for seat := range seats {
		if seats[seat].Contains(p.X, p.Y) {
			n.openSeat(seat, board)
			return true
		}
	}
	if r.board.Contains(p.X, p.Y) {
		if sp := r.spaceAt(p.X, p.Y); sp >= -1 {
			n.openSpace(sp, board)
			return true
		}
	}
	return false
}

// infoKey is what the cached card shows.
type infoKey struct {
	r, board sprites.Rect
	text     string
	pressed  [2]bool
}

func (n *info) key(c *ui.Context, board sprites.Rect, card infoCard) infoKey {
	return infoKey{r: n.panel, board: board, text: card.String(), pressed: buttonState(c, n.close)}
}

// draw paints the open card over the board: edge is its frame's colour.
func (n *info) draw(cv *sprites.Canvas, c *ui.Context, k infoKey, card infoCard, edge colourRGBA) {
	cv.Rect(k.board, sprites.Alpha(sprites.Hex(0x000000), 0.5))
	n.layer.DrawRect(cv, k.r, k, func(lc *sprites.Canvas) { n.paint(lc, c, card, edge) })
}

// edge is the colour of the card's frame: the seat's, or the racket's.
func (n *info) edge(f facts) colourRGBA {
	edge := neonCyan
	if n.seat >= 0 {
		edge = f.names.Colour(n.seat)
	} else if sp := n.space; sp >= 0 && kk.Track()[sp].Kind == kk.BusinessSpace {
		edge = racketColour(kk.BusinessAt(kk.Track()[sp].Business).Racket)
	}
	return edge
}

func (n *info) paint(cv *sprites.Canvas, c *ui.Context, card infoCard, edge colourRGBA) {
	p := n.panel
	r := sprites.R(0, 0, p.W, p.H)
	frame(cv, r, 16, 3, edge, sprites.Hex(0x15131F))
	in := r.Inset(16)
	ts := cv.FitSize(card.title, in.W, 26, sprites.Bold)
	cv.Text(card.title, in.X, in.Y+ts*0.6, ts, sprites.Bold, neonGold, sprites.Start, sprites.Middle)
	_, in = in.CutTop(ts * 1.25)
	ss := cv.FitSize(card.sub, in.W, 16, sprites.Regular)
	cv.Text(card.sub, in.X, in.Y+ss*0.6, ss, sprites.Regular, sprites.Alpha(sprites.Paper, 0.75), sprites.Start, sprites.Middle)
	_, in = in.CutTop(ss*1.3 + 8)
	in.H = n.close.Y - p.Y - 10 - in.Y
	// The largest size at which every paragraph fits above the button.
	size := 17.0
	for ; size > 11; size -= 0.5 {
		if infoHeight(cv, card, in.W, size) <= in.H {
			break
		}
	}
	y := in.Y
	for _, l := range card.lines {
		box := sprites.R(in.X, y, in.W, in.H)
		if l.icon >= 0 {
			icon := size * 1.5
			stakeIcon(cv, kk.Kind(l.icon), in.X+icon/2, y+size*0.65, icon, sprites.Paper)
			box.X += icon + 8
			box.W -= icon + 8
		}
		w := sprites.Regular
		if l.bold {
			w = sprites.Bold
		}
		y += cv.TextBox(l.text, box, size, w, sprites.Paper, sprites.Start) + size*0.5
	}
	cr := n.close
	ui.DrawButton(cv, c, sprites.R(cr.X-p.X, cr.Y-p.Y, cr.W, cr.H), lang.T("Close"), ui.Secondary, true)
}

// infoHeight is the height the card's paragraphs take at a text size.
func infoHeight(cv *sprites.Canvas, card infoCard, w, size float64) float64 {
	h := 0.0
	for _, l := range card.lines {
		lw := w
		if l.icon >= 0 {
			lw -= size*1.5 + 8
		}
		h += float64(len(cv.Wrap(l.text, lw, size, sprites.Regular)))*size*1.3 + size*0.5
	}
	return h
}

// stakeIcon draws a stake's kind as a picture that needs no letter: the
// Gang a figure, the Cash a banknote, the Hot Commodity a flame.
func stakeIcon(cv *sprites.Canvas, k kk.Kind, x, y, size float64, col color.RGBA) {
	s := size / 2
	switch k {
	case kk.Gang:
		cv.Circle(x, y-s*0.42, s*0.34, col)
		cv.Poly([]float64{x - s*0.72, y + s*0.8, x - s*0.6, y + s*0.12, x - s*0.3, y - s*0.05, x + s*0.3, y - s*0.05, x + s*0.6, y + s*0.12, x + s*0.72, y + s*0.8}, col)
	case kk.Cash:
		note := sprites.R(x-s*0.9, y-s*0.55, s*1.8, s*1.1)
		cv.RoundRect(note, s*0.12, col)
		cv.Circle(x, y, s*0.32, sprites.Alpha(sprites.Hex(0x000000), 0.45))
		cv.Circle(x, y, s*0.18, col)
	default:
		cv.Poly([]float64{x, y - s*0.95, x + s*0.35, y - s*0.35, x + s*0.62, y + s*0.15, x + s*0.55, y + s*0.6, x + s*0.2, y + s*0.9, x - s*0.2, y + s*0.9, x - s*0.55, y + s*0.6, x - s*0.62, y + s*0.15, x - s*0.15, y - s*0.25}, col)
		cv.Poly([]float64{x, y - s*0.05, x + s*0.25, y + s*0.4, x + s*0.15, y + s*0.8, x - s*0.15, y + s*0.8, x - s*0.25, y + s*0.4}, sprites.Alpha(sprites.Hex(0x000000), 0.35))
	}
}

// title is the open card's title, for tests; empty when none is open.
func (n *info) title(f facts) string {
	if !n.open {
		return ""
	}
	return n.card(f).title
}

// takeTaps opens the card of a seat card tapped at any time, and of a
// space of the street r tapped while the board is not the person's to move
// on (spaces: a computer's turn, the end): reading the board never waits
// for a turn.
func (n *info) takeTaps(c *ui.Context, board sprites.Rect, seats []sprites.Rect, names *table.Names, r ring, spaces bool) {
	for seat := range seats {
		if c.Target(fmt.Sprintf("seatcard-%d", seat), seats[seat], names.Called(seat), true) {
			n.openSeat(seat, board)
			return
		}
	}
	if !spaces {
		return
	}
	for sp := range kk.TrackLen() {
		if c.Target("space-"+kk.Track()[sp].ID, r.spaceRect(sp), kk.Track()[sp].ID, true) {
			n.openSpace(sp, board)
			return
		}
	}
	if c.Pointer.Tap && r.spaceRect(-1).Contains(c.Pointer.X, c.Pointer.Y) {
		n.openSpace(-1, board)
	}
}

// OptionHelp says what the setup option "rest" does, for the setup page:
// the chips the players are not dealt start on an authority, where whoever
// robs it takes them. It is read before the rules, so it says it without
// their words (Cash marker, robbing with three Corruption cards).
func OptionHelp(key string, value any, seats int) string {
	if key != "rest" {
		return ""
	}
	// The name without its article: the setup's label ("the Law Courts")
	// is said after "at" ("dem Gericht", "au tribunal"), and the sentence
	// wants it twice, in two cases (play-test: "auf dem Feld dem Gericht").
	where, ok := map[any]kk.Authority{"court": kk.LawCourts, "tax": kk.TaxOffice, "police": kk.Police}[value]
	if !ok {
		return ""
	}
	name := narration.AuthorityShort(where)
	seats = max(2, min(kk.MaxSeats, seats))
	return lang.Tf("With %d players, %d kiezdollars are left over once everyone has their start money. They lie at the %s as loot: a player who collects three Corruption cards may rob the %s and take it all.",
		seats, kk.ChipsValue(kk.RestChips(seats)), name, name)
}

// notForSaleWords says, while the person is buying in g, why business b's
// stakes are not among the lit ones: a tap on an unlit business opened its
// card, which said nothing of the purchase. money is the buyer's, as shown.
func (d *decision) notForSaleWords(g *kk.Game, b int, money func(seat int) int) string {
	buying := false
	for _, m := range d.legal {
		if m.Kind != kk.Buy {
			continue
		}
		buying = true
		if kk.Stake(int(m.Stake)).Business == b {
			return ""
		}
	}
	if !buying {
		return ""
	}
	seat := g.ToMove()
	here := kk.Track()[g.Position(seat)]
	racket := narration.Racket(kk.BusinessAt(b).Racket)
	if here.Kind == kk.BusinessSpace && kk.BusinessAt(here.Business).Racket != kk.BusinessAt(b).Racket {
		return lang.Tf("Not for sale now: you stand on the %s, so only stakes of the %s racket can be bought, the lit ones.",
			narration.Business(here.Business), narration.Racket(kk.BusinessAt(here.Business).Racket))
	}
	return lang.Tf("Not for sale now: none of its stakes is in the display at a price you can pay (you have %d kiezdollars); the lit stakes of the %s racket are.", money(seat), racket)
}
