package synth

import (
	"math"
)

// EffectSpec is one named sound effect: how to make it and how loud it is.
type EffectSpec struct {
	Name string
	// Level is the target loudness in dBFS, measured as the RMS of the
	// loudest 50 ms. Short clicks are judged by the same window, so a tap is
	// as loud as the ear takes it to be, not as its peak says.
	Level  float64
	render func() []float64
}

// Effects lists every effect, in a stable order.
var Effects = []EffectSpec{
	{"block-wood", -18, blockOnWood},
	{"block-blocks", -19, blockOnBlocks},
	{"roof-clack", -19, roofClack},
	{"capture", -17, capture},

	{"tile-placed", -19, tilePlaced},
	{"tile-rotated", -23, tileRotated},
	{"dragon-roar", -10, dragonRoar},
	{"stone-placed", -20, stonePlaced},
	{"stone-moved", -22, stoneMoved},
	{"hong-formed", -18, hongFormed},

	{"dice-shake", -21, diceShake},
	{"dice-roll", -19, diceRoll},
	{"duel-win", -13, duelWin},
	{"duel-loss", -14, duelLoss},
	{"tick", -23, tick},

	{"coins", -18, coins},
	{"card", -22, card},
	{"deal-struck", -14, dealStruck},

	{"tap", -24, tap},
	{"win", -12, winFanfare},
	{"loss", -15, lossCue},
}

// RenderEffect makes the named effect; ok is false for an unknown name.
func RenderEffect(name string) (buf []float32, ok bool) {
	for _, e := range Effects {
		if e.Name == name {
			return finishEffect(e.render(), e.Level), true
		}
	}
	return nil, false
}

// PeakCap is the highest peak of any effect (-1.4 dBFS): the effects are
// mixed with music and with each other, and the mixer's limiter should have
// little to do.
const PeakCap = 0.85

// finishEffect removes any offset, trims the silent tail, makes both ends
// click-free and sets the level.
func finishEffect(buf []float64, level float64) []float32 {
	var hp dcBlock
	for i, v := range buf {
		buf[i] = hp.process(v)
	}
	// Trim what is more than 60 dB below the peak at the end.
	var p float64
	for _, v := range buf {
		p = math.Max(p, math.Abs(v))
	}
	end := len(buf)
	for end > 0 && math.Abs(buf[end-1]) < p*1e-3 {
		end--
	}
	buf = buf[:min(len(buf), end+samples(0.005))]
	fadeEdges(buf, 0.0003, 0.008)
	loud := loudness(buf)
	if loud == 0 {
		return toFloat32(buf)
	}
	g := math.Pow(10, level/20) / loud
	var pk float64
	for _, v := range buf {
		pk = math.Max(pk, math.Abs(v))
	}
	g = math.Min(g, PeakCap/pk)
	for i := range buf {
		buf[i] *= g
	}
	return toFloat32(buf)
}

// loudness is the RMS of the loudest 50 ms window (the whole sound when it
// is shorter), a fair stand-in for how loud a short sound seems.
func loudness(buf []float64) float64 {
	w := min(samples(0.05), len(buf))
	if w == 0 {
		return 0
	}
	var sum float64
	for i := 0; i < w; i++ {
		sum += buf[i] * buf[i]
	}
	best := sum
	for i := w; i < len(buf); i++ {
		sum += buf[i]*buf[i] - buf[i-w]*buf[i-w]
		best = math.Max(best, sum)
	}
	return math.Sqrt(math.Max(best, 0) / float64(w))
}

// noiseHit is a short burst of filtered noise: the contact of two hard
// objects, a card's flap, a swish.
func noiseHit(dst []float64, off int, gain, attack, decay, fc, q float64, seed uint64) {
	rng := newNoise(seed)
	bp := bandpass(fc, q)
	n := samples(attack + decay*6)
	na := samples(attack)
	fall := newExpDecay(decay)
	for i := 0; i < n; i++ {
		var a float64
		if i < na {
			a = float64(i) / float64(na)
		} else {
			a = fall.next()
		}
		if j := off + i; j >= 0 && j < len(dst) {
			dst[j] += gain * a * bp.process(rng.white())
		}
	}
}
