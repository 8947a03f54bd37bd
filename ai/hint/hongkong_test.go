package hint

import (
	"strings"
	"testing"

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
