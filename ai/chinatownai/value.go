package chinatownai

import (
	"math"

	ct "quartet/rules/chinatown"
)

// weights tune the value function; levels differ in them.
type weights struct {
	// potential scales everything not yet certain: tiles not in hand, lots
	// not owned.
	potential float64
	// market is the chance to get, by trading, one tile of a type that other
	// players hold now (further ones are less likely).
	market float64
	// exchange is the chance to trade a future draw of one type for a tile
	// of the type wanted.
	exchange float64
	// lotMarket is the chance to buy a vacant lot of another player's that
	// touches one's own.
	lotMarket float64
	// tileFlat values a tile in hand that no lot can take, as a share of a
	// single shop's income in later years.
	tileFlat float64
}

// placement is one tile built on one lot.
type placement struct {
	shop int8
	lot  int
}

// marketDecay is how much less likely each further tile of one type is to
// be had by trading.
const marketDecay = 0.6

// supply is where a player's next tiles of each type can come from, best
// first: the hand (certain, built this year when that is still possible),
// the market (tiles other players hold now, to be had by trading, each
// further one less likely), then the player's future draws, built in a
// later year: a draw of the type itself (a Poisson tail) or, by trading, a
// draw of another type exchanged for it. The future draws are shared by all
// types: once imagined tiles have used them all, no more come.
type supply struct {
	hand, market [ct.Shops]int
	lambda       [ct.Shops]float64
	payHand      float64
	payMarket    float64
	payDraw      float64
	pMarket      float64
	exchange     float64
	scale        float64
	used         [ct.Shops]int
	draws        int
	drawsUsed    int
}

// peek is the chance of the i-th next tile of type t (i from 1), the
// incomes it earns once built, and whether it is in hand.
func (s *supply) peek(t, i int) (prob, pay float64, hand bool) {
	j := s.used[t] + i - 1
	if j < s.hand[t] {
		return 1, s.payHand, true
	}
	j -= s.hand[t]
	if j < s.market[t] {
		return s.scale * s.pMarket * math.Pow(marketDecay, float64(j)), s.payMarket, false
	}
	j -= s.market[t]
	if s.drawsUsed+min(j, i-1) >= s.draws {
		return 0, 0, false
	}
	p := poissonTail(s.lambda[t], j+1)
	return s.scale * (p + (1-p)*s.exchange), s.payDraw, false
}

// take uses the next tile of type t.
func (s *supply) take(t int) {
	if s.used[t] >= s.hand[t]+s.market[t] {
		s.drawsUsed++
	}
	s.used[t]++
}

func (m *model) supplyOf(seat int, w *weights) *supply {
	r := m.payments()
	draws, payDraw := m.futureDraws()
	s := &supply{payDraw: payDraw, pMarket: w.market, exchange: w.exchange, scale: w.potential, draws: draws}
	s.payHand = float64(r - 1)
	if m.placeNow[seat] {
		s.payHand = float64(r)
	}
	s.payMarket = float64(r - 1)
	if m.phase == ct.Keeping || m.phase == ct.Trading {
		s.payMarket = float64(r)
	}
	for t := range ct.Shops {
		s.hand[t] = int(m.hand[seat][t])
		for o := range m.seats {
			if o != seat {
				s.market[t] += int(m.hand[o][t])
			}
		}
		if m.bagTotal > 0 {
			s.lambda[t] = float64(draws) * float64(m.bag[t]) / float64(m.bagTotal)
		}
	}
	return s
}

// slot is a lot that may take a tile: one of the player's vacant lots
// (weight 1), or a lot next to the player's that it may still get (weight
// below 1): one nobody owns, which later deals may bring, or a vacant lot
// of another player's, which may be bought.
type slot struct {
	lot    int
	weight float64
}

func (m *model) slots(seat int, w *weights, buf []slot) []slot {
	out := buf[:0]
	var seen [ct.Lots + 1]bool
	for l := 1; l <= ct.Lots; l++ {
		if int(m.owner[l]) == seat && m.shop[l] < 0 {
			out = append(out, slot{l, 1})
			seen[l] = true
		}
	}
	unowned, dealt := 0, 0
	for l := 1; l <= ct.Lots; l++ {
		if m.owner[l] < 0 {
			unowned++
		}
	}
	for r := m.round + 1; r <= ct.Rounds; r++ {
		d, _ := ct.CardsDealt(m.seats, r)
		dealt += d
	}
	pUnowned := 0.0
	if unowned > 0 {
		pUnowned = 0.9 * min(1, float64(dealt)/float64(unowned)) * w.potential
	}
	pOther := w.lotMarket * w.potential
	if m.round == ct.Rounds && m.phase == ct.Placing {
		pOther = 0
	}
	for l := 1; l <= ct.Lots; l++ {
		if int(m.owner[l]) != seat {
			continue
		}
		for _, n := range nb[l] {
			if n == 0 || seen[n] {
				continue
			}
			seen[n] = true
			switch {
			case m.owner[n] < 0 && pUnowned > 0:
				out = append(out, slot{int(n), pUnowned})
			case m.owner[n] >= 0 && m.shop[n] < 0 && pOther > 0:
				out = append(out, slot{int(n), pOther})
			}
		}
	}
	return out
}

