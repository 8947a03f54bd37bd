package synth

import (
	"cmp"
	"math"
	"slices"
	"unsafe"
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
// several frames (WebAssembly has one thread): a step renders one note or
// processes one block of the loop, well under a millisecond or two of work.

// chunk is how many frames one step of a whole-loop pass processes.
const chunk = 1 << 15

// ThemeRender renders one theme step by step.
type ThemeRender struct {
	song   *song
	frames int
	// The loop's buffers are float32: a long loop is millions of frames, and
	// memory is scarce in a browser tab.
	left  []float32
	right []float32
	bus   []float32 // mono: a track with an echo, before its pan
	jobs  []func()
	next  int
	again bool // the job just run wants another step

	// The reverb hears the send (mono) as a stream, from the loop's start
	// on: notes are mixed in the order they start, and a chunk of the send
	// goes to the reverb as soon as no note still to come starts before its
	// end, so only the chunks between the reverb and the longest note in
	// hand are held. A note ringing past the loop's end stays unfolded in
	// the send; the reverb's output is folded onto the loop.
	rv         *reverb
	sendChunks map[int][]float32 // by position (frames from the loop's start) / chunk
	sendEnd    int               // where the last note written into the send ends
	tailChunk  int               // the next chunk the reverb takes once every note is in
	warm       int               // how long the reverb rings on past the send's end
	echoes     []echoed          // tracks with an echo, whole, for the send
	// cache keeps a note's sound only while a later note of the song will
	// reuse it: uses counts the notes still to come for each sound. Keeping
	// every sound until the end held 5 to 10 times the loop's size.
	cache map[noteKey][]float32
	uses  map[noteKey]int

	// finishing
	stats  loopStats
	mean   [2]float32
	gain   float32
	needs  []float32 // per limiter block: the gain it needs
	gains  []float32 // per block boundary: the gain applied
	result []int16
}

// echoed is a track with an echo, mixed into the song's channels, kept
// whole until the reverb has heard it.
type echoed struct {
	bus  []float32
	send float32
}

// note is an event placed in the loop, with what its sound needs.
type note struct {
	ti      int
	t       *track
	e       event
	hold    float64
	key     noteKey
	variant uint64
	off     int // its first frame, 0..frames-1
	gain    float64
}

type noteKey struct {
	track   int
	name    string
	hold    int
	variant uint64
}

// loopStats accumulates what the level needs: sums for the offsets, the
// energy and the extremes of both channels.
type loopStats struct {
	sum, sq, hi, lo [2]float64
}

func newThemeRender(s *song) (*ThemeRender, error) {
	frames := int(math.Round(s.beats * s.secPerBeat() * Rate))
	r := &ThemeRender{
		song:       s,
		frames:     frames,
		left:       make([]float32, frames),
		right:      make([]float32, frames),
		cache:      map[noteKey][]float32{},
		uses:       map[noteKey]int{},
		rv:         newReverb(s.reverb),
		sendChunks: map[int][]float32{},
		sendEnd:    frames,
		warm:       samples(s.reverb.decay * 1.5),
	}
	// A track with an echo gathers its notes in a mono bus first, echoes it
	// and pans it into the song; it goes first, whole, as its echo goes
	// around the loop. Every other note is panned into the song and the
	// send as it comes, in the order the notes start.
	var notes []note
	for ti, t := range s.tracks {
		if t.echo != nil {
			r.jobs = append(r.jobs, func() { r.bus = make([]float32, r.frames) })
		}
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
				nt := r.place(ti, t, e, jitter, velJitter, variant)
				if t.echo != nil {
					r.jobs = append(r.jobs, func() { r.mixNote(nt) })
				} else {
					notes = append(notes, nt)
				}
			}
		}
		if t.echo != nil {
			r.jobs = append(r.jobs, r.echoJobs(t.echo)...)
			r.jobs = append(r.jobs, r.passJobs(func(lo, hi int) { r.flush(t, lo, hi) })...)
			r.jobs = append(r.jobs, func() {
				r.echoes = append(r.echoes, echoed{r.bus, float32(t.send)})
				r.bus = nil
			})
		}
	}
	slices.SortStableFunc(notes, func(a, b note) int { return cmp.Compare(a.off, b.off) })
	taken := 0
	for _, nt := range notes {
		// Every note that starts before nt is in: the chunks that end
		// before it starts are complete.
		for (taken+1)*chunk <= nt.off {
			k := taken
			r.jobs = append(r.jobs, func() { r.reverbChunk(k) })
			taken++
		}
		r.jobs = append(r.jobs, func() { r.mixNote(nt) })
	}
	r.tailChunk = taken
	r.jobs = append(r.jobs, r.reverbTail)
	r.jobs = append(r.jobs, func() { r.cache, r.uses, r.echoes, r.sendChunks = nil, nil, nil, nil })
	r.jobs = append(r.jobs, r.finishJobs()...)
	return r, nil
}

