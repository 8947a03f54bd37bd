package chinatown

import (
	"slices"
	"strings"
	"time"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/widget"
	"quartet/sprites"
)

// Describe reports the scene for tests: the table's own part, then the
// desk's, the widgets', what is drawn over the map, and last the chrome's.
func (s *Scene) Describe() map[string]any {
	out := s.describeTable()
	s.desk.Describe(out)
	widget.Describe(s.widgets, out)
	if g := s.game(); g.Phase() == ct.Keeping && s.me() >= 0 {
		out["framed"] = framedCards(g, s.me())
	}
	s.describeScreen(out)
	for k, v := range s.ch.Describe(s.anims.busy()) {
		out[k] = v
	}
	return out
}

// describeTable is the game as the person at the screen may see it.
func (s *Scene) describeTable() map[string]any {
	g := s.game()
	me := s.me()
	var dealt []int
	var hand map[string]int
	var money any
	if me >= 0 && !s.handover {
		dealt = g.Dealt(me)
		hand = map[string]int{}
		for t := range ct.Shop(ct.Shops) {
			if n := g.Hand(me, t); n > 0 {
				hand[t.Code()] = n
			}
		}
		if m, ok := g.Money(me); ok {
			money = m
		}
	}
	_, need := ct.CardsDealt(g.Seats(), g.Round())
	var kept []int
	for l := range s.keep {
		kept = append(kept, l)
	}
	slices.Sort(kept)
	reading := ""
	if s.over.reading > 0 {
		reading = strings.Join(lotReading(g, s.ch.Names, s.you(), s.over.reading), " ")
	}
	return map[string]any{
		"scene":       "chinatown",
		"phase":       g.Phase().String(),
		"year":        g.Year(),
		"round":       g.Round(),
		"me":          me,
		"handover":    s.handover,
		"over":        g.Outcome().Over,
		"moves":       len(s.t.Rec.Moves),
		"summary":     g.Summary(),
		"thinking":    s.t.Thinking(),
		"animating":   s.anims.busy(),
		"income":      s.anims.income(),
		"canAct":      s.canAct() && !s.anims.busy(),
		"humanTurn":   s.canAct() && !s.anims.busy(),
		"dealt":       dealt,
		"keepNeed":    need,
		"kept":        kept,
		"hand":        hand,
		"money":       money,
		"tile":        s.tile.Code(),
		"deals":       describeDeals(g, me, s.flash),
		"done":        me >= 0 && g.Phase() == ct.Trading && g.IsDone(me),
		"builtAll":    s.builtAll,
		"lastMove":    s.t.LastMove,
		"zoom":        s.cam.zoom,
		"incomeTable": s.over.incomeTable,
		"reading":     reading,
		"thinkMs":     float64(s.t.LastThink) / float64(time.Millisecond),
	}
}

func describeDeals(g *ct.Game, me int, flash map[int]int) []map[string]any {
	deals := []map[string]any{}
	for _, d := range g.Deals() {
		var confirmed []int
		for seat := range g.Seats() {
			if d.Confirmed&(1<<seat) != 0 {
				confirmed = append(confirmed, seat)
			}
		}
		deals = append(deals, map[string]any{"id": d.ID, "by": d.By, "terms": d.Terms.String(), "confirmed": confirmed,
			"waitingMe": me >= 0 && d.Waiting(me), "changes": d.Changes, "cleared": flash[d.ID] > 0})
	}
	return deals
}

// describeScreen is what is drawn over and beside the map: the answers'
// bubbles, the values counted at income where they are drawn now, the
// year's banner and summary, the map's place, the seat cards and the end.
func (s *Scene) describeScreen(out map[string]any) {
	bubbles := []map[string]any{}
	if s.desk.Answering() {
		for _, b := range s.desk.Bubbles(bubbleArea(&s.cam, s.ch.Lay, s.over.bar)) {
			bubbles = append(bubbles, map[string]any{"reason": b.Answer.Reason, "x": b.R.X, "y": b.R.Y, "w": b.R.W, "h": b.R.H, "lines": len(measure.Wrap(b.Answer.Reason, b.R.W-28, b.Size, sprites.Regular)), "size": b.Size})
		}
	}
	out["bubbles"] = bubbles
	for _, w := range s.widgets {
		if w.Sub == "panel" {
			out["deskPanel"] = map[string]any{"x": w.R.X, "y": w.R.Y, "w": w.R.W, "h": w.R.H}
		}
	}
	values := []map[string]any{}
	for _, p := range s.anims.pops {
		if p.label != "" && p.delay == 0 {
			r := s.screen().labelRect(p)
			values = append(values, map[string]any{"label": p.label, "x": r.X, "y": r.Y, "w": r.W, "h": r.H})
		}
	}
	out["values"] = values
	if s.summaryShown() {
		out["incomeSummary"] = s.anims.sum.text(s.anims.sum.rows(s.ch.Names, s.you()))
	}
	if s.bannerShown() {
		r := s.banner.rect(&s.cam, s.over.bar)
		out["banner"] = map[string]any{"text": s.banner.text, "x": r.X, "y": r.Y, "w": r.W, "h": r.H}
	}
	v := s.cam.view
	_, mapTop := s.cam.toScreen(0, 0)
	out["map"] = map[string]any{"x": v.X, "y": v.Y, "w": v.W, "h": v.H, "top": mapTop}
	var scores, states []string
	for _, card := range s.cards() {
		scores = append(scores, card.Score)
		states = append(states, card.State)
	}
	out["cardScores"], out["cardStates"] = scores, states
	if s.game().Outcome().Over {
		res := result(s.game(), s.ch.Names, s.ch.Headline())
		out["endRows"], out["endDetail"] = res.Rows, res.Detail
	}
}
