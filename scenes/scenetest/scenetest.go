// Package scenetest drives a running app tick by tick, as a player would:
// it taps targets by id, runs until a state holds, reads the state the
// scenes describe, and reads pixels back. Every scene test uses it: the
// app-level tests in scenes/ and each title's tests in its own package
// (through scenes/testapp, which builds the real app).
//
// The tests draw for real, so they need a graphics context: as in
// Ebitengine's own tests, Main runs the tests inside a game loop's Update.
// Under `make test` that loop runs in Xvfb; without a display the tests
// that draw are skipped and the rest still run.
package scenetest

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/scenes/ui"
	"quartet/sprites"
)

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

// Main runs a package's tests inside a game loop when there is a display:
// call it from TestMain.
func Main(m *testing.M) {
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

// App is what the driver needs of the app it drives.
type App interface {
	Update() error
	Draw(screen *ebiten.Image)
	LayoutF(w, h float64) (float64, float64)
	Context() *ui.Context
	Pointer() *ui.Pointer
	Describe() map[string]any
}

// Sound records what the app played, for tests that listen.
type Sound struct{ Played, Music []string }

func (r *Sound) Play(fx audio.Effect)     { r.Played = append(r.Played, string(fx)) }
func (r *Sound) PlayMusic(th audio.Theme) { r.Music = append(r.Music, string(th)) }
func (r *Sound) SetVolumes(audio.Volumes) {}
func (r *Sound) Update()                  {}

// Driver runs an app tick by tick with injected input.
type Driver struct {
	T     testing.TB
	App   App
	Sound *Sound
	img   *ebiten.Image
	W, H  float64
}

// NeedGraphics skips a test that draws when there is no display.
func NeedGraphics(t testing.TB) {
	t.Helper()
	if !haveGraphics {
		t.Skip("needs a display: run under xvfb-run (make test does)")
	}
}

// New drives app, which plays its sounds into sound, on a w x h screen,
// and runs its first tick.
func New(t testing.TB, w, h float64, app App, sound *Sound) *Driver {
	t.Helper()
	NeedGraphics(t)
	d := &Driver{T: t, App: app, Sound: sound}
	d.Resize(w, h)
	d.Tick(1)
	return d
}

// Resize changes the screen's size.
func (d *Driver) Resize(w, h float64) {
	d.W, d.H = w, h
	pw, ph := d.App.LayoutF(w, h)
	if d.img != nil {
		d.img.Deallocate()
	}
	d.img = ebiten.NewImage(int(pw), int(ph))
}

// Tick runs n updates and draws the last frame. Drawing every frame would
// only slow the tests down: scenes lay out and animate in Update.
func (d *Driver) Tick(n int) {
	d.T.Helper()
	for range n {
		d.Update()
	}
	d.Draw()
}

// Update runs one tick as if a frame had been drawn before it: background
// work is sliced per frame, and the tests skip most drawing for speed.
func (d *Driver) Update() {
	d.T.Helper()
	d.App.Context().Frame++
	if err := d.App.Update(); err != nil {
		d.T.Fatalf("update: %v", err)
	}
}

// Draw paints one frame.
func (d *Driver) Draw() {
	d.img.Clear()
	d.App.Draw(d.img)
}

// Image is the screen as last drawn.
func (d *Driver) Image() *ebiten.Image { return d.img }

// State is what the scenes on screen describe, as the browser tests read
// it: the same JSON.
func (d *Driver) State() map[string]any {
	b, err := json.Marshal(d.App.Describe())
	if err != nil {
		d.T.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}

// Tap presses at (x, y) for a few ticks and lets go, as a finger would.
func (d *Driver) Tap(x, y float64) {
	d.T.Helper()
	p := d.App.Pointer()
	p.Inject(x, y, true)
	d.Tick(4)
	p.Inject(x, y, false)
	d.Tick(1)
}

// Targets are the interactive elements laid out in the last tick.
func (d *Driver) Targets() []ui.Target { return d.App.Context().Targets }

// Target finds a target on screen by id, failing the test without it.
func (d *Driver) Target(id string) ui.Target {
	d.T.Helper()
	d.Tick(1) // a scene registers its targets as it updates
	for _, tg := range d.Targets() {
		if tg.ID == id {
			return tg
		}
	}
	var ids []string
	for _, tg := range d.Targets() {
		ids = append(ids, tg.ID)
	}
	d.T.Fatalf("no target %q on screen; targets: %s", id, strings.Join(ids, " "))
	return ui.Target{}
}

// HasTarget reports a target on screen whose id begins with prefix.
func (d *Driver) HasTarget(prefix string) bool {
	for _, tg := range d.Targets() {
		if strings.HasPrefix(tg.ID, prefix) {
			return true
		}
	}
	return false
}

// TapTarget taps the middle of a target, once it is enabled.
func (d *Driver) TapTarget(id string) {
	d.T.Helper()
	tg := d.Target(id)
	// A button that has just come may wait a moment before it takes a
	// tap (Chinatown's trading card), as a player's finger would.
	for i := 0; !tg.Enabled && i < 60; i++ {
		tg = d.Target(id)
	}
	if !tg.Enabled {
		d.T.Fatalf("target %q is disabled", id)
	}
	d.Tap(tg.X+tg.W/2, tg.Y+tg.H/2)
}

// WaitFor ticks until cond holds, failing after max ticks.
func (d *Driver) WaitFor(what string, max int, cond func(s map[string]any) bool) {
	d.T.Helper()
	for range max {
		if cond(d.State()) {
			return
		}
		d.Update()
	}
	d.T.Fatalf("gave up waiting for %s; state: %v", what, d.State())
}

// TypeKeys presses each key for one tick, as typing does.
func (d *Driver) TypeKeys(keys ...ebiten.Key) {
	d.T.Helper()
	for _, k := range keys {
		d.App.Context().InjectKey(k)
		d.Tick(1)
	}
}

// Shot saves the screen as screenshots/NAME.png for people to look at.
func (d *Driver) Shot(name string) {
	d.T.Helper()
	d.SavePNG(name, d.Screen())
}

// SavePNG writes m as NAME.png in $QUARTET_SCREENSHOTS, or else in the
// screenshots folder at the top of the repository.
func (d *Driver) SavePNG(name string, m image.Image) {
	d.T.Helper()
	dir := os.Getenv("QUARTET_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(repoRoot(), "screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		d.T.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		d.T.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, m); err != nil {
		d.T.Fatal(err)
	}
}

// repoRoot is the nearest folder above the test's own that holds go.mod:
// tests run in their package's folder, at any depth.
func repoRoot() string {
	dir, _ := os.Getwd()
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return dir
		}
	}
}

