package chinatownai

import (
	"math"
	"slices"

	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// A person trading with computer players needs more than the computers
// need among themselves: a refusal that names its price, so that the next
// offer can meet it, and a suggestion that the other side really takes.
// These answers are for a table to put to a person; computer players
// among themselves keep to trade.go.

// personChanges bounds the changes to one deal with a person, theirs and
// the computer's together: the computer counters three times at most,
// coming down each time, and its third counter is its last word.
const personChanges = 6

// haggleRounds is how many counters a computer player makes on one deal
// with a person: its opening ask, a step toward the person, and the least
// it takes.
const haggleRounds = personChanges / 2

// Haggle is the agent's reply, as seat, to open deal id from a person: it
// confirms a deal it accepts, and otherwise, whatever its level, counters
// a two-party deal by changing only the money to its ask for this round of
// haggling (askIn): its opening ask first, then a step toward the person,
// then the least it would confirm. It withdraws only where no money makes
// the deal worth it (a deal of three or more, one it cannot pay, or too
// many changes). It reads only seat's view; nil when seat is not waiting
// on that deal.
func (a *Agent) Haggle(g rules.Game, seat, id int) rules.Move {
	v, d, ok := waitingOn(g, seat, id)
	if !ok {
		return nil
	}
	a.seat, a.view = seat, v
	if !a.level.Trade {
		return ct.WithdrawMove(seat, id)
	}
	if a.Accepts(v, d.Terms) {
		return ct.ConfirmMove(seat, id)
	}
	// It never asks the same twice: past its last word it says no.
	if r := a.round(v, *d); d.Changes < personChanges && r < haggleRounds {
		t, ok := a.askIn(v, d.Terms, r)
		if last, _ := a.askIn(v, d.Terms, r-1); ok && (r == 0 || !t.Equal(last)) && !t.Equal(d.Terms) {
			return ct.ChangeMove(seat, id, t)
		}
	}
	return ct.WithdrawMove(seat, id)
}

// round is the round of haggling over deal d's items between the agent and
// its partner this year: how many asks the agent made on d (a counter, or
// its own proposal that the partner changed), and one more for each
// earlier deal of the same items between them that came to nothing; one
// the agent withdrew after its last word brings it to its last word. A
// person who sends the same items again after a no haggles on from there,
// never back up at the opening ask.
func (a *Agent) round(v *ct.Game, d ct.Deal) int {
	n := (d.Changes + 1) / 2
	key := ct.NewTerms(items(d.Terms)...).String()
	for _, h := range v.History() {
		if h.Executed || ct.NewTerms(items(h.Terms)...).String() != key {
			continue
		}
		if h.WithdrawnBy == a.seat {
			n += haggleRounds - 1
		} else {
			n++
		}
	}
	return n
}

// Price is the two-party deal t's items with the money changed to the
// least the agent (at its seat in v) would confirm: the last word of its
// haggling, below which no offer is taken. It reports false for a deal of more than two parties, or when
// no payment either side can make would do.
func (a *Agent) Price(v *ct.Game, t ct.Terms) (ct.Terms, bool) {
	return a.askIn(v, t, haggleRounds-1)
}

// askIn is t's items priced at the agent's ask in haggling round r (from
// 0): from its opening ask down to the least it would confirm in equal
// steps, reaching it in the last round. Every ask is one it confirms, and
// none depends on the money offered: an offer lower still brings no lower
// ask.
func (a *Agent) askIn(v *ct.Game, t ct.Terms, r int) (ct.Terms, bool) {
	m := newModel(v)
	partner, two := a.partner(m, t)
	if !two {
		return nil, false
	}
	legs := items(t)
	least, ok := a.least(v, m, legs, partner)
	if !ok {
		return nil, false
	}
	// The most a person could pay: all the money that is not the
	// agent's, a public figure.
	most := (v.TotalMoney() - m.money[a.seat]) / ct.MoneyUnit
	// The opening ask is the agent's own offer of the items. Where it
	// would make none (the deal gains too little to share), there is
	// nothing to come down from: its first ask is its last word.
	open, ok := a.opening(m, legs, partner)
	if !ok {
		open = least
	}
	open = min(max(open, least), max(most, least))
	r = min(max(r, 0), haggleRounds-1)
	steps := haggleRounds - 1
	units := open - ((open-least)*r+steps-1)/steps
	return withMoney(legs, a.seat, partner, units*ct.MoneyUnit), true
}

// least is the least money, in units, the agent must receive from partner
// for the items legs to be worth it (negative: the most it would pay).
func (a *Agent) least(v *ct.Game, m *model, legs []ct.Leg, partner int) (int, bool) {
	// The partner's money is hidden: the price may go up to the most it
	// could hold, all the money that is not the agent's, rather than the
	// estimate. A person short of it then still hears the price (a lot in
	// 1966 worth a little more than the estimate of their money).
	lo, hi := -m.money[a.seat]/ct.MoneyUnit, (v.TotalMoney()-m.money[a.seat])/ct.MoneyUnit
	ok := func(units int) bool {
		c := withMoney(legs, a.seat, partner, units*ct.MoneyUnit)
		return len(c) > 0 && a.acceptable(m, c, a.gains(m, c))
	}
	if lo > hi {
		return 0, false
	}
	// Money moves value one for one, so the margin and the ratio give
	// the answer from the items' worth alone; checked at that point and
	// one below, it spares the search (a suggestion prices dozens of
	// bundles as a person waits).
	gain := a.gains(m, ct.NewTerms(legs...))
	mine, theirs := gain[a.seat], gain[partner]
	need := a.level.Margin - mine
	if r := a.level.Ratio; r > 0 && theirs > 0 {
		need = max(need, (r*theirs-mine)/(1+r))
	}
	if g := min(max(int(math.Ceil(need/ct.MoneyUnit-1e-9)), lo), hi); ok(g) && (g == lo || !ok(g-1)) {
		return g, true
	}
	return firstTrue(lo, hi, ok)
}

// opening is the money, in units, the agent asks first for the items
// legs: what its own proposal of them asks (priced at its level's share
// of what the deal gains both sides), so that its offer and its ask are
// one figure.
func (a *Agent) opening(m *model, legs []ct.Leg, partner int) (int, bool) {
	c, ok := a.priced(m, legs, partner, a.gains(m, ct.NewTerms(legs...)), a.level.Share)
	if !ok {
		return 0, false
	}
	return -c.NetMoney(a.seat) / ct.MoneyUnit, true
}

// firstTrue is the least n in [lo, hi] for which ok holds, ok being false
// below some point and true from it on.
func firstTrue(lo, hi int, ok func(int) bool) (int, bool) {
	if !ok(hi) {
		return 0, false
	}
	for lo < hi {
		mid := lo + (hi-lo)/2
		if ok(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, true
}

// withMoney is the item legs with receiver getting money from payer
// (negative: paying it).
func withMoney(legs []ct.Leg, receiver, payer, money int) ct.Terms {
	out := slices.Clone(legs)
	switch {
	case money > 0:
		out = append(out, ct.Leg{From: payer, To: receiver, Money: money})
	case money < 0:
		out = append(out, ct.Leg{From: receiver, To: payer, Money: -money})
	}
	return ct.NewTerms(out...)
}

// Worth is what the items seat gives and gets in t are worth to seat, in
// dollars of value by the agent's reckoning from seat's view, money left
// out: the figures behind an answer ("I value lot 37 at $40,000").
func (a *Agent) Worth(v *ct.Game, seat int, t ct.Terms) float64 {
	m := newModel(v)
	return a.gains(m, ct.NewTerms(items(t)...))[seat]
}

// SuggestFor is a deal for seat with one other player that is good for
// seat by the agent's valuation from seat's view, and that accepts says
// the other side takes: each bundle the agent would consider proposing
// (bestOffer's singles, swaps and pairs) is priced at the money best for
// seat that the partner still accepts, and the deal gaining seat most
// wins. It reports false when no deal gains seat at least the agent's
// margin.
func (a *Agent) SuggestFor(g rules.Game, seat int, accepts func(partner int, t ct.Terms) bool) (ct.Terms, bool) {
	v, ok := g.View(seat).(*ct.Game)
	if !ok || v.Phase() != ct.Trading {
		return nil, false
	}
	a.seat, a.view = seat, v
	m := newModel(v)
	var best ct.Terms
	bestGain := max(a.level.Margin, 1000)
	refused := map[string]bool{}
	for _, h := range v.History() {
		if !h.Executed {
			refused[h.Terms.String()] = true
		}
	}
	open := map[string]bool{}
	for _, d := range v.Deals() {
		open[ct.NewTerms(items(d.Terms)...).String()] = true
	}
	for p := range m.seats {
		if p == seat {
			continue
		}
		buys, sells := a.singles(m, p)
		cands := append(slices.Clone(buys), sells...)
		for _, b := range top(buys, 3, seat) {
			for _, s := range top(sells, 3, p) {
				cands = append(cands, a.combine(m, p, b, s))
			}
		}
		for _, c := range cands {
			legs := c.legs
			if open[ct.NewTerms(legs...).String()] {
				continue
			}
			// The most the items alone could be worth to seat with any
			// money: not worth pricing when that is under the margin.
			if c.gain[seat]+float64(m.money[p]) < bestGain {
				continue
			}
			// Money seat receives, in units: the most the partner still
			// accepts. The partner accepts less the more it must pay.
			// A suggestion keeps the person able to play: it never pays
			// more than a share of seat's cash.
			lo, hi := -suggestedCash(m.money[seat])/ct.MoneyUnit, m.money[p]/ct.MoneyUnit
			take := func(units int) bool {
				t := withMoney(legs, seat, p, units*ct.MoneyUnit)
				return len(t) > 0 && accepts(p, t)
			}
			// firstTrue wants false then true: count down from hi.
			k, found := firstTrue(0, hi-lo, func(k int) bool { return take(hi - k) })
			if !found {
				continue
			}
			t := withMoney(legs, seat, p, (hi-k)*ct.MoneyUnit)
			if refused[t.String()] || !possible(m, t) {
				continue
			}
			if gain := a.gains(m, t)[seat]; gain > bestGain {
				best, bestGain = t, gain
			}
		}
	}
	return best, best != nil
}

// SuggestShare is the most of the person's cash a suggested deal spends:
// a deal that spends almost all of it leaves them unable to trade or
// answer an offer until next year's income (play-test: "$39,000 for lot
// 27" with $50,000, then "$11,000 for a Tea House tile").
const SuggestShare = 0.4

func suggestedCash(money int) int { return int(float64(money) * SuggestShare) }

// AcceptsAs reports whether the agent, at seat, would confirm t as things
// stand in g, reading only seat's view.
func (a *Agent) AcceptsAs(g rules.Game, seat int, t ct.Terms) bool {
	v, ok := g.View(seat).(*ct.Game)
	if !ok {
		return false
	}
	a.seat, a.view = seat, v
	return a.Accepts(v, t)
}

// PriceAs is Price for the agent sitting at seat, reading only seat's view
// of g: the least it would confirm for t.
func (a *Agent) PriceAs(g rules.Game, seat int, t ct.Terms) (ct.Terms, bool) {
	v, ok := g.View(seat).(*ct.Game)
	if !ok {
		return nil, false
	}
	a.seat, a.view = seat, v
	return a.Price(v, t)
}

// AskAs is what the agent sitting at seat asks a person for t's items now,
// reading only seat's view of g: its opening ask, or, where the same items
// were haggled over already this year, where that haggling got to. It is
// the figure the agent's next counter to a lower offer names.
func (a *Agent) AskAs(g rules.Game, seat int, t ct.Terms) (ct.Terms, bool) {
	v, ok := g.View(seat).(*ct.Game)
	if !ok {
		return nil, false
	}
	a.seat, a.view = seat, v
	return a.askIn(v, t, a.round(v, ct.Deal{Terms: t}))
}
