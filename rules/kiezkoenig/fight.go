package kiezkoenig

import (
	"math/bits"

	"quartet/rules"
)

// startFight puts both bets (and any fight money) in the middle of the
// board, both bullets at the bottom of the winner's podium, and begins the
// first duel. limit is the most Corruption cards the attacker may play per
// duel: two, or three when the third came from an authority this turn.
func (g *Game) startFight(a, bet, target, d int, limit int8) {
	ha := g.held[a] & businessMask(bet)
	hd := g.held[d] & businessMask(target)
	fm := max(0, value(hd)-value(ha))
	g.f = fight{attacker: int8(a), defender: int8(d), bet: int8(bet), target: int8(target), cap: limit}
	g.f.gang = [2]bool{ha&(1<<StakeOf(bet, Gang)) != 0, hd&(1<<StakeOf(target, Gang)) != 0}
	if !g.quiet {
		emit(g, FightBegan{Attacker: a, Defender: d, Bet: bet, Target: target,
			AttackerStakes: bitList(ha), DefenderStakes: bitList(hd), FightMoney: fm, Gang: g.f.gang})
	}
	for _, s := range bitList(ha) {
		g.moveStake(s, player(a), Place{Kind: AtMiddle}, "bet in the fight")
	}
	for _, s := range bitList(hd) {
		g.moveStake(s, player(d), Place{Kind: AtMiddle}, "bet in the fight")
	}
	g.pay(player(a), Place{Kind: AtMiddle}, fm, "fight money")
	// In a game of three or more the others may support a duellist, in
	// turn clockwise from the attacker.
	for i := 1; i < int(g.seats); i++ {
		s := (a + i) % int(g.seats)
		if s != d && !g.out[s] {
			g.f.supporters[g.f.nsup] = int8(s)
			g.f.nsup++
		}
	}
	g.runFight()
}

// decider is the seat deciding at fight step k: the attacker, the defender,
// then the supporters.
func (g *Game) decider(k int8) int {
	switch k {
	case 0:
		return int(g.f.attacker)
	case 1:
		return int(g.f.defender)
	}
	return int(g.f.supporters[k-2])
}

// runFight asks, before each duel, the attacker, the defender and then the
// others who hold Corruption cards what they play; once all have decided
// (or nobody can) it throws the duel. It runs duel after duel until a
// decision is needed or a bullet reaches the top of the podium.
func (g *Game) runFight() {
	f := &g.f
	for {
		for f.step < 2+f.nsup {
			s := g.decider(f.step)
			if g.corruption[s] > 0 && !g.out[s] {
				g.toMove = int8(s)
				g.phase = phCorrupt
				if f.step >= 2 {
					g.phase = phSupport
				}
				return
			}
			f.step++
		}
		f.duels++
		n := int(f.duels)
		da := g.die()
		emit(g, DuelRolled{Duel: n, Side: Attacker, Seat: int(f.attacker), Die: da})
		dd := g.die()
		emit(g, DuelRolled{Duel: n, Side: Defender, Seat: int(f.defender), Die: dd})
		scores := [2]int{da + int(f.cards[0]), dd + int(f.cards[1])}
		for side, gang := range f.gang {
			if gang {
				scores[side]++
			}
		}
		w := -1
		switch {
		case scores[0] > scores[1]:
			w = Attacker
		case scores[1] > scores[0]:
			w = Defender
		}
		if w >= 0 {
			f.wins[w]++
		}
		emit(g, DuelDecided{Duel: n, Scores: scores, Winner: w, Podium: [2]int{int(f.wins[0]), int(f.wins[1])},
			Seats: [2]int{int(f.attacker), int(f.defender)}})
		// Every Corruption card played, a draw's included, is spent.
		if used := int(f.cards[0] + f.cards[1]); used > 0 {
			emit(g, DuelCardsReturned{N: used})
		}
		f.cards = [2]int8{}
		f.step = 0
		if w >= 0 && f.wins[w] == 3 {
			g.endFight(w)
			return
		}
	}
}

// playCards puts n Corruption cards of seat on a side for this duel and
// moves on to the next decision.
func (g *Game) playCards(seat, side, n int) {
	g.corruption[seat] -= int8(n)
	g.f.cards[side] += int8(n)
	emit(g, CardsPlayed{Seat: seat, Side: side, N: n})
	g.f.step++
	g.runFight()
}

// endFight: the winner keeps their bet and takes the opponent's, fight
// money included.
func (g *Game) endFight(side int) {
	f := g.f
	winner, loser := int(f.attacker), int(f.defender)
	if side == Defender {
		winner, loser = loser, winner
	}
	won := bitList(g.middle)
	for _, s := range won {
		g.moveStake(s, Place{Kind: AtMiddle}, player(winner), "won in the fight")
	}
	g.pay(Place{Kind: AtMiddle}, player(winner), g.f.money, "fight money")
	emit(g, FightWon{Winner: winner, Loser: loser, Side: side, Stakes: won, Money: f.money})
	g.f = fight{}
	g.toMove = g.cur
	if g.checkWin(winner) {
		return
	}
	g.endTurn()
}

// canFight checks a fight of the seat to move for the rules; racket is the
// racket the token is in, or -1 when any racket will do (three Corruption
// cards).
func (g *Game) canFight(m Move, racket int) refusal {
	seat := int(g.toMove)
	if m.Bet < 0 || int(m.Bet) >= Businesses || m.Target < 0 || int(m.Target) >= Businesses {
		return refusal{rNoBusiness, 0}
	}
	bet, target := int(m.Bet), int(m.Target)
	rb := board.businesses[bet].Racket
	if racket >= 0 && rb != racket {
		return refusal{rFightToken, 0}
	}
	if board.businesses[target].Racket != rb {
		return refusal{rFightRacket, 0}
	}
	d := int(m.Player)
	if d < 0 || d >= int(g.seats) || g.out[d] {
		return refusal{rNoPlayer, 0}
	}
	if d == seat {
		return refusal{rSelf, 0}
	}
	ha := g.held[seat] & businessMask(bet)
	if ha == 0 {
		return refusal{rNoBet, bet}
	}
	if bits.OnesCount64(ha) < 3 && target != bet {
		return refusal{rSameBusiness, 0}
	}
	if bits.OnesCount64(ha) == 3 && target == bet {
		return refusal{rOtherBusiness, 0}
	}
	hd := g.held[d] & businessMask(target)
	if hd == 0 {
		return refusal{rNoDefence, target}
	}
	if fm := value(hd) - value(ha); fm > g.money[seat] {
		return refusal{rFightMoney, fm}
	}
	return refusal{}
}

// Preview describes the fight a legal fight move would start: both bets,
// the fight money and the Gangs, for a scene or a player to weigh it.
func (g *Game) Preview(m Move) (FightBegan, error) {
	if m.Kind != Fight {
		return FightBegan{}, rules.Refuse(m, sayNotAFight.With())
	}
	if err := g.check(m); err != nil {
		return FightBegan{}, err
	}
	a, d := int(g.toMove), int(m.Player)
	ha := g.held[a] & businessMask(int(m.Bet))
	hd := g.held[d] & businessMask(int(m.Target))
	return FightBegan{Attacker: a, Defender: d, Bet: int(m.Bet), Target: int(m.Target),
		AttackerStakes: bitList(ha), DefenderStakes: bitList(hd), FightMoney: max(0, value(hd)-value(ha)),
		Gang: [2]bool{ha&(1<<StakeOf(int(m.Bet), Gang)) != 0, hd&(1<<StakeOf(int(m.Target), Gang)) != 0}}, nil
}
