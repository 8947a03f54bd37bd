package scenes

import (
	"fmt"
	"testing"

	"quartet/internal/store"
	"quartet/scenes/scenetest"
)

// The setup page opens on the last setup started for the title: a group
// that plays again finds its seats as it left them.
func TestTheSetupPageRemembersTheLastSetupOfATitle(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1024, 768, st)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-kiezkoenig")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("players-0") // two players
	d.TapTarget("seat1-1")   // an easy computer player
	d.TapTarget("start")
	d.WaitFor("the game", 60, scenetest.SceneIs("kiezkoenig"))
	d.TapTarget("menu")
	d.TapTarget("pause-Quit to menu")
	d.TapTarget("confirm")
	d.WaitFor("the menu", 120, scenetest.SceneIs("menu"))
	d.TapTarget("title-kiezkoenig")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	s := d.State()
	if s["players"] != 2.0 || fmt.Sprint(s["seats"]) != "[0 1]" {
		t.Fatalf("the setup page opened on %v players, seats %v; want the last setup, 2 players [0 1]", s["players"], s["seats"])
	}
}

// Done stands apart from the Animation choices above it, at every size.
func TestTheSettingsDoneButtonStandsApartFromTheAnimationChoices(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {1024, 768}, {1280, 720}, {844, 390}} {
		d := newDriver(t, sz[0], sz[1], nil)
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		d.app.Pause("hongkong", func() {})
		d.Tick(1)
		d.TapTarget("pause-Settings")
		d.Tick(1)
		sv := d.app.m.top().(*settingsView)
		speed := sv.speedRect()
		if gap := sv.done.Y - speed.Bottom(); gap < 12 {
			t.Errorf("%vx%v: Done is %.0f px under the Animation choices", sz[0], sz[1], gap)
		}
		if sv.rows[5].H < 44 {
			t.Errorf("%vx%v: the Animation row is %.0f px high", sz[0], sz[1], sv.rows[5].H)
		}
		d.Shot(fmt.Sprintf("settings-gap-%vx%v", sz[0], sz[1]))
	}
}
