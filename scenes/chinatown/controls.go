package chinatown

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"quartet/ai/chinatownai"
	"quartet/audio"
	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

func (s *Scene) spec(c *ui.Context) table.Spec {
	// The end's ranking names every player: it leaves their cards in
	// sight (five cards lying down were half covered).
	return table.Spec{Seats: s.game().Seats(), Controls: 300, PortraitControls: 220, EndOverBoard: true}
}

// deskRect is where the desk goes while open: over the seat cards and the
// controls, leaving the map (smaller on a phone) to tap lots on.
func (s *Scene) deskRect(c *ui.Context) (desk, board sprites.Rect) {
	l := s.ch.Lay
	if !l.Portrait {
		top := l.Seats[0].Y - 4
		return sprites.R(l.Seats[0].X, top, l.Seats[0].W, l.Message.Y-8-top), l.Board
	}
	board = l.Board
	h := (l.Message.Y - 6 - board.Y) * 0.6
	desk = sprites.R(board.X, l.Message.Y-6-h, board.W, h)
	board.H = desk.Y - 6 - board.Y
	return desk, board
}

// layout places the map and builds this tick's widgets.
func (s *Scene) layout(c *ui.Context) {
	s.widgets = s.widgets[:0]
	s.cardSeen = false
	if open := s.desk != nil; open != s.deskWas {
		s.deskWas, s.deskAt = open, c.Tick
	}
	defer func() {
		if !s.cardSeen {
			s.card = cardKey{}
		}
	}()
	l := s.ch.Lay
	board := l.Board
	if s.desk != nil && s.game().Phase() != ct.Trading {
		s.desk = nil
	}
	if s.desk != nil {
		var desk sprites.Rect
		desk, board = s.deskRect(c)
		s.cam.setView(board, c.W, c.H, s.showLot > 0)
		if s.showLot > 0 {
			// The lot that opened the desk stays in sight.
			s.cam.show(s.showLot)
			s.showLot = 0
		}
		s.deskWidgets(c, desk)
	} else {
		// While trading, the hand stays in sight: what there is to offer.
		// Upright, it goes under the map, where the map leaves room.
		// (In the other phases it heads the controls.)
		var strip sprites.Rect
		if s.showHand() && l.Portrait && s.game().Phase() == ct.Trading {
			// The row is inset by 4 on each side of the strip.
			strip, board = board.CutBottom(s.handHeight(board.W-8, false))
		}
		s.cam.setView(board, c.W, c.H, false)
		s.controlWidgets(c, l.Controls)
		if strip.H > 0 {
			s.handWidgets(c, strip.Inset(4))
		}
	}
	if !s.handover && !s.ch.EndOpen() {
		s.lotTargets(c)
	}
	if s.handover {
		s.widgets = s.widgets[:0]
		r := sprites.R(c.W/2-150, c.H/2+30, 300, 56)
		name := s.ch.Names.Called(s.actor())
		s.widgets = append(s.widgets, widget.Widget{ID: "handover", Label: "I am " + name + ": show my hand", R: r, Enabled: true, Style: ui.Primary,
			Act: func(*ui.Context) {
				s.viewer, s.handover = s.actor(), false
				s.keep, s.desk, s.answers, s.tile = map[int]bool{}, nil, nil, ct.NoShop
			}})
	}
}

func (s *Scene) add(w widget.Widget) { s.widgets = append(s.widgets, w) }

// doneBuildingWords tell the person that their building is over for the
// year, and which of the two reasons ended it: "no tile left, or no empty
// lot" beside three tiles in hand left them guessing (play-test).
func (s *Scene) doneBuildingWords() string {
	if s.game().HandTiles(s.me()) > 0 {
		return "Building done for this year: no empty lot left for your tiles."
	}
	return "Building done for this year: you have no tile left."
}

// handStripH is the height of the row showing the hand while trading.
const handStripH = ui.MinTarget + 12

func handLabelW(w float64) float64 { return min(92, w*0.25) }

// handLines says how the hand's n tile types fit a row w wide: beside
// their label on one line, or without it on as many lines as needed.
func handLines(w float64, n int) (labelled bool, lines int) {
	per := func(w float64) int { return max(1, int((w+4)/(ui.MinTarget+4))) }
	if n <= per(w-handLabelW(w)) {
		return true, 1
	}
	return false, (n + per(w) - 1) / per(w)
}

// handHeight is the height of the hand's row for tiles laid out w wide
// (handWidgets' r.W: the lines counted here are the lines drawn, or the
// row keeps room it never uses; at 1024x768 a line's worth was taken from
// an offer's card). tight is the row without the tiles' names, a finger
// high, for a row that gives way to an offer's card.
func (s *Scene) handHeight(w float64, tight bool) float64 {
	n := 0
	if me := s.me(); me >= 0 {
		for t := range ct.Shop(ct.Shops) {
			if s.game().Hand(me, t) > 0 {
				n++
			}
		}
	}
	_, lines := handLines(w, n)
	if tight {
		return float64(lines) * (ui.MinTarget + 8)
	}
	return handStripH + handNameH + float64(lines-1)*(ui.MinTarget+4+handNameH)
}

// handNameH is the room for a tile's name under its sign in the hand's
// row (play-test: on a phone the tiles had names only while building).
const handNameH = 14

// showHand reports whether the hand is shown in its own row: always, so
// that a person can plan while others play, except where the controls
// show it already (the desk, or the person's own turn to build) and
// behind a handover.
func (s *Scene) showHand() bool {
	if s.me() < 0 || s.handover || s.t.Over() || s.desk != nil {
		return false
	}
	g := s.game()
	return !(g.Phase() == ct.Placing && g.ToMove() == s.me() && !s.anims.income())
}

