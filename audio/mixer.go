package audio

import (
	"encoding/binary"
	"math"
	"sync"

	"quartet/audio/synth"
)

// Mixer constants.
const (
	rate = synth.Rate

	// maxVoices bounds the effects that sound at once; the oldest gives way.
	maxVoices = 24
	// maxSame bounds how many copies of one effect sound at once, so that a
	// burst of events (a whole row of blocks landing) stays a sound, not a
	// roar.
	maxSame = 3
	// sameGap is the least time between two starts of one effect; closer
	// requests merge into the first.
	sameGap = 0.03

	// ceiling is the limiter's threshold: the output never exceeds it.
	ceiling = 0.95
	// limiterRelease is how fast the limiter gives gain back (seconds).
	limiterRelease = 0.12
	// volumeGlide is how long a volume takes to move across its whole range
	// (seconds): fast enough to feel immediate, slow enough not to click.
	volumeGlide = 0.02
)

// mixVoice is one effect being played.
type mixVoice struct {
	fx    Effect
	buf   []int16 // mono, synth.PCMScale full scale
	pos   float64
	step  float64 // playback rate: 1 is the recorded pitch
	gain  float32 // with 1/synth.PCMScale
	start int64   // mixer frame at which it started
}

// musicVoice is one theme playing or fading. Its music is made a little
// ahead of the device, from the game's goroutine (see fill), into a ring
// that the device reads.
type musicVoice struct {
	theme  Theme
	src    source  // touched by fill only
	ring   []int16 // interleaved stereo, synth.PCMScale full scale
	at, n  int     // the first frame to read, and how many are there
	gain   float64
	target float64
	step   float64 // gain change per frame while fading
	// dry takes the theme down as its ring runs out (a stall of the game
	// longer than musicAhead) and back up once there is more: 0 to 1.
	dry float64
}

// source makes a theme's music a step at a time (synth.Stream): a step
// gives some frames, interleaved stereo 16-bit, or none.
type source interface {
	Step() []int16
}

// musicAhead is how much music is made ahead of the device (1.5 s): enough
// for the game to stall a second without a gap in the music, and 260 KB
// a theme. A ring that runs dry makes the theme pause, not skip.
const musicAhead = 66150

// lowWater is how few frames left in a ring start the theme fading out
// (23 ms): it reaches silence as the ring runs dry, rather than stopping
// mid-wave with a click, and comes back in over twice that.
const lowWater = 1024

// maxStep is the most frames a source's step gives.
const maxStep = synth.StreamBlock + 64

// mixer sums the effects and the music, applies the volumes and limits the
// result. It is pure: it runs without a device, which is how it is tested.
// read is called from the audio goroutine, everything else from the game's.
type mixer struct {
	mu     sync.Mutex
	voices []mixVoice
	music  []*musicVoice

	vol     Volumes
	master  float64 // current (smoothed) gains
	musicG  float64
	fxG     float64
	glide   float64 // largest gain change per frame
	limEnv  float64
	limRel  float64
	frame   int64 // frames produced so far
	scratch []float32
	fxGains []float32
	filling []*musicVoice // fill's, on the game's goroutine
}

// slew moves x towards target by at most step: volume changes become short
// linear ramps that end exactly on the target.
func slew(x, target, step float64) float64 {
	if x < target {
		return min(target, x+step)
	}
	return max(target, x-step)
}

// equalPower maps a linear fade position 0..1 to a gain whose cross-fade
// keeps the loudness steady.
func equalPower(x float64) float64 { return math.Sin(x * math.Pi / 2) }

func newMixer() *mixer {
	return &mixer{
		vol:    DefaultVolumes(),
		glide:  1 / (volumeGlide * rate),
		limRel: math.Exp(-1 / (limiterRelease * rate)),
	}
}

// setVolumes sets the volumes; the mixer glides to them.
func (m *mixer) setVolumes(v Volumes) {
	m.mu.Lock()
	m.vol = v.clamped()
	m.mu.Unlock()
}

