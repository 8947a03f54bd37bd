package kiezkoenig

import "testing"

// "During your turn, you may take a stack of kiezdollars from a Cash marker
// in order to exchange it": a player holding one 25 chip pays a fee of 5
// and keeps 20, and every amount owned can be paid.
func TestChangingMoneyLetsAPlayerPayAnyAmountTheyOwn(t *testing.T) {
	g := table(2)
	setMoney(t, g, 0, 25)
	landOn(t, g, "S1")
	if g.Money(0) != 20 || g.CashAt(sp(t, "S1")) != 5 {
		t.Fatalf("money %d, marker %d", g.Money(0), g.CashAt(sp(t, "S1")))
	}
	if !legal(g, "buy S1h") { // 15 of the 20 left
		t.Fatal("the change does not pay for a stake")
	}
}

// Chips shows an amount as the fewest chips, for the scenes.
func TestChipsShowAnAmount(t *testing.T) {
	for amount, want := range map[int][3]int{0: {}, 5: {1, 0, 0}, 15: {1, 1, 0}, 40: {1, 1, 1}, 570: {0, 2, 22}} {
		if got := Chips(amount); got != want || ChipsValue(got) != amount {
			t.Errorf("Chips(%d) = %v, want %v", amount, got, want)
		}
	}
}
