package kiezkoenig_test

import (
	"fmt"
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// computersToMove is a game of three in which the two computer players are
// to play their turns: the person watches.
func computersToMove(t *testing.T) *testapp.Driver {
	rec := kiezRecord(t, 3, 5, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 3 && g.Phase() == "turn" && g.ToMove() == 1
	})
	return resumeKiez(t, 1024, 768, rec)
}

// While the person reads the log, the game stands still: no computer
// player moves, and the log says so. Closed, play goes on.
func TestPlayWaitsWhileTheLogIsOpen(t *testing.T) {
	d := computersToMove(t)
	d.WaitFor("a computer's move on screen", 600, func(s map[string]any) bool { return s["animating"] == true })
	before := scenetest.Moves(d.State())
	d.TapTarget("log")
	if s := d.State(); s["overlay"] != "log" {
		t.Fatalf("the log is not open: %v", s["overlay"])
	}
	note, _ := d.App.Top().(interface{ Describe() map[string]any }).Describe()["note"].(string)
	if note != "Play waits while you read." {
		t.Errorf("the log says %q of the game behind it", note)
	}
	d.Tick(900)
	if s := d.State(); scenetest.Moves(s) != before || s["animating"] != true {
		t.Fatalf("behind the log the game went on: %d moves became %d, still showing the move %v", before, scenetest.Moves(s), s["animating"])
	}
	d.TapTarget("close-log")
	d.WaitFor("play to go on once the log is closed", 900, func(s map[string]any) bool { return scenetest.Moves(s) > before })
}

// While the person reads a space's card, the game stands still: the
// computer move on screen does not play on under the card, no computer
// player moves, and the message line says that play waits.
func TestPlayWaitsWhileASpacesCardIsOpen(t *testing.T) {
	d := computersToMove(t)
	d.WaitFor("a computer's move on screen", 600, func(s map[string]any) bool { return s["animating"] == true })
	before := scenetest.Moves(d.State())
	d.TapTarget("space-court")
	if s := d.State(); s["info"] == "" {
		t.Fatalf("no card opened")
	}
	d.Tick(900)
	s := d.State()
	if scenetest.Moves(s) != before || s["animating"] != true {
		t.Fatalf("under the card the game went on: %d moves became %d, still showing the move %v", before, scenetest.Moves(s), s["animating"])
	}
	if s["message"] != "Play waits while you read the card." {
		t.Errorf("while the card is open the message line says %q", s["message"])
	}
	d.TapTarget("info-close")
	d.WaitFor("play to go on once the card is closed", 900, func(s map[string]any) bool { return scenetest.Moves(s) > before })
}

// The log tells no more than the board has shown: opened while a
// computer's move is still played out on the board, it leaves that move
// out until the board has played it (it listed a fight the board had not
// begun).
func TestTheLogShowsOnlyWhatTheBoardHasPlayed(t *testing.T) {
	d := computersToMove(t)
	d.WaitFor("a computer's move on screen", 600, func(s map[string]any) bool { return s["animating"] == true })
	shown := scenetest.Moves(d.State()) - 1
	d.TapTarget("log")
	lines, _ := d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
	if len(lines) == 0 || !strings.HasPrefix(lines[0], fmt.Sprintf("%d. ", shown)) {
		t.Fatalf("with move %d still on the board, the log begins %q", shown+1, lines[0])
	}
	d.TapTarget("close-log")
	d.WaitFor("the move played out", 900, func(s map[string]any) bool { return s["animating"] != true })
	shown = scenetest.Moves(d.State())
	d.TapTarget("log")
	lines, _ = d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
	if !strings.HasPrefix(lines[0], fmt.Sprintf("%d. ", shown)) {
		t.Fatalf("with move %d played out, the log begins %q", shown, lines[0])
	}
}
