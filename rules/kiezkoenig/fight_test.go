package kiezkoenig

import (
	"fmt"
	"testing"

	"quartet/rules"
)

// onJob puts P1 on business id, first job done, ready for the second job.
func onJob(t *testing.T, g *Game, id string) {
	t.Helper()
	landOn(t, g, id)
	if g.Phase() != "job" {
		t.Fatalf("on %s: phase %s", id, g.Phase())
	}
}

// "Fights are only allowed within one racket!" and "your token must be
// within the racket of the business stakes you want to fight for".
func TestFightsOnlyWithinOneRacketYourTokenIsIn(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1g", "S1c", "S1h", "D1h")
	give(t, g, 1, "D1c", "D2g")
	onJob(t, g, "S2")
	refuse(t, g, "fight D1 D1 P2", "within the racket")
	refuse(t, g, "fight S1 D2 P2", "within one racket")
}

// "your opponent's token need not be in the same racket."
func TestOpponentsTokenNeedNotBeInTheRacket(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h")
	give(t, g, 1, "S1c")
	g.pos[1] = int8(sp(t, "G3"))
	onJob(t, g, "S2")
	if !legal(g, "fight S1 S1 P2") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
}

// "Are you betting on one or two stakes from one business? If so, your
// opponent must bet all his or her stakes from the same business."
func TestBettingOneOrTwoStakesFightsForTheSameBusiness(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1h", "S1g")
	give(t, g, 1, "S1c", "S2g")
	onJob(t, g, "S3")
	refuse(t, g, "fight S1 S2 P2", "same business")
	dice(g, 6, 1, 6, 1, 6, 1)
	ev := play(t, g, "fight S1 S1 P2")
	// "you have to bet the whole stake from one business": both of P1's.
	fb := find[FightBegan](ev)
	if len(fb) != 1 || len(fb[0].AttackerStakes) != 2 || len(fb[0].DefenderStakes) != 1 {
		t.Fatalf("fight %v", fb)
	}
}

// "Are you betting three stakes from one business? Then your opponent must
// bet all his or her stakes from another business of your choosing of the
// same racket."
func TestBettingAWholeBusinessFightsForAnotherBusinessOfYourChoosing(t *testing.T) {
	g := table(2)
	give(t, g, 0, "S1g", "S1c", "S1h")
	give(t, g, 1, "S2g", "S3c", "S3h")
	onJob(t, g, "S1")
	if !legal(g, "fight S1 S2 P2") || !legal(g, "fight S1 S3 P2") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	refuse(t, g, "fight S1 S1 P2", "another business")
	dice(g, 6, 1, 6, 1, 6, 1)
	ev := play(t, g, "fight S1 S3 P2")
	if fb := find[FightBegan](ev); len(fb) != 1 || len(fb[0].DefenderStakes) != 2 || len(fb[0].AttackerStakes) != 3 {
		t.Fatalf("fight %v", fb)
	}
}

// "As an attacker you have to put fight money to your bet if your used
// business stakes have a lower purchase price than that of the defender.
// ... The defender never pays any value adjustment."
func TestAttackerAddsTheDifferenceAsFightMoney(t *testing.T) {
	g := table(2)
	give(t, g, 0, "D3h")
	give(t, g, 1, "D3g", "D3c")
	onJob(t, g, "D1")
	want := stakePrice("D3g") + stakePrice("D3c") - stakePrice("D3h")
	m0, m1 := g.Money(0), g.Money(1)
	g.corruption[0] = 1 // the fight waits for P1's first decision
	ev := play(t, g, "fight D3 D3 P2")
	if fb := find[FightBegan](ev); fb[0].FightMoney != want || g.Money(0) != m0-want || g.Money(1) != m1 {
		t.Fatalf("fight money %d (want %d); P1 paid %d, P2 paid %d", fb[0].FightMoney, want, m0-g.Money(0), m1-g.Money(1))
	}
	// The other way round nobody pays.
	g = table(2)
	give(t, g, 0, "D3g", "D3c")
	give(t, g, 1, "D3h")
	onJob(t, g, "D1")
	m0, m1 = g.Money(0), g.Money(1)
	g.corruption[0] = 1
	ev = play(t, g, "fight D3 D3 P2")
	if fb := find[FightBegan](ev); fb[0].FightMoney != 0 || g.Money(0) != m0 || g.Money(1) != m1 {
		t.Fatalf("a richer bet paid fight money: %v", fb)
	}
}

