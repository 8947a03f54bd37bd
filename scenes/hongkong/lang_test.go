package hongkong_test

import (
	"fmt"
	"strings"
	"testing"

	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// spoken is what a German or a French player must read at the table, word
// for word as the catalogue has it.
type spoken struct {
	l lang.Language
	// The piece buttons, the prompt after a roof, the prompt with a fast
	// block down, the refusal of a piece on a roof, the log's sentences
	// for the roof and the double move, and the log's end.
	double, nextBlock, fastDown, onRoof, roofSaid, doubleSaid, end string
}

var germanAndFrench = []spoken{
	{lang.German, "Doppelzug", "Wähle ein leuchtendes Feld für deinen Block.",
		"Schneller Block auf e5. Setze jetzt einen Block oder tippe auf Doppelzug, um ihn zurückzunehmen.",
		"Auf ein Dach darf kein Stück gesetzt werden.",
		"setzt ein Dach auf a1.", "macht einen Doppelzug: schneller Block auf e5, dann ein Block auf e4.",
		"Das Spiel endet: alle 25 Felder sind besetzt. Gebäude "},
	{lang.French, "Coup double", "Choisissez une case en surbrillance pour votre bloc standard.",
		"Bloc rapide sur e5. Placez maintenant un bloc standard, ou touchez Coup double pour le reprendre.",
		"Rien ne peut être posé sur un toit.",
		"a posé un toit sur a1.", "a joué un coup double\u00a0: un bloc rapide sur e5, puis un bloc standard sur e4.",
		"La partie se termine\u00a0: les 25 cases sont occupées. Constructions "},
}

// Hong Kong in German and in French on phones and tablets: a roof, a
// double move, a refused try, the log and the end of a game are said in
// the language, and no word of the table's is left in English.
func TestHongKongIsPlayedInGermanAndFrench(t *testing.T) {
	end, last := nearTheEnd(t)
	for _, sp := range germanAndFrench {
		for _, size := range scenetest.ScreensFor(sp.l) {
			name := fmt.Sprintf("%s-%vx%v", sp.l, size[0], size[1])
			t.Run(name, func(t *testing.T) {
				lang.Use(sp.l)
				defer lang.Use(lang.English)
				lang.Missing()
				playInLanguage(t, sp, size[0], size[1], "hongkong-"+name)
				endInLanguage(t, sp, size[0], size[1], end, last, "hongkong-end-"+name)
				if m := lang.Missing(); len(m) > 0 {
					t.Errorf("shown in English: %q", m)
				}
			})
		}
	}
}

// playInLanguage plays a roof, a double move and a refused try between two
// people, and reads the line, the buttons and the log.
func playInLanguage(t *testing.T, sp spoken, w, h float64, shot string) {
	rec := &record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: record.Human}}}
	d := testapp.Resume(t, w, h, rec)
	d.WaitFor("the first turn", 60, scenetest.HumanTurn)
	if got := d.Target("piece-double").Label; got != sp.double {
		t.Errorf("the Double button reads %q, want %q", got, sp.double)
	}
	d.TapTarget("piece-roof")
	d.TapTarget("plot-a1")
	d.WaitFor("the roof", 200, func(s map[string]any) bool { return s["lastMove"] == "R a1" && scenetest.HumanTurn(s) })
	if msg := d.State()["message"].(string); !strings.HasSuffix(msg, sp.nextBlock) {
		t.Errorf("after the roof the line says %q, want it to end %q", msg, sp.nextBlock)
	}
	d.TapTarget("piece-double")
	d.TapTarget("plot-e5")
	if msg := d.State()["message"].(string); !strings.HasSuffix(msg, sp.fastDown) {
		t.Errorf("with the fast block down the line says %q, want it to end %q", msg, sp.fastDown)
	}
	d.Shot(shot + "-double")
	d.TapTarget("plot-e4")
	d.WaitFor("the double move", 300, func(s map[string]any) bool { return s["lastMove"] == "F e5 B e4" && scenetest.HumanTurn(s) })
	// A block on the roof is refused in the rules' words.
	tg := d.Target("plot-a1")
	d.Tap(tg.X+tg.W/2, tg.Y+tg.H/2)
	if s := d.State(); s["refusal"] != sp.onRoof || s["message"] != sp.onRoof {
		t.Errorf("the refused block on a1: refusal %q, message %q, want %q", s["refusal"], s["message"], sp.onRoof)
	}
	d.Shot(shot + "-refused")
	d.TapTarget("log")
	log := strings.Join(d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string), "\n")
	if !strings.Contains(log, sp.roofSaid) || !strings.Contains(log, sp.doubleSaid) {
		t.Errorf("the log reads %q, want %q and %q in it", log, sp.roofSaid, sp.doubleSaid)
	}
	d.Tick(30) // the drawer slides in
	d.Shot(shot + "-log")
}

// endInLanguage plays the last move of a game and reads how it ended.
func endInLanguage(t *testing.T, sp spoken, w, h float64, rec *record.Record, last, shot string) {
	// The table plays on the record it is given.
	game := *rec
	game.Moves = append([]string(nil), rec.Moves...)
	d := testapp.Resume(t, w, h, &game)
	d.WaitFor("the last turn", 120, scenetest.HumanTurn)
	if last[0] == 'R' {
		d.TapTarget("piece-roof")
	}
	d.TapTarget("plot-" + last[2:])
	d.WaitFor("the end screen", 600, func(s map[string]any) bool { return s["endScreen"] == true })
	if words := d.State()["lastWords"].(string); !strings.Contains(words, sp.end) {
		t.Errorf("the log's last move reads %q, want %q in it", words, sp.end)
	}
	d.Tick(30)
	d.Shot(shot)
}
