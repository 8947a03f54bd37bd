package desk

import (
	"fmt"

	ct "quartet/rules/chinatown"
)

// Purpose says in a few words what deal t does for seat, from the board:
// "completes your Tea House business", "grows your Florist business to 3
// shops", "a Tea House shop for your lot 12", "lot 37 beside your lot 36".
// A suggested deal said without it was read as an offer from the other
// side, with nothing to say why the person would want it (play-test).
// It is "" where the board says nothing for it.
func Purpose(g *ct.Game, seat int, t ct.Terms) string {
	_, get := Sides(t, seat)
	var parts []string
	for _, it := range Without(get) {
		if w := itemPurpose(g, seat, it); w != "" {
			parts = append(parts, w)
		}
	}
	return And(parts)
}

func itemPurpose(g *ct.Game, seat int, it Item) string {
	if it.Lot > 0 {
		for _, n := range ct.Neighbours(it.Lot) {
			if g.Owner(n) != seat {
				continue
			}
			if sh := g.ShopAt(n); sh != ct.NoShop {
				return fmt.Sprintf("lot %d beside your %s on lot %d", it.Lot, sh.Name(), n)
			}
			return fmt.Sprintf("lot %d beside your lot %d", it.Lot, n)
		}
		return fmt.Sprintf("lot %d to build on", it.Lot)
	}
	sh := it.Shop
	// A vacant lot of seat's beside a business of the tile's kind grows it.
	for _, grp := range g.Groups(seat) {
		if grp.Shop != sh || len(grp.Lots) >= sh.MaxSize() {
			continue
		}
		for _, l := range grp.Lots {
			for _, n := range ct.Neighbours(l) {
				if g.Owner(n) != seat || g.ShopAt(n) != ct.NoShop {
					continue
				}
				if len(grp.Lots)+1 == sh.MaxSize() {
					return fmt.Sprintf("completes your %s business on lot %d", sh.Name(), n)
				}
				return fmt.Sprintf("grows your %s business to %d shops on lot %d", sh.Name(), len(grp.Lots)+1, n)
			}
		}
	}
	for _, l := range g.LotsOf(seat) {
		if g.ShopAt(l) == ct.NoShop {
			return fmt.Sprintf("%s %s shop for your lot %d", Article(sh.Name()), sh.Name(), l)
		}
	}
	return ""
}
