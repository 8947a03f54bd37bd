package rules

import (
	"math/bits"
	"math/rand/v2"
)

// Rand is the seeded chance generator a game carries in its state. It is a
// plain value (a PCG), so cloning a game copies its future dice too, and a
// record's seed replays every roll. Never use the global generator in rules.
type Rand struct {
	pcg rand.PCG
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
