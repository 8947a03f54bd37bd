package hongkong

import (
	"strings"

	"quartet/rules"
)

// The AI searches a double move as two moves: "F c3" alone, then the block
// or roof. That turns a choice among up to 1,300 turns into two choices
// among about fifty, which a tree search handles far better. Only the AI's
// own copy of the game (Steps) accepts a lone fast block; records, scenes and
// the replay tool only ever see whole turns, joined back by Join.

// FastStep is the first half of a double move in the AI's step game.
func FastStep(at int) Move { return Move{Double: true, Fast: int8(at)} }

func (m Move) isFastStep() bool { return m.Double && m.Piece == 0 }

// Steps returns a copy of the game in which a double move is two moves.
func (g *Game) Steps() rules.Game {
	c := *g
	c.stepwise = true
	return &c
}

// Join turns the parts chosen in the step game into one turn.
func (g *Game) Join(parts []rules.Move) (rules.Move, bool) {
	if len(parts) == 0 {
		return nil, false
	}
	first, ok := asMove(parts[0])
	if !ok {
		return nil, false
	}
	if !first.isFastStep() {
		return first, true
	}
	if len(parts) < 2 {
		return nil, false
	}
	second, ok := asMove(parts[1])
	if !ok || second.Pass || second.Double {
		return nil, false
	}
	return Double(int(first.Fast), second.Piece, int(second.At)), true
}

// applyStep handles the moves only the step game has: a lone fast block, and
// the piece that completes it. handled is false for an ordinary turn.
func (g *Game) applyStep(m Move) (events []rules.Event, handled bool, err error) {
	seat := g.toMove
	switch {
	case g.over:
		return nil, false, nil
	case m.isFastStep():
		if g.midTurn {
			return nil, true, rules.Refuse(m, sayOneFast.With())
		}
		if g.supply[seat][Fast] == 0 {
			return nil, true, rules.Refuse(m, sayNoneLeft.With(plural(Fast)))
		}
		if r := g.canPlace(seat, Fast, int(m.Fast)); r != allowed {
			return nil, true, rules.Refuse(m, r.text())
		}
		c := *g
		c.place(seat, Fast, int(m.Fast))
		c.midTurn = true
		if !c.hasStandardPlacement() {
			return nil, true, rules.Refuse(m, sayFastNeedsMore.With())
		}
		events = append(events, g.placeEvent(seat, Fast, int(m.Fast)))
		g.midTurn = true
		return events, true, nil
	case g.midTurn:
		if m.Pass || m.Double {
			return nil, true, rules.Refuse(m, sayFinishDouble.With())
		}
		if g.supply[seat][m.Piece] == 0 {
			return nil, true, rules.Refuse(m, sayNoneLeft.With(plural(m.Piece)))
		}
		if r := g.canPlace(seat, m.Piece, int(m.At)); r != allowed {
			return nil, true, rules.Refuse(m, r.text())
		}
		events = append(events, g.placeEvent(seat, m.Piece, int(m.At)))
		g.midTurn = false
		return g.finishTurn(events), true, nil
	}
	return nil, false, nil
}

// hasStandardPlacement reports whether the player to move can place a block
// or a roof somewhere now.
func (g *Game) hasStandardPlacement() bool {
	for range g.singles {
		return true
	}
	return false
}

// appendSteps lists the step game's moves: in the middle of a double move
// the block or roof that completes it; otherwise single pieces and lone fast
// blocks (each only where a second piece can follow).
func (g *Game) appendSteps(out []Move) []Move {
	seat := g.toMove
	out = g.appendSingles(out)
	if !g.midTurn && g.supply[seat][Fast] > 0 {
		for f := range Plots {
			if g.canPlace(seat, Fast, f) != allowed {
				continue
			}
			c := *g
			c.place(seat, Fast, f)
			if c.hasStandardPlacement() {
				out = append(out, FastStep(f))
			}
		}
	}
	if len(out) == 0 && !g.midTurn {
		out = append(out, Pass)
	}
	return out
}

// parseStep reads the step game's lone fast block, "F c3".
func parseStep(text string) (Move, bool) {
	f := strings.Fields(text)
	if len(f) != 2 || !strings.EqualFold(f[0], "F") {
		return Move{}, false
	}
	at, ok := ParsePlot(f[1])
	return FastStep(at), ok
}