// value is seat's position in dollars: money, plus the income of its shops
// for every income still to come, plus what its slots are expected to add
// (assign).
func (m *model) value(seat int, w *weights) float64 {
	v, _ := m.assess(seat, w, false)
	return v
}

// assess values seat's position and, when plan is set, returns the tiles
// from hand that the valuation builds this year, best first.
func (m *model) assess(seat int, w *weights, plan bool) (float64, []placement) {
	var g groups
	g.init()
	for l := 1; l <= ct.Lots; l++ {
		if int(m.owner[l]) == seat && m.shop[l] >= 0 {
			g.add(l, m.shop[l], 1)
		}
	}
	r := m.payments()
	v := float64(m.money[seat] + r*g.income())
	if r == 0 {
		return v, nil
	}
	var buf [2 * ct.Lots]slot
	s := m.supplyOf(seat, w)
	add, steps := assign(&g, m.slots(seat, w, buf[:]), s, plan && m.placeNow[seat])
	v += add
	if r > 1 {
		for t := range ct.Shops {
			if left := s.hand[t] - s.used[t]; left > 0 {
				v += float64(left) * w.tileFlat * 10000 * float64(r-1)
			}
		}
	}
	return v, steps
}

// assign imagines tiles on the slots, one at a time: the slot and type
// whose run promises the most per tile, looking ahead along the run to its
// completion (a business's income grows faster than its size, so the first
// tiles of a run are worth what the whole run will pay). Each imagined tile
// adds its own expected gain and joins its run. A slot is left empty rather
// than given a tile worth nothing. Lots not yet owned can only be built on
// in a later year. steps lists the tiles from hand it builds on the
// player's own lots, when wanted.
func assign(g *groups, slots []slot, s *supply, wantSteps bool) (float64, []placement) {
	// Slots in touch form areas; an area's free slots bound how far a run
	// can grow: its own lots surely, the others each with the mean chance
	// of getting such a lot.
	var area [ct.Lots + 1]int8
	var weight [ct.Lots + 1]float64
	for _, sl := range slots {
		area[sl.lot] = -1
		weight[sl.lot] = sl.weight
	}
	var ownFree, frontFree [2*ct.Lots + 1]int
	frontW, fronts := 0.0, 0
	areas := 0
	var stack []int
	for _, sl := range slots {
		if sl.weight < 1 {
			frontW += sl.weight
			fronts++
		}
		if area[sl.lot] != -1 {
			continue
		}
		areas++
		area[sl.lot] = int8(areas)
		stack = append(stack[:0], sl.lot)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if weight[x] == 1 {
				ownFree[areas]++
			} else {
				frontFree[areas]++
			}
			for _, n := range nb[x] {
				if n != 0 && area[n] == -1 {
					area[n] = int8(areas)
					stack = append(stack, int(n))
				}
			}
		}
	}
	if fronts > 0 {
		frontW /= float64(fronts)
	}
	laterPay := s.payDraw
	// gainOf[own][t][i] is the expected incomes of the i-th next tile of
	// type t per dollar it adds, on an owned lot or a lot had later.
	var gainOf [2][ct.Shops][7]float64
	var fromHand [ct.Shops]bool
	// chain is the best gain per own lot used of a run of type t whose next
	// tile, on an own lot or not, adds d and makes it size tiles, and which
	// may grow onto ownRoom own lots, then frontRoom lots not owned yet.
	// Own lots are what runs compete for; lots still to be had come free.
	chain := func(t, d, size, own, ownRoom, frontRoom int) float64 {
		first := gainOf[own][t][1] * float64(excess(d, own))
		rate, sum, sure, used := first, first, 1.0, own
		ownRoom -= own
		frontRoom -= 1 - own
		for i := 2; i <= 6; i++ {
			o := 1
			switch {
			case ownRoom > 0:
				ownRoom--
				used++
			case frontRoom > 0:
				frontRoom--
				sure *= frontW
				o = 0
			default:
				return rate
			}
			sum += sure * gainOf[o][t][i] * float64(excess(step(t, size+i-1), o))
			rate = max(rate, sum/float64(max(used, 1)))
		}
		return rate
	}
	// fresh[own][ownRoom][frontRoom][t] is chain for a new run, worked out
	// when first needed (known) after the supply of t last changed.
	var fresh [2][7][7][ct.Shops]float64
	var known [2][7][7][ct.Shops]bool
	refresh := func(t int) {
		for i := 1; i <= 6; i++ {
			p, pay, h := s.peek(t, i)
			gainOf[1][t][i] = p * pay
			gainOf[0][t][i] = p * min(pay, laterPay)
			if i == 1 {
				fromHand[t] = h
			}
		}
		for own := range 2 {
			for o := range 7 {
				for f := range 7 {
					known[own][o][f][t] = false
				}
			}
		}
	}
	for t := range ct.Shops {
		refresh(t)
	}
	var filled [ct.Lots + 1]bool
	var steps []placement
	total := 0.0
	for range slots {
		bestRate, gain, bl, bt, bHand, bw := 0.0, 0.0, -1, -1, false, 0.0
		for _, sl := range slots {
			l := sl.lot
			if filled[l] {
				continue
			}
			own := 0
			if sl.weight == 1 {
				own = 1
			}
			a := area[l]
			oRoom, fRoom := min(ownFree[a], 6), min(frontFree[a], 6)
			// Types of the runs next to l, which a tile would join.
			var near [4]int8
			k := 0
			for _, n := range nb[l] {
				if n != 0 && g.typ[n] >= 0 {
					near[k] = g.typ[n]
					k++
				}
			}
			for t := range ct.Shops {
				joins := false
				for _, x := range near[:k] {
					joins = joins || int(x) == t
				}
				var rate float64
				d, sure := 10000, sl.weight
				if joins {
					var size int
					var s float64
					d, size, s = g.join(l, int8(t))
					sure *= s
					rate = chain(t, d, size, own, oRoom, fRoom)
				} else if own == 1 {
					if !known[own][oRoom][fRoom][t] {
						fresh[own][oRoom][fRoom][t] = chain(t, 10000, 1, own, oRoom, fRoom)
						known[own][oRoom][fRoom][t] = true
					}
					rate = fresh[own][oRoom][fRoom][t]
				} else {
					// Any lot later years bring can take a lone tile; a
					// lot next to one's own is worth more only for the
					// runs it joins.
					continue
				}
				rate *= sure
				if rate > bestRate {
					bestRate, gain, bl, bt, bw = rate, sure*gainOf[own][t][1]*float64(excess(d, own)), l, t, sl.weight
					bHand = own == 1 && fromHand[t]
				}
			}
		}
		if bl < 0 || gain <= 0 {
			break
		}
		filled[bl] = true
		if bw == 1 {
			ownFree[area[bl]]--
		} else {
			frontFree[area[bl]]--
		}
		g.add(bl, int8(bt), bw)
		s.take(bt)
		refresh(bt)
		total += gain
		if wantSteps && bHand {
			steps = append(steps, placement{int8(bt), bl})
		}
	}
	return total, steps
}

// runSteps[t][n] is what the n-th tile of a run of type t adds to its income.
var runSteps = func() (a [ct.Shops][ct.Lots + 1]int) {
	for t := range ct.Shops {
		for n := 1; n <= ct.Lots; n++ {
			a[t][n] = ct.RunIncome(ct.Shop(t), n) - ct.RunIncome(ct.Shop(t), n-1)
		}
	}
	return a
}()

func step(t, n int) int { return runSteps[t][n] }

// excess is what a tile adding d to a run is worth on a lot: all of it on
// an own lot, but on a lot not owned yet only what it adds beyond a lone
// shop, since any lot later years bring can take a lone shop.
func excess(d, own int) int {
	if own == 1 {
		return d
	}
	return max(0, d-10000)
}

// poissonTail is P(X >= k) for X ~ Poisson(lambda).
func poissonTail(lambda float64, k int) float64 {
	if k <= 0 {
		return 1
	}
	if lambda <= 0 {
		return 0
	}
	p := math.Exp(-lambda)
	cdf := p
	for i := 1; i < k; i++ {
		p *= lambda / float64(i)
		cdf += p
	}
	return max(0, 1-cdf)
}
