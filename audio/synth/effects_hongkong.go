package synth

import "math"

// The effects of Hong Kong.

// blockOnWood: a small wooden block dropped on the wooden board: a round,
// low knock with a short bounce.
func blockOnWood() []float64 {
	buf := make([]float64, samples(0.35))
	hit := func(off int, g float64) {
		noiseHit(buf, off, 0.5*g, 0.0005, 0.0015, 2500, 0.6, 11)
		addModes(buf, off, g, []mode{
			{140, 0.55, 0.16}, {236, 0.45, 0.12}, {392, 0.35, 0.09}, {611, 0.3, 0.06}, // the board
			{830, 0.35, 0.045}, {1340, 0.22, 0.03}, {2210, 0.12, 0.018}, {3350, 0.06, 0.01}, // the block
		})
	}
	hit(0, 1)
	hit(samples(0.041), 0.22)
	hit(samples(0.066), 0.07)
	return buf
}

// blockOnBlocks: a block set on other blocks: a drier, higher wood-on-wood
// clack.
func blockOnBlocks() []float64 {
	buf := make([]float64, samples(0.28))
	hit := func(off int, g float64) {
		noiseHit(buf, off, 0.6*g, 0.0004, 0.0012, 4200, 0.7, 12)
		addModes(buf, off, g, []mode{
			{188, 0.18, 0.07},
			{780, 0.5, 0.05}, {1185, 0.45, 0.042}, {1730, 0.3, 0.03}, {2660, 0.18, 0.018}, {3920, 0.1, 0.01},
		})
	}
	hit(0, 1)
	hit(samples(0.027), 0.18)
	return buf
}

// roofClack: a lacquered roof snapped onto a building: a bright, hollow
// double clack as both eaves touch.
func roofClack() []float64 {
	buf := make([]float64, samples(0.3))
	hit := func(off int, g float64, seed uint64) {
		noiseHit(buf, off, 0.7*g, 0.0003, 0.001, 6000, 0.8, seed)
		addModes(buf, off, g, []mode{
			{955, 0.5, 0.07}, {1460, 0.45, 0.055}, {2310, 0.35, 0.035}, {3720, 0.22, 0.02}, {5230, 0.12, 0.012},
		})
	}
	hit(0, 1, 13)
	hit(samples(0.014), 0.75, 14)
	hit(samples(0.052), 0.12, 15)
	return buf
}

// capture: an opponent's block is taken: a quick airy swish and two bright
// plucked notes rising a fourth (E6, A6).
func capture() []float64 {
	buf := make([]float64, samples(1.0))
	rng := newNoise(21)
	var f svf
	n := samples(0.22)
	for i := 0; i < n; i++ {
		t := float64(i) / Rate
		if i%ctlStep == 0 {
			f.set(700*math.Pow(5, t/0.22), 2)
		}
		_, band := f.tick(rng.white())
		buf[i] += 0.35 * band * math.Sin(math.Pi*t/0.22)
	}
	harp := pluck{bright: 0.6, t60: 1.2, damp: 0.5, pickAt: 0.13}
	buf = mixGen(buf, harp.start(mtof(88), 0.6, 22), samples(0.13), 0.8)
	buf = mixGen(buf, harp.start(mtof(93), 0.6, 23), samples(0.25), 0.9)
	return buf
}
