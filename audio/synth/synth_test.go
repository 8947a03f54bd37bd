package synth

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// Rendering all the themes takes a moment; the tests share one render.
var (
	themeOnce  sync.Once
	themeLoops map[string][]float32
)

func renderedThemes(t testing.TB) map[string][]float32 {
	themeOnce.Do(func() {
		themeLoops = map[string][]float32{}
		for _, th := range Themes {
			loop, ok := RenderTheme(th.Name)
			if !ok {
				t.Fatalf("theme %q did not render", th.Name)
			}
			themeLoops[th.Name] = Floats(loop)
		}
	})
	return themeLoops
}

func db(x float64) float64 { return 20 * math.Log10(x) }

func TestEveryEffectIsAudibleUnclippedAndOfSensibleLength(t *testing.T) {
	for _, e := range Effects {
		buf, ok := RenderEffect(e.Name)
		if !ok {
			t.Fatalf("%s: not rendered", e.Name)
		}
		sec := float64(len(buf)) / Rate
		if sec < 0.02 || sec > 3.5 {
			t.Errorf("%s: %.3f s long, want 0.02..3.5 s", e.Name, sec)
		}
		for i, v := range buf {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				t.Fatalf("%s: sample %d is %v", e.Name, i, v)
			}
		}
		if p := Peak(buf); p > PeakCap+1e-6 || p > 1 {
			t.Errorf("%s: peak %.3f above the cap %.2f", e.Name, p, PeakCap)
		}
		if l := db(loudness64(buf)); l < -40 {
			t.Errorf("%s: loudness %.1f dBFS: practically silent", e.Name, l)
		}
	}
}

func TestEveryEffectStartsAndEndsWithoutAClick(t *testing.T) {
	for _, e := range Effects {
		buf, _ := RenderEffect(e.Name)
		// A knock is sharp, but it rises from silence rather than jumping:
		// the first sample is zero and the second still near it.
		if buf[0] != 0 || math.Abs(float64(buf[1])) > 0.02 {
			t.Errorf("%s: starts %v, %v", e.Name, buf[0], buf[1])
		}
		// The last millisecond has faded to (nearly) nothing.
		ms := samples(0.001)
		if p := Peak(buf[len(buf)-ms:]); p > 0.005 {
			t.Errorf("%s: last ms peaks at %.4f", e.Name, p)
		}
		if math.Abs(float64(buf[len(buf)-1])) > 1e-4 {
			t.Errorf("%s: ends at %v", e.Name, buf[len(buf)-1])
		}
	}
}

func TestNoEffectLeavesAnOffset(t *testing.T) {
	for _, e := range Effects {
		buf, _ := RenderEffect(e.Name)
		if m := math.Abs(Mean(buf)); m > 0.005 {
			t.Errorf("%s: mean %.4f", e.Name, m)
		}
	}
}

func TestEffectsAreAsLoudAsTheirLevelUnlessThePeakCapHolds(t *testing.T) {
	for _, e := range Effects {
		buf, _ := RenderEffect(e.Name)
		l := db(loudness64(buf))
		capped := Peak(buf) > PeakCap-1e-3
		if math.Abs(l-e.Level) > 0.5 && !(capped && l < e.Level) {
			t.Errorf("%s: loudness %.1f dBFS, level %.1f (peak %.3f)", e.Name, l, e.Level, Peak(buf))
		}
	}
}

func TestEffectsAreTheSameEveryTime(t *testing.T) {
	for _, e := range Effects {
		a, _ := RenderEffect(e.Name)
		b, _ := RenderEffect(e.Name)
		if !slices.Equal(a, b) {
			t.Errorf("%s: two renders differ", e.Name)
		}
	}
}

func TestAnUnknownSoundIsNotMade(t *testing.T) {
	if _, ok := RenderEffect("kazoo"); ok {
		t.Error("RenderEffect(kazoo) succeeded")
	}
	if _, ok := RenderTheme("polka"); ok {
		t.Error("RenderTheme(polka) succeeded")
	}
}