// handWidgets shows the person's tiles in a row: each a finger wide, its
// name said when tapped.
func (s *Scene) handWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if g.Hand(me, t) > 0 {
			shops = append(shops, t)
		}
	}
	labelled, lines := handLines(r.W, len(shops))
	row := r
	if labelled {
		var lab sprites.Rect
		lab, row = r.CutLeft(handLabelW(r.W))
		s.add(widget.Widget{Kind: widget.Label, Label: "Your tiles", R: lab, Sub: "smallpaper"})
	}
	if len(shops) == 0 {
		s.add(widget.Widget{Kind: widget.Label, Label: "none in your hand", R: row, Sub: "smallpaper"})
		return
	}
	// A hand of many types wraps onto another line rather than running
	// off the screen (the caller made room: handHeight).
	lineH := row.H / float64(lines)
	name := 0.0
	if lineH >= ui.MinTarget+handNameH {
		name = handNameH
	}
	side := min(lineH-name, ui.MinTarget+4)
	per := (len(shops) + lines - 1) / lines
	w := max(ui.MinTarget, min(side, (row.W+4)/float64(per)-4))
	for i, t := range shops {
		t := t
		n := g.Hand(me, t)
		x, y := row.X+float64(i%per)*(w+4), row.Y+float64(i/per)*lineH+(lineH-side-name)/2
		s.add(widget.Widget{ID: "hand-" + t.Code(), Label: t.Name(), R: sprites.R(x, y, w, max(side, w)+name), Enabled: true, Kind: widget.Tile, Shop: t, N: n,
			Act: func(*ui.Context) { s.ch.Msg.Notice(tileWords(t, n)) }})
	}
}

// tileWords names a tile and says what it makes: "Tea House: you hold 2; a
// business of 4 Tea Houses is complete."
func tileWords(t ct.Shop, n int) string {
	return fmt.Sprintf("%s: you hold %d; %d %s shops side by side make a complete business.", t.Name(), n, t.MaxSize(), t.Name())
}

// rows splits r into rows of height h with gaps.
func rows(r sprites.Rect, h float64, gap float64) func() sprites.Rect {
	return func() sprites.Rect {
		row, rest := r.CutTop(min(h, r.H))
		_, r = rest.CutTop(min(gap, rest.H))
		return row
	}
}

// flow places n items of width w, height h in r, wrapping, and returns
// their rects; it shrinks them to fit when they do not.
func flow(r sprites.Rect, n int, w, h, gap float64) []sprites.Rect {
	out := make([]sprites.Rect, 0, n)
	perRow := max(1, int((r.W+gap)/(w+gap)))
	lines := (n + perRow - 1) / perRow
	if float64(lines)*(h+gap) > r.H+gap && lines > 1 {
		perRow = (n + int(max(1, (r.H+gap)/(h+gap))) - 1) / int(max(1, (r.H+gap)/(h+gap)))
		w = min(w, (r.W+gap)/float64(perRow)-gap)
	}
	for i := range n {
		row, col := i/perRow, i%perRow
		out = append(out, sprites.R(r.X+float64(col)*(w+gap), r.Y+float64(row)*(h+gap), w, h))
	}
	return out
}

func (s *Scene) controlWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	if r.H <= 0 || s.t.Over() {
		return
	}
	if me < 0 {
		label := "The computer players are at the table."
		if s.t.Humans() > 1 {
			label = "The screen is handed over when a person's turn comes."
		}
		s.add(widget.Widget{Kind: widget.Label, Label: label, R: r})
		return
	}
	if hh := s.handHeight(r.W, false); g.Phase() != ct.Trading && s.showHand() && g.HandTiles(me) > 0 && r.H >= hh+2*handStripH {
		// Out of trading the hand heads the controls (trading puts it
		// under the map, or above its buttons).
		var strip sprites.Rect
		strip, r = r.CutTop(hh)
		_, r = r.CutTop(8)
		s.handWidgets(c, strip)
	}
	if s.anims.income() {
		// The next year's cards are dealt only once the income is read.
		label := "Income is being counted, business by business…"
		if !s.anims.counting() {
			label = fmt.Sprintf("Income %d summed up: tap to go on.", s.anims.sum.year)
		}
		s.add(widget.Widget{Kind: widget.Label, Label: label, R: r})
		return
	}
	switch g.Phase() {
	case ct.Keeping:
		s.keepWidgets(c, r)
	case ct.Trading:
		s.tradeWidgets(c, r)
	case ct.Placing:
		s.placeWidgets(c, r)
	}
}

func (s *Scene) keepWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	if g.Chose(me) {
		s.add(widget.Widget{Kind: widget.Label, Label: "Your choice is made. Waiting for the others to choose…", R: r})
		return
	}
	_, need := ct.CardsDealt(g.Seats(), g.Round())
	dealt := g.Dealt(me)
	need = min(need, len(dealt))
	btn, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	cards := flow(rest, len(dealt), 56, 64, 8)
	for i, lot := range dealt {
		lot := lot
		s.add(widget.Widget{ID: fmt.Sprintf("card-%d", lot), Label: fmt.Sprint(lot), R: cards[i], Enabled: s.canAct(), Kind: widget.Card, On: s.keep[lot],
			Col: s.ch.Names.Colour(me), Act: func(c *ui.Context) { s.toggleKeep(c, lot) }})
	}
	label := fmt.Sprintf("Keep these %d", need)
	if len(s.keep) != need {
		label = fmt.Sprintf("Keep %d (%d chosen)", need, len(s.keep))
	}
	s.add(widget.Widget{ID: "keep", Label: label, R: btn, Enabled: s.canAct() && len(s.keep) == need, Style: ui.Primary, Act: s.keepNow})
}

