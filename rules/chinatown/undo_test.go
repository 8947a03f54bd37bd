package chinatown

import (
	"testing"

	"quartet/rules"
)

// Which cards a player keeps stays secret until everyone has chosen: a
// choice nobody has seen can be taken back.
func TestAChoiceOfCardsNotYetRevealedCanBeUndone(t *testing.T) {
	g := New(3, 5)
	ev := play(t, g, "P1 keep "+join(g.Dealt(0)[2:]))
	if len(eventsOf[Chose](ev)) != 1 || len(eventsOf[Revealed](ev)) != 0 {
		t.Fatalf("want a secret choice: %v", ev)
	}
	if why := rules.Final(ev, 0, 1, 2); why != "" {
		t.Fatalf("a secret choice may not be taken back: %q", why)
	}
}

// Once the last player chose, every kept card is shown and the tiles come
// out of the bag: that cannot be taken back.
func TestKeptCardsShownAndTilesDrawnCannotBeUndone(t *testing.T) {
	g := New(3, 5)
	play(t, g, "P1 keep "+join(g.Dealt(0)[2:]), "P2 keep "+join(g.Dealt(1)[1:6]))
	ev := play(t, g, "P3 keep "+join(g.Dealt(2)[:5]))
	if len(eventsOf[Revealed](ev)) == 0 || len(eventsOf[Drew](ev)) == 0 {
		t.Fatalf("want the cards shown and tiles drawn: %v", ev)
	}
	if why := rules.Final(ev, 2); why != NoUndoPastReveal {
		t.Fatalf("the reveal may be taken back: %q", why)
	}
}

// The move that ends a year pays the incomes and deals the next year's
// cards: that cannot be taken back.
func TestANewYearCannotBeUndone(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 1)
	g.hand[0][Photo] = 1
	toPlacing(t, g)
	ev := play(t, g, "P1 pass")
	if len(eventsOf[Earned](ev)) == 0 || len(eventsOf[Dealt](ev)) == 0 {
		t.Fatalf("want incomes paid and cards dealt: %v", ev)
	}
	if why := rules.Final(ev, 0); why != NoUndoPastReveal {
		t.Fatalf("the new year may be taken back: %q", why)
	}
}

// Building a tile from one's hand shows nothing new: it can be taken back.
func TestBuildingATileCanBeUndone(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 1, 2)
	g.hand[0][Photo] = 2
	toPlacing(t, g)
	ev := play(t, g, "P1 place photo 1")
	if why := rules.Final(ev, 0, 1, 2); why != "" {
		t.Fatalf("building may not be taken back: %q (%v)", why, ev)
	}
}

// A deal struck binds its parties: neither may take it back. A player who
// was no party to it is not bound by it.
func TestADealStruckIsFinalForItsParties(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	if ev := play(t, g, "P1 propose P1>P2 10 P2>P1 $5000"); rules.Final(ev, 0, 1, 2) != "" {
		t.Fatalf("an offer may not be taken back: %q", rules.Final(ev, 0, 1, 2))
	}
	ev := play(t, g, "P2 confirm #1")
	if len(eventsOf[Executed](ev)) != 1 {
		t.Fatalf("want the deal struck: %v", ev)
	}
	want := "Undo cannot take back deal #1: a deal struck is final."
	for _, seat := range []int{0, 1} {
		if why := rules.Final(ev, seat); why != want {
			t.Fatalf("P%d may take the deal back: %q", seat+1, why)
		}
	}
	if why := rules.Final(ev, 2); why != "" {
		t.Fatalf("P3, no party to the deal, is bound by it: %q", why)
	}
}