// "for fight money: You cannot fight this fight."
func TestLackingFightMoneyForbidsTheFight(t *testing.T) {
	g := table(2)
	give(t, g, 0, "D3h")
	give(t, g, 1, "D3g", "D3c")
	want := stakePrice("D3g") + stakePrice("D3c") - stakePrice("D3h")
	setMoney(t, g, 0, want-5+5) // 5 goes on the entrance fee of D1
	onJob(t, g, "D1")
	refuse(t, g, "fight D3 D3 P2", "fight money")
}

// EXAMPLE FIGHT SCENARIOS (Fig. 06), with the reconstruction's prices.
func TestFightExampleScenarios(t *testing.T) {
	// 1. "The Gang and Hot Commodity of the attacker have a higher purchase
	// value than the defender's Cash": no fight money, in every business.
	for b := range Businesses {
		bu := board.businesses[b]
		id := func(k string) string { return bu.ID + k }
		g := table(2)
		give(t, g, 0, id("g"), id("h"))
		give(t, g, 1, id("c"))
		g.pos[0] = int8(bu.Space)
		g.phase = phJob
		dice(g, 6, 1, 6, 1, 6, 1)
		ev := play(t, g, fmt.Sprintf("fight %s %s P2", bu.ID, bu.ID))
		if fm := find[FightBegan](ev)[0].FightMoney; fm != 0 {
			t.Errorf("%s: Gang and Hot Commodity against Cash cost %d fight money", bu.ID, fm)
		}
	}
	// 2. "The attacker's Cash has a lower purchase value than the
	// defender's Gang. The attacker has to add 15 kiezdollars."
	found := false
	for b := range Businesses {
		bu := board.businesses[b]
		if stakePrice(bu.ID+"g")-stakePrice(bu.ID+"c") != 15 {
			continue
		}
		found = true
		g := table(2)
		give(t, g, 0, bu.ID+"c")
		give(t, g, 1, bu.ID+"g")
		g.pos[0] = int8(bu.Space)
		g.phase = phJob
		dice(g, 6, 1, 6, 1, 6, 1)
		ev := play(t, g, fmt.Sprintf("fight %s %s P2", bu.ID, bu.ID))
		if fm := find[FightBegan](ev)[0].FightMoney; fm != 15 {
			t.Errorf("%s: Cash against Gang costs %d", bu.ID, fm)
		}
	}
	if !found {
		t.Error("no business where the Cash costs 15 less than the Gang")
	}
	// 3. "The attacker has to bet all three business stakes of a business
	// in order to fight for another whole business. The attacker has to
	// add 20 kiezdollars of fight money."
	found = false
	for a := range Businesses {
		for d := range Businesses {
			ba, bd := board.businesses[a], board.businesses[d]
			if ba.Racket != bd.Racket || value(businessMask(d))-value(businessMask(a)) != 20 {
				continue
			}
			found = true
			g := table(2)
			give(t, g, 0, ba.ID+"g", ba.ID+"c", ba.ID+"h")
			give(t, g, 1, bd.ID+"g", bd.ID+"c", bd.ID+"h")
			g.pos[0] = int8(ba.Space)
			g.phase = phJob
			dice(g, 6, 1, 6, 1, 6, 1)
			ev := play(t, g, fmt.Sprintf("fight %s %s P2", ba.ID, bd.ID))
			if fm := find[FightBegan](ev)[0].FightMoney; fm != 20 {
				t.Errorf("%s for %s costs %d", ba.ID, bd.ID, fm)
			}
		}
	}
	if !found {
		t.Error("no two whole businesses of a racket 20 apart")
	}
	// 4. "The attacker always has to bet all three business stakes of a
	// business to fight for parts of another business": allowed.
	g := table(2)
	give(t, g, 0, "G1g", "G1c", "G1h")
	give(t, g, 1, "G2c")
	onJob(t, g, "G1")
	if !legal(g, "fight G1 G2 P2") {
		t.Error("a whole business may not fight for part of another")
	}
	// 5 and 6. Part of a business against part or whole of another: not
	// allowed.
	g = table(2)
	give(t, g, 0, "G1g", "G1c")
	give(t, g, 1, "G2c", "G3g", "G3c", "G3h")
	onJob(t, g, "G1")
	refuse(t, g, "fight G1 G2 P2", "same business")
	refuse(t, g, "fight G1 G3 P2", "same business")
}

