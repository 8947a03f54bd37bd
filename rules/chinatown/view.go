package chinatown

import (
	"slices"

	"quartet/rules"
)

// View returns the game as seat sees it. Everything on the board and every
// tile in hand is public (drawn tiles are revealed to all). Hidden are:
// other players' money (until the game is over), other players' building
// cards while keeping and which of them they chose, and the order of the
// deck; the chance generator is replaced. A seat outside the game sees what
// a spectator sees: no money and no cards. The view refuses moves until
// Determinize fills in what it hides.
func (g *Game) View(seat int) rules.Game {
	c := g.clone()
	c.viewer = seat
	c.follows = false
	c.rng = *rules.NewRand(0)
	if !g.over {
		for s := range g.seats {
			if s != seat {
				c.money[s] = -1
				c.hidden = true
			}
		}
	}
	if g.phase == Keeping {
		for s := range g.seats {
			if s != seat {
				c.dealt[s], c.kept[s] = nil, nil
			}
		}
		c.deck = nil
		c.hidden = true
	}
	return c
}

// Determinize fills what the view hides with a sample consistent with what
// its seat knows, drawn from r, and reseeds chance from r:
//   - while keeping, the cards nobody owns and the viewer does not hold are
//     shuffled and dealt to the other players (the table's number each); a
//     player who has already chosen is given a random choice among them;
//     the rest form the deck;
//   - the other players share the money that is not the viewer's (the total
//     is public: starting money plus all income, since deals only move
//     money), each in proportion to $50,000 plus their public income so far,
//     scaled by a random factor from 0.75 to 1.25, in whole thousands.
func (g *Game) Determinize(r *rules.Rand) {
	if g.hidden {
		if g.phase == Keeping {
			g.sampleCards(r)
		}
		g.sampleMoney(r)
		g.hidden = false
	}
	g.rng = *rules.NewRand(r.Uint64())
}

func (g *Game) sampleCards(r *rules.Rand) {
	var mine []int8
	if g.viewer >= 0 && g.viewer < g.seats {
		mine = g.dealt[g.viewer]
	}
	var pool []int8
	for l := 1; l <= Lots; l++ {
		if g.owner[l] < 0 && !slices.Contains(mine, int8(l)) {
			pool = append(pool, int8(l))
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	deal, keep := CardsDealt(g.seats, g.round)
	for i := range g.seats {
		s := (g.first + i) % g.seats
		if s == g.viewer {
			continue
		}
		n := min(deal, len(pool))
		hand := slices.Clone(pool[:n])
		pool = pool[n:]
		slices.Sort(hand)
		g.dealt[s] = hand
		if g.chose[s] {
			pick := slices.Clone(hand)
			r.Shuffle(len(pick), func(i, j int) { pick[i], pick[j] = pick[j], pick[i] })
			pick = pick[:min(keep, len(pick))]
			slices.Sort(pick)
			g.kept[s] = pick
		}
	}
	slices.Sort(pool)
	g.deck = slices.Clone(pool)
}

func (g *Game) sampleMoney(r *rules.Rand) {
	rest := g.total
	var others []int
	for s := range g.seats {
		if g.money[s] >= 0 {
			rest -= g.money[s]
		} else {
			others = append(others, s)
		}
	}
	if len(others) == 0 {
		return
	}
	weights := make([]float64, len(others))
	sum := 0.0
	for i, s := range others {
		weights[i] = float64(StartMoney+g.earned[s]) * (0.75 + 0.5*r.Float64())
		sum += weights[i]
	}
	units := rest / MoneyUnit
	given := 0
	for i, s := range others {
		n := int(float64(units) * weights[i] / sum)
		g.money[s] = n * MoneyUnit
		given += n
	}
	g.money[others[0]] += (units - given) * MoneyUnit
}
