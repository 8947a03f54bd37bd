package audio

import (
	"math"
	"testing"

	"quartet/audio/synth"
)

func TestManyOverlappingEffectsStayWithinFullScale(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	m.playMusic(MenuTheme, sine(110, 0.6, 1), 0.01)
	b := newBank()
	loud := 0.0
	for round := 0; round < 4; round++ {
		for _, fx := range Effects() {
			buf := b.effect(fx)
			loud += peak(synth.Floats(buf))
			m.play(fx, buf, 1.1, 1)
		}
		pull(m, 0.05)
	}
	if loud < 3 {
		t.Fatalf("the effects' peaks add up to only %.1f: the test would not stress the limiter", loud)
	}
	out := pull(m, 3)
	if p := peak(out); p > ceiling+1e-6 {
		t.Errorf("mix peaks at %.4f, above the ceiling %.2f", p, ceiling)
	}
	if p := peak(out); p < 0.5 {
		t.Errorf("mix peaks at only %.3f: the limiter squashed it", p)
	}
}

func TestLimiterLeavesQuietSoundAlone(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	pull(m, 0.2) // let the volumes glide up from silence
	m.playMusic(MenuTheme, sine(440, 0.5, 1), 0.001)
	pull(m, 0.1)
	out := pull(m, 0.5)
	if p := peak(out); math.Abs(p-0.5) > 0.005 {
		t.Errorf("a 0.5 sine comes out at %.4f", p)
	}
}

// level plays one effect (or a music loop) at the given volumes and returns
// the RMS of the result.
func level(t *testing.T, v Volumes, music bool) float64 {
	t.Helper()
	m := newMixer()
	m.setVolumes(v)
	pull(m, 0.3) // settle the glide
	if music {
		m.playMusic(MenuTheme, sine(220, 0.3, 1), 0.001)
	} else {
		m.play(Coins, newBank().effect(Coins), 1, 1)
	}
	return rms(pull(m, 0.4))
}

func TestVolumesAndMuteScaleTheOutput(t *testing.T) {
	full := Volumes{Master: 1, Music: 1, Effects: 1}
	for _, tc := range []struct {
		name  string
		v     Volumes
		music bool
		ratio float64
	}{
		{"master halves effects", Volumes{Master: 0.5, Music: 1, Effects: 1}, false, 0.5},
		{"master halves music", Volumes{Master: 0.5, Music: 1, Effects: 1}, true, 0.5},
		{"effects volume scales effects", Volumes{Master: 1, Music: 1, Effects: 0.25}, false, 0.25},
		{"effects volume leaves music", Volumes{Master: 1, Music: 1, Effects: 0.25}, true, 1},
		{"music volume scales music", Volumes{Master: 1, Music: 0.3, Effects: 1}, true, 0.3},
		{"music volume leaves effects", Volumes{Master: 1, Music: 0.3, Effects: 1}, false, 1},
		{"mute silences effects", Volumes{Master: 1, Music: 1, Effects: 1, Mute: true}, false, 0},
		{"mute silences music", Volumes{Master: 1, Music: 1, Effects: 1, Mute: true}, true, 0},
		{"out-of-range volumes are clamped", Volumes{Master: 7, Music: 1, Effects: math.NaN()}, true, 1},
	} {
		got := level(t, tc.v, tc.music) / level(t, full, tc.music)
		if math.Abs(got-tc.ratio) > 0.02 {
			t.Errorf("%s: level ratio %.3f, want %.2f", tc.name, got, tc.ratio)
		}
	}
}

func TestMutingGlidesInsteadOfClicking(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	pull(m, 0.2)
	m.playMusic(MenuTheme, sine(440, 0.5, 1), 0.001)
	pull(m, 0.1)
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1, Mute: true})
	out := pull(m, 0.2)
	// 1 ms after muting the sound is still there, 100 ms after it is gone.
	if p := peak(out[:2*44]); p < 0.3 {
		t.Errorf("first ms after mute peaks at %.3f: an abrupt cut", p)
	}
	if p := peak(out[2*4410:]); p > 1e-4 {
		t.Errorf("100 ms after mute the output peaks at %.5f", p)
	}
}

func TestMusicCrossFadesBetweenThemes(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	pull(m, 0.2)
	m.playMusic(MenuTheme, sine(220, 0.4, 1), fadeIn)
	first := pull(m, fadeIn)
	// The fade-in rises smoothly from nothing.
	if p := peak(first[:2*441]); p > 0.02 {
		t.Errorf("first 10 ms of the fade-in peak at %.3f", p)
	}
	pull(m, 1)
	m.playMusic(HongTheme, sine(330, 0.4, 1), crossFade)
	mid := pull(m, crossFade/2)
	if len(m.music) != 2 {
		t.Fatalf("%d themes sounding mid-fade, want 2", len(m.music))
	}
	// Equal-power: the level stays near that of one theme.
	if r := rms(mid[len(mid)-2*4410:]); r < 0.2 || r > 0.45 {
		t.Errorf("mid-fade RMS %.3f", r)
	}
	pull(m, crossFade/2+0.1)
	if len(m.music) != 1 || m.music[0].theme != HongTheme {
		t.Errorf("after the fade: %d themes", len(m.music))
	}
	if m.playingTheme() != HongTheme {
		t.Errorf("playing %q", m.playingTheme())
	}
	m.playMusic("", nil, fadeOut)
	out := pull(m, fadeOut+0.1)
	if p := peak(out[:2*441]); p < 0.3 {
		t.Errorf("the music stopped at once (first 10 ms of the fade-out peak at %.3f)", p)
	}
	if p := peak(out[len(out)-2*441:]); p != 0 {
		t.Errorf("after the fade-out the music still peaks at %.4f", p)
	}
	if len(m.music) != 0 || m.playingTheme() != "" {
		t.Errorf("%d themes left after stopping", len(m.music))
	}
}

