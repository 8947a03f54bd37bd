package chinatown

import "quartet/rules"

// MenuProposals is how many deals per trading phase a player's LegalMoves
// offers to propose. Trading has no finite list of moves (any bundle of lots,
// tiles and money is a deal), so LegalMoves lists a small menu: saying done,
// confirming or withdrawing from each open deal, and, for a player's first
// MenuProposals proposals of the phase, a few simple deals with each other
// player. Apply accepts any deal; the menu bound only keeps random play
// (tests, fuzzing, play-outs) finite.
const MenuProposals = 2

// LegalMoves lists moves for the seat ToMove names, in a fixed order. While
// keeping it is every choice of cards; while placing, every tile on every
// vacant lot of the player's, then pass; while trading, the menu described
// at MenuProposals. A view lists nothing for a seat whose cards it hides.
func (g *Game) LegalMoves() []rules.Move {
	if g.over {
		return nil
	}
	s := g.ToMove()
	switch g.phase {
	case Keeping:
		return g.keepMoves(s)
	case Trading:
		return g.tradeMenu(s)
	case Placing:
		return g.placeMoves(s)
	}
	return nil
}

// keepMoves lists every way to keep the table's number of cards, in
// lexicographic order of the kept cards.
func (g *Game) keepMoves(s int) []rules.Move {
	hand := g.dealt[s]
	if hand == nil {
		return nil
	}
	_, k := CardsDealt(g.seats, g.round)
	k = min(k, len(hand))
	var out []rules.Move
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		cards := make([]int, k)
		for i, j := range idx {
			cards[i] = int(hand[j])
		}
		out = append(out, Move{Seat: s, Action: Keep, Cards: cards})
		i := k - 1
		for i >= 0 && idx[i] == len(hand)-k+i {
			i--
		}
		if i < 0 {
			return out
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

func (g *Game) tradeMenu(s int) []rules.Move {
	out := []rules.Move{DoneMove(s)}
	for i := range g.deals {
		d := &g.deals[i]
		if d.Waiting(s) && g.cannotPay(d.Terms, s).IsZero() {
			out = append(out, ConfirmMove(s, d.ID))
		}
	}
	for i := range g.deals {
		if g.deals[i].Terms.Involves(s) {
			out = append(out, WithdrawMove(s, g.deals[i].ID))
		}
	}
	if g.proposals[s] >= MenuProposals {
		return out
	}
	lot := 0
	for l := 1; l <= Lots && lot == 0; l++ {
		if int(g.owner[l]) == s {
			lot = l
		}
	}
	mine := g.lowestTile(s)
	for i := 1; i < g.seats; i++ {
		q := (s + i) % g.seats
		if lot != 0 {
			out = append(out, ProposeMove(s, NewTerms(
				Leg{From: s, To: q, Lots: []int{lot}},
				Leg{From: q, To: s, Money: MoneyUnit})))
		}
		if theirs := g.lowestTile(q); mine != NoShop && theirs != NoShop && theirs != mine {
			var give, get Leg
			give = Leg{From: s, To: q}
			give.Tiles[mine] = 1
			get = Leg{From: q, To: s}
			get.Tiles[theirs] = 1
			out = append(out, ProposeMove(s, NewTerms(give, get)))
		}
	}
	return out
}

func (g *Game) lowestTile(s int) Shop {
	for t := range Shop(Shops) {
		if g.hand[s][t] > 0 {
			return t
		}
	}
	return NoShop
}

func (g *Game) placeMoves(s int) []rules.Move {
	var out []rules.Move
	for t := range Shop(Shops) {
		if g.hand[s][t] == 0 {
			continue
		}
		for l := 1; l <= Lots; l++ {
			if int(g.owner[l]) == s && g.shop[l] == NoShop {
				out = append(out, PlaceMove(s, t, l))
			}
		}
	}
	return append(out, PassMove(s))
}
