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

// Hong Kong ---------------------------------------------------------------

// blockOnWood: a small wooden block dropped on the wooden board: a round,
// low knock with a short bounce.
func blockOnWood() []float64 {
	buf := make([]float64, samples(0.35))
	hit := func(off int, g float64) {
		noiseHit(buf, off, 0.5*g, 0.0005, 0.0015, 2500, 0.6, 11)
		addModes(buf, off, g, []mode{
			{140, 0.55, 0.16}, {236, 0.45, 0.12}, {392, 0.35, 0.09}, {611, 0.3, 0.06}, // the board
			{830, 0.35, 0.045}, {1340, 0.22, 0.03}, {2210, 0.12, 0.018}, {3350, 0.06, 0.01}, // the block
		})
	}
	hit(0, 1)
	hit(samples(0.041), 0.22)
	hit(samples(0.066), 0.07)
	return buf
}

// blockOnBlocks: a block set on other blocks: a drier, higher wood-on-wood
// clack.
func blockOnBlocks() []float64 {
	buf := make([]float64, samples(0.28))
	hit := func(off int, g float64) {
		noiseHit(buf, off, 0.6*g, 0.0004, 0.0012, 4200, 0.7, 12)
		addModes(buf, off, g, []mode{
			{188, 0.18, 0.07},
			{780, 0.5, 0.05}, {1185, 0.45, 0.042}, {1730, 0.3, 0.03}, {2660, 0.18, 0.018}, {3920, 0.1, 0.01},
		})
	}
	hit(0, 1)
	hit(samples(0.027), 0.18)
	return buf
}

// roofClack: a lacquered roof snapped onto a building: a bright, hollow
// double clack as both eaves touch.
func roofClack() []float64 {
	buf := make([]float64, samples(0.3))
	hit := func(off int, g float64, seed uint64) {
		noiseHit(buf, off, 0.7*g, 0.0003, 0.001, 6000, 0.8, seed)
		addModes(buf, off, g, []mode{
			{955, 0.5, 0.07}, {1460, 0.45, 0.055}, {2310, 0.35, 0.035}, {3720, 0.22, 0.02}, {5230, 0.12, 0.012},
		})
	}
	hit(0, 1, 13)
	hit(samples(0.014), 0.75, 14)
	hit(samples(0.052), 0.12, 15)
	return buf
}

// capture: an opponent's block is taken: a quick airy swish and two bright
// plucked notes rising a fourth (E6, A6).
func capture() []float64 {
	buf := make([]float64, samples(1.0))
	rng := newNoise(21)
	var f svf
	n := samples(0.22)
	for i := 0; i < n; i++ {
		t := float64(i) / Rate
		if i%ctlStep == 0 {
			f.set(700*math.Pow(5, t/0.22), 2)
		}
		_, band := f.tick(rng.white())
		buf[i] += 0.35 * band * math.Sin(math.Pi*t/0.22)
	}
	harp := pluck{bright: 0.6, t60: 1.2, damp: 0.5, pickAt: 0.13}
	buf = mixAt(buf, harp.render(mtof(88), 0.6, 22), samples(0.13), 0.8)
	buf = mixAt(buf, harp.render(mtof(93), 0.6, 23), samples(0.25), 0.9)
	return buf
}

// Hong ----------------------------------------------------------------------

// tilePlaced: a thick tile laid on the table: a soft, papery thock.
func tilePlaced() []float64 {
	buf := make([]float64, samples(0.25))
	noiseHit(buf, 0, 0.45, 0.0008, 0.003, 1800, 0.5, 31)
	addModes(buf, 0, 1, []mode{
		{165, 0.4, 0.08}, {318, 0.5, 0.06}, {760, 0.3, 0.035}, {1490, 0.15, 0.02}, {2400, 0.06, 0.01},
	})
	return buf
}

// tileRotated: a tile turned on the table: a short scrape ending in a light
// tick as it settles.
func tileRotated() []float64 {
	buf := make([]float64, samples(0.2))
	rng := newNoise(32)
	var f svf
	n := samples(0.11)
	for i := 0; i < n; i++ {
		t := float64(i) / Rate
		x := t / 0.11
		a := math.Sin(math.Pi*x) * (0.7 + 0.3*math.Sin(twoPi*38*t)) // the grain of the surface
		if i%ctlStep == 0 {
			f.set(1400+1400*x, 1.6)
		}
		_, band := f.tick(rng.white())
		buf[i] += 0.5 * a * band
	}
	addModes(buf, samples(0.105), 0.5, []mode{{1320, 0.5, 0.03}, {2650, 0.3, 0.018}, {4100, 0.1, 0.01}})
	return buf
}

