package synth

import (
	"fmt"
	"math"
	"sort"
)

// A theme is played as a stream: its loop is made a block at a time, a
// little ahead of the player, and never held whole. What a stream holds is
// the sound of the notes sounding now (of a long note, a pad's chord or a
// bell, only its state: see gen), the short sounds that come again (see
// keep), the reverb's and the echoes' delay lines and one block: 2 to 3
// MB, where a rendered loop took 4.4 to 6.8 MB (16-bit) and its render
// three times that. The level is set per theme (themeLevels), and peaks
// are limited a limitBlock ahead. A note that rings
// past the loop's end rings on into the next pass, as does the reverb; the
// first pass alone starts without the tail of a pass before it.
//
// The work is split into steps (WebAssembly runs the game and the synthesis
// on one thread): a step starts one note (renders its sound) or mixes one
// block, each well under a millisecond or two.

// StreamBlock is how many frames a block of a stream holds (23 ms).
const StreamBlock = 1024

// Stream plays one theme, looping, for ever.
type Stream struct {
	song    *song
	frames  int    // one pass of the loop
	notes   []note // every note of the loop, by the frame it starts at
	next    int    // the next note to start
	pass    int64  // the pass of notes[next]
	pos     int64  // the first frame of the next block, from the stream's start
	emitted int64  // frames passOf has had

	sounding []sounding
	cache    map[noteKey][]float32
	uses     map[noteKey]int // how often a sound comes in a pass
	cached   int             // frames in the cache
	echoes   []*echoLine
	rv       *reverb
	lvl      level

	// The block being made (before the level and the limiter), and the
	// send to the reverb.
	left, right, send [StreamBlock]float32
	made              [StreamBlock]float32 // a gen's frames for the block

	// The limiter looks one limitBlock ahead: the block held waits for the
	// next one's need, so that the gain is down before a peak arrives.
	held     [2][limitBlock]float32
	heldNeed float32
	cur      float32 // the gain at the held block's start
	rel      float32
	heldLen  int
	out      [2 * (StreamBlock + limitBlock)]int16
}

// sounding is a note's sound in the stream: it plays from frame at on.
type sounding struct {
	snd  []float32 // the note whole, or
	g    gen       // made as it plays (a long note)
	n    int       // its frames
	at   int64
	gain float64
	t    *track
	bus  *echoLine // the track's echo, if it has one: the note goes there
}

// echoLine is a track with an echo: its notes gather in a mono bus, which
// is echoed and then panned into the song and the send.
type echoLine struct {
	t    *track
	ring []float32 // one delay of the echo
	bus  [StreamBlock]float32
}

// level is what brings a theme to its level: the offsets removed from its
// two channels and the gain then applied (see themeLevels).
type level struct {
	gain float32
	mean [2]float32
}

// A stream keeps the sound of a short note that comes again (a drum, a
// repeated pluck), those that come most often if the cache is full: the
// loop's drums are the same few sounds over and over, and a ride cymbal's
// 48 modes made afresh each time took half of Chinatown's time.
const (
	maxCachedFrames = Rate * 5 / 4 // 1.25 s
	cacheFrames     = Rate * 8     // 1.4 MB
)

// noteKey is what a note's sound depends on.
type noteKey struct {
	track   int
	name    string
	hold    int
	variant uint64
}

// seed is the seed of the note's sound.
func (nt *note) seed() uint64 { return nt.variant*977 + uint64(nt.ti) }

// gen is the note's sound as a gen, if its instrument makes one.
func (nt *note) gen() gen {
	if k, ok := nt.t.voice.(kit); ok {
		if f, ok := k[nt.e.name]; ok {
			if g, ok := f(nt.seed()).(*frameGen); !ok || g.buf == nil {
				return g
			}
		}
		return nil
	}
	m, ok := nt.t.voice.(melodic)
	if !ok {
		return nil
	}
	g, ok := m.inst.(interface {
		start(freq, hold float64, seed uint64) gen
	})
	midi, known := midiOf(nt.e.name)
	if !ok || !known {
		return nil
	}
	return g.start(mtof(midi), nt.hold, nt.seed())
}

