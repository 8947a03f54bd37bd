package chinatown

// Summary is the replay summary. Top level: round, year, phase, firstPlayer,
// openDeals, dealsProposed and dealsExecuted (over the whole game). players
// holds, per seat: money (null where a view hides it), earned (income so
// far), lots (owned, ascending), tiles (in hand, by type word), businesses
// (type word, size, complete), shopsOnBoard and winner.
func (g *Game) Summary() map[string]any {
	winners := map[int]bool{}
	if g.over {
		for _, s := range g.leaders() {
			winners[s] = true
		}
	}
	players := make([]map[string]any, g.seats)
	for s := range g.seats {
		var money any
		if m, ok := g.Money(s); ok {
			money = m
		}
		lots := g.LotsOf(s)
		if lots == nil {
			lots = []int{}
		}
		tiles := map[string]int{}
		for t := range Shop(Shops) {
			if n := g.hand[s][t]; n > 0 {
				tiles[t.Code()] = int(n)
			}
		}
		businesses := []map[string]any{}
		for _, b := range g.Businesses(s) {
			businesses = append(businesses, map[string]any{
				"type": b.Shop.Code(), "size": b.Size, "complete": b.Complete})
		}
		players[s] = map[string]any{
			"money":        money,
			"earned":       g.earned[s],
			"lots":         lots,
			"tiles":        tiles,
			"businesses":   businesses,
			"shopsOnBoard": g.ShopsOnBoard(s),
			"winner":       winners[s],
		}
	}
	return map[string]any{
		"round":         g.round,
		"year":          g.Year(),
		"phase":         g.phase.String(),
		"firstPlayer":   g.first,
		"openDeals":     len(g.deals),
		"dealsProposed": g.proposed,
		"dealsExecuted": g.executed,
		"players":       players,
	}
}
