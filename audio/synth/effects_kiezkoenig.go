package synth

import "math"

// The effects of KiezKönig.

// diceClick is one die knocking against the cup or another die.
func diceClick(buf []float64, off int, g float64, rng *noise) {
	f := rng.between(2300, 3600)
	noiseHit(buf, off, 0.4*g, 0.0002, 0.0006, 6000, 0.8, rng.next())
	addModes(buf, off, g, []mode{
		{f, 0.5, rng.between(0.012, 0.02)}, {f * 1.63, 0.3, 0.01}, {f * 0.41, 0.25, 0.02},
	})
}

// diceShake: two dice rattled in a leather cup, back and forth: a burst of
// knocks at each turn of the wrist, with the cup's hollow thump.
func diceShake() []float64 {
	const length = 0.75
	buf := make([]float64, samples(length))
	rng := newNoise(61)
	for stroke := 0; stroke < 5; stroke++ {
		base := 0.03 + float64(stroke)*0.135
		for k := 0; k < 7; k++ {
			t := base + 0.075*math.Pow(rng.unit(), 1.7) // knocks crowd at the turn
			diceClick(buf, samples(t), rng.between(0.15, 1)*math.Pow(0.8, float64(k)), rng)
		}
		addModes(buf, samples(base+0.005), 0.3, []mode{{310, 0.6, 0.05}, {720, 0.3, 0.03}})
	}
	return buf
}

// diceRoll: the dice thrown on the table: a knock, then bounces that come
// faster and softer, and a last rattle as they settle.
func diceRoll() []float64 {
	buf := make([]float64, samples(0.95))
	rng := newNoise(62)
	for die := 0; die < 2; die++ {
		t := 0.0 + float64(die)*0.018
		gap := 0.13 - float64(die)*0.012
		g := 1.0
		for k := 0; k < 8; k++ {
			off := samples(t)
			diceClick(buf, off, g, rng)
			addModes(buf, off, 0.6*g, []mode{{150, 0.5, 0.08}, {260, 0.4, 0.06}, {430, 0.3, 0.04}})
			t += gap
			gap *= 0.74
			g *= 0.68
		}
	}
	return buf
}

// guitar is the twangy, slightly overdriven guitar of the St. Pauli clubs.
var guitar = pluck{bright: 0.7, t60: 1.6, damp: 0.12, pickAt: 0.18, drive: 1.8}

// duelWin: a rock'n'roll sting: a quick rising A-major riff on twangy guitar
// into a ringing A6 chord with a kick and a crash.
func duelWin() []float64 {
	buf := make([]float64, samples(1.7))
	riff := []struct {
		at   float64
		note float64
	}{{0, 57}, {0.085, 61}, {0.17, 64}, {0.255, 66}}
	for i, r := range riff {
		buf = mixGen(buf, guitar.start(mtof(r.note), 0.08, uint64(70+i)), samples(r.at), 0.55)
	}
	chord := []float64{57, 64, 69, 73, 78} // A6: A E A C# F#
	for i, n := range chord {
		buf = mixGen(buf, guitar.start(mtof(n), 1.1, uint64(80+i)), samples(0.34+0.008*float64(i)), 0.35)
	}
	buf = mixAt(buf, kick(110, 48, 0.3, 90), samples(0.34), 0.7)
	crash := hat(1.1, 91)
	buf = mixAt(buf, crash, samples(0.34), 0.6)
	return buf
}

// duelLoss: a muted trombone sighs down three steps and droops on the last.
func duelLoss() []float64 {
	buf := make([]float64, samples(2.0))
	notes := []float64{55, 54, 53}
	tb := brass{env: env{attack: 0.03, decay: 0.2, sustain: 0.8, release: 0.05}, cutoff: 500, open: 1400, scoop: 0.6, mute: 0.9}
	for i, n := range notes {
		buf = mixGen(buf, tb.start(mtof(n-12), 0.26, uint64(100+i)), samples(0.33*float64(i)), 0.9)
	}
	last := brass{env: env{attack: 0.03, decay: 0.4, sustain: 0.7, release: 0.12}, cutoff: 480, open: 1300, scoop: 0.6,
		vibrato: 0.35, vibDelay: 0.25, mute: 0.9}
	tail := last.render(mtof(52-12), 0.95, 103)
	// The last note droops a little as it fades: read it slightly slower.
	buf = mixAt(buf, droop(tail, 0.5), samples(0.99), 0.9)
	return buf
}

// droop lowers the pitch of buf progressively by up to semis semitones by
// reading it slower and slower.
func droop(buf []float64, semis float64) []float64 {
	out := make([]float64, 0, int(float64(len(buf))*1.1))
	pos := 0.0
	for pos < float64(len(buf)-1) {
		x := pos / float64(len(buf))
		i := int(pos)
		fr := pos - float64(i)
		out = append(out, buf[i]+(buf[i+1]-buf[i])*fr)
		pos += math.Pow(2, -semis*x*x/12)
	}
	return out
}

// tick: a bullet moved on the podium: a small, dry click like a clock's.
func tick() []float64 {
	buf := make([]float64, samples(0.08))
	noiseHit(buf, 0, 0.35, 0.0002, 0.0005, 7000, 0.8, 111)
	addModes(buf, 0, 1, []mode{{1210, 0.35, 0.02}, {3030, 0.45, 0.014}, {4480, 0.25, 0.009}})
	return buf
}