func (s *Scene) placeWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	if g.ToMove() != me {
		// Say what the wait is for, and what comes after it.
		who := g.ToMove()
		label := fmt.Sprintf("%s is building (%s in hand).", s.ch.Names.Called(who), count(g.HandTiles(who), "tile"))
		if s.builtAll == g.Round() {
			label = s.doneBuildingWords() + " " + label
		}
		if g.Round() == ct.Rounds {
			label += " Then the last income, and the result."
		}
		s.add(widget.Widget{Kind: widget.Label, Label: label, R: r})
		return
	}
	btn, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	if s.slotsRound != g.Round() {
		s.slots, s.slotsRound = nil, g.Round()
	}
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if g.Hand(me, t) > 0 || slices.Contains(s.slots, t) {
			shops = append(shops, t)
		}
	}
	s.slots = shops
	// Signs with their names under them, where the rows fit.
	tileH := 60.0
	if perRow := max(1, int((rest.W+8)/68)); float64((len(shops)+perRow-1)/perRow)*84 <= rest.H+8 {
		tileH = 76
	}
	rects := flow(rest, len(shops), 60, tileH, 8)
	for i, t := range shops {
		t := t
		if g.Hand(me, t) == 0 {
			s.add(widget.Widget{ID: "tile-" + t.Code(), Label: t.Name(), R: rects[i], Enabled: false, Kind: widget.Tile, Shop: t, N: 0})
			continue
		}
		s.add(widget.Widget{ID: "tile-" + t.Code(), Label: t.Name(), R: rects[i], Enabled: s.canAct(), Kind: widget.Tile, Shop: t, N: g.Hand(me, t), On: s.tile == t,
			Act: func(c *ui.Context) {
				if s.tile == t {
					// Never silently: a lot tapped next would say to
					// choose a tile, without saying why.
					s.tile = ct.NoShop
					s.ch.Msg.Notice(fmt.Sprintf("The %s is put back: tap it again to build with it.", t.Name()))
				} else {
					s.tile = t
				}
			}})
	}
	s.add(widget.Widget{ID: "pass", Label: "Done building", R: btn, Enabled: s.canAct(), Style: ui.Secondary,
		Act: func(c *ui.Context) { s.submit(c, ct.PassMove(me)); s.tile = ct.NoShop }})
	// A tile pressed and dragged leaves the hand for the map.
	p := c.Pointer
	if p.Down && p.Dragging && s.dragTile == ct.NoShop && s.canAct() {
		for i, t := range shops {
			if rects[i].Contains(p.StartX, p.StartY) && g.Hand(me, t) > 0 {
				s.dragTile, s.tile = t, t
			}
		}
	}
}

// cardKey tells trading cards apart: an offer by its deal and how often
// it was changed, the suggestion by the seed it was found with.
type cardKey struct {
	deal, changes int
	suggestion    uint64
}

// cardSettleTicks is how long a trading card's buttons stay greyed after
// the card came: longer than the gap between a double tap's two taps.
const cardSettleTicks = 24

// settled reports whether the trading card keyed key has stood long
// enough to take a tap. A card that comes in another's place (the next
// offer once one is answered, the suggestion once the desk is sent, an
// offer reopened) must not take a tap meant for what was there (play-test:
// a double tap on Accept also accepted Jade's offer, shown in its place
// and never seen; a tap after Send offer sent the suggestion).
func (s *Scene) settled(c *ui.Context, key cardKey) bool {
	if key != s.card {
		s.card, s.cardAt = key, c.Tick
	}
	s.cardSeen = true
	return c.Tick-s.cardAt >= cardSettleTicks
}

// rowSettled reports whether the row of buttons under the trading panel
// has stood long enough to take a tap since the desk opened or closed:
// the desk's Send offer and the trading row's Done trading share a place,
// and a second tap after Send offer ended the person's trading
// (play-test, twice in three tries).
func (s *Scene) rowSettled(c *ui.Context) bool {
	return c.Tick-s.deskAt >= cardSettleTicks
}

