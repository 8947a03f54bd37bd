package hint

import (
	"quartet/ai"
	"quartet/lang"
	"quartet/rules"
	hk "quartet/rules/hongkong"
)

func init() { explainers[hk.Title.ID] = explainHongKong }

// explainHongKong counts buildings: who controls each plot before and after
// the turn, which plots change hands, which get a roof (safe for good), and
// the centre, which breaks a tie.
func explainHongKong(v rules.Game, seat int, mv rules.Move, name func(int) string, _ ai.Agent) (nudge, target, why string) {
	g := v.(*hk.Game)
	var m hk.Move
	switch x := mv.(type) {
	case hk.Move:
		m = x
	case *hk.Move:
		m = *x
	}
	before := g.Buildings()
	after := before
	c := g.Clone().(*hk.Game)
	if _, err := c.Apply(m); err == nil {
		after = c.Buildings()
	}
	score := hkScore(after, seat, c.Plot(hk.Centre).Controller())
	if m.Pass {
		return lang.T("your supply"), "", lang.Tf("you have no piece you may place, so you pass: %s", score)
	}
	target = "plot-" + hk.PlotName(int(m.At))
	nudge = hkArea(int(m.At))
	if m.Double {
		first := hkPiece(g, seat, hk.Fast, int(m.Fast))
		g = g.Clone().(*hk.Game)
		if a, err := g.AfterFast(int(m.Fast)); err == nil {
			g = a
		}
		why = lang.Tf("%s, then %s", first, hkPiece(g, seat, m.Piece, int(m.At)))
	} else {
		why = hkPiece(g, seat, m.Piece, int(m.At))
	}
	if after[seat] != before[seat] || after[1-seat] != before[1-seat] {
		why = lang.Tf("%s: %s (was %d to %d)", why, score, before[seat], before[1-seat])
	} else {
		why = lang.Tf("%s: %s", why, score)
	}
	if !c.Outcome().Over {
		switch n := hkExposed(c, seat); n {
		case 0:
			why = lang.Tf("%s, and none of your buildings is open to your opponent's next piece", why)
		default:
			why = lang.N("%s, and %d of your buildings is open to your opponent's next piece", "%s, and %d of your buildings are open to your opponent's next piece", n, why, n)
		}
	}
	return nudge, target, why
}

// hkPiece says what one piece of seat does on plot p of g (before it lands).
// Each piece has sentences of its own: a block and a roof differ in gender
// in German and French.
func hkPiece(g *hk.Game, seat int, k hk.Kind, p int) string {
	s := g.Plot(p)
	where := hk.PlotName(p)
	if p == hk.Centre {
		where = lang.Tf("the centre plot %s", where)
	}
	fast := k == hk.Fast
	switch ctrl := s.Controller(); {
	case ctrl == 1-seat && k == hk.Roof:
		return lang.Tf("takes %s with a roof, so it stays yours", where)
	case ctrl == 1-seat && fast:
		return lang.Tf("takes %s from your opponent with a fast block (%d pieces high)", where, s.Len()+1)
	case ctrl == 1-seat:
		return lang.Tf("takes %s from your opponent with a block (%d pieces high)", where, s.Len()+1)
	case k == hk.Roof && ctrl < 0:
		return lang.Tf("claims %s with a roof nobody can build on", where)
	case k == hk.Roof:
		return lang.Tf("roofs your building on %s, so nobody can take it", where)
	case ctrl < 0 && p == hk.Centre && fast:
		return lang.Tf("builds a fast block on %s, empty until now", where)
	case ctrl < 0 && p == hk.Centre:
		return lang.Tf("builds a block on %s, empty until now", where)
	case ctrl < 0 && fast:
		return lang.Tf("builds a fast block on the empty %s", where)
	case ctrl < 0:
		return lang.Tf("builds a block on the empty %s", where)
	}
	return lang.Tf("raises your building on %s to %d pieces", where, s.Len()+1)
}

// hkScore is the count of buildings from seat's side, the centre named when
// it decides a tie.
func hkScore(n [2]int, seat, centre int) string {
	mine, theirs := n[seat], n[1-seat]
	switch {
	case mine > theirs:
		return lang.N("%d building to %d", "%d buildings to %d", mine, mine, theirs)
	case mine < theirs:
		return lang.N("%d building to %d, still behind", "%d buildings to %d, still behind", mine, mine, theirs)
	case centre == seat:
		return lang.N("%d building each, and the centre is yours", "%d buildings each, and the centre is yours", mine, mine)
	case centre == 1-seat:
		return lang.N("%d building each, and the centre is your opponent's", "%d buildings each, and the centre is your opponent's", mine, mine)
	}
	return lang.N("%d building each", "%d buildings each", mine, mine)
}

// hkArea names the part of the board plot p lies in without giving the plot
// away.
func hkArea(p int) string {
	col, row := p%hk.Size, p/hk.Size
	switch {
	case p == hk.Centre:
		return lang.T("the centre plot")
	case col >= 1 && col <= 3 && row >= 1 && row <= 3:
		return lang.T("the plots around the centre")
	case (col == 0 || col == 4) && (row == 0 || row == 4):
		return lang.T("a corner of the board")
	}
	return lang.T("the edge of the board")
}

// hkExposed counts seat's buildings the player to move in g (seat's
// opponent) may build on: those it can take next turn.
func hkExposed(g *hk.Game, seat int) int {
	n := 0
	for p := range hk.Plots {
		if g.Plot(p).Controller() == seat && (g.CheckPlacement(hk.Block, p) == nil || g.CheckPlacement(hk.Roof, p) == nil) {
			n++
		}
	}
	return n
}
