package desk

import (
	"fmt"
	"maps"
	"quartet/lang"
	"quartet/rules"
	"sort"
	"strings"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Card lays the trading panel out in r: its row of buttons, the hand
// where there is room, and the card of an offer, the person's own offers
// or a suggested deal.
func (dk *Desk) Card(c *ui.Context, r sprites.Rect) {
	g := dk.game()
	me := dk.me()
	act := dk.tab.CanAct()
	btns, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	mine := dk.mine()
	offer := len(mine) > 0 && mine[0].Waiting(me)
	var head string
	var lines []string
	if offer {
		head, lines = dk.OfferWords(mine)
	}
	if !dk.tab.Chrome.Lay.Portrait {
		rest = dk.hand(c, rest, offer, lines)
	}
	dk.row(c, btns)
	// An offer waiting for me takes the room it needs: what each side
	// gives in full, the buttons under it.
	if offer {
		dk.offer(c, rest, mine, head, lines)
		return
	}
	rest = dk.own(rest, mine)
	if rest.H < 60 {
		return
	}
	if g.IsDone(me) {
		// The line says whom the table waits for; the card, what may
		// still come.
		dk.tab.Add(widget.Widget{Kind: widget.Label, Label: lang.T("Offers to you still come here, to answer. Trade again makes one of yours."), R: rest})
		return
	}
	// The way to a first deal: a deal good for me that the other side
	// takes, sent with one tap.
	if t, ok := dk.suggestion(); ok && act {
		dk.suggestedCard(c, rest, t)
		return
	}
	hint := lang.T("No deal is good for you now. Tap another player's lot on the map, or Make an offer, to try your own.")
	if !act {
		hint = lang.T("Trading: the others are making offers.")
	}
	dk.tab.Add(widget.Widget{Kind: widget.Label, Label: hint, R: rest})
}

// mine are the deals the person is in, those waiting for them first.
func (dk *Desk) mine() []ct.Deal {
	me := dk.me()
	var mine []ct.Deal
	for _, d := range dk.game().Deals() {
		if d.Terms.Involves(me) {
			mine = append(mine, d)
		}
	}
	// Deals waiting for me first: they are the ones to answer. The one on
	// the card stays first while it waits, whatever arrives meanwhile: the
	// others queue behind it, so Accept always takes what is shown.
	dk.shown = shownOffer(mine, me, dk.shown)
	sort.SliceStable(mine, func(i, j int) bool {
		a, b := mine[i], mine[j]
		if (a.ID == dk.shown) != (b.ID == dk.shown) {
			return a.ID == dk.shown
		}
		return a.Waiting(me) && !b.Waiting(me)
	})
	return mine
}

// hand lays the person's hand out at the foot of rest, where it fits,
// and returns the room left above it.
func (dk *Desk) hand(c *ui.Context, rest sprites.Rect, offer bool, lines []string) sprites.Rect {
	// An offer to answer comes before planning with the hand: where
	// its card would not fit whole at its full size, the hand's row
	// gives way, its tiles without their names (at 1024x768 a hand
	// of seven types left the card 10 px words, "You get" under
	// Accept). Only then: the row otherwise stays as it was, not
	// jumping as each offer comes and goes.
	hh := dk.tab.HandHeight(rest.W, false)
	if offer && rest.H-hh < cardHeight(rest.W, lines, cardSize) {
		hh = dk.tab.HandHeight(rest.W, true)
	}
	if rest.H >= hh+dk.tab.HandRow {
		var strip sprites.Rect
		strip, rest = rest.CutBottom(hh)
		dk.tab.Hand(c, strip)
	}
	return rest
}

// row is the trading row: Make an offer, Suggest, Done trading.
func (dk *Desk) row(c *ui.Context, btns sprites.Rect) {
	g, me := dk.game(), dk.me()
	act := dk.tab.CanAct()
	b := btns.SplitH(3, 8)
	row := act && dk.lights.rowSettled(c)
	done := g.IsDone(me)
	if done {
		// The rules let a player who said Done make an offer again,
		// which takes their Done back: said on the button, not left to
		// be found (play-test: Make an offer stayed lit after Done
		// trading, and it was unclear whether trading was over).
		dk.tab.Add(widget.Widget{ID: "new-deal", Label: lang.T("Trade again"), R: b[0], Enabled: row, Style: ui.Secondary, Act: func(*ui.Context) {
			dk.reopen()
			dk.tab.Chrome.Msg.Notice(lang.T("Sending an offer takes back your Done trading; Close keeps you done."))
		}})
	} else {
		dk.tab.Add(widget.Widget{ID: "new-deal", Label: lang.T("Make an offer"), R: b[0], Enabled: row, Style: ui.Secondary, Act: func(*ui.Context) { dk.reopen() }})
	}
	why := ""
	if done {
		why = lang.T("You are done trading: Trade again to make an offer.")
	}
	dk.tab.Add(widget.Widget{ID: "suggest", Label: lang.T("Suggest"), R: b[1], Enabled: row && !done, Why: why, Style: ui.Secondary, Act: dk.suggest})
	doneLabel := lang.T("Done trading")
	if done {
		doneLabel = lang.T("Done")
	}
	dk.tab.Add(widget.Widget{ID: "done", Label: doneLabel, R: b[2], Enabled: row && !g.IsDone(me), Style: ui.Secondary,
		Act: dk.DoneTrading})
}

// offer is the card of mine[0], an offer waiting for the person: its
// words, Accept, Decline and Change under them, and the way to the next
// offer waiting.
func (dk *Desk) offer(c *ui.Context, rest sprites.Rect, mine []ct.Deal, head string, lines []string) {
	g, me := dk.game(), dk.me()
	act := dk.tab.CanAct()
	d := mine[0]
	card, cardR := dk.textCard(rest, head, lines, true)
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
		label := lang.Tf("Next offer › %s", ShortName(dk.tab.Chrome.Names.Called(next.By)))
		if inRow {
			label = lang.Tf("Next › %s", ShortName(dk.tab.Chrome.Names.Called(next.By)))
		}
		dk.tab.Add(widget.Widget{ID: "next-offer", Label: label, R: below, Enabled: true, Style: ui.Secondary,
			Act: func(*ui.Context) {
				dk.shown = next.ID
				dk.tab.Chrome.Msg.Notice(dk.offerLine(next))
			}})
	} else if inRow {
		// Greyed where it would be, it says where a next offer would
		// be reached.
		dk.tab.Add(widget.Widget{ID: "next-offer", Label: lang.T("Next ›"), R: below, Style: ui.Secondary,
			Why: lang.T("No other offer waits for you: this is the only one.")})
	}
	bb := card.SplitH(3, 6)
	ready := dk.lights.settled(c, cardKey{deal: d.ID, changes: d.Changes})
	// An offer the person cannot pay is greyed before it is tapped
	// (play-test: a gold Accept under "You have only $42,000", and
	// a refusal only once tapped).
	why := ""
	if m, ok := g.Money(me); ok && d.Terms.NetMoney(me) > m {
		why = lang.Tf("You cannot pay %s: you have %s. Change it to counter, or Decline.", rules.Dollars(d.Terms.NetMoney(me)), rules.Dollars(m))
	}
	held := c.Tick < dk.acceptHold
	if held {
		// A tap on it says nothing: the line keeps the deal just done.
		why = ""
	}
	dk.tab.Add(widget.Widget{ID: fmt.Sprintf("accept-%d", d.ID), Label: lang.T("Accept"), R: bb[0], Enabled: act && ready && !held && why == "", Style: ui.Primary, Why: why,
		Act: func(c *ui.Context) { dk.Accept(c, d.ID) }})
	dk.tab.Add(widget.Widget{ID: fmt.Sprintf("decline-%d", d.ID), Label: lang.T("Decline"), R: bb[1], Enabled: act && ready, Style: ui.Secondary,
		Act: func(c *ui.Context) {
			// The line says the decline, not the offer it answered.
			if dk.tab.Submit(c, ct.WithdrawMove(me, d.ID)) {
				dk.tab.Chrome.Msg.Notice(lang.Tf("You declined %s's offer.", dk.tab.Chrome.Names.Called(d.By)))
			}
		}})
	dk.tab.Add(widget.Widget{ID: fmt.Sprintf("change-%d", d.ID), Label: lang.T("Change"), R: bb[2], Enabled: act && ready, Style: ui.Secondary,
		Act: func(*ui.Context) {
			dk.draft = Load(me, d.ID, d.Terms)
			dk.answers = nil
			// The desk says what to do now: the line's word on the
			// offer is answered.
			dk.tab.Chrome.Msg.Clear()
		}})
}