func (s *Scene) tradeWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	act := s.canAct()
	btns, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	var mine []ct.Deal
	for _, d := range g.Deals() {
		if d.Terms.Involves(me) {
			mine = append(mine, d)
		}
	}
	// Deals waiting for me first: they are the ones to answer. The one on
	// the card stays first while it waits, whatever arrives meanwhile: the
	// others queue behind it, so Accept always takes what is shown.
	s.shown = shownOffer(mine, me, s.shown)
	slices.SortStableFunc(mine, func(a, b ct.Deal) int {
		wa, wb := a.Waiting(me), b.Waiting(me)
		switch {
		case a.ID == s.shown && b.ID != s.shown:
			return -1
		case b.ID == s.shown && a.ID != s.shown:
			return 1
		case wa && !wb:
			return -1
		case wb && !wa:
			return 1
		}
		return 0
	})
	offer := len(mine) > 0 && mine[0].Waiting(me)
	var head string
	var lines []string
	if offer {
		head, lines = s.offerWords(mine)
	}
	if !s.ch.Lay.Portrait {
		// An offer to answer comes before planning with the hand: where
		// its card would not fit whole at its full size, the hand's row
		// gives way, its tiles without their names (at 1024x768 a hand
		// of seven types left the card 10 px words, "You get" under
		// Accept). Only then: the row otherwise stays as it was, not
		// jumping as each offer comes and goes.
		hh := s.handHeight(rest.W, false)
		if offer && rest.H-hh < cardHeight(rest.W, lines, cardSize) {
			hh = s.handHeight(rest.W, true)
		}
		if rest.H >= hh+handStripH {
			var strip sprites.Rect
			strip, rest = rest.CutBottom(hh)
			s.handWidgets(c, strip)
		}
	}
	b := btns.SplitH(3, 8)
	row := act && s.rowSettled(c)
	s.add(widget.Widget{ID: "new-deal", Label: "Make an offer", R: b[0], Enabled: row, Style: ui.Secondary, Act: func(*ui.Context) { s.reopenDesk() }})
	s.add(widget.Widget{ID: "suggest", Label: "Suggest", R: b[1], Enabled: row, Style: ui.Secondary, Act: s.suggest})
	doneLabel := "Done trading"
	if g.IsDone(me) {
		doneLabel = "Done"
	}
	s.add(widget.Widget{ID: "done", Label: doneLabel, R: b[2], Enabled: row && !g.IsDone(me), Style: ui.Secondary,
		Act: s.doneTrading})
	// An offer waiting for me takes the room it needs: what each side
	// gives in full, the buttons under it.
	if offer {
		d := mine[0]
		card := s.textCard(rest, head, lines, true)
		// Other offers waiting are reached from the card, each named by
		// who makes it (play-test: "(1 of 2)" and no way to the second,
		// while the line spoke of it).
		var waiting []ct.Deal
		for _, o := range mine {
			if o.Waiting(me) {
				waiting = append(waiting, o)
			}
		}
		// Where the way to the next offer goes depends on the room, not
		// on whether one waits: the card's buttons never move as an offer
		// arrives behind it (CI: a tap on Change landed on Next, which
		// had just taken Change's place in the row).
		cardR := s.widgets[len(s.widgets)-1].R
		below := sprites.R(rest.X, cardR.Bottom()+6, rest.W, ui.MinTarget)
		inRow := below.Bottom() > rest.Bottom()
		if inRow {
			// No room under the card: the button shares its row.
			var nb sprites.Rect
			nb, card = card.CutRight(card.W * 0.3)
			_, below = nb.CutLeft(6)
		}
		if len(waiting) > 1 {
			next := waiting[1]
			label := "Next offer › " + shortName(s.ch.Names.Called(next.By))
			if inRow {
				label = "Next › " + shortName(s.ch.Names.Called(next.By))
			}
			s.add(widget.Widget{ID: "next-offer", Label: label, R: below, Enabled: true, Style: ui.Secondary,
				Act: func(*ui.Context) {
					s.shown = next.ID
					s.ch.Msg.Notice(s.offerLine(next))
				}})
		} else if inRow {
			// Greyed where it would be, it says where a next offer would
			// be reached.
			s.add(widget.Widget{ID: "next-offer", Label: "Next ›", R: below, Style: ui.Secondary,
				Why: "No other offer waits for you: this is the only one."})
		}
		bb := card.SplitH(3, 6)
		ready := s.settled(c, cardKey{deal: d.ID, changes: d.Changes})
		// An offer the person cannot pay is greyed before it is tapped
		// (play-test: a gold Accept under "You have only $42,000", and
		// a refusal only once tapped).
		why := ""
		if m, ok := g.Money(me); ok && d.Terms.NetMoney(me) > m {
			why = fmt.Sprintf("You cannot pay %s: you have %s. Change it to counter, or Decline.", ct.Dollars(d.Terms.NetMoney(me)), ct.Dollars(m))
		}
		s.add(widget.Widget{ID: fmt.Sprintf("accept-%d", d.ID), Label: "Accept", R: bb[0], Enabled: act && ready && why == "", Style: ui.Primary, Why: why,
			Act: func(c *ui.Context) { s.accept(c, d.ID) }})
		s.add(widget.Widget{ID: fmt.Sprintf("decline-%d", d.ID), Label: "Decline", R: bb[1], Enabled: act && ready, Style: ui.Secondary,
			Act: func(c *ui.Context) {
				// The line says the decline, not the offer it answered.
				if s.submit(c, ct.WithdrawMove(me, d.ID)) {
					s.ch.Msg.Notice("You declined " + s.ch.Names.Called(d.By) + "'s offer.")
				}
			}})
		s.add(widget.Widget{ID: fmt.Sprintf("change-%d", d.ID), Label: "Change", R: bb[2], Enabled: act && ready, Style: ui.Secondary,
			Act: func(*ui.Context) { s.desk = desk.Load(me, d.ID, d.Terms); s.answers = nil }})
		return
	}
	// My own offers still waiting for an answer (from people at this
	// screen), each with Withdraw.
	for _, d := range mine {
		if rest.H < 96 {
			break
		}
		d := d
		card := s.offerCard(rest, fmt.Sprintf("Your offer, waiting for %s:", s.waitingNames(d)), d.Terms, false)
		bb := card.SplitH(2, 6)
		s.add(widget.Widget{ID: fmt.Sprintf("withdraw-%d", d.ID), Label: "Withdraw", R: bb[1], Enabled: act, Style: ui.Quiet,
			Act: func(c *ui.Context) { s.submit(c, ct.WithdrawMove(me, d.ID)) }})
		_, rest = rest.CutTop(s.widgets[len(s.widgets)-2].R.H + 8)
	}
	if g.IsDone(me) || rest.H < 60 {
		return
	}
	// The way to a first deal: a deal good for me that the other side
	// takes, sent with one tap.
	if t, ok := s.suggestion(); ok && act {
		// Said as the person's to send, with what it does for them
		// (play-test: "A deal Jade accepts" was read as Jade's offer,
		// and nothing said why to want it).
		card := s.textCard(rest, s.suggestedHead(t), s.suggestedLines(t), false)
		bb := card.SplitH(2, 6)
		ready := s.settled(c, cardKey{suggestion: s.sug.seed + 1})
		s.add(widget.Widget{ID: "send-suggested", Label: "Send this offer", R: bb[0], Enabled: act && ready, Style: ui.Primary,
			Act: func(c *ui.Context) { s.sendSuggested(c, t) }})
		s.add(widget.Widget{ID: "change-suggested", Label: "Change it", R: bb[1], Enabled: act && ready, Style: ui.Secondary,
			Act: func(*ui.Context) { s.desk = desk.Load(me, 0, t); s.answers = nil }})
		return
	}
	hint := "No deal is good for you now. Tap another player's lot on the map, or Make an offer, to try your own."
	if !act {
		hint = "Trading: the others are making offers."
	}
	s.add(widget.Widget{Kind: widget.Label, Label: hint, R: rest})
}

