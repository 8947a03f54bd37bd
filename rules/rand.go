package rules

import (
	"math/bits"
	"math/rand/v2"
	"slices"
)

// Rand is the seeded chance generator a game carries in its state. It is a
// plain value (a PCG), so cloning a game copies its future dice too, and a
// record's seed replays every roll. Never use the global generator in rules.
type Rand struct {
	pcg rand.PCG
	// An online referee tapes the draws of a title whose chance is public
	// once drawn (Public), and its players' copies are given them, so that
	// they follow the game without its seed, which would tell the future.
	// The tape is appended to only through a full slice expression: a
	// game's clone copies the Rand by value and must never write into the
	// original's array.
	taping bool
	tape   []int
	given  []int
}

// NewRand returns a generator seeded from one number, as records store it.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Clone returns an independent copy that will produce the same sequence.
func (r *Rand) Clone() *Rand {
	c := *r
	return &c
}

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform number in [0, n). It panics if n <= 0, which in the
// rules is always a bug: callers pick from lists they know are not empty.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("rules: IntN of a non-positive bound")
	}
	v := r.given1(n)
	if v < 0 {
		v = r.intN(n)
	}
	if r.taping {
		r.tape = append(r.tape[:len(r.tape):len(r.tape)], v)
	}
	return v
}

// given1 takes the next given value, or -1 when none is left or it does
// not fit n: a copy given other draws than its game made has left that
// game, which its owner sees as events that differ, and it must not crash.
func (r *Rand) given1(n int) int {
	if len(r.given) == 0 {
		return -1
	}
	v := r.given[0]
	r.given = r.given[1:]
	if v < 0 || v >= n {
		return -1
	}
	return v
}

func (r *Rand) intN(n int) int {
	// Lemire's multiply-and-reject: unbiased and nearly division-free.
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Float64 returns a uniform number in [0, 1).
func (r *Rand) Float64() float64 {
	return float64(r.pcg.Uint64()<<11>>11) / (1 << 53)
}

// Die rolls one six-sided die.
func (r *Rand) Die() int { return 1 + r.IntN(6) }

// Shuffle permutes n items in place with Fisher-Yates through swap.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// StartTape begins keeping the result of every IntN (and so every die and
// shuffle step) from now on.
func (r *Rand) StartTape() { r.taping, r.tape = true, nil }

// StopTape ends the tape and returns what it kept.
func (r *Rand) StopTape() []int {
	t := r.tape
	r.taping, r.tape = false, nil
	return t
}

// Give makes the next IntN calls return values, in order, before the
// generator draws again, replacing any given before and left unused: a copy
// of a game that was taped elsewhere follows it.
func (r *Rand) Give(values ...int) { r.given = slices.Clone(values) }

// ApplyTaped plays m on g and returns, besides its events, the draws it
// made where the title's chance is public (PublicChance): what an online
// referee sends with the move.
func ApplyTaped(g Game, m Move) ([]Event, []int, error) {
	pc, ok := g.(PublicChance)
	if !ok {
		events, err := g.Apply(m)
		return events, nil, err
	}
	pc.Chance().StartTape()
	events, err := g.Apply(m)
	draws := pc.Chance().StopTape()
	if err != nil {
		return nil, nil, err
	}
	return events, draws, nil
}

// ApplyGiven plays m on a player's copy of a game, giving it the draws the
// referee's copy made with m (ApplyTaped).
func ApplyGiven(g Game, m Move, draws []int) ([]Event, error) {
	if pc, ok := g.(PublicChance); ok {
		pc.Chance().Give(draws...)
	}
	return g.Apply(m)
}
