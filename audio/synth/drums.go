package synth

// The drums and percussion used by the themes and the effects.

// kick is a bass drum: a sine whose pitch falls, with a soft beater click.
func kick(f0, f1, decay float64, seed uint64) []float64 {
	n := samples(decay * 1.4)
	out := make([]float64, n)
	rng := newNoise(seed)
	lp := newOnePole(2500)
	phase := 0.0
	sweep, amp, click := newExpDecay(0.03), newExpDecay(decay/4), newExpDecay(0.004)
	for i := range out {
		f := f1 + (f0-f1)*sweep.next()
		phase += f / Rate
		out[i] = fsin(phase)*amp.next() + 0.25*lp.process(rng.white())*click.next()
	}
	fadeEdges(out, 0.0005, 0.01)
	return out
}

// snare is a tuned head plus bright noise of the wires.
func snare(tone, decay, wires float64, seed uint64) []float64 {
	n := samples(decay * 1.5)
	out := make([]float64, n)
	rng := newNoise(seed)
	hp := highpass(1800, 0.7)
	bp := bandpass(4500, 0.8)
	addModes(out, 0, 0.6, []mode{{tone, 1, decay * 0.5}, {tone * 1.6, 0.5, decay * 0.35}})
	fall := newExpDecay(decay / 5)
	for i := range out {
		w := bp.process(hp.process(rng.white()))
		out[i] += wires * w * fall.next()
	}
	fadeEdges(out, 0.0005, 0.01)
	return out
}

// hat is a hi-hat made the 808 way: six detuned square waves, high-passed.
func hat(decay float64, seed uint64) []float64 {
	n := samples(decay*1.3 + 0.005)
	out := make([]float64, n)
	freqs := [6]float64{205.3, 304.4, 369.6, 522.7, 540.0, 800.0}
	var osc [6]square
	rng := newNoise(seed)
	for i := range osc {
		osc[i].phase = rng.unit()
	}
	hp1, hp2 := highpass(7000, 0.7), highpass(7000, 0.7)
	fall := newExpDecay(decay / 5)
	for i := range out {
		var x float64
		for k := range osc {
			x += osc[k].next(freqs[k]*1.6, 0.5)
		}
		x = x/6 + 0.4*rng.white()
		out[i] = hp2.process(hp1.process(x)) * fall.next()
	}
	fadeEdges(out, 0.0005, 0.004)
	return out
}

// brush is a jazz brush: a soft swish of filtered noise, with an optional tap.
func brush(length, tap float64, seed uint64) []float64 {
	n := samples(length)
	out := make([]float64, n)
	rng := newNoise(seed)
	bp := bandpass(5200, 0.6)
	tapFall := newExpDecay(0.012)
	for i := range out {
		t := float64(i) / Rate
		x := bp.process(rng.white())
		sw := fsin(0.5*t/length) * 0.5
		out[i] = x * (sw + tap*tapFall.next())
	}
	fadeEdges(out, 0.002, 0.01)
	return out
}

// woodblock is a temple block or woodblock: two hollow modes and a click.
func woodblock(freq, decay float64, seed uint64) []float64 {
	out := make([]float64, samples(decay*1.2+0.01))
	addModes(out, 0, 1, []mode{{freq, 1, decay}, {freq * 2.57, 0.35, decay * 0.5}, {freq * 4.1, 0.12, decay * 0.3}})
	rng := newNoise(seed)
	for i := 0; i < samples(0.002); i++ {
		out[i] += 0.2 * rng.white()
	}
	fadeEdges(out, 0.0004, 0.005)
	return out
}

// taiko is a big barrel drum: a low head that bends down in pitch and a slap.
func taiko(freq, decay float64, seed uint64) []float64 {
	return drain(taikoGen(freq, decay, seed))
}

// taikoGen makes a taiko a frame at a time (see gen).
func taikoGen(freq, decay float64, seed uint64) gen {
	n := samples(decay * 1.2)
	rng := newNoise(seed)
	lp := lowpass(900, 0.7)
	phase := 0.0
	bend, amp, ring, slap := newExpDecay(0.05), newExpDecay(decay/5), newExpDecay(0.08), newExpDecay(0.015)
	return &frameGen{n: n, fi: min(samples(0.001), n), fo: min(samples(0.02), n), f: func(int) float64 {
		f := freq * (1 + 0.35*bend.next())
		phase += f / Rate
		a := amp.next()
		return fsin(phase)*a + 0.5*fsin(phase*1.52)*a*ring.next() + 0.5*lp.process(rng.white())*slap.next()
	}}
}

// gong is a tam-tam: a cloud of inharmonic partials that blooms after the hit.
func gong(freq, decay float64, seed uint64) []float64 {
	return drain(gongGen(freq, decay, seed))
}

// gongGen makes a gong a frame at a time (see gen): a long one rings for
// seconds, and its 24 modes took a step of 10 ms to make whole.
func gongGen(freq, decay float64, seed uint64) gen {
	n := samples(decay)
	rng := newNoise(seed)
	var modes []bellMode
	for k := 0; k < 24; k++ {
		r := 1 + float64(k)*0.37 + rng.between(-0.15, 0.15)
		r *= 1 + 0.04*float64(k)
		amp := 1 / (1 + 0.25*float64(k))
		modes = addMode(modes, mode{freq * r, amp, decay * rng.between(0.35, 0.9) / (1 + 0.05*float64(k))}, n)
	}
	// The shimmer of a tam-tam grows for a moment after the strike.
	hp := highpass(freq*6, 0.7)
	grow, fall := newExpDecay(0.25), newExpDecay(decay/3)
	return &frameGen{n: n, fi: min(samples(0.002), n), fo: min(samples(0.05), n), f: func(i int) float64 {
		x := sumModes(modes, i)
		bloom := (1 - grow.next()) * fall.next()
		return x + 0.15*hp.process(rng.white())*bloom
	}}
}
