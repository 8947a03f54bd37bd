package hint

import (
	"fmt"
	"strings"

	"quartet/ai"
	"quartet/rules"
	hg "quartet/rules/hong"
)

func init() { explainers[hg.Title.ID] = explainHong }

// explainHong reads the move's events (the Hongs it completes or breaks,
// the Great Dragon it summons) and the expected final Hong count the AI
// judges positions by, before and after, against the Dragon Master's
// target. A tile that completes nothing may still block: the tile turned
// the other way would have completed a Hong there.
func explainHong(v rules.Game, seat int, mv rules.Move, name func(int) string, _ ai.Agent) (nudge, target, why string) {
	g := v.(*hg.Game)
	m := mv.(hg.Move)
	c := g.Clone().(*hg.Game)
	events, err := c.Apply(m)
	if err != nil {
		return "", "", err.Error()
	}
	var did []string
	if m.Kind != hg.Summon {
		target = "cell-" + hg.CellName(m.At)
		nudge = hongArea(g, m.At)
	} else {
		nudge = "the lair of the Great Dragons"
	}
	switch {
	case m.Kind == hg.Summon:
		did = append(did, fmt.Sprintf("summons the %s dragon (%s)", m.Power, m.Power.Describe()))
	case m.Kind == hg.Use:
		did = append(did, fmt.Sprintf("uses the %s dragon on %s", m.Power, hg.CellName(m.At)))
	}
	for _, e := range events {
		switch e := e.(type) {
		case hg.HongsFormed:
			did = append(did, "completes "+hongSizes(e.Hongs))
		case hg.HongsBroken:
			did = append(did, "breaks "+hongSizes(e.Hongs))
		case hg.Summoned:
			if m.Kind != hg.Summon {
				did = append(did, fmt.Sprintf("summons Great Dragon %d (%s)", e.Size, e.Power))
			}
		}
	}
	if len(did) == 0 && (m.Kind == hg.Place || m.Power == hg.PowerExtra) {
		other := hg.PlaceTile(m.Tile.Turned(), m.At)
		if m.Kind == hg.Use {
			other = hg.ExtraTile(m.Tile.Turned(), m.At)
		}
		alt := g.Clone().(*hg.Game)
		if ev, err := alt.Apply(other); err == nil {
			for _, e := range ev {
				if f, ok := e.(hg.HongsFormed); ok {
					did = append(did, fmt.Sprintf("lies %s on %s, where %s would have completed %s", m.Tile, hg.CellName(m.At), other.Tile, hongSizes(f.Hongs)))
				}
			}
		}
	}
	if len(did) == 0 {
		did = append(did, fmt.Sprintf("lies %s on %s", m.Tile, hg.CellName(m.At)))
	}
	why = strings.Join(did, " and ")
	eb, ea := g.Expected(), c.Expected()
	if c.Outcome().Over {
		return nudge, target, why + fmt.Sprintf(": the board is full with %d Hongs against a target of %d", c.Count(), c.Target())
	}
	role := "you need"
	if seat == hg.Emperor {
		role = "the Dragon Master needs"
	}
	return nudge, target, why + fmt.Sprintf(": the board now heads for about %.1f Hongs (was %.1f), with %d made of the %d %s",
		ea, eb, c.Count(), c.Target(), role)
}

// hongSizes says "a Hong of 3" or "Hongs of 2 and 3".
func hongSizes(hs []hg.Hong) string {
	if len(hs) == 1 {
		return fmt.Sprintf("a Hong of %d", hs[0].Size)
	}
	sizes := make([]string, len(hs))
	for i, h := range hs {
		sizes[i] = fmt.Sprint(h.Size)
	}
	return "Hongs of " + strings.Join(sizes[:len(sizes)-1], ", ") + " and " + sizes[len(sizes)-1]
}

// hongArea names the third of the board cell lies in, across and up, among
// the board's own columns and rows.
func hongArea(g *hg.Game, cell int) string {
	minC, maxC, minR, maxR := hg.Cols, -1, hg.Rows, -1
	for c := range hg.Cells {
		if g.Board().Playable(c) {
			minC, maxC = min(minC, c%hg.Cols), max(maxC, c%hg.Cols)
			minR, maxR = min(minR, c/hg.Cols), max(maxR, c/hg.Cols)
		}
	}
	third := func(x, lo, hi int) int { return min(2, (x-lo)*3/max(1, hi-lo+1)) }
	row := [...]string{"bottom", "middle", "top"}[third(cell/hg.Cols, minR, maxR)]
	col := [...]string{"left", "centre", "right"}[third(cell%hg.Cols, minC, maxC)]
	switch {
	case row == "middle" && col == "centre":
		return "the middle of the board"
	case row == "middle":
		return "the " + col + " side of the board"
	case col == "centre":
		return "the " + row + " of the board"
	}
	return "the " + row + " " + col + " of the board"
}
