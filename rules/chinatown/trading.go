package chinatown

import (
	"slices"

	"quartet/rules"
)

// trade applies a trading move (phase 3). Trading is simultaneous: the move
// may come from any seat, whoever ToMove names.
func (g *Game) trade(m Move) ([]rules.Event, error) {
	if g.phase != Trading {
		return nil, rules.Refuse(m, sayDealWhen.With())
	}
	s := m.Seat
	var events []rules.Event
	switch m.Action {
	case Propose:
		if err := g.checkOffer(m, m.Terms); err != nil {
			return nil, err
		}
		d := Deal{ID: g.nextDeal, By: s, Terms: m.Terms, Confirmed: 1 << s}
		g.nextDeal++
		g.proposed++
		g.proposals[s]++
		g.offers[s]++
		g.deals = append(g.deals, d)
		g.wake(m.Terms, s)
		events = append(events, Proposed{Deal: d.ID, By: s, Terms: d.Terms})
	case Change:
		d, ok := g.OpenDeal(m.Deal)
		switch {
		case !ok:
			return nil, rules.Refuse(m, sayNoDeal.With(m.Deal))
		case !d.Terms.Involves(s):
			return nil, rules.Refuse(m, sayChangeParty.With(m.Deal))
		case m.Terms.Equal(d.Terms):
			return nil, rules.Refuse(m, saySameTerms.With(m.Deal))
		}
		if err := g.checkOffer(m, m.Terms); err != nil {
			return nil, err
		}
		d.Terms, d.By, d.Confirmed = m.Terms, s, 1<<s
		d.Changes++
		g.proposals[s]++
		g.wake(m.Terms, s)
		events = append(events, Changed{Deal: d.ID, By: s, Terms: d.Terms})
	case Confirm:
		d, ok := g.OpenDeal(m.Deal)
		switch {
		case !ok:
			return nil, rules.Refuse(m, sayNoDeal.With(m.Deal))
		case !d.Terms.Involves(s):
			return nil, rules.Refuse(m, sayNotParty.With(m.Deal))
		case d.Confirmed&(1<<s) != 0:
			return nil, rules.Refuse(m, sayConfirmed.With(m.Deal))
		}
		if why := g.cannotPay(d.Terms, s); !why.IsZero() {
			return nil, rules.Refuse(m, why)
		}
		all := d.Confirmed|1<<s == d.Terms.Parties()
		if all {
			// The deal executes now: check it again against the table as
			// it stands, for every party.
			if why := g.checkHoldings(d.Terms); !why.IsZero() {
				return nil, rules.Refuse(m, sayCannotTake.With(m.Deal, why))
			}
			for p := range g.seats {
				if d.Terms.Involves(p) {
					if why := g.cannotPay(d.Terms, p); !why.IsZero() {
						return nil, rules.Refuse(m, sayCannotTake.With(m.Deal, why))
					}
				}
			}
		}
		d.Confirmed |= 1 << s
		events = append(events, Confirmed{Deal: d.ID, By: s})
		if all {
			events = append(events, g.execute(*d)...)
		}
	case Withdraw:
		d, ok := g.OpenDeal(m.Deal)
		switch {
		case !ok:
			return nil, rules.Refuse(m, sayNoDeal.With(m.Deal))
		case !d.Terms.Involves(s):
			return nil, rules.Refuse(m, sayNotParty.With(m.Deal))
		}
		g.history = append(g.history, ClosedDeal{ID: d.ID, By: d.By, Terms: d.Terms, WithdrawnBy: s})
		g.removeDeal(d.ID)
		events = append(events, Withdrawn{Deal: m.Deal, By: s})
	case Done:
		if g.done[s] {
			return nil, rules.Refuse(m, sayDoneAlready.With())
		}
		g.done[s] = true
		events = append(events, SaidDone{Seat: s})
	}
	if g.advanceCursor(s) {
		events = append(events, g.closeTrading()...)
	}
	return events, nil
}

// checkOffer checks terms that seat proposes: they must be possible with
// what everybody holds now, include the proposer, and the proposer must be
// able to pay their part. The other parties' money is theirs to know: it is
// checked when they confirm.
func (g *Game) checkOffer(m Move, t Terms) error {
	if why := g.checkTerms(t); !why.IsZero() {
		return rules.Refuse(m, why)
	}
	if !t.Involves(m.Seat) {
		return rules.Refuse(m, sayProposeOwn.With())
	}
	if why := g.cannotPay(t, m.Seat); !why.IsZero() {
		return rules.Refuse(m, why)
	}
	return nil
}