func TestEveryThemeIsAStereoLoopOfSensibleLengthAndLevel(t *testing.T) {
	for name, loop := range renderedThemes(t) {
		if len(loop)%2 != 0 {
			t.Fatalf("%s: odd sample count %d", name, len(loop))
		}
		sec := float64(len(loop)/2) / Rate
		if sec < 15 || sec > 45 {
			t.Errorf("%s: loop of %.1f s, want 15..45 s", name, sec)
		}
		if p := Peak(loop); p > MusicPeakCap+1e-4 {
			t.Errorf("%s: peak %.3f above %.2f", name, p, MusicPeakCap)
		}
		if r := db(RMS(loop)); r < -28 || r > -18 {
			t.Errorf("%s: RMS %.1f dBFS, want -28..-18", name, r)
		}
		if m := math.Abs(Mean(loop)); m > 1e-3 {
			t.Errorf("%s: mean %.5f", name, m)
		}
		// Both channels carry sound (the mix is stereo, not one-sided).
		var l, r float64
		for i := 0; i < len(loop); i += 2 {
			l += float64(loop[i]) * float64(loop[i])
			r += float64(loop[i+1]) * float64(loop[i+1])
		}
		if ratio := db(math.Sqrt(l / r)); math.Abs(ratio) > 3 {
			t.Errorf("%s: left/right balance %.1f dB", name, ratio)
		}
	}
}

// seamJump compares the jump from a loop's last frame to its first with the
// jumps between neighbouring frames inside the loop.
func seamJump(loop []float32, ch int) (seam, p999 float64) {
	n := len(loop) / 2
	var jumps []float64
	for i := 1; i < n; i++ {
		jumps = append(jumps, math.Abs(float64(loop[2*i+ch]-loop[2*(i-1)+ch])))
	}
	sort.Float64s(jumps)
	return math.Abs(float64(loop[ch] - loop[2*(n-1)+ch])), jumps[len(jumps)*999/1000]
}

func TestEveryThemeEndJoinsItsStartWithoutAJump(t *testing.T) {
	for name, loop := range renderedThemes(t) {
		for ch := 0; ch < 2; ch++ {
			seam, p999 := seamJump(loop, ch)
			if seam > p999 {
				t.Errorf("%s channel %d: seam jump %.4f exceeds 99.9%% of the loop's own steps (%.4f)", name, ch, seam, p999)
			}
		}
	}
}

// measureLevel measures a song's level over its stream's second pass (what
// the loop sounds like once it has played), as themeLevels holds it.
func measureLevel(s *song) level {
	st, err := newStream(s, level{gain: 1})
	if err != nil {
		panic(err)
	}
	n := int64(st.frames)
	var sum, sq, hi, lo [2]float64
	for st.pos < 2*n {
		for st.startNext() {
		}
		m := st.blockLen()
		st.mix(m)
		for i := range m {
			if p := st.pos + int64(i); p < n || p >= 2*n {
				continue
			}
			for ch, v := range [2]float32{st.left[i], st.right[i]} {
				x := float64(v)
				sum[ch] += x
				sq[ch] += x * x
				hi[ch] = max(hi[ch], x)
				lo[ch] = min(lo[ch], x)
			}
		}
		st.pos += int64(m)
	}
	var lvl level
	var energy, peak float64
	for ch := range 2 {
		m := sum[ch] / float64(n)
		lvl.mean[ch] = float32(m)
		energy += sq[ch] - float64(n)*m*m
		peak = max(peak, hi[ch]-m, m-lo[ch])
	}
	if energy <= 0 || peak <= 0 {
		return lvl // silence stays silence
	}
	rms := math.Sqrt(energy / (2 * float64(n)))
	lvl.gain = float32(math.Min(math.Pow(10, s.level/20)/rms, 2*MusicPeakCap/peak))
	return lvl
}

// A stream never holds a whole pass, so the level of each theme is written
// in themeLevels; a theme whose notes change must have it measured again.
func TestEveryThemeIsSetToItsLevel(t *testing.T) {
	var want strings.Builder
	ok := true
	for _, th := range Themes {
		got, m := themeLevels[th.Name], measureLevel(th.compose())
		fmt.Fprintf(&want, "\t%q: {gain: %.6g, mean: [2]float32{%.4g, %.4g}},\n", th.Name, m.gain, m.mean[0], m.mean[1])
		if math.Abs(float64(got.gain/m.gain)-1) > 1e-3 || math.Abs(float64(got.mean[0]-m.mean[0])) > 1e-4 || math.Abs(float64(got.mean[1]-m.mean[1])) > 1e-4 {
			t.Errorf("%s: level %+v, measured %+v", th.Name, got, m)
			ok = false
		}
	}
	if !ok {
		t.Logf("themeLevels, measured:\n%s", want.String())
	}
}

