package chinatown

import (
	"slices"
	"strconv"
	"testing"

	"quartet/rules"
)

func TestEachPlayerStartsWith50000(t *testing.T) {
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		g := New(seats, 3)
		for s := range seats {
			if m, _ := g.Money(s); m != StartMoney {
				t.Fatalf("%d players: seat %d starts with %d", seats, s, m)
			}
		}
		if g.Year() != 1965 || g.FirstPlayer() != 0 || g.Phase() != Keeping {
			t.Fatalf("start: year %d, first %d, phase %v", g.Year(), g.FirstPlayer(), g.Phase())
		}
	}
}

// playRounds plays whole years with a fixed policy (keep the lowest cards,
// say done, build nothing) and calls check at the start of each year.
func playRounds(t *testing.T, g *Game, check func(round int)) {
	t.Helper()
	for !g.over {
		round := g.round
		check(round)
		keepAll(t, g)
		toPlacing(t, g)
		for g.round == round && !g.over {
			play(t, g, SeatName(g.ToMove())+" pass")
		}
	}
}

func TestBuildingCardsAreDealtAndKeptPerTable(t *testing.T) {
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		g := New(seats, 11)
		owned := 0
		playRounds(t, g, func(round int) {
			deal, keep := CardsDealt(seats, round)
			seen := map[int]bool{}
			for s := range seats {
				hand := g.Dealt(s)
				if len(hand) != deal {
					t.Fatalf("%d players round %d: seat %d holds %d cards, want %d", seats, round, s, len(hand), deal)
				}
				for _, c := range hand {
					if seen[c] || g.Owner(c) >= 0 {
						t.Fatalf("card %d dealt twice or already owned", c)
					}
					seen[c] = true
				}
			}
			n := 0
			for l := 1; l <= Lots; l++ {
				if g.Owner(l) >= 0 {
					n++
				}
			}
			if n != owned {
				t.Fatalf("round %d: %d lots owned, want %d", round, n, owned)
			}
			owned += keep * seats
		})
	}
}

func TestKeepMustBeExactlyTheTableNumberOfYourOwnCards(t *testing.T) {
	g := New(4, 5)
	hand := g.Dealt(0)
	other := g.Dealt(1)[0]
	refused(t, g, "P1 keep "+itoa(hand[0])+" "+itoa(hand[1])+" "+itoa(hand[2]), "exactly 4 of your 6")
	refused(t, g, "P1 keep "+itoa(hand[0])+" "+itoa(hand[0])+" "+itoa(hand[1])+" "+itoa(hand[2]), "only once")
	refused(t, g, "P1 keep "+itoa(hand[0])+" "+itoa(hand[1])+" "+itoa(hand[2])+" "+itoa(other), "not in your hand")
	play(t, g, "P1 keep "+itoa(hand[0])+" "+itoa(hand[1])+" "+itoa(hand[2])+" "+itoa(hand[3]))
	refused(t, g, "P1 keep "+itoa(hand[0])+" "+itoa(hand[1])+" "+itoa(hand[2])+" "+itoa(hand[4]), "already chosen")
}

func TestKeptCardsAreRevealedOnlyWhenEveryPlayerHasChosen(t *testing.T) {
	g := New(3, 5)
	// Keeping is simultaneous: the last seat may choose first.
	h2 := g.Dealt(2)
	events := play(t, g, "P3 keep "+join(h2[:5]))
	if len(eventsOf[Revealed](events)) != 0 || g.Owner(h2[0]) >= 0 {
		t.Fatal("a choice was revealed before every player had chosen")
	}
	if g.ToMove() != 0 {
		t.Fatalf("ToMove %d, want the first player still", g.ToMove())
	}
	play(t, g, "P1 keep "+join(g.Dealt(0)[2:]))
	h1 := g.Dealt(1)
	events = play(t, g, "P2 keep "+join(h1[1:6]))
	rev := eventsOf[Revealed](events)
	if len(rev) != 3 || rev[0].Seat != 0 {
		t.Fatalf("revealed %v, want all three from the first player", rev)
	}
	for _, c := range h2[:5] {
		if g.Owner(c) != 2 {
			t.Fatalf("lot %d owned by %d, want seat 2", c, g.Owner(c))
		}
	}
	if g.Owner(h1[0]) != -1 || g.Owner(h2[5]) != -1 {
		t.Fatal("a discarded card's lot got an owner")
	}
}

func TestDiscardedCardsGoBackIntoTheDeck(t *testing.T) {
	g := New(4, 9)
	if g.DeckSize() != Lots-4*6 {
		t.Fatalf("deck %d after the deal, want %d", g.DeckSize(), Lots-24)
	}
	keepAll(t, g)
	if g.DeckSize() != Lots-4*4 {
		t.Fatalf("deck %d after keeping, want %d: the 8 discards go back", g.DeckSize(), Lots-16)
	}
}

