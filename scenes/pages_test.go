package scenes

import (
	"fmt"
	"hash/crc32"
	"image"
	"strings"
	"testing"

	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/store"
	"quartet/scenes/ui"
)

// screens runs from a small phone held upright to a desktop monitor.
var screens = [][2]float64{{360, 640}, {390, 844}, {844, 390}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}}

// grab reads the screen's pixels inside r (logical px).
func (d *driver) grab(r ui.Rect) *image.RGBA {
	d.t.Helper()
	d.draw()
	b := d.img.Bounds()
	all := image.NewRGBA(b)
	d.img.ReadPixels(all.Pix)
	return all.SubImage(image.Rect(int(r.X), int(r.Y), int(r.Right()), int(r.Bottom()))).(*image.RGBA)
}

// inkIn is the share of r's pixels that are dark text on a light page.
func (d *driver) inkIn(r ui.Rect) float64 {
	img := d.grab(r)
	b := img.Bounds()
	ink, all := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			all++
			if int(c.R)+int(c.G)+int(c.B) < 3*110 {
				ink++
			}
		}
	}
	if all == 0 {
		return 0
	}
	return float64(ink) / float64(all)
}

// lightIn is the share of r's pixels that are light text on a dark panel.
func (d *driver) lightIn(r ui.Rect) float64 {
	img := d.grab(r)
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := img.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) > 3*140 {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, b.Dx()*b.Dy()))
}

// sum is a checksum of img's own pixels (a sub-image's Pix runs on past
// its bounds).
func sum(img *image.RGBA) uint32 {
	h := crc32.NewIEEE()
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := img.PixOffset(b.Min.X, y)
		h.Write(img.Pix[i : i+4*b.Dx()])
	}
	return h.Sum32()
}

// openOverTheMenu puts page over the menu, as the pause menu does over a
// table, and lets it lay itself out.
func openOverTheMenu(d *driver, page ui.Scene) {
	d.t.Helper()
	d.waitFor("the menu", 60, sceneIs("menu"))
	d.app.Overlay(page)
	d.tick(2)
}

func TestTheRulesPageShowsItsTextAtEverySize(t *testing.T) {
	for _, sz := range screens {
		t.Run(fmt.Sprintf("%vx%v", sz[0], sz[1]), func(t *testing.T) {
			d := newDriver(t, sz[0], sz[1], nil)
			r := newRulesView("hongkong")
			openOverTheMenu(d, r)
			if got := d.inkIn(r.body); got < 0.02 {
				t.Fatalf("the rules text area is blank: %.3f of it inked", got)
			}
			d.shot(fmt.Sprintf("rules-%vx%v", sz[0], sz[1]))
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
	before := sum(d.grab(r.body))
	x, y := r.body.X+r.body.W/2, r.body.Bottom()-40
	p := d.app.Pointer()
	for i := range 10 {
		p.Inject(x, y-float64(i)*30, true)
		d.tick(1)
	}
	p.Inject(x, y-300, false)
	d.tick(1)
	if r.scroll < 200 {
		t.Fatalf("a 300 px drag scrolled the page %.0f px", r.scroll)
	}
	if sum(d.grab(r.body)) == before {
		t.Fatal("the page scrolled but shows the same text")
	}
	if d.inkIn(r.body) < 0.02 {
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
		d.waitFor("the menu", 60, sceneIs("menu"))
		d.app.Pause("hongkong", func() {})
		d.tick(1)
		d.tapTarget("pause-Settings")
		d.tick(1) // the settings lay themselves out
		sv := d.app.m.top().(*settingsView)
		in := sv.panel(d.app.Context()).Inset(12) // inside the rounded corners
		over := d.grab(in)
		// The same panel with the pause menu taken from under it.
		pause := d.app.m.overlays[0]
		d.app.m.overlays = d.app.m.overlays[1:]
		alone := d.grab(in)
		d.app.m.overlays = append([]ui.Scene{pause}, d.app.m.overlays...)
		if sum(over) != sum(alone) {
			t.Fatalf("%vx%v: the pause menu shows through the settings panel", sz[0], sz[1])
		}
		d.shot(fmt.Sprintf("settings-%vx%v", sz[0], sz[1]))
	}
}

func TestTheMenuLaysOutFourTitleCardsAtEverySize(t *testing.T) {
	st := store.Memory{}
	st.Put(play.SaveName("hongkong"), (&record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: []string{"B a1"}}).Marshal())
	for _, sz := range screens {
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
				d.waitFor("the menu", 60, sceneIs("menu"))
				m := d.app.m.current.(*menu)
				m.setTitles(catalog.Titles) // all four, whatever has a table yet
				d.tick(1)
				l := m.lay
				if len(l.cards) != 4 {
					t.Fatalf("%d cards", len(l.cards))
				}
				screen := ui.R(0, 0, sz[0], sz[1])
				others := []ui.Rect{l.title, l.bar, l.saves}
				for i, c := range l.cards {
					if c.W < 120 || c.H < 120 {
						t.Errorf("card %d is only %.0fx%.0f", i, c.W, c.H)
					}
					if !within(c, screen) {
						t.Errorf("card %d is off screen: %+v", i, c)
					}
					for j, o := range append(others, l.cards[i+1:]...) {
						if overlapping(c, o) {
							t.Errorf("card %d overlaps rect %d: %+v, %+v", i, j, c, o)
						}
					}
					// The card is drawn: its paper shows, with its name in ink.
					if ink := d.inkIn(c.Inset(c.W * 0.1)); ink < 0.005 {
						t.Errorf("card %d (%s) has no text: %.3f inked", i, catalog.Titles[i].Name, ink)
					}
				}
				if !strings.HasPrefix(m.subtitle(), "Four") {
					t.Errorf("subtitle %q for four games", m.subtitle())
				}
				d.shot("menu-four-" + name)
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
	d.waitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.tapTarget("discard-hongkong")
	if _, err := st.Get(play.SaveName("hongkong")); err != nil {
		t.Fatal("one tap on Discard threw the saved game away")
	}
	d.shot("menu-discard-confirm")
	d.tapTarget("keep")
	if s := d.state(); s["resume"] != "hongkong" || s["question"] != nil {
		t.Fatalf("after Keep it: %v", s)
	}
	d.tapTarget("discard-hongkong")
	d.tapTarget("confirm-discard")
	if _, err := st.Get(play.SaveName("hongkong")); err == nil {
		t.Fatal("the saved game is still there after Yes, discard")
	}
	if s := d.state(); s["resume"] != nil {
		t.Fatalf("the menu still offers %v", s["resume"])
	}
}

func within(r, s ui.Rect) bool {
	return r.X >= s.X-0.5 && r.Y >= s.Y-0.5 && r.Right() <= s.Right()+0.5 && r.Bottom() <= s.Bottom()+0.5
}

func overlapping(a, b ui.Rect) bool {
	if a.W <= 0 || a.H <= 0 || b.W <= 0 || b.H <= 0 {
		return false
	}
	return a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5
}