// play starts an effect with the given gain and playback rate.
func (m *mixer) play(fx Effect, buf []int16, gain, step float64) {
	if len(buf) == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	same, oldest := 0, -1
	for i, v := range m.voices {
		if v.fx != fx {
			continue
		}
		if float64(m.frame-v.start) < sameGap*rate {
			return
		}
		same++
		if oldest < 0 || v.start < m.voices[oldest].start {
			oldest = i
		}
	}
	if same >= maxSame {
		m.drop(oldest)
	} else if len(m.voices) >= maxVoices {
		m.drop(0)
	}
	m.voices = append(m.voices, mixVoice{fx: fx, buf: buf, step: step, gain: float32(gain / synth.PCMScale), start: m.frame})
}

func (m *mixer) drop(i int) {
	m.voices = append(m.voices[:i], m.voices[i+1:]...)
}

// has reports whether the theme sounds, or fades.
func (m *mixer) has(t Theme) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, v := range m.music {
		if v.theme == t {
			return true
		}
	}
	return false
}

// playMusic cross-fades from whatever plays to t over fade seconds, brought
// back if it fades, else from src; a nil src fades the music out (or brings
// t back if it fades).
func (m *mixer) playMusic(t Theme, src source, fade float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	frames := max(fade*rate, 1)
	for _, v := range m.music {
		if v.theme == t && t != "" {
			// Already there (perhaps fading out): bring it back.
			v.target, v.step = 1, 1/frames
			m.fadeOthers(v, frames)
			return
		}
	}
	m.fadeOthers(nil, frames)
	if src == nil {
		return
	}
	m.music = append(m.music, &musicVoice{theme: t, src: src, ring: make([]int16, 2*musicAhead), target: 1, step: 1 / frames})
}

// stopMusic drops the music at once (nobody hears it).
func (m *mixer) stopMusic() {
	m.mu.Lock()
	clear(m.music)
	m.music = m.music[:0]
	m.mu.Unlock()
}

// fill makes music ahead of the device, a step at a time while more
// allows, into each theme's ring (the newest first): call it from the
// game's goroutine.
func (m *mixer) fill(more func() bool) {
	m.mu.Lock()
	m.filling = append(m.filling[:0], m.music...)
	m.mu.Unlock()
	for i := len(m.filling) - 1; i >= 0; i-- {
		v := m.filling[i]
		for {
			m.mu.Lock()
			room := musicAhead - v.n
			m.mu.Unlock()
			if room < maxStep || !more() {
				break
			}
			b := v.src.Step()
			m.mu.Lock()
			for k := 0; k < len(b); k += 2 {
				j := 2 * ((v.at + v.n) % musicAhead)
				v.ring[j], v.ring[j+1] = b[k], b[k+1]
				v.n++
			}
			m.mu.Unlock()
		}
	}
	clear(m.filling)
}

func (m *mixer) fadeOthers(keep *musicVoice, frames float64) {
	for _, v := range m.music {
		if v != keep {
			v.target, v.step = 0, 1/frames
		}
	}
}

// themes is how many themes sound or fade.
func (m *mixer) themes() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.music)
}

// short reports whether a theme has less than half its music made ahead.
func (m *mixer) short() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, v := range m.music {
		if v.n < musicAhead/2 {
			return true
		}
	}
	return false
}

// playingTheme is the theme the music is heading to ("" for silence).
func (m *mixer) playingTheme() Theme {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, v := range m.music {
		if v.target > 0 {
			return v.theme
		}
	}
	return ""
}

// frames is how many frames the mixer has produced.
func (m *mixer) frames() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.frame
}

// voiceCount is how many effects sound now.
func (m *mixer) voiceCount() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.voices)
}

// clearEffects stops every effect at once (effects queued while nothing was
// listening are stale).
func (m *mixer) clearEffects() {
	m.mu.Lock()
	m.voices = m.voices[:0]
	m.mu.Unlock()
}