func TestShopTilesAreDrawnPerTableFromTheFirstPlayer(t *testing.T) {
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		g := New(seats, 4)
		var events []rules.Event
		for g.phase == Keeping {
			e, _ := g.Apply(g.LegalMoves()[0])
			events = append(events, e...)
		}
		drew := eventsOf[Drew](events)
		if len(drew) != seats || drew[0].Seat != g.first {
			t.Fatalf("%d players: draws %v", seats, drew)
		}
		for s := range seats {
			if g.HandTiles(s) != TilesDrawn(seats, 1) {
				t.Fatalf("seat %d holds %d tiles, want %d", s, g.HandTiles(s), TilesDrawn(seats, 1))
			}
		}
		if g.BagTiles() != TotalTiles-seats*TilesDrawn(seats, 1) {
			t.Fatalf("bag %d", g.BagTiles())
		}
	}
}

func TestFirstPlayerCardPassesClockwiseEachYear(t *testing.T) {
	g := New(5, 2)
	var firsts []int
	playRounds(t, g, func(int) { firsts = append(firsts, g.FirstPlayer()) })
	if !slices.Equal(firsts, []int{0, 1, 2, 3, 4, 0}) {
		t.Fatalf("first players %v", firsts)
	}
}

func TestYearMarkerMovesAfterEachYearAndTheGameEndsIn1970(t *testing.T) {
	g := New(3, 2)
	var years []int
	playRounds(t, g, func(int) { years = append(years, g.Year()) })
	if !slices.Equal(years, []int{1965, 1966, 1967, 1968, 1969, 1970}) || !g.Outcome().Over || g.Year() != 1970 {
		t.Fatalf("years %v, over %v at %d", years, g.Outcome().Over, g.Year())
	}
	if g.ToMove() != rules.NoSeat || len(g.LegalMoves()) != 0 {
		t.Fatal("a move is expected after the game ended")
	}
}

func TestPlacingNeedsATileInHandAndAVacantLotOfYourOwn(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 1, 2)
	own(g, 0, Photo, 3)
	own(g, 1, NoShop, 4)
	g.hand[0][TeaHouse] = 2
	g.hand[1][Photo] = 1
	refused(t, g, "P1 place tea 1", "only after trading")
	toPlacing(t, g)
	refused(t, g, "P1 place photo 1", "no Photo tile")
	refused(t, g, "P1 place tea 4", "not yours")
	refused(t, g, "P1 place tea 3", "never moves")
	play(t, g, "P1 place tea 1")
	if g.ShopAt(1) != TeaHouse || g.Hand(0, TeaHouse) != 1 {
		t.Fatal("the tile did not land")
	}
}

func TestPlacingGoesInTurnOrderFromTheFirstPlayer(t *testing.T) {
	g := tradingTable(t, 4)
	g.first = 2
	for s := range 4 {
		own(g, s, NoShop, 10+s*20)
		g.hand[s][Photo] = 1
	}
	toPlacing(t, g)
	var order []int
	for g.phase == Placing {
		s := g.ToMove()
		next := SeatName((s + 1) % 4)
		refused(t, g, next+" pass", "turn to build")
		order = append(order, s)
		play(t, g, SeatName(s)+" pass")
	}
	if !slices.Equal(order, []int{2, 3, 0, 1}) {
		t.Fatalf("placing order %v", order)
	}
}

func TestPlayerMayBuildSeveralTilesOrPass(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, NoShop, 1, 2, 3)
	g.hand[0][Photo] = 3
	own(g, 1, NoShop, 20)
	g.hand[1][Photo] = 1
	toPlacing(t, g)
	play(t, g, "P1 place photo 1", "P1 place photo 2")
	if g.ToMove() != 0 {
		t.Fatal("the player's turn ended before passing")
	}
	play(t, g, "P1 pass")
	if g.Hand(0, Photo) != 1 || g.ToMove() != 1 {
		t.Fatal("passing did not keep the last tile in hand and hand the turn on")
	}
	// Unplaced tiles stay in hand for later years.
	play(t, g, "P2 pass")
	if g.Hand(0, Photo) != 1 || g.Hand(1, Photo) != 1 {
		t.Fatal("unplaced tiles left the hand")
	}
}

func TestPlayersWhoCannotBuildAreSkipped(t *testing.T) {
	g := tradingTable(t, 4)
	own(g, 1, NoShop, 5) // no tiles
	g.hand[2][Photo] = 1 // no lots
	own(g, 3, NoShop, 30)
	g.hand[3][Florist] = 1
	events := toPlacing(t, g)
	if g.ToMove() != 3 {
		t.Fatalf("ToMove %d, want seat 3, the only one able to build", g.ToMove())
	}
	if len(eventsOf[FinishedPlacing](events)) != 3 {
		t.Fatalf("want three players skipped: %v", events)
	}
	// Building the last tile ends the turn by itself.
	events = play(t, g, "P4 place florist 30")
	if len(eventsOf[Earned](events)) != 4 {
		t.Fatal("income was not paid after the last player built")
	}
}

