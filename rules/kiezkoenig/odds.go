package kiezkoenig

// Exact fight odds from the duel rules (HOW DO I WIN A FIGHT?): each duel
// both duellists throw one die, add one point for a Gang in their bet and
// one per Corruption card played in that duel; the higher score moves its
// bullet up, a draw moves neither, and every card played is spent. The
// first to three duels wins. The attacker chooses its cards first, the
// defender answers; both play to win this fight (minimax). Supporters are
// left out: whom they back depends on their own interests, not the rules.

// oddsCards bounds the cards the table counts; nobody holds more than the
// deck, and past a handful more cards change the odds very little.
const oddsCards = 8

// duelChance[k+8] is the chance that the attacker wins and draws one duel
// when its score before the dice is k points above the defender's.
var duelWin, duelDraw [17]float64

// oddsTable[gang+1][cap-2][wa][wd][ca][cd] is the attacker's chance to win
// the fight from that podium with those cards in hand.
var oddsTable [3][2][3][3][oddsCards + 1][oddsCards + 1]float64

// bestCards[...] is the attacker's best number of cards this duel, and
// answerCards the defender's best answer to each attacker choice.
var bestCards [3][2][3][3][oddsCards + 1][oddsCards + 1]int8
var answerCards [3][2][3][3][oddsCards + 1][oddsCards + 1][4]int8

func init() {
	for k := -8; k <= 8; k++ {
		w, d := 0, 0
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				switch {
				case a+k > b:
					w++
				case a+k == b:
					d++
				}
			}
		}
		duelWin[k+8], duelDraw[k+8] = float64(w)/36, float64(d)/36
	}
	for gi := range 3 {
		for ci := range 2 {
			solveOdds(gi, ci)
		}
	}
}

// solveOdds fills the table for one Gang difference and attacker limit, in
// an order where every state's successors are solved first: more wins
// first, then fewer cards (a draw spends cards and stays on the podium).
func solveOdds(gi, ci int) {
	gang, limit := gi-1, ci+2
	t := &oddsTable[gi][ci]
	for wa := 2; wa >= 0; wa-- {
		for wd := 2; wd >= 0; wd-- {
			for ca := 0; ca <= oddsCards; ca++ {
				for cd := 0; cd <= oddsCards; cd++ {
					best, bestN := -1.0, int8(0)
					for na := 0; na <= min(limit, ca); na++ {
						worst, worstN := 2.0, int8(0)
						for nd := 0; nd <= min(2, cd); nd++ {
							k := gang + na - nd + 8
							pw, pd := duelWin[k], duelDraw[k]
							pl := 1 - pw - pd
							vw := 1.0
							if wa < 2 {
								vw = t[wa+1][wd][ca-na][cd-nd]
							}
							vl := 0.0
							if wd < 2 {
								vl = t[wa][wd+1][ca-na][cd-nd]
							}
							var v float64
							if na == 0 && nd == 0 {
								// A draw without cards repeats this very duel.
								v = (pw*vw + pl*vl) / (pw + pl)
							} else {
								v = pw*vw + pl*vl + pd*t[wa][wd][ca-na][cd-nd]
							}
							if v < worst {
								worst, worstN = v, int8(nd)
							}
						}
						answerCards[gi][ci][wa][wd][ca][cd][na] = worstN
						if worst > best {
							best, bestN = worst, int8(na)
						}
					}
					t[wa][wd][ca][cd] = best
					bestCards[gi][ci][wa][wd][ca][cd] = bestN
				}
			}
		}
	}
}

// Duel is a fight's standing for the odds: the Gangs in both bets, the
// podium, each duellist's Corruption cards and the most the attacker may
// play per duel (two, or three after a third card from an authority).
type Duel struct {
	Gang   [2]bool
	Podium [2]int
	Cards  [2]int
	Limit  int
}

func (d Duel) index() (gi, ci, wa, wd, ca, cd int) {
	gi = 1
	if d.Gang[0] {
		gi++
	}
	if d.Gang[1] {
		gi--
	}
	ci = 0
	if d.Limit >= 3 {
		ci = 1
	}
	return gi, ci, min(max(d.Podium[0], 0), 2), min(max(d.Podium[1], 0), 2),
		min(max(d.Cards[0], 0), oddsCards), min(max(d.Cards[1], 0), oddsCards)
}

// WinChance is the attacker's exact chance to win the fight when both
// duellists play their Corruption cards as well as they can. A podium at
// three has already decided the fight.
func (d Duel) WinChance() float64 {
	if d.Podium[0] >= 3 {
		return 1
	}
	if d.Podium[1] >= 3 {
		return 0
	}
	gi, ci, wa, wd, ca, cd := d.index()
	return oddsTable[gi][ci][wa][wd][ca][cd]
}

// BestCards is how many Corruption cards the attacker should play in the
// next duel, and Answer how many the defender should play once the
// attacker has played na.
func (d Duel) BestCards() int {
	gi, ci, wa, wd, ca, cd := d.index()
	return int(bestCards[gi][ci][wa][wd][ca][cd])
}

// Answer is the defender's best number of cards after the attacker's na.
func (d Duel) Answer(na int) int {
	gi, ci, wa, wd, ca, cd := d.index()
	return int(answerCards[gi][ci][wa][wd][ca][cd][min(max(na, 0), 3)])
}

// FightOdds is the attacker's exact chance to win the fight a legal fight
// move would start now, with every card each duellist holds.
func (g *Game) FightOdds(m Move) float64 {
	return g.fightDuel(int(g.toMove), m).WinChance()
}

// fightDuel is the standing of the fight m would start.
func (g *Game) fightDuel(a int, m Move) Duel {
	d := int(m.Player)
	limit := 2
	if g.phase == phThree && g.corruption[a] >= 3 {
		limit = 3
	}
	return Duel{
		Gang:  [2]bool{g.held[a]&(1<<StakeOf(int(m.Bet), Gang)) != 0, g.held[d]&(1<<StakeOf(int(m.Target), Gang)) != 0},
		Cards: [2]int{int(g.corruption[a]), int(g.corruption[d])},
		Limit: limit,
	}
}

// CurrentDuel is the standing of the fight in progress (ok is false when
// none is), before the cards of the duel being decided are counted: cards
// already on the table this duel are counted as still in hand.
func (g *Game) CurrentDuel() (Duel, bool) {
	if g.middle == 0 || (g.phase != phCorrupt && g.phase != phSupport) {
		return Duel{}, false
	}
	f := &g.f
	a, d := int(f.attacker), int(f.defender)
	return Duel{
		Gang:   f.gang,
		Podium: [2]int{int(f.wins[0]), int(f.wins[1])},
		Cards:  [2]int{int(g.corruption[a]) + int(f.cards[0]), int(g.corruption[d]) + int(f.cards[1])},
		Limit:  int(f.cap),
	}, true
}
