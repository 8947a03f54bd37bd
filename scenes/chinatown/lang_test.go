package chinatown_test

import (
	"fmt"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/lang"
	ct "quartet/rules/chinatown"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// words is what a language must show on Chinatown's table for the test
// below: the keep button, the suggested deal's card, the desk's money
// buttons and the line after a shop is built.
type words struct {
	l                  lang.Language
	keep, suggested    string
	give, getFive, pay string
	built              string
	table, log         string
}

var chinatownWords = []words{
	{lang.German, "Diese 5 behalten", "Vorschlag für dich", "Du gibst: ", "+5 Tsd. nehmen", "+1 Tsd. zahlen", "auf Grundstück", "Einkommenstabelle", "baut auf Grundstück"},
	{lang.French, "Garder ces 5", "Suggéré pour vous", "Vous donnez\u00a0: ", "Recevoir +5k", "Payer +1k", "sur le terrain", "Table des revenus", "construit sur le terrain"},
}

// Issue 27: Chinatown speaks German and French, every word of it, at a
// phone's and a tablet's size: the building cards kept, the suggested
// deal's card, the desk with its money buttons, and a shop built, with no
// word shown in English for want of a translation.
func TestChinatownSpeaksGermanAndFrenchOnPhonesAndTablets(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	// Both begin from a save: a landscape phone's setup screen scrolls.
	keeping := chinatownGame(t, 3, func(g *ct.Game) bool { return g.Phase() == ct.Keeping })
	building := chinatownGame(t, 3, myBuildingTurn(1))
	for _, w := range chinatownWords {
		for _, size := range scenetest.ScreensFor(w.l) {
			t.Run(fmt.Sprintf("%s-%.0fx%.0f", w.l, size[0], size[1]), func(t *testing.T) {
				lang.Use(w.l)
				tradesIn(t, w, keeping, size[0], size[1])
				buildsIn(t, w, building, size[0], size[1])
				if m := lang.Missing(); len(m) > 0 {
					t.Errorf("shown in English for want of a translation: %q", m)
				}
			})
		}
	}
}

func tradesIn(t *testing.T, w words, keeping *record.Record, width, height float64) {
	shot := fmt.Sprintf("chinatown-%s-%.0fx%.0f", w.l, width, height)
	d := resumeAt(t, keeping, width, height)
	d.WaitFor("keeping", 300, phaseIs("keeping"))
	// The year's banner goes first: a tap on it only puts it away.
	d.Tick(200)
	s := d.State()
	need := int(s["keepNeed"].(float64))
	for _, c := range s["dealt"].([]any)[:need] {
		d.TapTarget(fmt.Sprintf("card-%v", c))
	}
	if l := d.Target("keep").Label; l != w.keep {
		t.Errorf("the keep button says %q, want %q", l, w.keep)
	}
	d.Shot(shot + "-keep")
	// At 844x390 the button lay over the cards' lower half, and its
	// middle gave up a card.
	d.TapTarget("keep")
	d.WaitFor("trading", 3000, func(s map[string]any) bool { return phaseIs("trading")(s) && s["animating"] == false })
	s = d.State()
	if cards := s["cards"].([]any); len(cards) == 1 {
		card := cards[0].(map[string]any)
		if head := card["head"].(string); !strings.HasPrefix(head, w.suggested) || !strings.Contains(fmt.Sprint(card["lines"]), w.give) {
			t.Errorf("the suggested deal's card reads %q: %v", head, card["lines"])
		}
		if card["textBottom"].(float64) > card["buttonsTop"].(float64) {
			t.Errorf("the card's words run into its buttons: %v", card)
		}
	}
	d.Shot(shot + "-suggested")
	d.TapTarget(fmt.Sprintf("lot-%d", lotsOf(d.State(), 1)[0]))
	if l := d.Target("pay-5").Label; l != w.getFive {
		t.Errorf("the money button says %q, want %q", l, w.getFive)
	}
	if l := d.Target("pay+1").Label; l != w.pay {
		t.Errorf("the money button says %q, want %q", l, w.pay)
	}
	if msg, _ := d.State()["message"].(string); msg == "" || strings.Contains(msg, " the ") {
		t.Errorf("the line on the desk reads %q", msg)
	}
	d.Shot(shot + "-desk")
}

// resumeAt resumes rec on a screen width x height.
func resumeAt(t *testing.T, rec *record.Record, width, height float64) *testapp.Driver {
	st := store.Memory{}
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, width, height, st)
	d.Settings().AnimationSpeed = 2
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "chinatown" })
	d.TapTarget("resume-chinatown")
	d.WaitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "chinatown" && s["transition"] == nil })
	return d
}

// buildATile waits for the person's turn to build and builds a tile of
// their hand on the first of their lots that takes it.
func buildATile(d *testapp.Driver) {
	s, code := myTurnToBuild(d)
	d.WaitFor("the hand", 300, func(map[string]any) bool { return hasTarget(d, "tile-"+code) })
	d.TapTarget("tile-" + code)
	for _, l := range lotsOf(s, 0) {
		if tg := d.Target(fmt.Sprintf("lot-%d", l)); tg.Enabled {
			d.TapTarget(tg.ID)
			break
		}
	}
}

