package kiezkoenig

import (
	"math"
	"testing"
)

// bestOfFive is the chance to win three duels before losing three when a
// duel is won with chance w and lost with chance l (draws replayed).
func bestOfFive(w, l float64) float64 {
	p := w / (w + l)
	q := 1 - p
	return p*p*p + 3*p*p*p*q + 6*p*p*p*q*q
}

func TestAFightOfEqualsIsACoinFlip(t *testing.T) {
	if p := (Duel{Limit: 2}).WinChance(); math.Abs(p-0.5) > 1e-12 {
		t.Errorf("no Gangs, no cards: %.4f, want 0.5", p)
	}
}

// A Gang adds one point in every duel: the attacker wins a duel with
// 21/36, draws 5/36, loses 10/36.
func TestAGangOnlyInTheBetWinsThreeDuelsFirst(t *testing.T) {
	want := bestOfFive(21.0/36, 10.0/36)
	if p := (Duel{Gang: [2]bool{true, false}, Limit: 2}).WinChance(); math.Abs(p-want) > 1e-12 {
		t.Errorf("Gang against none: %.4f, want %.4f", p, want)
	}
	if p := (Duel{Gang: [2]bool{true, true}, Limit: 2}).WinChance(); math.Abs(p-0.5) > 1e-12 {
		t.Errorf("Gang against Gang: %.4f, want 0.5", p)
	}
}

func TestTheBulletsOnThePodiumCount(t *testing.T) {
	if p := (Duel{Podium: [2]int{2, 0}, Limit: 2}).WinChance(); math.Abs(p-7.0/8) > 1e-12 {
		t.Errorf("two duels up: %.4f, want 7/8", p)
	}
	if p := (Duel{Podium: [2]int{3, 1}}).WinChance(); p != 1 {
		t.Errorf("a won fight: %.4f", p)
	}
}

// Corruption cards raise the odds of who holds them; in the deciding duel
// the attacker plays what it holds.
func TestCorruptionCardsRaiseTheOdds(t *testing.T) {
	none := (Duel{Limit: 2}).WinChance()
	mine := (Duel{Cards: [2]int{2, 0}, Limit: 2}).WinChance()
	theirs := (Duel{Cards: [2]int{0, 2}, Limit: 2}).WinChance()
	if !(mine > none && theirs < none) {
		t.Errorf("no cards %.3f, attacker's two %.3f, defender's two %.3f", none, mine, theirs)
	}
	if n := (Duel{Podium: [2]int{2, 2}, Cards: [2]int{2, 0}, Limit: 2}).BestCards(); n != 2 {
		t.Errorf("in the deciding duel an attacker with two cards plays %d", n)
	}
	three := (Duel{Cards: [2]int{3, 0}, Limit: 3}).WinChance()
	if three <= (Duel{Cards: [2]int{3, 0}, Limit: 2}).WinChance() {
		t.Error("three cards from an authority in one duel are worth nothing more")
	}
}

// The odds of a fight move read the Gangs and cards of both duellists.
func TestFightOddsReadTheTable(t *testing.T) {
	g := table(3)
	g.held[0] = 1 << stake(t, "S1g")
	g.held[1] = 1 << stake(t, "S1c")
	m := Move{Kind: Fight, Bet: 0, Target: 0, Player: 1}
	want := bestOfFive(21.0/36, 10.0/36)
	if p := g.FightOdds(m); math.Abs(p-want) > 1e-12 {
		t.Errorf("Gang against Cash: %.4f, want %.4f", p, want)
	}
	g.corruption[1] = 2
	if p := g.FightOdds(m); p >= want {
		t.Errorf("the defender's two cards leave the odds at %.4f", p)
	}
}