// dragonRoar: a Great Dragon is summoned: a huge throat opens into a rough
// "aah" roar that swells, flutters and sinks, over a tam-tam.
func dragonRoar() []float64 {
	const length = 2.5
	n := samples(length)
	buf := make([]float64, n)
	rng := newNoise(41)
	// open is how wide the mouth is (0..1): it opens fast and closes slowly.
	open := func(t float64) float64 {
		o := math.Min(1, t/0.45)
		return o * o * (3 - 2*o) * math.Exp(-math.Max(0, t-1.25)/0.45)
	}
	amp := control(n, open)
	pitch := control(n, func(t float64) float64 {
		return 58 + 42*open(t) - 10*math.Max(0, t-1.4)
	})
	wob := newOnePole(28)
	flutterLP := newOnePole(35)
	var glottis, sub saw
	var f1, f2, f3 svf
	var body svf
	for i := range buf {
		if i%ctlStep == 0 {
			o := amp[i]
			f1.set(380+320*o, 4)
			f2.set(1000+350*o, 5)
			f3.set(2500, 6)
			body.set(600+2400*o, 0.8)
		}
		jitter := 1 + 2.5*wob.process(rng.white())
		fr := pitch[i] * jitter
		src := glottis.next(fr) + 0.6*sub.next(fr*0.5) + 0.9*rng.white()*amp[i]
		flutter := 1 + 7*flutterLP.process(rng.white()) // the roughness of a throat
		src *= flutter
		_, b1 := f1.tick(src)
		_, b2 := f2.tick(src)
		_, b3 := f3.tick(src)
		lo, _ := body.tick(src)
		v := 1.2*b1 + 0.8*b2 + 0.35*b3 + 0.5*lo
		buf[i] = softClip(1.6*v) * amp[i]
	}
	lp1, lp2 := lowpass(5000, 0.7), lowpass(5000, 0.7)
	for i, v := range buf {
		buf[i] = lp2.process(lp1.process(v))
	}
	buf = mixAt(buf, gong(55, 2.4, 42), 0, 0.55)
	fadeEdges(buf, 0.01, 0.3)
	return buf
}

// stonePlaced: a glazed stone set on the board: a crisp high click over a
// short knock of the board.
func stonePlaced() []float64 {
	buf := make([]float64, samples(0.2))
	noiseHit(buf, 0, 0.5, 0.0003, 0.0008, 5000, 0.7, 51)
	addModes(buf, 0, 1, []mode{
		{205, 0.25, 0.06}, {470, 0.2, 0.04},
		{2240, 0.5, 0.035}, {3890, 0.4, 0.022}, {5610, 0.25, 0.012}, {7300, 0.1, 0.007},
	})
	return buf
}

// stoneMoved: a stone slid to a new place: a short glide, then a softer click.
func stoneMoved() []float64 {
	buf := make([]float64, samples(0.3))
	rng := newNoise(52)
	bp := bandpass(2600, 1.0)
	n := samples(0.14)
	for i := 0; i < n; i++ {
		t := float64(i) / Rate
		a := math.Sin(math.Pi * t / 0.14)
		buf[i] += 0.3 * a * a * bp.process(rng.white())
	}
	off := samples(0.13)
	noiseHit(buf, off, 0.3, 0.0003, 0.0008, 5000, 0.7, 53)
	addModes(buf, off, 0.65, []mode{{2240, 0.5, 0.03}, {3890, 0.35, 0.02}, {5610, 0.2, 0.01}, {205, 0.2, 0.05}})
	return buf
}

