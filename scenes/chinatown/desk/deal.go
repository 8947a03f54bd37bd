package desk

import (
	"fmt"
	"math"
	"quartet/lang"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"quartet/ai/chinatownai"
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// The deal's logic, free of any window: which items a deal being built
// holds, what each tap adds or takes away, and what a computer player's
// answer means in plain words. The panel draws a Draft and turns taps
// into its methods; the tests drive it directly.

// Item is one thing a deal moves from one player to another: a lot, one
// shop tile, or money.
type Item struct {
	From, To int
	Lot      int     // a lot number, or 0
	Shop     ct.Shop // a tile, when Lot is 0 and Money is 0
	Money    int
	// Built is the shop standing on the lot, "" for a vacant lot or
	// where not known: a built lot changes hands with its shop.
	Built string
}

// WithShops names the shop on each built lot among items, from g.
func WithShops(g *ct.Game, items []Item) []Item {
	out := make([]Item, len(items))
	for i, it := range items {
		if it.Lot > 0 {
			if sh := g.ShopAt(it.Lot); sh != ct.NoShop {
				it.Built = sh.Name()
			}
		}
		out[i] = it
	}
	return out
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
		return lang.Tf("Nobody owns lot %d yet: only owned lots change hands.", lot)
	case owner == d.Me && d.Focus < 0:
		return lang.T("First choose whom the deal is with.")
	case owner != d.Me && !d.HasPartner(owner):
		d.TogglePartner(owner)
	}
	d.Items = append(d.Items, Item{From: owner, To: d.receiver(owner), Lot: lot})
	return ""
}

