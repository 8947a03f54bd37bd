package hint

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"quartet/lang"
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

// Issue 27: a Hong hint is said in German and French, whole: the dragon
// by its name there, the expected count with a decimal comma, and no word
// left in English for want of a translation.
func TestHongHintIsSaidInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	g := hongAfter(t, true, "V a1", "H b1")
	for _, c := range []struct {
		l          lang.Language
		want, area string
	}{
		{lang.German, "vollendet ein Hong der Größe 1 und ruft den Großen Drachen 1 (", "die linke untere Ecke des Plans"},
		{lang.French, "achève un Hong de 1 et invoque le Grand Dragon 1 (", "le coin en bas à gauche du plateau"},
	} {
		lang.Use(c.l)
		nudge, _, why := hongExplain(t, g, "V c1")
		if !strings.Contains(why, c.want) || !strings.Contains(why, lang.Say(g.Lair()[0].Power.Term())+")") || nudge != c.area {
			t.Errorf("%s: %q, %q; want %q and %q", c.l, nudge, why, c.area, c.want)
		}
		if len(regexp.MustCompile(`\d,\d`).FindAllString(why, -1)) != 2 || strings.Contains(why, ".") {
			t.Errorf("%s: %q has no decimal comma in the expected counts", c.l, why)
		}
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("said in English for want of a translation: %q", m)
	}
}
