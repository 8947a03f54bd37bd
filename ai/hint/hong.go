package hint

import (
	"fmt"
	"strings"

	"quartet/ai"
	"quartet/lang"
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
		return "", "", lang.ExplainErr(err)
	}
	var did []string
	if m.Kind != hg.Summon {
		target = "cell-" + hg.CellName(m.At)
		nudge = hongArea(g, m.At)
	} else {
		nudge = lang.T("the lair of the Great Dragons")
	}
	switch {
	case m.Kind == hg.Summon:
		did = append(did, lang.Tf("summons the %s dragon (%s)", m.Power.Term(), m.Power.Deed()))
	case m.Kind == hg.Use:
		did = append(did, lang.Tf("uses the %s dragon on %s", m.Power.Term(), hg.CellName(m.At)))
	}
	for _, e := range events {
		switch e := e.(type) {
		case hg.HongsFormed:
			did = append(did, lang.Tf("completes %s", hongSizes(e.Hongs)))
		case hg.HongsBroken:
			did = append(did, lang.Tf("breaks %s", hongSizes(e.Hongs)))
		case hg.Summoned:
			if m.Kind != hg.Summon {
				did = append(did, lang.Tf("summons Great Dragon %d (%s)", e.Size, e.Power.Term()))
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
					did = append(did, lang.Tf("lies %s on %s, where %s would have completed %s", laidTile(m.Tile), hg.CellName(m.At), laidTile(other.Tile), hongSizes(f.Hongs)))
				}
			}
		}
	}
	if len(did) == 0 {
		did = append(did, lang.Tf("lies %s on %s", laidTile(m.Tile), hg.CellName(m.At)))
	}
	why = did[0]
	for _, d := range did[1:] {
		why = lang.Tf("%s and %s", why, d)
	}
	eb, ea := g.Expected(), c.Expected()
	if c.Outcome().Over {
		return nudge, target, lang.Tf("%s: the board is full with %d Hongs against a target of %d", why, c.Count(), c.Target())
	}
	if seat == hg.Emperor {
		return nudge, target, lang.Tf("%s: the board now heads for about %s Hongs (was %s), with %d made of the %d the Dragon Master needs",
			why, tenths(ea), tenths(eb), c.Count(), c.Target())
	}
	return nudge, target, lang.Tf("%s: the board now heads for about %s Hongs (was %s), with %d made of the %d you need",
		why, tenths(ea), tenths(eb), c.Count(), c.Target())
}

// tenths writes x to one decimal, with the language's decimal mark.
func tenths(x float64) string {
	s := fmt.Sprintf("%.1f", x)
	if lang.Current() != lang.English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// hongSizes says "a Hong of 3" or "Hongs of 2 and 3".
func hongSizes(hs []hg.Hong) string {
	if len(hs) == 1 {
		return lang.Tf("a Hong of %d", hs[0].Size)
	}
	sizes := make([]string, len(hs))
	for i, h := range hs {
		sizes[i] = fmt.Sprint(h.Size)
	}
	return lang.Tf("Hongs of %s and %s", strings.Join(sizes[:len(sizes)-1], ", "), sizes[len(sizes)-1])
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
	return lang.Of(areas[third(cell/hg.Cols, minR, maxR)][third(cell%hg.Cols, minC, maxC)])
}

// areas name the thirds of the board, by row (bottom to top) and column
// (left to right).
var areas = [3][3]string{
	{lang.Noop("the bottom left of the board"), lang.Noop("the bottom of the board"), lang.Noop("the bottom right of the board")},
	{lang.Noop("the left side of the board"), lang.Noop("the middle of the board"), lang.Noop("the right side of the board")},
	{lang.Noop("the top left of the board"), lang.Noop("the top of the board"), lang.Noop("the top right of the board")},
}

// laidTile names a tile as the hint's line lays it, in the same words as
// Hong's log (scenes/hong/words.LaidTile), which the hint cannot import.
func laidTile(t hg.Content) string {
	if t == hg.V {
		return lang.TC("laid tile", "V")
	}
	return lang.TC("laid tile", "H")
}