// Screen draws the frame once and reads it all back.
func (d *Driver) Screen() *image.RGBA {
	d.Draw()
	img := image.NewRGBA(d.img.Bounds())
	d.img.ReadPixels(img.Pix)
	return img
}

// Pixel reads one screen pixel at logical (x, y).
func (d *Driver) Pixel(x, y float64) (r, g, b uint8) {
	d.Draw()
	c := d.img.At(int(x), int(y))
	r32, g32, b32, _ := c.RGBA()
	return uint8(r32 >> 8), uint8(g32 >> 8), uint8(b32 >> 8)
}

// Middle reads the pixel in the middle of a target.
func (d *Driver) Middle(tg ui.Target) (r, g, b uint8) { return d.Pixel(tg.X+tg.W/2, tg.Y+tg.H/2) }

// Grab reads the screen's pixels inside r (logical px).
func (d *Driver) Grab(r sprites.Rect) *image.RGBA {
	d.T.Helper()
	all := d.Screen()
	return all.SubImage(image.Rect(int(r.X), int(r.Y), int(r.Right()), int(r.Bottom()))).(*image.RGBA)
}

// InkIn is the share of r's pixels that are dark text on a light page.
func (d *Driver) InkIn(r sprites.Rect) float64 {
	return share(d.Grab(r), func(sum int) bool { return sum < 3*110 })
}

// LightIn is the share of r's pixels that are light text on a dark panel.
func (d *Driver) LightIn(r sprites.Rect) float64 {
	return share(d.Grab(r), func(sum int) bool { return sum > 3*140 })
}

// share is the share of img's pixels whose R+G+B passes counts.
func share(img *image.RGBA, counts func(sum int) bool) float64 {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if counts(int(c.R) + int(c.G) + int(c.B)) {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, b.Dx()*b.Dy()))
}

// StartFromSetup goes from the menu to title's setup page, taps the setup
// targets given (seats, player count, options), then Start, and waits for
// the table: a game begun as a player begins one.
func (d *Driver) StartFromSetup(title string, setup ...string) {
	d.T.Helper()
	d.WaitFor("the menu", 60, SceneIs("menu"))
	d.TapTarget("title-" + title)
	d.WaitFor("the setup page", 60, SceneIs("setup"))
	for _, id := range setup {
		d.TapTarget(id)
	}
	d.TapTarget("start")
	d.WaitFor("the game", 60, SceneIs(title))
}

// Seat is the setup target that gives seat the level chosen (0 a person
// here, 1 to 4 the computer's levels).
func Seat(seat, level int) string { return fmt.Sprintf("seat%d-%d", seat, level) }
