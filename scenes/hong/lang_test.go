package hong_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// speech is what a language must show on Hong's table for the test below:
// words of its own in the line, the count, the lair and the log.
type speech struct {
	l                    lang.Language
	prompt, ghost, power string
	lead, target, lair   string
	log                  string
}

var speeches = []speech{
	{lang.English, "Tap a free space", "completes a Hong of 1", "dragon", "Dragon Master needs", "target 15", "summons Great Dragon 3", "The Emperor places V on d4."},
	{lang.German, "Tippe auf ein freies Feld", "vollendet ein Hong der Größe 1", "Drache", "Drachenmeister braucht noch", "Ziel 15", "ruft den Großen Drachen 3", "Der Kaiser legt ein senkrechtes Plättchen auf d4."},
	{lang.French, "Touchez une case libre", "achève un Hong de 1", "Dragon", "Le Maître des dragons doit encore faire", "objectif 15", "invoque le Grand Dragon 3", "L'Empereur pose une tuile verticale en d4."},
}

// Issue 27: Hong's table speaks German and French, every word of it, at a
// phone's and a tablet's size: the line through a placement that summons
// a Great Dragon and its power, the count and its bar, the lair's caption
// and the log, with no word shown in English for want of a translation,
// every control on the screen, and the line in type nearly as large as
// the English (German runs a third longer: a line that shrank to fit it
// would be hard to read on a phone).
func TestHongsTableSpeaksGermanAndFrenchOnPhonesAndTablets(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}} {
		var english []float64
		for _, sp := range speeches {
			if !scenetest.PlaysAt(sp.l, size) {
				continue
			}
			t.Run(fmt.Sprintf("%s-%.0fx%.0f", sp.l, size[0], size[1]), func(t *testing.T) {
				lang.Use(sp.l)
				sizes := speaksAt(t, sp, size[0], size[1])
				if m := lang.Missing(); len(m) > 0 {
					t.Errorf("shown in English for want of a translation: %q", m)
				}
				if sp.l == lang.English {
					english = sizes
					return
				}
				for i := range min(len(sizes), len(english)) {
					if sizes[i] < english[i]*0.9 {
						t.Errorf("line %d is set in %.1f px, the English in %.1f", i+1, sizes[i], english[i])
					}
				}
			})
		}
	}
}

// speaksAt plays the summoning at w x h and returns the sizes the line's
// type took at each step.
func speaksAt(t *testing.T, sp speech, w, h float64) (sizes []float64) {
	d := testapp.New(t, w, h, nil)
	d.Settings().AnimationSpeed = 4
	shot := fmt.Sprintf("hong-%s-%.0fx%.0f", sp.l, w, h)
	playHong(d, summonRecord())
	d.WaitFor("the human's turn", 120, scenetest.HumanTurn)
	d.Tick(2)
	line := func(want string) {
		t.Helper()
		s := d.State()
		msg, _ := s["message"].(string)
		if !strings.Contains(msg, want) {
			t.Errorf("the line says %q, want %q in it", msg, want)
		}
		size, _ := s["messageSize"].(float64)
		t.Logf("the line in %.1f px: %s", size, msg)
		sizes = append(sizes, size)
	}
	line(sp.prompt)
	s := d.State()
	if lead, _ := s["lead"].(string); !strings.Contains(lead, sp.lead) {
		t.Errorf("the count says %q, want %q in it", lead, sp.lead)
	}
	if words := strings.Join(scenetest.Strs(s["barWords"]), " "); !strings.Contains(words, sp.target) && !strings.Contains(words, "15") {
		t.Errorf("the bar's marks read %q, want %q", words, sp.target)
	}
	if lair, _ := s["lairWords"].(string); lair != "" && !strings.Contains(lair, sp.lair) {
		t.Errorf("the lair's caption reads %q, want %q in it", lair, sp.lair)
	}
	d.TapTarget("cell-e4")
	line(sp.ghost)
	onScreen(t, d, w, h)
	d.Shot(shot + "-ghost")
	d.TapTarget("place")
	d.WaitFor("the dragon", 240, func(s map[string]any) bool { return s["summoning"] != nil })
	d.Tick(12)
	d.Shot(shot + "-summon")
	d.WaitFor("the power's turn", 600, func(s map[string]any) bool { return s["humanTurn"] == true })
	line(sp.power)
	onScreen(t, d, w, h)
	d.Shot(shot + "-power")
	d.TapTarget("log")
	lines := d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
	if log := strings.Join(lines, "\n"); !strings.Contains(log, sp.log) {
		t.Errorf("the log reads:\n%s\nwant %q in it", log, sp.log)
	}
	d.Tick(40)
	d.Shot(shot + "-log")
	return sizes
}

