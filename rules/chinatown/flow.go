package chinatown

import (
	"slices"

	"quartet/rules"
)

// startRound deals the year's building cards (phase 1). The discards of last
// year are already back in the deck, which is shuffled before each deal; the
// First Player card's owner deals, starting with themself.
func (g *Game) startRound() []rules.Event {
	events := []rules.Event{RoundStarted{Round: g.round, Year: g.Year(), First: g.first}}
	deck := slices.Clone(g.deck)
	g.rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	deal, keep := CardsDealt(g.seats, g.round)
	for i := range g.seats {
		s := (g.first + i) % g.seats
		n := min(deal, len(deck))
		hand := slices.Clone(deck[:n])
		slices.Sort(hand)
		deck = deck[n:]
		g.dealt[s], g.kept[s], g.chose[s] = hand, nil, false
		events = append(events, Dealt{Seat: s, Cards: ints(hand), Keep: min(keep, n)})
	}
	g.deck = slices.Clone(deck)
	g.phase = Keeping
	return events
}

// keep records one player's choice. The cards stay secret until every player
// has chosen; then all are revealed together.
func (g *Game) keep(m Move) ([]rules.Event, error) {
	if g.phase != Keeping {
		return nil, rules.Refuse(m, sayKeepWhen.With())
	}
	s := m.Seat
	if g.chose[s] {
		return nil, rules.Refuse(m, sayKeptAlready.With())
	}
	_, want := CardsDealt(g.seats, g.round)
	want = min(want, len(g.dealt[s]))
	if len(m.Cards) != want {
		return nil, rules.Refuse(m, sayKeepExactly.With(want, len(g.dealt[s])))
	}
	for i, c := range m.Cards {
		if i > 0 && m.Cards[i-1] == c {
			return nil, rules.Refuse(m, sayKeepOnce.With(c))
		}
		if !slices.Contains(g.dealt[s], int8(c)) {
			return nil, rules.Refuse(m, sayCardNotInHand.With(c))
		}
	}
	kept := make([]int8, len(m.Cards))
	for i, c := range m.Cards {
		kept[i] = int8(c)
	}
	g.kept[s], g.chose[s] = kept, true
	events := []rules.Event{Chose{Seat: s}}
	for i := range g.seats {
		if !g.chose[i] {
			return events, nil
		}
	}
	return append(events, g.reveal()...), nil
}

// reveal marks every player's kept lots, puts the discards back into the
// deck and goes on to drawing shop tiles.
func (g *Game) reveal() []rules.Event {
	var events []rules.Event
	deck := slices.Clone(g.deck)
	for i := range g.seats {
		s := (g.first + i) % g.seats
		for _, c := range g.dealt[s] {
			if slices.Contains(g.kept[s], c) {
				g.owner[c] = int8(s)
			} else {
				deck = append(deck, c)
			}
		}
		events = append(events, Revealed{Seat: s, Lots: ints(g.kept[s])})
		g.dealt[s], g.kept[s], g.chose[s] = nil, nil, false
	}
	slices.Sort(deck)
	g.deck = deck
	return append(events, g.draw()...)
}

// draw is phase 2: from the first player clockwise, each draws the table's
// number of tiles from the bag; all are revealed at once, so the events come
// together, and trading opens.
func (g *Game) draw() []rules.Event {
	var events []rules.Event
	n := TilesDrawn(g.seats, g.round)
	for i := range g.seats {
		s := (g.first + i) % g.seats
		var drawn []Shop
		for range n {
			t, ok := g.drawTile()
			if !ok {
				break
			}
			g.hand[s][t]++
			drawn = append(drawn, t)
		}
		slices.Sort(drawn)
		events = append(events, Drew{Seat: s, Tiles: drawn})
	}
	return append(events, g.openTrading()...)
}

// drawTile takes one tile from the bag at random.
func (g *Game) drawTile() (Shop, bool) {
	total := g.BagTiles()
	if total == 0 {
		return NoShop, false
	}
	k := g.rng.IntN(total)
	for t := range Shop(Shops) {
		if k < int(g.bag[t]) {
			g.bag[t]--
			return t, true
		}
		k -= int(g.bag[t])
	}
	return NoShop, false
}

func (g *Game) openTrading() []rules.Event {
	g.phase = Trading
	g.deals, g.history = nil, nil
	g.done = [MaxSeats]bool{}
	g.proposals = [MaxSeats]int{}
	g.offers = [MaxSeats]int{}
	g.cursor = g.first
	return []rules.Event{TradingOpened{Round: g.round}}
}

