// Package scenes is the game's front end: the app that Ebitengine runs, the
// scene manager, the menus, and one scene per title (in sub-packages).
package scenes

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/internal/fpsprobe"
	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/lobby"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// App is the whole game as Ebitengine sees it.
type App struct {
	ctx      ui.Context
	pointer  ui.Pointer
	m        manager
	store    store.Store
	settings settings.Settings
	quit     bool
	// notice is shown on the menu once: a save that could not be read, say.
	notice string
	// failure is what a scene's panic while drawing left for Update to act on.
	failure string
	// scaleOverride forces the device scale factor (tests).
	scaleOverride float64
	// gameSeed, when set, seeds every new game (the browser tests'
	// ?seed=N, for a game of the same length every run); else the tick at
	// the tap on Start does.
	gameSeed   uint64
	drawn      bool
	lastDraw   time.Time
	frameBusy  time.Duration // the last drawing and the ticks since: the frame's own work
	soundFrame int
	slowest    time.Duration // the slowest tick this second, for the test hook
	// tableChoices are the setup page's table options for the next game.
	tableChoices map[string]any

	table *play.Table // the game at the table, if any

	// keepScreen: Ebitengine does not clear the screen between frames, so
	// a scene that KeepsScreen redraws only what changed; keptScene and
	// keptSize are the scene and size of the frame on screen.
	keepScreen bool
	keptScene  ui.Scene
	keptSize   [2]int

	// A script (script.go) holds the app in one state to measure it.
	script      string // the state held: menu, idle, flights, thinking
	scriptTitle string
	probe       *fpsprobe.Probe
	reported    bool
	scriptSeed  uint64
	decisions   int
	decideWall  []time.Duration
	decideWait  []time.Duration // the part of each in which the table stood calm
}

// Options configure the app.
type Options struct {
	Store store.Store
	Sound ui.Sound
	// Scale, when positive, replaces the monitor's device scale factor.
	Scale float64
}

// New builds the app and shows the menu.
func New(o Options) *App {
	if o.Store == nil {
		o.Store = store.Memory{}
	}
	if o.Sound == nil {
		o.Sound = silence{}
	}
	a := &App{store: o.Store, scaleOverride: o.Scale}
	a.settings = settings.Load(a.store)
	a.useLanguage()
	a.ctx = ui.Context{
		W: 1280, H: 720, Scale: 1,
		Pointer: &a.pointer,
		Sound:   o.Sound,
		Nav:     a,
	}
	a.shareSettings()
	a.applyVolumes()
	a.Menu()
	if code := lobby.LinkedRoom(); code != "" {
		a.Online(code)
	}
	return a
}

// silence is the Sound used when none is given.
type silence struct{}

func (silence) Play(audio.Effect)        {}
func (silence) PlayMusic(audio.Theme)    {}
func (silence) SetVolumes(audio.Volumes) {}
func (silence) Update()                  {}

// shareSettings hands the scenes the settings that change how tables move
// and look; a test or the settings page may have just changed them.
func (a *App) shareSettings() {
	a.ctx.AnimationSpeed, a.ctx.ColourBlind, a.ctx.Tips = a.settings.AnimationSpeed, a.settings.ColourBlind, a.settings.Tips
}

// saveSettings keeps the settings after a change and applies them.
func (a *App) saveSettings() {
	_ = settings.Save(a.store, a.settings)
	a.applyVolumes()
	a.useLanguage()
}

// useLanguage makes the screens speak the language the settings chose.
// Settings that leave it to the system leave the language as it is: the
// program set the system's before it made the app (game.go), and a test
// its own.
func (a *App) useLanguage() {
	if a.settings.Language != "" {
		lang.Use(a.settings.Lang())
	}
}

func (a *App) applyVolumes() {
	v := a.settings
	a.ctx.Sound.SetVolumes(audio.Volumes{Master: v.Master, Music: v.Music, Effects: v.Effects, Mute: v.Mute})
}

