package scenes

import (
	"fmt"
	"strings"
	"testing"
)

// startChinatown goes from the menu to a game of Chinatown for players
// seats: seat 0 a person, the others at the given choices (0 a person,
// 1.. the AI levels).
func startChinatown(d *driver, players int, others ...int) {
	d.t.Helper()
	d.waitFor("the menu", 60, sceneIs("menu"))
	d.tapTarget("title-chinatown")
	d.waitFor("the setup page", 60, sceneIs("setup"))
	d.tapTarget(fmt.Sprintf("players-%d", players-3))
	d.tapTarget("seat0-0")
	for i, level := range others {
		d.tapTarget(fmt.Sprintf("seat%d-%d", i+1, level))
	}
	d.tapTarget("start")
	d.waitFor("the game", 60, sceneIs("chinatown"))
}

func canAct(s map[string]any) bool { return s["canAct"] == true }

func phaseIs(p string) func(map[string]any) bool {
	return func(s map[string]any) bool { return s["phase"] == p && s["canAct"] == true }
}

// keepFirst keeps the first cards dealt, by tapping them.
func keepFirst(d *driver) {
	d.t.Helper()
	s := d.state()
	need := int(s["keepNeed"].(float64))
	for _, c := range s["dealt"].([]any)[:need] {
		d.tapTarget(fmt.Sprintf("card-%v", c))
	}
	d.tapTarget("keep")
}

func TestChinatownKeepingCardsByTapping(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startChinatown(d, 3, 1, 1)
	d.waitFor("keeping", 300, phaseIs("keeping"))
	s := d.state()
	if n := len(s["dealt"].([]any)); n != 7 || s["keepNeed"].(float64) != 5 {
		t.Fatalf("dealt %d, keep %v", n, s["keepNeed"])
	}
	first := s["dealt"].([]any)[0]
	d.tapTarget(fmt.Sprintf("card-%v", first))
	if d.target("keep").Enabled {
		t.Fatal("Keep is offered with one card of five chosen")
	}
	d.shot("chinatown-keeping")
	d.tapTarget(fmt.Sprintf("card-%v", first))
	keepFirst(d)
	d.waitFor("trading", 2000, phaseIs("trading"))
	d.shot("chinatown-trading")
	if s := d.state(); !strings.Contains(fmt.Sprint(s["summary"]), "lots") {
		t.Fatalf("summary %v", s["summary"])
	}
}