// key is what the note's sound depends on: a drum's sound is the same
// however long it is written.
func (nt *note) key() noteKey {
	k := noteKey{nt.ti, nt.e.name, samples(nt.hold), nt.variant}
	if _, ok := nt.t.voice.(kit); ok {
		k.hold = 0
	}
	return k
}

// note is an event placed in the loop, with what its sound needs.
type note struct {
	ti      int
	t       *track
	e       event
	hold    float64
	variant uint64
	off     int // its first frame, 0..frames-1
	gain    float64
}

// NewStream prepares the named theme's stream.
func NewStream(name string) (*Stream, error) {
	for _, t := range Themes {
		if t.Name == name {
			return newStream(t.compose(), themeLevels[name])
		}
	}
	return nil, fmt.Errorf("synth: no theme %q", name)
}

func newStream(s *song, lvl level) (*Stream, error) {
	frames := int(math.Round(s.beats * s.secPerBeat() * Rate))
	st := &Stream{
		song:     s,
		frames:   frames,
		rv:       newReverb(s.reverb),
		lvl:      lvl,
		heldNeed: 1,
		cache:    map[noteKey][]float32{},
		uses:     map[noteKey]int{},
		heldLen:  limitBlock, // silence before the stream starts
		cur:      1,
		rel:      float32(1 - math.Exp(-limitBlock/(0.15*Rate))),
	}
	for ti, t := range s.tracks {
		var line *echoLine
		if t.echo != nil {
			line = &echoLine{t: t, ring: make([]float32, max(samples(t.echo.delay), 1))}
			st.echoes = append(st.echoes, line)
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
				nt := st.place(ti, t, e, jitter, velJitter, variant)
				st.notes = append(st.notes, nt)
				st.uses[nt.key()]++
			}
		}
	}
	// sort's, not slices': a generic sort of notes was 9 KB more of the
	// browser's download.
	sort.SliceStable(st.notes, func(i, j int) bool { return st.notes[i].off < st.notes[j].off })
	return st, nil
}

// place works out where and how loud a note of track ti sounds.
func (st *Stream) place(ti int, t *track, e event, jitter, velJitter float64, variant uint64) note {
	s := st.song
	hold := e.beats * s.secPerBeat() * t.gate
	start := e.beat
	if t.swing {
		start = s.swung(start)
	}
	off := int(math.Round((start*s.secPerBeat() + jitter) * Rate))
	return note{ti: ti, t: t, e: e, hold: hold, variant: variant,
		off: ((off % st.frames) + st.frames) % st.frames, gain: t.gain * e.vel * velJitter}
}

// Frames is the length of one pass of the loop.
func (st *Stream) Frames() int { return st.frames }

// Step does one small piece of the work: it starts the next note if it
// sounds in the coming block, or else makes the block and returns it,
// interleaved stereo 16-bit at Rate (PCMScale is full scale), valid until the
// next Step: about a block, as many frames as the limiter lets go, which
// delays the sound by Latency frames. A pass of the loop begins a block, so
// that the limiter's blocks fall alike in every pass.
func (st *Stream) Step() []int16 {
	if st.startNext() {
		return nil
	}
	m := st.blockLen()
	st.mix(m)
	k := st.finish(m)
	st.pos += int64(m)
	return st.out[:2*k]
}

// blockLen is the length of the block at pos: StreamBlock, or less where
// the pass ends.
func (st *Stream) blockLen() int {
	n := int64(st.frames)
	return int(min(StreamBlock, n-st.pos%n))
}

// startNext starts the next note if it sounds in the coming block.
func (st *Stream) startNext() bool {
	if len(st.notes) == 0 {
		return false
	}
	nt := &st.notes[st.next]
	at := st.pass*int64(st.frames) + int64(nt.off)
	if at >= st.pos+int64(st.blockLen()) {
		return false
	}
	st.start(nt, at)
	if st.next++; st.next == len(st.notes) {
		st.next, st.pass = 0, st.pass+1
	}
	return true
}