// Update runs one tick.
func (a *App) Update() error {
	if a.quit {
		return ebiten.Termination
	}
	defer a.survive("updating")
	if a.failure != "" {
		a.stopAfter(a.failure)
		a.failure = ""
	}
	start := time.Now()
	defer func() {
		d := time.Since(start)
		if a.ctx.Tick%60 == 0 {
			a.slowest = 0
		}
		a.slowest = max(a.slowest, d)
		a.frameBusy += d
	}()
	a.ctx.Tick++
	// Sound is rendered a slice at a time: once per drawn frame, so that
	// when slow frames bring several ticks each, they do not get slower.
	if a.soundFrame != a.ctx.Frame {
		a.soundFrame = a.ctx.Frame
		a.ctx.Sound.Update()
	}
	a.pointer.Update(a.ctx.Scale) // positions arrive in device pixels
	a.ctx.BeginTick()
	a.shareSettings()
	a.dropped()
	if err := a.m.update(&a.ctx); err != nil {
		if errors.Is(err, ebiten.Termination) {
			return err
		}
		// A scene failing must not crash the game: report it on the menu.
		a.notice = lang.Tf("Something went wrong: %v", err)
		a.Menu()
	}
	a.scriptUpdate()
	return nil
}

// Draw paints the screen.
func (a *App) Draw(screen *ebiten.Image) {
	defer func() {
		// A scene that fails while drawing is stopped on the next tick:
		// Draw must not change scenes.
		if r := recover(); r != nil {
			a.failure = report("drawing", r)
		}
	}()
	now := time.Now()
	if !a.lastDraw.IsZero() {
		// An average over the last few frames, ignoring stalls (a hidden
		// tab) that would make one frame look endless.
		d := min(now.Sub(a.lastDraw), 500*time.Millisecond)
		a.ctx.FrameTime = (a.ctx.FrameTime*7 + d) / 8
		a.ctx.EndFrame(d, a.frameBusy)
	}
	a.lastDraw = now
	// The frame's own cost is its ticks and this drawing (the next frame
	// hands it to EndFrame).
	defer func() { a.frameBusy = time.Since(now) }()
	a.ctx.Frame++
	cv := sprites.NewCanvas(screen, a.ctx.Scale)
	if a.keepScreen {
		b := screen.Bounds()
		size := [2]int{b.Dx(), b.Dy()}
		_, keeper := a.m.current.(sprites.KeepsScreen)
		direct := keeper && a.m.t == 0 && len(a.m.overlays) == 0
		cv.Kept = direct && a.keptScene == a.m.current && a.keptSize == size
		if !direct {
			screen.Clear()
		}
		a.keptScene, a.keptSize = nil, size
		if direct {
			a.keptScene = a.m.current
		}
	}
	a.m.draw(cv, &a.ctx)
	a.ctx.FrameDrawn(!cv.Kept || cv.Changed)
	if !a.drawn {
		a.drawn = true
		a.firstFrame()
	}
	if a.probe != nil && a.probe.Frame(a.inScriptState()) && !a.reported {
		a.reported = true
		a.reportScript(screen)
	}
}

// survive recovers from a panic in a scene: the player sees the menu with
// what went wrong rather than a frozen game (in a browser, a Go panic ends
// the program and every tap after it is dead). The game in progress was
// saved after its last move, so Resume tries again from there.
func (a *App) survive(doing string) {
	if r := recover(); r != nil {
		a.stopAfter(report(doing, r))
	}
}

// report writes a panic and its stack where developers look (the terminal,
// the browser's console; "panic:" makes the browser tests fail on it) and
// returns what the player is told.
func report(doing string, r any) string {
	fmt.Fprintf(os.Stderr, "panic: while %s: %v\n%s", doing, r, debug.Stack())
	if doing == "drawing" {
		return lang.Tf("Something went wrong while drawing the game (%v), so it was stopped. It is kept up to its last move: Resume tries again.", r)
	}
	return lang.Tf("Something went wrong while updating the game (%v), so it was stopped. It is kept up to its last move: Resume tries again.", r)
}

// stopAfter leaves whatever failed for the menu at once, with no slide
// (a slide would draw the failed scene again).
func (a *App) stopAfter(why string) {
	a.notice = why
	a.m.overlays = nil
	a.m.current, a.m.next, a.m.t = newMenu(a), nil, 0
}

