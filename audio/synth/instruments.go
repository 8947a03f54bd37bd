package synth

import "math"

// A note rendered by an instrument is a mono []float64 that starts at the
// note's onset and includes its release tail. Instruments shape their own
// attack and release so that no note starts or ends with a click.

// env is a linear-attack, exponential-decay, sustain, release envelope.
type env struct {
	attack  float64 // seconds
	decay   float64 // seconds to fall from 1 to sustain (time constant)
	sustain float64 // level 0..1
	release float64 // seconds (time constant of the fall after note-off)
}

// at returns the envelope level at time t of a note held for hold seconds.
func (e env) at(t, hold float64) float64 {
	level := func(t float64) float64 {
		if t < e.attack {
			x := t / e.attack
			return x * x * (3 - 2*x) // smoothstep: no corner at the start
		}
		if e.decay <= 0 {
			return 1
		}
		return e.sustain + (1-e.sustain)*math.Exp(-(t-e.attack)/e.decay)
	}
	if t < hold {
		return level(t)
	}
	l := level(hold)
	if e.release <= 0 {
		return 0
	}
	return l * math.Exp(-(t-hold)/e.release)
}

// length is how long a note held for hold seconds sounds, release included
// (down to about -48 dB, where its last 30 ms fade it to zero).
func (e env) length(hold float64) float64 { return hold + 5.5*e.release }

// pluck is a Karplus-Strong plucked string: guzheng, guitar, harp and bass.
type pluck struct {
	bright float64 // 0..1: brightness of the pick
	t60    float64 // seconds for the fundamental to fall by 60 dB
	damp   float64 // seconds of the damped release after note-off
	pickAt float64 // pick position 0..0.5 (a comb on the excitation)
	drive  float64 // soft saturation, 0 for none
}

func (p pluck) render(freq, hold float64, seed uint64) []float64 {
	return drain(p.start(freq, hold, seed))
}

// start makes a plucked note a frame at a time (see gen): the string is a
// delay line one period long.
func (p pluck) start(freq, hold float64, seed uint64) gen {
	period := Rate / freq
	nInt := int(period - 0.6)
	if nInt < 2 {
		nInt = 2
	}
	d := period - 0.5 - float64(nInt) // fractional delay for the all-pass
	c := (1 - d) / (1 + d)
	line := make([]float64, nInt)
	rng := newNoise(seed)
	// Two poles: a dark pick (a bass) keeps little of the noise's top end.
	fc := 200 + 12000*p.bright*p.bright
	lp1, lp2 := newOnePole(fc), newOnePole(fc)
	for i := range line {
		line[i] = lp2.process(lp1.process(rng.white()))
	}
	// The pick position removes harmonics that have a node there.
	if p.pickAt > 0 {
		k := int(p.pickAt * float64(nInt))
		tmp := append([]float64(nil), line...)
		for i := range line {
			line[i] = tmp[i] - tmp[(i+nInt-k)%nInt]
		}
	}
	// Remove the offset and set the pick's strength to unit RMS, so that a
	// dark pluck is as loud as a bright one.
	var mean, energy float64
	for _, v := range line {
		mean += v
	}
	mean /= float64(nInt)
	for i := range line {
		line[i] -= mean
		energy += line[i] * line[i]
	}
	if energy > 0 {
		g := 1 / math.Sqrt(energy/float64(nInt))
		for i := range line {
			line[i] *= g * 0.5
		}
	}
	// The two-point loop filter alone would damp high notes far faster than
	// t60 asks; weaken it (s < 1/2) until it takes at most 70% of the decay,
	// and let the loss factor supply the rest.
	w := twoPi * freq / Rate
	want := math.Pow(0.001, 1/(freq*p.t60))
	s := 0.5
	if q := (1 - math.Pow(want, 1.4)) / (2 * (1 - math.Cos(w))); q < 0.25 {
		s = (1 - math.Sqrt(1-4*q)) / 2
	}
	h := math.Sqrt(1 - 2*s*(1-s)*(1-math.Cos(w)))
	loss := math.Min(want/h, 0.99999)
	dampLoss := math.Min(math.Pow(0.001, 1/(freq*math.Max(p.damp, 0.02)))/h, loss)
	total := samples(hold + p.damp*1.2 + 0.01)
	holdN := samples(hold)
	var prev, apX1, apY1 float64
	idx := 0
	// A small amp: soft saturation, then the speaker cabinet's roll-off.
	cab1, cab2 := lowpass(4200, 0.7), lowpass(4200, 0.7)
	// A very short fade-in keeps the pick crisp but click-free.
	fi, fo := min(samples(0.0015), total), min(samples(0.006), total)
	var hp dcBlock
	return &frameGen{n: total, f: func(i int) float64 {
		x := line[idx]
		l := loss
		if i >= holdN {
			l = dampLoss
		}
		v := l * ((1-s)*x + s*prev)
		prev = x
		// First-order all-pass for the fractional part of the period.
		y := c*v + apX1 - c*apY1
		apX1, apY1 = v, y
		line[idx] = y
		idx++
		if idx == nInt {
			idx = 0
		}
		if p.drive > 0 {
			x = cab2.process(cab1.process(softClip(x*p.drive) / p.drive))
		}
		return hp.process(edges(x, i, total, fi, fo))
	}}
}

