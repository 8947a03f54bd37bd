package desk

import (
	"strings"
	"testing"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// openDesk is a three-seat table's desk open for seat 0, with a deal with
// partner, the seats' levels as given ("" a person), laid out once the
// desk's row has stood long enough to be lit. It returns the desk's
// widgets by id.
func openDesk(t *testing.T, levels []string, partner int) map[string]widget.Widget {
	t.Helper()
	g := playedTo(t, 3, 7, 1, "easy")
	var ws []widget.Widget
	dk := New(Table{
		Chrome:  &table.Chrome{Names: table.Names{Own: func(seat int) string { return []string{"Anna", "Ben", "Gold"}[seat] }}},
		Game:    func() *ct.Game { return g },
		Me:      func() int { return 0 },
		CanAct:  func() bool { return true },
		LevelOf: func(seat int) string { return levels[seat] },
		Moves:   func() int { return 0 },
		Add:     func(w widget.Widget) { ws = append(ws, w) },
	})
	dk.OpenNew()
	dk.Draft().TogglePartner(partner)
	dk.Draft().AddMoney(partner, 1000)
	for _, at := range []int{1000, 1000 + ticksIn04s} {
		ws = nil
		c := &ui.Context{W: 390, H: 844, Tick: at, Pointer: &ui.Pointer{}}
		dk.Widgets(c, sprites.R(0, 200, 390, 600))
	}
	out := map[string]widget.Widget{}
	for _, w := range ws {
		if w.ID != "" {
			out[w.ID] = w
		}
	}
	return out
}

// With a person as the deal's partner the button that finds what the
// partner takes is greyed and says why, as only a computer player's answer
// can be foreseen (play-test: it stood ready, then only refused).
func TestGetAYesIsGreyedWithAPersonAsPartnerAndSaysWhy(t *testing.T) {
	ws := openDesk(t, []string{"", "", "easy"}, 1)
	w, ok := ws["complete"]
	if !ok || w.Enabled || !strings.Contains(w.Why, "Ben is a person") {
		t.Fatalf("with Ben, a person, in the deal the button is %+v", w)
	}
	if w = openDesk(t, []string{"", "", "easy"}, 2)["complete"]; !w.Enabled {
		t.Fatalf("with Gold, a computer, in the deal the button is greyed: %q", w.Why)
	}
}

// At a table of people alone no answer can be foreseen: the desk has no
// such button at all, and Send takes its place in the row.
func TestATableOfPeopleHasNoGetAYes(t *testing.T) {
	ws := openDesk(t, []string{"", "", ""}, 1)
	if _, ok := ws["complete"]; ok {
		t.Fatal("a table of people has the button that foresees a computer's answer")
	}
	if !ws["send"].Enabled || ws["send"].R.W < ws["suggest"].R.W-1 {
		t.Fatalf("Send is %+v beside Suggest %+v", ws["send"], ws["suggest"])
	}
}

// The button says what it does: it gets the partner's yes. "Complete"
// said nothing (play-test).
func TestTheButtonThatFindsWhatThePartnerTakesSaysSo(t *testing.T) {
	if w := openDesk(t, []string{"", "easy", "easy"}, 1)["complete"]; w.Label != "Get a yes" || !w.Enabled {
		t.Fatalf("the button reads %q (enabled %v)", w.Label, w.Enabled)
	}
}
