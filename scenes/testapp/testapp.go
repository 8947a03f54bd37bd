// Package testapp starts the real app for a title's scene tests, which live
// in the title's package (as package NAME_test) and so cannot reach the
// app's insides: this is the one door they share.
package testapp

import (
	"testing"

	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/rules/record"
	"quartet/scenes"
	"quartet/scenes/scenetest"
)

// Driver is the scene-test driver with the app it drives.
type Driver struct {
	*scenetest.Driver
	App   *scenes.App
	Store store.Store
}

// New starts the app on a w x h screen, at the menu, saving into st (a
// fresh memory store when nil).
func New(t testing.TB, w, h float64, st store.Store) *Driver {
	t.Helper()
	scenetest.NeedGraphics(t)
	if st == nil {
		st = store.Memory{}
	}
	sound := &scenetest.Sound{}
	app := scenes.New(scenes.Options{Store: st, Sound: sound, Scale: 1})
	// A first-game tip holds the message line until a tap, and the title
	// tests read that line for the prompt of the moment: they play with
	// tips off, and the tips' own tests turn them on.
	app.Settings().Tips = false
	return &Driver{Driver: scenetest.New(t, w, h, app, sound), App: app, Store: st}
}

// Resume starts the app on a w x h screen and opens the game of rec at its
// table, running until the table's scene is up.
func Resume(t testing.TB, w, h float64, rec *record.Record) *Driver {
	t.Helper()
	d := New(t, w, h, nil)
	d.App.Play(rec)
	d.WaitFor("the table", 120, func(s map[string]any) bool { return s["scene"] == rec.Title && s["transition"] == nil })
	return d
}

// Settings are the app's settings, for a test to change (animation speed,
// say); the app hands them to the scenes on the next tick.
func (d *Driver) Settings() *settings.Settings { return d.App.Settings() }
