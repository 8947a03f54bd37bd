package audio

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"quartet/audio/synth"
)

// Fade times, in seconds.
const (
	crossFade = 1.6 // from one theme to the next
	fadeIn    = 1.2 // music out of silence
	fadeOut   = 1.4 // music into silence
)

// Rendering budget per Update: sounds are made a little at a time so that a
// frame is never held up (WebAssembly runs the game and the synthesis on
// one thread). While the music made ahead runs short it gets more.
const (
	renderBudget     = 3 * time.Millisecond
	renderBudgetBusy = 8 * time.Millisecond
	// maxSteps bounds the steps per Update whatever the clock says: a
	// browser may coarsen or freeze its clock (headless virtual time does),
	// and the budget alone would then never run out.
	maxSteps = 24
)

// stallTicks is how many ticks the device may stop reading (a hidden tab, a
// suspended laptop) before the effects still queued are dropped as stale.
const stallTicks = 30

// Engine plays the effects and the music. Call its methods from the game's
// goroutine (Update's). None waits for the device; Update spends at most a
// few milliseconds making sounds, and Play makes its effect on the spot only
// if the background work has not reached it yet (in the first second or so).
type Engine struct {
	dev    device // nil: silent for good
	mix    *mixer
	bank   *bank
	rng    *rand.Rand
	vol    Volumes
	opened bool
	state  deviceState

	music   Theme // what the game asked for ("" for silence)
	playing Theme // what the mixer was last given

	lastFrame int64
	stalled   int
}

// device is the sound output an Engine drives (an interface so that tests
// can stand in for the real one).
type device interface {
	open()
	status() deviceState
	attach(m *mixer)
	attached(m *mixer) bool
	err() error
}

// Start creates the engine. It never fails and returns at once: the device
// is opened on the first Update, and without one the engine stays silent.
// Setting QUARTET_AUDIO=off in the environment makes it silent from the
// start (useful for tests of the whole game, and for CI). Start may be
// called more than once in a process; the newest engine is the one heard.
func Start() *Engine {
	switch strings.ToLower(os.Getenv("QUARTET_AUDIO")) {
	case "off", "0", "false", "no", "none":
		return StartSilent()
	}
	return newEngine(realDevice{})
}

// StartSilent creates an engine that never opens a device: every call works
// and nothing is heard or rendered.
func StartSilent() *Engine { return newEngine(nil) }

func newEngine(d device) *Engine {
	e := &Engine{
		dev:  d,
		mix:  newMixer(),
		bank: newBank(),
		rng:  rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x5eed)),
		vol:  DefaultVolumes(),
	}
	if d == nil {
		e.state = deviceFailed
	}
	return e
}

// Play starts an effect. Effects overlap freely; the mixer's limiter keeps
// the sum within full scale. Before audio is Ready the call does nothing: a
// sound played late would no longer match what happened.
func (e *Engine) Play(fx Effect) {
	if !e.Ready() {
		return
	}
	buf := e.bank.effect(fx)
	gain, step := 1.0, 1.0
	if variesPitch(fx) {
		// Up to a third of a semitone and a dB either way.
		step = 1 + (e.rng.Float64()*2-1)*0.02
		gain = 1 + (e.rng.Float64()*2-1)*0.1
	}
	e.mix.play(fx, buf, gain, step)
}

// PlayMusic loops a theme, cross-fading from the theme that plays; "" fades
// the music out. A theme is made as it plays, a little ahead, in Update's
// ticks; in a browser it starts once audio is unlocked.
func (e *Engine) PlayMusic(t Theme) {
	e.music = t
	e.bank.want(t)
	e.syncMusic()
}

// Music returns the theme the game last asked for.
func (e *Engine) Music() Theme { return e.music }

// SetVolumes sets the master, music and effects volumes (0..1) and mute.
// Changes glide over a few milliseconds, so they never click.
func (e *Engine) SetVolumes(v Volumes) {
	e.vol = v.clamped()
	e.mix.setVolumes(e.vol)
}

// Volumes returns the current settings.
func (e *Engine) Volumes() Volumes { return e.vol }

