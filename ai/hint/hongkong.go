package hint

import (
	"fmt"
	"strings"

	"quartet/ai"
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
		return "your supply", "", fmt.Sprintf("you have no piece you may place, so you pass: %s", score)
	}
	target = "plot-" + hk.PlotName(int(m.At))
	nudge = hkArea(int(m.At))
	var did []string
	if m.Double {
		did = append(did, hkPiece(g, seat, hk.Fast, int(m.Fast)))
		g = g.Clone().(*hk.Game)
		if a, err := g.AfterFast(int(m.Fast)); err == nil {
			g = a
		}
	}
	did = append(did, hkPiece(g, seat, m.Piece, int(m.At)))
	why = strings.Join(did, ", then ")
	if after[seat] != before[seat] || after[1-seat] != before[1-seat] {
		why += fmt.Sprintf(": %s (was %d to %d)", score, before[seat], before[1-seat])
	} else {
		why += ": " + score
	}
	if !c.Outcome().Over {
		switch n := hkExposed(c, seat); n {
		case 0:
			why += ", and none of your buildings is open to your opponent's next piece"
		case 1:
			why += ", and 1 of your buildings is open to your opponent's next piece"
		default:
			why += fmt.Sprintf(", and %d of your buildings are open to your opponent's next piece", n)
		}
	}
	return nudge, target, why
}

// hkPiece says what one piece of seat does on plot p of g (before it lands).
func hkPiece(g *hk.Game, seat int, k hk.Kind, p int) string {
	s := g.Plot(p)
	where := hk.PlotName(p)
	if p == hk.Centre {
		where = "the centre plot " + where
	}
	switch ctrl := s.Controller(); {
	case ctrl == 1-seat && k == hk.Roof:
		return fmt.Sprintf("takes %s with a roof, so it stays yours", where)
	case ctrl == 1-seat:
		return fmt.Sprintf("takes %s from your opponent with a %s (%d pieces high)", where, k, s.Len()+1)
	case k == hk.Roof && ctrl < 0:
		return fmt.Sprintf("claims %s with a roof nobody can build on", where)
	case k == hk.Roof:
		return fmt.Sprintf("roofs your building on %s, so nobody can take it", where)
	case ctrl < 0:
		return fmt.Sprintf("builds a %s on the empty %s", k, where)
	}
	return fmt.Sprintf("raises your building on %s to %d pieces", where, s.Len()+1)
}

// hkScore is the count of buildings from seat's side, the centre named when
// it decides a tie.
func hkScore(n [2]int, seat, centre int) string {
	switch {
	case n[seat] > n[1-seat]:
		return fmt.Sprintf("%s to %d", count(n[seat], "building"), n[1-seat])
	case n[seat] < n[1-seat]:
		return fmt.Sprintf("%s to %d, still behind", count(n[seat], "building"), n[1-seat])
	case centre == seat:
		return fmt.Sprintf("%s each, and the centre is yours", count(n[seat], "building"))
	case centre == 1-seat:
		return fmt.Sprintf("%s each, and the centre is your opponent's", count(n[seat], "building"))
	}
	return count(n[seat], "building") + " each"
}

// hkArea names the part of the board plot p lies in without giving the plot
// away.
func hkArea(p int) string {
	col, row := p%hk.Size, p/hk.Size
	switch {
	case p == hk.Centre:
		return "the centre plot"
	case col >= 1 && col <= 3 && row >= 1 && row <= 3:
		return "the plots around the centre"
	case (col == 0 || col == 4) && (row == 0 || row == 4):
		return "a corner of the board"
	}
	return "the edge of the board"
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
