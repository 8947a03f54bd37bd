package synth

import "math"

// biquad is an RBJ-cookbook second-order filter (direct form I).
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

func (f *biquad) set(b0, b1, b2, a0, a1, a2 float64) {
	f.b0, f.b1, f.b2, f.a1, f.a2 = b0/a0, b1/a0, b2/a0, a1/a0, a2/a0
}

func lowpass(fc, q float64) *biquad {
	f := &biquad{}
	f.setLowpass(fc, q)
	return f
}

func (f *biquad) setLowpass(fc, q float64) {
	w := twoPi * clampFreq(fc) / Rate
	cw, alpha := math.Cos(w), math.Sin(w)/(2*q)
	f.set((1-cw)/2, 1-cw, (1-cw)/2, 1+alpha, -2*cw, 1-alpha)
}

func highpass(fc, q float64) *biquad {
	f := &biquad{}
	w := twoPi * clampFreq(fc) / Rate
	cw, alpha := math.Cos(w), math.Sin(w)/(2*q)
	f.set((1+cw)/2, -(1 + cw), (1+cw)/2, 1+alpha, -2*cw, 1-alpha)
	return f
}

// bandpass has a peak gain of 1 at fc.
func bandpass(fc, q float64) *biquad {
	f := &biquad{}
	f.setBandpass(fc, q)
	return f
}

func (f *biquad) setBandpass(fc, q float64) {
	w := twoPi * clampFreq(fc) / Rate
	cw, alpha := math.Cos(w), math.Sin(w)/(2*q)
	f.set(alpha, 0, -alpha, 1+alpha, -2*cw, 1-alpha)
}

