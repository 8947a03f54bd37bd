package scenes

import (
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
