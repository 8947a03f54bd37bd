package synth

// The effects of Chinatown.

// coin is one metal coin striking others: the modes of a thin disc, bright
// and briefly ringing.
func coin(buf []float64, off int, g, f float64, seed uint64) {
	noiseHit(buf, off, 0.3*g, 0.0002, 0.0005, 9000, 0.8, seed)
	addModes(buf, off, g, []mode{
		{f, 0.5, 0.3}, {f * 1.73, 0.45, 0.22}, {f * 2.33, 0.3, 0.16}, {f * 2.96, 0.2, 0.1}, {f * 3.91, 0.12, 0.07},
	})
}

// coins: a few coins dropped in a pile, one after another.
func coins() []float64 {
	buf := make([]float64, samples(0.75))
	hits := []struct{ t, g, f float64 }{
		{0, 1, 3630}, {0.055, 0.7, 4110}, {0.12, 0.85, 3890}, {0.175, 0.45, 4420}, {0.26, 0.3, 3740},
	}
	for i, h := range hits {
		coin(buf, samples(h.t), h.g, h.f, uint64(120+i))
	}
	addModes(buf, 0, 0.2, []mode{{190, 0.5, 0.06}, {420, 0.3, 0.04}})
	return buf
}

// card: a card dealt onto the table: a quick papery flick and a soft landing.
func card() []float64 {
	buf := make([]float64, samples(0.18))
	noiseHit(buf, 0, 0.8, 0.003, 0.012, 3200, 0.5, 131)
	noiseHit(buf, samples(0.045), 0.35, 0.001, 0.006, 1400, 0.6, 132)
	addModes(buf, samples(0.045), 0.2, []mode{{230, 0.4, 0.03}, {520, 0.3, 0.02}})
	return buf
}

// dealStruck: a handshake deal sealed with a cash register: a mechanical
// clunk, then the bell's ding and a sprinkle of coins.
func dealStruck() []float64 {
	buf := make([]float64, samples(1.25))
	noiseHit(buf, 0, 0.4, 0.0005, 0.002, 1500, 0.6, 141)
	addModes(buf, 0, 0.9, []mode{{120, 0.6, 0.09}, {340, 0.4, 0.06}, {910, 0.3, 0.03}})
	noiseHit(buf, samples(0.06), 0.4, 0.0003, 0.001, 4000, 0.8, 142)
	addModes(buf, samples(0.06), 0.5, []mode{{1650, 0.4, 0.03}, {2900, 0.3, 0.02}})
	bellAt := samples(0.13)
	addModes(buf, bellAt, 1, []mode{
		{2093, 0.6, 0.9}, {2101, 0.4, 0.85}, // beating pair: a real bell's shimmer
		{4186 * 1.01, 0.25, 0.5}, {5370, 0.15, 0.35}, {1046, 0.2, 0.7},
	})
	noiseHit(buf, bellAt, 0.3, 0.0002, 0.0005, 8000, 0.8, 143)
	coin(buf, samples(0.3), 0.35, 4150, 144)
	coin(buf, samples(0.37), 0.25, 3760, 145)
	return buf
}
