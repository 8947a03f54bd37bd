package kiezkoenig

import (
	"fmt"

	"quartet/rules"
)

// waiting says in words what the game waits for.
func (g *Game) waiting() string {
	p := fmt.Sprintf("Player %d", g.toMove+1)
	switch g.phase {
	case phOrder:
		return p + " must throw the die for the start."
	case phTurnStart:
		return p + " must throw the die (or play the Super Turbo card)."
	case phReroll:
		return p + " must throw the die again."
	case phDrive:
		return p + " must say how far to drive the Sports Car (drive N)."
	case phLose:
		return p + " must give up a stake for the corruption (lose STAKE)."
	case phThree:
		return p + " holds three Corruption cards and must fight or rob the authority."
	case phSell:
		return p + " must choose a stake to sell for the entrance fee (sell STAKE)."
	case phOffer:
		return p + " must accept or decline the stake offered."
	case phJob:
		return p + " must do the second job: buy a stake, fight, or draw a Turbo card."
	case phTurbo:
		return p + " must make the free move of the third Turbo card (turbo SPACE)."
	case phCorrupt:
		return p + " must say how many Corruption cards to play in this duel (corrupt N)."
	case phSupport:
		return p + " must say whether to support a duellist (support A N, support D N or support none)."
	}
	return "The game is over."
}

// check says whether m is legal now and, if not, why.
func (g *Game) check(m Move) error {
	if g.phase == phOver {
		return rules.Illegal(m, "The game is over.")
	}
	wrong := func() error { return rules.Illegal(m, "You may not do that now: %s", g.waiting()) }
	seat := int(g.toMove)
	switch g.phase {
	case phOrder, phReroll:
		if m.Kind != Roll {
			return wrong()
		}
	case phTurnStart:
		switch m.Kind {
		case Roll:
		case Super:
			if !g.super[seat] {
				return rules.Illegal(m, "You have no Super Turbo card: it is out of the game once used.")
			}
			return g.checkFreeMove(m, "The Super Turbo moves you to another space.")
		default:
			return wrong()
		}
	case phDrive:
		if m.Kind != Drive {
			return wrong()
		}
		if m.N < 0 || int(m.N) > board.carRides[g.pos[seat]] {
			return rules.Illegal(m, "A Sports Car takes you up to 5 spaces, the next authority included but no further: here at most %d.",
				board.carRides[g.pos[seat]])
		}
	case phLose:
		if m.Kind != Lose {
			return wrong()
		}
		k := board.track[g.pos[seat]].Authority.Charged()
		if m.Stake < 0 || int(m.Stake) >= Stakes || g.held[seat]&(1<<m.Stake) == 0 || board.stakes[m.Stake].Kind != k {
			return rules.Illegal(m, "Without the money for the corruption you must part with a %s stake of your own.", k)
		}
	case phThree:
		switch m.Kind {
		case Rob:
		case Fight:
			if why := g.canFight(m, -1); why != "" {
				return rules.Illegal(m, "%s", why)
			}
		default:
			return wrong()
		}
	case phSell:
		if m.Kind != Sell {
			return wrong()
		}
		if m.Stake < 0 || int(m.Stake) >= Stakes || g.held[seat]&(1<<m.Stake) == 0 {
			return rules.Illegal(m, "You can only sell a stake you own.")
		}
	case phOffer:
		switch m.Kind {
		case Accept:
			if p := board.stakes[g.saleStake].Price; g.money[seat] < p {
				return rules.Illegal(m, "You lack the %d kiezdollars the stake costs.", p)
			}
		case Decline:
		default:
			return wrong()
		}
	case phJob:
		switch m.Kind {
		case Buy:
			return g.checkBuy(m)
		case Fight:
			if why := g.canFight(m, g.racketHere(seat)); why != "" {
				return rules.Illegal(m, "%s", why)
			}
		case Draw:
		default:
			return wrong()
		}
	case phTurbo:
		if m.Kind != Turbo {
			return wrong()
		}
		return g.checkFreeMove(m, "The third Turbo card moves you to another space.")
	case phCorrupt:
		if m.Kind != Corrupt {
			return wrong()
		}
		limit := g.cardLimit()
		if m.N < 0 || int(m.N) > limit {
			return rules.Illegal(m, "You may play from none up to %d Corruption cards in this duel.", limit)
		}
	case phSupport:
		if m.Kind != Support {
			return wrong()
		}
		if m.N != 0 {
			limit := min(2, int(g.corruption[seat]))
			if m.N < 1 || int(m.N) > limit || (m.Side != Attacker && m.Side != Defender) {
				return rules.Illegal(m, "A supporter adds one or two of their own Corruption cards to one duellist (you hold %d).", g.corruption[seat])
			}
		}
	}
	return nil
}

