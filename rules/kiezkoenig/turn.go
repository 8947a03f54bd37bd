package kiezkoenig

import (
	"math/bits"

	"quartet/rules"
)

// Apply plays one decision of the seat to move and everything that follows
// from it until the next decision: dice, payments, cards, whole duels.
func (g *Game) Apply(mv rules.Move) ([]rules.Event, error) {
	m, ok := mv.(Move)
	if !ok {
		p, isPtr := mv.(*Move)
		if !isPtr || p == nil {
			return nil, rules.Illegal(mv, "That is not a KiezKönig move.")
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

// visitAuthority: pay per relevant stake, take one Corruption card and throw
// again; owning nothing relevant costs nothing and brings no card. Without
// the money, give up a relevant stake instead (a decision).
func (g *Game) visitAuthority(seat, sp int) {
	a := board.track[sp].Authority
	n := g.chargedStakes(seat, a)
	if n == 0 {
		emit(g, NoCharge{Seat: seat, Space: sp})
		g.phase = phReroll
		return
	}
	cost := n * a.Charge()
	if g.money[seat] < cost {
		g.phase = phLose
		return
	}
	g.pay(player(seat), marker(sp), cost, "corruption")
	g.takeCorruption(seat)
	g.afterAuthority(seat)
}

// chargedStakes counts the stakes of the authority's kind a player owns.
func (g *Game) chargedStakes(seat int, a Authority) int {
	return bits.OnesCount64(g.held[seat] & kindMask(a.Charged()))
}

// kindMask is the set of all stakes of kind k.
func kindMask(k Kind) uint64 {
	var m uint64
	for b := range Businesses {
		m |= 1 << StakeOf(b, k)
	}
	return m
}

func (g *Game) afterAuthority(seat int) {
	g.toMove = int8(seat)
	if g.corruption[seat] >= 3 {
		emit(g, ThreeCorruption{Seat: seat})
		g.phase = phThree
		return
	}
	g.phase = phReroll
}

// available counts the cards of a kind left in the display.
func (g *Game) available(c Card) int {
	n := Deck
	for s := range int(g.seats) {
		if c == CorruptionCard {
			n -= int(g.corruption[s])
		} else {
			n -= int(g.turbo[s])
		}
	}
	if c == CorruptionCard {
		n -= int(g.f.cards[0] + g.f.cards[1]) // played in the duel being decided
	}
	return n
}

func (g *Game) takeCorruption(seat int) {
	if g.available(CorruptionCard) > 0 {
		g.corruption[seat]++
		emit(g, CardTaken{Seat: seat, Card: CorruptionCard})
	}
}

func (g *Game) returnCorruption(seat int) {
	if n := g.corruption[seat]; n > 0 {
		g.corruption[seat] = 0
		emit(g, CardsReturned{Seat: seat, Card: CorruptionCard, N: int(n)})
	}
}

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

// goOut takes a player's token off the board. Their Corruption and Turbo
// cards go back to the display and an unused Super Turbo leaves the game;
// whatever money they still have stays in front of them, out of play.
func (g *Game) goOut(seat int, why string) {
	g.out[seat] = true
	g.pos[seat] = OffBoard
	g.returnCorruption(seat)
	if n := g.turbo[seat]; n > 0 {
		g.turbo[seat] = 0
		emit(g, CardsReturned{Seat: seat, Card: TurboCard, N: int(n)})
	}
	if g.super[seat] {
		g.super[seat] = false
		emit(g, CardsReturned{Seat: seat, Card: SuperTurboCard, N: 1})
	}
	emit(g, PlayerOut{Seat: seat, Why: why})
}

// checkTourists: once the display is sold out, a player without stakes is a
// tourist and out. The last player left in the game wins.
func (g *Game) checkTourists() {
	if g.display == 0 {
		for s := range int(g.seats) {
			if !g.out[s] && g.held[s] == 0 {
				g.goOut(s, "a tourist: the display is sold out and they own no stakes")
			}
		}
	}
	last, left := -1, 0
	for s := range int(g.seats) {
		if !g.out[s] {
			last = s
			left++
		}
	}
	if left == 1 {
		g.finish(last, "the last player left in the game")
	}
}

// Goal says what a player must own to win, by the number of players the
// game started with (SO WHAT'S THE DEAL?; "the rules with which you started
// the game apply").
func Goal(players int) string {
	switch players {
	case 2:
		return "two rackets"
	case 3:
		return "one racket and one whole business of another racket"
	}
	return "one racket"
}

// meetsGoal checks the win condition for the starting player count.
func (g *Game) meetsGoal(seat int) bool {
	h := g.held[seat]
	full := 0
	var fullMask uint64
	for r := range Rackets {
		if h&racketMask(r) == racketMask(r) {
			full++
			fullMask |= racketMask(r)
		}
	}
	switch g.seats {
	case 2:
		return full >= 2
	case 3:
		if full == 0 {
			return false
		}
		for b := range Businesses {
			if businessMask(b)&fullMask == 0 && h&businessMask(b) == businessMask(b) {
				return true
			}
		}
		return full >= 2
	}
	return full >= 1
}

// checkWin ends the game when seat now owns what it needs.
func (g *Game) checkWin(seat int) bool {
	if !g.meetsGoal(seat) {
		return false
	}
	g.finish(seat, "owns "+Goal(int(g.seats)))
	return true
}

func (g *Game) finish(seat int, why string) {
	g.phase = phOver
	g.winner = int8(seat)
	g.reason = why
	g.toMove = rules.NoSeat
	emit(g, Ended{Winner: seat, Reason: why})
}
