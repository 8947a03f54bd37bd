package kiezkoenig

import "quartet/rules"

// Apply plays one decision of the seat to move and everything that follows
// from it until the next decision: dice, payments, cards, whole duels.
func (g *Game) Apply(mv rules.Move) ([]rules.Event, error) {
	m, ok := mv.(Move)
	if !ok {
		p, isPtr := mv.(*Move)
		if !isPtr || p == nil {
			return nil, rules.Refuse(mv, sayNotAMove.With())
		}
		m = *p
	}
	if err := g.check(m); err != nil {
		return nil, err
	}
	g.ev = nil
	g.play(m)
	ev := g.ev
	g.ev = nil
	return ev, nil
}

// emit records an event, except in a search sample (see Determinize). It
// is generic so that the event is boxed only when it is recorded.
func emit[E rules.Event](g *Game, e E) {
	if !g.quiet {
		g.ev = append(g.ev, e)
	}
}

// die throws one die; tests may load the next throws.
func (g *Game) die() int {
	if len(g.loaded) > 0 {
		d := g.loaded[0]
		g.loaded = g.loaded[1:]
		return int(d)
	}
	return g.rng.Die()
}

func (g *Game) play(m Move) {
	seat := int(g.toMove)
	switch m.Kind {
	case Roll:
		if g.phase == phOrder {
			g.orderThrow(seat)
			return
		}
		d := g.die()
		emit(g, Rolled{Seat: seat, Die: d})
		g.moveBy(seat, d, ByDie)
	case Super:
		g.super[seat] = false
		emit(g, CardsReturned{Seat: seat, Card: SuperTurboCard, N: 1})
		g.jump(seat, int(m.Space), BySuperTurbo)
	case Drive:
		if m.N == 0 {
			emit(g, Stayed{Seat: seat})
			g.endTurn()
			return
		}
		g.moveBy(seat, int(m.N), ByCar)
	case Lose:
		g.moveStake(int(m.Stake), player(seat), Place{Kind: AtDisplay}, "given up for corruption")
		g.takeCorruption(seat)
		g.afterAuthority(seat)
	case Rob:
		sp := int(g.pos[seat])
		g.pay(marker(sp), player(seat), g.cash[sp], "robbing the authority")
		g.returnCorruption(seat)
		g.phase = phReroll
	case Fight:
		limit := int8(2)
		if g.phase == phThree {
			g.threeCards = true
			limit = 3
			to := board.businesses[m.Target].Space
			emit(g, Moved{Seat: seat, From: int(g.pos[seat]), To: to, By: ToFight})
			g.pos[seat] = int8(to)
		}
		g.startFight(seat, int(m.Bet), int(m.Target), int(m.Player), limit)
	case Sell:
		g.saleStake = m.Stake
		g.phase = phOffer
		g.toMove = g.saleBuyer
		emit(g, SaleOffered{Seller: seat, Buyer: int(g.saleBuyer), Stake: int(m.Stake), Price: board.stakes[m.Stake].Price})
	case Accept:
		g.acceptSale()
	case Decline:
		seller := int(g.cur)
		emit(g, SaleDeclined{Seller: seller, Buyer: seat, Stake: int(g.saleStake)})
		g.toMove = g.cur
		g.toNextAuthority(seller)
	case Buy:
		st := board.stakes[m.Stake]
		g.pay(player(seat), marker(board.businesses[st.Business].Space), st.Price, "buying a stake")
		g.moveStake(int(m.Stake), Place{Kind: AtDisplay}, player(seat), "bought")
		if g.checkWin(seat) {
			return
		}
		g.endTurn()
	case Draw:
		if g.available(TurboCard) > 0 {
			g.turbo[seat]++
			emit(g, CardTaken{Seat: seat, Card: TurboCard})
		}
		if g.turbo[seat] >= 3 {
			emit(g, CardsReturned{Seat: seat, Card: TurboCard, N: int(g.turbo[seat])})
			g.turbo[seat] = 0
			g.phase = phTurbo
			return
		}
		g.endTurn()
	case Turbo:
		g.jump(seat, int(m.Space), ByTurbo)
	case Corrupt:
		g.playCards(seat, int(g.f.step), int(m.N))
	case Support:
		if m.N == 0 {
			emit(g, SupportDeclined{Seat: seat})
			g.f.step++
			g.runFight()
			return
		}
		g.playCards(seat, int(m.Side), int(m.N))
	}
}

