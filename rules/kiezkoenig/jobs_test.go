package kiezkoenig

import (
	"testing"
)

// "You pay the entrance fee, if you don't own a stake in this business"
// and "The entrance fee is put on the Cash marker of the business your
// token is on."
func TestEntranceFeeGoesOnTheBusinessCashMarker(t *testing.T) {
	for _, id := range []string{"S1", "D2", "G3"} {
		g := table(2)
		give(t, g, 0, "S3g") // a stake elsewhere does not help
		money := g.Money(0)
		landOn(t, g, id)
		fee := board.businesses[board.track[sp(t, id)].Business].Fee
		if g.Money(0) != money-fee || g.CashAt(sp(t, id)) != fee || g.Phase() != "job" {
			t.Errorf("%s: paid %d onto a marker of %d, want %d; phase %s", id, money-g.Money(0), g.CashAt(sp(t, id)), fee, g.Phase())
		}
	}
}

// "You don't pay any entrance fee, if you own the business's Hot Commodity
// and/or Gang."
func TestNoEntranceFeeWithTheGangOrHotCommodity(t *testing.T) {
	for _, own := range []string{"D2g", "D2h"} {
		g := table(2)
		give(t, g, 0, own)
		g.cash[sp(t, "D2")] = 30
		money := g.Money(0)
		ev := landOn(t, g, "D2")
		if g.Money(0) != money || g.CashAt(sp(t, "D2")) != 30 || g.Phase() != "job" {
			t.Errorf("owning %s: money %d→%d, events %v", own, money, g.Money(0), ev)
		}
	}
}

// "You don't pay any entrance fee, if you own the business's Cash. You
// cash in the kiezdollars on the Cash marker. If there aren't any, you get
// nothing."
func TestCashOwnerCashesInTheCashMarker(t *testing.T) {
	g := table(2)
	give(t, g, 0, "R1c")
	g.cash[sp(t, "R1")] = 35
	g.money[1] -= 35
	money := g.Money(0)
	landOn(t, g, "R1")
	if g.Money(0) != money+35 || g.CashAt(sp(t, "R1")) != 0 {
		t.Fatalf("cashed in %d", g.Money(0)-money)
	}
	g = table(2)
	give(t, g, 0, "R1c")
	ev := landOn(t, g, "R1")
	if len(ev) == 0 || g.Money(0) != New(2, 1).Money(0) {
		t.Fatal("an empty marker should give nothing")
	}
	if _, ok := ev[len(ev)-1].(NothingToCashIn); !ok {
		t.Fatalf("events %v", ev)
	}
}

// "You may only cash in after your token lands on a business of which you
// own the Cash business stake": buying or owning elsewhere brings nothing.
func TestCashingInOnlyOnTheBusinessLandedOn(t *testing.T) {
	g := table(2)
	give(t, g, 0, "R1c")
	g.cash[sp(t, "R1")] = 35
	g.money[1] -= 35
	landOn(t, g, "R2")
	if g.CashAt(sp(t, "R1")) != 35 {
		t.Fatal("cashed in R1 from R2")
	}
}

// "your token must be on the racket you want to buy a business stake in,
// but not necessarily on the business you want to buy one in" and "the
// business stake has to be available in the display".
func TestBuyingAnywhereInTheRacketYouAreOn(t *testing.T) {
	g := table(2)
	give(t, g, 1, "S2g")
	landOn(t, g, "S3") // Arms Ltd
	for _, id := range []string{"S1g", "S1h", "S2c", "S3c"} {
		if !legal(g, "buy "+id) {
			t.Errorf("buy %s from Arms Ltd not offered", id)
		}
	}
	refuse(t, g, "buy D1g", "on the racket")
	refuse(t, g, "buy S2g", "available in the display")
	money := g.Money(0)
	// "Put the kiezdollars on the business's Cash marker": the sales price
	// goes to the business the stake belongs to.
	play(t, g, "buy S1g")
	if g.Owner(stake(t, "S1g")) != 0 || g.Money(0) != money-stakePrice("S1g") || g.CashAt(sp(t, "S1")) != stakePrice("S1g") {
		t.Fatalf("owner %d, paid %d, Pawn Shop marker %d", g.Owner(stake(t, "S1g")), money-g.Money(0), g.CashAt(sp(t, "S1")))
	}
	// "You can buy one business stake per turn": the turn is over.
	if g.Current() != 1 || g.Phase() != "turn" {
		t.Fatalf("P%d in phase %s after buying", g.Current()+1, g.Phase())
	}
}

// "for buying a business stake: You cannot buy this business stake."
func TestLackingMoneyForAPurchase(t *testing.T) {
	g := table(2)
	setMoney(t, g, 0, stakePrice("S3g")+15-5)
	landOn(t, g, "S3") // pays 15
	refuse(t, g, "buy S3g", "lack")
	if !legal(g, "buy S1h") {
		t.Fatal("a stake within the money should be on offer")
	}
}