// A note that rings across the end of the loop, through the reverb (with an
// echo or without: the two are mixed by different paths) and the limiter,
// must continue at the start as if the loop played on.
func TestSoundRingingPastTheLoopEndContinuesAtItsStart(t *testing.T) {
	for _, withEcho := range []bool{true, false} {
		s := &song{bpm: 120, beats: 8, level: -6,
			reverb: reverbParams{decay: 2, damp: 5000, predelay: 0.02, size: 1, wet: 1}}
		tone := pad{env: env{attack: 0.3, sustain: 1, release: 0.5}, cutoff: 900, detune: 5}
		tr := s.track(melodic{tone}, 1, 0.3, 0.6).add(7, "A3+E4:2")
		if withEcho {
			tr.echo = &echo{delay: 0.2, feedback: 0.4, mix: 0.5}
		}
		st, err := newStream(s, measureLevel(s))
		if err != nil {
			t.Fatal(err)
		}
		loop := Floats(st.passOf(1))
		n := len(loop) / 2
		for ch := 0; ch < 2; ch++ {
			x := func(i int) float64 { return float64(loop[2*(((i%n)+n)%n)+ch]) }
			d2 := func(i int) float64 { return math.Abs(x(i+1) - 2*x(i) + x(i-1)) }
			var around float64
			for k := 2; k < 200; k++ {
				around = math.Max(around, math.Max(d2(n-k), d2(k)))
			}
			seam := math.Max(d2(n-1), d2(n))
			if x(0) == 0 || seam > 2*around {
				t.Errorf("echo %v, channel %d: curvature at the seam %.6f, around it at most %.6f (first sample %v)", withEcho, ch, seam, around, x(0))
			}
		}
	}
}