// doneTrading ends the person's trading. An offer to them still open is
// said: its card stays, to answer, and a new one reopens their trading
// (play-test: Done trading tapped as an offer arrived seemed to do
// nothing).
func (s *Scene) doneTrading(c *ui.Context) {
	me := s.me()
	if !s.submit(c, ct.DoneMove(me)) {
		return
	}
	for _, d := range s.game().Deals() {
		if d.Waiting(me) {
			s.ch.Msg.Notice(fmt.Sprintf("You are done trading, but %s's offer waits for your answer on its card; a new offer would reopen your trading.", shortName(s.ch.Names.Called(d.By))))
			return
		}
	}
}

// offerLine is the line's word on offer d, now on the card.
func (s *Scene) offerLine(d ct.Deal) string {
	who := s.ch.Names.Called(d.By)
	if d.Changes > 0 {
		return who + " counters: Accept, Decline or Change it on its card."
	}
	return who + " offers you a deal: Accept, Decline or Change it on its card."
}

// suggestedHead is the heading of a suggested deal's card.
func (s *Scene) suggestedHead(t ct.Terms) string {
	return "Suggested for you · " + shortName(s.ch.Names.Called(partnerOf(t, s.me()))) + " would accept:"
}

// suggestedLines are a suggested deal's sides and what it does for the
// person.
func (s *Scene) suggestedLines(t ct.Terms) []string {
	lines := s.sideLines(t, s.me())
	if p := desk.Purpose(s.game(), s.me(), t); p != "" {
		lines = append(lines, "For you: "+p+".")
	}
	return lines
}

// shownOffer is the deal whose card a person sees: the one shown so far
// while it still waits for them, else the first waiting, else none (0).
func shownOffer(deals []ct.Deal, me, shown int) int {
	first := 0
	for _, d := range deals {
		if !d.Waiting(me) {
			continue
		}
		if d.ID == shown {
			return shown
		}
		if first == 0 {
			first = d.ID
		}
	}
	return first
}

func countWaiting(ds []ct.Deal, me int) int {
	n := 0
	for _, d := range ds {
		if d.Waiting(me) {
			n++
		}
	}
	return n
}

// partnerOf is the first party of t that is not me.
func partnerOf(t ct.Terms, me int) int {
	for p := range ct.MaxSeats {
		if p != me && t.Involves(p) {
			return p
		}
	}
	return -1
}

// waitingNames lists the parties a deal still waits on.
func (s *Scene) waitingNames(d ct.Deal) string {
	var names []string
	for p := range s.game().Seats() {
		if d.Waiting(p) {
			names = append(names, shortName(s.ch.Names.Called(p)))
		}
	}
	return desk.And(names)
}

// offerWords are the heading and lines of the card of mine[0], an offer
// waiting for the person.
func (s *Scene) offerWords(mine []ct.Deal) (head string, lines []string) {
	g := s.game()
	me := s.me()
	d := mine[0]
	head = fmt.Sprintf("%s offers:", s.ch.Names.Called(d.By))
	if d.Changes > 0 {
		head = fmt.Sprintf("%s counters:", s.ch.Names.Called(d.By))
	}
	if n := len(mine); n > 1 && mine[1].Waiting(me) {
		// Counted in the order the offers came, not the card's: the one
		// shown is always first on the card, and every card said "1 of 2"
		// (play-test).
		at := 1
		for _, o := range mine[1:] {
			if o.Waiting(me) && o.ID < d.ID {
				at++
			}
		}
		head += fmt.Sprintf(" (%d of %d)", at, countWaiting(mine, me))
	}
	lines = s.sideLines(d.Terms, me)
	if n := s.changedNote(d); n != "" {
		lines = append(lines, n)
	}
	// A computer guesses the person's money (it is secret): an offer
	// asking more than they have says so, and what to do instead.
	if m, ok := g.Money(me); ok && d.Terms.NetMoney(me) > m {
		lines = append(lines, fmt.Sprintf("You have only %s: Change it to counter, or Decline.", ct.Dollars(m)))
	}
	return head, lines
}

// measure lays text out while widgets are placed, before any drawing.
var measure = &sprites.Canvas{Scale: 1}

// offerCard places a card with a heading and what each side of t gives at
// the top of r, tall enough for the words to wrap whole, with a row of
// buttons under them; it returns the row for the buttons.
func (s *Scene) offerCard(r sprites.Rect, head string, t ct.Terms, waiting bool) sprites.Rect {
	return s.textCard(r, head, s.sideLines(t, s.me()), waiting)
}

// cardSize is the size of a card's words where they fit.
const cardSize = 15.0

// cardHeight is the height of a card w wide whose lines are at size: its
// heading, the lines wrapped whole, the buttons under them.
func cardHeight(w float64, lines []string, size float64) float64 {
	h := 0.0
	for _, l := range lines {
		h += float64(len(measure.Wrap(l, w-16, size, sprites.Regular))) * size * 1.3
	}
	return 16 + 20 + h + 6 + ui.MinTarget
}

// textCard is offerCard with its lines given.
func (s *Scene) textCard(r sprites.Rect, head string, lines []string, waiting bool) sprites.Rect {
	size := cardSize
	for size > 10 && cardHeight(r.W, lines, size) > r.H {
		size -= 0.5
	}
	card := sprites.R(r.X, r.Y, r.W, min(r.H, cardHeight(r.W, lines, size)))
	s.add(widget.Widget{Kind: widget.Text, R: card, Label: head, Lines: lines, Size: size, On: waiting})
	bar, _ := card.Inset(8).CutBottom(ui.MinTarget)
	return bar
}

