package audio

import "testing"

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
	// The unlock is a browser's, where themes are made while it waits.
	defer func(was bool) { renderWhileWaiting = was }(renderWhileWaiting)
	renderWhileWaiting = true
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

func TestADeviceLostWhileAThemeRendersGivesTheGarbageCollectorItsSettingBack(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.PlayMusic(MenuTheme)
	e.Update()
	if !e.gc.on {
		t.Fatal("no eager collection while the menu's theme renders")
	}
	d.state = deviceFailed
	e.Update()
	if e.gc.on {
		t.Error("the device went silent mid-render and collection stayed eager for good")
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

func TestNoThemeIsMadeBeforeItIsWanted(t *testing.T) {
	e := newEngine(&fakeDevice{state: deviceRunning})
	e.PlayMusic(MenuTheme)
	runUntil(e, 2000, func() bool { return e.mix.playingTheme() == MenuTheme })
	for range 200 {
		e.Update()
	}
	if e.bank.job != nil || len(e.bank.themes) != 1 {
		t.Errorf("with only the menu's theme wanted: %d themes made, rendering another: %v", len(e.bank.themes), e.bank.job != nil)
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
