package kiezkoenig

// firstJob: pay the entrance fee if you own no stake of the business, pay
// nothing if you own its Gang or Hot Commodity, cash in if you own its Cash.
func (g *Game) firstJob(seat, sp int) {
	b := board.track[sp].Business
	own := g.held[seat] & businessMask(b)
	switch {
	case own&(1<<StakeOf(b, Cash)) != 0:
		if g.cash[sp] == 0 {
			emit(g, NothingToCashIn{Seat: seat, Space: sp})
		} else {
			g.pay(marker(sp), player(seat), g.cash[sp], "cashing in")
		}
	case own != 0:
		emit(g, NoFee{Seat: seat, Business: b})
	default:
		fee := board.businesses[b].Fee
		switch {
		case g.money[seat] >= fee:
			g.pay(player(seat), marker(sp), fee, "entrance fee")
			if g.money[seat] == 0 && g.held[seat] == 0 {
				g.goOut(seat, "spent the last kiezdollar on entrance fees")
				g.endTurn()
				return
			}
		case g.held[seat] != 0:
			buyer := g.topOwner(b)
			if buyer < 0 {
				emit(g, NoBuyer{Seat: seat, Business: b})
				g.toNextAuthority(seat)
				return
			}
			g.saleBuyer = int8(buyer)
			g.phase = phSell
			return
		default:
			g.pay(player(seat), marker(sp), g.money[seat], "entrance fee")
			g.goOut(seat, "spent the last kiezdollar on entrance fees")
			g.endTurn()
			return
		}
	}
	if g.tourist[seat] {
		// A tourist has no second job: the turn ends with the fee.
		g.endTurn()
		return
	}
	g.phase = phJob
}

// topOwner is the player owning the most expensive owned stake of business
// b, or -1 when nobody owns one.
func (g *Game) topOwner(b int) int {
	best, who := -1, -1
	for k := range 3 {
		s := StakeOf(b, Kind(k))
		if o := g.Owner(s); o >= 0 && board.stakes[s].Price > best {
			best, who = board.stakes[s].Price, o
		}
	}
	return who
}

// acceptSale: the buyer pays the card's price, the seller pays the entrance
// fee from the proceeds and goes on to the second job.
func (g *Game) acceptSale() {
	seller, buyer, s := int(g.cur), int(g.toMove), int(g.saleStake)
	st := board.stakes[s]
	g.pay(player(buyer), player(seller), st.Price, "buying a stake")
	g.moveStake(s, player(seller), player(buyer), "sold for the entrance fee")
	if g.checkWin(buyer) {
		return
	}
	g.toMove = int8(seller)
	sp := int(g.pos[seller])
	fee := board.businesses[board.track[sp].Business].Fee
	g.pay(player(seller), marker(sp), min(fee, g.money[seller]), "entrance fee")
	g.phase = phJob
}
