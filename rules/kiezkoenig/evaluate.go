package kiezkoenig

import (
	"math"
	"math/bits"
)

// Weights of the position estimate. A stake still in the display costs a
// purchase; one held by an opponent costs a fight, which is dearer.
const (
	costDisplay  = 1.0
	costOpponent = 1.8
)

// need is what seat still lacks of the stakes in set, weighted by how hard
// each is to get. h is seat's stakes (with its share of a fight's bets).
func (g *Game) need(h, set uint64) float64 {
	missing := set &^ h
	disp := bits.OnesCount64(missing & g.display)
	return costDisplay*float64(disp) + costOpponent*float64(bits.OnesCount64(missing)-disp)
}

// distance is how far seat is from the goal of the starting player count,
// from 0 (won) to maxDistance.
func (g *Game) distance(h uint64) float64 {
	var racket [Rackets]float64
	for r := range Rackets {
		racket[r] = g.need(h, racketMask(r))
	}
	switch g.seats {
	case 2:
		a, b := math.Inf(1), math.Inf(1)
		for _, v := range racket {
			if v < a {
				a, b = v, a
			} else if v < b {
				b = v
			}
		}
		return a + b
	case 3:
		best := math.Inf(1)
		for r := range Rackets {
			other := math.Inf(1)
			for b := range Businesses {
				if b/3 != r {
					other = min(other, g.need(h, businessMask(b)))
				}
			}
			best = min(best, racket[r]+other)
		}
		return best
	}
	return min(racket[0], racket[1], racket[2], racket[3])
}

func (g *Game) maxDistance() float64 {
	switch g.seats {
	case 2:
		return 18 * costOpponent
	case 3:
		return 12 * costOpponent
	}
	return 9 * costOpponent
}

// holdings returns each seat's stakes, giving the bets of a fight in
// progress to the side the podium favours.
func (g *Game) holdings() [MaxSeats]uint64 {
	h := g.held
	if g.middle != 0 {
		f := &g.f
		side := Attacker
		if f.wins[1] > f.wins[0] || f.wins[1] == f.wins[0] && f.gang[1] && !f.gang[0] {
			side = Defender
		}
		h[[2]int8{f.attacker, f.defender}[side]] |= g.middle
	}
	return h
}

// Evaluate estimates each seat's chance to win from how close it is to its
// goal, its money and its cards, through a softmax over the players still
// in the race (a tourist can no longer win).
func (g *Game) Evaluate() []float64 {
	n := int(g.seats)
	out := make([]float64, n)
	if g.phase == phOver {
		out[g.winner] = 1
		return out
	}
	h := g.holdings()
	start := float64(ChipsValue(StartChips(n)))
	maxD := g.maxDistance()
	var score [MaxSeats]float64
	best := math.Inf(-1)
	for s := range n {
		if !g.InRace(s) {
			continue
		}
		progress := 1 - g.distance(h[s])/maxD
		wealth := math.Min(float64(g.money[s])/start, 2)
		cards := 0.15*float64(g.corruption[s]) + 0.1*float64(g.turbo[s])
		if g.super[s] {
			cards += 0.3 // a free move to any space, kept for when it counts
		}
		score[s] = 6*progress*progress + 0.8*wealth + cards
		best = max(best, score[s])
	}
	sum := 0.0
	for s := range n {
		if g.InRace(s) {
			out[s] = math.Exp(score[s] - best)
			sum += out[s]
		}
	}
	for s := range out {
		out[s] /= sum
	}
	return out
}

// duelShare is the AI's share of its search budget for a duel's small
// decisions (rules.SearchSharer): how many Corruption cards to play, and
// whom to support with how many. Each has at most seven moves, and a fight
// of five seats asks for four or five of them per duel, every duel: with
// the whole budget, a person watched "deciding…" for seconds each time.
const duelShare = 0.1

// SearchShare gives a duel's Corruption and support decisions a tenth of
// the search budget, every other decision the whole.
func (g *Game) SearchShare() float64 {
	if g.phase == phCorrupt || g.phase == phSupport {
		return duelShare
	}
	return 1
}