// KiezKönig -----------------------------------------------------------------

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
		buf = mixAt(buf, guitar.render(mtof(r.note), 0.08, uint64(70+i)), samples(r.at), 0.55)
	}
	chord := []float64{57, 64, 69, 73, 78} // A6: A E A C# F#
	for i, n := range chord {
		buf = mixAt(buf, guitar.render(mtof(n), 1.1, uint64(80+i)), samples(0.34+0.008*float64(i)), 0.35)
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
		buf = mixAt(buf, tb.render(mtof(n-12), 0.26, uint64(100+i)), samples(0.33*float64(i)), 0.9)
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

// Chinatown -----------------------------------------------------------------

// coin is one metal coin striking others: the modes of a thin disc, bright
// and briefly ringing.
func coin(buf []float64, off int, g, f float64, seed uint64) {
	noiseHit(buf, off, 0.3*g, 0.0002, 0.0005, 9000, 0.8, seed)
	addModes(buf, off, g, []mode{
		{f, 0.5, 0.3}, {f * 1.73, 0.45, 0.22}, {f * 2.33, 0.3, 0.16}, {f * 2.96, 0.2, 0.1}, {f * 3.91, 0.12, 0.07},
	})
}

// coins: a few coins dropped in a pile, one after another.
func coins() []float64 {
	buf := make([]float64, samples(0.75))
	hits := []struct{ t, g, f float64 }{
		{0, 1, 3630}, {0.055, 0.7, 4110}, {0.12, 0.85, 3890}, {0.175, 0.45, 4420}, {0.26, 0.3, 3740},
	}
	for i, h := range hits {
		coin(buf, samples(h.t), h.g, h.f, uint64(120+i))
	}
	addModes(buf, 0, 0.2, []mode{{190, 0.5, 0.06}, {420, 0.3, 0.04}})
	return buf
}

// card: a card dealt onto the table: a quick papery flick and a soft landing.
func card() []float64 {
	buf := make([]float64, samples(0.18))
	noiseHit(buf, 0, 0.8, 0.003, 0.012, 3200, 0.5, 131)
	noiseHit(buf, samples(0.045), 0.35, 0.001, 0.006, 1400, 0.6, 132)
	addModes(buf, samples(0.045), 0.2, []mode{{230, 0.4, 0.03}, {520, 0.3, 0.02}})
	return buf
}

// dealStruck: a handshake deal sealed with a cash register: a mechanical
// clunk, then the bell's ding and a sprinkle of coins.
func dealStruck() []float64 {
	buf := make([]float64, samples(1.25))
	noiseHit(buf, 0, 0.4, 0.0005, 0.002, 1500, 0.6, 141)
	addModes(buf, 0, 0.9, []mode{{120, 0.6, 0.09}, {340, 0.4, 0.06}, {910, 0.3, 0.03}})
	noiseHit(buf, samples(0.06), 0.4, 0.0003, 0.001, 4000, 0.8, 142)
	addModes(buf, samples(0.06), 0.5, []mode{{1650, 0.4, 0.03}, {2900, 0.3, 0.02}})
	bellAt := samples(0.13)
	addModes(buf, bellAt, 1, []mode{
		{2093, 0.6, 0.9}, {2101, 0.4, 0.85}, // beating pair: a real bell's shimmer
		{4186 * 1.01, 0.25, 0.5}, {5370, 0.15, 0.35}, {1046, 0.2, 0.7},
	})
	noiseHit(buf, bellAt, 0.3, 0.0002, 0.0005, 8000, 0.8, 143)
	coin(buf, samples(0.3), 0.35, 4150, 144)
	coin(buf, samples(0.37), 0.25, 3760, 145)
	return buf
}

// Interface -----------------------------------------------------------------

// tap: a button pressed: a soft, short wooden pop.
func tap() []float64 {
	buf := make([]float64, samples(0.07))
	phase := 0.0
	for i := range buf {
		t := float64(i) / Rate
		f := 620 + 500*math.Exp(-t/0.006)
		phase += f / Rate
		buf[i] = math.Sin(twoPi*phase) * math.Exp(-t/0.012)
	}
	noiseHit(buf, 0, 0.15, 0.0003, 0.0007, 4000, 0.7, 151)
	return buf
}

// winFanfare: a bright brass fanfare: a triplet pickup into a held C-major
// chord over a timpani, with a sparkle of bells on top.
func winFanfare() []float64 {
	buf := make([]float64, samples(2.7))
	horn := brass{env: env{attack: 0.025, decay: 0.15, sustain: 0.85, release: 0.06}, cutoff: 900, open: 3200, scoop: 0.3}
	long := brass{env: env{attack: 0.04, decay: 0.4, sustain: 0.75, release: 0.22}, cutoff: 900, open: 2800, scoop: 0.3,
		vibrato: 0.12, vibDelay: 0.35}
	trip := 0.11
	pick := []float64{67, 67, 67}
	for i, n := range pick {
		buf = mixAt(buf, horn.render(mtof(n), trip*0.75, uint64(160+i)), samples(trip*float64(i)), 0.5)
		buf = mixAt(buf, horn.render(mtof(n-5), trip*0.75, uint64(165+i)), samples(trip*float64(i)), 0.3)
	}
	at := samples(3 * trip)
	for i, n := range []float64{72, 67, 64, 60, 48} {
		g := 0.45
		if i == 0 {
			g = 0.55
		}
		buf = mixAt(buf, long.render(mtof(n), 1.4, uint64(170+i)), at, g)
	}
	buf = mixAt(buf, taiko(49, 1.2, 180), at, 0.6)
	celesta := bell{partials: []mode{{1, 1, 1.2}, {2, 0.3, 0.5}, {4.01, 0.1, 0.2}}, mallet: 0.1}
	for i, n := range []float64{84, 88, 91, 96} {
		buf = mixAt(buf, celesta.render(mtof(n), 0.1, uint64(190+i)), at+samples(0.45+0.07*float64(i)), 0.18)
	}
	return buf
}

// lossCue: a game lost: a gentle, sympathetic fall of a minor triad on a soft
// flute over a low A, not a mockery.
func lossCue() []float64 {
	buf := make([]float64, samples(2.2))
	soft := flute{env: env{attack: 0.06, decay: 0.3, sustain: 0.7, release: 0.18}, harm: []float64{1, 0.25, 0.08},
		breath: 0.05, vibrato: 0.08, vibDelay: 0.2}
	notes := []float64{76, 72, 69}
	for i, n := range notes {
		hold := 0.34
		if i == 2 {
			hold = 0.9
		}
		buf = mixAt(buf, soft.render(mtof(n), hold, uint64(200+i)), samples(0.38*float64(i)), 0.6)
	}
	warm := pad{env: env{attack: 0.25, decay: 0, sustain: 1, release: 0.22}, cutoff: 700, detune: 6}
	buf = mixAt(buf, warm.render(mtof(45), 1.1, 210), samples(0.7), 0.45)
	buf = mixAt(buf, warm.render(mtof(52), 1.1, 211), samples(0.7), 0.3)
	return buf
}
