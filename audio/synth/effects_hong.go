package synth

import "math"

// The effects of Hong.

// tilePlaced: a thick tile laid on the table: a soft, papery thock.
func tilePlaced() []float64 {
	buf := make([]float64, samples(0.25))
	noiseHit(buf, 0, 0.45, 0.0008, 0.003, 1800, 0.5, 31)
	addModes(buf, 0, 1, []mode{
		{165, 0.4, 0.08}, {318, 0.5, 0.06}, {760, 0.3, 0.035}, {1490, 0.15, 0.02}, {2400, 0.06, 0.01},
	})
	return buf
}

// tileRotated: a tile turned on the table: a short scrape ending in a light
// tick as it settles.
func tileRotated() []float64 {
	buf := make([]float64, samples(0.2))
	rng := newNoise(32)
	var f svf
	n := samples(0.11)
	for i := 0; i < n; i++ {
		t := float64(i) / Rate
		x := t / 0.11
		a := math.Sin(math.Pi*x) * (0.7 + 0.3*math.Sin(twoPi*38*t)) // the grain of the surface
		if i%ctlStep == 0 {
			f.set(1400+1400*x, 1.6)
		}
		_, band := f.tick(rng.white())
		buf[i] += 0.5 * a * band
	}
	addModes(buf, samples(0.105), 0.5, []mode{{1320, 0.5, 0.03}, {2650, 0.3, 0.018}, {4100, 0.1, 0.01}})
	return buf
}

// dragonRoar: a Great Dragon is summoned: a huge throat opens into a rough
// "aah" roar that swells, flutters and sinks, over a tam-tam.
func dragonRoar() []float64 {
	const length = 2.5
	n := samples(length)
	buf := make([]float64, n)
	rng := newNoise(41)
	// open is how wide the mouth is (0..1): it opens fast and closes slowly.
	open := func(t float64) float64 {
		o := math.Min(1, t/0.45)
		return o * o * (3 - 2*o) * math.Exp(-math.Max(0, t-1.25)/0.45)
	}
	amp := control(n, open)
	pitch := control(n, func(t float64) float64 {
		return 58 + 42*open(t) - 10*math.Max(0, t-1.4)
	})
	wob := newOnePole(28)
	flutterLP := newOnePole(35)
	var glottis, sub saw
	var f1, f2, f3 svf
	var body svf
	for i := range buf {
		if i%ctlStep == 0 {
			o := amp[i]
			f1.set(380+320*o, 4)
			f2.set(1000+350*o, 5)
			f3.set(2500, 6)
			body.set(600+2400*o, 0.8)
		}
		jitter := 1 + 2.5*wob.process(rng.white())
		fr := pitch[i] * jitter
		src := glottis.next(fr) + 0.6*sub.next(fr*0.5) + 0.9*rng.white()*amp[i]
		flutter := 1 + 7*flutterLP.process(rng.white()) // the roughness of a throat
		src *= flutter
		_, b1 := f1.tick(src)
		_, b2 := f2.tick(src)
		_, b3 := f3.tick(src)
		lo, _ := body.tick(src)
		v := 1.2*b1 + 0.8*b2 + 0.35*b3 + 0.5*lo
		buf[i] = softClip(1.6*v) * amp[i]
	}
	lp1, lp2 := lowpass(5000, 0.7), lowpass(5000, 0.7)
	for i, v := range buf {
		buf[i] = lp2.process(lp1.process(v))
	}
	buf = mixGen(buf, gongGen(55, 2.4, 42), 0, 0.55)
	fadeEdges(buf, 0.01, 0.3)
	return buf
}

// stonePlaced: a glazed stone set on the board: a crisp high click over a
// short knock of the board.
func stonePlaced() []float64 {
	buf := make([]float64, samples(0.2))
	noiseHit(buf, 0, 0.5, 0.0003, 0.0008, 5000, 0.7, 51)
	addModes(buf, 0, 1, []mode{
		{205, 0.25, 0.06}, {470, 0.2, 0.04},
		{2240, 0.5, 0.035}, {3890, 0.4, 0.022}, {5610, 0.25, 0.012}, {7300, 0.1, 0.007},
	})
	return buf
}

// stoneMoved: a stone slid to a new place: a short glide, then a softer click.
func stoneMoved() []float64 {
	buf := make([]float64, samples(0.3))
	rng := newNoise(52)
	bp := bandpass(2600, 1.0)
	n := samples(0.14)
	for i := 0; i < n; i++ {
		t := float64(i) / Rate
		a := math.Sin(math.Pi * t / 0.14)
		buf[i] += 0.3 * a * a * bp.process(rng.white())
	}
	off := samples(0.13)
	noiseHit(buf, off, 0.3, 0.0003, 0.0008, 5000, 0.7, 53)
	addModes(buf, off, 0.65, []mode{{2240, 0.5, 0.03}, {3890, 0.35, 0.02}, {5610, 0.2, 0.01}, {205, 0.2, 0.05}})
	return buf
}

// hongFormed: a Hong completes: two bright strikes of a small temple bell a
// fifth apart, the second answering the first, over a soft shimmer.
func hongFormed() []float64 {
	buf := make([]float64, samples(0.9))
	bellModes := func(f float64) []mode {
		return []mode{{f, 0.5, 0.7}, {f * 2.76, 0.25, 0.35}, {f * 5.4, 0.12, 0.18}, {f * 8.93, 0.05, 0.1}}
	}
	addModes(buf, 0, 0.55, bellModes(mtof(86)))
	addModes(buf, samples(0.11), 0.65, bellModes(mtof(93)))
	noiseHit(buf, 0, 0.08, 0.0005, 0.002, 7000, 0.6, 61)
	return buf
}