// cardLimit is how many Corruption cards the duellist deciding may play:
// none, one or two, the attacker three when the third came from an
// authority this turn, and never more than they hold.
func (g *Game) cardLimit() int {
	seat := int(g.toMove)
	limit := 2
	if g.f.step == 0 {
		limit = int(g.f.cap)
	}
	return min(limit, int(g.corruption[seat]))
}

func (g *Game) checkFreeMove(m Move, why string) error {
	if m.Space < 0 || int(m.Space) >= len(board.track) || m.Space == g.pos[g.toMove] {
		return rules.Illegal(m, "%s", why)
	}
	return nil
}

// racketHere is the racket of the business a player's token is on.
func (g *Game) racketHere(seat int) int {
	sp := board.track[g.pos[seat]]
	return board.businesses[sp.Business].Racket
}

func (g *Game) checkBuy(m Move) error {
	seat := int(g.toMove)
	if m.Stake < 0 || int(m.Stake) >= Stakes {
		return rules.Illegal(m, "There is no such stake.")
	}
	st := board.stakes[m.Stake]
	if board.businesses[st.Business].Racket != g.racketHere(seat) {
		return rules.Illegal(m, "Your token must be on the racket you want to buy a business stake in.")
	}
	if g.display&(1<<m.Stake) == 0 {
		return rules.Illegal(m, "The business stake has to be available in the display.")
	}
	if g.money[seat] < st.Price {
		return rules.Illegal(m, "You lack the %d kiezdollars the stake costs.", st.Price)
	}
	return nil
}

// candidates lists every move that might be legal in this phase, in a
// fixed order; LegalMoves keeps those check accepts, so the two can never
// disagree.
func (g *Game) candidates(add func(Move)) {
	seat := int(g.toMove)
	switch g.phase {
	case phOrder, phReroll:
		add(Move{Kind: Roll})
	case phTurnStart:
		add(Move{Kind: Roll})
		if g.super[seat] {
			for s := range board.track {
				add(Move{Kind: Super, Space: int8(s)})
			}
		}
	case phDrive:
		for n := range board.carRides[g.pos[seat]] + 1 {
			add(Move{Kind: Drive, N: int8(n)})
		}
	case phLose, phSell:
		k := Lose
		if g.phase == phSell {
			k = Sell
		}
		for _, s := range bitList(g.held[seat]) {
			add(Move{Kind: k, Stake: int8(s)})
		}
	case phThree:
		add(Move{Kind: Rob})
		for r := range Rackets {
			g.fightCandidates(seat, r, add)
		}
	case phOffer:
		add(Move{Kind: Accept})
		add(Move{Kind: Decline})
	case phJob:
		r := g.racketHere(seat)
		for s := r * 9; s < r*9+9; s++ {
			add(Move{Kind: Buy, Stake: int8(s)})
		}
		g.fightCandidates(seat, r, add)
		add(Move{Kind: Draw})
	case phTurbo:
		for s := range board.track {
			add(Move{Kind: Turbo, Space: int8(s)})
		}
	case phCorrupt:
		for n := range g.cardLimit() + 1 {
			add(Move{Kind: Corrupt, N: int8(n)})
		}
	case phSupport:
		add(Move{Kind: Support})
		for side := range 2 {
			for n := 1; n <= min(2, int(g.corruption[seat])); n++ {
				add(Move{Kind: Support, Side: int8(side), N: int8(n)})
			}
		}
	}
}

// fightCandidates lists the fights of racket r that the bets allow.
func (g *Game) fightCandidates(seat, r int, add func(Move)) {
	for bet := r * 3; bet < r*3+3; bet++ {
		if g.held[seat]&businessMask(bet) == 0 {
			continue
		}
		for target := r * 3; target < r*3+3; target++ {
			for d := range int(g.seats) {
				if d != seat && !g.out[d] && g.held[d]&businessMask(target) != 0 {
					add(Move{Kind: Fight, Bet: int8(bet), Target: int8(target), Player: int8(d)})
				}
			}
		}
	}
}

// LegalMoves lists every legal decision of the seat to move.
func (g *Game) LegalMoves() []rules.Move {
	if g.phase == phOver {
		return nil
	}
	var out []rules.Move
	g.candidates(func(m Move) {
		if g.check(m) == nil {
			out = append(out, m)
		}
	})
	return out
}
