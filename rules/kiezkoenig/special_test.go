package kiezkoenig

import (
	"testing"
)

// "for entrance fees: Then you have to part with a business stake of your
// choice and sell it to another player at the price on the card. You pay
// the entrance fee from the proceeds. You have to offer it to the player
// who owns the most expensive business stake of the business your token is
// on. Then you do the Second Job."
func TestLackingTheEntranceFeeForcesASaleToTheTopStakeOwner(t *testing.T) {
	g := table(3)
	give(t, g, 0, "S1h", "D1c")
	give(t, g, 1, "G3h") // the cheaper stake of the Casino
	give(t, g, 2, "G3g") // the most expensive one owned
	setMoney(t, g, 0, 10)
	landOn(t, g, "G3") // fee 15
	if g.Phase() != "sell" || g.ToMove() != 0 {
		t.Fatalf("phase %s, P%d to move", g.Phase(), g.ToMove()+1)
	}
	if !legal(g, "sell S1h") || !legal(g, "sell D1c") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	refuse(t, g, "sell G3h", "own")
	ev := play(t, g, "sell D1c")
	if o := find[SaleOffered](ev); len(o) != 1 || o[0].Buyer != 2 || o[0].Price != stakePrice("D1c") {
		t.Fatalf("offer %v: the Gang's owner buys", o)
	}
	if g.ToMove() != 2 || g.Phase() != "offer" {
		t.Fatalf("P%d decides in %s", g.ToMove()+1, g.Phase())
	}
	m2 := g.Money(2)
	play(t, g, "accept")
	price := stakePrice("D1c")
	if g.Owner(stake(t, "D1c")) != 2 || g.Money(2) != m2-price || g.Money(0) != 10+price-15 || g.CashAt(sp(t, "G3")) != 15 {
		t.Fatalf("after the sale: P1 %d, P3 %d, marker %d", g.Money(0), g.Money(2), g.CashAt(sp(t, "G3")))
	}
	if g.Phase() != "job" || g.ToMove() != 0 {
		t.Fatalf("phase %s: the seller does the second job", g.Phase())
	}
}

// A buyer who cannot pay the price cannot accept.
func TestTheBuyerMustAffordTheStakeOffered(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S3g")
	give(t, g, 1, "G3h")
	setMoney(t, g, 0, 10)
	g.money[1], g.cash[sp(t, "tax")] = 20, g.money[1]-20
	landOn(t, g, "G3")
	play(t, g, "sell S3g")
	refuse(t, g, "accept", "lack")
	if ms := g.LegalMoves(); len(ms) != 1 || ms[0].String() != "decline" {
		t.Fatalf("legal %v", ms)
	}
}

// "If the other player is not interested in your business stake or no one
// owns a share of the business, you must move to the next Authority."
func TestDeclinedSaleMovesTheTokenToTheNextAuthority(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h")
	give(t, g, 1, "G1h")
	setMoney(t, g, 0, 0)
	landOn(t, g, "G1")
	play(t, g, "sell S1h")
	ev := play(t, g, "decline")
	next := (sp(t, "G1") + board.nextAuthority[sp(t, "G1")]) % TrackLen()
	if g.Position(0) != next || len(find[SaleDeclined](ev)) != 1 {
		t.Fatalf("at %d, want the next authority %s", g.Position(0), board.track[next].ID)
	}
	// The authority acts as ever: here the Law Courts want 5 for the Hot
	// Commodity P1 cannot pay, so the stake goes.
	if board.track[next].ID == "court" && g.Phase() != "lose" {
		t.Fatalf("phase %s at the Law Courts", g.Phase())
	}
	if g.Current() != 0 || g.ToMove() != 0 {
		t.Fatal("the seller goes on with the turn")
	}
}

func TestNoOwnerToSellToMovesTheTokenToTheNextAuthority(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1g")
	setMoney(t, g, 0, 5)
	ev := landOn(t, g, "D3")
	next := (sp(t, "D3") + board.nextAuthority[sp(t, "D3")]) % TrackLen()
	if g.Position(0) != next {
		t.Fatalf("at %d, want %s: %v", g.Position(0), board.track[next].ID, ev)
	}
	var noBuyer bool
	for _, e := range ev {
		_, ok := e.(NoBuyer)
		noBuyer = noBuyer || ok
	}
	if !noBuyer || g.Money(0) != 5 {
		t.Fatalf("events %v", ev)
	}
}