func TestBackToAFadingThemeBringsItBack(t *testing.T) {
	m := newMixer()
	a, b := sine(220, 0.4, 1), sine(330, 0.4, 1)
	m.playMusic(MenuTheme, a, 0.1)
	pull(m, 0.2)
	m.playMusic(HongTheme, b, 1)
	pull(m, 0.3)
	m.playMusic(MenuTheme, a, 1)
	pull(m, 1.1)
	if len(m.music) != 1 || m.music[0].theme != MenuTheme || m.music[0].gain != 1 {
		t.Errorf("music %+v", m.music)
	}
}

func TestABurstOfOneEffectMergesAndIsBounded(t *testing.T) {
	m := newMixer()
	buf := newBank().effect(BlockOnWood)
	for range 5 {
		m.play(BlockOnWood, buf, 1, 1)
	}
	if len(m.voices) != 1 {
		t.Errorf("5 simultaneous starts made %d voices, want 1", len(m.voices))
	}
	for range 10 {
		pull(m, sameGap+0.005)
		m.play(BlockOnWood, buf, 1, 1)
	}
	if n := len(m.voices); n > maxSame {
		t.Errorf("%d copies sounding, at most %d allowed", n, maxSame)
	}
	for _, fx := range Effects() {
		m.play(fx, newBank().effect(fx), 1, 1)
	}
	if len(m.voices) > maxVoices {
		t.Errorf("%d voices, at most %d allowed", len(m.voices), maxVoices)
	}
}

func TestPitchVariedEffectsEndCleanly(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	pull(m, 0.2)
	m.play(Tap, newBank().effect(Tap), 1, 0.98)
	m.play(Tick, newBank().effect(Tick), 1, 1.02)
	pull(m, 0.5)
	if len(m.voices) != 0 {
		t.Errorf("%d voices left after they ended", len(m.voices))
	}
}

func TestTheMixerIsAnIOReaderOfFloat32Frames(t *testing.T) {
	m := newMixer()
	p := make([]byte, 8*100+3)
	n, err := m.Read(p)
	if err != nil || n != 800 {
		t.Errorf("Read = %d, %v; want 800 bytes", n, err)
	}
}

// BenchmarkMixer measures the mixing cost of one second of sound with music
// and a busy scene of effects.
func BenchmarkMixer(b *testing.B) {
	m := newMixer()
	bank := newBank()
	m.playMusic(MenuTheme, sine(220, 0.3, 2), 0.01)
	buf := make([]float32, 2048)
	for b.Loop() {
		for i := 0; i < rate/1024; i++ {
			if i%4 == 0 {
				fx := Effects()[i%len(Effects())]
				m.play(fx, bank.effect(fx), 1, 1)
			}
			m.read(buf)
		}
	}
}

// A game that stalls longer than the music made ahead lets a theme's ring
// run dry: the theme fades out as the last of it plays and back in when
// there is more, rather than stopping and starting mid-wave with a click.
func TestAThemeWhoseRingRunsDryFadesOutAndBackInWithoutAClick(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	m.playMusic(MenuTheme, sine(220, 0.5, 1), 0.001)
	pull(m, 0.5)
	// The stall: the device reads on, nothing more is made.
	stalled := listen(m, 2)
	// jump is the largest change from one sample to the next: a 220 Hz
	// sine at 0.5 changes by 0.016 at most; a cut, by up to 0.5.
	jump := func(buf []float32) float64 {
		most := 0.0
		for i := 2; i < len(buf); i++ {
			most = max(most, math.Abs(float64(buf[i]-buf[i-2])))
		}
		return most
	}
	if j := jump(stalled); j > 0.03 {
		t.Errorf("running dry jumps by %.3f between two samples: a click", j)
	}
	if p := peak(stalled[len(stalled)-2*4410:]); p != 0 {
		t.Errorf("a dry ring still sounds (%.3f)", p)
	}
	back := pull(m, 0.5)
	if j := jump(back); j > 0.03 {
		t.Errorf("coming back jumps by %.3f between two samples: a click", j)
	}
	if p := peak(back[len(back)-2*4410:]); p < 0.4 {
		t.Errorf("the theme did not come back (%.3f)", p)
	}
}