// passJobs splits a pass over the whole loop into steps.
func (r *ThemeRender) passJobs(f func(lo, hi int)) []func() {
	var jobs []func()
	for lo := 0; lo < r.frames; lo += chunk {
		lo, hi := lo, min(lo+chunk, r.frames)
		jobs = append(jobs, func() { f(lo, hi) })
	}
	return jobs
}

// maxCachedFrames is the longest note sound a render keeps for a later note
// (2 s). A pad's chord lasts bars and comes back bars later: kept, the menu's
// six chord notes held 14 MB, three times what the finished loop takes.
// Rendered again, a note sounds the same to the sample (its seed is its
// key), and a few long notes cost a few milliseconds more in all.
const maxCachedFrames = 2 * Rate

// place works out where and how loud a note of track ti sounds.
func (r *ThemeRender) place(ti int, t *track, e event, jitter, velJitter float64, variant uint64) note {
	s := r.song
	hold := e.beats * s.secPerBeat() * t.gate
	key := noteKey{ti, e.name, samples(hold), variant}
	r.uses[key]++
	start := e.beat
	if t.swing {
		start = s.swung(start)
	}
	off := int(math.Round((start*s.secPerBeat() + jitter) * Rate))
	return note{ti: ti, t: t, e: e, hold: hold, key: key, variant: variant,
		off: ((off % r.frames) + r.frames) % r.frames, gain: t.gain * e.vel * velJitter}
}

// mixNote renders a note (or takes its sound from the cache) and mixes it:
// into the bus for a track with an echo, else into the song and the send.
func (r *ThemeRender) mixNote(nt note) {
	// A sound kept for later notes is kept, and used from the first, as
	// float32: half the memory, and what it changes lies some 150 dB
	// down, far under the 16-bit loop's last bit.
	kept, ok := r.cache[nt.key]
	var snd []float64
	if !ok {
		snd = nt.t.voice.sound(nt.e, nt.hold, nt.variant*977+uint64(nt.ti))
	}
	if r.uses[nt.key]--; r.uses[nt.key] > 0 && len(snd)+len(kept) <= maxCachedFrames {
		if !ok {
			kept, snd = toFloat32(snd), nil
		}
		r.cache[nt.key] = kept
	} else {
		delete(r.cache, nt.key)
	}
	if nt.t.echo != nil {
		addWrapped(r.bus, snd, nt.off, nt.gain)
		addWrapped(r.bus, kept, nt.off, nt.gain)
		return
	}
	gl, gr := panGains(nt.t.pan)
	pan := [3]float32{float32(gl), float32(gr), float32(nt.t.send)}
	addNote(r, snd, nt.off, nt.gain, pan)
	addNote(r, kept, nt.off, nt.gain, pan)
}

// addNote adds src, scaled by gain, into the song's two channels (folded
// onto the loop) and into the send (unfolded), each scaled again by its
// gain in pan.
func addNote[S float32 | float64](r *ThemeRender, src []S, off int, gain float64, pan [3]float32) {
	n := r.frames
	if n == 0 || gain == 0 {
		return
	}
	p := off
	for len(src) > 0 {
		k, c, q := p/chunk, p%chunk, p%n
		m := min(len(src), chunk-c, n-q)
		sc := r.sendChunks[k]
		if sc == nil {
			sc = make([]float32, chunk)
			r.sendChunks[k] = sc
		}
		l, rr, sd := r.left[q:q+m], r.right[q:q+m], sc[c:c+m]
		for i, v := range src[:m] {
			x := float32(float64(v) * gain)
			l[i] += x * pan[0]
			rr[i] += x * pan[1]
			sd[i] += x * pan[2]
		}
		src = src[m:]
		p += m
	}
	r.sendEnd = max(r.sendEnd, p)
}

// reverbChunk gives chunk k of the send, and the echoed tracks' part of it,
// to the reverb, adds what the reverb gives to the song (folded onto the
// loop) and lets the chunk go.
func (r *ThemeRender) reverbChunk(k int) {
	buf := r.sendChunks[k]
	delete(r.sendChunks, k)
	n := r.frames
	for i := 0; i < chunk; i++ {
		p := k*chunk + i
		var x float32
		if buf != nil {
			x = buf[i]
		}
		if p < n {
			for _, e := range r.echoes {
				x += e.bus[p] * e.send
			}
		}
		wl, wr := r.rv.process(float64(x))
		q := p % n
		r.left[q] += float32(wl)
		r.right[q] += float32(wr)
	}
}

// reverbTail gives the reverb the rest of the send once every note is in,
// a chunk a step, and then silence until it has fallen by 90 dB: what it
// gives past the loop's end, folded onto the start, is what the start
// hears once the loop has played.
func (r *ThemeRender) reverbTail() {
	if r.tailChunk*chunk >= r.sendEnd+r.warm {
		return
	}
	r.reverbChunk(r.tailChunk)
	r.tailChunk++
	r.again = true
}