// own are the person's own offers still waiting for an answer (from
// people at this screen), each with Withdraw; it returns the room left
// under them.
func (dk *Desk) own(rest sprites.Rect, mine []ct.Deal) sprites.Rect {
	me := dk.me()
	act := dk.tab.CanAct()
	for _, d := range mine {
		if rest.H < 96 {
			break
		}
		d := d
		card, cardR := dk.offerCard(rest, lang.Tf("Your offer, waiting for %s:", dk.waitingNames(d)), d.Terms, false)
		bb := card.SplitH(2, 6)
		dk.tab.Add(widget.Widget{ID: fmt.Sprintf("withdraw-%d", d.ID), Label: lang.T("Withdraw"), R: bb[1], Enabled: act, Style: ui.Quiet,
			Act: func(c *ui.Context) { dk.tab.Submit(c, ct.WithdrawMove(me, d.ID)) }})
		_, rest = rest.CutTop(cardR.H + 8)
	}
	return rest
}

// suggestedCard is the card of the suggested deal t, to send or change.
func (dk *Desk) suggestedCard(c *ui.Context, rest sprites.Rect, t ct.Terms) {
	me := dk.me()
	act := dk.tab.CanAct()
	// Said as the person's to send, with what it does for them
	// (play-test: "A deal Jade accepts" was read as Jade's offer,
	// and nothing said why to want it).
	card, _ := dk.textCard(rest, dk.suggestedHead(t), dk.suggestedLines(t), false)
	bb := card.SplitH(2, 6)
	ready := dk.lights.settled(c, cardKey{suggestion: dk.sug.seed + 1})
	dk.tab.Add(widget.Widget{ID: "send-suggested", Label: lang.T("Send this offer"), R: bb[0], Enabled: act && ready, Style: ui.Primary,
		Act: func(c *ui.Context) { dk.sendSuggested(c, t) }})
	dk.tab.Add(widget.Widget{ID: "change-suggested", Label: lang.T("Change it"), R: bb[1], Enabled: act && ready, Style: ui.Secondary,
		Act: func(*ui.Context) { dk.draft = Load(me, 0, t); dk.answers = nil }})
}

