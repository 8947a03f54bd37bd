package kiezkoenig

import "testing"

// Every phase the game can wait in has its own name, the one the replay
// summary and the tools have always used.
func TestEveryPhaseHasItsName(t *testing.T) {
	want := []string{"order", "turn", "reroll", "drive", "lose", "three", "sell", "offer", "job", "turbo", "corrupt", "support", "over"}
	if int(PhaseOver)+1 != len(want) {
		t.Fatalf("%d phases, want %d", int(PhaseOver)+1, len(want))
	}
	for p := PhaseOrder; p <= PhaseOver; p++ {
		if got := p.String(); got != want[p] {
			t.Errorf("phase %d is called %q, want %q", uint8(p), got, want[p])
		}
	}
}