// fightTable: 2 players, P1 on the Red Light with R1h, P2 owning R1c.
func fightTable(t *testing.T, players int) *Game {
	g := table(players)
	give(t, g, 0, "R1h")
	give(t, g, 1, "R1c")
	onJob(t, g, "R2")
	return g
}

// "The winner of a die duel puts his or her bullet one level higher on the
// winner's podium. ... The winner of a fight is the first to win three
// dice duels." "You throw first each time!"
func TestDuelsToThreeWinsClimbTheWinnersPodium(t *testing.T) {
	g := fightTable(t, 2)
	dice(g, 5, 2, 1, 3, 4, 4, 6, 5, 2, 6, 6, 1)
	ev := play(t, g, "fight R1 R1 P2")
	var podium [][2]int
	var throws []DuelRolled
	for _, e := range ev {
		switch x := e.(type) {
		case DuelDecided:
			podium = append(podium, x.Podium)
		case DuelRolled:
			throws = append(throws, x)
		}
	}
	want := [][2]int{{1, 0}, {1, 1}, {1, 1}, {2, 1}, {2, 2}, {3, 2}}
	if fmt.Sprint(podium) != fmt.Sprint(want) {
		t.Fatalf("podium %v, want %v", podium, want)
	}
	for i, th := range throws {
		if th.Side != i%2 || th.Seat != [2]int{0, 1}[i%2] {
			t.Fatalf("throw %d by side %d (P%d): the attacker throws first", i, th.Side, th.Seat+1)
		}
	}
	// "The winner keeps his or her stake and takes the opponent's stake."
	if g.Owner(stake(t, "R1c")) != 0 || g.Owner(stake(t, "R1h")) != 0 || len(g.Middle()) != 0 {
		t.Fatal("the winner did not take both bets")
	}
}

// A duel's result names the duellists whose bullets climb, not the
// bullets' gold and silver: a player seated as Gold read "the gold bullet
// climbs (gold 1, silver 0)" as their own win.
func TestADuelsResultNamesTheDuellists(t *testing.T) {
	g := fightTable(t, 2)
	dice(g, 2, 5, 6, 1, 3, 3, 6, 1, 6, 1)
	var said []string
	for _, e := range play(t, g, "fight R1 R1 P2") {
		if d, ok := e.(DuelDecided); ok {
			said = append(said, d.String())
		}
	}
	want := []string{
		"Duel 1, 2 to 5: Player 2's bullet climbs to 1 (Player 1 0, Player 2 1)",
		"Duel 2, 6 to 1: Player 1's bullet climbs to 1 (Player 1 1, Player 2 1)",
		"Duel 3 is a draw, 3 to 3; the bullets stay",
	}
	if len(said) < 3 || fmt.Sprint(said[:3]) != fmt.Sprint(want) {
		t.Fatalf("the duels say %q, want %q first", said, want)
	}
}

// "A dice duel is a draw if both players throw the same. Both bullets
// remain in their positions. All Corruption cards are expended after a
// draw and are returned to the display."
func TestADrawLeavesTheBulletsAndSpendsTheCards(t *testing.T) {
	g := fightTable(t, 2)
	g.corruption[0], g.corruption[1] = 1, 1
	dice(g, 3, 3)
	play(t, g, "fight R1 R1 P2", "corrupt 1")
	ev := play(t, g, "corrupt 1")
	d := find[DuelDecided](ev)
	if len(d) == 0 || d[0].Winner != -1 || d[0].Podium != [2]int{0, 0} || d[0].Scores != [2]int{4, 4} {
		t.Fatalf("duel %v", d)
	}
	if r := find[DuelCardsReturned](ev); len(r) != 1 || r[0].N != 2 || g.available(CorruptionCard) != Deck {
		t.Fatalf("the cards of a draw were not returned: %v", ev)
	}
}

