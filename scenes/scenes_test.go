package scenes

import (
	"testing"

	"quartet/internal/store"
	"quartet/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// driver runs the real app tick by tick with injected input; the app-level
// tests reach into it (app), which the titles' tests cannot.
type driver struct {
	*scenetest.Driver
	app   *App
	st    store.Store
	sound *scenetest.Sound
}

func newDriver(t testing.TB, w, h float64, st store.Store) *driver {
	t.Helper()
	scenetest.NeedGraphics(t)
	if st == nil {
		st = store.Memory{}
	}
	d := &driver{st: st, sound: &scenetest.Sound{}}
	d.app = New(Options{Store: st, Sound: d.sound, Scale: 1})
	d.Driver = scenetest.New(t, w, h, d.app, d.sound)
	return d
}
