package kiezkoenig

import (
	"testing"
)

// racketIDs lists the nine stakes of a racket by its letter.
func racketIDs(r string) []string {
	var out []string
	for b := 1; b <= 3; b++ {
		for _, k := range "gch" {
			out = append(out, r+string(rune('0'+b))+string(k))
		}
	}
	return out
}

// "You will be KiezKönig if you own two rackets (two players)."
func TestTwoPlayersWinWithTwoRackets(t *testing.T) {
	g := table(2)
	give(t, g, 0, racketIDs("S")...)
	give(t, g, 0, racketIDs("D")[1:]...)
	landOn(t, g, "D2")
	if g.meetsGoal(0) {
		t.Fatal("one racket and eight stakes win")
	}
	ev := play(t, g, "buy D1g")
	if e := find[Ended](ev); len(e) != 1 || e[0].Winner != 0 || !g.Outcome().Over || g.Outcome().Winner != 0 {
		t.Fatalf("events %v", ev)
	}
	// One racket wins nothing with two players.
	g = table(2)
	give(t, g, 0, racketIDs("G")[1:]...)
	landOn(t, g, "G2")
	play(t, g, "buy G1g")
	if g.Outcome().Over {
		t.Fatal("one racket won a two-player game")
	}
}

// "one racket plus one other business (Gang, Cash, and Hot Commodity) of
// another racket (in a three-player game)".
func TestThreePlayersWinWithARacketAndABusinessOfAnother(t *testing.T) {
	g := table(3)
	give(t, g, 0, racketIDs("R")...)
	give(t, g, 0, "S2g", "S2c", "D1g", "D2g", "D3g")
	landOn(t, g, "S1")
	if g.meetsGoal(0) {
		t.Fatal("a racket and stakes of other businesses win")
	}
	play(t, g, "buy S2h")
	if o := g.Outcome(); !o.Over || o.Winner != 0 {
		t.Fatalf("outcome %v", o)
	}
	// A racket alone is not enough.
	g = table(3)
	give(t, g, 0, racketIDs("R")[1:]...)
	landOn(t, g, "R2")
	play(t, g, "buy R1g")
	if g.Outcome().Over {
		t.Fatal("one racket won a three-player game")
	}
}

// "you own one racket (in a four or five-player game)".
func TestFourAndFivePlayersWinWithOneRacket(t *testing.T) {
	for _, players := range []int{4, 5} {
		g := table(players)
		give(t, g, 0, racketIDs("G")[1:]...)
		landOn(t, g, "G3")
		play(t, g, "buy G1g")
		if o := g.Outcome(); !o.Over || o.Winner != 0 {
			t.Fatalf("%d players: outcome %v", players, o)
		}
		if r := g.Outcome().Reward; r[0] != 1 || r[1] != 0 {
			t.Fatalf("rewards %v", r)
		}
	}
}

// "The game ends in that moment, when the first player bought or fought all
// business stakes he needs": a defender who wins a fight wins the game.
func TestTheGameEndsTheMomentAFightCompletesTheGoal(t *testing.T) {
	g := table(4)
	give(t, g, 1, racketIDs("D")[1:]...)
	give(t, g, 0, "D1g")
	onJob(t, g, "D2")
	dice(g, 1, 6, 1, 6, 1, 6)
	ev := play(t, g, "fight D1 D1 P2")
	if e := find[Ended](ev); len(e) != 1 || e[0].Winner != 1 {
		t.Fatalf("events %v", ev)
	}
	if g.ToMove() != -1 || g.Turns() != 1 {
		t.Fatal("the game went on")
	}
}

// "The rules with which you started the game apply": a three-player game
// left with two players still asks for a racket and a business.
func TestTheWinConditionOfTheStartingPlayerCountApplies(t *testing.T) {
	g := table(3)
	g.out[2], g.pos[2] = true, OffBoard
	give(t, g, 0, racketIDs("R")...)
	give(t, g, 0, "S2g", "S2c")
	landOn(t, g, "S1")
	play(t, g, "buy S2h")
	if o := g.Outcome(); !o.Over || o.Winner != 0 {
		t.Fatalf("outcome %v", o)
	}
}

// Accepting a forced sale is buying: it can win the game too.
func TestBuyingAForcedSaleCanWin(t *testing.T) {
	g := table(4)
	give(t, g, 1, racketIDs("S")[:8]...)
	give(t, g, 0, "S3h")
	setMoney(t, g, 0, 0)
	landOn(t, g, "S1")
	play(t, g, "sell S3h")
	play(t, g, "accept")
	if o := g.Outcome(); !o.Over || o.Winner != 1 {
		t.Fatalf("outcome %v", o)
	}
}

// The table counts a player's progress from the stakes on screen while a
// move's events play out: the count of a list of stakes is the count the
// rules give a player who holds them.
func TestProgressOfAListOfStakesIsTheProgressOfTheirHolder(t *testing.T) {
	for _, players := range []int{2, 3, 5} {
		g := table(players)
		give(t, g, 0, "S1g", "S1c", "S2h", "D1g")
		var held []int
		for st := range Stakes {
			if g.Owner(st) == 0 {
				held = append(held, st)
			}
		}
		have, need := g.Progress(0)
		h2, n2 := ProgressOf(players, held)
		if have != h2 || need != n2 || have == 0 {
			t.Fatalf("%d players: Progress %d/%d, ProgressOf %d/%d", players, have, need, h2, n2)
		}
	}
}

// A person reads a Sports Car by the business it stands before, never by
// its id.
func TestASportsCarIsNamedByTheBusinessAfterIt(t *testing.T) {
	name := SpaceName(sp(t, "car1"))
	if name != "the Sports Car before "+board.businesses[board.track[sp(t, "car1")+1].Business].Name {
		t.Fatalf("car1 is called %q", name)
	}
}
