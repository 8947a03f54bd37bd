package hint

import (
	"strings"
	"testing"

	"quartet/lang"
	hk "quartet/rules/hongkong"
)

func hkExplain(t *testing.T, g *hk.Game, move string) (nudge, target, why string) {
	t.Helper()
	m, err := hk.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	return explainHongKong(g.View(g.ToMove()), g.ToMove(), m, nil, nil)
}

func TestHongKongHintSaysWhichPlotItTakesAndTheBuildingsAfter(t *testing.T) {
	// Red's two blocks on c1 let it build over Jade's one block on c2.
	g, err := hk.NewPosition(map[string]string{"c1": "BB", "c2": "b", "e5": "b"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	nudge, target, why := hkExplain(t, g, "B c2")
	if target != "plot-c2" || nudge != "the plots around the centre" ||
		!strings.Contains(why, "takes c2 from your opponent") || !strings.Contains(why, "2 buildings to 1 (was 1 to 2)") ||
		!strings.HasSuffix(why, "none of your buildings is open to your opponent's next piece") {
		t.Fatalf("nudge %q, target %q, %q", nudge, target, why)
	}
}

func TestHongKongHintSaysARoofKeepsABuildingForGood(t *testing.T) {
	g, err := hk.NewPosition(map[string]string{"b2": "B", "d4": "b"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, _, why := hkExplain(t, g, "R b2")
	if !strings.Contains(why, "roofs your building on b2, so nobody can take it") || !strings.Contains(why, "1 building each") {
		t.Fatalf("%q", why)
	}
}

func TestHongKongHintNamesTheCentreWhenItDecidesATie(t *testing.T) {
	g, err := hk.NewPosition(map[string]string{"a1": "B", "e5": "b", "d5": "b"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	nudge, target, why := hkExplain(t, g, "B c3")
	if nudge != "the centre plot" || target != "plot-c3" || !strings.Contains(why, "the centre plot c3") ||
		!strings.Contains(why, "2 buildings each, and the centre is yours") {
		t.Fatalf("nudge %q, target %q, %q", nudge, target, why)
	}
}

func TestHongKongHintCountsTheBuildingsLeftOpenToTheOpponent(t *testing.T) {
	// Jade's two blocks on b2 overlook Red's single block on b3; a block on
	// e5 does nothing about it.
	g, err := hk.NewPosition(map[string]string{"b2": "bb", "b3": "B"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, _, why := hkExplain(t, g, "B e5")
	if !strings.HasSuffix(why, "1 of your buildings is open to your opponent's next piece") {
		t.Fatalf("%q", why)
	}
}

// The hint is said in the player's language, whole sentences with the
// pieces' own words: a standard block is a "bloc standard" in French, and
// the centre plot is named the way each sentence needs it.
func TestHongKongHintIsSaidInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	takes, err := hk.NewPosition(map[string]string{"c1": "BB", "c2": "b", "e5": "b"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	centre, err := hk.NewPosition(map[string]string{"a1": "B", "e5": "b", "d5": "b"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		l           lang.Language
		g           *hk.Game
		move, nudge string
		why         string
	}{
		{lang.German, takes, "B c2", "die Felder rund um die Mitte", "nimm deinem Gegner c2 mit einem Block ab (2 Stücke hoch): 2 Gebäude zu 1 (vorher 1 zu 2), und keins deiner Gebäude ist für das nächste Stück deines Gegners offen"},
		{lang.French, takes, "B c2", "les cases autour du centre", "prenez c2 à votre adversaire avec un bloc standard (2 pièces de haut)\u00a0: 2 constructions à 1 (avant 1 à 2), et aucune de vos constructions n'est à la portée de la prochaine pièce de votre adversaire"},
		{lang.German, centre, "B c3", "das Mittelfeld", "setze einen Block auf das bisher leere Feld c3 in der Mitte: je 2 Gebäude, und die Mitte gehört dir (vorher 1 zu 2), und keins deiner Gebäude ist für das nächste Stück deines Gegners offen"},
		{lang.French, centre, "B c3", "la case centrale", "posez un bloc standard sur la case centrale c3, vide jusqu'ici\u00a0: 2 constructions chacun, et le centre est à vous (avant 1 à 2), et aucune de vos constructions n'est à la portée de la prochaine pièce de votre adversaire"},
	} {
		lang.Use(c.l)
		nudge, _, why := hkExplain(t, c.g, c.move)
		if nudge != c.nudge || why != c.why {
			t.Errorf("%s %s: nudge %q, %q; want %q, %q", c.l, c.move, nudge, why, c.nudge, c.why)
		}
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("said in English: %q", m)
	}
}