// bell is a struck bar or bell: vibraphone, celesta, music box, temple bell,
// gong. Partials are ratios of the note's frequency.
type bell struct {
	partials []mode // freq is a ratio, decay in seconds
	mallet   float64
	tremolo  float64 // depth of the vibraphone's motor tremolo, 0 for none
	damp     float64 // seconds: damper after note-off, 0 to let it ring
}

func (b bell) render(freq, hold float64, seed uint64) []float64 {
	return drain(b.start(freq, hold, seed))
}

// bellGen makes a bell's note a frame at a time (see gen): each frame is
// the sum of its modes, each a two-term recursion, then the mallet, the
// tremolo, the damper and the edges' fades, in that order.
type bellGen struct {
	b          bell
	modes      []bellMode
	rng        *noise
	lp         *onePole
	n, i       int
	hold, mall int // the damper's first frame; the mallet's frames
	k, c       float64
	fi, fo     int
}

// bellMode is one mode's recursion (see addModes).
type bellMode struct {
	c1, c2, y1, y2, a float64
	n                 int
}

func (b bell) start(freq, hold float64, seed uint64) gen {
	longest := 0.0
	for _, m := range b.partials {
		longest = math.Max(longest, m.decay)
	}
	dur := longest * 1.05
	if b.damp > 0 {
		dur = math.Min(dur, hold+b.damp*1.2)
	}
	n := samples(dur) + 1
	g := &bellGen{b: b, n: n, rng: newNoise(seed), lp: newOnePole(3000), mall: samples(0.004),
		hold: samples(hold), k: 1, c: decayCoef(b.damp), fi: min(samples(0.0008), n), fo: min(samples(0.01), n)}
	for _, p := range b.partials {
		g.modes = addMode(g.modes, mode{freq: freq * p.freq, amp: p.amp, decay: p.decay}, n)
	}
	return g
}

// addMode appends mode m's recursion for a sound of n frames (as addModes
// makes it) to ms.
func addMode(ms []bellMode, m mode, n int) []bellMode {
	if m.freq >= Rate*0.45 || m.amp == 0 || m.decay <= 0 {
		return ms
	}
	w := twoPi * m.freq / Rate
	r := decayCoef(m.decay)
	return append(ms, bellMode{c1: 2 * r * math.Cos(w), c2: r * r,
		y1: -math.Sin(w) / r, y2: -math.Sin(2*w) / (r * r), a: 1 * m.amp,
		n: min(n, samples(m.decay*1.1)+1)})
}

// sumModes is frame i of the modes (frames are made in turn).
func sumModes(ms []bellMode, i int) float64 {
	var x float64
	for k := range ms {
		m := &ms[k]
		if i >= m.n {
			continue
		}
		y := m.c1*m.y1 - m.c2*m.y2
		m.y2, m.y1 = m.y1, y
		x += m.a * y
	}
	return x
}

func (g *bellGen) frames() int { return g.n }

func (g *bellGen) next() float64 {
	i, b := g.i, g.b
	g.i++
	x := sumModes(g.modes, i)
	if b.mallet > 0 && i < g.mall {
		x += b.mallet * g.lp.process(g.rng.white()) * (1 - float64(i)/float64(g.mall))
	}
	if b.tremolo > 0 {
		t := float64(i) / Rate
		x *= 1 - b.tremolo*(0.5-0.5*math.Cos(twoPi*5.2*t))
	}
	if b.damp > 0 && i >= g.hold {
		x *= g.k
		g.k *= g.c
	}
	return edges(x, i, g.n, g.fi, g.fo)
}

