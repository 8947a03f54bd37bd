package kiezkoenig

import (
	"math/bits"

	"quartet/rules"
)

// waiting says in words what the game waits for.
func (g *Game) waiting() string { return g.waitingText().String() }

// waitingText is what the game waits for, for a player of any language.
func (g *Game) waitingText() rules.Text {
	if int(g.phase) < len(waitFor) && waitFor[g.phase] != nil {
		return waitFor[g.phase].With(int(g.toMove) + 1)
	}
	return rules.GameOver.With()
}

// refusal is why a move is illegal, as a code and a number, so that
// listing the legal moves allocates nothing for the many candidates it
// refuses; text puts it into words a player understands.
type refusal struct {
	code refusalCode
	n    int
}

type refusalCode uint8

const (
	allowed refusalCode = iota
	rOver
	rWrong
	rNoSuper
	rSuperSame
	rTurboSame
	rDriveFar
	rLoseKind
	rSellOwn
	rPrice
	rCorruptLimit
	rSupportLimit
	rNoStake
	rBuyRacket
	rBuyDisplay
	rNoBusiness
	rFightToken
	rFightRacket
	rNoPlayer
	rSelf
	rNoBet
	rSameBusiness
	rOtherBusiness
	rNoDefence
	rFightMoney
	rDrawOnly
)

// text puts the refusal into words a player understands.
func (r refusal) text(g *Game) rules.Text {
	switch r.code {
	case rOver:
		return rules.GameOver.With()
	case rWrong:
		return sayNotNow.With(g.waitingText())
	case rLoseKind:
		return refusals[r.code].With(kindTerms[r.n].With())
	case rNoBet, rNoDefence:
		return refusals[r.code].With(board.businesses[r.n].Name)
	case rDriveFar, rPrice, rCorruptLimit, rSupportLimit, rFightMoney:
		return refusals[r.code].With(r.n)
	}
	return refusals[r.code].With()
}

// check says whether m is legal now and, if not, why, in words.
func (g *Game) check(m Move) error {
	if r := g.judge(m); r.code != allowed {
		return rules.Refuse(m, r.text(g))
	}
	return nil
}

// judge applies the rules to a move of the seat to move.
func (g *Game) judge(m Move) refusal {
	no := func(c refusalCode, n int) refusal { return refusal{c, n} }
	if g.phase == phOver {
		return no(rOver, 0)
	}
	seat := int(g.toMove)
	switch g.phase {
	case phOrder, phReroll:
		if m.Kind != Roll {
			return no(rWrong, 0)
		}
	case phTurnStart:
		switch m.Kind {
		case Roll:
		case Super:
			if !g.super[seat] {
				return no(rNoSuper, 0)
			}
			if !g.otherSpace(m) {
				return no(rSuperSame, 0)
			}
		default:
			return no(rWrong, 0)
		}
	case phDrive:
		if m.Kind != Drive {
			return no(rWrong, 0)
		}
		if ride := board.carRides[g.pos[seat]]; m.N < 0 || int(m.N) > ride {
			return no(rDriveFar, ride)
		}
	case phLose:
		if m.Kind != Lose {
			return no(rWrong, 0)
		}
		k := board.track[g.pos[seat]].Authority.Charged()
		if m.Stake < 0 || int(m.Stake) >= Stakes || g.held[seat]&(1<<m.Stake) == 0 || board.stakes[m.Stake].Kind != k {
			return no(rLoseKind, int(k))
		}
	case phThree:
		switch m.Kind {
		case Rob:
		case Fight:
			return g.canFight(m, -1)
		default:
			return no(rWrong, 0)
		}
	case phSell:
		if m.Kind != Sell {
			return no(rWrong, 0)
		}
		if m.Stake < 0 || int(m.Stake) >= Stakes || g.held[seat]&(1<<m.Stake) == 0 {
			return no(rSellOwn, 0)
		}
	case phOffer:
		switch m.Kind {
		case Accept:
			if p := board.stakes[g.saleStake].Price; g.money[seat] < p {
				return no(rPrice, p)
			}
		case Decline:
		default:
			return no(rWrong, 0)
		}
	case phJob:
		switch m.Kind {
		case Buy:
			return g.judgeBuy(m)
		case Fight:
			return g.canFight(m, g.racketHere(seat))
		case Draw:
			if g.canBuyOrFight(seat) {
				return no(rDrawOnly, 0)
			}
		default:
			return no(rWrong, 0)
		}
	case phTurbo:
		if m.Kind != Turbo {
			return no(rWrong, 0)
		}
		if !g.otherSpace(m) {
			return no(rTurboSame, 0)
		}
	case phCorrupt:
		if m.Kind != Corrupt {
			return no(rWrong, 0)
		}
		if limit := g.cardLimit(); m.N < 0 || int(m.N) > limit {
			return no(rCorruptLimit, limit)
		}
	case phSupport:
		if m.Kind != Support {
			return no(rWrong, 0)
		}
		if m.N != 0 {
			limit := min(2, int(g.corruption[seat]))
			if m.N < 1 || int(m.N) > limit || (m.Side != Attacker && m.Side != Defender) {
				return no(rSupportLimit, int(g.corruption[seat]))
			}
		}
	}
	return refusal{}
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

// otherSpace: a free move goes to a space of the track other than the one
// the token is on.
func (g *Game) otherSpace(m Move) bool {
	return m.Space >= 0 && int(m.Space) < len(board.track) && m.Space != g.pos[g.toMove]
}

// racketHere is the racket of the business a player's token is on.
func (g *Game) racketHere(seat int) int {
	sp := board.track[g.pos[seat]]
	return board.businesses[sp.Business].Racket
}

func (g *Game) judgeBuy(m Move) refusal {
	seat := int(g.toMove)
	if m.Stake < 0 || int(m.Stake) >= Stakes {
		return refusal{rNoStake, 0}
	}
	st := board.stakes[m.Stake]
	if board.businesses[st.Business].Racket != g.racketHere(seat) {
		return refusal{rBuyRacket, 0}
	}
	if g.display&(1<<m.Stake) == 0 {
		return refusal{rBuyDisplay, 0}
	}
	if g.money[seat] < st.Price {
		return refusal{rPrice, st.Price}
	}
	return refusal{}
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

// canBuyOrFight reports whether the second job offers a purchase or a
// fight: only when it offers neither may the player draw a Turbo card
// ("If fighting or buying is not an option, take a Turbo card", the
// narrower sentence ruling the general "choose either one of the three
// options"; NOTES.md).
func (g *Game) canBuyOrFight(seat int) bool {
	r := g.racketHere(seat)
	for set := g.display & racketMask(r); set != 0; set &= set - 1 {
		if board.stakes[bits.TrailingZeros64(set)].Price <= g.money[seat] {
			return true
		}
	}
	found := false
	g.fightCandidates(seat, r, func(m Move) {
		found = found || g.canFight(m, r).code == allowed
	})
	return found
}

// LegalMoves lists every legal decision of the seat to move.
func (g *Game) LegalMoves() []rules.Move {
	if g.phase == phOver {
		return nil
	}
	out := make([]rules.Move, 0, 8)
	g.candidates(func(m Move) {
		if g.judge(m).code == allowed {
			out = append(out, m.box())
		}
	})
	return out
}