// "Once you've spent your last kiezdollar on entrance fees, take your token
// off the board."
func TestSpendingTheLastKiezdollarOnEntranceFeesPutsYouOut(t *testing.T) {
	g := table(3)
	setMoney(t, g, 0, 10)
	ev := landOn(t, g, "G3") // fee 15, nothing to sell
	if !g.Out(0) || g.Position(0) != OffBoard || g.Money(0) != 0 || g.CashAt(sp(t, "G3")) != 10 {
		t.Fatalf("out %v at %d with %d: %v", g.Out(0), g.Position(0), g.Money(0), ev)
	}
	if g.Current() != 1 {
		t.Fatalf("P%d to play", g.Current()+1)
	}
	// Paying the exact fee with nothing else left is the same.
	g = table(3)
	setMoney(t, g, 0, 15)
	landOn(t, g, "G3")
	if !g.Out(0) {
		t.Fatal("a player left with no kiezdollar and no stake stays in")
	}
	// A player who still owns stakes stays in.
	g = table(3)
	give(t, g, 0, "S1h")
	setMoney(t, g, 0, 15)
	landOn(t, g, "G3")
	if g.Out(0) {
		t.Fatal("a player with a stake went out")
	}
}

// "If it's going badly for you, the business stakes in the display are all
// sold and you no longer own any business stakes, you're a tourist and out
// of the game!" Out of the race, that is: the ruling in NOTES.md keeps the
// token on the board until the money is gone.
func TestATouristIsOutOfTheRaceButTheirTokenStaysOnTheBoard(t *testing.T) {
	g := table(3)
	for s := range Stakes {
		if s != stake(t, "G1h") {
			give(t, g, 1+s%2, board.stakes[s].ID)
		}
	}
	landOn(t, g, "G2")
	play(t, g, "buy G1h") // the last stake in the display
	if g.Tourist(0) || g.Out(0) || len(g.Display()) != 0 {
		t.Fatal("the buyer of the last stake is no tourist")
	}
	g = table(3)
	for s := range Stakes {
		give(t, g, 1+s%2, board.stakes[s].ID)
	}
	g.turbo[0], g.corruption[0] = 1, 2
	before(t, g, 0, "car1", 1)
	dice(g, 1)
	ev := play(t, g, "roll", "drive 0")
	if !g.Tourist(0) || g.InRace(0) || g.Out(0) || len(find[BecameTourist](ev)) != 1 || len(find[PlayerOut](ev)) != 0 {
		t.Fatalf("tourist %v, out %v: %v", g.Tourist(0), g.Out(0), ev)
	}
	if g.Position(0) != sp(t, "car1") {
		t.Fatalf("the tourist's token left the board: at %d", g.Position(0))
	}
	if g.TurboCards(0) != 0 || g.CorruptionCards(0) != 0 || g.HasSuperTurbo(0) {
		t.Fatal("a tourist keeps cards")
	}
	if g.Current() != 1 {
		t.Fatalf("P%d to play", g.Current()+1)
	}
	// The tourist still takes turns.
	before(t, g, 1, "car1", 1)
	dice(g, 1)
	play(t, g, "roll", "drive 0")
	before(t, g, 2, "car1", 1)
	dice(g, 1)
	play(t, g, "roll", "drive 0")
	if g.Current() != 0 {
		t.Fatalf("after P3 comes P%d, want the tourist P1", g.Current()+1)
	}
	if moves := g.LegalMoves(); len(moves) != 1 || moves[0].String() != "roll" {
		t.Fatalf("a tourist may only throw the die: %v", moves)
	}
}

// touristTable is a three-player game in which P1 has just become a
// tourist, P2 and P3 owning every stake; P1 is to move.
func touristTable(t *testing.T) *Game {
	t.Helper()
	g := table(3)
	for s := range Stakes {
		give(t, g, 1+s%2, board.stakes[s].ID)
	}
	g.checkTourists()
	if !g.Tourist(0) {
		t.Fatal("P1 should be a tourist")
	}
	return g
}