// flush pans frames lo..hi of the bus into the song (the reverb hears the
// bus later, in its turn).
func (r *ThemeRender) flush(t *track, lo, hi int) {
	gl, gr := panGains(t.pan)
	l, rr := float32(gl), float32(gr)
	for i := lo; i < hi; i++ {
		v := r.bus[i]
		r.left[i] += v * l
		r.right[i] += v * rr
	}
}

// echoJobs run a feedback echo on the bus: the echo goes around the loop
// twice (so that its feedback has settled when the loop wraps), then its wet
// part is mixed into the bus. The echo at a frame reads only the echo one
// delay earlier, so a ring one delay long holds all it needs: after the
// first lap it holds that lap's last delay, which the second lap's start
// reads, and the second lap mixes each frame into the bus as it goes.
func (r *ThemeRender) echoJobs(e *echo) []func() {
	d := max(samples(e.delay), 1)
	fb, mix := float32(e.feedback), float32(e.mix)
	var ring []float32
	jobs := []func(){func() { ring = make([]float32, d) }}
	for lap := 0; lap < 2; lap++ {
		lap := lap
		jobs = append(jobs, r.passJobs(func(lo, hi int) {
			for i := lo; i < hi; i++ {
				k := (lap*r.frames + i) % d
				v := r.bus[i] + fb*ring[k]
				ring[k] = v
				if lap == 1 {
					r.bus[i] += mix * (v - r.bus[i])
				}
			}
		})...)
	}
	return jobs
}

// addWrapped adds src, scaled by gain, into the circular loop dst from frame
// off on.
func addWrapped[S float32 | float64](dst []float32, src []S, off int, gain float64) {
	n := len(dst)
	if n == 0 || gain == 0 {
		return
	}
	j := ((off % n) + n) % n
	for len(src) > 0 {
		part := src[:min(len(src), n-j)]
		d := dst[j : j+len(part)]
		for i, v := range part {
			d[i] += float32(float64(v) * gain)
		}
		src = src[len(part):]
		j = 0
	}
}

// panGains is a constant-power pan law.
func panGains(pan float64) (l, r float64) {
	a := (pan + 1) * math.Pi / 4
	return math.Cos(a) * math.Sqrt2, math.Sin(a) * math.Sqrt2
}

// MusicPeakCap is the highest peak of any theme (-4.4 dBFS): music sits under
// the effects.
const MusicPeakCap = 0.6

// limitBlock is the limiter's block in frames (1.5 ms): its gain is set per
// block boundary and ramps linearly in between.
const limitBlock = 64

// finishJobs set the level, limit the peaks and interleave the result:
// measure; choose the gain; find the gain each limiter block needs; smooth
// those gains; write out.
func (r *ThemeRender) finishJobs() []func() {
	jobs := r.passJobs(func(lo, hi int) {
		st := &r.stats
		for ch, buf := range [2][]float32{r.left, r.right} {
			for _, v := range buf[lo:hi] {
				x := float64(v)
				st.sum[ch] += x
				st.sq[ch] += x * x
				st.hi[ch] = max(st.hi[ch], x)
				st.lo[ch] = min(st.lo[ch], x)
			}
		}
	})
	jobs = append(jobs, r.chooseGain)
	jobs = append(jobs, r.passJobs(func(lo, hi int) {
		ml, mr, g := r.mean[0], r.mean[1], r.gain
		for i := lo; i < hi; i++ {
			r.left[i] = (r.left[i] - ml) * g
			r.right[i] = (r.right[i] - mr) * g
		}
		// lo is a multiple of chunk, itself a multiple of limitBlock.
		for b := lo / limitBlock; b*limitBlock < hi; b++ {
			r.needs[b] = blockNeed(r.left, r.right, b*limitBlock, min((b+1)*limitBlock, r.frames), MusicPeakCap)
		}
	})...)
	jobs = append(jobs, func() {
		r.gains = boundaryGains(r.needs)
		r.result = pcmOver(r.left)
	})
	jobs = append(jobs, r.passJobs(func(lo, hi int) {
		applyBlockGains(r.left, r.right, r.gains, lo, hi)
		for i := lo; i < hi; i++ {
			// Frame i's two samples take the bytes of left[i], read first.
			l, rr := toPCM(r.left[i]), toPCM(r.right[i])
			r.result[2*i], r.result[2*i+1] = l, rr
		}
	})...)
	return append(jobs, func() { r.left, r.right, r.needs, r.gains = nil, nil, nil, nil })
}

