package kiezkoenig

import (
	"math"
	"slices"
	"testing"

	"quartet/rules"
)

// Money lying on the Cash marker of a business whose Cash stake a player
// holds is theirs when they next land there: the estimate counts it.
func TestTheEstimateCountsMoneyWaitingOnTheirCashMarker(t *testing.T) {
	g := table(3)
	give(t, g, 0, "D2c")
	give(t, g, 1, "S2c")
	before := g.Evaluate()
	g.cash[sp(t, "D2")] = 60
	after := g.Evaluate()
	if g.Terms(0).Cash <= 0 || after[0] <= before[0] {
		t.Fatalf("$60 on P1's own Cash marker: Cash term %.2f, estimate %.3f -> %.3f", g.Terms(0).Cash, before[0], after[0])
	}
}

// A stake in a business an opponent holds whole is won only by betting a
// whole business against it: the goal counts it dearer than a loose one.
func TestAnOpponentsWholeBusinessIsFartherThanLooseStakes(t *testing.T) {
	loose := table(4)
	give(t, loose, 0, "S1g", "S1c", "S1h")
	give(t, loose, 1, "S2g", "S2c")
	whole := table(4)
	give(t, whole, 0, "S1g", "S1c", "S1h")
	give(t, whole, 1, "S2g", "S2c", "S2h")
	// Loose: S2h from the display, S2g and S2c by fights, S3 bought.
	if a, b := loose.Terms(0).Goal, whole.Terms(0).Goal; b >= a {
		t.Fatalf("goal with a whole S2 against it %.3f, with two loose S2 stakes %.3f", b, a)
	}
}

// A racket an opponent owns whole cannot be had: its owner is invincible
// there, so no way to the goal goes through it.
func TestARacketAnOpponentOwnsWholeIsOutOfReach(t *testing.T) {
	g := table(4)
	give(t, g, 1, "S1g", "S1c", "S1h", "S2g", "S2c", "S2h", "S3g", "S3c", "S3h")
	if need := g.contest().need(g.held[0], racketMask(0)); need < outOfReach {
		t.Fatalf("Shady Deals, owned whole by P2, needs %.1f of P1", need)
	}
	if got, want := g.Terms(0).Goal, 1-9*costDisplay/maxDistance(4); math.Abs(got-want) > 1e-9 {
		t.Fatalf("goal %.3f, want %.3f: a racket from the display", got, want)
	}
}

// A duellist's goal during a fight weighs the bets by the exact odds of
// winning them, so a fight going its way is worth more than one going
// against it.
func TestAFightInProgressCountsByItsOdds(t *testing.T) {
	g := fightTable(t, 2)
	g.corruption[0], g.corruption[1] = 1, 1
	play(t, g, "fight R1 R1 P2")
	even := g.Terms(0).Goal
	g.f.wins = [2]int8{2, 0}
	ahead := g.Terms(0).Goal
	g.f.wins = [2]int8{0, 2}
	behind := g.Terms(0).Goal
	if !(behind < even && even < ahead) {
		t.Fatalf("attacker's goal behind %.3f, even %.3f, ahead %.3f", behind, even, ahead)
	}
}

// With a purchase open, the search leaves out a fight the odds are
// against; a likely fight stays.
func TestTheSearchLeavesOutACoinFlipFightWhileAPurchaseIsOpen(t *testing.T) {
	g := table(2)
	give(t, g, 0, "D1h", "D2h")
	give(t, g, 1, "D1g", "D2c")
	g.corruption[0] = 2
	onJob(t, g, "D3")
	kept := g.Prune(g.LegalMoves())
	has := func(text string) bool {
		return slices.ContainsFunc(kept, func(m rules.Move) bool { return m.String() == text })
	}
	m, _ := ParseMove("fight D1 D1 P2")
	if p := g.FightOdds(m); p >= pruneOdds {
		t.Fatalf("the position is wrong: D1 against a Gang at %.2f", p)
	}
	if has("fight D1 D1 P2") || !has("fight D2 D2 P2") || !has("buy D3g") {
		t.Fatalf("kept %v", kept)
	}
}

// In a duel the exact odds settle the number of Corruption cards: the
// search is left only that one.
func TestTheSearchPlaysTheCardsTheOddsCallFor(t *testing.T) {
	g := fightTable(t, 2)
	g.corruption[0], g.corruption[1] = 3, 2
	play(t, g, "fight R1 R1 P2")
	kept := g.Prune(g.LegalMoves())
	d, _ := g.CurrentDuel()
	if len(kept) != 1 || int(kept[0].(Move).N) != d.BestCards() {
		t.Fatalf("kept %v, the odds call for %d", kept, d.BestCards())
	}
}