// Layout keeps logical coordinates equal to the window's (CSS pixels in a
// browser) and renders at the monitor's device scale, so text and shapes are
// crisp on high-DPI screens. LayoutF receives fractional sizes in browsers.
func (a *App) Layout(w, h int) (int, int) {
	fw, fh := a.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF implements ebiten.LayoutFer.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := a.scaleOverride
	if s <= 0 {
		s = ebiten.Monitor().DeviceScaleFactor()
	}
	if s <= 0 {
		s = 1
	}
	a.ctx.W, a.ctx.H, a.ctx.Scale = w, h, s
	return w * s, h * s
}

// KeepScreen tells the app that Ebitengine keeps the screen between frames
// (ebiten.SetScreenClearedEveryFrame(false)): scenes that KeepsScreen then
// redraw only what changed, and the app clears the screen for the others.
func (a *App) KeepScreen() {
	ebiten.SetScreenClearedEveryFrame(false)
	a.keepScreen = true
}

// Context exposes the tick context, for tests that drive the app.
func (a *App) Context() *ui.Context { return &a.ctx }

// Table is the game at the table, or nil: an online lobby hands its remote
// seats to it, and tests reach it.
func (a *App) Table() *play.Table { return a.table }

// Settings are the player's settings; a change shows from the next tick.
// The settings page changes them, and tests do.
func (a *App) Settings() *settings.Settings { return &a.settings }

// Pointer exposes the pointer, for tests that inject taps.
func (a *App) Pointer() *ui.Pointer { return &a.pointer }

// Menu shows the title menu.
func (a *App) Menu() {
	if a.table != nil {
		a.table.Leave() // an online game's line to its room
	}
	a.m.goTo(newMenu(a))
}

// Setup shows the setup page of a title.
func (a *App) Setup(title string) {
	if s, ok := newSetup(a, title); ok {
		a.m.goTo(s)
	}
}

// Play starts or resumes the game of a record.
func (a *App) Play(rec *record.Record) {
	t, err := play.New(rec, a.store)
	if err != nil {
		a.notice = lang.Tf("That game could not be opened: %v", lang.ExplainErr(err))
		a.Menu()
		return
	}
	t.Choices, a.tableChoices = a.tableChoices, nil
	s, ok := newTitleScene(t, &a.ctx)
	if !ok {
		a.notice = lang.T("That game has no table yet.")
		a.Menu()
		return
	}
	a.table = t
	a.m.goTo(s)
}

// Overlay shows s above the current scene.
func (a *App) Overlay(s ui.Scene) { a.m.overlays = append(a.m.overlays, s) }

// Close removes the topmost overlay.
func (a *App) Close() {
	a.m.closeOverlay()
}

// Quit ends the program (natively; a browser tab just stays on the menu).
func (a *App) Quit() { a.quit = true }

// Describe reports the app's state as JSON-ready values for tests: the scene
// on top, its own description, and the targets a test may tap.
func (a *App) Describe() map[string]any {
	out := map[string]any{}
	base := a.m.current
	if a.m.next != nil {
		base = a.m.next
		out["transition"] = true
	}
	if d, ok := base.(ui.Describer); ok {
		for k, v := range d.Describe() {
			out[k] = v
		}
	}
	if n := len(a.m.overlays); n > 0 {
		if d, ok := a.m.overlays[n-1].(ui.Describer); ok {
			od := d.Describe()
			out["overlay"] = od["scene"]
			if q, ok := od["question"]; ok {
				out["question"] = q
			}
		}
	}
	out["targets"] = append([]ui.Target{}, a.ctx.Targets...)
	out["tick"] = a.ctx.Tick
	out["pressTicks"] = a.ctx.Pointer.HeldTicks
	out["frame"] = a.ctx.Frame
	out["frameMs"] = float64(a.ctx.FrameTime) / float64(time.Millisecond)
	out["slowestTickMs"] = float64(a.slowest) / float64(time.Millisecond)
	out["size"] = []float64{a.ctx.W, a.ctx.H, a.ctx.Scale}
	out["language"] = string(lang.Current())
	out["missingWords"] = lang.Missed()
	if fps, decide, wait, ok := a.ScriptReport(); ok {
		out["fps"] = fps
		out["decideMs"] = decide
		out["waitMs"] = wait
	}
	return out
}
