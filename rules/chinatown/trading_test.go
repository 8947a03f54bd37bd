package chinatown

import (
	"testing"
)

func TestTradingHappensOnlyInTheTradingPhase(t *testing.T) {
	g := New(3, 1)
	refused(t, g, "P1 propose P1>P2 $1000", "only in the trading phase")
	refused(t, g, "P1 done", "only in the trading phase")
}

func TestDealExecutesOnlyWhenEveryPartyHasConfirmed(t *testing.T) {
	// A three-way deal: P1's lot to P2, P2's tile to P3, P3's money to P1.
	g := tradingTable(t, 4)
	own(g, 0, NoShop, 10)
	g.hand[1][Seafood] = 1
	play(t, g, "P1 propose P1>P2 10 P2>P3 seafood P3>P1 $20000")
	play(t, g, "P2 confirm #1")
	if g.Owner(10) != 0 || len(g.Deals()) != 1 {
		t.Fatal("the deal executed before every party confirmed")
	}
	events := play(t, g, "P3 confirm #1")
	if len(eventsOf[Executed](events)) != 1 {
		t.Fatalf("no execution: %v", events)
	}
	m0, _ := g.Money(0)
	m2, _ := g.Money(2)
	if g.Owner(10) != 1 || g.Hand(2, Seafood) != 1 || g.Hand(1, Seafood) != 0 || m0 != 70000 || m2 != 30000 {
		t.Fatalf("after the deal: lot 10 owner %d, seafood P2 %d P3 %d, money %d %d", g.Owner(10), g.Hand(1, Seafood), g.Hand(2, Seafood), m0, m2)
	}
	if len(g.Deals()) != 0 {
		t.Fatal("the executed deal is still open")
	}
	refused(t, g, "P4 confirm #1", "no open deal #1")
}

func TestProposingCountsAsTheProposersConfirmation(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	play(t, g, "P1 propose P1>P2 10 P2>P1 $5000")
	refused(t, g, "P1 confirm #1", "already confirmed")
	play(t, g, "P2 confirm #1")
	if g.Owner(10) != 1 {
		t.Fatal("the deal did not execute on the other party's confirmation")
	}
}

func TestChangingADealClearsEveryConfirmation(t *testing.T) {
	g := tradingTable(t, 4)
	own(g, 0, NoShop, 10)
	own(g, 1, NoShop, 20)
	play(t, g, "P1 propose P1>P2 10 P2>P3 20 P3>P1 $9000", "P2 confirm #1")
	events := play(t, g, "P3 change #1 P1>P2 10 P2>P3 20 P3>P1 $8000")
	if len(eventsOf[Changed](events)) != 1 {
		t.Fatal("no change event")
	}
	d, _ := g.OpenDeal(1)
	if d.Confirmed != 1<<2 {
		t.Fatalf("confirmations %b after the change, want only the changer's", d.Confirmed)
	}
	play(t, g, "P1 confirm #1")
	if g.Owner(10) != 0 {
		t.Fatal("executed without P2 confirming the new terms")
	}
	play(t, g, "P2 confirm #1")
	if g.Owner(10) != 1 || g.Owner(20) != 2 {
		t.Fatal("the changed deal did not execute")
	}
	refused(t, g, "P4 change #1 P1>P2 $1000", "no open deal")
}

func TestOnlyAPartyMayChangeConfirmOrWithdraw(t *testing.T) {
	g := tradingTable(t, 4)
	own(g, 0, NoShop, 10)
	play(t, g, "P1 propose P1>P2 10")
	refused(t, g, "P3 confirm #1", "not a party")
	refused(t, g, "P3 withdraw #1", "not a party")
	refused(t, g, "P3 change #1 P1>P2 10 P2>P3 $1000", "Only a party")
	refused(t, g, "P2 change #1 P1>P3 10", "only propose deals in which you")
	refused(t, g, "P1 change #1 P1>P2 10", "already has these terms")
}