// "Each Corruption card played counts one time only as a dice point" and
// "All Corruption cards used are expended after a duel".
func TestCorruptionCardCountsOnePointInOneDuel(t *testing.T) {
	g := fightTable(t, 2)
	g.corruption[0] = 2
	dice(g, 3, 4, 3, 4)
	play(t, g, "fight R1 R1 P2")
	if g.ToMove() != 0 || g.Phase() != "corrupt" {
		t.Fatalf("P%d in %s: the attacker decides first", g.ToMove()+1, g.Phase())
	}
	ev := play(t, g, "corrupt 2")
	d := find[DuelDecided](ev)
	if len(d) == 0 || d[0].Scores != [2]int{5, 4} || d[0].Winner != Attacker {
		t.Fatalf("duel %v", d)
	}
	if g.CorruptionCards(0) != 0 {
		t.Fatal("played cards stay with the player")
	}
	// Next duel without cards: the same throw loses.
	if got := find[DuelDecided](ev); len(got) < 2 || got[1].Scores != [2]int{3, 4} {
		t.Fatalf("second duel %v", got)
	}
}

// "If you use the Gang business stake, it counts for one dice point in
// each duel of this fight."
func TestGangCountsOnePointInEveryDuel(t *testing.T) {
	g := table(2)
	give(t, g, 0, "R1g")
	give(t, g, 1, "R1c")
	onJob(t, g, "R2")
	dice(g, 2, 2, 5, 5, 1, 1)
	ev := play(t, g, "fight R1 R1 P2")
	d := find[DuelDecided](ev)
	if len(d) != 3 {
		t.Fatalf("duels %v", d)
	}
	for _, x := range d {
		if x.Winner != Attacker || x.Scores[0] != x.Scores[1]+1 {
			t.Fatalf("duel %v: the Gang adds one", x)
		}
	}
	if fb := find[FightBegan](ev)[0]; fb.Gang != [2]bool{true, false} {
		t.Fatalf("gang %v", fb.Gang)
	}
}

// "As the attacker, you decide first ... Then your opponent decides ...
// In a game with three, four or five players, the other players decide if
// they want to support either of the duelists."
func TestCorruptionDecisionsComeAttackerDefenderThenTheOthers(t *testing.T) {
	g := table(5)
	give(t, g, 0, "R1h")
	give(t, g, 2, "R1c")
	for s := range 5 {
		g.corruption[s] = 2
	}
	onJob(t, g, "R2")
	play(t, g, "fight R1 R1 P3")
	var order []int
	for g.Phase() == "corrupt" || g.Phase() == "support" {
		order = append(order, g.ToMove())
		if g.Phase() == "corrupt" {
			play(t, g, "corrupt 0")
		} else {
			play(t, g, "support none")
		}
		if len(order) == 5 {
			break
		}
	}
	// P1 attacks, P3 defends, then P2, P4 and P5 clockwise from P1.
	if fmt.Sprint(order) != "[0 2 1 3 4]" {
		t.Fatalf("decision order %v, want [0 2 1 3 4]", order)
	}
}

// "If so, he or she will add one or two of his or her Corruption cards to
// their chosen duellist's stake." Players without cards are not asked.
func TestSupportersAddOneOrTwoCardsToTheirChosenDuellist(t *testing.T) {
	g := fightTable(t, 4)
	g.corruption[2] = 3 // P3 may still add only two
	g.corruption[3] = 1
	dice(g, 2, 5)
	play(t, g, "fight R1 R1 P2")
	if g.ToMove() != 2 || g.Phase() != "support" {
		t.Fatalf("P%d in %s: only supporters with cards are asked", g.ToMove()+1, g.Phase())
	}
	refuse(t, g, "support A 3", "one or two")
	play(t, g, "support A 2")
	if !legal(g, "support D 1") || legal(g, "support D 2") {
		t.Fatalf("legal %v", g.LegalMoves())
	}
	ev := play(t, g, "support A 1")
	d := find[DuelDecided](ev)
	if len(d) == 0 || d[0].Scores != [2]int{5, 5} {
		t.Fatalf("duel %v: 2 + three supporting cards against 5", d)
	}
	if g.CorruptionCards(2) != 1 || g.CorruptionCards(3) != 0 {
		t.Fatal("supporting cards are spent")
	}
}