// A stream plays its loop over and over: once the first pass has rung into
// the second, every pass sounds like the one before (to within rounding).
func TestAStreamRepeatsItsLoopPassAfterPass(t *testing.T) {
	st, err := NewStream("kiezkoenig")
	if err != nil {
		t.Fatal(err)
	}
	second, fourth := st.passOf(1), st.passOf(3)
	if len(second) != len(fourth) {
		t.Fatalf("passes of %d and %d samples", len(second), len(fourth))
	}
	var worst int
	for i := range second {
		worst = max(worst, abs(int(second[i])-int(fourth[i])))
	}
	if worst > 2 {
		t.Errorf("a later pass differs from the second by up to %d 16-bit steps", worst)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The game streams the music while it runs, and a browser tab never gives
// memory back: a stream may hold the notes sounding now (a long note only
// its state), the short sounds it keeps for their return, the reverb's and
// the echoes' delay lines and a block, not a pass of the loop (4.4 to 6.8
// MB in 16 bits; rendering one held three times that).
func TestAStreamHoldsLittleMemory(t *testing.T) {
	const limit = 3.5e6
	for _, th := range Themes {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		base := ms.HeapAlloc
		st, err := NewStream(th.Name)
		if err != nil {
			t.Fatal(err)
		}
		var peak uint64
		for steps := 1; st.pos < 2*int64(st.frames); steps++ {
			st.Step()
			if steps%25 == 0 {
				runtime.GC()
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapAlloc-min(base, ms.HeapAlloc))
			}
		}
		t.Logf("%s: held at most %.2f MB", th.Name, float64(peak)/1e6)
		if peak > limit {
			t.Errorf("%s: streaming held %.1f MB (at most %.1f)", th.Name, float64(peak)/1e6, float64(limit)/1e6)
		}
	}
}

func TestTheStreamsLimiterKeepsEveryFrameUnderTheCeiling(t *testing.T) {
	st, err := newStream(&song{bpm: 120, beats: 4}, level{gain: 1})
	if err != nil {
		t.Fatal(err)
	}
	n := 200 * StreamBlock
	in := func(i int) float32 {
		v := float32(0.4 * math.Sin(float64(i)*0.05))
		switch i {
		case 500, 90000, 150001:
			v = 1.5
		case 502, 90002, 150003:
			v = -1.2
		}
		return v
	}
	var out []float32
	for p := 0; p < n; {
		m := StreamBlock - len(out)%5 // blocks of any length
		for i := range m {
			st.left[i], st.right[i] = in(p+i), in(p+i)
		}
		k := st.finish(m)
		out = append(out, Floats(st.out[:2*k])...)
		p += m
	}
	for i := 0; i < len(out); i++ {
		if math.Abs(float64(out[i])) > MusicPeakCap+1e-4 {
			t.Fatalf("frame %d: %v above %v", i/2, out[i], MusicPeakCap)
		}
	}
	// Far from the spikes the signal is untouched (the gain has recovered),
	// Latency frames late.
	if got, want := out[2*(60000+Latency)], in(60000); math.Abs(float64(got-want)) > 1e-3 {
		t.Errorf("frame 60000: %v, want %v", got, want)
	}
}

func TestNoteNamesAndLengths(t *testing.T) {
	for name, want := range map[string]float64{"C4": 60, "A4": 69, "Bb3": 58, "F#5": 78, "C-1": 0, "E2": 40} {
		got, ok := midiOf(name)
		if name == "C-1" {
			if ok {
				t.Errorf("%s parsed", name)
			}
			continue
		}
		if !ok || got != want {
			t.Errorf("midiOf(%s) = %v, %v; want %v", name, got, ok, want)
		}
	}
	evs, end, err := parsePart(4, "C4+E4:1/3 r:0.5 kick?:1 G4!:2")
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(end-(4+1.0/3+0.5+1+2)) > 1e-9 || len(evs) != 4 {
		t.Fatalf("end %v, %d events", end, len(evs))
	}
	if evs[2].name != "kick" || evs[2].vel >= 0.8 || evs[3].vel != 1 || evs[3].beat != 4+1.0/3+1.5 {
		t.Errorf("events %+v", evs)
	}
	for _, bad := range []string{"C4", "C4:0", "C4:x", "+:1", "C4:1/0"} {
		if _, _, err := parsePart(0, bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	if got := transpose("A2+E3:0.5 kick:1 r:1", 5); got != "D3+A3:0.5 kick:1 r:1" {
		t.Errorf("transpose: %q", got)
	}
}

func TestSwingDelaysOffBeatEighthsOnly(t *testing.T) {
	s := &song{swing: 1.0 / 6}
	for in, want := range map[float64]float64{0: 0, 0.5: 2.0 / 3, 1: 1, 3.5: 3 + 2.0/3, 2.25: 2 + 1.0/3} {
		if got := s.swung(in); math.Abs(got-want) > 1e-9 {
			t.Errorf("swung(%v) = %v, want %v", in, got, want)
		}
	}
}

func TestWAVHeaderDescribesTheSamples(t *testing.T) {
	var b bytes.Buffer
	if err := WriteWAV(&b, []float32{0, 0.5, -1, 2}, 2); err != nil {
		t.Fatal(err)
	}
	d := b.Bytes()
	if string(d[0:4]) != "RIFF" || string(d[8:16]) != "WAVEfmt " || string(d[36:40]) != "data" {
		t.Fatal("bad chunk ids")
	}
	le := binary.LittleEndian
	if le.Uint16(d[22:]) != 2 || le.Uint32(d[24:]) != Rate || le.Uint32(d[40:]) != 8 || len(d) != 52 {
		t.Errorf("channels %d rate %d data %d len %d", le.Uint16(d[22:]), le.Uint32(d[24:]), le.Uint32(d[40:]), len(d))
	}
	if got := int16(le.Uint16(d[50:])); got != 32767 {
		t.Errorf("2.0 written as %d, want it clipped to 32767", got)
	}
}

func loudness64(buf []float32) float64 {
	f := make([]float64, len(buf))
	for i, v := range buf {
		f[i] = float64(v)
	}
	return loudness(f)
}

// BenchmarkEffects renders every effect once per iteration.
func BenchmarkEffects(b *testing.B) {
	for b.Loop() {
		for _, e := range Effects {
			RenderEffect(e.Name)
		}
	}
}

// BenchmarkStream makes a second of each theme's music, as the game does
// while it plays (ns/op is the CPU time a second of music takes, B/op the
// garbage it leaves), from the second pass on; worst-ms is the longest
// single step, which a frame waits for in a browser.
func BenchmarkStream(b *testing.B) {
	for _, th := range Themes {
		b.Run(th.Name, func(b *testing.B) {
			st, err := NewStream(th.Name)
			if err != nil {
				b.Fatal(err)
			}
			for st.pos < int64(st.frames) {
				st.Step()
			}
			var worst time.Duration
			b.ReportAllocs()
			for b.Loop() {
				for made := 0; made < Rate; {
					t := time.Now()
					made += len(st.Step()) / 2
					worst = max(worst, time.Since(t))
				}
			}
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
		})
	}
}

// BenchmarkAllSounds renders every effect and every theme: the whole cost of
// Quartet's audio, had it all been made at start-up.
func BenchmarkAllSounds(b *testing.B) {
	for b.Loop() {
		for _, e := range Effects {
			RenderEffect(e.Name)
		}
		for _, th := range Themes {
			RenderTheme(th.Name)
		}
	}
}