// chooseGain picks the offsets to remove and the gain that brings the loop to
// the song's level, but never asks the limiter for more than 6 dB: beyond
// that it would flatten the drums.
func (r *ThemeRender) chooseGain() {
	n := float64(r.frames)
	st := r.stats
	var energy, peak float64
	for ch := 0; ch < 2; ch++ {
		m := st.sum[ch] / n
		r.mean[ch] = float32(m)
		energy += st.sq[ch] - n*m*m
		peak = max(peak, st.hi[ch]-m, m-st.lo[ch])
	}
	r.needs = make([]float32, (r.frames+limitBlock-1)/limitBlock)
	if energy <= 0 || peak <= 0 {
		return // silence stays silence (the gain stays 0)
	}
	rms := math.Sqrt(energy / (2 * n))
	r.gain = float32(math.Min(math.Pow(10, r.song.level/20)/rms, 2*MusicPeakCap/peak))
}

// blockNeed is the gain frames lo..hi need to stay at or below ceiling.
func blockNeed(left, right []float32, lo, hi int, ceiling float64) float32 {
	var p float32
	for i := lo; i < hi; i++ {
		p = max(p, left[i], -left[i], right[i], -right[i])
	}
	if float64(p) <= ceiling {
		return 1
	}
	return float32(ceiling / float64(p))
}

// boundaryGains turns the blocks' needs into gains at the block boundaries
// (boundary k starts block k; the loop wraps, so boundary 0 is also the
// end). A boundary's gain serves both blocks it touches, so a gain ramping
// linearly between two boundaries never exceeds its block's need: the gain
// is down before a peak arrives. It then climbs back slowly (release),
// worked around the loop twice so that the end joins the start.
func boundaryGains(needs []float32) []float32 {
	nb := len(needs)
	gains := make([]float32, nb)
	if nb == 0 {
		return gains
	}
	rel := float32(1 - math.Exp(-limitBlock/(0.15*Rate)))
	cur := float32(1)
	for lap := 0; lap < 2; lap++ {
		for k := 0; k < nb; k++ {
			c := min(needs[k], needs[(k-1+nb)%nb])
			cur = min(c, cur+rel*(1-cur))
			gains[k] = cur
		}
	}
	return gains
}

// applyBlockGains multiplies frames lo..hi by the gain ramping between the
// block boundaries.
func applyBlockGains(left, right, gains []float32, lo, hi int) {
	n, nb := len(left), len(gains)
	for b := lo / limitBlock; b*limitBlock < hi; b++ {
		g0, g1 := gains[b], gains[(b+1)%nb]
		if g0 == 1 && g1 == 1 {
			continue
		}
		start, end := b*limitBlock, min((b+1)*limitBlock, n)
		step := (g1 - g0) / float32(end-start)
		g := g0
		for i := start; i < end; i++ {
			left[i] *= g
			right[i] *= g
			g += step
		}
	}
}

// limitLoop limits a whole loop at once (see boundaryGains).
func limitLoop(left, right []float32, ceiling float64) {
	n := len(left)
	needs := make([]float32, (n+limitBlock-1)/limitBlock)
	for b := range needs {
		needs[b] = blockNeed(left, right, b*limitBlock, min((b+1)*limitBlock, n), ceiling)
	}
	applyBlockGains(left, right, boundaryGains(needs), 0, n)
}

// Step does one small piece of the work and reports whether the theme is
// complete.
func (r *ThemeRender) Step() bool {
	if r.next < len(r.jobs) {
		r.again = false
		r.jobs[r.next]()
		if !r.again {
			r.jobs[r.next] = nil
			r.next++
		}
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

// Result is the finished loop: interleaved stereo 16-bit samples at Rate
// (PCMScale is full scale), or nil before the last step. A loop is kept
// while the game runs, and 16 bits halve what a float would hold, at a
// quality no listener tells apart.
func (r *ThemeRender) Result() []int16 {
	if !r.Done() {
		return nil
	}
	return r.result
}

// pcmOver gives the loop's interleaved 16-bit result the memory of its left
// channel: a frame's two 16-bit samples take the four bytes of its left
// float, so the result is written over the left channel frame by frame,
// each frame's floats read before its samples are written, and the render
// never holds a third loop-long buffer beside its two channels.
func pcmOver(left []float32) []int16 {
	if len(left) == 0 {
		return []int16{}
	}
	return unsafe.Slice((*int16)(unsafe.Pointer(&left[0])), 2*len(left))
}

// PCMScale is the value of a 16-bit sample at full scale (1.0).
const PCMScale = 32767

func toPCM(v float32) int16 {
	return int16(math.Round(math.Max(-1, math.Min(1, float64(v))) * PCMScale))
}

// Floats turns 16-bit samples back into floats (for analysis and files).
func Floats(pcm []int16) []float32 {
	out := make([]float32, len(pcm))
	for i, v := range pcm {
		out[i] = float32(v) / PCMScale
	}
	return out
}