// DoneTrading ends the person's trading. An offer to them still open is
// said: its card stays, to answer, and a new one reopens their trading
// (play-test: Done trading tapped as an offer arrived seemed to do
// nothing).
func (dk *Desk) DoneTrading(c *ui.Context) {
	me := dk.me()
	// The game after Done, foreseen: online it lands only once the
	// server confirms it, and the line says at once what is waited for.
	after := dk.game().Clone().(*ct.Game)
	if _, err := after.Apply(ct.DoneMove(me)); err != nil {
		after = nil
	}
	if !dk.tab.Submit(c, ct.DoneMove(me)) {
		return
	}
	for _, d := range dk.game().Deals() {
		if d.Waiting(me) {
			dk.tab.Chrome.Msg.Notice(lang.Tf("You are done trading, but %s's offer waits for your answer on its card; a new offer would reopen your trading.", ShortName(dk.tab.Chrome.Names.Called(d.By))))
			return
		}
	}
	if after != nil && after.Phase() == ct.Trading {
		dk.tab.Chrome.Msg.Notice(DoneWaiting(after, dk.tab.Chrome.Names.Called, me))
	}
}

// DoneWaiting says, to a person done trading, whom the table waits for:
// "You are done trading: waiting for Jonas and Mia to finish trading."
func DoneWaiting(g *ct.Game, called func(seat int) string, me int) string {
	var names []string
	for p := range g.Seats() {
		if p != me && !g.IsDone(p) {
			names = append(names, ShortName(called(p)))
		}
	}
	if len(names) == 0 {
		return lang.T("You are done trading.")
	}
	return lang.Tf("You are done trading: waiting for %s to finish trading. An offer to you reopens your trading.", And(names))
}

