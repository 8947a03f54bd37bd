package kiezkoenig

import "testing"

func TestNotationRoundTrips(t *testing.T) {
	for _, text := range []string{
		"roll", "super S2", "super police", "drive 0", "drive 5", "lose S1h", "rob",
		"fight S1 S1 P2", "fight G3 G1 P5", "sell D2c", "accept", "decline", "buy R3g",
		"draw", "turbo car4", "turbo court", "corrupt 0", "corrupt 3", "support A 1",
		"support D 2", "support none",
	} {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if m.String() != text {
			t.Fatalf("%s reads back as %s", text, m)
		}
	}
	if m, err := ParseMove("  FIGHT s1  s2 p3 "); err != nil || m.String() != "fight S1 S2 P3" {
		t.Fatalf("case and spaces: %v %v", m, err)
	}
	for _, bad := range []string{"", "jump", "roll 3", "super", "super X1", "drive x", "drive -1",
		"buy S4g", "buy S1x", "fight S1 S1", "fight S1 S1 P6", "fight S1 Q1 P2", "support B 1",
		"support A 0", "support", "lose"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// A foreign move type is refused, not a panic.
func TestAForeignMoveIsIllegal(t *testing.T) {
	g := table(2)
	if _, err := g.Apply(nil); err == nil {
		t.Fatal("nil move applied")
	}
	if _, err := g.Apply(Move{Kind: 99}); err == nil {
		t.Fatal("unknown kind applied")
	}
}