// brass is a pair of detuned band-limited saws through a low-pass filter that
// opens with the attack: horns, trumpet, trombone.
type brass struct {
	env      env
	cutoff   float64 // Hz at rest
	open     float64 // extra Hz at the attack peak
	vibrato  float64 // depth in semitones, after vibDelay
	vibDelay float64
	scoop    float64 // semitones below the note at the start
	mute     float64 // 0..1: a "wah" mute that closes after the attack
}

func (b brass) render(freq, hold float64, seed uint64) []float64 {
	return drain(b.start(freq, hold, seed))
}

// start makes a brass note a frame at a time (see gen). Brass is computed
// at half the rate and interpolated up (see upGen): its filter seldom opens
// past 4 kHz, and the fanfares are long.
func (b brass) start(freq, hold float64, seed uint64) gen {
	n := samples(b.env.length(hold))
	var s1, s2 saw
	rng := newNoise(seed)
	s1.phase, s2.phase = rng.unit(), rng.unit()
	// Times are doubled because every step covers two frames.
	amp := newRamp(func(t float64) float64 { return b.env.at(2*t, hold) })
	fr := newRamp(func(t float64) float64 {
		t *= 2
		pitch := 0.0
		if b.scoop > 0 {
			pitch -= b.scoop * math.Exp(-t/0.035)
		}
		if b.vibrato > 0 && t > b.vibDelay {
			ramp := math.Min(1, (t-b.vibDelay)/0.3)
			pitch += b.vibrato * ramp * math.Sin(twoPi*5.3*(t-b.vibDelay))
		}
		return 2 * freq * math.Pow(2, pitch/12)
	})
	var f svf
	return &upGen{n: n, half: n/2 + 3, fo: min(samples(0.03), n), low: func(i int) float64 {
		a, r := amp.next(), fr.next()
		if i%ctlStep == 0 {
			t := 2 * float64(i) / Rate
			fc := b.cutoff + b.open*a*math.Exp(-t/0.25)
			if b.mute > 0 {
				fc *= 1 - b.mute*(1-math.Exp(-t/0.12))*0.8
			}
			f.set(2*math.Max(fc, freq*1.2), 0.9)
		}
		x := 0.5 * (s1.next(r*1.003) + s2.next(r*0.997))
		lo, _ := f.tick(x)
		return lo * a
	}}
}

// upGen makes a note computed at half the rate a frame at a time: even
// frames are the half-rate samples, odd frames the 4-point midpoint (-1, 9,
// 9, -1)/16, whose mirror images sit about 40 dB down, above the sounds
// that use it. low makes half-rate sample k (0..half-1), each in turn; buf
// holds the last four, buf[k%4] for k in made-4..made-1. The last fo frames
// fade out, so that an exponential tail ends at exactly zero.
type upGen struct {
	low         func(k int) float64
	n, half, fo int
	i, made     int
	buf         [4]float64
}

func (g *upGen) frames() int { return g.n }

func (g *upGen) next() float64 {
	i := g.i
	g.i++
	j := i / 2
	for ; g.made < j+3; g.made++ {
		v := 0.0
		if g.made < g.half {
			v = g.low(g.made)
		}
		g.buf[g.made%4] = v
	}
	at := func(k int) float64 {
		if k < 0 {
			return 0
		}
		return g.buf[k%4]
	}
	x := at(j)
	if i%2 == 1 {
		x = (9*(at(j)+at(j+1)) - at(j-1) - at(j+2)) / 16
	}
	return edges(x, i, g.n, 0, g.fo)
}

// pad is a slow, warm chord voice of three detuned saws, filtered.
type pad struct {
	env    env
	cutoff float64
	detune float64 // cents
}

func (p pad) render(freq, hold float64, seed uint64) []float64 {
	return drain(p.start(freq, hold, seed))
}

