package kiezkoenig

import (
	"math"
	"math/bits"
)

// Weights of the position estimate. A stake still in the display costs a
// purchase; one held by an opponent costs a fight, which is dearer; one in
// an opponent's whole business a fight betting a whole business; one in a
// racket an opponent owns whole cannot be had (the owner is invincible
// there).
const (
	costDisplay  = 1.0
	costOpponent = 1.8
	costWhole    = 2.6
	outOfReach   = 1e6
)

// contest is what the weighed distance needs to know about the table: the
// display, the stakes in businesses one player holds whole, and those in
// rackets one player holds whole.
type contest struct {
	display, whole, invincible uint64
}

func (g *Game) contest() contest {
	c := contest{display: g.display}
	for s := range int(g.seats) {
		h := g.held[s]
		for b := range Businesses {
			if m := businessMask(b); h&m == m {
				c.whole |= m
			}
		}
		for r := range Rackets {
			if m := racketMask(r); h&m == m {
				c.invincible |= m
			}
		}
	}
	return c
}

// need is what a player holding h still lacks of the stakes in set,
// weighted by how hard each is to get.
func (c contest) need(h, set uint64) float64 {
	missing := set &^ h
	if missing&c.invincible != 0 {
		return outOfReach
	}
	disp := bits.OnesCount64(missing & c.display)
	whole := bits.OnesCount64(missing &^ c.display & c.whole)
	rest := bits.OnesCount64(missing) - disp - whole
	return costDisplay*float64(disp) + costWhole*float64(whole) + costOpponent*float64(rest)
}

// distance is how far a player holding h is from the goal of the starting
// player count, from 0 (won) up.
func (c contest) distance(seats int, h uint64) float64 {
	var racket [Rackets]float64
	for r := range Rackets {
		racket[r] = c.need(h, racketMask(r))
	}
	switch seats {
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
					other = min(other, c.need(h, businessMask(b)))
				}
			}
			best = min(best, racket[r]+other)
		}
		return best
	}
	return min(racket[0], racket[1], racket[2], racket[3])
}

func maxDistance(seats int) float64 {
	switch seats {
	case 2:
		return 18 * costOpponent
	case 3:
		return 12 * costOpponent
	}
	return 9 * costOpponent
}

// Terms are the parts of a player's estimate, named so that a hint can say
// what a move does for a player.
type Terms struct {
	// Goal is the progress toward this player count's goal, 0 (nothing) to
	// 1 (won), each missing stake weighed by how hard it is to get; a fight
	// in progress counts its bets by the exact odds of who wins them.
	Goal float64
	// Money is the money in hand, as a share of the start money (at most 2).
	Money float64
	// Cash is the money lying on the Cash markers of the businesses whose
	// Cash stake the player holds: theirs when they next land there.
	Cash float64
	// Cards values Corruption and Turbo cards and the Super Turbo in hand.
	Cards float64
}

// Score is the estimate the terms add up to; the softmax of the players'
// scores is Evaluate.
func (t Terms) Score() float64 {
	return 6*t.Goal*t.Goal + 0.8*t.Money + 0.4*t.Cash + t.Cards
}

// Terms returns seat's estimate in its named parts.
func (g *Game) Terms(seat int) Terms {
	return g.terms(seat, g.contest())
}

func (g *Game) terms(seat int, c contest) Terms {
	n := int(g.seats)
	start := float64(ChipsValue(StartChips(n)))
	maxD := maxDistance(n)
	progress := func(h uint64) float64 { return max(0, 1-c.distance(n, h)/maxD) }
	goal := progress(g.held[seat])
	if g.middle != 0 {
		if side := g.duellist(seat); side >= 0 {
			p := 0.0
			if d, ok := g.CurrentDuel(); ok {
				p = d.WinChance()
			}
			if side == Defender {
				p = 1 - p
			}
			// Winning takes both bets; losing leaves what is held now.
			goal = p*progress(g.held[seat]|g.middle) + (1-p)*goal
		}
	}
	var cash float64
	for b := range Businesses {
		if g.held[seat]&(1<<StakeOf(b, Cash)) != 0 {
			cash += float64(g.cash[board.businesses[b].Space])
		}
	}
	cards := 0.15*float64(g.corruption[seat]) + 0.1*float64(g.turbo[seat])
	if g.super[seat] {
		cards += 0.3 // a free move to any space, kept for when it counts
	}
	return Terms{Goal: goal, Money: math.Min(float64(g.money[seat])/start, 2), Cash: math.Min(cash/start, 2), Cards: cards}
}

// duellist is seat's side in the fight in progress, or -1.
func (g *Game) duellist(seat int) int {
	switch int8(seat) {
	case g.f.attacker:
		return Attacker
	case g.f.defender:
		return Defender
	}
	return -1
}

// Evaluate estimates each seat's chance to win from its Terms through a
// softmax over the players still in the race (a tourist can no longer
// win).
func (g *Game) Evaluate() []float64 {
	n := int(g.seats)
	out := make([]float64, n)
	if g.phase == phOver {
		out[g.winner] = 1
		return out
	}
	c := g.contest()
	var score [MaxSeats]float64
	best := math.Inf(-1)
	for s := range n {
		if !g.InRace(s) {
			continue
		}
		score[s] = g.terms(s, c).Score()
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
