package chinatown

import (
	"math"
	"slices"

	"quartet/rules"
)

// PlayoutMove picks a move for ToMove cheaply, for random play-outs: a random
// choice of cards; while trading, answer an open deal at random or say done
// (play-outs never propose, so they always end); while placing, build a
// random tile, next to a shop of its type when one is free, and pass now and
// then.
func (g *Game) PlayoutMove(r *rules.Rand) rules.Move {
	s := g.ToMove()
	switch g.phase {
	case Keeping:
		hand := slices.Clone(g.dealt[s])
		_, k := CardsDealt(g.seats, g.round)
		k = min(k, len(hand))
		r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		cards := make([]int, k)
		for i := range cards {
			cards[i] = int(hand[i])
		}
		return KeepMove(s, cards...)
	case Trading:
		for i := range g.deals {
			d := &g.deals[i]
			if d.Waiting(s) {
				if r.IntN(2) == 0 && g.cannotPay(d.Terms, s).IsZero() {
					return ConfirmMove(s, d.ID)
				}
				return WithdrawMove(s, d.ID)
			}
		}
		return DoneMove(s)
	case Placing:
		if r.IntN(8) == 0 {
			return PassMove(s)
		}
		n := g.HandTiles(s)
		if n == 0 {
			return PassMove(s)
		}
		k := r.IntN(n)
		t := Shop(0)
		for ; k >= int(g.hand[s][t]); t++ {
			k -= int(g.hand[s][t])
		}
		var free, next []int
		for l := 1; l <= Lots; l++ {
			if int(g.owner[l]) != s || g.shop[l] != NoShop {
				continue
			}
			free = append(free, l)
			for _, nb := range adj[l] {
				if nb != 0 && int(g.owner[nb]) == s && g.shop[nb] == t {
					next = append(next, l)
					break
				}
			}
		}
		if len(next) > 0 {
			return PlaceMove(s, t, next[r.IntN(len(next))])
		}
		if len(free) > 0 {
			return PlaceMove(s, t, free[r.IntN(len(free))])
		}
		return PassMove(s)
	}
	return nil
}

// Evaluate estimates each seat's chance to win from the money it would have
// if its present businesses kept earning until the end: a soft maximum with
// a spread of $40,000. Meant for search that cuts play-outs short; the
// Chinatown AI values positions itself.
func (g *Game) Evaluate() []float64 {
	left := Rounds - g.round + 1
	v := make([]float64, g.seats)
	best := math.Inf(-1)
	for s := range g.seats {
		v[s] = float64(g.money[s] + left*g.Income(s))
		best = max(best, v[s])
	}
	sum := 0.0
	for s := range v {
		v[s] = math.Exp((v[s] - best) / 40000)
		sum += v[s]
	}
	for s := range v {
		v[s] /= sum
	}
	return v
}
