package chinatownai

import (
	ct "quartet/rules/chinatown"
)

// model is the AI's compact copy of what its seat can see: the board, every
// hand of tiles, the bag, its own money and an estimate of the others'. The
// AI tries deals and placements on copies of it; a copy is a plain value.
type model struct {
	seats, round int
	phase        ct.Phase
	owner        [ct.Lots + 1]int8
	shop         [ct.Lots + 1]int8 // -1 for a vacant lot
	hand         [ct.MaxSeats][ct.Shops]int8
	money        [ct.MaxSeats]int
	bag          [ct.Shops]int
	bagTotal     int
	// placeNow is set while tiles in hand can still be built this year, in
	// the plan's turn order.
	placeNow [ct.MaxSeats]bool
}

// newModel reads a view. Other players' money, which the view hides, is
// estimated as the money not the viewer's, shared in proportion to each
// player's starting money plus public income: the mean of the view's own
// sampling, so the estimate depends only on what the seat knows.
func newModel(g *ct.Game) *model {
	m := &model{seats: g.Seats(), round: g.Round(), phase: g.Phase()}
	for l := 1; l <= ct.Lots; l++ {
		m.owner[l] = int8(g.Owner(l))
		m.shop[l] = int8(g.ShopAt(l))
	}
	for s := range m.seats {
		for t := range ct.Shop(ct.Shops) {
			m.hand[s][t] = int8(g.Hand(s, t))
		}
	}
	for t := range ct.Shop(ct.Shops) {
		m.bag[t] = g.Bag(t)
		m.bagTotal += m.bag[t]
	}
	rest, weight := g.TotalMoney(), 0
	for s := range m.seats {
		if v, ok := g.Money(s); ok {
			m.money[s] = v
			rest -= v
		} else {
			weight += ct.StartMoney + g.Earned(s)
		}
	}
	for s := range m.seats {
		if _, ok := g.Money(s); !ok && weight > 0 {
			m.money[s] = rest * (ct.StartMoney + g.Earned(s)) / weight
		}
	}
	for s := range m.seats {
		switch m.phase {
		case ct.Keeping, ct.Trading:
			m.placeNow[s] = true
		case ct.Placing:
			// Players before the placer in turn order have finished.
			first, placer := g.FirstPlayer(), g.ToMove()
			m.placeNow[s] = (s-first+m.seats)%m.seats >= (placer-first+m.seats)%m.seats
		}
	}
	return m
}

// apply carries deal terms out on the model.
func (m *model) apply(t ct.Terms) { t.Transfer(&m.owner, &m.hand, &m.money) }

// payments is how many more incomes a business built this year earns.
func (m *model) payments() int { return ct.Rounds - m.round + 1 }

// futureDraws is how many tiles seat will still draw, and the mean number of
// incomes such a tile can earn (it is built in the year it is drawn).
func (m *model) futureDraws() (tiles int, pay float64) {
	from := m.round + 1
	if m.phase == ct.Keeping {
		from = m.round
	}
	sum := 0
	for r := from; r <= ct.Rounds; r++ {
		n := ct.TilesDrawn(m.seats, r)
		tiles += n
		sum += n * (ct.Rounds - r + 1)
	}
	if tiles == 0 {
		return 0, 0
	}
	return tiles, float64(sum) / float64(tiles)
}
