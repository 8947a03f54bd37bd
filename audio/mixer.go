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
	buf   []float32 // mono
	pos   float64
	step  float64 // playback rate: 1 is the recorded pitch
	gain  float32
	start int64 // mixer frame at which it started
}

// musicVoice is one theme playing or fading.
type musicVoice struct {
	theme  Theme
	loop   []int16 // interleaved stereo, synth.PCMScale full scale
	pos    int     // frame
	gain   float64
	target float64
	step   float64 // gain change per frame while fading
}

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
func (m *mixer) play(fx Effect, buf []float32, gain, step float64) {
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
	m.voices = append(m.voices, mixVoice{fx: fx, buf: buf, step: step, gain: float32(gain), start: m.frame})
}

func (m *mixer) drop(i int) {
	m.voices = append(m.voices[:i], m.voices[i+1:]...)
}

// playMusic cross-fades from whatever plays to loop over fade seconds; a nil
// loop fades the music out.
func (m *mixer) playMusic(t Theme, loop []int16, fade float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	frames := max(fade*rate, 1)
	for _, v := range m.music {
		if v.theme == t && loop != nil {
			// Already there (perhaps fading out): bring it back.
			v.target, v.step = 1, 1/frames
			m.fadeOthers(v, frames)
			return
		}
	}
	m.fadeOthers(nil, frames)
	if loop == nil {
		return
	}
	m.music = append(m.music, &musicVoice{theme: t, loop: loop, target: 1, step: 1 / frames})
}

func (m *mixer) fadeOthers(keep *musicVoice, frames float64) {
	for _, v := range m.music {
		if v != keep {
			v.target, v.step = 0, 1/frames
		}
	}
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

	// Music, each theme with its own fade.
	for _, v := range m.music {
		n := len(v.loop) / 2
		const unit = 1.0 / synth.PCMScale
		g := float32(equalPower(v.gain) * unit)
		for i := 0; i < frames; i++ {
			if v.gain != v.target {
				if v.gain < v.target {
					v.gain = min(v.target, v.gain+v.step)
				} else {
					v.gain = max(v.target, v.gain-v.step)
				}
				g = float32(equalPower(v.gain) * unit)
			}
			buf[2*i] += float32(v.loop[2*v.pos]) * g
			buf[2*i+1] += float32(v.loop[2*v.pos+1]) * g
			v.pos++
			if v.pos == n {
				v.pos = 0
			}
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
			s := (v.buf[j] + (v.buf[j+1]-v.buf[j])*f) * v.gain * fx[i]
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