func TestAdjacentSameTypeShopsOfOneOwnerFormABusiness(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, DimSum, 1, 2, 4) // 1-2, 2-4 touch
	own(g, 0, DimSum, 13)      // elsewhere in the district
	bs := g.Businesses(0)
	if !slices.Equal(bs, []Business{{DimSum, 3, false}, {DimSum, 1, false}}) {
		t.Fatalf("businesses %v", bs)
	}
	if g.Income(0) != 50000 {
		t.Fatalf("income %d, want 40,000 + 10,000", g.Income(0))
	}
}

func TestSameTypeShopsOfDifferentOwnersAreSeparateBusinesses(t *testing.T) {
	// "4 Tropical Fish tiles side by side: Chang owns 3 and Simon 1. Chang
	// has a business of size 3 and Simon one of size 1. If Simon trades his
	// shop to Chang, Chang owns a Tropical Fish business of size 4."
	g := tradingTable(t, 3)
	own(g, 0, TropicalFish, 16, 17, 18)
	own(g, 1, TropicalFish, 21)
	if g.Income(0) != 40000 || g.Income(1) != 10000 {
		t.Fatalf("incomes %d and %d, want 40,000 and 10,000", g.Income(0), g.Income(1))
	}
	play(t, g, "P2 propose P2>P1 21 P1>P2 $30000", "P1 confirm #1")
	if !slices.Equal(g.Businesses(0), []Business{{TropicalFish, 4, true}}) {
		t.Fatalf("after the trade: %v", g.Businesses(0))
	}
}

func TestDiagonalOrAcrossTheStreetShopsAreSeparateBusinesses(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 0, Photo, 3, 8)     // diagonal
	own(g, 0, Seafood, 15, 16) // across the street
	if len(g.Businesses(0)) != 4 || g.Income(0) != 40000 {
		t.Fatalf("businesses %v", g.Businesses(0))
	}
}

func TestIncomeExampleFromTheRulebook(t *testing.T) {
	// Simon: a complete Seafood ($50,000), a Laundry of 3 ($40,000), and two
	// Factory shops apart ($20,000 and $10,000), which join when he builds
	// a Factory on lot 55.
	g := tradingTable(t, 3)
	own(g, 0, Seafood, 1, 2, 4)
	own(g, 0, Laundry, 16, 17, 18)
	own(g, 0, Factory, 49, 53, 57)
	own(g, 0, NoShop, 55)
	g.hand[0][Factory] = 1
	if g.Income(0) != 120000 {
		t.Fatalf("income %d, want 120,000", g.Income(0))
	}
	toPlacing(t, g)
	events := play(t, g, "P1 place factory 55")
	if g.Income(0) != 150000 {
		t.Fatalf("income with the factories joined %d, want 50+40+60 thousand", g.Income(0))
	}
	earned := eventsOf[Earned](events)
	if len(earned) != 3 || earned[0].Seat != 0 || earned[0].Amount != 150000 {
		t.Fatalf("income paid %v", earned)
	}
	if m, _ := g.Money(0); m != StartMoney+150000 {
		t.Fatalf("money %d", m)
	}
}

func TestMostMoneyWins(t *testing.T) {
	g := tradingTable(t, 3)
	g.round = Rounds
	g.money = [MaxSeats]int{90000, 120000, 100000}
	own(g, 0, Photo, 1, 2, 3)
	toPlacing(t, g)
	if o := g.Outcome(); !o.Over || o.Winner != 0 || o.Reward[0] != 1 {
		t.Fatalf("outcome %+v: seat 0 has 90,000 + 50,000 income", o)
	}
}

func TestTieGoesToMostShopTilesOnTheBoard(t *testing.T) {
	g := tradingTable(t, 3)
	g.round = Rounds
	g.money = [MaxSeats]int{100000, 80000, 90000}
	own(g, 1, Photo, 1, 2)    // 20,000 income, 2 tiles
	own(g, 2, Photo, 20)      // 10,000 income, 1 tile
	own(g, 0, NoShop, 30, 31) // lots without shops do not count
	toPlacing(t, g)
	if o := g.Outcome(); o.Winner != 1 {
		t.Fatalf("winner %d, want seat 1 with 2 shop tiles against 0 and 1", o.Winner)
	}
}

func TestFullTieIsAShareOfTheWin(t *testing.T) {
	g := tradingTable(t, 4)
	g.round = Rounds
	g.money = [MaxSeats]int{100000, 100000, 90000, 99000}
	own(g, 0, Photo, 1)
	own(g, 1, Photo, 20)
	own(g, 3, Photo, 21)
	toPlacing(t, g)
	o := g.Outcome()
	if o.Winner != rules.NoSeat || o.Reward[0] != 0.5 || o.Reward[1] != 0.5 || o.Reward[3] != 0 {
		t.Fatalf("outcome %+v: seats 0 and 1 tie on money and tiles; seat 3 has less money", o)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func join(cards []int) string {
	s := ""
	for i, c := range cards {
		if i > 0 {
			s += " "
		}
		s += itoa(c)
	}
	return s
}