func TestInvalidDealsAreRefusedWithTheReason(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, Photo, 10)
	own(g, 1, NoShop, 20)
	g.hand[1][TeaHouse] = 1
	refused(t, g, "P1 propose P1>P2 20", "Player 1 does not own lot 20")
	refused(t, g, "P1 propose P2>P1 tea tea", "Player 2 does not hold 2 Tea House tiles")
	refused(t, g, "P1 propose P1>P2 $1500", "whole thousands")
	refused(t, g, "P1 propose P1>P1 10", "to themself")
	refused(t, g, "P1 propose P1>P4 10", "no P4")
	refused(t, g, "P1 propose P2>P3 20", "in which you give or receive")
	refused(t, g, "P1 propose P1>P2 $60000", "cannot pay $60,000")
	refused(t, g, "P1 propose P1>P2 10 P1>P3 10", "twice")
}

func TestAPartyWhoCannotPayCannotConfirm(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	// Another player's money is not checked when proposing: it is secret.
	play(t, g, "P1 propose P1>P2 10 P2>P1 $70000")
	refused(t, g, "P2 confirm #1", "cannot pay $70,000")
	play(t, g, "P2 change #1 P1>P2 10 P2>P1 $50000", "P1 confirm #1")
	if g.Owner(10) != 1 {
		t.Fatal("a deal the payer can afford did not execute")
	}
}

func TestLotChangesHandsWithItsShop(t *testing.T) {
	// "Chang offers Lucy his Tea House (built on the board) and $10,000 for
	// her 2 Dim Sum Shop tiles and building #20. Lucy now owns 3 adjacent
	// Tea Houses."
	g := tradingTable(t, 3)
	chang, lucy := 0, 1
	own(g, chang, TeaHouse, 2)
	own(g, lucy, TeaHouse, 1, 3)
	own(g, lucy, NoShop, 20)
	g.hand[lucy][DimSum] = 2
	play(t, g, "P1 propose P1>P2 2 $10000 P2>P1 20 dimsum dimsum", "P2 confirm #1")
	if g.Owner(2) != lucy || g.ShopAt(2) != TeaHouse || g.Owner(20) != chang || g.Hand(chang, DimSum) != 2 {
		t.Fatal("the trade did not move the shop's lot, the lot and the tiles")
	}
	if bs := g.Businesses(lucy); len(bs) != 1 || bs[0].Size != 3 || !bs[0].Complete {
		t.Fatalf("Lucy's businesses %v, want one complete Tea House of 3", bs)
	}
}

func TestWithdrawTakesTheDealOffTheTable(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	play(t, g, "P1 propose P1>P2 10 P2>P1 $1000")
	events := play(t, g, "P2 withdraw #1")
	if len(eventsOf[Withdrawn](events)) != 1 || len(g.Deals()) != 0 {
		t.Fatal("the deal is still on the table")
	}
	if h := g.History(); len(h) != 1 || h[0].WithdrawnBy != 1 || h[0].Executed {
		t.Fatalf("history %+v", h)
	}
	refused(t, g, "P1 confirm #1", "no open deal")
}

func TestDealThatCanNoLongerTakePlaceIsCancelled(t *testing.T) {
	// Two buyers for one lot: when one deal executes, the other is checked
	// again and goes off the table.
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	play(t, g, "P2 propose P1>P2 10 P2>P1 $5000", "P3 propose P1>P3 10 P3>P1 $6000")
	events := play(t, g, "P1 confirm #2")
	c := eventsOf[Cancelled](events)
	if len(c) != 1 || c[0].Deal != 1 || c[0].Reason != "Player 1 does not own lot 10." {
		t.Fatalf("cancelled %v", c)
	}
	if g.Owner(10) != 2 || len(g.Deals()) != 0 {
		t.Fatal("wrong deal executed or the other stayed open")
	}
}

func TestDealSharingAPartyWithAnExecutedDealMustBeConfirmedAgain(t *testing.T) {
	// P1 offers $40,000 to two sellers; once one deal executes, P1's
	// holdings changed, so the other deal needs every confirmation again,
	// and P1's money is checked again when P1 confirms.
	g := tradingTable(t, 3)
	own(g, 1, NoShop, 20)
	own(g, 2, NoShop, 30)
	play(t, g, "P1 propose P2>P1 20 P1>P2 $40000", "P1 propose P3>P1 30 P1>P3 $40000", "P1 done")
	events := play(t, g, "P2 confirm #1")
	if len(eventsOf[Reopened](events)) != 1 {
		t.Fatalf("deal #2 was not reopened: %v", events)
	}
	d, _ := g.OpenDeal(2)
	if d.Confirmed != 0 || g.IsDone(0) {
		t.Fatal("the reopened deal kept confirmations, or its parties stayed done")
	}
	refused(t, g, "P1 confirm #2", "cannot pay $40,000")
}