// Read implements io.Reader for the device: little-endian float32 stereo.
func (m *mixer) Read(p []byte) (int, error) {
	frames := len(p) / 8
	if cap(m.scratch) < 2*frames {
		m.scratch = make([]float32, 2*frames)
	}
	buf := m.scratch[:2*frames]
	m.read(buf)
	for i, v := range buf {
		binary.LittleEndian.PutUint32(p[4*i:], math.Float32bits(v))
	}
	return 8 * frames, nil
}

// read fills buf (interleaved stereo) with the next frames of the mix.
func (m *mixer) read(buf []float32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	frames := len(buf) / 2
	clear(buf)

	// Music, each theme with its own fade. A theme whose ring is dry waits
	// (its fade too) until more is made.
	for _, v := range m.music {
		const unit = 1.0 / synth.PCMScale
		g := float32(equalPower(v.gain) * unit)
		for i := 0; i < frames && v.n > 0; i++ {
			if v.gain != v.target {
				if v.gain < v.target {
					v.gain = min(v.target, v.gain+v.step)
				} else {
					v.gain = max(v.target, v.gain-v.step)
				}
				g = float32(equalPower(v.gain) * unit)
			}
			if v.n <= lowWater {
				v.dry = min(v.dry, float64(v.n-1)/lowWater)
			} else if v.dry < 1 {
				v.dry = min(1, v.dry+0.5/lowWater)
			}
			d := g * float32(v.dry)
			buf[2*i] += float32(v.ring[2*v.at]) * d
			buf[2*i+1] += float32(v.ring[2*v.at+1]) * d
			if v.at++; v.at == musicAhead {
				v.at = 0
			}
			v.n--
		}
	}
	kept := m.music[:0]
	for _, v := range m.music {
		if v.gain > 0 || v.target > 0 {
			kept = append(kept, v)
		}
	}
	clear(m.music[len(kept):])
	m.music = kept

	// Gains glide towards their targets, frame by frame.
	if cap(m.fxGains) < frames {
		m.fxGains = make([]float32, frames)
	}
	fx := m.fxGains[:frames]
	master := m.vol.Master
	if m.vol.Mute {
		master = 0
	}
	for i := 0; i < frames; i++ {
		m.master = slew(m.master, master, m.glide)
		m.musicG = slew(m.musicG, m.vol.Music, m.glide)
		m.fxG = slew(m.fxG, m.vol.Effects, m.glide)
		g := float32(m.musicG * m.master)
		buf[2*i] *= g
		buf[2*i+1] *= g
		fx[i] = float32(m.fxG * m.master)
	}

	// Effects (mono, centred), read with linear interpolation so that a
	// voice can be played slightly higher or lower.
	live := m.voices[:0]
	for _, v := range m.voices {
		last := float64(len(v.buf) - 1)
		for i := 0; i < frames && v.pos < last; i++ {
			j := int(v.pos)
			f := float32(v.pos - float64(j))
			a, b := float32(v.buf[j]), float32(v.buf[j+1])
			s := (a + (b-a)*f) * v.gain * fx[i]
			buf[2*i] += s
			buf[2*i+1] += s
			v.pos += v.step
		}
		if v.pos < last {
			live = append(live, v)
		}
	}
	m.voices = live

	// Limiter: a peak follower with instant attack and a slow release; the
	// gain it applies keeps every frame at or below the ceiling.
	for i := 0; i < frames; i++ {
		p := math.Max(math.Abs(float64(buf[2*i])), math.Abs(float64(buf[2*i+1])))
		m.limEnv = math.Max(p, m.limEnv*m.limRel)
		if m.limEnv > ceiling {
			g := float32(ceiling / m.limEnv)
			buf[2*i] *= g
			buf[2*i+1] *= g
		}
	}
	m.frame += int64(frames)
}
