package kiezkoenig

import (
	"fmt"
	"testing"

	"quartet/rules"
)

// landOn puts P1 one space before id and throws 1.
func landOn(t *testing.T, g *Game, id string) []rules.Event {
	t.Helper()
	before(t, g, 0, id, 1)
	dice(g, 1)
	return play(t, g, "roll")
}

// The three authorities charge per stake of their kind: Law Courts 5 per
// Hot Commodity, Tax Office 10 per Cash, Police 15 per Gang.
func TestAuthoritiesChargePerStakeOfTheirKind(t *testing.T) {
	cases := []struct {
		authority string
		stakes    []string
		charge    int
	}{
		{"court", []string{"S1h", "D2h", "G3h", "S1g"}, 15},
		{"tax", []string{"S1c", "R2c", "S1h"}, 20},
		{"police", []string{"S1g", "D1g", "R1g", "S1c", "S1h"}, 45},
	}
	for _, c := range cases {
		g := table(2)
		give(t, g, 0, c.stakes...)
		money := g.Money(0)
		landOn(t, g, c.authority)
		a := sp(t, c.authority)
		if g.Money(0) != money-c.charge || g.CashAt(a) != New(2, 1).CashAt(a)+c.charge {
			t.Errorf("%s with %v: paid %d, want %d on its Cash marker", c.authority, c.stakes, money-g.Money(0), c.charge)
		}
		// "You only receive one Corruption card per visit to the
		// Authorities – no matter how many business stakes you had to pay
		// for." Then "throw the dice again".
		if g.CorruptionCards(0) != 1 {
			t.Errorf("%s: %d Corruption cards, want 1", c.authority, g.CorruptionCards(0))
		}
		if g.Phase() != "reroll" || g.ToMove() != 0 {
			t.Errorf("%s: phase %s, want to throw again", c.authority, g.Phase())
		}
	}
}

// "You don't pay anything if you don't own any business stake relevant to
// the authority. Do not draw a Corruption card. Throw the dice again."
func TestAuthorityWithoutRelevantStakesChargesNothingAndGivesNoCard(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1g", "S1c") // nothing the Law Courts charge for
	money := g.Money(0)
	landOn(t, g, "court")
	if g.Money(0) != money || g.CorruptionCards(0) != 0 || g.Phase() != "reroll" {
		t.Fatalf("money %d→%d, cards %d, phase %s", money, g.Money(0), g.CorruptionCards(0), g.Phase())
	}
	// The throw again is a throw of the same turn, without the Super Turbo.
	refuse(t, g, "super S1", "throw the die again")
	dice(g, 1)
	play(t, g, "roll")
	if g.Current() != 0 || g.Position(0) != sp(t, "court")+1 {
		t.Fatalf("throw again moved P1 to %d", g.Position(0))
	}
}

// "for Corruption: Then you don't have to pay anything, but you must part
// with a business stake. On the Law Court of a Hot Commodity stake, ... The
// business stakes return to the display. For the loss of your business
// stake you will receive a corruption card. Then you throw again."
func TestLackingMoneyForCorruptionCostsAStakeOfThatKind(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1g", "D1g", "S2c")
	setMoney(t, g, 0, 25) // the Police want 30
	landOn(t, g, "police")
	if g.Phase() != "lose" || g.Money(0) != 25 {
		t.Fatalf("phase %s, money %d", g.Phase(), g.Money(0))
	}
	if !legal(g, "lose S1g") || !legal(g, "lose D1g") || legal(g, "lose S2c") {
		t.Fatalf("legal: %v", g.LegalMoves())
	}
	refuse(t, g, "lose S2c", "Gang stake")
	ev := play(t, g, "lose D1g")
	if g.Owner(stake(t, "D1g")) != -1 || g.display&(1<<stake(t, "D1g")) == 0 {
		t.Fatal("the stake did not return to the display")
	}
	if g.Money(0) != 25 || g.CorruptionCards(0) != 1 || g.Phase() != "reroll" {
		t.Fatalf("money %d, cards %d, phase %s: %v", g.Money(0), g.CorruptionCards(0), g.Phase(), ev)
	}
}

