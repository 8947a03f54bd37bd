package kiezkoenig

import (
	"math/bits"

	"quartet/rules"
)

// focus is the racket a player builds: the one where they hold most, ties
// going to the one with most stakes still in the display.
func (g *Game) focus(seat int) int {
	best, score := 0, -1
	for r := range Rackets {
		v := 16*bits.OnesCount64(g.held[seat]&racketMask(r)) + bits.OnesCount64(g.display&racketMask(r))
		if v > score {
			best, score = r, v
		}
	}
	return best
}

// PlayoutMove picks a move for the AI's play-outs cheaply, without listing
// every legal move, and with a bias to what players do: build the racket
// they are strongest in, buy more often than fight, fight when they can.
func (g *Game) PlayoutMove(r *rules.Rand) rules.Move {
	return g.playoutMove(r).box()
}

func (g *Game) playoutMove(r *rules.Rand) Move {
	seat := int(g.toMove)
	switch g.phase {
	case phTurnStart:
		if g.super[seat] && r.IntN(12) == 0 {
			sp := board.businesses[g.focus(seat)*3+r.IntN(3)].Space
			if sp != int(g.pos[seat]) {
				return Move{Kind: Super, Space: int8(sp)}
			}
		}
		return Move{Kind: Roll}
	case phDrive:
		pos, ride, f := int(g.pos[seat]), board.carRides[g.pos[seat]], g.focus(seat)
		for n := 1; n <= ride; n++ {
			sp := board.track[(pos+n)%len(board.track)]
			if sp.Kind == BusinessSpace && board.businesses[sp.Business].Racket == f {
				return Move{Kind: Drive, N: int8(n)}
			}
		}
		return Move{Kind: Drive, N: int8(r.IntN(ride + 1))}
	case phLose:
		k := board.track[g.pos[seat]].Authority.Charged()
		return Move{Kind: Lose, Stake: int8(g.cheapest(g.held[seat] & kindMask(k)))}
	case phThree:
		if g.cash[g.pos[seat]] < 25 || r.IntN(3) == 0 {
			if m, ok := g.randomFight(seat, -1, r); ok {
				return m
			}
		}
		return Move{Kind: Rob}
	case phSell:
		set := g.held[seat] &^ racketMask(g.focus(seat))
		if set == 0 {
			set = g.held[seat]
		}
		return Move{Kind: Sell, Stake: int8(g.cheapest(set))}
	case phOffer:
		st := board.stakes[g.saleStake]
		if g.money[seat] >= st.Price && (board.businesses[st.Business].Racket == g.focus(seat) || r.IntN(3) == 0) {
			return Move{Kind: Accept}
		}
		return Move{Kind: Decline}
	case phJob:
		// Drawing a Turbo card is legal only when there is nothing to buy
		// and no fight to pick, so it is the last resort.
		racket := g.racketHere(seat)
		var buys [9]int8
		n := 0
		for set := g.display & racketMask(racket); set != 0; set &= set - 1 {
			if s := bits.TrailingZeros64(set); board.stakes[s].Price <= g.money[seat] {
				buys[n] = int8(s)
				n++
			}
		}
		// The Cash first half the time: it collects the entrance fees.
		pick := func() Move {
			if r.IntN(2) == 0 {
				for _, s := range buys[:n] {
					if board.stakes[s].Kind == Cash {
						return Move{Kind: Buy, Stake: s}
					}
				}
			}
			return Move{Kind: Buy, Stake: buys[r.IntN(n)]}
		}
		if n > 0 && r.IntN(10) < 7 && (racket == g.focus(seat) || r.IntN(2) == 0) {
			return pick()
		}
		// A fight when it is likely to be won, or when the rules leave
		// nothing else.
		if m, p, ok := g.likeliestFight(seat, racket); ok && (n == 0 || p >= 0.65) {
			return m
		}
		if n > 0 {
			return pick()
		}
		return Move{Kind: Draw}
	case phTurbo:
		sp := board.businesses[g.focus(seat)*3+r.IntN(3)].Space
		if sp == int(g.pos[seat]) {
			sp = board.businesses[g.focus(seat)*3+(board.track[sp].Business+1)%3].Space
		}
		return Move{Kind: Turbo, Space: int8(sp)}
	case phCorrupt:
		// The cards the exact odds call for.
		d, _ := g.CurrentDuel()
		n := d.BestCards()
		if seat == int(g.f.defender) {
			n = d.Answer(int(g.f.cards[Attacker]))
		}
		return Move{Kind: Corrupt, N: int8(min(n, g.cardLimit()))}
	case phSupport:
		if r.IntN(4) == 0 {
			return Move{Kind: Support, Side: int8(r.IntN(2)), N: 1}
		}
		return Move{Kind: Support}
	}
	return Move{Kind: Roll}
}

// cheapest is the cheapest stake of a non-empty set.
func (g *Game) cheapest(set uint64) int {
	best, price := -1, 1<<30
	for ; set != 0; set &= set - 1 {
		if s := bits.TrailingZeros64(set); board.stakes[s].Price < price {
			best, price = s, board.stakes[s].Price
		}
	}
	return best
}

// randomFight picks one legal fight in racket (any racket for -1).
func (g *Game) randomFight(seat, racket int, r *rules.Rand) (Move, bool) {
	var fights [48]Move
	n := 0
	add := func(m Move) {
		if n < len(fights) && g.canFight(m, racket).code == allowed {
			fights[n] = m
			n++
		}
	}
	if racket >= 0 {
		g.fightCandidates(seat, racket, add)
	} else {
		for rk := range Rackets {
			g.fightCandidates(seat, rk, add)
		}
	}
	if n == 0 {
		return Move{}, false
	}
	return fights[r.IntN(n)], true
}

// likeliestFight is the legal fight in racket with the best exact odds.
func (g *Game) likeliestFight(seat, racket int) (Move, float64, bool) {
	var best Move
	p, ok := -1.0, false
	g.fightCandidates(seat, racket, func(m Move) {
		if g.canFight(m, racket).code != allowed {
			return
		}
		if q := g.fightDuel(seat, m).WinChance(); q > p {
			best, p, ok = m, q, true
		}
	})
	return best, p, ok
}