// checkTerms checks the form of a deal and that each giver holds what it
// gives; it returns the reason a player reads, or a zero Text.
func (g *Game) checkTerms(t Terms) rules.Text {
	if len(t) == 0 {
		return sayEmptyDeal.With()
	}
	for _, l := range t {
		switch {
		case l.From < 0 || l.From >= g.seats:
			return sayNoSeatInGame.With(SeatName(l.From))
		case l.To < 0 || l.To >= g.seats:
			return sayNoSeatInGame.With(SeatName(l.To))
		case l.From == l.To:
			return sayGiveSelf.With()
		case l.Money < 0 || l.Money%MoneyUnit != 0:
			return sayThousands.With()
		}
	}
	return g.checkHoldings(t)
}

// checkHoldings checks that every giver owns the lots and holds the tiles
// it gives.
func (g *Game) checkHoldings(t Terms) rules.Text {
	var seen [Lots + 1]bool
	var tiles [MaxSeats][Shops]int
	for _, l := range t {
		for _, lot := range l.Lots {
			if !ValidLot(lot) {
				return sayNoLot.With(lot)
			}
			if seen[lot] {
				return sayLotTwice.With(lot)
			}
			seen[lot] = true
			if int(g.owner[lot]) != l.From {
				return sayDoesNotOwn.With(l.From+1, lot)
			}
		}
		for s, n := range l.Tiles {
			if n < 0 {
				return sayNegativeTiles.With()
			}
			tiles[l.From][s] += n
		}
	}
	for p := range g.seats {
		for s, n := range tiles[p] {
			if n > int(g.hand[p][s]) {
				return sayDoesNotHold.With(p+1, n, shopTerm(Shop(s)))
			}
		}
	}
	return rules.Text{}
}

// cannotPay says why seat cannot pay its net share of the deal, or is a
// zero Text when it can.
func (g *Game) cannotPay(t Terms, seat int) rules.Text {
	net := t.NetMoney(seat)
	if net <= 0 || net <= g.money[seat] || g.money[seat] < 0 {
		// Money this game hides (a seat's copy followed online) is its
		// holder's to know: the referee, which knows it, decides.
		return rules.Text{}
	}
	if seat == g.viewer || g.viewer < 0 {
		return sayCannotPay.With(seat+1, rules.Dollars(net))
	}
	return sayPartyCannotPay.With()
}

// wake clears the done flag of the actor and every party: something new is
// on the table for them.
func (g *Game) wake(t Terms, actor int) {
	g.done[actor] = false
	for p := range g.seats {
		if t.Involves(p) {
			g.done[p] = false
		}
	}
}

func (g *Game) removeDeal(id int) {
	g.deals = slices.DeleteFunc(g.deals, func(d Deal) bool { return d.ID == id })
}

// execute carries a fully confirmed deal out at once. Afterwards every other
// open deal is checked again: one that can no longer take place is off the
// table, and one that shares a party with this deal must be confirmed again,
// since what that party holds has changed.
func (g *Game) execute(d Deal) []rules.Event {
	d.Terms.Transfer(&g.owner, &g.hand, &g.money)
	g.executed++
	g.removeDeal(d.ID)
	g.history = append(g.history, ClosedDeal{ID: d.ID, By: d.By, Terms: d.Terms, Executed: true, WithdrawnBy: -1})
	events := []rules.Event{Executed{Deal: d.ID, Terms: d.Terms}}
	parties := d.Terms.Parties()
	kept := g.deals[:0:0]
	for _, o := range g.deals {
		if why := g.checkHoldings(o.Terms); !why.IsZero() {
			g.history = append(g.history, ClosedDeal{ID: o.ID, By: o.By, Terms: o.Terms, WithdrawnBy: -1})
			events = append(events, Cancelled{Deal: o.ID, Reason: why.String()})
			continue
		}
		if o.Terms.Parties()&parties != 0 {
			o.Confirmed = 0
			g.wake(o.Terms, o.By)
			events = append(events, Reopened{Deal: o.ID})
		}
		kept = append(kept, o)
	}
	g.deals = kept
	return events
}

// advanceCursor moves ToMove on after mover acted: from the seat in turn to
// the next player not yet done, clockwise. A move out of turn leaves the
// turn where it was. It reports whether every player is done.
func (g *Game) advanceCursor(mover int) bool {
	start := g.cursor
	if mover == g.cursor {
		start = g.cursor + 1
	} else if !g.done[g.cursor] {
		return false
	}
	for i := range g.seats {
		s := (start + i) % g.seats
		if !g.done[s] {
			g.cursor = s
			return false
		}
	}
	return true
}