// sideLines says what each side of t gives, for a person at seat me:
// "You give: $8,000" and "You get: lot 37", each partner named where there
// are two or more.
func (s *Scene) sideLines(t ct.Terms, me int) []string {
	give, get := desk.Sides(t, me)
	give, get = desk.WithShops(s.game(), give), desk.WithShops(s.game(), get)
	many := desk.Parties(t) > 2
	words := func(items []desk.Item, other func(desk.Item) int, to string) string {
		if len(items) == 0 {
			return "nothing"
		}
		if !many {
			return desk.ItemList(items, "")
		}
		var parts []string
		for p := range s.game().Seats() {
			var its []desk.Item
			for _, it := range items {
				if other(it) == p {
					its = append(its, it)
				}
			}
			if len(its) > 0 {
				parts = append(parts, desk.ItemList(its, "")+" "+to+" "+shortName(s.ch.Names.Called(p)))
			}
		}
		return strings.Join(parts, "; ")
	}
	return []string{
		"You give: " + words(give, func(it desk.Item) int { return it.To }, "to"),
		"You get: " + words(get, func(it desk.Item) int { return it.From }, "from"),
	}
}

// suggestion is the deal offered as the way to a first deal: computed when
// trading opens and again once it no longer holds, never more than once a
// year after none was found (a search costs a moment).
func (s *Scene) suggestion() (ct.Terms, bool) {
	g := s.game()
	me := s.me()
	n := len(s.t.Rec.Moves)
	if s.sug.checked == n {
		return s.sug.terms, s.sug.terms != nil
	}
	s.sug.checked = n
	levels := s.levelOf
	if s.sug.terms != nil && possibleNow(g, s.sug.terms) && desk.StillTaken(g, s.sug.terms, s.sug.seed, levels) {
		return s.sug.terms, true
	}
	s.sug.terms = nil
	key := fmt.Sprint(g.Round(), len(g.History()))
	if s.sug.key == key {
		return nil, false
	}
	s.sug.key = key
	s.sug.seed = s.seed + uint64(n)
	if d, ok := desk.SuggestVaried(g, me, s.sug.seed, levels, s.skipped(), s.sug.last); ok {
		s.sug.terms = d.Terms()
		s.sug.last = s.sug.terms
		s.sug.seen[desk.ItemsKey(s.sug.terms)] = true
	}
	return s.sug.terms, s.sug.terms != nil
}

// skipped is what a suggestion passes over: the deals of the person's
// refused this game, and those suggested already this year (play-test:
// Suggest offered the same deal year after year).
func (s *Scene) skipped() map[string]bool {
	g := s.game()
	if s.sug.seen == nil || s.sug.round != g.Round() {
		s.sug.seen, s.sug.round = map[string]bool{}, g.Round()
	}
	if s.sug.refused == nil {
		s.sug.refused = map[string]bool{}
	}
	for _, h := range g.History() {
		if !h.Executed && h.Terms.Involves(s.me()) {
			s.sug.refused[desk.ItemsKey(h.Terms)] = true
		}
	}
	skip := maps.Clone(s.sug.seen)
	maps.Copy(skip, s.sug.refused)
	return skip
}

// possibleNow reports whether every giver in t still holds what it gives.
func possibleNow(g *ct.Game, t ct.Terms) bool {
	for _, l := range t {
		for _, lot := range l.Lots {
			if g.Owner(lot) != l.From {
				return false
			}
		}
		for sh, k := range l.Tiles {
			if g.Hand(l.From, ct.Shop(sh)) < k {
				return false
			}
		}
	}
	return true
}

// sendSuggested puts the suggested deal on the table at once.
func (s *Scene) sendSuggested(c *ui.Context, t ct.Terms) {
	s.desk = desk.Load(s.me(), 0, t)
	s.send(c)
	s.sug.terms = nil
}

// accept confirms an offer; an offer the person cannot pay is refused by
// the rules, whose reason the line shows.
func (s *Scene) accept(c *ui.Context, id int) {
	if s.submit(c, ct.ConfirmMove(s.me(), id)) {
		if _, open := s.game().OpenDeal(id); !open {
			s.ch.Msg.Notice(strings.TrimSpace("Deal done. " + s.reNote))
		}
	}
}

func (s *Scene) suggest(c *ui.Context) {
	// A deal being built is completed, not replaced: the least added to
	// it (money, or one tile or lot) for the partner to take it.
	if s.desk != nil && !s.desk.Empty() {
		was := s.desk.Terms()
		d, why, ok := desk.Complete(s.game(), s.me(), was, s.seed+uint64(len(s.t.Rec.Moves)), s.levelOf, s.ch.Names.Called)
		if !ok {
			s.ch.Msg.Notice(why)
			return
		}
		s.desk = d
		s.answers = nil
		if d.Terms().Equal(was) {
			s.ch.Msg.Notice("They take this deal as it is: tap Send offer.")
		} else {
			s.ch.Msg.Notice("Completed so that they take it: " + strings.Join(s.sideLines(d.Terms(), s.me()), ". ") + ". Tap Send offer, or change it.")
		}
		return
	}
	skip := s.skipped()
	d, ok := desk.SuggestVaried(s.game(), s.me(), s.seed+uint64(len(s.t.Rec.Moves)), s.levelOf, skip, s.sug.last)
	if !ok {
		if len(skip) > 0 {
			s.ch.Msg.Notice("No other deal to suggest now: the ones that gain you enough were suggested or refused already.")
		} else {
			s.ch.Msg.Notice("No deal to suggest now: none gains you enough that a computer player would also take.")
		}
		return
	}
	s.sug.seen[desk.ItemsKey(d.Terms())] = true
	s.sug.last = d.Terms()
	s.desk = d
	s.answers = nil
	note := "Suggested for you: " + shortName(s.ch.Names.Called(partnerOf(d.Terms(), s.me()))) + " would accept it"
	if p := desk.Purpose(s.game(), s.me(), d.Terms()); p != "" {
		note += "; for you: " + p
	}
	s.ch.Msg.Notice(note + ". Change it if you like, then Send.")
}

