package desk

import (
	"quartet/lang"
	"strings"

	ct "quartet/rules/chinatown"
)

// IncomeChange is what deal t changes in each seat's income a year, from
// the shops built now: a lot changes hands with its shop, and may join or
// split a business (play-test: a lot was valued without knowing what it
// would earn either side).
func IncomeChange(g *ct.Game, t ct.Terms) [ct.MaxSeats]int {
	var owner [ct.Lots + 1]int
	for l := 1; l <= ct.Lots; l++ {
		owner[l] = g.Owner(l)
	}
	var touched [ct.MaxSeats]bool
	for _, leg := range t {
		for _, l := range leg.Lots {
			owner[l] = leg.To
			touched[leg.From], touched[leg.To] = true, true
		}
	}
	var out [ct.MaxSeats]int
	for seat := range g.Seats() {
		if touched[seat] {
			out[seat] = incomeOf(g, &owner, seat) - g.Income(seat)
		}
	}
	return out
}

// incomeOf is what seat would earn a year with the lots owned as owner
// says and the shops as built now.
func incomeOf(g *ct.Game, owner *[ct.Lots + 1]int, seat int) int {
	var seen [ct.Lots + 1]bool
	n := 0
	for l := 1; l <= ct.Lots; l++ {
		shop := g.ShopAt(l)
		if seen[l] || owner[l] != seat || shop == ct.NoShop {
			continue
		}
		size := 0
		stack := []int{l}
		seen[l] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, nb := range ct.Neighbours(x) {
				if !seen[nb] && owner[nb] == seat && g.ShopAt(nb) == shop {
					seen[nb] = true
					stack = append(stack, nb)
				}
			}
		}
		n += ct.RunIncome(shop, size)
	}
	return n
}

// IncomeWords say what deal t changes in the parties' income a year, the
// person (me) first: "Income a year: +$20k to you, −$10k to Jade".
func IncomeWords(g *ct.Game, t ct.Terms, me int, name func(seat int) string) string {
	ch := IncomeChange(g, t)
	var parts []string
	for _, seat := range append([]int{me}, othersOf(g, me)...) {
		if !t.Involves(seat) || ch[seat] == 0 {
			continue
		}
		sign := "+"
		if ch[seat] < 0 {
			sign = "−"
		}
		if seat == me {
			parts = append(parts, lang.Tf("%s%s to you", sign, Short(abs(ch[seat]))))
		} else {
			parts = append(parts, lang.Tf("%s%s to %s", sign, Short(abs(ch[seat])), ShortName(name(seat))))
		}
	}
	if len(parts) == 0 {
		for _, leg := range t {
			for _, l := range leg.Lots {
				if g.ShopAt(l) != ct.NoShop {
					return lang.T("Income a year: no change.")
				}
			}
		}
		return lang.T("Income a year: no change yet (no shop changes hands).")
	}
	return lang.Tf("Income a year: %s.", strings.Join(parts, ", "))
}

func othersOf(g *ct.Game, me int) []int {
	var out []int
	for seat := range g.Seats() {
		if seat != me {
			out = append(out, seat)
		}
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
