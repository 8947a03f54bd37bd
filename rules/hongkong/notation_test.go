package hongkong_test

import (
	"encoding/json"
	"testing"

	. "quartet/rules/hongkong"
)

func TestPlotsRunA1ToE5ColumnsLeftToRightRowsBottomToTop(t *testing.T) {
	for name, want := range map[string]int{"a1": 0, "e1": 4, "a2": 5, "c3": Centre, "a5": 20, "e5": 24} {
		p, ok := ParsePlot(name)
		if !ok || p != want || PlotName(p) != name {
			t.Fatalf("%s: plot %d (ok %v), want %d", name, p, ok, want)
		}
	}
	for _, bad := range []string{"f1", "a6", "a0", "", "c", "c33", "11"} {
		if _, ok := ParsePlot(bad); ok {
			t.Fatalf("%q parsed as a plot", bad)
		}
	}
}

func TestTurnNotation(t *testing.T) {
	cases := map[string]Move{
		"B c3":      Place(Block, Centre),
		"R c3":      Place(Roof, Centre),
		"F c3 B d3": Double(Centre, Block, Centre+1),
		"F c3 R c3": Double(Centre, Roof, Centre),
		"pass":      Pass,
	}
	for text, want := range cases {
		got, err := ParseMove(text)
		if err != nil || got != want {
			t.Fatalf("%q parsed as %+v (%v), want %+v", text, got, err, want)
		}
		if got.String() != text {
			t.Fatalf("%+v writes as %q, want %q", got, got.String(), text)
		}
	}
}

func TestNotationToleratesCaseAndSpacing(t *testing.T) {
	for _, text := range []string{"b C3", "  F c3   b d3 ", "PASS", "r\tc3"} {
		if _, err := ParseMove(text); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	}
}

func TestNotationRejectsWhatIsNotATurn(t *testing.T) {
	for _, text := range []string{"", "X c3", "B", "B z9", "F c3", "F c3 F d3", "B c3 B d3", "F c3 B", "pass c3", "R c3 extra"} {
		if _, err := ParseMove(text); err == nil {
			t.Fatalf("%q parsed as a turn", text)
		}
	}
}

func TestReplaySummaryListsBuildingsCentreAndStacks(t *testing.T) {
	g := New(1)
	play(t, g, "F a1 R a1", "B c3", "B b1")
	got, _ := json.Marshal(g.Summary())
	want := `{"board":{"a1":"FR","b1":"B","c3":"b"},"buildings":[2,1],"centre":1}`
	if string(got) != want {
		t.Fatalf("summary %s, want %s", got, want)
	}
	empty, _ := json.Marshal(New(1).Summary())
	if string(empty) != `{"board":{},"buildings":[0,0],"centre":null}` {
		t.Fatalf("empty summary %s", empty)
	}
}