// soldOut gives every stake of racket r in the display to seat, so that
// nobody else can buy there.
func soldOut(t *testing.T, g *Game, seat, r int) {
	t.Helper()
	for s := r * 9; s < r*9+9; s++ {
		if g.display&(1<<s) != 0 {
			give(t, g, seat, board.stakes[s].ID)
		}
	}
}

// "If fighting or buying is not an option, take a Turbo card": the
// narrower sentence rules the general "choose either one of the three
// options" (NOTES.md), so a player who can buy may not draw.
func TestATurboCardMayNotBeDrawnWhenThePlayerCanBuy(t *testing.T) {
	g := table(2)
	landOn(t, g, "G1")
	if legal(g, "draw") || !legal(g, "buy G1h") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	refuse(t, g, "draw", "only when you can neither buy a stake nor fight")
}

// The same sentence: a player who can fight may not draw either, even
// without the money to buy.
func TestATurboCardMayNotBeDrawnWhenThePlayerCanFight(t *testing.T) {
	g := table(2)
	give(t, g, 0, "G1g")
	give(t, g, 1, "G1h")
	setMoney(t, g, 0, 10) // less than any stake of Gambling
	landOn(t, g, "G1")    // no fee: P1 owns the Gang
	if !legal(g, "fight G1 G1 P2") || legal(g, "draw") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	refuse(t, g, "draw", "neither buy a stake nor fight")
}

// When neither is an option, drawing is the second job, and it ends the
// turn.
func TestATurboCardIsDrawnWhenThePlayerCanNeitherBuyNorFight(t *testing.T) {
	g := table(2)
	soldOut(t, g, 1, 3) // P2 owns all of Gambling, P1 none of it
	landOn(t, g, "G1")
	if moves := g.LegalMoves(); len(moves) != 1 || moves[0].String() != "draw" {
		t.Fatalf("legal %v, want only draw", moves)
	}
	play(t, g, "draw")
	if g.TurboCards(0) != 1 || g.Current() != 1 {
		t.Fatalf("turbo %d, P%d to play", g.TurboCards(0), g.Current()+1)
	}
}

// "As soon as you own a third Turbo card, you have to make one further move
// without throwing the dice. Hit the gas and move to any space." and
// "After you use the three Turbo cards, place them back in the display."
func TestThirdTurboCardForcesAFreeMoveToAnySpace(t *testing.T) {
	g := table(2)
	g.turbo[0] = 2
	soldOut(t, g, 1, 3)
	landOn(t, g, "G1")
	play(t, g, "draw")
	if g.Phase() != "turbo" || g.Current() != 0 || g.TurboCards(0) != 0 || g.available(TurboCard) != Deck {
		t.Fatalf("phase %s, P1 holds %d Turbo cards", g.Phase(), g.TurboCards(0))
	}
	for s := range TrackLen() {
		if legal(g, "turbo "+board.track[s].ID) != (s != sp(t, "G1")) {
			t.Errorf("turbo %s offered: %v", board.track[s].ID, !legal(g, "turbo "+board.track[s].ID))
		}
	}
	refuse(t, g, "roll", "free move")
	refuse(t, g, "turbo G1", "another space")
	// The move lands: the first job, then a second job again.
	money := g.Money(0)
	play(t, g, "turbo S2")
	if g.Position(0) != sp(t, "S2") || g.Money(0) != money-10 || g.Phase() != "job" {
		t.Fatalf("at %d, paid %d, phase %s", g.Position(0), money-g.Money(0), g.Phase())
	}
}

// "As soon as it is your turn, you can hit the gas and use the Super Turbo
// card move to any space without throwing the dice. Once the Super Turbo
// card is used, it is out of the game."
func TestSuperTurboMovesToAnySpaceAndLeavesTheGame(t *testing.T) {
	g := table(2)
	if !legal(g, "super police") || !legal(g, "roll") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	play(t, g, "super S3")
	if g.Position(0) != sp(t, "S3") || g.HasSuperTurbo(0) || g.Phase() != "job" {
		t.Fatalf("at %d, super %v, phase %s", g.Position(0), g.HasSuperTurbo(0), g.Phase())
	}
	play(t, g, "buy S1h")
	// P2's turn, then P1's again: no Super Turbo any more.
	before(t, g, 1, "car1", 1)
	dice(g, 1)
	play(t, g, "roll", "drive 0")
	refuse(t, g, "super S1", "no Super Turbo")
	for _, m := range g.LegalMoves() {
		if m.(Move).Kind == Super {
			t.Fatal("a used Super Turbo is offered again")
		}
	}
}

// The Super Turbo may be played "as soon as it is your turn", and the
// first turn counts: from the Start straight to any space.
func TestSuperTurboFromTheStart(t *testing.T) {
	g := table(3)
	play(t, g, "super G3")
	if g.Position(0) != sp(t, "G3") {
		t.Fatal("the Super Turbo did not leave the Start")
	}
}
