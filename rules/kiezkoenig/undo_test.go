package kiezkoenig

import (
	"testing"

	"quartet/rules"
)

// What the die said is revealed chance: a move with a throw in it is final,
// or a player could throw a bad roll again for free.
func TestADiceThrowCannotBeUndone(t *testing.T) {
	g := table(2)
	dice(g, 4)
	ev := play(t, g, "roll")
	if len(find[Rolled](ev)) != 1 {
		t.Fatalf("want a throw: %v", ev)
	}
	for seat := range 2 {
		if why := rules.Final(ev, seat); why != NoUndoPastDice {
			t.Fatalf("P%d may take the throw back: %q", seat+1, why)
		}
	}
}

// The throw for the start is a throw like any other.
func TestTheStartThrowCannotBeUndone(t *testing.T) {
	g := New(2, 1)
	ev := play(t, g, "roll")
	if len(find[OrderRolled](ev)) != 1 {
		t.Fatalf("want a start throw: %v", ev)
	}
	if why := rules.Final(ev, 0); why != NoUndoPastDice {
		t.Fatalf("the start throw may be taken back: %q", why)
	}
}

// A duel's dice decide the fight: once thrown, they stand.
func TestADuelThrowCannotBeUndone(t *testing.T) {
	g := fightTable(t, 2)
	dice(g, 5, 2, 1, 3, 4, 4, 6, 5, 2, 6, 6, 1)
	ev := play(t, g, "fight R1 R1 P2")
	if len(find[DuelRolled](ev)) == 0 {
		t.Fatalf("want duel throws: %v", ev)
	}
	if why := rules.Final(ev, 1); why != NoUndoPastDice {
		t.Fatalf("the duel's throws may be taken back: %q", why)
	}
}

// A decision with no die in it (buying a stake) reveals nothing: it can be
// taken back.
func TestADecisionWithoutDiceCanBeUndone(t *testing.T) {
	g := table(2)
	landOn(t, g, "S3")
	ev := play(t, g, "buy S1g")
	if why := rules.Final(ev, 0, 1); why != "" {
		t.Fatalf("buying a stake may not be taken back: %q (%v)", why, ev)
	}
}
