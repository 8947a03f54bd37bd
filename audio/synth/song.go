package synth

import (
	"math"
)

// voice makes the sound of one event. Melodic voices read the pitch from the
// event's note name; drum kits read the drum name.
type voice interface {
	sound(e event, hold float64, variant uint64) []float64
}

// melodic adapts an instrument that takes a frequency.
type melodic struct {
	inst interface {
		render(freq, hold float64, seed uint64) []float64
	}
}

func (m melodic) sound(e event, hold float64, variant uint64) []float64 {
	midi, ok := midiOf(e.name)
	if !ok {
		return nil
	}
	return m.inst.render(mtof(midi), hold, variant)
}

// kit maps drum names to their sounds.
type kit map[string]func(seed uint64) []float64

func (k kit) sound(e event, _ float64, variant uint64) []float64 {
	f, ok := k[e.name]
	if !ok {
		return nil
	}
	return f(variant)
}

// track is one instrument's part of a song.
type track struct {
	voice voice
	gain  float64
	pan   float64 // -1 (left) .. 1 (right)
	send  float64 // reverb send
	gate  float64 // fraction of the written length the note is held (default 0.9)
	swing bool    // shift off-beat eighths by the song's swing
	human float64 // random timing spread in seconds
	// variants is how many slightly different renders of the same note the
	// track alternates between (a machine repeats exactly; a player does not).
	// Each is rendered once and reused.
	variants int
	echo     *echo // an optional slapback or tape echo on this track
	parts    []string
	at       []float64 // the beat at which each part starts
}

// echo is a feedback delay on a track (rock'n'roll slapback, dub echo).
type echo struct {
	delay    float64 // seconds
	feedback float64
	mix      float64
}

// once makes the track render each distinct note a single time (for voices
// whose renders would barely differ: pads, bells).
func (t *track) once() *track {
	t.variants = 1
	return t
}

// add appends a part that starts at beat.
func (t *track) add(beat float64, text string) *track {
	t.parts = append(t.parts, text)
	t.at = append(t.at, beat)
	return t
}

// song is a looping piece: its tracks are rendered into one loop of bars*4
// beats in which everything that rings past the end wraps to the start, so
// the loop joins itself without a seam.
type song struct {
	bpm    float64
	beats  float64
	swing  float64 // 0: straight eighths; 1/6: triplet swing
	reverb reverbParams
	tracks []*track
	level  float64 // target RMS in dBFS
}

func (s *song) track(v voice, gain, pan, send float64) *track {
	t := &track{voice: v, gain: gain, pan: pan, send: send, gate: 0.9, human: 0.004, variants: 2}
	s.tracks = append(s.tracks, t)
	return t
}

func (s *song) secPerBeat() float64 { return 60 / s.bpm }

// swung maps a straight beat position to its swung position: off-beat
// eighths move late by swing beats.
func (s *song) swung(beat float64) float64 {
	if s.swing == 0 {
		return beat
	}
	whole := math.Floor(beat)
	f := beat - whole
	if f <= 0.5 {
		f = f * (0.5 + s.swing) / 0.5
	} else {
		f = 0.5 + s.swing + (f-0.5)*(0.5-s.swing)/0.5
	}
	return whole + f
}

// Theme rendering is split into small steps so that a game can spread it over
// several frames (WebAssembly has one thread): each step renders one note or
// one block of reverb.

// ThemeRender renders one theme step by step.
type ThemeRender struct {
	song   *song
	frames int
	// The loop's buffers are float32: a long loop is millions of frames, and
	// memory is scarce in a browser tab.
	left   []float32
	right  []float32
	send   []float32 // mono: what goes to the reverb
	bus    []float32 // mono: the track being rendered, before its pan
	jobs   []func()
	next   int
	result []float32
	cache  map[noteKey][]float64
}

type noteKey struct {
	track   int
	name    string
	hold    int
	variant uint64
}

func newThemeRender(s *song) (*ThemeRender, error) {
	frames := int(math.Round(s.beats * s.secPerBeat() * Rate))
	r := &ThemeRender{
		song:   s,
		frames: frames,
		left:   make([]float32, frames),
		right:  make([]float32, frames),
		send:   make([]float32, frames),
		bus:    make([]float32, frames),
		cache:  map[noteKey][]float64{},
	}
	// Tracks are rendered one after the other: each note into the mono bus,
	// then the bus is panned into the song and cleared for the next track.
	for ti, t := range s.tracks {
		rng := newNoise(uint64(ti)*7919 + 17)
		for pi, text := range t.parts {
			evs, _, err := parsePart(t.at[pi], text)
			if err != nil {
				return nil, err
			}
			for _, e := range evs {
				jitter := rng.between(-t.human, t.human)
				velJitter := rng.between(0.92, 1.06)
				variant := rng.next() % uint64(max(t.variants, 1))
				r.jobs = append(r.jobs, r.noteJob(ti, t, e, jitter, velJitter, variant))
			}
		}
		r.jobs = append(r.jobs, r.flushJob(t))
	}
	r.jobs = append(r.jobs, r.reverbJobs()...)
	r.jobs = append(r.jobs, r.finish)
	return r, nil
}