// AddTile adds one tile of shop from from's hand. It returns why not, or "".
func (d *Draft) AddTile(g *ct.Game, from int, shop ct.Shop) string {
	if from == d.Me && d.Focus < 0 {
		return lang.T("First choose whom the deal is with.")
	}
	in := 0
	for _, it := range d.Items {
		if it.From == from && it.Lot == 0 && it.Money == 0 && it.Shop == shop {
			in++
		}
	}
	if in >= g.Hand(from, shop) {
		n := g.Hand(from, shop)
		if from == d.Me {
			// "You hold", not "You holds" (play-test).
			return lang.N("You hold only %d %s tile.", "You hold only %d %s tiles.", n, n, ShopName(shop))
		}
		return lang.N("%s holds only %d %s tile.", "%s holds only %d %s tiles.", n, ct.SeatName(from), n, ShopName(shop))
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
	case it.Lot > 0 && it.Built != "":
		return lang.Tf("lot %d with its %s", it.Lot, builtName(it.Built))
	case it.Lot > 0:
		return lang.Tf("lot %d", it.Lot)
	case it.Money > 0:
		return lang.Dollars(it.Money)
	}
	return ShopName(it.Shop)
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

// Ask puts deal id, offered by a person, to the computer player at seat and
// explains its reply: the move it makes (confirm, a counter-offer that
// changes the money to its price, or withdraw) and why, with the figures
// of the agent's own valuation ("I value lot 37 at $40,000; you offer
// $10,000."). The agent reads only seat's view. A counter asking more than
// the person can pay (payer's money, known to the person) is said as a
// refusal that names the price instead, since it could not be accepted.
func Ask(agent *chinatownai.Agent, g *ct.Game, seat, id int) (Answer, bool) {
	d, ok := g.OpenDeal(id)
	if !ok {
		return Answer{}, false
	}
	offered := d.Terms
	mv := agent.Haggle(g, seat, id)
	m, ok := mv.(ct.Move)
	if !ok {
		return Answer{}, false
	}
	a := Answer{Seat: seat, Deal: id, Move: m}
	v, _ := g.View(seat).(*ct.Game)
	figures, diff := figuresDiff(agent, g, seat, offered)
	offeredMoney := -offered.NetMoney(seat)
	switch m.Action {
	case ct.Confirm:
		a.Kind = Accepted
		// A yes needs no figures: they would only tell the person, after
		// the fact, how much more the deal could have got.
		a.Reason = lang.T("Deal!")
	case ct.Change:
		a.Kind = Countered
		a.Reason = Opening(offered.NetMoney(seat), m.Terms.NetMoney(seat)) + " " + figures + " " + askWords(m.Terms, seat, diff, offeredMoney)
		a.Reason += jointWords(agent, v, seat, offered)
		// Its counters come down round by round to the least it takes,
		// and say so when they get there.
		if least, ok := agent.Price(v, offered); ok && least.Equal(m.Terms) {
			a.Reason += " " + lang.T("That is my last word.")
		}
		for p := range g.Seats() {
			if own, known := g.Money(p); known && p != seat && m.Terms.NetMoney(p) > own {
				a.Kind = Declined
				a.Move = ct.WithdrawMove(seat, id)
				a.Reason = lang.T("No.") + " " + figures + " " + askWords(m.Terms, seat, diff, offeredMoney) + jointWords(agent, v, seat, offered)
			}
		}
	default:
		a.Kind = Declined
		a.Reason = lang.T("No.") + " " + figures
		if own, known := g.Money(seat); known && offered.NetMoney(seat) > own {
			a.Reason = lang.Tf("No: I cannot pay %s.", rules.Dollars(offered.NetMoney(seat)))
		} else if Parties(offered) > 2 {
			a.Reason += " " + lang.T("Not enough for me in a deal of three.")
		} else if w := leastWords(agent, g, seat, offered, diff, offeredMoney); w != "" {
			a.Reason += " " + w + jointWords(agent, v, seat, offered)
			if d.Changes > 0 {
				// A no after haggling: its price came down already.
				a.Reason += " " + lang.T("That was my last word.")
			}
		}
	}
	return a, true
}

// jointWords says what a two-party deal's items gain both sides together
// by the agent's reckoning, the figure its asks share out: an ask is the
// items' worth plus a share of that, larger the more the deal gains
// (play-test: "for my trouble" ranged from $2,000 to $27,000 with no
// word why). "" where the items gain nothing together.
func jointWords(agent *chinatownai.Agent, v *ct.Game, seat int, t ct.Terms) string {
	p := PartnerOf(t, seat)
	if Parties(t) != 2 || p < 0 {
		return ""
	}
	gain := agent.Gains(v, ct.NewTerms(items(t)...))
	if joint := roundK(gain[seat] + gain[p]); joint > 0 {
		return " " + lang.Tf("By my reckoning the deal gains us %s together.", rules.Dollars(joint))
	}
	return ""
}

// items is t without its money.
func items(t ct.Terms) []ct.Leg {
	var legs []ct.Leg
	for _, l := range t {
		l.Money = 0
		if !l.Empty() {
			legs = append(legs, l)
		}
	}
	return legs
}

// Opening is a counter-offer's first word: "Almost." only where the price
// asked is close to the money offered (within a fifth, or $5,000), and
// "Not for that." where it is far ($1,000 offered for a lot worth $10,000).
func Opening(offered, asked int) string {
	diff := offered - asked
	if diff < 0 {
		diff = -diff
	}
	if diff <= max(5000, max(offered, -offered, asked, -asked)/5) {
		return lang.T("Almost.")
	}
	return lang.T("Not for that.")
}

func Parties(t ct.Terms) int {
	n := 0
	for p := range ct.MaxSeats {
		if t.Involves(p) {
			n++
		}
	}
	return n
}

// Figures says what a deal's items are worth to seat by the agent's
// valuation, and the money it offers: "I value lot 37 at $40,000; you
// offer $10,000."
func Figures(agent *chinatownai.Agent, g *ct.Game, seat int, t ct.Terms) string {
	f, _ := figuresDiff(agent, g, seat, t)
	return f
}

// figuresDiff is Figures with the money the items call for, as the
// figures say them: what seat gives less what it gets (positive: seat
// wants money). Each side's items are valued alone, the figure the
// computer's own offers of them use (play-test: Blue offered $48,000 for
// lot 45, and then, with its Restaurant tile added to the deal, said "lot
// 45 is worth $28,000 to me"). Where the two sides together are worth
// more or less than apart (a tile that would have been built on the lot
// coming in), the swap's own worth is said too, and the price is made up
// from it.
func figuresDiff(agent *chinatownai.Agent, g *ct.Game, seat int, t ct.Terms) (string, int) {
	v, _ := g.View(seat).(*ct.Game)
	give, get := Sides(t, seat)
	giveItems, getItems := Without(give), Without(get)
	worth := func(items []Item) int {
		d := &Draft{Me: seat, Items: items}
		return roundK(agent.Worth(v, seat, d.Terms()))
	}
	var parts []string
	giveW, getW := 0, 0
	if len(giveItems) > 0 {
		giveW = max(0, -worth(giveItems))
		parts = append(parts, lang.Tf("I value %s at %s", ItemList(giveItems, "my"), rules.Dollars(giveW)))
	}
	if len(getItems) > 0 {
		getW = max(0, worth(getItems))
		parts = append(parts, worthToMe(getItems, ItemList(getItems, "your"), rules.Dollars(getW)))
	}
	diff := giveW - getW
	if len(giveItems) > 0 && len(getItems) > 0 {
		if whole := worth(append(slices.Clone(giveItems), getItems...)); whole != getW-giveW {
			diff = -whole
			if whole >= 0 {
				parts = append(parts, lang.Tf("taken together, the swap is worth %s to me", rules.Dollars(whole)))
			} else {
				parts = append(parts, lang.Tf("taken together, the swap costs me %s", rules.Dollars(-whole)))
			}
		}
	}
	switch net := -t.NetMoney(seat); {
	case net > 0:
		parts = append(parts, lang.Tf("you offer %s", rules.Dollars(net)))
	case net < 0:
		parts = append(parts, lang.Tf("you ask %s", rules.Dollars(-net)))
	case len(getItems) > 0 && len(giveItems) == 0:
		parts = append(parts, lang.T("for nothing"))
	case len(giveItems) > 0 && len(getItems) == 0:
		parts = append(parts, lang.T("you offer nothing for it"))
	}
	return Upper(strings.Join(parts, lang.T("; "))) + ".", diff
}

// leastWords names the least money that would make a two-party deal's
// items worth it to seat, with how it is made up (askWords); "" when that
// is nothing.
func leastWords(agent *chinatownai.Agent, g *ct.Game, seat int, t ct.Terms, diff, offered int) string {
	v, _ := g.View(seat).(*ct.Game)
	// The agent's own price where it has one: the figure a suggestion and
	// a counter-offer name too.
	if p, ok := agent.Price(v, t); ok {
		return askWords(p, seat, diff, offered)
	}
	need := agent.Level().Margin - agent.Worth(v, seat, t)
	units := int(math.Ceil(need / ct.MoneyUnit))
	if units == 0 {
		return ""
	}
	return askWords(withNet(t, seat, units*ct.MoneyUnit), seat, diff, offered)
}

// withNet is t's items with seat receiving money from its one partner
// (negative: paying it).
func withNet(t ct.Terms, seat, money int) ct.Terms {
	partner := -1
	for p := range ct.MaxSeats {
		if p != seat && t.Involves(p) {
			partner = p
		}
	}
	var legs []ct.Leg
	for _, l := range t {
		l.Money = 0
		if !l.Empty() {
			legs = append(legs, l)
		}
	}
	switch {
	case money > 0:
		legs = append(legs, ct.Leg{From: partner, To: seat, Money: money})
	case money < 0:
		legs = append(legs, ct.Leg{From: seat, To: partner, Money: -money})
	}
	return ct.NewTerms(legs...)
}

// PriceWords names the money a price asks in all: "I ask $30,000 in
// all" or "I would pay $8,000 in all".
func PriceWords(t ct.Terms, seat int) string {
	switch net := -t.NetMoney(seat); {
	case net > 0:
		return lang.Tf("I ask %s in all", rules.Dollars(net))
	case net < 0:
		return lang.Tf("I would pay %s in all", rules.Dollars(-net))
	}
	return lang.T("Without money it is a deal")
}

// askWords is priceWords with how the price is made up from the figures
// said before it, so that they add up: what the items are worth (diff,
// positive when seat wants money) and the margin seat keeps "for my
// trouble"; and, where money was offered, how far the price is from it.
// Play-test: "lot 35 at $50,000; your Antiques tile is worth $10,000 to
// me; you offer $5,000. I ask $41,000." added up to nothing said.
// The items' part is said as what it pays for: where only one side gives
// items, those items ("$8,000 for lot 37", "$8,000 for your Photo tile");
// where both do, the difference between them ("the $8,000 difference").
// Play-test: an offer of money alone was answered "$8,000 for the
// difference", a difference from nothing the person could see.
func askWords(t ct.Terms, seat, diff, offered int) string {
	ask := -t.NetMoney(seat)
	out := PriceWords(t, seat)
	give, get := Sides(t, seat)
	give, get = Without(give), Without(get)
	worth := func(d int) string { return lang.Tf("the %s difference", rules.Dollars(d)) }
	just := lang.T("just the difference")
	for _, side := range []struct {
		items, other []Item
		owner        string
	}{{give, get, "my"}, {get, give, "your"}} {
		if len(side.items) > 0 && len(side.other) == 0 {
			list := ItemList(side.items, side.owner)
			worth = func(d int) string { return lang.Tf("%s for %s", rules.Dollars(d), list) }
			just = justWorth(side.items, list)
		}
	}
	switch trouble := ask - diff; {
	case ask == 0:
	case ask > 0 && diff > 0 && trouble > 0:
		out += lang.Tf(": %s plus %s for my trouble", worth(diff), rules.Dollars(trouble))
	case ask > 0 && diff > 0 && trouble < 0:
		out += lang.Tf(": %s less %s", worth(diff), rules.Dollars(-trouble))
	case ask > 0 && diff == ask:
		out += ", " + just
	case ask > 0:
		out += lang.T(", for my trouble")
	case ask < 0 && -diff > -ask:
		out += lang.Tf(": %s less %s for my trouble", worth(-diff), rules.Dollars(-diff+ask))
	}
	out += "."
	if ask > 0 && offered > 0 && ask != offered {
		if ask > offered {
			out += " " + lang.Tf("That is %s more than you offer.", rules.Dollars(ask-offered))
		} else {
			out += " " + lang.Tf("That is %s less than you offer.", rules.Dollars(offered-ask))
		}
	}
	return out
}

func Without(items []Item) []Item {
	var out []Item
	for _, it := range items {
		if it.Money == 0 {
			out = append(out, it)
		}
	}
	return out
}

func roundK(v float64) int {
	return int(math.Round(v/ct.MoneyUnit)) * ct.MoneyUnit
}

// ItemList says items in words: "lot 37", "lots 37 and 38", "my Photo
// tile", "lot 37 and 2 Antiques tiles"; owner ("my", "your") goes before
// tiles.
func ItemList(items []Item, owner string) string {
	var lots, built []string
	tiles := map[ct.Shop]int{}
	var order []ct.Shop
	money := 0
	for _, it := range items {
		switch {
		case it.Lot > 0 && it.Built != "":
			built = append(built, it.Words())
		case it.Lot > 0:
			lots = append(lots, fmt.Sprint(it.Lot))
		case it.Money > 0:
			money += it.Money
		default:
			if tiles[it.Shop] == 0 {
				order = append(order, it.Shop)
			}
			tiles[it.Shop]++
		}
	}
	var parts []string
	switch len(lots) {
	case 0:
	case 1:
		parts = append(parts, lang.Tf("lot %s", lots[0]))
	default:
		parts = append(parts, lang.Tf("lots %s", And(lots)))
	}
	parts = append(parts, built...)
	for _, sh := range order {
		parts = append(parts, TileWords(tiles[sh], sh, owner))
	}
	if money > 0 {
		parts = append(parts, lang.Dollars(money))
	}
	return And(parts)
}

// TileWords: "a Photo tile", "an Antiques tile", "my Photo tile", "2 Tea
// House tiles".
func TileWords(n int, sh ct.Shop, owner string) string {
	name := ShopName(sh)
	if n == 1 {
		switch owner {
		case "my":
			return lang.Tf("my %s tile", name)
		case "your":
			return lang.Tf("your %s tile", name)
		case "":
			// The article is English's alone: the other languages
			// leave it out.
			return lang.Tf("%s %s tile", Article(name), name)
		}
		return owner + " " + name + " tile"
	}
	return lang.N("%d %s tile", "%d %s tiles", n, n, name)
}

// builtName is the shop built, named in English, in the screens' language.
func builtName(english string) string {
	for sh := range ct.Shops {
		if ct.Shop(sh).Name() == english {
			return ShopName(ct.Shop(sh))
		}
	}
	return english
}

// ShopName is a shop type's name in the screens' language.
func ShopName(sh ct.Shop) string { return lang.Say(sh.Term()) }

// worthToMe says items (listed as list) are worth w to the speaker.
func worthToMe(items []Item, list string, w rules.Dollars) string {
	if len(items) == 1 {
		return lang.Tf("%s is worth %s to me", list, w)
	}
	return lang.Tf("%s are worth %s to me", list, w)
}

// justWorth says a price is just what items (listed as list) are worth.
func justWorth(items []Item, list string) string {
	if len(items) == 1 {
		return lang.Tf("just what %s is worth to me", list)
	}
	return lang.Tf("just what %s are worth to me", list)
}

// Article is "an" before a vowel sound, else "a".
func Article(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// And joins words as a sentence does: "a", "a and b", "a, b and c".
func And(parts []string) string {
	switch n := len(parts); n {
	case 0:
		return ""
	case 1:
		return parts[0]
	default:
		return lang.Tf("%s and %s", strings.Join(parts[:n-1], ", "), parts[n-1])
	}
}

func Upper(s string) string {
	if s == "" {
		return s
	}
	// The first letter may be more than a byte: "ä", "é".
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// Suggest is a deal for seat that is good for seat, by a strong computer
// player's valuation from seat's place, and that the other side accepts:
// for a computer partner, as that computer player itself decides (levels
// names each computer seat's level; "" for a person, who is never
// suggested as a partner, since their answer cannot be known). The price
// is what the partner asks for the items, no lower: the price it names
// to a lower offer too. A deal whose items skip
// names (ItemsKey) is passed over for the next best: one refused before,
// or suggested already.
func Suggest(g *ct.Game, seat int, seed uint64, levels func(seat int) string, skip map[string]bool) (*Draft, bool) {
	return SuggestWhere(g, seat, seed, levels, skip, nil)
}

// SuggestWhere is Suggest among the deals keep allows (nil: all).
func SuggestWhere(g *ct.Game, seat int, seed uint64, levels func(seat int) string, skip map[string]bool, keep func(ct.Terms) bool) (*Draft, bool) {
	l, _ := chinatownai.LevelNamed("hard")
	partners := map[int]*chinatownai.Agent{}
	for p := range g.Seats() {
		if lv, err := chinatownai.LevelNamed(levels(p)); p != seat && err == nil {
			partners[p] = chinatownai.New(lv, seed+uint64(p))
		}
	}
	// A suggestion is priced at what the partner asks for its items
	// (AskAs), not below: the figure its counter to a lower offer names
	// too (play-test: Suggest said $9,000, a counter to $8,000 asked
	// $12,000). The ask does not depend on the money, so it is found once
	// per bundle of items.
	asks := map[string]int{}
	asked := func(p int, t ct.Terms) (int, bool) {
		key := ItemsKey(t)
		if n, ok := asks[key]; ok {
			return n, n != math.MinInt
		}
		ask, ok := partners[p].AskAs(g, p, t)
		asks[key] = math.MinInt
		if ok {
			asks[key] = -ask.NetMoney(p)
		}
		return asks[key], ok
	}
	accepts := func(p int, t ct.Terms) bool {
		a, ok := partners[p]
		if !ok || skip[ItemsKey(t)] || keep != nil && !keep(t) {
			return false
		}
		ask, ok := asked(p, t)
		return ok && -t.NetMoney(p) >= ask && a.AcceptsAs(g, p, t)
	}
	t, ok := chinatownai.New(l, seed).SuggestFor(g, seat, accepts)
	if !ok {
		return nil, false
	}
	return Load(seat, 0, t), true
}

// ItemsKey names what a deal moves, money aside: the same lots and tiles
// at another price are the same suggestion.
func ItemsKey(t ct.Terms) string {
	var legs []ct.Leg
	for _, l := range t {
		l.Money = 0
		if !l.Empty() {
			legs = append(legs, l)
		}
	}
	return ct.NewTerms(legs...).String()
}

// StillTaken reports whether the computer partner in t would still accept
// it, as things stand.
func StillTaken(g *ct.Game, t ct.Terms, seed uint64, levels func(seat int) string) bool {
	n := 0
	for p := range g.Seats() {
		if !t.Involves(p) {
			continue
		}
		lv, err := chinatownai.LevelNamed(levels(p))
		if err != nil {
			continue
		}
		n++
		if !chinatownai.New(lv, seed+uint64(p)).AcceptsAs(g, p, t) {
			return false
		}
	}
	return n > 0
}

// Describe writes the draft's sides for a person: "You give lot 37 and a
// Photo tile; you get $5,000 from Jade".
func Describe(t ct.Terms, me int, name func(int) string) (give, get string) {
	g, r := Sides(t, me)
	list := func(items []Item, partner func(Item) int) string {
		var parts []string
		for _, it := range items {
			parts = append(parts, lang.Tf("%s (%s)", it.Words(), name(partner(it))))
		}
		return strings.Join(parts, ", ")
	}
	return list(g, func(it Item) int { return it.To }), list(r, func(it Item) int { return it.From })
}

func Plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Complete is the deal t (a draft's, two parties, the other a computer
// player) made into one that partner takes, changing the least: first the
// money alone, at the price the partner names (its ask, which it confirms),
// when seat can pay it; otherwise the same with one tile or lot of seat's
// added, the one that leaves seat best off by a strong player's valuation
// from seat's view. The person's items stay in the deal (play-test: Suggest
// on a draft holding lot 35 threw it away for an unrelated tile from
// another partner). It reports false, with the reason in words, when no
// such deal exists.
func Complete(g *ct.Game, seat int, t ct.Terms, seed uint64, levels func(seat int) string, name func(seat int) string) (*Draft, string, bool) {
	partner := -1
	for p := range g.Seats() {
		if p == seat || !t.Involves(p) {
			continue
		}
		if partner >= 0 {
			return nil, lang.Tf("%s works on a deal with one player: take a partner out, or tap Close and start again.", CompleteLabel()), false
		}
		partner = p
	}
	if partner < 0 {
		return nil, lang.T("Put something of another player's in the deal first."), false
	}
	lv, err := chinatownai.LevelNamed(levels(partner))
	if err != nil {
		return nil, lang.T("Only a computer player's answer can be foreseen: send the deal and see."), false
	}
	agent := chinatownai.New(lv, seed+uint64(partner))
	money, _ := g.Money(seat)
	price := func(t ct.Terms) (ct.Terms, bool) {
		p, ok := agent.AskAs(g, partner, t)
		if !ok || p.NetMoney(seat) > money {
			return nil, false
		}
		return p, true
	}
	if p, ok := price(t); ok {
		return Load(seat, 0, p), "", true
	}
	// One thing of seat's more: each tile type in hand, each lot.
	d := Load(seat, 0, t)
	d.Focus = partner
	var extra []Item
	for sh := range ct.Shops {
		if g.Hand(seat, ct.Shop(sh))-d.tilesOf(seat, ct.Shop(sh)) > 0 {
			extra = append(extra, Item{From: seat, To: partner, Shop: ct.Shop(sh)})
		}
	}
	for _, lot := range g.LotsOf(seat) {
		if !slices.ContainsFunc(d.Items, func(it Item) bool { return it.Lot == lot }) {
			extra = append(extra, Item{From: seat, To: partner, Lot: lot})
		}
	}
	hl, _ := chinatownai.LevelNamed("hard")
	judge := chinatownai.New(hl, seed)
	v, _ := g.View(seat).(*ct.Game)
	var best ct.Terms
	bestWorth := math.Inf(-1)
	for _, it := range extra {
		c := &Draft{Me: seat, Focus: partner, Partners: []int{partner}, Items: append(slices.Clone(d.Items), it)}
		p, ok := price(c.Terms())
		if !ok {
			continue
		}
		if w := judge.Worth(v, seat, p) - float64(p.NetMoney(seat)); w > bestWorth {
			best, bestWorth = p, w
		}
	}
	if best == nil {
		return nil, lang.Tf("No deal with these items that %s takes: not for the money you have, nor with one more tile or lot of yours. Change the deal, or take them out and tap Suggest.", name(partner)), false
	}
	return Load(seat, 0, best), "", true
}

// tilesOf counts the tiles of shop that from gives in the draft.
func (d *Draft) tilesOf(from int, shop ct.Shop) int {
	n := 0
	for _, it := range d.Items {
		if it.From == from && it.Lot == 0 && it.Money == 0 && it.Shop == shop {
			n++
		}
	}
	return n
}

// DealKind sorts a deal for variety: "tile" (tiles for money), "lot" (a
// lot for money) or "swap" (items both ways), with its one partner of
// seat's (-1 where there are more).
func DealKind(t ct.Terms, seat int) (kind string, partner int) {
	give, get := Sides(t, seat)
	kind = "tile"
	if len(Without(give)) > 0 && len(Without(get)) > 0 {
		kind = "swap"
	} else if slices.ContainsFunc(append(give, get...), func(it Item) bool { return it.Lot > 0 }) {
		kind = "lot"
	}
	partner = -1
	for p := range ct.MaxSeats {
		if p != seat && t.Involves(p) {
			if partner >= 0 {
				return kind, -1
			}
			partner = p
		}
	}
	return kind, partner
}

// SuggestVaried is Suggest that turns from the kind and partner of the
// deal suggested last (prev; nil for none): another partner and another
// kind where the AI finds such a deal, else one of the two, else the best
// (play-test: "pay $11,000 for a tile from Jade", every year).
func SuggestVaried(g *ct.Game, seat int, seed uint64, levels func(seat int) string, skip map[string]bool, prev ct.Terms) (*Draft, bool) {
	if prev == nil {
		return Suggest(g, seat, seed, levels, skip)
	}
	pk, pp := DealKind(prev, seat)
	for _, keep := range []func(ct.Terms) bool{
		func(t ct.Terms) bool { k, p := DealKind(t, seat); return k != pk && p != pp },
		func(t ct.Terms) bool { k, p := DealKind(t, seat); return k != pk || p != pp },
	} {
		if d, ok := SuggestWhere(g, seat, seed, levels, skip, keep); ok {
			return d, true
		}
	}
	return Suggest(g, seat, seed, levels, skip)
}

// PartnerOf is the first party of t that is not me.
func PartnerOf(t ct.Terms, me int) int {
	for p := range ct.MaxSeats {
		if p != me && t.Involves(p) {
			return p
		}
	}
	return -1
}

// PossibleNow reports whether every giver in t still holds what it gives.
func PossibleNow(g *ct.Game, t ct.Terms) bool {
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

// ShortName is a player's name said short: its first word.
func ShortName(n string) string {
	if i := strings.IndexAny(n, " ("); i > 0 {
		n = n[:i]
	}
	return n
}

// Short writes money briefly: "$80k".
func Short(n int) string {
	if n%1000 == 0 {
		return lang.Tf("$%dk", n/1000)
	}
	return lang.Dollars(n)
}