func buildsIn(t *testing.T, w words, building *record.Record, width, height float64) {
	d := resumeAt(t, building, width, height)
	buildATile(d)
	if msg, _ := d.State()["message"].(string); !strings.Contains(msg, w.built) {
		t.Errorf("the line after building reads %q, want %q in it", msg, w.built)
	}
	shot := fmt.Sprintf("chinatown-%s-%.0fx%.0f", w.l, width, height)
	d.Shot(shot + "-built")
	// The income table, over the map.
	if l := d.Target("income-table").Label; width > 500 && l != w.table {
		t.Errorf("the income table's button says %q, want %q", l, w.table)
	}
	d.TapTarget("year")
	d.Tick(2)
	d.Shot(shot + "-income-table")
	tg := anyLot(d)
	d.Tap(tg.X+tg.W/2, tg.Y+tg.H/2)
	// The log says the moves in words.
	d.TapTarget("log")
	log := strings.Join(d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string), "\n")
	if !strings.Contains(log, w.log) {
		t.Errorf("the log says no %q:\n%s", w.log, log)
	}
	d.Tick(30)
	d.Shot(shot + "-log")
	d.TapTarget("close-log")
}

// Issue 27: the end's ranking speaks German and French: its headings, the
// money as the language writes it, and how a tie is broken.
func TestChinatownsEndSpeaksGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	last := chinatownGame(t, 3, myBuildingTurn(6))
	for _, c := range []struct {
		l       lang.Language
		size    [2]float64
		heads   []string
		money   string
		tieWord string
	}{
		{lang.German, [2]float64{390, 844}, []string{"Spieler", "Geld", "Geschäfte"}, "\u00a0$", "Geschäfte"},
		{lang.French, [2]float64{1024, 768}, []string{"Joueur", "Argent", "Commerces"}, "\u00a0$", "commerces"},
	} {
		t.Run(string(c.l), func(t *testing.T) {
			lang.Use(c.l)
			d := resumeAt(t, last, c.size[0], c.size[1])
			d.Settings().AnimationSpeed = 4
			d.WaitFor("my last turn to build", 600, phaseIs("placing"))
			d.TapTarget("pass")
			d.WaitFor("the end screen", 6000, func(s map[string]any) bool { return s["endScreen"] == true })
			d.Shot(fmt.Sprintf("chinatown-%s-end", c.l))
			s := d.State()
			rows, _ := s["endRows"].([]any)
			if len(rows) != 4 || fmt.Sprint(rows[0]) != fmt.Sprint(append([]any{""}, toAny(c.heads)...)) {
				t.Fatalf("the ranking's headings: %v", rows)
			}
			for _, r := range rows[1:] {
				if cells := r.([]any); !strings.HasSuffix(cells[2].(string), c.money) {
					t.Errorf("a row's money %q is not written the language's way", cells[2])
				}
			}
			if detail := s["endDetail"].(string); !strings.Contains(detail, c.tieWord) {
				t.Errorf("the tie-break reads %q", detail)
			}
			if m := lang.Missing(); len(m) > 0 {
				t.Errorf("shown in English for want of a translation: %q", m)
			}
		})
	}
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// On a landscape phone the Keep button lay over the building cards'
// lower half, and a tap on its middle gave up the card under it: the
// cards shrink into the room above it instead.
func TestChinatownKeepLiesOverNoCardOnALandscapePhone(t *testing.T) {
	keeping := chinatownGame(t, 3, func(g *ct.Game) bool { return g.Phase() == ct.Keeping })
	d := resumeAt(t, keeping, 844, 390)
	d.WaitFor("keeping", 300, phaseIs("keeping"))
	keep := d.Target("keep")
	for _, c := range d.State()["dealt"].([]any) {
		card := d.Target(fmt.Sprintf("card-%v", c))
		if card.Y+card.H > keep.Y && card.Y < keep.Y+keep.H && card.X+card.W > keep.X && card.X < keep.X+keep.W {
			t.Errorf("card %v at %+v lies under Keep at %+v", c, card, keep)
		}
	}
}

// On a tablet lying down the message line beside the board holds three
// lines: with two, the German prompt after a tile is built ("… anderes
// Plättchen wählen oder Bauen beenden.") and the French line that opens
// trading ("… ou Fin des échanges.") were cut (third reading).
func TestATabletsMessageLineHoldsTheBuildAndTradePromptsWhole(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Use(lang.German)
	d := resumeAt(t, chinatownGame(t, 3, myBuildingTurn(1)), 1024, 768)
	buildATile(d)
	d.TextFits(t, "German, a tile built")

	lang.Use(lang.French)
	d = resumeAt(t, chinatownGame(t, 3, func(g *ct.Game) bool { return g.Phase() == ct.Keeping }), 1024, 768)
	d.WaitFor("keeping", 300, phaseIs("keeping"))
	d.Tick(200)
	s := d.State()
	for _, c := range s["dealt"].([]any)[:int(s["keepNeed"].(float64))] {
		d.TapTarget(fmt.Sprintf("card-%v", c))
	}
	d.TapTarget("keep")
	d.WaitFor("trading", 3000, func(s map[string]any) bool { return phaseIs("trading")(s) && s["animating"] == false })
	d.TextFits(t, "French, trading open")
	d.Shot("chinatown-fr-1024x768-trading-line")
}