// Update does the engine's housekeeping; call it once per tick from
// Game.Update. The first call opens the device. Later calls watch it (a
// browser's unlock, a lost device), start the music once the device runs,
// and make sounds within a small time budget: the music ahead of the
// device, then the effects.
func (e *Engine) Update() {
	if e.dev == nil {
		return
	}
	if !e.opened {
		e.opened = true
		e.dev.open()
		e.dev.attach(e.mix)
	}
	e.state = e.dev.status()
	if e.Silent() {
		// Nothing would be heard: make nothing, and let go of the music.
		e.mix.stopMusic()
		e.playing = ""
		return
	}
	if e.state == deviceRunning {
		e.watchStall()
	} else if !renderWhileWaiting {
		return
	}
	e.syncMusic()
	budget := renderBudget
	if e.mix.short() {
		budget = renderBudgetBusy
	}
	start, steps := time.Now(), 0
	more := func() bool {
		steps++
		return steps <= maxSteps && time.Since(start) < budget
	}
	e.mix.fill(more)
	for more() && e.bank.step() {
	}
}

// watchStall drops queued effects when the device has stopped reading for a
// while: when it reads again, they would all sound at once, out of place.
func (e *Engine) watchStall() {
	f := e.mix.frames()
	if f != e.lastFrame {
		e.lastFrame, e.stalled = f, 0
		return
	}
	e.stalled++
	if e.stalled == stallTicks {
		e.mix.clearEffects()
	}
}

// syncMusic hands the wanted theme to the mixer once audio runs.
func (e *Engine) syncMusic() {
	if !e.Ready() || e.music == e.playing {
		return
	}
	if e.music == "" {
		e.mix.playMusic("", nil, fadeOut)
		e.playing = ""
		return
	}
	fade := crossFade
	if e.mix.playingTheme() == "" {
		fade = fadeIn
	}
	var src source
	if !e.mix.has(e.music) {
		if st, err := synth.NewStream(string(e.music)); err == nil {
			src = st
		} // an unknown theme fades the music out
	}
	e.mix.playMusic(e.music, src, fade)
	e.playing = e.music
}

// Ready reports whether sound is playing: false until the device runs (in a
// browser, until the first tap or key unlocks audio), and false for good on
// a machine without sound. A scene can show "tap for sound" while it is
// false and Silent is not.
func (e *Engine) Ready() bool {
	return e.state == deviceRunning && e.dev != nil && e.dev.attached(e.mix)
}

// Silent reports whether the engine runs without a device (none found, the
// device failed, audio switched off, or a newer engine took over).
func (e *Engine) Silent() bool {
	if e.dev == nil || e.state == deviceFailed {
		return true
	}
	return e.opened && !e.dev.attached(e.mix)
}

// Err says why the engine is silent, for a log line; nil when it is not.
func (e *Engine) Err() error {
	if !e.Silent() {
		return nil
	}
	if e.dev == nil {
		return errors.New("audio: switched off")
	}
	if !e.dev.attached(e.mix) {
		return errors.New("audio: a newer engine has the device")
	}
	if err := e.dev.err(); err != nil {
		return err
	}
	return errors.New("audio: no sound device")
}

// Stats describe what the engine is doing, for a debug overlay or a log.
type Stats struct {
	Mixed    float64 // seconds of sound the device has taken so far
	Effects  int     // effects sounding now
	Playing  Theme   // the theme the music is heading to ("" for none)
	Rendered int     // themes being made as they play (two while one fades into the next)
}

// Stats reports what the engine is doing.
func (e *Engine) Stats() Stats {
	return Stats{
		Mixed:    float64(e.mix.frames()) / rate,
		Effects:  e.mix.voiceCount(),
		Playing:  e.mix.playingTheme(),
		Rendered: e.mix.themes(),
	}
}

// realDevice is the process's sound device (see device.go).
type realDevice struct{}

func (realDevice) open()               { openDevice() }
func (realDevice) status() deviceState { return deviceStatus() }
func (realDevice) attach(m *mixer)     { dev.source.Store(m) }
func (realDevice) attached(m *mixer) bool {
	return dev.source.Load() == m
}
func (realDevice) err() error { return deviceError() }
