package desk

import (
	"quartet/lang"

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
				return lang.Tf("lot %d beside your %s on lot %d", it.Lot, ShopName(sh), n)
			}
			return lang.Tf("lot %d beside your lot %d", it.Lot, n)
		}
		return lang.Tf("lot %d to build on", it.Lot)
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
					return lang.Tf("completes your %s business on lot %d", ShopName(sh), n)
				}
				return lang.Tf("grows your %s business to %d shops on lot %d", ShopName(sh), len(grp.Lots)+1, n)
			}
		}
	}
	for _, l := range g.LotsOf(seat) {
		if g.ShopAt(l) == ct.NoShop {
			return lang.Tf("%s %s shop for your lot %d", Article(sh.Name()), ShopName(sh), l)
		}
	}
	return ""
}
