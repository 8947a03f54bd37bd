package synth

import "math"

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

// kit maps drum names to their sounds: a gen, or a whole sound (see whole).
type kit map[string]func(seed uint64) gen

func (k kit) sound(e event, _ float64, variant uint64) []float64 {
	f, ok := k[e.name]
	if !ok {
		return nil
	}
	if w, ok := f(variant).(*frameGen); ok && w.buf != nil {
		return w.buf
	}
	return drain(f(variant))
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
