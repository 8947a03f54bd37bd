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

// pull reads seconds of the mix, as the device would.
func pull(m *mixer, seconds float64) []float32 {
	out := make([]float32, 2*int(seconds*rate))
	for i := 0; i < len(out); i += 2048 {
		m.read(out[i:min(i+2048, len(out))])
	}
	return out
}

func peak(buf []float32) float64 { return synth.Peak(buf) }
func rms(buf []float32) float64  { return synth.RMS(buf) }

// sine makes an interleaved stereo loop for mixer tests.
func sine(freq, amp, seconds float64) []float32 {
	n := int(seconds * rate)
	out := make([]float32, 2*n)
	for i := 0; i < n; i++ {
		v := float32(amp * math.Sin(2*math.Pi*freq*float64(i)/rate))
		out[2*i], out[2*i+1] = v, v
	}
	return out
}

func TestEveryEffectConstantHasASoundAndEverySoundAConstant(t *testing.T) {
	consts := []Effect{BlockOnWood, BlockOnBlocks, RoofClack, Capture, TilePlaced, TileRotated, DragonRoar,
		StonePlaced, StoneMoved, DiceShake, DiceRoll, DuelWin, DuelLoss, Tick, Coins, Card, DealStruck,
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

func TestManyOverlappingEffectsStayWithinFullScale(t *testing.T) {
	m := newMixer()
	m.setVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	m.playMusic(MenuTheme, sine(110, 0.6, 1), 0.01)
	b := newBank()
	loud := 0.0
	for round := 0; round < 4; round++ {
		for _, fx := range Effects() {
			buf := b.effect(fx)
			loud += peak(buf)
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

// runUntil updates the engine until cond holds, at most limit ticks.
func runUntil(e *Engine, limit int, cond func() bool) int {
	for i := 0; i < limit; i++ {
		if cond() {
			return i
		}
		e.Update()
	}
	return -1
}

func TestASilentEngineDoesEverythingAndNothing(t *testing.T) {
	e := StartSilent()
	e.SetVolumes(Volumes{Master: 1, Music: 1, Effects: 1})
	e.PlayMusic(KiezKoenigTheme)
	for i := 0; i < 100; i++ {
		e.Update()
		e.Play(Effects()[i%len(Effects())])
	}
	e.PlayMusic("")
	if !e.Silent() || e.Ready() || e.Err() == nil {
		t.Errorf("silent=%v ready=%v err=%v", e.Silent(), e.Ready(), e.Err())
	}
	if len(e.bank.effects) != 0 || len(e.bank.themes) != 0 {
		t.Error("a silent engine rendered sounds nobody hears")
	}
}

func TestAudioCanBeSwitchedOffFromTheEnvironment(t *testing.T) {
	t.Setenv("QUARTET_AUDIO", "off")
	e := Start()
	e.Update()
	if !e.Silent() {
		t.Error("QUARTET_AUDIO=off did not silence the engine")
	}
}

func TestMusicAskedForBeforeTheUnlockStartsOnceUnlocked(t *testing.T) {
	d := &fakeDevice{state: deviceWaiting}
	e := newEngine(d)
	e.Update()
	if d.opened != 1 || d.source != e.mix {
		t.Fatalf("device opened %d times, attached=%v", d.opened, d.source == e.mix)
	}
	e.PlayMusic(MenuTheme)
	e.Play(Tap) // before the unlock: dropped, not saved for later
	if runUntil(e, 2000, func() bool { _, ok := e.bank.themes[MenuTheme]; return ok }) < 0 {
		t.Fatal("the menu theme was never rendered")
	}
	e.Update()
	if e.Ready() || e.Silent() || e.mix.playingTheme() != "" || len(e.mix.voices) != 0 {
		t.Fatalf("before the unlock: ready=%v silent=%v music=%q voices=%d", e.Ready(), e.Silent(), e.mix.playingTheme(), len(e.mix.voices))
	}
	d.state = deviceRunning // the first tap
	e.Update()
	if !e.Ready() || e.mix.playingTheme() != MenuTheme {
		t.Fatalf("after the unlock: ready=%v music=%q", e.Ready(), e.mix.playingTheme())
	}
	e.Play(Tap)
	if len(e.mix.voices) != 1 {
		t.Errorf("a tap after the unlock made %d voices", len(e.mix.voices))
	}
}

func TestThemeChangesWaitForTheRenderWhileTheOldThemePlays(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.PlayMusic(MenuTheme)
	runUntil(e, 2000, func() bool { return e.mix.playingTheme() == MenuTheme })
	e.PlayMusic(ChinatownTheme)
	if e.mix.playingTheme() != MenuTheme && e.bank.busy() {
		t.Error("the menu theme stopped before the next was ready")
	}
	if runUntil(e, 2000, func() bool { return e.mix.playingTheme() == ChinatownTheme }) < 0 {
		t.Fatal("the Chinatown theme never started")
	}
	e.PlayMusic("")
	if e.mix.playingTheme() != "" {
		t.Error("PlayMusic(\"\") did not stop the music")
	}
}

func TestAFailedDeviceLeavesTheEngineSilent(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.Update()
	if !e.Ready() {
		t.Fatal("not ready with a running device")
	}
	d.state = deviceFailed // e.g. the sound server went away
	e.Update()
	e.Play(DiceRoll)
	if e.Ready() || !e.Silent() || e.Err() == nil {
		t.Errorf("ready=%v silent=%v err=%v", e.Ready(), e.Silent(), e.Err())
	}
}

func TestTheNewestEngineIsHeard(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	first, second := newEngine(d), newEngine(d)
	first.Update()
	second.Update()
	if !second.Ready() || first.Ready() || !first.Silent() {
		t.Errorf("first ready=%v silent=%v; second ready=%v", first.Ready(), first.Silent(), second.Ready())
	}
	first.Play(Coins) // harmless
}

func TestEffectsQueuedWhileTheDeviceStallsAreDropped(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.Update()
	e.Play(DiceShake)
	for range stallTicks + 1 {
		e.Update() // nobody reads the mixer
	}
	if len(e.mix.voices) != 0 {
		t.Errorf("%d stale voices kept", len(e.mix.voices))
	}
}

func TestTheBankKeepsFewThemesAndNeverTheWantedOne(t *testing.T) {
	b := newBank()
	b.want(HongTheme)
	for _, th := range Themes() {
		b.store(th, sine(100, 0.1, 0.01))
	}
	if len(b.themes) != maxThemes {
		t.Errorf("%d themes kept, want %d", len(b.themes), maxThemes)
	}
	if _, ok := b.themes[HongTheme]; !ok {
		t.Error("the wanted theme was let go")
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

// The device reads the mixer from its own goroutine while the game plays
// effects and changes music and volumes (run with -race to check).
func TestTheMixerIsReadWhileTheGameDrivesIt(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.Update()
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		p := make([]byte, 8*512)
		for {
			select {
			case <-done:
				return
			default:
				if _, err := e.mix.Read(p); err != nil {
					t.Error(err)
					return
				}
			}
		}
	}()
	themes := []Theme{MenuTheme, ""}
	for i := 0; i < 200; i++ {
		e.Play(Effects()[i%len(Effects())])
		if i%50 == 0 {
			e.mix.playMusic(themes[i/50%2], sine(200, 0.2, 0.5), 0.05)
		}
		e.SetVolumes(Volumes{Master: float64(i%10) / 10, Music: 1, Effects: 1, Mute: i%7 == 0})
		_ = e.Stats()
	}
	close(done)
	<-stopped
}
