package scenes

import (
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/internal/store"
	"quartet/scenes/ui"
)

// The scene tests draw for real, so they need a graphics context: as in
// Ebitengine's own tests, TestMain runs the tests inside a game loop's
// Update. Under `make test` that loop runs in Xvfb; without a display the
// tests that draw are skipped and the rest still run.
var haveGraphics bool

type testLoop struct {
	m    *testing.M
	code int
	ran  bool
}

func (l *testLoop) Update() error {
	if !l.ran {
		l.ran = true
		l.code = l.m.Run()
	}
	return ebiten.Termination
}
func (l *testLoop) Draw(*ebiten.Image)         {}
func (l *testLoop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	haveGraphics = true
	ebiten.SetWindowSize(320, 240)
	loop := &testLoop{m: m}
	if err := ebiten.RunGameWithOptions(loop, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		panic(err)
	}
	os.Exit(loop.code)
}

// driver runs the real app tick by tick with injected input.
type driver struct {
	t     testing.TB
	app   *App
	st    store.Store
	img   *ebiten.Image
	w, h  float64
	sound *recordingSound
}

type recordingSound struct{ played, music []string }

func (r *recordingSound) Play(fx audio.Effect)     { r.played = append(r.played, string(fx)) }
func (r *recordingSound) PlayMusic(th audio.Theme) { r.music = append(r.music, string(th)) }
func (r *recordingSound) SetVolumes(audio.Volumes) {}
func (r *recordingSound) Update()                  {}

func newDriver(t testing.TB, w, h float64, st store.Store) *driver {
	t.Helper()
	if !haveGraphics {
		t.Skip("needs a display: run under xvfb-run (make test does)")
	}
	if st == nil {
		st = store.Memory{}
	}
	d := &driver{t: t, st: st, w: w, h: h, sound: &recordingSound{}}
	d.app = New(Options{Store: st, Sound: d.sound, Scale: 1})
	d.resize(w, h)
	d.tick(1)
	return d
}

func (d *driver) resize(w, h float64) {
	d.w, d.h = w, h
	pw, ph := d.app.LayoutF(w, h)
	if d.img != nil {
		d.img.Deallocate()
	}
	d.img = ebiten.NewImage(int(pw), int(ph))
}

// tick runs n updates and draws the last frame. Drawing every frame would
// only slow the tests down: scenes lay out and animate in Update.
func (d *driver) tick(n int) {
	d.t.Helper()
	for range n {
		d.update()
	}
	d.draw()
}

// update runs one tick as if a frame had been drawn before it: background
// work is sliced per frame, and the tests skip most drawing for speed.
func (d *driver) update() {
	d.t.Helper()
	d.app.Context().Frame++
	if err := d.app.Update(); err != nil {
		d.t.Fatalf("update: %v", err)
	}
}

func (d *driver) draw() {
	d.img.Clear()
	d.app.Draw(d.img)
}

func (d *driver) state() map[string]any {
	b, err := json.Marshal(d.app.Describe())
	if err != nil {
		d.t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}

// tap presses at (x, y) for a few ticks and lets go, as a finger would.
func (d *driver) tap(x, y float64) {
	d.t.Helper()
	p := d.app.Pointer()
	p.Inject(x, y, true)
	d.tick(4)
	p.Inject(x, y, false)
	d.tick(1)
}

func (d *driver) target(id string) ui.Target {
	d.t.Helper()
	d.tick(1) // a scene registers its targets as it updates
	for _, tg := range d.app.Context().Targets {
		if tg.ID == id {
			return tg
		}
	}
	var ids []string
	for _, tg := range d.app.Context().Targets {
		ids = append(ids, tg.ID)
	}
	d.t.Fatalf("no target %q on screen; targets: %s", id, strings.Join(ids, " "))
	return ui.Target{}
}

func (d *driver) tapTarget(id string) {
	d.t.Helper()
	tg := d.target(id)
	// A button that has just come may wait a moment before it takes a
	// tap (Chinatown's trading card), as a player's finger would.
	for i := 0; !tg.Enabled && i < 60; i++ {
		tg = d.target(id)
	}
	if !tg.Enabled {
		d.t.Fatalf("target %q is disabled", id)
	}
	d.tap(tg.X+tg.W/2, tg.Y+tg.H/2)
}

// waitFor ticks until cond holds, failing after max ticks.
func (d *driver) waitFor(what string, max int, cond func(s map[string]any) bool) {
	d.t.Helper()
	for range max {
		if cond(d.state()) {
			return
		}
		d.update()
	}
	d.t.Fatalf("gave up waiting for %s; state: %v", what, d.state())
}

// shot saves the screen as screenshots/NAME.png for people to look at.
func (d *driver) shot(name string) {
	d.t.Helper()
	d.draw()
	rgba := image.NewRGBA(d.img.Bounds())
	d.img.ReadPixels(rgba.Pix)
	d.savePNG(name, rgba)
}

// savePNG writes m as screenshots/NAME.png (or in $QUARTET_SCREENSHOTS).
func (d *driver) savePNG(name string, m image.Image) {
	d.t.Helper()
	dir := os.Getenv("QUARTET_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join("..", "screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		d.t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		d.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, m); err != nil {
		d.t.Fatal(err)
	}
}

// pixel reads one screen pixel at logical (x, y).
func (d *driver) pixel(x, y float64) (r, g, b uint8) {
	d.draw()
	c := d.img.At(int(x), int(y))
	r32, g32, b32, _ := c.RGBA()
	return uint8(r32 >> 8), uint8(g32 >> 8), uint8(b32 >> 8)
}