// "There's no going back once you have started a fight."
func TestNoGoingBackOnceAFightHasStarted(t *testing.T) {
	g := fightTable(t, 2)
	g.corruption[0] = 1
	play(t, g, "fight R1 R1 P2")
	for _, mv := range []string{"draw", "buy R3g", "roll"} {
		refuse(t, g, mv, "Corruption cards")
	}
	for _, m := range g.LegalMoves() {
		if m.(Move).Kind != Corrupt {
			t.Fatalf("offered %v during a duel", m)
		}
	}
}

// The defender who wins takes the attacker's bet and the fight money.
func TestDefenderWinningTakesTheAttackersBetAndFightMoney(t *testing.T) {
	g := table(2)
	give(t, g, 0, "R1h")
	give(t, g, 1, "R1g")
	onJob(t, g, "R2")
	m1 := g.Money(1)
	fm := stakePrice("R1g") - stakePrice("R1h")
	dice(g, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "fight R1 R1 P2")
	w := find[FightWon](ev)
	if len(w) != 1 || w[0].Winner != 1 || w[0].Money != fm {
		t.Fatalf("won %v", w)
	}
	if g.Owner(stake(t, "R1h")) != 1 || g.Owner(stake(t, "R1g")) != 1 || g.Money(1) != m1+fm {
		t.Fatalf("P2 has %v and %d (+%d)", stakeList(g.held[1]), g.Money(1), g.Money(1)-m1)
	}
}

// The attacker who wins keeps the fight money: it was part of their bet.
func TestAttackerWinningKeepsTheFightMoney(t *testing.T) {
	g := table(2)
	give(t, g, 0, "R1h")
	give(t, g, 1, "R1g")
	onJob(t, g, "R2")
	m0 := g.Money(0)
	dice(g, 6, 1, 6, 1, 6, 1)
	play(t, g, "fight R1 R1 P2")
	if g.Money(0) != m0 || g.Owner(stake(t, "R1g")) != 0 {
		t.Fatalf("P1 money %d→%d", m0, g.Money(0))
	}
}

// "Do you own all 3 businesses of one racket? Then you are invincible in
// this racket": nobody else has a stake of it to bet.
func TestAWholeRacketIsInvincible(t *testing.T) {
	g := table(2)
	give(t, g, 1, "S1g", "S1c", "S1h", "S2g", "S2c", "S2h", "S3g", "S3c", "S3h")
	give(t, g, 0, "D1g", "D1c", "D1h")
	g.corruption[0] = 2
	landOn(t, g, "police") // the third card: a fight anywhere
	for _, m := range g.LegalMoves() {
		if mv := m.(Move); mv.Kind == Fight && board.businesses[mv.Target].Racket == 0 {
			t.Fatalf("%v attacks the whole racket", m)
		}
	}
}

// "Do you own all 3 stakes of a business? Then you can use this to attack
// other businesses in this racket, in whole or in part."
func TestAWholeBusinessAttacksOtherBusinessesOfItsRacket(t *testing.T) {
	g := table(3)
	give(t, g, 0, "G2g", "G2c", "G2h")
	give(t, g, 1, "G1h")
	give(t, g, 2, "G3g", "G3c", "G3h")
	onJob(t, g, "G2")
	var fights []string
	for _, m := range g.LegalMoves() {
		if m.(Move).Kind == Fight {
			fights = append(fights, m.String())
		}
	}
	if fmt.Sprint(fights) != "[fight G2 G1 P2 fight G2 G3 P3]" {
		t.Fatalf("fights %v", fights)
	}
}

var _ rules.Event = FightWon{}
