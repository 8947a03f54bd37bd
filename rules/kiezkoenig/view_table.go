package kiezkoenig

import "math/bits"

// This file holds read-only accessors for the table scene. It changes no
// rule: everything here reads the state the rules keep.

// CarReach is how many spaces a Sports Car ride from space sp may go at
// most: five, and never past the next authority. It is 0 off a Sports Car.
func CarReach(sp int) int {
	if sp < 0 || sp >= len(board.track) || board.track[sp].Kind != CarSpace {
		return 0
	}
	return board.carRides[sp]
}

// Progress measures how near seat is to the win condition of the player
// count the game started with: have is how many of the need stakes of the
// nearest way to win the seat already owns (need is 18 for two rackets,
// 12 for a racket and a whole business of another, 9 for one racket).
func (g *Game) Progress(seat int) (have, need int) {
	return progress(int(g.seats), g.held[seat])
}

// ProgressOf is Progress for a set of stakes in a game of seats players: a
// table that shows a move's events one by one counts the stakes a player
// holds at that moment on screen, not after the move.
func ProgressOf(seats int, stakes []int) (have, need int) {
	var h uint64
	for _, s := range stakes {
		if s >= 0 && s < Stakes {
			h |= 1 << s
		}
	}
	return progress(seats, h)
}

func progress(seats int, h uint64) (have, need int) {
	missRacket := func(r int) int { return 9 - bits.OnesCount64(h&racketMask(r)) }
	missBusiness := func(b int) int { return 3 - bits.OnesCount64(h&businessMask(b)) }
	best := 1 << 30
	switch seats {
	case 2:
		need = 18
		for a := range Rackets {
			for b := a + 1; b < Rackets; b++ {
				best = min(best, missRacket(a)+missRacket(b))
			}
		}
	case 3:
		need = 12
		for r := range Rackets {
			for b := range Businesses {
				if b/3 != r {
					best = min(best, missRacket(r)+missBusiness(b))
				}
			}
		}
	default:
		need = 9
		for r := range Rackets {
			best = min(best, missRacket(r))
		}
	}
	return need - best, need
}
