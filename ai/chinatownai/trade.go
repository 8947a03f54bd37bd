package chinatownai

import (
	"math"
	"slices"

	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// maxChanges bounds counter-offers on one deal, so two AIs cannot haggle
// forever.
const maxChanges = 2

// trade answers the deals waiting for it, oldest first; then proposes the
// best deal it has not tried yet while its proposals last; then is done.
func (a *Agent) trade(v *ct.Game) rules.Move {
	m := newModel(v)
	for _, d := range v.Deals() {
		if d.Waiting(a.seat) {
			return a.answer(v, m, d)
		}
	}
	if a.level.Trade {
		var t ct.Terms
		ok := false
		// Counter-offers answer others' deals and are bounded apart
		// (answer, Haggle): they do not use up its own offers (an easy
		// player that countered the person's first offer of the year
		// otherwise made none of its own that year).
		n := v.Offers(a.seat)
		if n < a.level.Proposals {
			t, ok = a.bestOffer(v, m, nil)
		}
		if !ok && n <= a.level.Proposals {
			// One offer more, to a player it has offered nothing this
			// phase: the best deal tends to go to the same partner, and a
			// person at the table never had an offer of a computer's own
			// (play-test: both easy players "done trading" at once).
			// It looks at swaps too, whatever its level: a partner it
			// had no deal for yet may have a tile it wants for one of its
			// own, and in the first year, when every lot is worth more
			// than anyone's money, a lot for a lot is often the only deal
			// there is.
			l := a.level
			a.level.Swaps = true
			t, ok = a.bestOffer(v, m, a.offeredTo(v))
			a.level = l
		}
		if ok {
			return ct.ProposeMove(a.seat, t)
		}
	}
	return ct.DoneMove(a.seat)
}

// answer is the reply to a deal waiting for the agent: confirm it, counter
// it by changing the money, or withdraw.
func (a *Agent) answer(v *ct.Game, m *model, d ct.Deal) rules.Move {
	if !a.level.Trade {
		return ct.WithdrawMove(a.seat, d.ID)
	}
	if a.Accepts(v, d.Terms) {
		return ct.ConfirmMove(a.seat, d.ID)
	}
	if a.level.Counters && d.Changes < maxChanges && v.Proposals(a.seat) < a.level.Proposals+maxChanges {
		if t, ok := a.counter(m, d.Terms); ok && !t.Equal(d.Terms) {
			return ct.ChangeMove(a.seat, d.ID, t)
		}
	}
	return ct.WithdrawMove(a.seat, d.ID)
}

// waitingOn is seat's view of g and open deal id there, when it is trading
// time and the deal waits on seat's answer.
func waitingOn(g rules.Game, seat, id int) (*ct.Game, *ct.Deal, bool) {
	v, ok := g.View(seat).(*ct.Game)
	if !ok || v.Phase() != ct.Trading {
		return nil, nil, false
	}
	d, ok := v.OpenDeal(id)
	if !ok || !d.Waiting(seat) {
		return nil, nil, false
	}
	return v, d, true
}

// Answer is the agent's reply, as seat, to open deal id of g, out of turn:
// trading is simultaneous, so a table may ask a computer player at once what
// it says to a person's offer. It reads only seat's view. The reply is a
// confirm, a change (a counter-offer) or a withdraw; nil when seat is not
// waiting on that deal.
func (a *Agent) Answer(g rules.Game, seat, id int) rules.Move {
	v, d, ok := waitingOn(g, seat, id)
	if !ok {
		return nil
	}
	a.seat, a.view = seat, v
	return a.answer(v, newModel(v), *d)
}

// Suggest is the deal the agent would propose if it sat at seat, found as
// its own proposals are (bestOffer), however many deals seat has proposed.
// A table offers it to a person as a starting point.
func (a *Agent) Suggest(g rules.Game, seat int) (ct.Terms, bool) {
	v, ok := g.View(seat).(*ct.Game)
	if !ok || v.Phase() != ct.Trading {
		return nil, false
	}
	a.seat, a.view = seat, v
	return a.bestOffer(v, newModel(v), nil)
}

// Gains is the change in every seat's value if the deal took place, as this
// agent's view values them.
func (a *Agent) Gains(v *ct.Game, t ct.Terms) []float64 {
	return a.gains(newModel(v), t)
}

func (a *Agent) gains(m *model, t ct.Terms) []float64 {
	w := &a.level.w
	after := *m
	after.apply(t)
	out := make([]float64, m.seats)
	for s := range m.seats {
		if t.Involves(s) {
			out[s] = after.value(s, w) - m.value(s, w)
		}
	}
	return out
}

// Accepts reports whether the agent would confirm the deal: it must be able
// to pay, gain at least its margin, gain at least Ratio times what any other
// party gains, and, from the fourth year, not feed the leader.
func (a *Agent) Accepts(v *ct.Game, t ct.Terms) bool {
	m := newModel(v)
	if !a.level.Trade || !t.Involves(a.seat) {
		return false
	}
	if own, _ := v.Money(a.seat); t.NetMoney(a.seat) > own {
		return false
	}
	return a.acceptable(m, t, a.gains(m, t))
}

func (a *Agent) acceptable(m *model, t ct.Terms, gain []float64) bool {
	me := gain[a.seat]
	if me < a.level.Margin {
		return false
	}
	leader := -1
	if a.level.Leader && m.round >= 4 {
		leader = m.leader(&a.level.w)
	}
	for s := range m.seats {
		if s == a.seat || !t.Involves(s) {
			continue
		}
		if gain[s] > 0 && me < a.level.Ratio*gain[s] {
			return false
		}
		if s == leader && gain[s] > me/2 {
			return false
		}
	}
	return true
}

// leader is the seat with the highest value.
func (m *model) leader(w *weights) int {
	best, bv := -1, math.Inf(-1)
	for s := range m.seats {
		if v := m.value(s, w); v > bv {
			best, bv = s, v
		}
	}
	return best
}

// items strips the money from terms.
func items(t ct.Terms) []ct.Leg {
	var out []ct.Leg
	for _, l := range t {
		l.Money = 0
		out = append(out, l)
	}
	return out
}

// priced returns two-party item legs between the agent and partner with the
// money that gives the agent share of the joint gain. itemGain holds the
// value each seat gains from the items alone.
func (a *Agent) priced(m *model, legs []ct.Leg, partner int, itemGain []float64, share float64) (ct.Terms, bool) {
	joint := itemGain[a.seat] + itemGain[partner]
	if joint < 2*a.level.Margin {
		return nil, false
	}
	pay := itemGain[a.seat] - share*joint // what the agent pays the partner
	units := int(math.Round(pay / ct.MoneyUnit))
	money := units * ct.MoneyUnit
	// A fair price beyond the payer's money is cut to what the payer has:
	// in the first year a lot or a tile that completes a run is worth more
	// than anyone's $50,000, and the deal may still gain both sides (the
	// acceptance checks decide).
	switch {
	case money > 0:
		money = min(money, m.money[a.seat]/ct.MoneyUnit*ct.MoneyUnit)
		legs = append(slices.Clone(legs), ct.Leg{From: a.seat, To: partner, Money: money})
	case money < 0:
		money = max(money, -m.money[partner]/ct.MoneyUnit*ct.MoneyUnit)
		legs = append(slices.Clone(legs), ct.Leg{From: partner, To: a.seat, Money: -money})
	}
	t := ct.NewTerms(legs...)
	if len(t) == 0 {
		return nil, false
	}
	return t, true
}

// partner is the one seat other than the agent's in the two-party deal t;
// it reports false for a deal of more parties, or of the agent alone.
func (a *Agent) partner(m *model, t ct.Terms) (int, bool) {
	partner := -1
	for s := range m.seats {
		if s != a.seat && t.Involves(s) {
			if partner >= 0 {
				return -1, false
			}
			partner = s
		}
	}
	return partner, partner >= 0
}

// counter answers an offer it refuses by asking for half the joint gain,
// changing only the money; only two-party deals are countered.
func (a *Agent) counter(m *model, t ct.Terms) (ct.Terms, bool) {
	partner, ok := a.partner(m, t)
	if !ok {
		return nil, false
	}
	legs := items(t)
	gain := a.gains(m, ct.NewTerms(legs...))
	c, ok := a.priced(m, legs, partner, gain, 0.5)
	if !ok || !a.acceptable(m, c, a.gains(m, c)) {
		return nil, false
	}
	return c, true
}

// candidate is a bundle of items between the agent and one partner, with
// what it is worth to each.
type candidate struct {
	partner int
	legs    []ct.Leg
	gain    []float64
}

// bestOffer looks for the deal that gains the agent most and that the
// partner should accept by the agent's own reckoning. It tries single items
// bought and sold (a lot next to the buyer's lots or a tile), item for item
// (Swaps), and two items at once (Bundles), skipping deals whose items were
// already refused or are on the table this phase.
// Partners in skip are passed over.
func (a *Agent) bestOffer(v *ct.Game, m *model, skip map[int]bool) (ct.Terms, bool) {
	// tried counts, per bundle of items, the offers refused this phase; a
	// deal still on the table is not offered twice.
	tried := map[string]int{}
	refused := map[string]bool{}
	for _, h := range v.History() {
		if !h.Executed {
			tried[ct.NewTerms(items(h.Terms)...).String()]++
			refused[h.Terms.String()] = true
		}
	}
	for _, d := range v.Deals() {
		tried[ct.NewTerms(items(d.Terms)...).String()] += 2
	}
	var best ct.Terms
	bestGain := 0.0
	for p := range m.seats {
		if p == a.seat || skip[p] {
			continue
		}
		buys, sells := a.singles(m, p)
		cands := append(slices.Clone(buys), sells...)
		if a.level.Swaps {
			for _, b := range top(buys, 4, a.seat) {
				for _, s := range top(sells, 4, p) {
					cands = append(cands, a.combine(m, p, b, s))
				}
			}
		}
		if a.level.Bundles {
			tb := top(buys, 4, a.seat)
			for i := range tb {
				for j := i + 1; j < len(tb); j++ {
					cands = append(cands, a.combine(m, p, tb[i], tb[j]))
				}
			}
			ts := top(sells, 4, p)
			for i := range ts {
				for j := i + 1; j < len(ts); j++ {
					cands = append(cands, a.combine(m, p, ts[i], ts[j]))
				}
			}
		}
		for _, c := range cands {
			// The first offer asks for the level's share of the joint
			// gain; once refused, the same items are offered at its next
			// ask, as it would haggle over them with a person (askIn), so
			// that what it offers and what it asks are one figure.
			var t ct.Terms
			ok, fair := false, false
			switch tried[ct.NewTerms(c.legs...).String()] {
			case 0:
				t, ok = a.priced(m, c.legs, p, c.gain, a.level.Share)
			case 1:
				if r := a.round(v, ct.Deal{Terms: ct.NewTerms(c.legs...)}); r < haggleRounds {
					t, ok = a.askIn(v, ct.NewTerms(c.legs...), r)
				}
				fair = true
			default:
				continue
			}
			if !ok || !possible(m, t) || refused[t.String()] {
				continue
			}
			gain := a.gains(m, t)
			if gain[a.seat] <= bestGain || !a.acceptable(m, t, gain) || !partnerAccepts(gain, p, a.seat, fair || a.level.Share <= 0.5) {
				continue
			}
			best, bestGain = t, gain[a.seat]
		}
	}
	return best, best != nil
}

// partnerAccepts guesses whether the partner takes the deal: it must gain a
// little, and, for an offer meant to be fair, at least half of what the
// agent gains, as a hard AI asks. A greedy first offer only needs the
// partner to gain: some players take any gain.
func partnerAccepts(gain []float64, partner, seat int, fair bool) bool {
	return gain[partner] >= 2000 && (!fair || gain[partner] >= 0.5*gain[seat])
}

// singles lists one-item deals with partner p: buying a lot of p's next to
// one of the agent's lots or a tile of each type p holds, and selling the
// same way; each with the gain of the items to both.
func (a *Agent) singles(m *model, p int) (buys, sells []candidate) {
	one := func(from, to int, lot int, tile int) candidate {
		l := ct.Leg{From: from, To: to}
		if lot > 0 {
			l.Lots = []int{lot}
		} else {
			l.Tiles[tile] = 1
		}
		legs := []ct.Leg{l}
		return candidate{partner: p, legs: legs, gain: a.gains(m, ct.NewTerms(legs...))}
	}
	for l := 1; l <= ct.Lots; l++ {
		o := int(m.owner[l])
		if o != p && o != a.seat {
			continue
		}
		other := a.seat
		if o == a.seat {
			other = p
		}
		touches := false
		for _, n := range nb[l] {
			touches = touches || n != 0 && int(m.owner[n]) == other
		}
		if !touches {
			continue
		}
		if o == p {
			buys = append(buys, one(p, a.seat, l, 0))
		} else {
			sells = append(sells, one(a.seat, p, l, 0))
		}
	}
	for t := range ct.Shops {
		if m.hand[p][t] > 0 {
			buys = append(buys, one(p, a.seat, 0, t))
		}
		if m.hand[a.seat][t] > 0 {
			sells = append(sells, one(a.seat, p, 0, t))
		}
	}
	return buys, sells
}

// top returns the n candidates worth most to their receiver, among those
// that gain the two parties together.
func top(cs []candidate, n int, receiver int) []candidate {
	var ok []candidate
	for _, c := range cs {
		sum := 0.0
		for _, g := range c.gain {
			sum += g
		}
		if sum > 0 {
			ok = append(ok, c)
		}
	}
	slices.SortStableFunc(ok, func(x, y candidate) int {
		switch {
		case x.gain[receiver] > y.gain[receiver]:
			return -1
		case x.gain[receiver] < y.gain[receiver]:
			return 1
		}
		return 0
	})
	return ok[:min(n, len(ok))]
}

// combine joins two candidates' items into one deal, valued afresh (items
// together can be worth more than apart).
func (a *Agent) combine(m *model, p int, x, y candidate) candidate {
	legs := append(slices.Clone(x.legs), y.legs...)
	return candidate{partner: p, legs: legs, gain: a.gains(m, ct.NewTerms(legs...))}
}

// possible reports whether every giver holds what the terms give.
func possible(m *model, t ct.Terms) bool {
	var tiles [ct.MaxSeats][ct.Shops]int
	var seen [ct.Lots + 1]bool
	for _, l := range t {
		for _, lot := range l.Lots {
			if seen[lot] || int(m.owner[lot]) != l.From {
				return false
			}
			seen[lot] = true
		}
		for s, n := range l.Tiles {
			tiles[l.From][s] += n
			if tiles[l.From][s] > int(m.hand[l.From][s]) {
				return false
			}
		}
	}
	return true
}

// offeredTo is the set of players the agent put a deal to this trading
// phase, open or closed.
func (a *Agent) offeredTo(v *ct.Game) map[int]bool {
	out := map[int]bool{}
	add := func(by int, t ct.Terms) {
		if by != a.seat {
			return
		}
		for _, l := range t {
			out[l.From], out[l.To] = true, true
		}
	}
	for _, d := range v.Deals() {
		add(d.By, d.Terms)
	}
	for _, h := range v.History() {
		add(h.By, h.Terms)
	}
	return out
}
