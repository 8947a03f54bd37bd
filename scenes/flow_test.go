package scenes

import (
	"quartet/scenes/scenetest"
	"quartet/sprites"
	"strings"
	"testing"
)

func TestMenuListsOnlyTitlesWithAScene(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	titles := d.State()["titles"].([]any)
	if len(titles) != len(Titles) {
		t.Fatalf("menu lists %v, want one card per title scene", titles)
	}
	d.Shot("menu-desktop")
}

// startHongKong goes from the menu through setup to a game with the given
// seat choices (0 human, 1..4 the AI levels).
func startHongKong(d *driver, seat0, seat1 int) {
	d.T.Helper()
	d.StartFromSetup("hongkong", scenetest.Seat(0, seat0), scenetest.Seat(1, seat1))
}

func TestAHumanPlacesABlockByTapping(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, func(s map[string]any) bool { return s["humanTurn"] == true })
	d.Shot("hongkong-start")
	d.TapTarget("plot-a1")
	d.WaitFor("the move", 10, func(s map[string]any) bool { return s["lastMove"] == "B a1" })
	d.WaitFor("the computer's reply", 600, func(s map[string]any) bool { return s["moves"].(float64) == 2 && s["animating"] == false })
	if !strings.Contains(strings.Join(d.Sound.Played, " "), "block-wood") {
		t.Fatalf("sounds played %v, want a block landing on wood", d.Sound.Played)
	}
	d.Shot("hongkong-after-reply")
}

func TestATapWhileAScreenSlidesInIsNotLost(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-hongkong")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	back := d.Target("back")
	d.TapTarget("back")
	d.WaitFor("the menu again", 60, scenetest.SceneIs("menu"))
	// The card is tapped, and at once, while the setup page still slides
	// in, Back where it will be.
	d.TapTarget("title-hongkong")
	if d.State()["transition"] != true {
		t.Fatal("no transition to catch: the test no longer tests anything")
	}
	d.Tap(back.X+back.W/2, back.Y+back.H/2)
	d.WaitFor("the menu after Back", 60, scenetest.SceneIs("menu"))
}

func TestTheSetupPageStaysPutWhenThePlayerCountChanges(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-chinatown")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	before := d.Target("players-0")
	d.TapTarget("players-2") // five players
	after := d.Target("players-0")
	if before.Y != after.Y {
		t.Fatalf("the player count row moved from y=%.0f to y=%.0f", before.Y, after.Y)
	}
	// Five seats with names and colours: every choice a finger wide, and
	// the last seat's reachable by dragging the page up.
	last := d.Target("seat4-1")
	if last.W < 44 || last.H < 44 {
		t.Fatalf("seat 5's choice is %.0fx%.0f", last.W, last.H)
	}
	if last.Y+last.H > 844 {
		p := d.app.Pointer()
		p.Inject(200, 700, true)
		d.Tick(2)
		for y := 700.0; y >= 300; y -= 40 {
			p.Inject(200, y, true)
			d.Tick(1)
		}
		p.Inject(200, 300, false)
		d.Tick(2)
		if moved := d.Target("seat4-1"); moved.Y+moved.H > 844 {
			t.Fatalf("seat 5's choice stays off screen at y=%.0f after a drag", moved.Y)
		}
	}
	d.TapTarget("seat4-1")
	d.Shot("setup-chinatown-five-390x844")
}

func TestATapOnTheBoardWhileTheComputerPlaysIsAnsweredInWords(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 1, 0) // the computer starts
	if s := d.State(); s["humanTurn"] == true {
		t.Fatal("the person is to move: the test needs the computer's turn")
	}
	d.Tap(400, 360) // the middle of the board, left of the side panel
	if msg, _ := d.State()["message"].(string); !strings.HasPrefix(msg, "Wait a moment") {
		t.Fatalf("after a tap in the computer's turn the line says %q", msg)
	}
}

func TestACardsBlurbIsShownWholeOrAsItsFirstSentence(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1}
	blurb := "The Dragon Master breeds two-headed dragons; the Emperor tries to stop them."
	if text, _ := fitBlurb(cv, blurb, sprites.R(0, 0, 400, 200), 16); text != blurb {
		t.Fatalf("a roomy card shows %q", text)
	}
	if text, _ := fitBlurb(cv, blurb, sprites.R(0, 0, 150, 22), 16); text != "The Dragon Master breeds two-headed dragons." && text != "" {
		t.Fatalf("a small card shows %q, want the first sentence or nothing", text)
	}
	if text, _ := fitBlurb(cv, blurb, sprites.R(0, 0, 150, 50), 16); text == "" || !strings.HasSuffix(text, ".") {
		t.Fatalf("a card with room for two short lines shows %q", text)
	}
}

// Undo tapped while the person's move still lands and the computer thinks
// takes the move back, once it has landed, before the computer replies: it
// looked ready and did nothing (play-test).
func TestUndoTappedWhileTheComputerThinksTakesTheMoveBack(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	startHongKong(d, 0, 4)
	d.WaitFor("the person's turn", 60, func(s map[string]any) bool { return s["humanTurn"] == true })
	d.TapTarget("plot-a1")
	if s := d.State(); s["animating"] != true || movesMade(s) != 1 {
		t.Fatalf("no move in the air to catch: animating %v, %d moves", s["animating"], movesMade(s))
	}
	if !d.Target("undo").Enabled {
		t.Fatal("Undo does not look ready while the move lands")
	}
	d.TapTarget("undo")
	d.WaitFor("the move taken back", 300, func(s map[string]any) bool { return movesMade(s) == 0 && s["humanTurn"] == true })
	d.Tick(120)
	if s := d.State(); movesMade(s) != 0 || !strings.Contains(s["message"].(string), "taken back") {
		t.Fatalf("after Undo: %d moves, the line says %q", movesMade(s), s["message"])
	}
}