// noteJob renders one event into the bus.
func (r *ThemeRender) noteJob(ti int, t *track, e event, jitter, velJitter float64, variant uint64) func() {
	return func() {
		s := r.song
		start := e.beat
		if t.swing {
			start = s.swung(start)
		}
		hold := e.beats * s.secPerBeat() * t.gate
		key := noteKey{ti, e.name, samples(hold), variant}
		snd, ok := r.cache[key]
		if !ok {
			snd = t.voice.sound(e, hold, variant*977+uint64(ti))
			r.cache[key] = snd
		}
		off := int(math.Round((start*s.secPerBeat() + jitter) * Rate))
		addWrapped(r.bus, snd, off, t.gain*e.vel*velJitter)
	}
}

// flushJob runs the track's echo, if any, pans the bus into the song and the
// reverb send, and clears it.
func (r *ThemeRender) flushJob(t *track) func() {
	return func() {
		if t.echo != nil {
			r.bus = applyEcho(r.bus, t.echo)
		}
		gl, gr := panGains(t.pan)
		l, rr, s := float32(gl), float32(gr), float32(t.send)
		for i, v := range r.bus {
			r.left[i] += v * l
			r.right[i] += v * rr
			r.send[i] += v * s
			r.bus[i] = 0
		}
	}
}

// applyEcho runs a feedback echo around the loop twice (so that its feedback
// has settled when the loop wraps) and returns the mix of dry and wet.
func applyEcho(dry []float32, e *echo) []float32 {
	d := samples(e.delay)
	n := len(dry)
	fb, mix := float32(e.feedback), float32(e.mix)
	out := make([]float32, n)
	for pass := 0; pass < 2; pass++ {
		for i := 0; i < n; i++ {
			out[i] = dry[i] + fb*out[(i-d+n)%n]
		}
	}
	for i := range out {
		out[i] = dry[i] + mix*(out[i]-dry[i])
	}
	return out
}

// addWrapped adds src, scaled by gain, into the circular loop dst from frame
// off on.
func addWrapped(dst []float32, src []float64, off int, gain float64) {
	n := len(dst)
	if n == 0 || gain == 0 {
		return
	}
	j := ((off % n) + n) % n
	for len(src) > 0 {
		chunk := src[:min(len(src), n-j)]
		d := dst[j : j+len(chunk)]
		for i, v := range chunk {
			d[i] += float32(v * gain)
		}
		src = src[len(chunk):]
		j = 0
	}
}

// panGains is a constant-power pan law.
func panGains(pan float64) (l, r float64) {
	a := (pan + 1) * math.Pi / 4
	return math.Cos(a) * math.Sqrt2, math.Sin(a) * math.Sqrt2
}

// reverbBlock is how many frames of reverb one render step processes.
const reverbBlock = 8192

// reverbJobs runs the reverb over the last seconds of the loop first (so its
// tail is what it would be after the loop has played once) and then over the
// whole loop, adding the wet sound to it.
func (r *ThemeRender) reverbJobs() []func() {
	rv := newReverb(r.song.reverb)
	n := r.frames
	warm := min(n, samples(r.song.reverb.decay*1.5))
	var jobs []func()
	for b := n - warm; b < n; b += reverbBlock {
		b := b
		jobs = append(jobs, func() {
			for i := b; i < min(b+reverbBlock, n); i++ {
				rv.process(float64(r.send[i]))
			}
		})
	}
	for b := 0; b < n; b += reverbBlock {
		b := b
		jobs = append(jobs, func() {
			for i := b; i < min(b+reverbBlock, n); i++ {
				wl, wr := rv.process(float64(r.send[i]))
				r.left[i] += float32(wl)
				r.right[i] += float32(wr)
			}
		})
	}
	return jobs
}

// MusicPeakCap is the highest peak of any theme (-4.4 dBFS): music sits under
// the effects.
const MusicPeakCap = 0.6