func (f *biquad) process(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

func clampFreq(fc float64) float64 {
	return math.Max(10, math.Min(fc, Rate*0.45))
}

// svf is a topology-preserving state-variable filter: it stays stable while
// its cutoff moves, which swept sounds (growls, wah, brass) need. Set the
// cutoff at control rate (every ctlStep samples), run it every sample.
type svf struct {
	ic1, ic2   float64
	a1, a2, a3 float64
	k          float64
}

func (f *svf) set(fc, q float64) {
	g := math.Tan(math.Pi * clampFreq(fc) / Rate)
	f.k = 1 / q
	f.a1 = 1 / (1 + g*(g+f.k))
	f.a2 = g * f.a1
	f.a3 = g * f.a2
}

// tick returns the low-pass and band-pass outputs.
func (f *svf) tick(x float64) (low, band float64) {
	v3 := x - f.ic2
	v1 := f.a1*f.ic1 + f.a2*v3
	v2 := f.ic2 + f.a2*f.ic1 + f.a3*v3
	f.ic1 = 2*v1 - f.ic1
	f.ic2 = 2*v2 - f.ic2
	return v2, v1
}

// ctlStep is the number of samples between updates of slowly moving
// parameters (envelopes, cutoffs, vibrato): 0.7 ms, far below what the ear
// can follow, and it keeps transcendental functions out of the inner loops.
const ctlStep = 32

// control evaluates f(t) every ctlStep samples over n samples and returns the
// values linearly interpolated to every sample.
func control(n int, f func(t float64) float64) []float64 {
	out := make([]float64, n)
	r := newRamp(f)
	for i := range out {
		out[i] = r.next()
	}
	return out
}

// ramp yields control's values a sample at a time.
type ramp struct {
	f             func(t float64) float64
	i             int
	prev, v, step float64
}

func newRamp(f func(t float64) float64) *ramp { return &ramp{f: f, prev: f(0)} }

func (r *ramp) next() float64 {
	if r.i%ctlStep == 0 {
		next := r.f(float64(r.i+ctlStep) / Rate)
		r.step = (next - r.prev) / ctlStep
		r.v, r.prev = r.prev, next
	}
	r.i++
	v := r.v
	r.v += r.step
	return v
}

// onePole is a gentle first-order low-pass.
type onePole struct{ a, y float64 }

func newOnePole(fc float64) *onePole {
	return &onePole{a: 1 - math.Exp(-twoPi*clampFreq(fc)/Rate)}
}

func (f *onePole) process(x float64) float64 {
	f.y += f.a * (x - f.y)
	return f.y
}

// dcBlock removes very low frequencies (a first-order high-pass near 20 Hz).
type dcBlock struct{ x1, y1 float64 }

func (d *dcBlock) process(x float64) float64 {
	y := x - d.x1 + 0.9971*d.y1
	d.x1, d.y1 = x, y
	return y
}

// polyBLEP removes the aliasing steps of naive saw and square waves.
func polyBLEP(t, dt float64) float64 {
	switch {
	case t < dt:
		t /= dt
		return t + t - t*t - 1
	case t > 1-dt:
		t = (t - 1) / dt
		return t*t + t + t + 1
	}
	return 0
}

// saw is a band-limited sawtooth oscillator.
type saw struct{ phase float64 }

func (o *saw) next(freq float64) float64 {
	dt := freq / Rate
	v := 2*o.phase - 1 - polyBLEP(o.phase, dt)
	o.phase += dt
	o.phase -= math.Floor(o.phase)
	return v
}

// square is a band-limited pulse oscillator with the given duty cycle.
type square struct{ phase float64 }

func (o *square) next(freq, duty float64) float64 {
	dt := freq / Rate
	v := 1.0
	if o.phase >= duty {
		v = -1
	}
	v += polyBLEP(o.phase, dt)
	t2 := o.phase - duty
	if t2 < 0 {
		t2++
	}
	v -= polyBLEP(t2, dt)
	o.phase += dt
	o.phase -= math.Floor(o.phase)
	return v
}

// mode is one resonance of a struck object: an exponentially decaying sine.
// Summing a few inharmonic modes (modal synthesis) gives wood, stone, metal and
// bells.
type mode struct {
	freq  float64 // Hz
	amp   float64
	decay float64 // seconds to fall by 60 dB
}

// addModes adds a struck body with the given modes to dst from frame off on.
// Each mode is computed by a two-term recursion (one multiply-add per sample)
// and starts at phase zero, so the strike itself starts from silence.
func addModes(dst []float64, off int, gain float64, modes []mode) {
	for _, m := range modes {
		if m.freq >= Rate*0.45 || m.amp == 0 || m.decay <= 0 {
			continue
		}
		w := twoPi * m.freq / Rate
		r := decayCoef(m.decay)
		c1, c2 := 2*r*math.Cos(w), r*r
		// y[-1] and y[-2] of r^n sin(w n), so that y[0] = 0.
		y1, y2 := -math.Sin(w)/r, -math.Sin(2*w)/(r*r)
		a := gain * m.amp
		n := min(len(dst)-off, samples(m.decay*1.1)+1)
		for i := 0; i < n; i++ {
			y := c1*y1 - c2*y2
			y2, y1 = y1, y
			if j := off + i; j >= 0 {
				dst[j] += a * y
			}
		}
	}
}

// decayCoef is the per-sample factor that falls by 60 dB in t60 seconds.
func decayCoef(t60 float64) float64 { return math.Pow(0.001, 1/(t60*Rate)) }

// expDecay yields exp(-t/tau) for t = 0, 1/Rate, 2/Rate... by one multiply
// per sample.
type expDecay struct{ v, k float64 }

func newExpDecay(tau float64) expDecay { return expDecay{1, math.Exp(-1 / (tau * Rate))} }

func (e *expDecay) next() float64 {
	v := e.v
	e.v *= e.k
	return v
}

// sineTable holds one period of a sine for fsin.
var sineTable = func() []float64 {
	t := make([]float64, sineSize+1)
	for i := range t {
		t[i] = math.Sin(twoPi * float64(i) / sineSize)
	}
	return t
}()

const sineSize = 4096

// fsin is a table sine of a phase in cycles (any real value), accurate to
// about -100 dB: plenty for synthesis, and several times faster than math.Sin.
func fsin(cycles float64) float64 {
	x := (cycles - math.Floor(cycles)) * sineSize
	i := int(x)
	f := x - float64(i)
	return sineTable[i] + (sineTable[i+1]-sineTable[i])*f
}

// mixGen adds a gen's note into dst from frame off on, scaled by gain, as
// mixAt adds a whole one, and returns dst, grown if the note reaches past
// its end: the note is never made whole.
func mixGen(dst []float64, g gen, off int, gain float64) []float64 {
	n := g.frames()
	if need := off + n; need > len(dst) {
		dst = append(dst, make([]float64, need-len(dst))...)
	}
	for i := 0; i < n; i++ {
		v := g.next()
		if j := off + i; j >= 0 {
			dst[j] += v * gain
		}
	}
	return dst
}