// start makes a pad's note a frame at a time (see gen). A pad is dark (its
// filter closes above about 1 kHz), so it is computed at half the rate and
// interpolated up (see upGen): half the cost, and what the interpolation
// mirrors lands far above it, far down.
func (p pad) start(freq, hold float64, seed uint64) gen {
	n := samples(p.env.length(hold))
	var o [3]saw
	rng := newNoise(seed)
	for i := range o {
		o[i].phase = rng.unit()
	}
	ratio := math.Pow(2, p.detune/1200)
	// Frequencies are doubled because every step covers two frames.
	fr := [3]float64{2 * freq, 2 * freq * ratio, 2 * freq / ratio}
	amp := newRamp(func(t float64) float64 { return p.env.at(2*t, hold) })
	var f svf
	return &upGen{n: n, half: n/2 + 2, fo: min(samples(0.03), n), low: func(i int) float64 {
		if i%ctlStep == 0 {
			t := 2 * float64(i) / Rate
			f.set(2*p.cutoff*(1+0.15*math.Sin(twoPi*0.2*t)), 0.7)
		}
		x := (o[0].next(fr[0]) + o[1].next(fr[1]) + o[2].next(fr[2])) / 3
		lo, _ := f.tick(x)
		return lo * amp.next()
	}}
}

// flute is a breathy wind voice (dizi, xiao): a few harmonics, breath noise
// and a vibrato that comes in after the attack.
type flute struct {
	env      env
	harm     []float64 // amplitudes of harmonics 1, 2, 3...
	breath   float64
	vibrato  float64 // semitones
	vibDelay float64
	buzz     float64 // the dizi's membrane: a nasal buzz on the upper harmonics
}

func (fl flute) render(freq, hold float64, seed uint64) []float64 {
	return drain(fl.start(freq, hold, seed))
}

// start makes a flute's note a frame at a time (see gen).
func (fl flute) start(freq, hold float64, seed uint64) gen {
	n := samples(fl.env.length(hold))
	rng := newNoise(seed)
	bp := bandpass(freq*2, 1.5)
	amp := newRamp(func(t float64) float64 { return fl.env.at(t, hold) })
	chiff := newRamp(func(t float64) float64 { return 0.4 + 1.6*math.Exp(-t/0.05) })
	inc := newRamp(func(t float64) float64 {
		pitch := 0.0
		if t > fl.vibDelay {
			ramp := math.Min(1, (t-fl.vibDelay)/0.25)
			pitch = fl.vibrato * ramp * math.Sin(twoPi*5.0*(t-fl.vibDelay))
		}
		return freq * math.Pow(2, pitch/12) / Rate
	})
	nh := 0
	for h := range fl.harm {
		if freq*float64(h+1) < Rate*0.45 {
			nh = h + 1
		}
	}
	phase := 0.0
	return &frameGen{n: n, fo: min(samples(0.03), n), f: func(int) float64 {
		phase += inc.next()
		phase -= math.Floor(phase)
		// Harmonics by the angle-sum recursion: sin((h+1)x) from sin and cos.
		s1, c1 := fsin(phase), fsin(phase+0.25)
		sh, ch := s1, c1
		var x float64
		for h := 0; h < nh; h++ {
			x += fl.harm[h] * sh
			sh, ch = sh*c1+ch*s1, ch*c1-sh*s1
		}
		if fl.buzz > 0 {
			s3 := fsin(phase * 3)
			x += fl.buzz * softClip(3*s3) * (0.6 + 0.4*rng.unit())
		}
		x += fl.breath * bp.process(rng.white()) * chiff.next()
		return x * amp.next()
	}}
}

// frameGen makes a note a frame at a time by f (see gen), with fadeEdges's
// fades of fi frames in and fo out; or plays buf, a whole sound.
type frameGen struct {
	buf    []float64
	f      func(i int) float64
	n, i   int
	fi, fo int
}

func (g *frameGen) frames() int { return g.n }

func (g *frameGen) next() float64 {
	i := g.i
	g.i++
	return edges(g.f(i), i, g.n, g.fi, g.fo)
}

// bowed is a two-string fiddle (erhu): a bowed sawtooth through the nasal
// formants of its snake-skin resonator, sliding into each note, with a slow
// vibrato and a little bow noise.
type bowed struct {
	env      env
	scoop    float64 // semitones below the note at the start of the slide
	vibrato  float64 // semitones
	vibDelay float64
}

func (b bowed) render(freq, hold float64, seed uint64) []float64 {
	return drain(b.start(freq, hold, seed))
}

