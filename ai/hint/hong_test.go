package hint

import (
	"fmt"
	"strings"
	"testing"

	hg "quartet/rules/hong"
)

// hongAfter sets up a castle game with the stones out of the way and plays
// the tiles given, the Emperor first.
func hongAfter(t *testing.T, expansion bool, tiles ...string) *hg.Game {
	t.Helper()
	g, err := hg.New(hg.Options{Expansion: expansion, Stones: []string{"g7", "h7", "i7"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range tiles {
		m, err := hg.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

func hongExplain(t *testing.T, g *hg.Game, move string) (nudge, target, why string) {
	t.Helper()
	m, err := hg.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	return explainHong(g.View(g.ToMove()), g.ToMove(), m, nil, nil)
}

func TestHongHintSaysWhichHongATileCompletesAndWhichDragonItSummons(t *testing.T) {
	// V a1 and H b1 wait for a V on c1 to close a Hong of 1 across.
	g := hongAfter(t, true, "V a1", "H b1")
	_, target, why := hongExplain(t, g, "V c1")
	want := fmt.Sprintf("completes a Hong of 1 and summons Great Dragon 1 (%s)", g.Lair()[0].Power)
	if target != "cell-c1" || !strings.Contains(why, want) || !strings.Contains(why, "with 1 made of the 15 the Dragon Master needs") {
		t.Fatalf("target %q, %q, want %q", target, why, want)
	}
}

func TestHongHintSaysWhenATileBlocksAHong(t *testing.T) {
	g := hongAfter(t, false, "V a1", "H b1")
	_, _, why := hongExplain(t, g, "H c1")
	if !strings.Contains(why, "lies H on c1, where V would have completed a Hong of 1") {
		t.Fatalf("%q", why)
	}
}

func TestHongHintGivesTheExpectedHongCountBeforeAndAfter(t *testing.T) {
	g := hongAfter(t, false, "V a1", "H b1")
	m := hg.PlaceTile(hg.V, 30)
	after := g.Clone().(*hg.Game)
	if _, err := after.Apply(m); err != nil {
		t.Fatal(err)
	}
	_, _, why := hongExplain(t, g, m.String())
	want := fmt.Sprintf("heads for about %.1f Hongs (was %.1f)", after.Expected(), g.Expected())
	if !strings.Contains(why, want) {
		t.Fatalf("%q, want %q", why, want)
	}
}
