// Package synth makes every sound of Quartet from code: the sound effects and
// the looping music themes. It is pure and deterministic (no Ebitengine, no
// clock, no global random generator), so the same build always sounds the same
// and the sounds can be tested and written to WAV files without a device.
//
// Effects are mono []float32 at Rate; themes are interleaved stereo []float32
// at Rate whose last frame joins the first without a jump.
package synth

import "math"

// Rate is the sample rate of every sound, in frames per second.
const Rate = 44100

const twoPi = 2 * math.Pi

// samples converts seconds to a number of frames at Rate.
func samples(sec float64) int {
	if sec <= 0 {
		return 0
	}
	return int(sec*Rate + 0.5)
}

// noise is a small deterministic white-noise generator (xorshift64*), so that
// every render of a sound is bit-identical.
type noise struct{ s uint64 }

func newNoise(seed uint64) *noise {
	return &noise{s: seed*0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D}
}

func (n *noise) next() uint64 {
	n.s ^= n.s >> 12
	n.s ^= n.s << 25
	n.s ^= n.s >> 27
	return n.s * 0x2545F4914F6CDD1D
}

// white returns a uniform value in [-1, 1).
func (n *noise) white() float64 {
	return float64(n.next()>>11)/(1<<52) - 1
}

// unit returns a uniform value in [0, 1).
func (n *noise) unit() float64 {
	return float64(n.next()>>11) / (1 << 53)
}

// between returns a uniform value in [lo, hi).
func (n *noise) between(lo, hi float64) float64 { return lo + (hi-lo)*n.unit() }

// mtof converts a MIDI note number to a frequency in Hz.
func mtof(m float64) float64 { return 440 * math.Pow(2, (m-69)/12) }

// Peak returns the largest absolute sample value.
func Peak(buf []float32) float64 {
	var p float64
	for _, v := range buf {
		a := math.Abs(float64(v))
		if a > p {
			p = a
		}
	}
	return p
}

// RMS returns the root mean square of the samples.
func RMS(buf []float32) float64 {
	if len(buf) == 0 {
		return 0
	}
	var s float64
	for _, v := range buf {
		s += float64(v) * float64(v)
	}
	return math.Sqrt(s / float64(len(buf)))
}

// Mean returns the average sample value (the DC offset).
func Mean(buf []float32) float64 {
	if len(buf) == 0 {
		return 0
	}
	var s float64
	for _, v := range buf {
		s += float64(v)
	}
	return s / float64(len(buf))
}

// fadeEdges applies a raised-cosine fade of in seconds at the start and out
// seconds at the end, so that a sound never starts or stops with a click.
func fadeEdges(buf []float64, in, out float64) {
	n := len(buf)
	fi := min(samples(in), n)
	for i := 0; i < fi; i++ {
		buf[i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(fi))
	}
	fo := min(samples(out), n)
	for i := 0; i < fo; i++ {
		buf[n-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(fo))
	}
}

// toFloat32 converts a finished render to the playback format.
func toFloat32(buf []float64) []float32 {
	out := make([]float32, len(buf))
	for i, v := range buf {
		out[i] = float32(v)
	}
	return out
}

// mixAt adds src into dst starting at frame off, scaled by gain, and returns
// dst, grown if src reaches past its end.
func mixAt(dst, src []float64, off int, gain float64) []float64 {
	if need := off + len(src); need > len(dst) {
		dst = append(dst, make([]float64, need-len(dst))...)
	}
	for i, v := range src {
		if j := off + i; j >= 0 {
			dst[j] += v * gain
		}
	}
	return dst
}

// softClip is a smooth saturator with unity slope at zero; it adds grit to
// growls and guitars without hard edges.
func softClip(x float64) float64 { return math.Tanh(x) }