// offerLine is the line's word on offer d, now on the card.
func (dk *Desk) offerLine(d ct.Deal) string {
	who := dk.tab.Chrome.Names.Called(d.By)
	if d.Changes > 0 {
		return lang.Tf("%s counters: Accept, Decline or Change it on its card.", who)
	}
	return lang.Tf("%s offers you a deal: Accept, Decline or Change it on its card.", who)
}

// suggestedHead is the heading of a suggested deal's card.
func (dk *Desk) suggestedHead(t ct.Terms) string {
	return lang.Tf("Suggested for you · %s would accept:", ShortName(dk.tab.Chrome.Names.Called(PartnerOf(t, dk.me()))))
}

// suggestedLines are a suggested deal's sides and what it does for the
// person.
func (dk *Desk) suggestedLines(t ct.Terms) []string {
	lines := dk.sideLines(t, dk.me())
	if p := Purpose(dk.game(), dk.me(), t); p != "" {
		lines = append(lines, lang.Tf("For you: %s.", p))
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

// waitingNames lists the parties a deal still waits on.
func (dk *Desk) waitingNames(d ct.Deal) string {
	return waitingNamesIn(dk.game(), dk.tab.Chrome.Names.Called, d)
}

// waitingNamesIn lists the parties deal d of g still waits on.
func waitingNamesIn(g *ct.Game, called func(int) string, d ct.Deal) string {
	var names []string
	for p := range g.Seats() {
		if d.Waiting(p) {
			names = append(names, ShortName(called(p)))
		}
	}
	return And(names)
}

// OfferWords are the heading and lines of the card of mine[0], an offer
// waiting for the person.
func (dk *Desk) OfferWords(mine []ct.Deal) (head string, lines []string) {
	g := dk.game()
	me := dk.me()
	d := mine[0]
	head = lang.Tf("%s offers:", dk.tab.Chrome.Names.Called(d.By))
	if d.Changes > 0 {
		head = lang.Tf("%s counters:", dk.tab.Chrome.Names.Called(d.By))
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
		head += " " + lang.Tf("(%d of %d)", at, countWaiting(mine, me))
	}
	lines = dk.sideLines(d.Terms, me)
	if n := dk.tab.ChangedNote(d); n != "" {
		lines = append(lines, n)
	}
	// A computer guesses the person's money (it is secret): an offer
	// asking more than they have says so, and what to do instead.
	if m, ok := g.Money(me); ok && d.Terms.NetMoney(me) > m {
		lines = append(lines, lang.Tf("You have only %s: Change it to counter, or Decline.", rules.Dollars(m)))
	}
	return head, lines
}

// measure lays text out while widgets are placed, before any drawing.
var measure = widget.Measure

// offerCard places a card with a heading and what each side of t gives at
// the top of r, tall enough for the words to wrap whole, with a row of
// buttons under them; it returns the row for the buttons.
func (dk *Desk) offerCard(r sprites.Rect, head string, t ct.Terms, waiting bool) (bar, card sprites.Rect) {
	return dk.textCard(r, head, dk.sideLines(t, dk.me()), waiting)
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
func (dk *Desk) textCard(r sprites.Rect, head string, lines []string, waiting bool) (bar, card sprites.Rect) {
	size := cardSize
	for size > 10 && cardHeight(r.W, lines, size) > r.H {
		size -= 0.5
	}
	card = sprites.R(r.X, r.Y, r.W, min(r.H, cardHeight(r.W, lines, size)))
	dk.tab.Add(widget.Widget{Kind: widget.Text, R: card, Label: head, Lines: lines, Size: size, On: waiting})
	bar, _ = card.Inset(8).CutBottom(ui.MinTarget)
	return bar, card
}

// sideLines says what each side of t gives, for a person at seat me:
// "You give: $8,000" and "You get: lot 37", each partner named where there
// are two or more.
func (dk *Desk) sideLines(t ct.Terms, me int) []string {
	give, get := dk.sides(t, me)
	return []string{lang.Tf("You give: %s", give), lang.Tf("You get: %s", get)}
}

// sides says what each side of t gives, for a person at seat me.
func (dk *Desk) sides(t ct.Terms, me int) (string, string) {
	give, get := Sides(t, me)
	give, get = WithShops(dk.game(), give), WithShops(dk.game(), get)
	many := Parties(t) > 2
	words := func(items []Item, other func(Item) int, to bool) string {
		if len(items) == 0 {
			return lang.T("nothing")
		}
		if !many {
			return ItemList(items, "")
		}
		var parts []string
		for p := range dk.game().Seats() {
			var its []Item
			for _, it := range items {
				if other(it) == p {
					its = append(its, it)
				}
			}
			if len(its) > 0 {
				if to {
					parts = append(parts, lang.Tf("%s to %s", ItemList(its, ""), ShortName(dk.tab.Chrome.Names.Called(p))))
				} else {
					parts = append(parts, lang.Tf("%s from %s", ItemList(its, ""), ShortName(dk.tab.Chrome.Names.Called(p))))
				}
			}
		}
		return strings.Join(parts, lang.T("; "))
	}
	return words(give, func(it Item) int { return it.To }, true), words(get, func(it Item) int { return it.From }, false)
}

// suggestion is the deal offered as the way to a first deal: computed when
// trading opens and again once it no longer holds, never more than once a
// year after none was found (a search costs a moment).
func (dk *Desk) suggestion() (ct.Terms, bool) {
	g := dk.game()
	me := dk.me()
	n := dk.tab.Moves()
	if dk.sug.checked == n {
		return dk.sug.terms, dk.sug.terms != nil
	}
	dk.sug.checked = n
	levels := dk.tab.LevelOf
	if dk.sug.terms != nil && PossibleNow(g, dk.sug.terms) && StillTaken(g, dk.sug.terms, dk.sug.seed, levels) {
		return dk.sug.terms, true
	}
	dk.sug.terms = nil
	key := fmt.Sprint(g.Round(), len(g.History()))
	if dk.sug.key == key {
		return nil, false
	}
	dk.sug.key = key
	dk.sug.seed = dk.tab.Seed + uint64(n)
	if d, ok := SuggestVaried(g, me, dk.sug.seed, levels, dk.skipped(), dk.sug.last); ok {
		dk.sug.terms = d.Terms()
		dk.sug.last = dk.sug.terms
		dk.sug.seen[ItemsKey(dk.sug.terms)] = true
	}
	return dk.sug.terms, dk.sug.terms != nil
}

// skipped is what a suggestion passes over: the deals of the person's
// refused this game, and those suggested already this year (play-test:
// Suggest offered the same deal year after year).
func (dk *Desk) skipped() map[string]bool {
	g := dk.game()
	if dk.sug.seen == nil || dk.sug.round != g.Round() {
		dk.sug.seen, dk.sug.round = map[string]bool{}, g.Round()
	}
	if dk.sug.refused == nil {
		dk.sug.refused = map[string]bool{}
	}
	for _, h := range g.History() {
		if !h.Executed && h.Terms.Involves(dk.me()) {
			dk.sug.refused[ItemsKey(h.Terms)] = true
		}
	}
	skip := maps.Clone(dk.sug.seen)
	maps.Copy(skip, dk.sug.refused)
	return skip
}

// sendSuggested puts the suggested deal on the table at once.
func (dk *Desk) sendSuggested(c *ui.Context, t ct.Terms) {
	dk.draft = Load(dk.me(), 0, t)
	dk.send(c)
	dk.sug.terms = nil
}

// Accept confirms an offer; an offer the person cannot pay is refused by
// the rules, whose reason the line shows.
func (dk *Desk) Accept(c *ui.Context, id int) {
	var terms ct.Terms
	by := -1
	if d, ok := dk.game().OpenDeal(id); ok {
		terms, by = d.Terms, d.By
	}
	// The deal after the Accept, foreseen: online the move lands only
	// once the server confirms it, and the line must leave the offer
	// answered at once (play-test: "Mia offers you a deal" stayed up
	// after Accept).
	after := dk.game().Clone().(*ct.Game)
	if _, err := after.Apply(ct.ConfirmMove(dk.me(), id)); err != nil {
		after = dk.game()
	}
	if dk.tab.Submit(c, ct.ConfirmMove(dk.me(), id)) {
		// The next offer's Accept, wherever it comes, waits a moment:
		// one tap more must not spend the person's money on an offer
		// never read (play-test: the next offer's Accept came at once in
		// the same spot, with $42,000 to pay).
		dk.acceptHold = c.Tick + acceptHoldTicks
		// Where the deal stands: done, or whom it waits for.
		said := func() string {
			g, me := dk.game(), dk.me()
			d, open := g.OpenDeal(id)
			switch {
			case !open && struck(g, id):
				return strings.TrimSpace(dk.doneWords(terms) + " " + dk.tab.ReNote())
			case !open:
				// Called off by a computer's answer, which the line says.
				if a, ok := dk.LastAnswer(); ok {
					return dk.AnswerNotice(a)
				}
				return lang.T("The deal is off.")
			case d.Confirmed&(1<<me) != 0 && len(dk.answers) > 0:
				// A computer answered it here: its answer is the news.
				return dk.AnswerNotice(dk.answers[len(dk.answers)-1])
			case d.Confirmed&(1<<me) == 0:
				// Not landed yet: as it will stand.
				if fd, ok := after.OpenDeal(id); ok {
					d = fd
				} else {
					return dk.doneWords(terms)
				}
			}
			if by == me || by < 0 {
				return lang.Tf("You accepted the offer: waiting for %s to accept it too.", waitingNamesIn(after, dk.tab.Chrome.Names.Called, *d))
			}
			return lang.Tf("You accepted %s's offer: waiting for %s to accept it too.", ShortName(dk.tab.Chrome.Names.Called(by)), waitingNamesIn(after, dk.tab.Chrome.Names.Called, *d))
		}
		dk.tab.Chrome.Msg.Notice(said())
	}
}

// struck reports whether deal id of g was carried out.
func struck(g *ct.Game, id int) bool {
	for _, h := range g.History() {
		if h.ID == id {
			return h.Executed
		}
	}
	return false
}

// acceptHoldTicks is how long (0.75 s) an offer's Accept stays greyed
// after the person's Accept struck or confirmed a deal.
const acceptHoldTicks = 45

// doneWords says a deal struck from the person's side: with whom, what
// they gave and what they got (play-test: only a small "Undo – deal
// struck" said a deal was done).
func (dk *Desk) doneWords(t ct.Terms) string {
	if t == nil {
		return lang.T("Deal done.")
	}
	me := dk.me()
	give, get := dk.sides(t, me)
	if Parties(t) == 2 {
		return lang.Tf("Deal done with %s: you gave %s and got %s.", ShortName(dk.tab.Chrome.Names.Called(PartnerOf(t, me))), give, get)
	}
	return lang.Tf("Deal done: you gave %s and got %s.", give, get)
}