// onScreen fails for a control that lies off the screen.
func onScreen(t *testing.T, d *testapp.Driver, w, h float64) {
	t.Helper()
	for _, tg := range d.Targets() {
		if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > w+0.5 || tg.Y+tg.H > h+0.5 {
			t.Errorf("%s is off the screen", tg.ID)
		}
	}
}

// nearEnd is a game on the inner board against the easy computer, the
// person the Emperor, with two spaces left and the person to move.
func nearEnd(t *testing.T) *record.Record {
	t.Helper()
	rec := hongRecord(`{"board":"inner","stones":["b1","c1","d1"]}`)
	rec.Seats = []record.Seat{{Level: record.Human}, {Level: "easy"}}
	g0, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	g := g0.(*hg.Game)
	for k := 7; g.Empty() > 2 || g.ToMove() != hg.Emperor; k += 13 {
		moves := g.LegalMoves()
		m := moves[k%len(moves)]
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

var endings = []struct {
	l              lang.Language
	computer, kept string
	ended          string
}{
	{lang.German, "Drachenmeister (leicht)", "Partie gespeichert als", "Der Plan ist voll:"},
	{lang.French, "Maître des dragons (facile)", "Partie gardée sous", "Le plateau est plein\u00a0:"},
}

// Issue 27: the end of a game against the computer in German and French,
// at a phone's and a tablet's size: the computer's card and turn say its
// level in the language, the log says how the board filled, the end
// dialog and the record kept say it too, with no word in English for
// want of a translation.
func TestHongsEndAgainstTheComputerSpeaksGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	rec := nearEnd(t)
	for _, e := range endings {
		for _, size := range [][2]float64{{390, 844}, {844, 390}, {768, 1024}} {
			t.Run(fmt.Sprintf("%s-%.0fx%.0f", e.l, size[0], size[1]), func(t *testing.T) {
				lang.Use(e.l)
				d := testapp.New(t, size[0], size[1], store.Memory{})
				d.Settings().AnimationSpeed = 4
				r := *rec
				r.Moves = slices.Clone(rec.Moves)
				playHong(d, &r)
				d.WaitFor("the human's turn", 600, scenetest.HumanTurn)
				if names := scenetest.Strs(d.State()["seatNames"]); !slices.Contains(names, e.computer) {
					t.Errorf("the seat cards say %q, want %q", names, e.computer)
				}
				d.Tick(2)
				for _, tg := range d.Targets() {
					if strings.HasPrefix(tg.ID, "cell-") && tg.Enabled {
						d.TapTarget(tg.ID)
						break
					}
				}
				d.TapTarget("place")
				said := false
				for i := 0; i < 3000 && d.State()["endScreen"] != true; i++ {
					d.Update()
					if msg, _ := d.State()["message"].(string); strings.Contains(msg, e.computer) {
						said = true
					}
				}
				if !said {
					t.Errorf("the line never named %q during its turn", e.computer)
				}
				d.Tick(40)
				shot := fmt.Sprintf("hong-%s-%.0fx%.0f", e.l, size[0], size[1])
				d.Shot(shot + "-end")
				if last, _ := d.State()["lastWords"].(string); !strings.Contains(last, e.ended) {
					t.Errorf("the log's last words are %q, want %q in them", last, e.ended)
				}
				d.TapTarget("board")
				d.Tick(2)
				d.TapTarget("keep")
				d.Tick(2)
				if msg, _ := d.State()["message"].(string); !strings.Contains(msg, e.kept) {
					t.Errorf("after Keep the line says %q, want %q in it", msg, e.kept)
				}
				d.Shot(shot + "-kept")
				if m := lang.Missing(); len(m) > 0 {
					t.Errorf("shown in English for want of a translation: %q", m)
				}
			})
		}
	}
}
