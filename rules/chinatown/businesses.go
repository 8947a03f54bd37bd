package chinatown

// Group is a run of adjacent shops of one type and one owner: one business,
// or several when it is longer than the type's maximum size.
type Group struct {
	Seat int
	Shop Shop
	Lots []int // ascending
}

// Groups lists seat's runs of shops, ordered by their lowest lot.
func (g *Game) Groups(seat int) []Group {
	var out []Group
	var seen [Lots + 1]bool
	for l := 1; l <= Lots; l++ {
		if seen[l] || int(g.owner[l]) != seat || g.shop[l] == NoShop {
			continue
		}
		grp := Group{Seat: seat, Shop: g.shop[l]}
		stack := []int{l}
		seen[l] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			grp.Lots = append(grp.Lots, x)
			for _, n := range adj[x] {
				if n != 0 && !seen[n] && g.owner[n] == g.owner[l] && g.shop[n] == grp.Shop {
					seen[n] = true
					stack = append(stack, int(n))
				}
			}
		}
		sortInts(grp.Lots)
		out = append(out, grp)
	}
	return out
}

// Businesses lists seat's businesses as the income phase counts them: each
// run of adjacent same-type shops with one owner, oversized runs split.
func (g *Game) Businesses(seat int) []Business {
	var out []Business
	for _, grp := range g.Groups(seat) {
		out = append(out, SplitRun(grp.Shop, len(grp.Lots))...)
	}
	return out
}

// Income is what seat would earn if the year ended now.
func (g *Game) Income(seat int) int {
	n := 0
	for _, grp := range g.Groups(seat) {
		n += RunIncome(grp.Shop, len(grp.Lots))
	}
	return n
}
