package chinatownai

import (
	"math"
	"testing"

	ct "quartet/rules/chinatown"
)

func TestPartsAddUpToTheOneValuationAndReadTheIncomeOffTheBoard(t *testing.T) {
	a := New(level(t, "hard"), 1)
	for _, g := range positions(t, 4, 3) {
		seat := g.ToMove()
		if seat < 0 {
			continue
		}
		v := g.View(seat).(*ct.Game)
		before, _ := a.Appraise(v, ct.DoneMove(seat))
		m := newModel(v)
		for s := range g.Seats() {
			if want := m.value(s, &a.level.w); math.Abs(before[s].Value()-want) > 1e-6 {
				t.Fatalf("seat %d: parts %+v add up to %.0f, the value is %.0f", s, before[s], before[s].Value(), want)
			}
			if before[s].Income != g.Income(s) {
				t.Fatalf("seat %d: income %d, the rules pay %d", s, before[s].Income, g.Income(s))
			}
		}
	}
}

func TestAppraisingAPlacementCountsTheTileInTheIncome(t *testing.T) {
	a := New(level(t, "hard"), 1)
	checked := 0
	for _, g := range positions(t, 3, 5) {
		if g.Phase() != ct.Placing {
			continue
		}
		for _, mv := range g.LegalMoves() {
			p := mv.(ct.Move)
			if p.Action != ct.Place {
				continue
			}
			after := g.Clone().(*ct.Game)
			if _, err := after.Apply(p); err != nil {
				t.Fatal(err)
			}
			_, parts := a.Appraise(g.View(p.Seat).(*ct.Game), p)
			if parts[p.Seat].Income != after.Income(p.Seat) {
				t.Fatalf("%s: income %d, the rules pay %d", p, parts[p.Seat].Income, after.Income(p.Seat))
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no placement in the game")
	}
}
