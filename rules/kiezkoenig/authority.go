package kiezkoenig

import "math/bits"

// visitAuthority: pay per relevant stake, take one Corruption card and throw
// again; owning nothing relevant costs nothing and brings no card. Without
// the money, give up a relevant stake instead (a decision).
func (g *Game) visitAuthority(seat, sp int) {
	a := board.track[sp].Authority
	n := g.chargedStakes(seat, a)
	if n == 0 {
		emit(g, NoCharge{Seat: seat, Space: sp})
		g.phase = phReroll
		return
	}
	cost := n * a.Charge()
	if g.money[seat] < cost {
		g.phase = phLose
		return
	}
	g.pay(player(seat), marker(sp), cost, "corruption")
	g.takeCorruption(seat)
	g.afterAuthority(seat)
}

// chargedStakes counts the stakes of the authority's kind a player owns.
func (g *Game) chargedStakes(seat int, a Authority) int {
	return bits.OnesCount64(g.held[seat] & kindMask(a.Charged()))
}

// kindMask is the set of all stakes of kind k.
func kindMask(k Kind) uint64 {
	var m uint64
	for b := range Businesses {
		m |= 1 << StakeOf(b, k)
	}
	return m
}

func (g *Game) afterAuthority(seat int) {
	g.toMove = int8(seat)
	if g.corruption[seat] >= 3 {
		emit(g, ThreeCorruption{Seat: seat})
		g.phase = phThree
		return
	}
	g.phase = phReroll
}

// available counts the cards of a kind left in the display.
func (g *Game) available(c Card) int {
	n := Deck
	for s := range int(g.seats) {
		if c == CorruptionCard {
			n -= int(g.corruption[s])
		} else {
			n -= int(g.turbo[s])
		}
	}
	if c == CorruptionCard {
		n -= int(g.f.cards[0] + g.f.cards[1]) // played in the duel being decided
	}
	return n
}

func (g *Game) takeCorruption(seat int) {
	if g.available(CorruptionCard) > 0 {
		g.corruption[seat]++
		emit(g, CardTaken{Seat: seat, Card: CorruptionCard})
	}
}

func (g *Game) returnCorruption(seat int) {
	if n := g.corruption[seat]; n > 0 {
		g.corruption[seat] = 0
		emit(g, CardsReturned{Seat: seat, Card: CorruptionCard, N: int(n)})
	}
}