// "Once you've spent your last kiezdollar on entrance fees, take your token
// off the board": until then a tourist pays entrance fees like anyone, the
// money going onto the business's Cash marker, and has no other job.
func TestATouristKeepsMovingAndPayingEntranceFees(t *testing.T) {
	g := touristTable(t)
	money := g.Money(0)
	fee := board.businesses[board.track[sp(t, "S3")].Business].Fee
	cash := g.CashAt(sp(t, "S3"))
	landOn(t, g, "S3")
	if g.Money(0) != money-fee || g.CashAt(sp(t, "S3")) != cash+fee {
		t.Fatalf("paid %d onto the marker, want %d", money-g.Money(0), fee)
	}
	if g.Out(0) || g.Position(0) != sp(t, "S3") || g.Current() != 1 || g.Phase() != "turn" {
		t.Fatalf("out %v at %d; P%d in phase %s, want P2's turn: no second job", g.Out(0), g.Position(0), g.Current()+1, g.Phase())
	}
}

// An authority charges a tourist nothing (they own no stakes) and gives
// no Corruption card; they throw again as anyone would.
func TestATouristAtAnAuthorityTakesNoCardAndThrowsAgain(t *testing.T) {
	g := touristTable(t)
	landOn(t, g, "police")
	if g.CorruptionCards(0) != 0 || g.Phase() != "reroll" || g.ToMove() != 0 {
		t.Fatalf("cards %d, phase %s", g.CorruptionCards(0), g.Phase())
	}
}

// Only when their money is gone does a tourist's token leave the board.
func TestATouristLeavesTheBoardWhenTheirMoneyIsGone(t *testing.T) {
	g := touristTable(t)
	setMoney(t, g, 0, 10)
	ev := landOn(t, g, "G3") // fee 15
	if !g.Out(0) || g.Tourist(0) || g.Position(0) != OffBoard || g.Money(0) != 0 || len(find[PlayerOut](ev)) != 1 {
		t.Fatalf("out %v at %d with %d: %v", g.Out(0), g.Position(0), g.Money(0), ev)
	}
	// A player who becomes a tourist with no money at all leaves at once.
	g = table(3)
	for s := range Stakes {
		give(t, g, 1+s%2, board.stakes[s].ID)
	}
	setMoney(t, g, 0, 0)
	g.checkTourists()
	if !g.Out(0) || g.Position(0) != OffBoard {
		t.Fatal("a tourist without a kiezdollar stays on the board")
	}
}

// A tourist can no longer win: when every other player but one is a
// tourist or out, that one wins.
func TestTheLastPlayerInTheRaceWins(t *testing.T) {
	g := table(3)
	for s := range Stakes {
		give(t, g, 1, board.stakes[s].ID)
	}
	before(t, g, 0, "car1", 1)
	dice(g, 1)
	play(t, g, "roll", "drive 0")
	if o := g.Outcome(); !o.Over || o.Winner != 1 || !g.Tourist(0) || !g.Tourist(2) {
		t.Fatalf("outcome %v, tourists %v %v", o, g.Tourist(0), g.Tourist(2))
	}
}

// When all but one have left the game, the last one wins.
func TestTheLastPlayerLeftWins(t *testing.T) {
	g := table(2)
	setMoney(t, g, 0, 5)
	landOn(t, g, "G3")
	if o := g.Outcome(); !o.Over || o.Winner != 1 {
		t.Fatalf("outcome %v", o)
	}
	if g.ToMove() != -1 || len(g.LegalMoves()) != 0 {
		t.Fatal("the game goes on")
	}
}

// The AI's estimate follows the ruling: a tourist can no longer win, so
// their share is nothing, however much money they still have.
func TestATouristHasNoChanceInTheEstimate(t *testing.T) {
	g := touristTable(t)
	if e := g.Evaluate(); e[0] != 0 || e[1]+e[2] < 0.999 {
		t.Fatalf("estimate %v", e)
	}
}