// Latency is how many frames the limiter delays the stream by.
const Latency = limitBlock

// start renders a note's sound and lets it sound from frame at.
func (st *Stream) start(nt *note, at int64) {
	if nt.gain == 0 {
		return
	}
	s := sounding{at: at, gain: nt.gain, t: nt.t}
	key := nt.key()
	if snd, ok := st.cache[key]; ok {
		s.snd = snd
	} else if g := nt.gen(); g == nil {
		s.snd = toFloat32(nt.t.voice.sound(nt.e, nt.hold, nt.seed()))
		st.keep(key, s.snd)
	} else if st.room(key, g.frames()) {
		s.snd = make([]float32, g.frames())
		for i := range s.snd {
			s.snd[i] = float32(g.next())
		}
		st.keep(key, s.snd)
	} else {
		s.g = g // made as it sounds: nothing note-long is made
	}
	s.n = len(s.snd)
	if s.g != nil {
		s.n = s.g.frames()
	}
	if s.n == 0 {
		return
	}
	for _, e := range st.echoes {
		if e.t == nt.t {
			s.bus = e
		}
	}
	st.sounding = append(st.sounding, s)
}

// room reports whether keep would keep a sound of n frames.
func (st *Stream) room(key noteKey, n int) bool {
	u := st.uses[key]
	if u < 2 || n > maxCachedFrames {
		return false
	}
	free := cacheFrames - st.cached
	for k, snd := range st.cache {
		if st.uses[k] < u {
			free += len(snd)
		}
	}
	return n <= free
}

// keep caches a sound that comes again, in place of the sounds that come
// less often if the cache is full.
func (st *Stream) keep(key noteKey, snd []float32) {
	u := st.uses[key]
	if !st.room(key, len(snd)) {
		return
	}
	for st.cached+len(snd) > cacheFrames {
		var least noteKey
		lu := u
		for k := range st.cache {
			if st.uses[k] < lu {
				least, lu = k, st.uses[k]
			}
		}
		if lu == u {
			return
		}
		st.cached -= len(st.cache[least])
		delete(st.cache, least)
	}
	st.cache[key] = snd
	st.cached += len(snd)
}

// mix makes the block at pos before its level is set: the notes sounding,
// the echoes and the reverb.
func (st *Stream) mix(m int) {
	clear(st.left[:])
	clear(st.right[:])
	clear(st.send[:])
	for _, e := range st.echoes {
		clear(e.bus[:])
	}
	end := st.pos + int64(m)
	kept := st.sounding[:0]
	for _, s := range st.sounding {
		lo := max(st.pos, s.at)
		hi := min(end, s.at+int64(s.n))
		var src []float32
		if s.g != nil {
			// Notes start before the block they start in is made, so a
			// gen's frames are made in turn.
			src = st.made[:hi-lo]
			for i := range src {
				src[i] = float32(s.g.next())
			}
		} else {
			src = s.snd[lo-s.at : hi-s.at]
		}
		j := int(lo - st.pos)
		if s.bus != nil {
			d := s.bus.bus[j : j+len(src)]
			for i, v := range src {
				d[i] += float32(float64(v) * s.gain)
			}
		} else {
			gl, gr := panGains(s.t.pan)
			pl, pr, ps := float32(gl), float32(gr), float32(s.t.send)
			l, r, sd := st.left[j:j+len(src)], st.right[j:j+len(src)], st.send[j:j+len(src)]
			for i, v := range src {
				x := float32(float64(v) * s.gain)
				l[i] += x * pl
				r[i] += x * pr
				sd[i] += x * ps
			}
		}
		if hi < s.at+int64(s.n) {
			kept = append(kept, s)
		}
	}
	clear(st.sounding[len(kept):])
	st.sounding = kept
	for _, e := range st.echoes {
		st.echo(e, m)
	}
	for i := range m {
		wl, wr := st.rv.process(float64(st.send[i]))
		st.left[i] += float32(wl)
		st.right[i] += float32(wr)
	}
}

