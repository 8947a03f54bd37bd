package chinatownai

import (
	"math"

	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// keep picks the cards whose lots give the best value. Resale levels add a
// quarter of what each lot would be worth to the other player who wants it
// most: a lot next to someone's business is money at the trading table.
func (a *Agent) keep(v *ct.Game) rules.Move {
	m := newModel(v)
	w := &a.level.w
	var resale map[int]float64
	if a.level.Resale {
		resale = map[int]float64{}
		for _, c := range v.Dealt(a.seat) {
			best := 0.0
			for s := range m.seats {
				if s == a.seat {
					continue
				}
				before := m.value(s, w)
				c2 := *m
				c2.owner[c] = int8(s)
				best = max(best, c2.value(s, w)-before)
			}
			resale[c] = best / 4
		}
	}
	var best rules.Move
	bestV := math.Inf(-1)
	for _, mv := range v.LegalMoves() {
		k := mv.(ct.Move)
		c := *m
		extra := 0.0
		for _, lot := range k.Cards {
			c.owner[lot] = int8(a.seat)
			extra += resale[lot]
		}
		if val := c.value(a.seat, w) + extra + a.noise(); val > bestV {
			best, bestV = mv, val
		}
	}
	return best
}

// place builds the tile that gives the best value, or passes. Levels
// without LookAhead follow the greedy plan; the others compare every
// placement, and holding everything until next year, on the full value.
func (a *Agent) place(v *ct.Game) rules.Move {
	m := newModel(v)
	w := &a.level.w
	if !a.level.LookAhead {
		_, steps := m.assess(a.seat, w, true)
		if len(steps) == 0 {
			return ct.PassMove(a.seat)
		}
		// A blur may build a later tile of the plan first.
		i := 0
		if a.level.Noise > 0 && len(steps) > 1 && a.rng.Float64()*40000 < a.level.Noise {
			i = a.rng.IntN(len(steps))
		}
		return ct.PlaceMove(a.seat, ct.Shop(steps[i].shop), steps[i].lot)
	}
	hold := *m
	hold.placeNow[a.seat] = false
	best := rules.Move(ct.PassMove(a.seat))
	bestV := hold.value(a.seat, w)
	for _, mv := range v.LegalMoves() {
		p := mv.(ct.Move)
		if p.Action != ct.Place {
			continue
		}
		c := *m
		c.shop[p.Lot] = int8(p.Shop)
		c.hand[a.seat][p.Shop]--
		if val := c.value(a.seat, w); val > bestV {
			best, bestV = mv, val
		}
	}
	return best
}
