package synth

import "math"

// The effects of the interface.

// tap: a button pressed: a soft, short wooden pop.
func tap() []float64 {
	buf := make([]float64, samples(0.07))
	phase := 0.0
	for i := range buf {
		t := float64(i) / Rate
		f := 620 + 500*math.Exp(-t/0.006)
		phase += f / Rate
		buf[i] = math.Sin(twoPi*phase) * math.Exp(-t/0.012)
	}
	noiseHit(buf, 0, 0.15, 0.0003, 0.0007, 4000, 0.7, 151)
	return buf
}

// winFanfare: a bright brass fanfare: a triplet pickup into a held C-major
// chord over a timpani, with a sparkle of bells on top.
func winFanfare() []float64 {
	buf := make([]float64, samples(2.7))
	horn := brass{env: env{attack: 0.025, decay: 0.15, sustain: 0.85, release: 0.06}, cutoff: 900, open: 3200, scoop: 0.3}
	long := brass{env: env{attack: 0.04, decay: 0.4, sustain: 0.75, release: 0.22}, cutoff: 900, open: 2800, scoop: 0.3,
		vibrato: 0.12, vibDelay: 0.35}
	trip := 0.11
	pick := []float64{67, 67, 67}
	for i, n := range pick {
		buf = mixGen(buf, horn.start(mtof(n), trip*0.75, uint64(160+i)), samples(trip*float64(i)), 0.5)
		buf = mixGen(buf, horn.start(mtof(n-5), trip*0.75, uint64(165+i)), samples(trip*float64(i)), 0.3)
	}
	at := samples(3 * trip)
	for i, n := range []float64{72, 67, 64, 60, 48} {
		g := 0.45
		if i == 0 {
			g = 0.55
		}
		buf = mixGen(buf, long.start(mtof(n), 1.4, uint64(170+i)), at, g)
	}
	buf = mixGen(buf, taikoGen(49, 1.2, 180), at, 0.6)
	celesta := bell{partials: []mode{{1, 1, 1.2}, {2, 0.3, 0.5}, {4.01, 0.1, 0.2}}, mallet: 0.1}
	for i, n := range []float64{84, 88, 91, 96} {
		buf = mixGen(buf, celesta.start(mtof(n), 0.1, uint64(190+i)), at+samples(0.45+0.07*float64(i)), 0.18)
	}
	return buf
}

// lossCue: a game lost: a gentle, sympathetic fall of a minor triad on a soft
// flute over a low A, not a mockery.
func lossCue() []float64 {
	buf := make([]float64, samples(2.2))
	soft := flute{env: env{attack: 0.06, decay: 0.3, sustain: 0.7, release: 0.18}, harm: []float64{1, 0.25, 0.08},
		breath: 0.05, vibrato: 0.08, vibDelay: 0.2}
	notes := []float64{76, 72, 69}
	for i, n := range notes {
		hold := 0.34
		if i == 2 {
			hold = 0.9
		}
		buf = mixGen(buf, soft.start(mtof(n), hold, uint64(200+i)), samples(0.38*float64(i)), 0.6)
	}
	warm := pad{env: env{attack: 0.25, decay: 0, sustain: 1, release: 0.22}, cutoff: 700, detune: 6}
	buf = mixGen(buf, warm.start(mtof(45), 1.1, 210), samples(0.7), 0.45)
	buf = mixGen(buf, warm.start(mtof(52), 1.1, 211), samples(0.7), 0.3)
	return buf
}
