package kiezkoenig

import "quartet/rules"

// goOut takes a player's token off the board. Their Corruption and Turbo
// cards go back to the display and an unused Super Turbo leaves the game;
// whatever money they still have stays in front of them, out of play.
func (g *Game) goOut(seat int, why string) {
	g.out[seat] = true
	g.tourist[seat] = false
	g.pos[seat] = OffBoard
	g.dropCards(seat)
	emit(g, PlayerOut{Seat: seat, Why: why})
}

// dropCards: a player out of the race gives their Corruption and Turbo
// cards back to the display, and an unused Super Turbo leaves the game.
func (g *Game) dropCards(seat int) {
	g.returnCorruption(seat)
	if n := g.turbo[seat]; n > 0 {
		g.turbo[seat] = 0
		emit(g, CardsReturned{Seat: seat, Card: TurboCard, N: int(n)})
	}
	if g.super[seat] {
		g.super[seat] = false
		emit(g, CardsReturned{Seat: seat, Card: SuperTurboCard, N: 1})
	}
}

// checkTourists: once the display is sold out, a player without stakes is a
// tourist and out of the race, but their token stays on the board and keeps
// moving and paying entrance fees, with no other job, until their money is
// gone (NOTES.md, the rulings after an independent read: "Once you've spent
// your last kiezdollar on entrance fees, take your token off the board").
// A tourist with no money left goes at once. The last player left in the
// race wins.
func (g *Game) checkTourists() {
	if g.display == 0 {
		for s := range int(g.seats) {
			if !g.InRace(s) || g.held[s] != 0 {
				continue
			}
			if g.money[s] == 0 {
				g.goOut(s, "a tourist without a kiezdollar: the display is sold out and they own no stakes")
				continue
			}
			g.tourist[s] = true
			g.dropCards(s)
			emit(g, BecameTourist{Seat: s})
		}
	}
	last, left := -1, 0
	for s := range int(g.seats) {
		if g.InRace(s) {
			last = s
			left++
		}
	}
	if left == 1 {
		g.finish(last, "the last player left in the race")
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