// start makes a fiddle's note a frame at a time (see gen).
func (b bowed) start(freq, hold float64, seed uint64) gen {
	n := samples(b.env.length(hold))
	rng := newNoise(seed)
	amp := newRamp(func(t float64) float64 { return b.env.at(t, hold) })
	inc := newRamp(func(t float64) float64 {
		pitch := -b.scoop * math.Exp(-t/0.045)
		if t > b.vibDelay {
			ramp := math.Min(1, (t-b.vibDelay)/0.3)
			pitch += b.vibrato * ramp * math.Sin(twoPi*5.6*(t-b.vibDelay))
		}
		return freq * math.Pow(2, pitch/12)
	})
	var osc saw
	osc.phase = rng.unit()
	f1, f2, f3 := bandpass(850, 1.6), bandpass(1900, 2.5), bandpass(3300, 3)
	body := lowpass(4500, 0.7)
	bowNoise := bandpass(2800, 1.2)
	return &frameGen{n: n, fo: min(samples(0.03), n), f: func(int) float64 {
		x := osc.next(inc.next())
		y := 1.0*f1.process(x) + 0.7*f2.process(x) + 0.35*f3.process(x) + 0.25*x
		y += 0.12 * bowNoise.process(rng.white())
		return body.process(y) * amp.next()
	}}
}

// epiano is a tine electric piano made by frequency modulation: bright and
// bell-like at the strike, mellow as it sustains.
type epiano struct {
	env   env
	index float64 // modulation index at the strike
	tine  float64 // level of the high, quickly fading tine partial
}

func (p epiano) render(freq, hold float64, seed uint64) []float64 {
	return drain(p.start(freq, hold, seed))
}

// start makes an electric piano's note a frame at a time (see gen).
func (p epiano) start(freq, hold float64, _ uint64) gen {
	n := samples(p.env.length(hold))
	// Higher notes fade sooner, as on the real instrument.
	fade := 1.8 * math.Pow(220/freq, 0.5)
	amp := newRamp(func(t float64) float64 { return p.env.at(t, hold) * math.Exp(-t/fade) })
	idx := newRamp(func(t float64) float64 { return 0.25 + p.index*math.Exp(-t/0.35) })
	tine := newRamp(func(t float64) float64 { return p.tine * math.Exp(-t/0.06) })
	w := freq / Rate
	wt := math.Min(freq*7.1, Rate*0.4) / Rate
	return &frameGen{n: n, fi: min(samples(0.001), n), fo: min(samples(0.004), n), f: func(i int) float64 {
		ph := w * float64(i)
		mod := idx.next() * fsin(ph) / twoPi
		return (fsin(ph+mod) + tine.next()*fsin(wt*float64(i))) * amp.next()
	}}
}

// Bell presets.
var (
	vibraphone = bell{partials: []mode{{1, 1, 2.6}, {3.98, 0.18, 0.7}, {9.9, 0.04, 0.18}}, mallet: 0.03, tremolo: 0.28, damp: 0.35}
	celesta    = bell{partials: []mode{{1, 1, 2.2}, {2.0, 0.2, 0.7}, {3.0, 0.08, 0.4}, {6.27, 0.08, 0.15}}, mallet: 0.05}
	templeBell = bell{partials: []mode{
		{0.5, 0.5, 7}, {1, 0.8, 5}, {1.19, 0.45, 3.5}, {1.5, 0.3, 3}, {2, 0.4, 2.6}, {2.51, 0.15, 1.8}, {2.66, 0.18, 1.6}, {3.01, 0.1, 1.2}, {4.07, 0.06, 0.8},
	}, mallet: 0.05}
	chime = bell{partials: []mode{{1, 1, 1.8}, {2.76, 0.3, 0.6}, {5.4, 0.1, 0.25}}, mallet: 0.02}
)

// gen makes a note's sound a frame at a time, so that a stream holds only
// its state, not the note: a pad's chord lasts bars and its release seconds
// more, and held whole the Hong theme's pad and drone took 26 MB. A
// note rendered whole and a gen's frames are the same to the bit.
type gen interface {
	frames() int
	next() float64
}

// whole makes a whole sound a gen.
func whole(buf []float64) gen {
	return &frameGen{buf: buf, n: len(buf), f: func(i int) float64 { return buf[i] }}
}

// drain renders a gen's note whole.
func drain(g gen) []float64 {
	out := make([]float64, g.frames())
	for i := range out {
		out[i] = g.next()
	}
	return out
}

// edges applies fadeEdges's fades (fi frames in, fo out) to frame i of n,
// as fadeEdges does to a whole note.
func edges(x float64, i, n, fi, fo int) float64 {
	if i < fi {
		x *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(fi))
	}
	if k := n - 1 - i; k < fo {
		x *= 0.5 - 0.5*math.Cos(math.Pi*float64(k)/float64(fo))
	}
	return x
}
