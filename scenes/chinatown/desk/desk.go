// Package desk is Chinatown's trading desk, where deals are built by
// tapping: the deal being built (a Draft of items and money), the panel
// that lays it out, the trading card under the controls (an offer to
// answer, the person's own offers, a suggested deal) with its 0.4 s
// lighting, and what the computer players answered. The table holds one
// Desk, gives it a Table to act through, and lays its widgets out with
// its own.
package desk

import (
	"quartet/lang"
	"quartet/rules"
	"strings"

	"quartet/ai/chinatownai"
	"quartet/audio"
	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Table is what the desk asks of the table it lies on: the game and whose
// screen it is, the chrome's names and message line, a way to play the
// person's moves, and the person's hand, which the trading card shows
// beside an offer.
type Table struct {
	Chrome  *table.Chrome
	Game    func() *ct.Game
	Me      func() int
	CanAct  func() bool
	Submit  func(c *ui.Context, m ct.Move) bool
	LevelOf func(seat int) string
	// Seed and Moves seed the searches for a suggested deal and a price:
	// the game's seed, offset by the moves made so far.
	Seed  uint64
	Moves func() int
	// Add lays a widget out this tick, in the table's order.
	Add func(widget.Widget)
	// Hand lays the person's hand out in r; HandHeight is the room it
	// takes w wide (tight: the tiles without their names), HandRow the
	// least room worth giving it.
	Hand       func(c *ui.Context, r sprites.Rect)
	HandHeight func(w float64, tight bool) float64
	HandRow    float64
	// ChangedNote says why an offer's terms or confirmation changed, and
	// ReNote what answering reopened deals again said.
	ChangedNote func(d ct.Deal) string
	ReNote      func() string
}

// Desk is Chinatown's trading desk: the deal the person builds by tapping
// (the desk is open while it holds one), the trading card under the
// controls (an offer waiting for the person, their own offers, or a
// suggested deal), and the computer players' latest answers.
type Desk struct {
	tab Table

	draft   *Draft   // the deal being built, nil while the desk is closed
	showLot int      // the lot that opened the desk, kept in sight
	answers []Answer // the computer players' latest answers
	// answerT counts down the ticks the answers' bubbles stay.
	answerT int
	shown   int // the offer on the card, the others queued behind it
	// declined is the person's last offer, refused, for Make an offer to
	// bring back in round declinedRound.
	declined      *Draft
	declinedRound int
	sug           suggested

	lights lights // when the card's and the row's buttons light up
	// acceptHold is the tick until which an offer's Accept stays greyed
	// after the person's last Accept.
	acceptHold int
}

// suggested is the suggested deal shown on the way to a first deal.
type suggested struct {
	terms   ct.Terms
	checked int    // moves when last checked
	key     string // the year and deals when last searched
	seed    uint64
	// seen is what was suggested in round; refused, the deals of the
	// person's refused this game (ItemsKey): both passed over.
	seen    map[string]bool
	round   int
	refused map[string]bool
	// last is the deal suggested last, which the next turns from.
	last ct.Terms
}

// New is a closed desk on tab.
func New(tab Table) *Desk { return &Desk{tab: tab} }

func (dk *Desk) game() *ct.Game { return dk.tab.Game() }
func (dk *Desk) me() int        { return dk.tab.Me() }

// seed seeds this move's searches.
func (dk *Desk) seed() uint64 { return dk.tab.Seed + uint64(dk.tab.Moves()) }

// Open reports whether a deal is being built at the desk.
func (dk *Desk) Open() bool { return dk.draft != nil }

// Draft is the deal being built, nil while the desk is closed.
func (dk *Desk) Draft() *Draft { return dk.draft }

// Close puts the deal being built away, unsent.
func (dk *Desk) Close() { dk.draft = nil }

// AddTile adds a tile of from's to the deal being built, or says why not.
func (dk *Desk) AddTile(g *ct.Game, from int, shop ct.Shop) string {
	return dk.draft.AddTile(g, from, shop)
}

// Pays is what the person pays partner in the deal being built.
func (dk *Desk) Pays(partner int) int { return dk.draft.Pays(partner) }

// openOn opens the desk on a new deal, keeping lot in sight as the map
// gives the desk room.
func (dk *Desk) openOn(lot int) {
	dk.OpenNew()
	dk.showLot = lot
}

// ShowLot is the lot that opened the desk, once: the map shows it as it
// gives the desk room.
func (dk *Desk) ShowLot() int {
	l := dk.showLot
	dk.showLot = 0
	return l
}

// Reset forgets what belonged to moves taken back.
func (dk *Desk) Reset() {
	dk.draft, dk.answers, dk.shown = nil, nil, 0
	dk.sug.terms, dk.sug.checked, dk.sug.key = nil, -1, ""
}

// HandOver clears what the last person at the screen left on the desk.
func (dk *Desk) HandOver() { dk.draft, dk.answers = nil, nil }

// Shown is the offer on the trading card (0 for none); Show puts deal id
// there.
func (dk *Desk) Shown() int  { return dk.shown }
func (dk *Desk) Show(id int) { dk.shown = id }

// Answers are the computer players' latest answers; Answering whether
// their bubbles are up.
func (dk *Desk) Answers() []Answer { return dk.answers }
func (dk *Desk) Answering() bool   { return dk.answerT > 0 }

// Tick counts the answers' bubbles down.
func (dk *Desk) Tick() {
	if dk.answerT > 0 {
		dk.answerT--
	}
}

// TapAway takes the answers' bubbles away at a tap, once they have stood
// a moment.
func (dk *Desk) TapAway() {
	if dk.answerT > 0 && dk.answerT < answerTicks-30 {
		dk.answerT = 0
	}
}

// Heard takes the computer players' answers to the person's deal: the last
// is said on the line, a counter-offer goes on the card, and their bubbles
// go up.
func (dk *Desk) Heard(answers []Answer) {
	dk.answers = answers
	n := len(answers)
	if n == 0 {
		return
	}
	a := answers[n-1]
	// A counter-offer is shown on the card, beside its reason: the
	// offer answered is the one in the person's mind.
	if d, open := dk.game().OpenDeal(a.Deal); open && d.Waiting(dk.me()) {
		dk.shown = a.Deal
	}
	dk.tab.Chrome.Msg.Notice(dk.AnswerNotice(a))
	dk.tab.Chrome.Announced()
	// A yes needs no reading: its bubble goes soon. A no or a price
	// stays long enough to read twice, until the next tap at most.
	dk.answerT = answerTicks
	for _, a := range answers {
		if a.Kind == Accepted {
			dk.answerT = acceptedTicks
		}
	}
}

// LastAnswer is the latest answer heard, if any.
func (dk *Desk) LastAnswer() (Answer, bool) {
	if n := len(dk.answers); n > 0 {
		return dk.answers[n-1], true
	}
	return Answer{}, false
}

// BeginTick starts laying the tick's widgets out: the desk opening or
// closing is noted for rowSettled. EndTick forgets a card no longer shown,
// so that it lights up afresh when it comes back.
func (dk *Desk) BeginTick(c *ui.Context) {
	dk.lights.begin(c, dk.draft != nil)
	if dk.draft != nil && dk.game().Phase() != ct.Trading {
		dk.draft = nil
	}
}

func (dk *Desk) EndTick() {
	dk.lights.end()
}

// Rect is where the desk goes while open: over the seat cards and the
// controls, leaving the map (smaller on a phone) to tap lots on.
func (dk *Desk) Rect(c *ui.Context) (r, board sprites.Rect) {
	l := dk.tab.Chrome.Lay
	if !l.Portrait {
		top := l.Seats[0].Y - 4
		return sprites.R(l.Seats[0].X, top, l.Seats[0].W, l.Message.Y-8-top), l.Board
	}
	board = l.Board
	h := (l.Message.Y - 6 - board.Y) * 0.6
	r = sprites.R(board.X, l.Message.Y-6-h, board.W, h)
	board.H = r.Y - 6 - board.Y
	return r, board
}

// complete completes the deal being built, not replacing it: the least
// added to it (money, or one tile or lot) for the partner to take it.
func (dk *Desk) complete(c *ui.Context) {
	if dk.draft != nil && !dk.draft.Empty() {
		was := dk.draft.Terms()
		d, why, ok := Complete(dk.game(), dk.me(), was, dk.seed(), dk.tab.LevelOf, dk.tab.Chrome.Names.Called)
		if !ok {
			dk.tab.Chrome.Msg.Notice(why)
			return
		}
		// A completed change is still the change of its deal: sent as a
		// new offer, it left the deal it changed open beside it.
		d.Deal = dk.draft.Deal
		if open, ok := dk.game().OpenDeal(d.Deal); ok && d.Deal > 0 && open.Terms.Equal(d.Terms()) {
			dk.tab.Chrome.Msg.Notice(lang.Tf("Completed, this is deal #%d as it stands: accept it on its card.", d.Deal))
			return
		}
		dk.draft = d
		dk.answers = nil
		if d.Terms().Equal(was) {
			dk.tab.Chrome.Msg.Notice(lang.Tf("They take this deal as it is: tap %s.", dk.sendLabel()))
		} else {
			dk.tab.Chrome.Msg.Notice(lang.Tf("Completed so that they take it: %s. Tap %s, or change it.", strings.Join(dk.sideLines(d.Terms(), dk.me()), ". "), dk.sendLabel()))
		}
	}
}

// sendLabel is the desk's send button as it reads now: hints name the
// button the person sees (play-test: "Send offer" in the line while the
// button read "Send change").
func (dk *Desk) sendLabel() string {
	if dk.draft != nil && dk.draft.Deal > 0 {
		return lang.T("Send change")
	}
	return lang.T("Send offer")
}

// suggest puts a deal good for the person, that its partner takes, in the
// desk's place.
func (dk *Desk) suggest(c *ui.Context) {
	skip := dk.skipped()
	d, ok := SuggestVaried(dk.game(), dk.me(), dk.seed(), dk.tab.LevelOf, skip, dk.sug.last)
	if !ok {
		if len(skip) > 0 {
			dk.tab.Chrome.Msg.Notice(lang.T("No other deal to suggest now: the ones that gain you enough were suggested or refused already."))
		} else {
			dk.tab.Chrome.Msg.Notice(lang.T("No deal to suggest now: none gains you enough that a computer player would also take."))
		}
		return
	}
	dk.sug.seen[ItemsKey(d.Terms())] = true
	dk.sug.last = d.Terms()
	dk.draft = d
	dk.answers = nil
	who := ShortName(dk.tab.Chrome.Names.Called(PartnerOf(d.Terms(), dk.me())))
	if p := Purpose(dk.game(), dk.me(), d.Terms()); p != "" {
		dk.tab.Chrome.Msg.Notice(lang.Tf("Suggested for you: %s would accept it; for you: %s. Change it if you like, then Send.", who, p))
	} else {
		dk.tab.Chrome.Msg.Notice(lang.Tf("Suggested for you: %s would accept it. Change it if you like, then Send.", who))
	}
}

// AskPrice sets the money of the deal at the desk to what partner, a
// computer player, asks for its lots and tiles, and says so.
func (dk *Desk) AskPrice(partner int) {
	d := dk.draft
	g := dk.game()
	me := dk.me()
	name := ShortName(dk.tab.Chrome.Names.Called(partner))
	l, err := chinatownai.LevelNamed(dk.tab.LevelOf(partner))
	if err != nil {
		dk.tab.Chrome.Msg.Notice(lang.T("Set the money with the steps beside it: only a computer player's price can be foreseen."))
		return
	}
	if len(Without(d.Items)) == 0 {
		dk.tab.Chrome.Msg.Notice(lang.Tf("Put lots or tiles in the deal first: then a tap on the money sets %s's price.", name))
		return
	}
	p, ok := chinatownai.New(l, dk.tab.Seed+uint64(partner)).AskAs(g, partner, d.Terms())
	if !ok {
		dk.tab.Chrome.Msg.Notice(lang.Tf("%s names no price for this deal: change what is in it.", name))
		return
	}
	pay := p.NetMoney(me)
	d.AddMoney(partner, pay-d.Pays(partner))
	switch money, _ := g.Money(me); {
	case pay > money:
		dk.tab.Chrome.Msg.Notice(lang.Tf("%s's price: you pay %s, more than your %s. Add a lot or tiles of yours, or take something out.", name, rules.Dollars(pay), rules.Dollars(money)))
	case pay > 0:
		dk.tab.Chrome.Msg.Notice(lang.Tf("%s's price: you pay %s. %s, or change it.", name, rules.Dollars(pay), dk.sendLabel()))
	case pay < 0:
		dk.tab.Chrome.Msg.Notice(lang.Tf("%s's price: %s pays you %s. %s, or change it.", name, name, rules.Dollars(-pay), dk.sendLabel()))
	default:
		dk.tab.Chrome.Msg.Notice(lang.Tf("%s's price: no money either way. %s, or change it.", name, dk.sendLabel()))
	}
}

// focused is a partner chip's N: 1 rings the partner in focus.
func focused(b bool) int {
	if b {
		return 1
	}
	return 0
}

// send puts the desk's deal on the table; the computer players in it
// answer at once.
func (dk *Desk) send(c *ui.Context) {
	d := dk.draft
	if dk.tab.Submit(c, d.Move()) {
		dk.draft = nil
		dk.declined = nil
		if n := len(dk.answers); n > 0 && dk.answers[n-1].Kind == Declined {
			// The offer refused is kept, to change and send again
			// (play-test: after a no, Make an offer opened an empty deal).
			dk.declined, dk.declinedRound = Load(dk.me(), 0, d.Terms()), dk.game().Round()
			if d.Focus >= 0 {
				dk.declined.Focus = d.Focus
			}
		}
		if len(dk.answers) == 0 {
			dk.tab.Chrome.Msg.Notice(SentWords(d.Terms(), dk.me(), dk.tab.Chrome.Names.Called))
		}
		for _, a := range dk.answers {
			switch a.Kind {
			case Accepted:
				c.Sound.Play(audio.DealStruck)
			case Countered:
				c.Sound.Play(audio.Card)
			}
		}
	}
}

// reopen opens the desk on the offer last declined, while its items
// are still there to trade, or on an empty deal.
func (dk *Desk) reopen() {
	d := dk.declined
	dk.declined = nil
	if d == nil || !PossibleNow(dk.game(), d.Terms()) || dk.game().Round() != dk.declinedRound {
		dk.OpenNew()
		return
	}
	dk.draft = d
	dk.answers = nil
	dk.tab.Chrome.Msg.Notice(lang.T("Your declined offer: change it and send again, or Close for a new one."))
}

func (dk *Desk) OpenNew() {
	dk.draft = NewDraft(dk.me())
	dk.answers = nil
	// What was said of the last deal is over (play-test: "The deal was
	// put away, not sent." stayed as a new one was built).
	dk.tab.Chrome.Msg.Clear()
}

// How long the answers' bubbles stay, in ticks.
const (
	acceptedTicks = 150
	answerTicks   = 600
)

// AnswerNotice is the message line's short word on an answer; the bubble
// over the map gives the reason with its figures.
func (dk *Desk) AnswerNotice(a Answer) string {
	who := dk.tab.Chrome.Names.Called(a.Seat)
	switch a.Kind {
	case Accepted:
		if _, open := dk.game().OpenDeal(a.Deal); !open {
			return lang.Tf("%s accepts: the deal is done.", who)
		}
		return lang.Tf("%s accepts.", who)
	case Countered:
		return lang.Tf("%s makes a counter-offer: Accept takes it.", who)
	}
	return lang.Tf("%s declines: the reason is above. Make an offer brings your offer back to change.", who)
}

// SentWords says whom an offer sent waits for: "Offer sent: waiting for
// Ben to answer." names the one asked (play-test: "the others" when only
// Ben was).
func SentWords(t ct.Terms, me int, called func(seat int) string) string {
	var names []string
	for p := range ct.MaxSeats {
		if p != me && t.Involves(p) {
			names = append(names, ShortName(called(p)))
		}
	}
	if len(names) == 0 {
		return lang.T("Offer sent.")
	}
	return lang.Tf("Offer sent: waiting for %s to answer.", And(names))
}