func TestTradingEndsWhenEveryPlayerIsDone(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	play(t, g, "P1 propose P1>P2 10", "P1 done", "P2 done")
	refused(t, g, "P2 done", "already said")
	events := play(t, g, "P3 done")
	if g.Phase() == Trading {
		t.Fatal("trading goes on after everyone said done")
	}
	if len(eventsOf[TradingClosed](events)) != 1 || len(eventsOf[Cancelled](events)) != 1 || len(g.Deals()) != 0 {
		t.Fatalf("events %v: open deals must lapse", events)
	}
}

func TestDoneIsStickyUntilSomethingNewIsProposedToThePlayer(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	play(t, g, "P2 done", "P3 done")
	// A deal between others, or confirmations, leave a done player done.
	play(t, g, "P1 propose P1>P3 10")
	if !g.IsDone(1) || g.IsDone(2) {
		t.Fatal("a proposal woke the wrong player")
	}
	play(t, g, "P3 withdraw #1")
	if g.IsDone(2) {
		t.Fatal("withdrawing made a player done")
	}
	play(t, g, "P3 done", "P1 propose P1>P2 10")
	if g.IsDone(1) != false || g.IsDone(2) != true {
		t.Fatal("only the player the deal involves wakes up")
	}
}

func TestTradingMovesAreAcceptedFromAnySeatOutOfTurn(t *testing.T) {
	g := tradingTable(t, 4)
	own(g, 2, NoShop, 40)
	if g.ToMove() != 0 {
		t.Fatalf("trading starts with %d, want the first player", g.ToMove())
	}
	play(t, g, "P3 propose P3>P4 40 P4>P3 $2000")
	if g.ToMove() != 0 {
		t.Fatal("a move out of turn moved the turn")
	}
	play(t, g, "P4 confirm #1")
	if g.Owner(40) != 3 {
		t.Fatal("the out-of-turn deal did not execute")
	}
}

func TestTradingTurnCyclesThroughPlayersNotDone(t *testing.T) {
	g := tradingTable(t, 4)
	g.cursor, g.first = 1, 1
	play(t, g, "P3 done") // out of turn
	var order []int
	for range 5 {
		s := g.ToMove()
		order = append(order, s)
		if s == 0 {
			play(t, g, "P1 done")
		} else {
			play(t, g, SeatName(s)+" propose "+SeatName(s)+">P1 $1000")
			play(t, g, SeatName(s)+" withdraw #"+itoa(g.nextDeal-1))
		}
	}
	// Each proposal is made in turn and moves the turn on; the withdrawal
	// that follows it is then out of turn and does not.
	want := []int{1, 3, 0, 1, 3}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("turn order %v, want %v (seat 2 is done)", order, want)
		}
	}
}

func TestMalformedDealsBuiltInCodeAreRefusedNotPanics(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	bad := []Terms{
		nil,
		{{From: -1, To: 1, Money: 1000}},
		{{From: 0, To: 9, Lots: []int{10}}},
		{{From: 0, To: 1, Lots: []int{0}}},
		{{From: 0, To: 1, Money: -5000}},
		{{From: 0, To: 1, Tiles: [Shops]int{-1}}},
	}
	for _, terms := range bad {
		before := g.Summary()
		if _, err := g.Apply(ProposeMove(0, terms)); err == nil {
			t.Errorf("terms %+v accepted", terms)
		}
		if len(g.Deals()) != 0 || g.Summary()["dealsProposed"] != before["dealsProposed"] {
			t.Fatal("a refused deal changed the game")
		}
	}
}

func TestOffersCountAPlayersProposalsButNotItsChangesToDeals(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 10)
	own(g, 1, NoShop, 20)
	play(t, g, "P1 propose P1>P2 10 P2>P1 $9000", "P2 change #1 P1>P2 10 P2>P1 $8000", "P2 propose P2>P3 20 P3>P2 $5000")
	if g.Offers(0) != 1 || g.Offers(1) != 1 || g.Proposals(1) != 2 {
		t.Fatalf("offers %d and %d, P2's proposals and changes %d; want 1, 1 and 2", g.Offers(0), g.Offers(1), g.Proposals(1))
	}
}
