package chinatownai

import (
	ct "quartet/rules/chinatown"
)

// Parts is a seat's value (value.go) in its named parts, so that a hint can
// say what a move does for whom in dollars: its money, the yearly income of
// its shops on the board, how many incomes are still to come, and what its
// vacant lots and tiles in hand are expected to add.
type Parts struct {
	// Money is in hand: the seat's own, or for another seat the estimate
	// from what is public.
	Money float64
	// Income is what the seat's shops on the board earn a year now.
	Income int
	// Incomes is how many more incomes a shop built this year earns.
	Incomes int
	// Prospects is what the seat's lots and tiles are expected to add, by
	// the look-ahead of value.go.
	Prospects float64
}

// Value is the seat's value the parts add up to: the one valuation the
// agent trades, keeps and builds by.
func (p Parts) Value() float64 {
	return p.Money + float64(p.Income*p.Incomes) + p.Prospects
}

// parts splits seat's value into its parts: money and income are read off
// the model; the prospects are what the valuation adds beyond them.
func (m *model) parts(seat int, w *weights) Parts {
	var g groups
	g.init()
	for l := 1; l <= ct.Lots; l++ {
		if int(m.owner[l]) == seat && m.shop[l] >= 0 {
			g.add(l, m.shop[l], 1)
		}
	}
	p := Parts{Money: float64(m.money[seat]), Income: g.income(), Incomes: m.payments()}
	p.Prospects = m.value(seat, w) - p.Money - float64(p.Income*p.Incomes)
	return p
}

// Appraise values every seat before and after mv, as this agent values
// positions from the view v: a keep marks the lots kept, a deal proposed,
// changed or confirmed is carried out (as it would be once all confirm), a
// tile placed stands on its lot, and a pass holds the tiles for a later
// year. Withdrawing and being done change nothing.
func (a *Agent) Appraise(v *ct.Game, mv ct.Move) (before, after []Parts) {
	m := newModel(v)
	c := *m
	switch mv.Action {
	case ct.Keep:
		for _, lot := range mv.Cards {
			c.owner[lot] = int8(mv.Seat)
		}
	case ct.Propose, ct.Change:
		c.apply(mv.Terms)
	case ct.Confirm:
		if d, ok := v.OpenDeal(mv.Deal); ok {
			c.apply(d.Terms)
		}
	case ct.Place:
		c.shop[mv.Lot] = int8(mv.Shop)
		c.hand[mv.Seat][mv.Shop]--
	case ct.Pass:
		c.placeNow[mv.Seat] = false
	}
	w := &a.level.w
	before, after = make([]Parts, m.seats), make([]Parts, m.seats)
	for s := range m.seats {
		before[s], after[s] = m.parts(s, w), c.parts(s, w)
	}
	return before, after
}
