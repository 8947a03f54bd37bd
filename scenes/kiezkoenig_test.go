package scenes

import (
	"fmt"
	"testing"
)

// startKiez goes from the menu through setup to a game of KiezKönig with
// one seat per level given (0 a person, 1..4 the computer levels).
func startKiez(d *driver, levels ...int) {
	d.t.Helper()
	d.waitFor("the menu", 60, sceneIs("menu"))
	d.tapTarget("title-kiezkoenig")
	d.waitFor("the setup page", 60, sceneIs("setup"))
	d.tapTarget(fmt.Sprintf("players-%d", len(levels)-2))
	for i, l := range levels {
		d.tapTarget(fmt.Sprintf("seat%d-%d", i, l))
	}
	d.tapTarget("start")
	d.waitFor("the game", 60, sceneIs("kiezkoenig"))
}

func TestKiezExplore(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startKiez(d, 0, 1, 1)
	d.waitFor("the human's turn", 600, humanTurn)
	d.shot("kiez-first")
	d.tapTarget("roll")
	d.tick(20)
	d.shot("kiez-rolling")
	d.waitFor("the human's turn", 3000, humanTurn)
	d.shot("kiez-second")
}