// orderThrow: everyone throws a die and the highest goes first; a shared
// highest throw is thrown again by those who share it.
func (g *Game) orderThrow(seat int) {
	d := g.die()
	g.orderDie[seat] = int8(d)
	emit(g, OrderRolled{Seat: seat, Die: d})
	for s := seat + 1; s < int(g.seats); s++ {
		if g.contenders&(1<<s) != 0 {
			g.toMove = int8(s)
			return
		}
	}
	best := int8(0)
	for s := range int(g.seats) {
		if g.contenders&(1<<s) != 0 {
			best = max(best, g.orderDie[s])
		}
	}
	var tied uint8
	var list []int
	for s := range int(g.seats) {
		if g.contenders&(1<<s) != 0 && g.orderDie[s] == best {
			tied |= 1 << s
			list = append(list, s)
		}
	}
	if len(list) > 1 {
		g.contenders = tied
		g.toMove = int8(list[0])
		emit(g, OrderTied{Seats: list})
		return
	}
	g.contenders = 0
	emit(g, StartPlayer{Seat: list[0]})
	g.startTurn(list[0])
}

func (g *Game) startTurn(seat int) {
	g.cur, g.toMove = int8(seat), int8(seat)
	g.turns++
	g.phase = phTurnStart
	g.threeCards = false
	emit(g, TurnBegan{Seat: seat, Turn: g.turns})
}

// endTurn hands the turn on clockwise, skipping players who are out.
func (g *Game) endTurn() {
	seat := int(g.cur)
	if g.threeCards {
		g.returnCorruption(seat)
		g.threeCards = false
	}
	g.checkTourists()
	if g.phase == phOver {
		return
	}
	for i := 1; i <= int(g.seats); i++ {
		s := (seat + i) % int(g.seats)
		if !g.out[s] {
			g.startTurn(s)
			return
		}
	}
}

// moveBy moves a token d spaces clockwise and lands it.
func (g *Game) moveBy(seat, d int, by MoveCause) {
	from := int(g.pos[seat])
	to := (from + d) % len(board.track)
	if from == AtStart {
		to = d - 1
	}
	emit(g, Moved{Seat: seat, From: from, To: to, Steps: d, By: by})
	g.land(seat, to)
}

// jump moves a token straight to a space (Turbo, Super Turbo) and lands it.
func (g *Game) jump(seat, to int, by MoveCause) {
	emit(g, Moved{Seat: seat, From: int(g.pos[seat]), To: to, By: by})
	g.land(seat, to)
}

// land does what the space a token lands on asks. A token lands wherever a
// move ends: after a throw, a Sports Car ride, a Turbo or Super Turbo move,
// or the forced move to the next authority.
func (g *Game) land(seat, sp int) {
	g.pos[seat] = int8(sp)
	g.toMove = int8(seat)
	switch board.track[sp].Kind {
	case CarSpace:
		g.phase = phDrive
	case AuthoritySpace:
		g.visitAuthority(seat, sp)
	case BusinessSpace:
		g.firstJob(seat, sp)
	}
}

// toNextAuthority is the move of a player who could not sell a stake for
// the entrance fee.
func (g *Game) toNextAuthority(seat int) {
	from := int(g.pos[seat])
	d := board.nextAuthority[from]
	to := (from + d) % len(board.track)
	emit(g, Moved{Seat: seat, From: from, To: to, Steps: d, By: ToAuthority})
	g.land(seat, to)
}