// finish removes any offset, sets the level, limits the peaks and
// interleaves the result.
func (r *ThemeRender) finish() {
	removeDC32(r.left)
	removeDC32(r.right)
	var sum, peak float64
	for i := range r.left {
		l, rr := float64(r.left[i]), float64(r.right[i])
		sum += l*l + rr*rr
		peak = max(peak, math.Abs(l), math.Abs(rr))
	}
	out := make([]float32, 2*r.frames)
	r.result = out
	if sum == 0 {
		return
	}
	rms := math.Sqrt(sum / float64(2*r.frames))
	// Reach the target loudness, but never ask the limiter for more than
	// 6 dB: beyond that it would flatten the drums.
	g := float32(math.Min(math.Pow(10, r.song.level/20)/rms, 2*MusicPeakCap/peak))
	for i := range r.left {
		r.left[i] *= g
		r.right[i] *= g
	}
	limitLoop(r.left, r.right, MusicPeakCap)
	for i := range r.left {
		out[2*i] = r.left[i]
		out[2*i+1] = r.right[i]
	}
	r.left, r.right, r.send, r.bus, r.cache = nil, nil, nil, nil, nil
}

// removeDC32 subtracts the mean of a loop.
func removeDC32(buf []float32) {
	var s float64
	for _, v := range buf {
		s += float64(v)
	}
	if len(buf) == 0 {
		return
	}
	m := float32(s / float64(len(buf)))
	for i := range buf {
		buf[i] -= m
	}
}

// limitLoop lowers the gain of a loop smoothly wherever it would peak above
// ceiling. It looks ahead, so the gain is already down when a peak arrives
// (no distortion), releases slowly, and works around the loop, so that the
// gain at the end joins the gain at the start.
func limitLoop(left, right []float32, ceiling float64) {
	n := len(left)
	w := samples(0.004)
	if n <= 2*w {
		return
	}
	// need[i] is the gain frame i needs; the array runs w frames past the
	// end, around the loop.
	ext := n + w
	need := make([]float64, ext)
	over := false
	for i := 0; i < n; i++ {
		need[i] = 1
		p := max(math.Abs(float64(left[i])), math.Abs(float64(right[i])))
		if p > ceiling {
			need[i] = ceiling / p
			over = true
		}
	}
	if !over {
		return
	}
	copy(need[n:], need[:w])
	// m[i] is the least gain needed in frames i..i+w: a sliding minimum by
	// van Herk and Gil-Werman (blocks of w+1 frames, with a forward and a
	// backward running minimum in each).
	k := w + 1
	fwd, bwd := make([]float64, ext), make([]float64, ext)
	for b := 0; b < ext; b += k {
		end := min(b+k, ext)
		fwd[b] = need[b]
		for i := b + 1; i < end; i++ {
			fwd[i] = min(fwd[i-1], need[i])
		}
		bwd[end-1] = need[end-1]
		for i := end - 2; i >= b; i-- {
			bwd[i] = min(bwd[i+1], need[i])
		}
	}
	m := make([]float64, n)
	for i := range m {
		m[i] = min(bwd[i], fwd[i+w])
	}
	// Averaging m over the last w frames turns its steps into ramps while
	// staying below what every frame needs.
	g := make([]float64, n)
	var acc float64
	for _, v := range m[n-w:] {
		acc += v
	}
	for i := 0; i < n; i++ {
		j := i - w
		if j < 0 {
			j += n
		}
		acc += m[i] - m[j]
		g[i] = acc / float64(w)
	}
	// Release: the gain climbs back slowly; two laps settle it around the loop.
	rel := 1 - math.Exp(-1/(0.15*Rate))
	cur := 1.0
	for lap := 0; lap < 2; lap++ {
		for i := 0; i < n; i++ {
			cur = min(g[i], cur+rel*(1-cur))
			if lap == 1 {
				left[i] *= float32(cur)
				right[i] *= float32(cur)
			}
		}
	}
}

// Step does one small piece of the work and reports whether the theme is
// complete.
func (r *ThemeRender) Step() bool {
	if r.next < len(r.jobs) {
		r.jobs[r.next]()
		r.jobs[r.next] = nil
		r.next++
	}
	return r.next >= len(r.jobs)
}

// Done reports whether the theme is complete.
func (r *ThemeRender) Done() bool { return r.next >= len(r.jobs) }

// Progress is the fraction of the steps done, 0..1.
func (r *ThemeRender) Progress() float64 {
	if len(r.jobs) == 0 {
		return 1
	}
	return float64(r.next) / float64(len(r.jobs))
}

// Result is the finished loop: interleaved stereo at Rate, or nil before the
// last step.
func (r *ThemeRender) Result() []float32 { return r.result }
