package scenes

import (
	"fmt"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// openOverTheMenu puts page over the menu, as the pause menu does over a
// table, and lets it lay itself out.
func openOverTheMenu(d *driver, page ui.Scene) {
	d.T.Helper()
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.app.Overlay(page)
	d.Tick(2)
}

func TestTheRulesPageShowsItsTextAtEverySize(t *testing.T) {
	for _, sz := range scenetest.Screens {
		t.Run(fmt.Sprintf("%vx%v", sz[0], sz[1]), func(t *testing.T) {
			d := newDriver(t, sz[0], sz[1], nil)
			r := newRulesView("hongkong")
			openOverTheMenu(d, r)
			if got := d.InkIn(r.body); got < 0.02 {
				t.Fatalf("the rules text area is blank: %.3f of it inked", got)
			}
			d.Shot(fmt.Sprintf("rules-%vx%v", sz[0], sz[1]))
		})
	}
}

func TestTheRulesPageScrollsByDragging(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	r := newRulesView("hongkong")
	openOverTheMenu(d, r)
	if r.height <= r.body.H {
		t.Fatalf("the page (%.0f px) fits its %.0f px area: nothing to scroll", r.height, r.body.H)
	}
	before := scenetest.Sum(d.Grab(r.body))
	x, y := r.body.X+r.body.W/2, r.body.Bottom()-40
	p := d.app.Pointer()
	for i := range 10 {
		p.Inject(x, y-float64(i)*30, true)
		d.Tick(1)
	}
	p.Inject(x, y-300, false)
	d.Tick(1)
	if r.scroll < 200 {
		t.Fatalf("a 300 px drag scrolled the page %.0f px", r.scroll)
	}
	if scenetest.Sum(d.Grab(r.body)) == before {
		t.Fatal("the page scrolled but shows the same text")
	}
	if d.InkIn(r.body) < 0.02 {
		t.Fatal("the text area is blank after scrolling")
	}
}

func TestARulesHeadingStandsOnItsOwnLine(t *testing.T) {
	got := splitParas("# Aim\nControl more buildings.\n\n# Your turn\nChoose one:\n- place a block;\n- place a roof.\n\nThe two pieces")
	want := []para{{text: "Aim", heading: true}, {text: "Control more buildings."}, {text: "Your turn", heading: true},
		{text: "Choose one:"}, {text: "place a block;", point: true}, {text: "place a roof.", point: true}, {text: "The two pieces"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v\nwant %v", got, want)
	}
}

func TestTheSettingsPanelHidesWhatLiesBehindIt(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {1280, 720}} {
		d := newDriver(t, sz[0], sz[1], nil)
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		d.app.Pause("hongkong", func() {})
		d.Tick(1)
		d.TapTarget("pause-Settings")
		d.Tick(1) // the settings lay themselves out
		sv := d.app.m.top().(*settingsView)
		in := sv.panel(d.app.Context()).Inset(12) // inside the rounded corners
		over := d.Grab(in)
		// The same panel with the pause menu taken from under it.
		pause := d.app.m.overlays[0]
		d.app.m.overlays = d.app.m.overlays[1:]
		alone := d.Grab(in)
		d.app.m.overlays = append([]ui.Scene{pause}, d.app.m.overlays...)
		if scenetest.Sum(over) != scenetest.Sum(alone) {
			t.Fatalf("%vx%v: the pause menu shows through the settings panel", sz[0], sz[1])
		}
		d.Shot(fmt.Sprintf("settings-%vx%v", sz[0], sz[1]))
	}
}

func TestTheMenuLaysOutFourTitleCardsAtEverySize(t *testing.T) {
	st := store.Memory{}
	st.Put(play.SaveName("hongkong"), (&record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: []string{"B a1"}}).Marshal())
	for _, sz := range scenetest.Screens {
		for _, saved := range []bool{false, true} {
			name := fmt.Sprintf("%vx%v", sz[0], sz[1])
			if saved {
				name += "-resume"
			}
			t.Run(name, func(t *testing.T) {
				s := store.Store(store.Memory{})
				if saved {
					s = st
				}
				d := newDriver(t, sz[0], sz[1], s)
				d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
				m := d.app.m.current.(*menu)
				m.setTitles(catalog.Titles) // all four, whatever has a table yet
				d.Tick(1)
				l := m.lay
				if len(l.cards) != 4 {
					t.Fatalf("%d cards", len(l.cards))
				}
				screen := sprites.R(0, 0, sz[0], sz[1])
				others := []sprites.Rect{l.title, l.bar, l.saves}
				for i, c := range l.cards {
					if c.W < 120 || c.H < 120 {
						t.Errorf("card %d is only %.0fx%.0f", i, c.W, c.H)
					}
					if !scenetest.Within(c, screen) {
						t.Errorf("card %d is off screen: %+v", i, c)
					}
					for j, o := range append(others, l.cards[i+1:]...) {
						if scenetest.Overlapping(c, o) {
							t.Errorf("card %d overlaps rect %d: %+v, %+v", i, j, c, o)
						}
					}
					// The card is drawn: its paper shows, with its name in ink.
					if ink := d.InkIn(c.Inset(c.W * 0.1)); ink < 0.005 {
						t.Errorf("card %d (%s) has no text: %.3f inked", i, catalog.Titles[i].Name, ink)
					}
				}
				if !strings.HasPrefix(m.subtitle(), "Four") {
					t.Errorf("subtitle %q for four games", m.subtitle())
				}
				d.Shot("menu-four-" + name)
			})
		}
	}
}

func TestTheMenuSubtitlePromisesOnlyWhatItHolds(t *testing.T) {
	m := &menu{}
	m.setTitles(playableTitles())
	words := map[int]string{1: "A board game", 2: "Two", 3: "Three", 4: "Four"}
	if got := m.subtitle(); !strings.HasPrefix(got, words[len(m.titles)]) {
		t.Fatalf("%d titles on the menu, subtitle %q", len(m.titles), got)
	}
}

func TestDiscardingTheSavedGameAsksFirst(t *testing.T) {
	st := store.Memory{}
	st.Put(play.SaveName("hongkong"), (&record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: []string{"B a1"}}).Marshal())
	d := newDriver(t, 390, 844, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.TapTarget("discard-hongkong")
	if _, err := st.Get(play.SaveName("hongkong")); err != nil {
		t.Fatal("one tap on Discard threw the saved game away")
	}
	d.Shot("menu-discard-confirm")
	d.TapTarget("keep")
	if s := d.State(); s["resume"] != "hongkong" || s["question"] != nil {
		t.Fatalf("after Keep it: %v", s)
	}
	d.TapTarget("discard-hongkong")
	d.TapTarget("confirm-discard")
	if _, err := st.Get(play.SaveName("hongkong")); err == nil {
		t.Fatal("the saved game is still there after Yes, discard")
	}
	if s := d.State(); s["resume"] != nil {
		t.Fatalf("the menu still offers %v", s["resume"])
	}
}
