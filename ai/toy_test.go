package ai_test

import (
	"fmt"

	"quartet/rules"
)

// duel is a toy title for testing the search's honesty. Each player holds a
// secret card from 1 to 9, dealt from the seed. Seat 0 decides once:
//
//   - "fold" ends the game with a small sure reward (0.42);
//   - "call" wins iff seat 0's card beats seat 1's;
//   - "roll" rolls a die after the decision and wins on 4 or more.
//
// Knowing only its own card (5), seat 0 should call or roll (both even odds)
// rather than fold. A search that peeked at seat 1's card or at the coming
// die would fold in some deals and not in others.
type duel struct {
	cards  [2]int
	known  [2]bool // which cards the holder of this state may see
	rng    *rules.Rand
	result int // -1 until over; else the winner
	reward float64
	done   bool
}

type duelMove string

func (m duelMove) String() string { return string(m) }

func newDuel(mine, theirs int, seed uint64) *duel {
	return &duel{cards: [2]int{mine, theirs}, known: [2]bool{true, true}, rng: rules.NewRand(seed), result: -1}
}

func (d *duel) Title() string { return "duel" }
func (d *duel) Seats() int    { return 2 }
func (d *duel) ToMove() int {
	if d.done {
		return rules.NoSeat
	}
	return 0
}
func (d *duel) LegalMoves() []rules.Move {
	if d.done {
		return nil
	}
	return []rules.Move{duelMove("fold"), duelMove("call"), duelMove("roll")}
}
func (d *duel) ParseMove(s string) (rules.Move, error) {
	switch s {
	case "fold", "call", "roll":
		return duelMove(s), nil
	}
	return nil, fmt.Errorf("%q is not a duel move", s)
}
func (d *duel) Apply(m rules.Move) ([]rules.Event, error) {
	if d.done {
		return nil, rules.Illegal(m, "over")
	}
	switch m.String() {
	case "fold":
		d.reward = 0.42
	case "call":
		if d.cards[0] > d.cards[1] {
			d.reward = 1
		}
	case "roll":
		if d.rng.Die() >= 4 {
			d.reward = 1
		}
	default:
		return nil, rules.Illegal(m, "no such move")
	}
	d.done = true
	return nil, nil
}
func (d *duel) Clone() rules.Game {
	c := *d
	c.rng = d.rng.Clone()
	return &c
}
func (d *duel) Outcome() rules.Outcome {
	if !d.done {
		return rules.Ongoing()
	}
	return rules.Outcome{Over: true, Winner: rules.NoSeat, Reward: []float64{d.reward, 1 - d.reward}}
}
func (d *duel) View(seat int) rules.Game {
	c := d.Clone().(*duel)
	for s := range 2 {
		if s != seat {
			c.cards[s], c.known[s] = 0, false
		}
	}
	c.rng = rules.NewRand(0)
	return c
}
func (d *duel) Summary() map[string]any { return map[string]any{"cards": d.cards} }

// Determinize deals the unknown card from those the viewer does not hold,
// and reseeds the die.
func (d *duel) Determinize(r *rules.Rand) {
	for s := range 2 {
		if !d.known[s] {
			for {
				c := 1 + r.IntN(9)
				if c != d.cards[1-s] {
					d.cards[s] = c
					break
				}
			}
			d.known[s] = true
		}
	}
	d.rng = rules.NewRand(r.Uint64())
}
