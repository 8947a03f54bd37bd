package chinatown

import (
	"fmt"
	"slices"
	"strings"

	"quartet/ai/chinatownai"
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// The trading desk's logic, free of any window: which items a deal being
// built holds, what each tap adds or takes away, and what a computer
// player's answer means in plain words. The scene draws a Draft and turns
// taps into its methods; the tests drive it directly.

// Item is one thing a deal moves from one player to another: a lot, one
// shop tile, or money.
type Item struct {
	From, To int
	Lot      int     // a lot number, or 0
	Shop     ct.Shop // a tile, when Lot is 0 and Money is 0
	Money    int
}

// Draft is the deal a person builds at the desk: the partners it involves
// and the items on each side. Me's own items go to Focus, the partner last
// chosen; items of a partner's come to Me.
type Draft struct {
	Me       int
	Partners []int // the other parties, in the order chosen
	Focus    int   // the partner Me's items go to, or -1
	Items    []Item
	// Deal is the open deal this draft changes, or 0 for a new deal.
	Deal int
}

// NewDraft starts an empty deal for seat me.
func NewDraft(me int) *Draft { return &Draft{Me: me, Focus: -1} }

// Empty reports whether the draft moves nothing.
func (d *Draft) Empty() bool { return len(d.Terms()) == 0 }

// HasPartner reports whether seat is a party.
func (d *Draft) HasPartner(seat int) bool { return slices.Contains(d.Partners, seat) }

// TogglePartner adds a partner (who becomes the focus) or, when seat is
// already the focus, takes it out of the deal with its items; tapping a
// partner that is in the deal but not the focus makes it the focus.
func (d *Draft) TogglePartner(seat int) {
	switch {
	case seat == d.Me:
	case !d.HasPartner(seat):
		d.Partners = append(d.Partners, seat)
		d.Focus = seat
	case d.Focus != seat:
		d.Focus = seat
	default:
		d.Partners = slices.DeleteFunc(d.Partners, func(p int) bool { return p == seat })
		d.Items = slices.DeleteFunc(d.Items, func(it Item) bool { return it.From == seat || it.To == seat })
		d.Focus = -1
		if n := len(d.Partners); n > 0 {
			d.Focus = d.Partners[n-1]
		}
	}
}

// receiver is who gets an item that from gives: Me's items go to the
// focus, everyone else's to Me.
func (d *Draft) receiver(from int) int {
	if from == d.Me {
		return d.Focus
	}
	return d.Me
}

// ToggleLot puts lot into the deal, or takes it out when it is in already.
// A lot of Me's goes to the focus partner; another player's lot comes to Me
// and brings its owner into the deal. It returns why the lot cannot be
// traded, or "".
func (d *Draft) ToggleLot(g *ct.Game, lot int) string {
	if i := slices.IndexFunc(d.Items, func(it Item) bool { return it.Lot == lot }); i >= 0 {
		d.Items = slices.Delete(d.Items, i, i+1)
		return ""
	}
	owner := g.Owner(lot)
	switch {
	case owner < 0:
		return fmt.Sprintf("Nobody owns lot %d yet: only owned lots change hands.", lot)
	case owner == d.Me && d.Focus < 0:
		return "First choose whom the deal is with."
	case owner != d.Me && !d.HasPartner(owner):
		d.TogglePartner(owner)
	}
	d.Items = append(d.Items, Item{From: owner, To: d.receiver(owner), Lot: lot})
	return ""
}

// AddTile adds one tile of shop from from's hand. It returns why not, or "".
func (d *Draft) AddTile(g *ct.Game, from int, shop ct.Shop) string {
	if from == d.Me && d.Focus < 0 {
		return "First choose whom the deal is with."
	}
	in := 0
	for _, it := range d.Items {
		if it.From == from && it.Lot == 0 && it.Money == 0 && it.Shop == shop {
			in++
		}
	}
	if in >= g.Hand(from, shop) {
		return fmt.Sprintf("%s holds only %d %s tile%s.", who(d.Me, from), g.Hand(from, shop), shop.Name(), plural(g.Hand(from, shop)))
	}
	if from != d.Me && !d.HasPartner(from) {
		d.TogglePartner(from)
	}
	d.Items = append(d.Items, Item{From: from, To: d.receiver(from), Shop: shop})
	return ""
}

// Remove takes item i out of the deal.
func (d *Draft) Remove(i int) {
	if i >= 0 && i < len(d.Items) {
		d.Items = slices.Delete(d.Items, i, i+1)
	}
}

// Pays is what Me pays partner in the draft (negative: what Me receives).
func (d *Draft) Pays(partner int) int {
	n := 0
	for _, it := range d.Items {
		switch {
		case it.Money == 0:
		case it.From == d.Me && it.To == partner:
			n += it.Money
		case it.From == partner && it.To == d.Me:
			n -= it.Money
		}
	}
	return n
}

// AddMoney changes what Me pays partner by delta dollars (a negative delta
// asks partner to pay more). The draft keeps one payment per pair, in the
// direction of the balance; zero drops it.
func (d *Draft) AddMoney(partner, delta int) {
	if partner == d.Me || partner < 0 {
		return
	}
	if !d.HasPartner(partner) {
		d.TogglePartner(partner)
	}
	pay := d.Pays(partner) + delta
	d.Items = slices.DeleteFunc(d.Items, func(it Item) bool {
		return it.Money != 0 && (it.From == d.Me && it.To == partner || it.From == partner && it.To == d.Me)
	})
	switch {
	case pay > 0:
		d.Items = append(d.Items, Item{From: d.Me, To: partner, Money: pay})
	case pay < 0:
		d.Items = append(d.Items, Item{From: partner, To: d.Me, Money: -pay})
	}
}

// Terms are the draft's deal in the rules' canonical form.
func (d *Draft) Terms() ct.Terms {
	var legs []ct.Leg
	for _, it := range d.Items {
		l := ct.Leg{From: it.From, To: it.To, Money: it.Money}
		switch {
		case it.Lot > 0:
			l.Lots = []int{it.Lot}
		case it.Money == 0:
			l.Tiles[it.Shop] = 1
		}
		legs = append(legs, l)
	}
	return ct.NewTerms(legs...)
}

// Move is the draft as a move of Me's: a new proposal, or a change of the
// deal it was loaded from.
func (d *Draft) Move() ct.Move {
	if d.Deal > 0 {
		return ct.ChangeMove(d.Me, d.Deal, d.Terms())
	}
	return ct.ProposeMove(d.Me, d.Terms())
}

// Load makes a draft of terms for seat me to change: open deal id, or a
// suggestion when id is 0.
func Load(me, id int, t ct.Terms) *Draft {
	d := &Draft{Me: me, Focus: -1, Deal: id}
	for _, l := range t {
		for _, p := range [2]int{l.From, l.To} {
			if p != me && !d.HasPartner(p) {
				d.Partners = append(d.Partners, p)
			}
		}
		for _, lot := range l.Lots {
			d.Items = append(d.Items, Item{From: l.From, To: l.To, Lot: lot})
		}
		for s, n := range l.Tiles {
			for range n {
				d.Items = append(d.Items, Item{From: l.From, To: l.To, Shop: ct.Shop(s)})
			}
		}
		if l.Money > 0 {
			d.Items = append(d.Items, Item{From: l.From, To: l.To, Money: l.Money})
		}
	}
	if len(d.Partners) > 0 {
		d.Focus = d.Partners[0]
	}
	return d
}

// Words says an item as a player reads it: "lot 37", "a Tea House tile",
// "$5,000".
func (it Item) Words() string {
	switch {
	case it.Lot > 0:
		return fmt.Sprintf("lot %d", it.Lot)
	case it.Money > 0:
		return ct.Dollars(it.Money)
	}
	return it.Shop.Name()
}

// Sides splits terms into what seat gives and what it gets, item by item;
// items between two other players are in neither.
func Sides(t ct.Terms, seat int) (give, get []Item) {
	for _, it := range Load(seat, 0, t).Items {
		switch seat {
		case it.From:
			give = append(give, it)
		case it.To:
			get = append(get, it)
		}
	}
	return give, get
}

// AnswerKind is what a computer player said to an offer.
type AnswerKind int

const (
	Accepted AnswerKind = iota + 1
	Declined
	Countered
)

func (k AnswerKind) String() string {
	return [...]string{"", "accepted", "declined", "countered"}[k]
}

// Answer is a computer player's reply to a deal, with its reason in plain
// words.
type Answer struct {
	Seat   int
	Deal   int
	Kind   AnswerKind
	Reason string
	Move   rules.Move
}

// Ask puts deal id to the computer player at seat and explains its reply:
// the move it makes (confirm, change or withdraw) and why, as the agent's
// own valuation of the deal's items says. The agent reads only seat's view.
func Ask(agent *chinatownai.Agent, g *ct.Game, seat, id int) (Answer, bool) {
	d, ok := g.OpenDeal(id)
	if !ok {
		return Answer{}, false
	}
	offered := d.Terms
	mv := agent.Answer(g, seat, id)
	m, ok := mv.(ct.Move)
	if !ok {
		return Answer{}, false
	}
	a := Answer{Seat: seat, Deal: id, Move: m}
	switch m.Action {
	case ct.Confirm:
		a.Kind = Accepted
		a.Reason = acceptReason(agent, g, seat, offered)
	case ct.Change:
		a.Kind = Countered
		a.Reason = counterReason(offered, m.Terms, seat)
	default:
		a.Kind = Declined
		a.Reason = declineReason(agent, g, seat, offered)
	}
	return a, true
}

// itemGain is what one item alone is worth to seat, by the agent's values.
func itemGain(agent *chinatownai.Agent, g *ct.Game, seat int, it Item) float64 {
	d := &Draft{Me: seat, Items: []Item{it}}
	return agent.Gains(g.View(seat).(*ct.Game), d.Terms())[seat]
}

func acceptReason(agent *chinatownai.Agent, g *ct.Game, seat int, t ct.Terms) string {
	_, get := Sides(t, seat)
	best, bestGain := Item{}, 0.0
	for _, it := range get {
		if it.Money > 0 {
			continue
		}
		if v := itemGain(agent, g, seat, it); v > bestGain {
			best, bestGain = it, v
		}
	}
	switch {
	case best.Lot > 0:
		return fmt.Sprintf("Deal! Lot %d fits my plans.", best.Lot)
	case bestGain > 0:
		return fmt.Sprintf("Deal! I can use that %s.", best.Shop.Name())
	}
	return "Deal! That suits me."
}

func declineReason(agent *chinatownai.Agent, g *ct.Game, seat int, t ct.Terms) string {
	give, get := Sides(t, seat)
	worst, worstGain := Item{}, 0.0
	for _, it := range give {
		if it.Money > 0 {
			continue
		}
		if v := itemGain(agent, g, seat, it); v < worstGain {
			worst, worstGain = it, v
		}
	}
	if own, ok := g.Money(seat); ok && t.NetMoney(seat) > own {
		return "I cannot pay that much."
	}
	gain := agent.Gains(g.View(seat).(*ct.Game), t)[seat]
	switch {
	case gain > 0:
		return "No: that helps you far more than me."
	case worst.Lot > 0:
		return fmt.Sprintf("No: I value lot %d more than that.", worst.Lot)
	case worstGain < 0:
		return fmt.Sprintf("No: I value my %s more than that.", worst.Shop.Name())
	case len(get) > 0 && len(give) == 0:
		return "No: that does nothing for me."
	}
	return "No: that is not worth it to me."
}

func counterReason(offered, counter ct.Terms, seat int) string {
	diff := counter.NetMoney(seat) - offered.NetMoney(seat)
	switch {
	case diff < 0 && counter.NetMoney(seat) < 0:
		return fmt.Sprintf("Almost: I want %s more for it.", ct.Dollars(-diff))
	case diff < 0:
		return fmt.Sprintf("Almost: I would pay %s less.", ct.Dollars(-diff))
	case diff > 0:
		return fmt.Sprintf("Almost: I would add %s; it is worth more to you.", ct.Dollars(diff))
	}
	return "Almost: here is what I would do."
}

// Suggest is the deal a strong computer player would propose from seat's
// place, as a draft for the person to look at, change and send.
func Suggest(g *ct.Game, seat int, seed uint64) (*Draft, bool) {
	l, _ := chinatownai.LevelNamed("hard")
	t, ok := chinatownai.New(l, seed).Suggest(g, seat)
	if !ok {
		return nil, false
	}
	return Load(seat, 0, t), true
}

// Describe writes the draft's sides for a person: "You give lot 37 and a
// Photo tile; you get $5,000 from Jade".
func Describe(t ct.Terms, me int, name func(int) string) (give, get string) {
	g, r := Sides(t, me)
	list := func(items []Item, partner func(Item) int) string {
		var parts []string
		for _, it := range items {
			parts = append(parts, it.Words()+" ("+name(partner(it))+")")
		}
		return strings.Join(parts, ", ")
	}
	return list(g, func(it Item) int { return it.To }), list(r, func(it Item) int { return it.From })
}

func who(me, seat int) string {
	if me == seat {
		return "You"
	}
	return ct.SeatName(seat)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
