package kiezkoenig

// pay moves money; a zero amount moves nothing.
func (g *Game) pay(from, to Place, amount int, why string) {
	if amount <= 0 {
		return
	}
	*g.purse(from) -= amount
	*g.purse(to) += amount
	emit(g, MoneyMoved{From: from, To: to, Amount: amount, Why: why})
}

func (g *Game) purse(p Place) *int {
	switch p.Kind {
	case AtPlayer:
		return &g.money[p.Index]
	case AtCashMarker:
		return &g.cash[p.Index]
	}
	return &g.f.money
}

// moveStake moves one stake card between the display, players and the
// middle of the board.
func (g *Game) moveStake(s int, from, to Place, why string) {
	bit := uint64(1) << s
	*g.pile(from) &^= bit
	*g.pile(to) |= bit
	emit(g, StakeMoved{Stake: s, From: from, To: to, Why: why})
}

func (g *Game) pile(p Place) *uint64 {
	switch p.Kind {
	case AtPlayer:
		return &g.held[p.Index]
	case AtMiddle:
		return &g.middle
	}
	return &g.display
}