// deskWidgets lays the trading desk out in r: partners, the two sides of
// the deal, tiles to add, money, and the buttons.
func (s *Scene) deskWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	d := s.desk
	me := s.me()
	act := s.canAct()
	s.add(widget.Widget{Kind: widget.Label, R: r, Sub: "panel"})
	in := r.Inset(10)
	compact := in.H < 420
	rowH := 48.0
	gap := 8.0
	if compact {
		rowH, gap = 44, 5
	}
	head, in := in.CutTop(22)
	title := "New deal"
	if d.Deal > 0 {
		title = fmt.Sprintf("Changing deal #%d", d.Deal)
	}
	if m, ok := g.Money(me); ok {
		// Upright, the desk covers the seat cards: what the person can
		// pay stays in sight as the deal is built.
		title += " · you have " + short(m)
	}
	s.add(widget.Widget{Kind: widget.Label, Label: title, R: head, Sub: "head"})
	// The partners.
	row, in := in.CutTop(rowH)
	_, in = in.CutTop(gap)
	var others []int
	for seat := range g.Seats() {
		if seat != me {
			others = append(others, seat)
		}
	}
	lab, rest := row.CutLeft(44)
	s.add(widget.Widget{Kind: widget.Label, Label: "With", R: lab, Sub: "small"})
	pr := rest.SplitH(len(others), 6)
	for i, seat := range others {
		seat := seat
		s.add(widget.Widget{ID: fmt.Sprintf("partner-%d", seat), Label: s.ch.Names.Called(seat), R: pr[i], Enabled: act, Kind: widget.Chip,
			On: d.HasPartner(seat), N: boolInt(d.Focus == seat), Col: s.ch.Names.Colour(seat),
			Act: func(*ui.Context) { d.TogglePartner(seat) }})
	}
	bottom, in := in.CutBottom(ui.MinTarget + 2)
	_, in = in.CutBottom(gap)
	bb := bottom.SplitH(3, 6)
	rowOK := s.rowSettled(c)
	s.add(widget.Widget{ID: "desk-cancel", Label: "Close", R: bb[0], Enabled: rowOK, Style: ui.Quiet, Act: func(*ui.Context) { s.desk = nil; s.ch.Msg.Notice("The deal was put away, not sent.") }})
	sugLabel := "Suggest"
	if !d.Empty() {
		sugLabel = "Complete"
	}
	s.add(widget.Widget{ID: "suggest", Label: sugLabel, R: bb[1], Enabled: act && rowOK, Style: ui.Secondary, Act: s.suggest})
	send := "Send offer"
	if d.Deal > 0 {
		send = "Send change"
	}
	s.add(widget.Widget{ID: "send", Label: send, R: bb[2], Enabled: act && rowOK && !d.Empty(), Style: ui.Primary, Act: s.send})
	// Money with the focused partner. Its row, and the partner's tiles',
	// keep their room before a partner is chosen: the desk's rows must not
	// move under the finger as the deal is built.
	mrow, in := in.CutBottom(rowH)
	_, in = in.CutBottom(gap)
	if d.Focus < 0 {
		s.add(widget.Widget{Kind: widget.Label, Label: "Choose whom the deal is with (above) to add money or their tiles.", R: mrow, Sub: "hint"})
	}
	if d.Focus >= 0 {
		parts := mrow.SplitH(5, 5)
		focus := d.Focus
		pay := d.Pays(focus)
		words := "$0"
		switch {
		case pay > 0:
			words = "Pay " + short(pay)
		case pay < 0:
			words = "Get " + short(-pay)
		}
		for i, step := range []int{-5000, -1000, 0, 1000, 5000} {
			step := step
			if step == 0 {
				// The amount sets the partner's price at a tap: stepping
				// there by thousands took seven taps (play-test).
				s.add(widget.Widget{ID: "money", Label: words, R: parts[i], Enabled: act, Style: ui.Quiet,
					Act: func(*ui.Context) { s.askPrice(focus) }})
				continue
			}
			// Each button says which way the money goes: "+1k" beside
			// "Get 7k" lowered it to 6k, the person having read it as
			// more for them (play-test).
			label := fmt.Sprintf("Pay +%dk", step/1000)
			if step < 0 {
				label = fmt.Sprintf("Get +%dk", -step/1000)
			}
			s.add(widget.Widget{ID: fmt.Sprintf("pay%+d", step/1000), Label: label, R: parts[i], Enabled: act, Style: ui.Secondary,
				Act: func(*ui.Context) { d.AddMoney(focus, step) }})
		}
	}
	// Tiles to add: mine, and the focused partner's.
	// Tiles stay a finger wide: a hand of many types wraps onto a second
	// line rather than shrinking its tiles under 44 px.
	perRow := max(1, int((in.W-60+4)/(ui.MinTarget+4)))
	types := func(seat int) int {
		n := 0
		for t := range ct.Shop(ct.Shops) {
			if g.Hand(seat, t) > 0 {
				n++
			}
		}
		return n
	}
	theirLines := 1
	for _, seat := range others {
		theirLines = max(theirLines, (types(seat)+perRow-1)/perRow)
	}
	tileRow := func(seat int, prefix string, lines int) {
		var shops []ct.Shop
		for t := range ct.Shop(ct.Shops) {
			if seat >= 0 && g.Hand(seat, t) > 0 {
				shops = append(shops, t)
			}
		}
		row, rest := in.CutBottom(float64(lines)*rowH + float64(lines-1)*4)
		in = rest
		_, in = in.CutBottom(gap)
		name := "Yours"
		if seat < 0 {
			name = "Theirs"
		} else if seat != me {
			name = shortName(s.ch.Names.Called(seat))
		}
		lab, row := row.CutLeft(60)
		s.add(widget.Widget{Kind: widget.Label, Label: name, R: sprites.R(lab.X, lab.Y, lab.W, rowH), Sub: "small"})
		if seat < 0 {
			s.add(widget.Widget{Kind: widget.Label, Label: "Their tiles show once you choose whom the deal is with.", R: row, Sub: "hint"})
			return
		}
		if len(shops) == 0 {
			s.add(widget.Widget{Kind: widget.Label, Label: "no tiles", R: row, Sub: "small"})
			return
		}
		w := max(ui.MinTarget, min(rowH, (row.W+4)/float64(min(perRow, len(shops)))-4))
		for i, t := range shops {
			t := t
			x, y := row.X+float64(i%perRow)*(w+4), row.Y+float64(i/perRow)*(rowH+4)
			s.add(widget.Widget{ID: prefix + t.Code(), Label: t.Name(), R: sprites.R(x, y, w, rowH), Enabled: act, Kind: widget.Tile, Shop: t, N: g.Hand(seat, t),
				Act: func(*ui.Context) {
					if why := d.AddTile(g, seat, t); why != "" {
						s.ch.Msg.Refuse(why)
					}
				}})
		}
	}
	tileRow(d.Focus, "theirtile-", theirLines)
	tileRow(me, "mytile-", max(1, (types(me)+perRow-1)/perRow))
	// The two sides of the deal, item by item: a tap takes an item out.
	half := in.SplitV(2, gap)
	if in.H < 2*(18+ui.MinTarget)+gap {
		// A phone's desk, with a partner whose tiles take two lines, has
		// no room for the sides one over the other: their finger-high
		// items covered the headings and the person's tiles (play-test).
		half = in.SplitH(2, gap)
	}
	side := func(r sprites.Rect, title string, give bool, prefix string) {
		lab, r := r.CutTop(18)
		s.add(widget.Widget{Kind: widget.Label, Label: title, R: lab, Sub: "small"})
		var idx []int
		for i, it := range d.Items {
			if (it.From == me) == give {
				idx = append(idx, i)
			}
		}
		if len(idx) == 0 {
			hint := "Tap lots of yours on the map, or your tiles below."
			if !give {
				hint = "Tap their lots on the map, or their tiles below."
			}
			s.add(widget.Widget{Kind: widget.Label, Label: hint, R: r, Sub: "hint"})
			return
		}
		// Items stay a finger high, even where the desk is cramped.
		rects := flow(r, len(idx), 92, ui.MinTarget, 5)
		for k, i := range idx {
			i := i
			it := d.Items[i]
			label := it.Words()
			if it.Lot > 0 {
				// A built lot shows its shop's sign: it goes with it.
				it.Shop = g.ShopAt(it.Lot)
				label = fmt.Sprintf("lot %d", it.Lot)
			}
			other := it.To
			if !give {
				other = it.From
			}
			s.add(widget.Widget{ID: fmt.Sprintf("%s%d", prefix, k), Label: label, R: rects[k], Enabled: act, Kind: widget.Chip, Shop: it.Shop, N: it.Lot,
				Col: s.ch.Names.Colour(other), On: true, Sub: "item", Act: func(*ui.Context) { d.Remove(i) }})
		}
	}
	side(half[0], "You give", true, "give-")
	side(half[1], "You get", false, "get-")
}

