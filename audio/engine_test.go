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
	if len(e.bank.effects) != 0 || e.mix.themes() != 0 {
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
	for range 50 {
		e.Update()
	}
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

func TestTheMusicIsMadeAheadOfTheDeviceAndChangesAtOnce(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.PlayMusic(MenuTheme)
	if runUntil(e, 2000, func() bool { return e.mix.themes() == 1 && !e.mix.short() }) < 0 {
		t.Fatal("the menu theme was never made ahead")
	}
	if r := rms(listen(e.mix, 0.7)); r < 0.01 {
		t.Errorf("the menu theme's first 0.7 s: RMS %.4f", r)
	}
	e.PlayMusic(ChinatownTheme)
	if e.mix.playingTheme() != ChinatownTheme || e.mix.themes() != 2 {
		t.Errorf("after a change: heading to %q, %d themes", e.mix.playingTheme(), e.mix.themes())
	}
	e.PlayMusic("")
	if e.mix.playingTheme() != "" {
		t.Error("PlayMusic(\"\") did not stop the music")
	}
}

// A stalled device (a hidden tab, a suspended laptop) stops the music being
// made once it is made ahead: nothing piles up, and nothing bursts out when
// the device reads again.
func TestAStalledDeviceStopsTheMusicBeingMadeAhead(t *testing.T) {
	e := newEngine(&fakeDevice{state: deviceRunning})
	e.PlayMusic(HongTheme)
	for range 500 {
		e.Update()
	}
	v := e.mix.music[0]
	if v.n > musicAhead || e.mix.short() {
		t.Errorf("%d frames made ahead (at most %d), short=%v", v.n, musicAhead, e.mix.short())
	}
}

func TestADeviceLostLetsGoOfTheMusic(t *testing.T) {
	d := &fakeDevice{state: deviceRunning}
	e := newEngine(d)
	e.PlayMusic(MenuTheme)
	e.Update()
	d.state = deviceFailed
	e.Update()
	if e.mix.themes() != 0 {
		t.Error("the device went silent and the music is still made")
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

func TestOnlyTheWantedThemeIsMade(t *testing.T) {
	e := newEngine(&fakeDevice{state: deviceRunning})
	e.PlayMusic(MenuTheme)
	for range 200 {
		e.Update()
	}
	if e.mix.themes() != 1 || e.mix.playingTheme() != MenuTheme {
		t.Errorf("with only the menu's theme wanted: %d themes made", e.mix.themes())
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
	for i := 0; i < 200; i++ {
		e.Play(Effects()[i%len(Effects())])
		if i%50 == 0 {
			if i%100 == 0 {
				e.mix.playMusic(MenuTheme, sine(200, 0.2, 0.5), 0.05)
			} else {
				e.mix.playMusic("", nil, 0.05)
			}
		}
		e.mix.fill(func() bool { return true })
		e.SetVolumes(Volumes{Master: float64(i%10) / 10, Music: 1, Effects: 1, Mute: i%7 == 0})
		_ = e.Stats()
	}
	close(done)
	<-stopped
}

// Effects are kept 16-bit, and only those the scenes of the theme that
// plays will want: all of them as floats took 3.2 MB.
func TestOnlyTheEffectsOfTheScenesThatPlayAreKept(t *testing.T) {
	e := newEngine(&fakeDevice{state: deviceRunning})
	e.PlayMusic(HongKongTheme)
	for range 200 {
		e.Update()
	}
	if len(e.bank.effects) != len(effectsFor(HongKongTheme)) || e.bank.effects[Capture] == nil {
		t.Errorf("at Hong Kong's table %d effects kept, want %d", len(e.bank.effects), len(effectsFor(HongKongTheme)))
	}
	e.PlayMusic(MenuTheme)
	if len(e.bank.effects) != 1 || e.bank.effects[Tap] == nil {
		t.Errorf("in the menu %d effects kept, want the tap", len(e.bank.effects))
	}
	e.Play(DragonRoar) // not the menu's: made on the spot
	if len(e.mix.voices) != 1 {
		t.Error("an effect not made ahead was not played")
	}
}
