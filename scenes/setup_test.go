package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/scenetest"
)

// A seat's name is typed on the setup page: a tap on the name opens it,
// what is typed replaces it (Backspace takes a letter back, a name is at
// most twelve letters), Enter keeps it, and the table calls the seat so.
func TestASeatsNameIsTypedOnTheSetupPage(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-hongkong")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("seat1-0") // a person
	d.TapTarget("name1")
	d.App.Context().InjectText("Grace Hopperx")
	d.Tick(1)
	d.TypeKeys(ebiten.KeyBackspace)
	d.Shot("setup-typing-name-phone")
	d.TypeKeys(ebiten.KeyEnter)
	if got := d.Target("name1").Label; got != "Grace Hoppe" {
		t.Fatalf("after typing the name button says %q", got)
	}
	if d.State()["scene"] != "setup" {
		t.Fatal("Enter, which ended the name, also started the game")
	}
	d.TapTarget("start")
	d.WaitFor("the game", 120, scenetest.SceneIs("hongkong"))
	if got := d.app.table.Rec.Seats[1].Name; got != "Grace Hoppe" {
		t.Fatalf("the table calls the seat %q", got)
	}
}

// A second tap on an open name offers the next of the names at hand, for
// those who would rather not type.
func TestASecondTapOnAnOpenNameOffersAnotherName(t *testing.T) {
	d := newDriver(t, 1024, 768, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-hongkong")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("name0")
	d.TapTarget("name0")
	if got := d.Target("name0").Label; got != seatNames[1] {
		t.Fatalf("a second tap on the open name shows %q, want %q", got, seatNames[1])
	}
	d.App.Context().InjectText("Bea")
	d.Tick(1)
	if got := d.Target("name0").Label; got != "Bea" {
		t.Fatalf("typing over a name picked shows %q", got)
	}
}

// Start and Back stay where they are while the players and the options are
// chosen: a finger on its way to Start found it moved (play-test).
func TestStartStaysPutWhileTheSetupIsChosen(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {1024, 768}, {768, 1024}} {
		for _, id := range []string{"chinatown", "kiezkoenig", "hong"} {
			d := newDriver(t, sz[0], sz[1], nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			d.TapTarget("title-" + id)
			d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
			start := d.Target("start")
			if sz[0] == 390 && id == "chinatown" {
				d.Shot("setup-chinatown-three-390x844")
			}
			var taps []string
			for _, tg := range d.State()["targets"].([]any) {
				tid := tg.(map[string]any)["id"].(string)
				if strings.HasPrefix(tid, "players-") || strings.HasPrefix(tid, "option-") {
					taps = append(taps, tid)
				}
			}
			for _, tid := range taps {
				d.TapTarget(tid)
				if now := d.Target("start"); now.X != start.X || now.Y != start.Y {
					t.Fatalf("%s at %vx%v: after %s Start moved from (%.0f, %.0f) to (%.0f, %.0f)", id, sz[0], sz[1], tid, start.X, start.Y, now.X, now.Y)
				}
			}
			if sz[0] == 1024 && id == "chinatown" {
				d.Shot("setup-chinatown-1024x768")
			}
		}
	}
}
