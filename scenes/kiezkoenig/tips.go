package kiezkoenig

import (
	"quartet/lang"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/play"
	"quartet/scenes/table"
)

// tips are KiezKönig's first-game tips, read from the position: the rules
// newcomers learned only by losing to them (issue 26).
func tips(t *play.Table) []table.Tip {
	g := t.Game.(*kk.Game)
	var out []table.Tip
	if tp, ok := forcedFightTip(t, g); ok {
		out = append(out, tp)
	}
	if tp, ok := authorityTip(t, g); ok {
		out = append(out, tp)
	}
	if tp, ok := cashMarkerTip(g); ok {
		out = append(out, tp)
	}
	return out
}

// forcedFightTip: a person holds three Corruption cards, the third from an
// authority, and must fight or rob it.
func forcedFightTip(t *play.Table, g *kk.Game) (table.Tip, bool) {
	seat := g.ToMove()
	if g.Waiting() != kk.PhaseThree || !t.IsPerson(seat) {
		return table.Tip{}, false
	}
	text := lang.Tf("Three Corruption cards, the third from an authority: you must fight now, or rob its %d kiezdollars.", g.CashAt(g.Position(seat)))
	if g.CashAt(g.Position(seat)) == 0 {
		text = lang.T("Three Corruption cards, the third from an authority: you must fight now, or rob it (its Cash marker is empty).")
	}
	return table.Tip{ID: "kiezkoenig/forced-fight", Text: text}, true
}

// authorityTip: a person's token stands on an authority.
func authorityTip(t *play.Table, g *kk.Game) (table.Tip, bool) {
	track := kk.Track()
	for seat := range g.Seats() {
		sp := g.Position(seat)
		// A tourist's visit costs nothing and brings no card.
		if !t.IsPerson(seat) || !g.InRace(seat) || sp < 0 || sp >= len(track) || track[sp].Kind != kk.AuthoritySpace {
			continue
		}
		a := track[sp].Authority
		return table.Tip{ID: "kiezkoenig/authority", Text: lang.Tf(
			"At the %s you pay %d kiezdollars per %s stake you own, and get a Corruption card if you own any; then throw again.",
			narration.AuthorityShort(a), a.Charge(), narration.Kind(a.Charged()))}, true
	}
	return table.Tip{}, false
}

// cashMarkerTip: money lies on a business's Cash marker (entrance fees and
// prices collect there), the most of it named.
func cashMarkerTip(g *kk.Game) (table.Tip, bool) {
	best, most := -1, 0
	for sp, s := range kk.Track() {
		if s.Kind == kk.BusinessSpace && g.CashAt(sp) > most {
			best, most = sp, g.CashAt(sp)
		}
	}
	if best < 0 {
		return table.Tip{}, false
	}
	return table.Tip{ID: "kiezkoenig/cash-marker", Text: lang.Tf(
		"%d kiezdollars lie on the Cash marker of %s: its Cash stake's owner takes them on landing there.",
		most, narration.SpaceName(best))}, true
}
