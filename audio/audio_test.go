package audio

import (
	"math"
	"slices"
	"testing"

	"quartet/audio/synth"
)

// fakeDevice stands in for the sound device: the test sets its state and
// pulls the mix itself.
type fakeDevice struct {
	state  deviceState
	source *mixer
	opened int
}

func (f *fakeDevice) open()                  { f.opened++ }
func (f *fakeDevice) status() deviceState    { return f.state }
func (f *fakeDevice) attach(m *mixer)        { f.source = m }
func (f *fakeDevice) attached(m *mixer) bool { return f.source == m }
func (f *fakeDevice) err() error             { return nil }

// pull reads seconds of the mix, as the device would, with the music made
// ahead as it goes (as the game's ticks would).
func pull(m *mixer, seconds float64) []float32 {
	out := make([]float32, 2*int(seconds*rate))
	for i := 0; i < len(out); i += 2048 {
		m.fill(func() bool { return true })
		m.read(out[i:min(i+2048, len(out))])
	}
	return out
}

// listen reads seconds of the mix without making music.
func listen(m *mixer, seconds float64) []float32 {
	out := make([]float32, 2*int(seconds*rate))
	m.read(out)
	return out
}

func peak(buf []float32) float64 { return synth.Peak(buf) }
func rms(buf []float32) float64  { return synth.RMS(buf) }

// sine makes a looping stereo source for mixer tests.
func sine(freq, amp, seconds float64) source {
	n := int(seconds * rate)
	out := make([]int16, 2*n)
	for i := 0; i < n; i++ {
		v := int16(math.Round(amp * synth.PCMScale * math.Sin(2*math.Pi*freq*float64(i)/rate)))
		out[2*i], out[2*i+1] = v, v
	}
	return &loopSource{pcm: out}
}

// loopSource plays a loop a block a step.
type loopSource struct {
	pcm []int16
	pos int
}

func (l *loopSource) Step() []int16 {
	n := len(l.pcm) / 2
	k := min(synth.StreamBlock, n-l.pos)
	b := l.pcm[2*l.pos : 2*(l.pos+k)]
	l.pos = (l.pos + k) % n
	return b
}

func TestEveryEffectConstantHasASoundAndEverySoundAConstant(t *testing.T) {
	consts := []Effect{BlockOnWood, BlockOnBlocks, RoofClack, Capture, TilePlaced, TileRotated, DragonRoar,
		StonePlaced, StoneMoved, HongFormed, DiceShake, DiceRoll, DuelWin, DuelLoss, Tick, Coins, Card, DealStruck,
		Tap, WinFanfare, LossCue}
	all := Effects()
	if len(all) != len(consts) {
		t.Errorf("%d effects made, %d constants", len(all), len(consts))
	}
	for _, fx := range consts {
		if !slices.Contains(all, fx) {
			t.Errorf("effect %q has no sound", fx)
		}
	}
	themes := []Theme{MenuTheme, HongKongTheme, HongTheme, KiezKoenigTheme, ChinatownTheme}
	if !slices.Equal(Themes(), themes) {
		t.Errorf("Themes() = %v, want %v", Themes(), themes)
	}
	for _, id := range []string{"hongkong", "hong", "kiezkoenig", "chinatown"} {
		if got := ThemeFor(id); string(got) != id {
			t.Errorf("ThemeFor(%q) = %q", id, got)
		}
	}
	if got := ThemeFor("nonesuch"); got != MenuTheme {
		t.Errorf("ThemeFor(nonesuch) = %q", got)
	}
}
