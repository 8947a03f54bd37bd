package synth

import "math"

// reverbParams describes the room a theme plays in.
type reverbParams struct {
	decay    float64 // seconds to fall by 60 dB
	damp     float64 // high-frequency damping, Hz of the in-loop low-pass
	predelay float64 // seconds
	size     float64 // scales the delay lengths (1 = a mid-sized hall)
	wet      float64 // output level of the reverb
}

// reverb is an eight-line feedback delay network with a Householder mixing
// matrix (cheap: one sum per sample), a low-pass in every line so highs die
// first, and two input all-passes that smear the attack.
type reverb struct {
	lines  [8][]float64 // each exactly as long as its delay
	pos    [8]int
	gains  [8]float64
	lp     [8]float64
	lpA    float64
	pre    []float64 // the pre-delay: a ring as long as the delay
	prePos int
	ap     [2]*allpass
	wet    float64
}

// allpass is a Schroeder all-pass diffuser.
type allpass struct {
	buf []float64
	pos int
	g   float64
}

func (a *allpass) process(x float64) float64 {
	d := a.buf[a.pos]
	y := -a.g*x + d
	a.buf[a.pos] = x + a.g*y
	a.pos++
	if a.pos == len(a.buf) {
		a.pos = 0
	}
	return y
}

var fdnLengths = [8]int{1433, 1601, 1867, 2053, 2251, 2399, 2677, 2857}

func newReverb(p reverbParams) *reverb {
	size := p.size
	if size <= 0 {
		size = 1
	}
	r := &reverb{wet: p.wet}
	for i, l := range fdnLengths {
		n := int(float64(l) * size)
		r.lines[i] = make([]float64, n)
		// Each pass through a line loses the share of 60 dB its length is of
		// the decay time.
		r.gains[i] = math.Pow(0.001, float64(n)/(p.decay*Rate))
	}
	r.lpA = 1 - math.Exp(-twoPi*clampFreq(p.damp)/Rate)
	r.pre = make([]float64, max(1, samples(p.predelay)))
	r.ap[0] = &allpass{buf: make([]float64, 347), g: 0.6}
	r.ap[1] = &allpass{buf: make([]float64, 113), g: 0.6}
	return r
}

// process takes one frame of the (mono) send and returns the wet stereo frame.
func (r *reverb) process(in float64) (outL, outR float64) {
	delayed := r.pre[r.prePos]
	r.pre[r.prePos] = in
	r.prePos++
	if r.prePos == len(r.pre) {
		r.prePos = 0
	}
	x := r.ap[1].process(r.ap[0].process(delayed))
	// Householder reflection: y = v - (2/N) sum(v).
	var sum float64
	var v [8]float64
	for i := range v {
		v[i] = r.lines[i][r.pos[i]]
		sum += v[i]
	}
	sum *= 2.0 / 8
	for i := range v {
		y := v[i] - sum
		r.lp[i] += r.lpA * (y - r.lp[i])
		feed := r.lp[i] * r.gains[i]
		if i%2 == 0 {
			feed += x
		} else {
			feed -= x
		}
		r.lines[i][r.pos[i]] = feed
		r.pos[i]++
		if r.pos[i] == len(r.lines[i]) {
			r.pos[i] = 0
		}
	}
	outL = v[0] - v[2] + v[4] - v[6]
	outR = v[1] - v[3] + v[5] - v[7]
	return outL * r.wet * 0.5, outR * r.wet * 0.5
}