// closeTrading drops the deals still open and starts placing (phase 4).
func (g *Game) closeTrading() []rules.Event {
	var events []rules.Event
	for _, d := range g.deals {
		g.history = append(g.history, ClosedDeal{ID: d.ID, By: d.By, Terms: d.Terms, WithdrawnBy: -1})
		events = append(events, Cancelled{Deal: d.ID, Reason: "trading is over"})
	}
	g.deals = nil
	events = append(events, TradingClosed{})
	g.phase = Placing
	g.placer = g.first
	return append(events, g.nextPlacer(false)...)
}

// canPlace reports whether seat has a tile in hand and a vacant lot of its own.
func (g *Game) canPlace(seat int) bool {
	if g.HandTiles(seat) == 0 {
		return false
	}
	for l := 1; l <= Lots; l++ {
		if int(g.owner[l]) == seat && g.shop[l] == NoShop {
			return true
		}
	}
	return false
}

// nextPlacer moves placement on from g.placer (which has just finished when
// advance is set) to the next seat that can build anything; players who
// cannot are skipped. After the last player, income is paid.
func (g *Game) nextPlacer(advance bool) []rules.Event {
	var events []rules.Event
	i := 0
	if advance {
		i = g.placeIndex() + 1
	}
	for ; i < g.seats; i++ {
		s := (g.first + i) % g.seats
		if g.canPlace(s) {
			g.placer = s
			return events
		}
		events = append(events, FinishedPlacing{Seat: s})
	}
	return append(events, g.endYear()...)
}

// placeIndex is the placer's position in turn order from the first player.
func (g *Game) placeIndex() int { return (g.placer - g.first + g.seats) % g.seats }

// placeMove is phase 4: the player in turn builds one tile or passes.
func (g *Game) placeMove(m Move) ([]rules.Event, error) {
	if g.phase != Placing {
		return nil, rules.Refuse(m, sayBuildWhen.With())
	}
	s := m.Seat
	if s != g.placer {
		return nil, rules.Refuse(m, sayBuildTurn.With(g.placer+1))
	}
	if m.Action == Pass {
		events := []rules.Event{FinishedPlacing{Seat: s, Passed: true}}
		return append(events, g.nextPlacer(true)...), nil
	}
	switch {
	case !m.Shop.Valid():
		return nil, rules.Refuse(m, sayNoShopType.With())
	case !ValidLot(m.Lot):
		return nil, rules.Refuse(m, sayNoLot.With(m.Lot))
	case g.hand[s][m.Shop] == 0:
		return nil, rules.Refuse(m, sayNoTileInHand.With(shopTerm(m.Shop)))
	case int(g.owner[m.Lot]) != s:
		return nil, rules.Refuse(m, sayNotYourLot.With(m.Lot))
	case g.shop[m.Lot] != NoShop:
		return nil, rules.Refuse(m, sayLotBuilt.With(m.Lot, shopTerm(g.shop[m.Lot])))
	}
	g.hand[s][m.Shop]--
	g.shop[m.Lot] = m.Shop
	events := []rules.Event{Placed{Seat: s, Shop: m.Shop, Lot: m.Lot}}
	if !g.canPlace(s) {
		events = append(events, FinishedPlacing{Seat: s})
		events = append(events, g.nextPlacer(true)...)
	}
	return events, nil
}

// endYear pays income (phase 5), moves the Year marker (phase 6) and either
// ends the game or starts the next year with the First Player card passed
// clockwise.
func (g *Game) endYear() []rules.Event {
	var events []rules.Event
	for i := range g.seats {
		s := (g.first + i) % g.seats
		bs := g.Businesses(s)
		amount := 0
		for _, b := range bs {
			amount += b.Income()
		}
		g.money[s] += amount
		g.earned[s] += amount
		g.total += amount
		events = append(events, Earned{Seat: s, Businesses: bs, Amount: amount})
	}
	if g.round == Rounds {
		g.over, g.phase = true, Over
		e := Ended{Winner: g.Outcome().Winner}
		for s := range g.seats {
			e.Money = append(e.Money, g.money[s])
			e.Shops = append(e.Shops, g.ShopsOnBoard(s))
		}
		return append(events, e)
	}
	events = append(events, YearAdvanced{From: g.Year(), To: g.Year() + 1})
	g.round++
	g.first = (g.first + 1) % g.seats
	return append(events, g.startRound()...)
}
