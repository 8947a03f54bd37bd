package hong

import (
	"regexp"
	"strconv"

	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/scenes/play"
	"quartet/scenes/table"
)

// summonedWords finds a summoning in the log's words (hg.Summoned).
var summonedWords = regexp.MustCompile(`summons the Great Dragon of size (\d+)`)

// tips are Hong's first-game tips, on the trap newcomers fell into: a
// Hong one tile short is the other side's to complete, and its Great
// Dragon with it. name calls a seat as the table does.
func tips(t *play.Table, since int, name func(int) string) []table.Tip {
	g := t.Game.(*hg.Game)
	if !g.Expansion() {
		return nil
	}
	var out []table.Tip
	if tp, ok := summonedTip(t, since, name); ok {
		out = append(out, tp)
	}
	if tp, ok := setUpTip(t, g, name); ok {
		out = append(out, tp)
	}
	return out
}

// summonedTip: since the log's entry since, a side summoned a Great Dragon
// against a person (the other seat is played here).
func summonedTip(t *play.Table, since int, name func(int) string) (table.Tip, bool) {
	for _, e := range t.Log[min(since, len(t.Log)):] {
		if !t.IsPerson(1 - e.Seat) {
			continue
		}
		for _, w := range e.Events {
			m := summonedWords.FindStringSubmatch(w)
			if m == nil {
				continue
			}
			size, _ := strconv.Atoi(m[1])
			return table.Tip{ID: "hong/dragon-summoned", Text: lang.Tf(
				"%s completed a Hong of %d and summoned its Great Dragon: leave no Hong one tile short.",
				name(e.Seat), size)}, true
		}
	}
	return table.Tip{}, false
}

// setUpTip: the person who just moved left a Hong that the side to move
// can complete now, summoning a Great Dragon still in the lair.
func setUpTip(t *play.Table, g *hg.Game, name func(int) string) (table.Tip, bool) {
	seat := g.ToMove()
	if seat < 0 || t.LastMover() != 1-seat || !t.IsPerson(1-seat) || g.Pending() != hg.NoPower || len(g.Offer()) > 0 {
		return table.Tip{}, false
	}
	for _, lm := range g.LegalMoves() {
		m, ok := lm.(hg.Move)
		if !ok || m.Kind != hg.Place {
			continue
		}
		events, err := g.Clone().Apply(m)
		if err != nil {
			continue
		}
		for _, e := range events {
			var size int
			switch e := e.(type) {
			case hg.Summoned:
				size = e.Size
			case hg.SummonOffered:
				size = e.Sizes[0]
			default:
				continue
			}
			return table.Tip{ID: "hong/hong-set-up", Text: lang.Tf(
				"Careful: %s can complete a Hong of %d on %s and summon its Great Dragon (%s).",
				name(seat), size, hg.CellName(m.At), words.Power(g.Lair()[size-1].Power))}, true
		}
	}
	return table.Tip{}, false
}