// askPrice sets the money of the deal at the desk to what partner, a
// computer player, asks for its lots and tiles, and says so.
func (s *Scene) askPrice(partner int) {
	d := s.desk
	g := s.game()
	me := s.me()
	name := shortName(s.ch.Names.Called(partner))
	l, err := chinatownai.LevelNamed(s.levelOf(partner))
	if err != nil {
		s.ch.Msg.Notice("Set the money with the steps beside it: only a computer player's price can be foreseen.")
		return
	}
	if len(desk.Without(d.Items)) == 0 {
		s.ch.Msg.Notice(fmt.Sprintf("Put lots or tiles in the deal first: then a tap on the money sets %s's price.", name))
		return
	}
	p, ok := chinatownai.New(l, s.seed+uint64(partner)).PriceAs(g, partner, d.Terms())
	if !ok {
		s.ch.Msg.Notice(fmt.Sprintf("%s names no price for this deal: change what is in it.", name))
		return
	}
	pay := p.NetMoney(me)
	d.AddMoney(partner, pay-d.Pays(partner))
	switch money, _ := g.Money(me); {
	case pay > money:
		s.ch.Msg.Notice(fmt.Sprintf("%s's price: you pay %s, more than your %s. Add a lot or tiles of yours, or take something out.", name, ct.Dollars(pay), ct.Dollars(money)))
	case pay > 0:
		s.ch.Msg.Notice(fmt.Sprintf("%s's price: you pay %s. Send offer, or change it.", name, ct.Dollars(pay)))
	case pay < 0:
		s.ch.Msg.Notice(fmt.Sprintf("%s's price: %s pays you %s. Send offer, or change it.", name, name, ct.Dollars(-pay)))
	default:
		s.ch.Msg.Notice(fmt.Sprintf("%s's price: no money either way. Send offer, or change it.", name))
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// send puts the desk's deal on the table; the computer players in it
// answer at once.
func (s *Scene) send(c *ui.Context) {
	d := s.desk
	if s.submit(c, d.Move()) {
		s.desk = nil
		s.declined = nil
		if n := len(s.answers); n > 0 && s.answers[n-1].Kind == desk.Declined {
			// The offer refused is kept, to change and send again
			// (play-test: after a no, Make an offer opened an empty deal).
			s.declined, s.declinedRound = desk.Load(s.me(), 0, d.Terms()), s.game().Round()
			if d.Focus >= 0 {
				s.declined.Focus = d.Focus
			}
		}
		if len(s.answers) == 0 {
			s.ch.Msg.Notice("Offer sent: waiting for the others to answer.")
		}
		for _, a := range s.answers {
			switch a.Kind {
			case desk.Accepted:
				c.Sound.Play(audio.DealStruck)
			case desk.Countered:
				c.Sound.Play(audio.Card)
			}
		}
	}
}
