package chinatownai

import (
	"slices"

	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// A person trading with computer players needs more than the computers
// need among themselves: a refusal that names its price, so that the next
// offer can meet it, and a suggestion that the other side really takes.
// These answers are for a table to put to a person; computer players
// among themselves keep to trade.go.

// personChanges bounds the counter-offers a computer player makes on one
// deal with a person: enough to haggle, never forever.
const personChanges = 4

// Haggle is the agent's reply, as seat, to open deal id from a person: it
// confirms a deal it accepts, and otherwise, whatever its level, counters
// a two-party deal by changing only the money to the price at which it
// would confirm; it withdraws only where no money makes the deal worth it
// (a deal of three or more, one it cannot pay, or too many changes). It
// reads only seat's view; nil when seat is not waiting on that deal.
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
	if d.Changes < personChanges {
		if t, ok := a.Price(v, d.Terms); ok && !t.Equal(d.Terms) {
			return ct.ChangeMove(seat, id, t)
		}
	}
	return ct.WithdrawMove(seat, id)
}

// Price is the two-party deal t's items with the money changed to what the
// agent (at its seat in v) asks of a person: the least it would confirm.
// A suggested deal (SuggestFor) is priced at the same point, so that the
// price a person is told and the price they are asked agree (play-test:
// Suggest said $9,000, a counter-offer to $8,000 asked $12,000). It reports
// false for a deal of more than two parties, or when no payment either side
// can make would do.
func (a *Agent) Price(v *ct.Game, t ct.Terms) (ct.Terms, bool) {
	m := newModel(v)
	partner, two := a.partner(m, t)
	if !two {
		return nil, false
	}
	legs := items(t)
	// The least money the agent must receive (negative: the most it would
	// pay) for the items to be worth it.
	// The partner's money is hidden: the price may go up to the most it
	// could hold, all the money that is not the agent's, rather than the
	// estimate. A person short of it then still hears the price (a lot in
	// 1966 worth a little more than the estimate of their money).
	lo, hi := -m.money[a.seat]/ct.MoneyUnit, (v.TotalMoney()-m.money[a.seat])/ct.MoneyUnit
	ok := func(units int) bool {
		c := withMoney(legs, a.seat, partner, units*ct.MoneyUnit)
		return len(c) > 0 && a.acceptable(m, c, a.gains(m, c))
	}
	if lo > hi || !ok(hi) {
		return nil, false
	}
	units, found := firstTrue(lo, hi, ok)
	if !found {
		return nil, false
	}
	return withMoney(legs, a.seat, partner, units*ct.MoneyUnit), true
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
// of g: what it would ask a person for t before any offer is made.
func (a *Agent) PriceAs(g rules.Game, seat int, t ct.Terms) (ct.Terms, bool) {
	v, ok := g.View(seat).(*ct.Game)
	if !ok {
		return nil, false
	}
	a.seat, a.view = seat, v
	return a.Price(v, t)
}
