package kiezkoenig

// The box holds 99 casino chips (WHAT'S INSIDE THE BOX?): 37 of 5, 37 of 10
// and 25 of 25 kiezdollars, 1180 kiezdollars in all. There is no bank: every
// chip is dealt to a player or laid on a Cash marker at the start, so the
// money in play always adds up to TotalMoney.
var (
	ChipValues = [3]int{5, 10, 25}
	BoxChips   = [3]int{37, 37, 25}
)

// TotalMoney is the value of all 99 chips.
const TotalMoney = 37*5 + 37*10 + 25*25

// StartChips is each player's start money in chips of 5, 10 and 25, by the
// number of players (HOW DO I SET UP THE GAME?).
func StartChips(players int) [3]int {
	switch players {
	case 2:
		return [3]int{18, 18, 12}
	case 3:
		return [3]int{12, 12, 8}
	case 4:
		return [3]int{9, 9, 6}
	}
	return [3]int{7, 7, 5}
}

// RestChips is what remains in the box after dealing: it starts on the Cash
// marker of an authority.
func RestChips(players int) [3]int {
	c := StartChips(players)
	var r [3]int
	for i := range r {
		r[i] = BoxChips[i] - players*c[i]
	}
	return r
}

// ChipsValue is the value of a handful of chips.
func ChipsValue(c [3]int) int { return c[0]*5 + c[1]*10 + c[2]*25 }

// Chips breaks an amount into the fewest chips, largest first, for drawing.
//
// The rules keep amounts, not chips: every price, fee and charge is a
// multiple of 5, and "during your turn, you may take a stack of kiezdollars
// from a Cash marker in order to exchange it" (WHAT DO I DO IF I HAVE TO
// CHANGE KIEZDOLLAR?), so a player can always pay any amount they own. Which
// chips make up a stack never changes what anyone may do.
func Chips(amount int) [3]int {
	var c [3]int
	c[2] = amount / 25
	amount %= 25
	c[1] = amount / 10
	amount %= 10
	c[0] = amount / 5
	return c
}
