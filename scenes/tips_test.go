package scenes

import (
	"fmt"
	"testing"

	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
)

// First-game tips are a setting like the others: on at first, every
// setting still a finger high with it on a phone upright and held
// sideways, and turned off with a tap that is kept.
func TestFirstGameTipsCanBeTurnedOffInTheSettings(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {844, 390}} {
		st := store.Memory{}
		d := newDriver(t, sz[0], sz[1], st)
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		d.app.Pause("hongkong", func() {})
		d.Tick(1)
		d.TapTarget("pause-Settings")
		tg := d.Target("tips")
		if tg.Label != tipsLabel || tg.Y+tg.H > sz[1] {
			t.Fatalf("%vx%v: the tips setting is %+v", sz[0], sz[1], tg)
		}
		// The row it takes comes from the others: each stays a finger high.
		for _, tg := range d.Targets() {
			if tg.W < ui.MinTarget || tg.H < ui.MinTarget {
				t.Errorf("%vx%v: %s is %.0fx%.0f", sz[0], sz[1], tg.ID, tg.W, tg.H)
			}
		}
		if !d.app.Context().Tips {
			t.Fatalf("%vx%v: tips are off at a first start", sz[0], sz[1])
		}
		d.Shot(fmt.Sprintf("settings-tips-%vx%v", sz[0], sz[1]))
		d.TapTarget("tips")
		d.TapTarget("done")
		d.Tick(1)
		if settings.Load(st).Tips || d.app.Context().Tips {
			t.Fatalf("%vx%v: tips are still on after the tap", sz[0], sz[1])
		}
	}
}