// The third Corruption card from an authority: "You have to decide: You
// can fight! ... Or you rob the Authority your token is on!"
func TestThirdCorruptionCardForcesAFightOrARobbery(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h")
	give(t, g, 1, "R2g")
	g.corruption[0] = 2
	landOn(t, g, "court")
	if g.Phase() != "three" || g.CorruptionCards(0) != 3 {
		t.Fatalf("phase %s with %d cards", g.Phase(), g.CorruptionCards(0))
	}
	// No fight is possible (P1 owns nothing of the Red Light), so robbing
	// is all that is left.
	if ms := g.LegalMoves(); len(ms) != 1 || ms[0].String() != "rob" {
		t.Fatalf("legal %v", ms)
	}
	refuse(t, g, "roll", "fight or rob")
}

// "Or you rob the Authority your token is on! – Take all the kiezdollars
// from the Cash marker and throw again." The cards are used up.
func TestRobbingTakesTheAuthoritysCashMarkerAndThrowsAgain(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h")
	g.corruption[0] = 2
	court := sp(t, "court")
	loot := g.CashAt(court) + 5 // the rest of the box plus this visit's charge
	money := g.Money(0)
	landOn(t, g, "court")
	ev := play(t, g, "rob")
	if g.CashAt(court) != 0 || g.Money(0) != money-5+loot {
		t.Fatalf("marker %d, money %d→%d: %v", g.CashAt(court), money, g.Money(0), ev)
	}
	if g.CorruptionCards(0) != 0 || g.available(CorruptionCard) != Deck {
		t.Fatalf("the three cards were not returned: %d", g.CorruptionCards(0))
	}
	if g.Phase() != "reroll" {
		t.Fatalf("phase %s, want to throw again", g.Phase())
	}
}

// "You can fight! – Then put your game piece on an appropriate business."
// Any racket will do; there is no first job.
func TestFightingWithThreeCorruptionCardsPutsTheTokenOnTheBusiness(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h", "G1h")
	give(t, g, 1, "G1c")
	g.corruption[0] = 2
	landOn(t, g, "court")
	money := g.Money(0)
	if !legal(g, "fight G1 G1 P2") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	dice(g, 1, 6, 1, 6, 1, 6)
	play(t, g, "fight G1 G1 P2")
	if g.Position(0) != sp(t, "G1") {
		t.Fatalf("token on %d, want G1", g.Position(0))
	}
	// The attacker may play up to three cards in each duel.
	if !legal(g, "corrupt 3") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	play(t, g, "corrupt 0", "corrupt 0", "corrupt 0")
	if g.Money(0) != money-(stakePrice("G1c")-stakePrice("G1h")) {
		t.Fatalf("paid %d: an entrance fee?", money-g.Money(0))
	}
	// "The Corruption cards are used up in both cases at the end of your
	// turn ... Even if you didn't use them."
	if g.CorruptionCards(0) != 0 || g.Current() != 1 {
		t.Fatalf("P1 keeps %d cards; P%d to play", g.CorruptionCards(0), g.Current()+1)
	}
}

func stakePrice(id string) int {
	s, _ := ParseStake(id)
	return board.stakes[s].Price
}

// "* It is only possible to use three Corruption cards in a fight if the
// third corruption card in the first part of your turn was obtained from an
// Authority." Otherwise the attacker plays none, one or two.
func TestAttackerPlaysAtMostTwoCorruptionCardsInAnOrdinaryFight(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h")
	give(t, g, 1, "S1c")
	g.corruption[0] = 2
	before(t, g, 0, "S2", 1)
	dice(g, 1)
	play(t, g, "roll", "fight S1 S1 P2")
	for n := 0; n <= 2; n++ {
		if !legal(g, fmt.Sprintf("corrupt %d", n)) {
			t.Errorf("corrupt %d not offered", n)
		}
	}
	refuse(t, g, "corrupt 3", "up to 2")
}