// echo runs a track's feedback echo on its bus and pans the result into
// the song and the send. The echo at a frame reads only the echo one delay
// earlier, which the ring holds.
func (st *Stream) echo(e *echoLine, m int) {
	fb, mix := float32(e.t.echo.feedback), float32(e.t.echo.mix)
	gl, gr := panGains(e.t.pan)
	pl, pr, ps := float32(gl), float32(gr), float32(e.t.send)
	d := int64(len(e.ring))
	for i, x := range e.bus[:m] {
		k := (st.pos + int64(i)) % d
		v := x + fb*e.ring[k]
		e.ring[k] = v
		w := x + mix*(v-x)
		st.left[i] += w * pl
		st.right[i] += w * pr
		st.send[i] += w * ps
	}
}

// finish sets the level of the block's m frames and limits their peaks:
// each limitBlock's gain is set at its start, never above what it and the
// block before need (so a linear ramp between two starts never exceeds
// either), and climbs back slowly (release). The block held is written out
// once the next one's need is known. It returns how many frames it wrote.
func (st *Stream) finish(m int) int {
	g, ml, mr := st.lvl.gain, st.lvl.mean[0], st.lvl.mean[1]
	for i := range m {
		st.left[i] = (st.left[i] - ml) * g
		st.right[i] = (st.right[i] - mr) * g
	}
	k := 0
	for b := 0; b < m; b += limitBlock {
		e := min(b+limitBlock, m)
		l, r := st.left[b:e], st.right[b:e]
		need := blockNeed(l, r, 0, e-b, MusicPeakCap)
		next := min(need, st.heldNeed, st.cur+st.rel*(1-st.cur))
		h := st.heldLen
		step := (next - st.cur) / float32(h)
		gain := st.cur
		out := st.out[2*k : 2*(k+h)]
		for i := range h {
			out[2*i] = toPCM(st.held[0][i] * gain)
			out[2*i+1] = toPCM(st.held[1][i] * gain)
			gain += step
		}
		k += h
		st.heldLen = copy(st.held[0][:], l)
		copy(st.held[1][:], r)
		st.heldNeed, st.cur = need, next
	}
	return k
}

// RenderTheme renders one pass of the named theme, as it sounds once the
// loop has played (the second pass of its stream), from the loop's first
// frame: interleaved stereo 16-bit at Rate, for files and tests. The game
// plays streams and never holds a loop. ok is false for an unknown name.
func RenderTheme(name string) (loop []int16, ok bool) {
	st, err := NewStream(name)
	if err != nil {
		return nil, false
	}
	return st.passOf(1), true
}

// passOf returns pass k of the stream (0 is the first), which must not have
// begun to come out yet.
func (st *Stream) passOf(k int64) []int16 {
	n := int64(st.frames)
	from := k*n + Latency // the output frame that is the pass's first
	out := make([]int16, 0, 2*n)
	for int64(len(out)) < 2*n {
		at := st.emitted // the first output frame of the block
		b := st.Step()
		st.emitted += int64(len(b) / 2)
		lo := max(from-at, 0)
		hi := min(int64(len(b)/2), from+n-at)
		if lo < hi {
			out = append(out, b[2*lo:2*hi]...)
		}
	}
	return out
}

// themeLevels are the themes' levels: the offsets of the loop's channels,
// and the gain that brings it to the song's level but never asks the
// limiter for more than 6 dB (beyond that it would flatten the drums). They
// are measured over a whole pass, which a stream never holds, so they are
// written here; TestEveryThemeIsSetToItsLevel measures them again.
var themeLevels = map[string]level{
	"menu":       {gain: 0.560667, mean: [2]float32{-1.144e-07, -1.148e-08}},
	"hongkong":   {gain: 0.58525, mean: [2]float32{0.0001452, 0.0001202}},
	"hong":       {gain: 0.541788, mean: [2]float32{0.0004054, 9.332e-05}},
	"kiezkoenig": {gain: 0.804868, mean: [2]float32{0.0008355, 0.0006658}},
	"chinatown":  {gain: 0.649737, mean: [2]float32{-1.625e-06, -3.37e-06}},
}
