package scenes

import (
	"fmt"
	"image/color"
	"path"
	"slices"
	"strings"
	"testing"

	"quartet/assets"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/tutorial"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// lesson is the tutorial's part of the state, or nil.
func lesson(s map[string]any) map[string]any {
	t, _ := s["tutorial"].(map[string]any)
	return t
}

// calm reports the tutorial waiting on the person: nothing in the air,
// and a show or expect step on.
func calm(s map[string]any) bool {
	l := lesson(s)
	return l != nil && s["animating"] == false && (l["done"] == true || l["kind"] == "show" || l["kind"] == "expect" && s["humanTurn"] == true)
}

// openTutorial goes from the menu to a title's tutorial by its card's
// Learn to play.
func openTutorial(d *driver, title string) {
	d.T.Helper()
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("learn-" + title)
	d.WaitFor("the tutorial", 120, func(s map[string]any) bool { return calm(s) && s["transition"] == nil })
}

// expected is the move the step on expects, from the tutorial's file.
func expected(title string, l map[string]any) string {
	steps, _ := tutorialOf(title).Steps()
	return steps[int(l["step"].(float64))].Expect
}

// makeMove taps what makes the move the step expects, as a person would.
var makeMove = map[string]func(d *driver, l map[string]any){
	// Hong Kong: Double or Roof where the move needs it, then the plots;
	// where the step names a rule, the first plot it lights.
	"hongkong": func(d *driver, l map[string]any) {
		var lit []string
		for _, id := range scenetest.Strs(l["show"]) {
			if strings.HasPrefix(id, "plot-") {
				lit = append(lit, id)
			}
		}
		f := strings.Fields(expected("hongkong", l))
		for i := 0; i+1 < len(f); i += 2 {
			switch f[i] {
			case "F":
				d.TapTarget("piece-double")
			case "R":
				d.TapTarget("piece-roof")
			}
			plot := "plot-" + f[i+1]
			if strings.ContainsAny(plot, "*?[") {
				plot = lit[0]
			}
			d.TapTarget(plot)
		}
	},
	// Hong: the space, again until the tile stands as the move has it,
	// then Place.
	"hong": func(d *driver, l map[string]any) {
		f := strings.Fields(expected("hong", l))
		d.TapTarget("cell-" + f[1])
		for range 2 {
			if d.State()["ghostTile"] == f[0] {
				break
			}
			d.TapTarget("cell-" + f[1])
		}
		d.TapTarget("place")
	},
	// Chinatown: the cards kept, then Keep; an offer's Accept; Done
	// trading; a tile, then its lot; Done building.
	"chinatown": func(d *driver, l map[string]any) {
		f := strings.Fields(expected("chinatown", l))
		switch f[1] {
		case "keep":
			for _, lot := range f[2:] {
				d.TapTarget("card-" + lot)
			}
			d.TapTarget("keep")
		case "confirm":
			d.TapTarget("accept-" + strings.TrimPrefix(f[2], "#"))
		case "done":
			d.TapTarget("done")
		case "place":
			d.TapTarget("tile-" + f[2])
			d.TapTarget("lot-" + f[3])
		case "pass":
			d.TapTarget("pass")
		}
	},
	// KiezKönig: the one button the step lights (Throw the die, a stake
	// to buy, how far to drive, Fight…); a fight then takes the
	// defender's stakes its move names, or where the step names a rule
	// ("fight * * P2") the first stakes of that player offered.
	"kiezkoenig": func(d *driver, l map[string]any) {
		d.TapTarget(scenetest.Strs(l["show"])[0])
		f := strings.Fields(expected("kiezkoenig", l))
		if f[0] != "fight" {
			return
		}
		d.Tick(1)
		for _, tg := range d.Targets() {
			if ok, _ := path.Match("target-"+f[2]+"-"+f[3], tg.ID); ok {
				d.TapTarget(tg.ID)
				return
			}
		}
		d.T.Fatalf("no stakes to fight for fit %q", strings.Join(f, " "))
	},
}

func tutorialOf(title string) *tutorial.Tutorial {
	t, err := tutorial.Parse(assets.Tutorial(title))
	if err != nil {
		panic(err)
	}
	return t
}

// playStep does what the step on asks: Next, or the expected move.
func playStep(d *driver, title string) {
	d.T.Helper()
	s := d.State()
	l := lesson(s)
	step := l["step"].(float64)
	if m := scenetest.Strs(l["missing"]); len(m) > 0 {
		d.T.Fatalf("step %v lights %v, which the table did not lay out", step, m)
	}
	if l["kind"] == "show" {
		d.TapTarget("tutorial-next")
	} else {
		makeMove[title](d, l)
		if r := d.State()["refusal"]; r != "" {
			d.T.Fatalf("step %v: refused: %v", step, r)
		}
	}
	d.WaitFor("the next step", 1200, func(s map[string]any) bool {
		// A duel the person fights (KiezKönig) waits for each of their
		// throws: the step on lights Throw your die.
		if s["throwWait"] == true {
			d.TapTarget("duel-throw")
			return false
		}
		return calm(s) && lesson(s)["step"].(float64) != step
	})
}

func TestTheHongKongTutorialPlaysToItsEndByTaps(t *testing.T) {
	playToTheEnd(t, "hongkong")
}

func TestTheHongTutorialPlaysToItsEndByTaps(t *testing.T) {
	playToTheEnd(t, "hong")
}

func TestTheKiezKoenigTutorialPlaysToItsEndByTaps(t *testing.T) {
	playToTheEnd(t, "kiezkoenig")
}

// Chinatown's players keep and trade at once: Jade's scripted offer comes
// while the turn is the person's, and the person's seat is theirs though
// the other seats are no computer's.
func TestTheChinatownTutorialPlaysToItsEndByTaps(t *testing.T) {
	playToTheEnd(t, "chinatown")
}

// On a phone the map, the cards and the desk share a narrow screen: every
// lit card, tile, lot and button is still laid out to be tapped.
func TestTheChinatownTutorialPlaysToItsEndByTapsOnAPhone(t *testing.T) {
	playToTheEndAt(t, "chinatown", 390, 844)
}

// playToTheEnd plays a title's tutorial by taps through every section to
// "You are ready", whose button starts a real game against an easy
// computer player.
func playToTheEnd(t *testing.T, title string) {
	playToTheEndAt(t, title, 1280, 720)
}

func playToTheEndAt(t *testing.T, title string, w, h float64) {
	d := newDriver(t, w, h, nil)
	d.app.Settings().AnimationSpeed = 4
	openTutorial(d, title)
	sections := map[float64]bool{}
	shot := false
	for l := lesson(d.State()); l["done"] != true; l = lesson(d.State()) {
		sections[l["section"].(float64)] = true
		if l["kind"] == "expect" && !shot {
			shot = true
			d.Tick(1)
			d.Shot(fmt.Sprintf("tutorial-%s-%.0fx%.0f-first-move", title, w, h))
		}
		playStep(d, title)
	}
	tut := tutorialOf(title)
	if len(sections) != len(tut.Sections) {
		t.Fatalf("went through sections %v", sections)
	}
	s := d.State()
	if !strings.HasPrefix(s["message"].(string), "You are ready") {
		t.Fatalf("the end says %q", s["message"])
	}
	if p := loadTutorialProgress(d.st, title); !p.Done {
		t.Fatalf("the finished tutorial is kept as %+v", p)
	}
	d.Tick(1)
	d.Shot(fmt.Sprintf("tutorial-%s-%.0fx%.0f-ready", title, w, h))
	// Play a game is drawn where it is tapped: gold on the paper panel.
	if r, g, b := d.Middle(d.Target("tutorial-play")); !(r > g && g > b && int(r)-int(b) > 60) {
		t.Fatalf("Play a game is not drawn gold: %d %d %d", r, g, b)
	}
	d.TapTarget("tutorial-play")
	d.WaitFor("a real game", 120, func(s map[string]any) bool {
		return s["scene"] == title && s["tutorial"] == nil && s["transition"] == nil
	})
	other := 1 - tut.You
	if tb := d.app.Table(); !tb.IsAI(other) || tb.Rec.Seats[other].Level != "easy" || !tb.IsPerson(tut.You) || tb.Guide != nil {
		t.Fatalf("the game after the tutorial: %+v", tb.Rec)
	}
}

func TestAWrongTapInATutorialSaysTheStepsWordsAndPlaysNothing(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	openTutorial(d, "hongkong")
	for lesson(d.State())["kind"] != "expect" {
		playStep(d, "hongkong")
	}
	say := lesson(d.State())["say"].(string)
	// a1 is a legal plot, c3 one the rules refuse on the first turn: both
	// are answered with the step's words, not the rules'.
	for _, wrong := range []string{"plot-a1", "plot-c3", "piece-roof"} {
		tg := d.Target(wrong) // c3 is greyed: tapped all the same
		d.Tap(tg.X+tg.W/2, tg.Y+tg.H/2)
		s := d.State()
		if s["refusal"] != say || s["moves"].(float64) != 0 || s["piece"] != "block" {
			t.Fatalf("after a tap on %s: refusal %q, %v moves, piece %v; want the step's words %q and nothing played", wrong, s["refusal"], s["moves"], s["piece"], say)
		}
	}
	d.Tick(1)
	if s := d.State(); s["message"] != say {
		t.Fatalf("the line says %q", s["message"])
	}
}

func TestALeftTutorialResumesAtItsSection(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	d.app.Settings().AnimationSpeed = 4
	openTutorial(d, "hongkong")
	tut := tutorialOf("hongkong")
	// Into the third section, and one move of it.
	for lesson(d.State())["section"].(float64) < 2 {
		playStep(d, "hongkong")
	}
	playStep(d, "hongkong")
	if s := d.State(); s["moves"].(float64) != 4 { // a move of the section, and its reply
		t.Fatalf("%v moves played", s["moves"])
	}
	d.TapTarget("menu")
	d.WaitFor("the pause menu", 30, func(s map[string]any) bool { return s["overlay"] == "pause" })
	d.TapTarget("pause-Quit to menu")
	if q := d.State()["question"].(string); !strings.Contains(q, "start of this part") {
		t.Fatalf("leaving asks %q", q)
	}
	d.TapTarget("confirm")
	d.WaitFor("the menu", 120, func(s map[string]any) bool { return s["scene"] == "menu" && s["transition"] == nil })
	if learn := scenetest.Strs(d.State()["learn"]); len(learn) == 0 || learn[0] != "hongkong" {
		t.Fatalf("the menu offers tutorials for %v", learn)
	}
	if _, err := st.Get("autosave-hongkong.json"); err == nil {
		t.Fatal("the tutorial was saved as a game in progress")
	}
	openTutorial(d, "hongkong")
	s := d.State()
	l := lesson(s)
	if l["section"].(float64) != 2 || int(l["step"].(float64)) != tut.First(2) || s["moves"].(float64) != 2 {
		t.Fatalf("resumed at section %v step %v with %v moves; want the start of section 3 (step %d), 2 moves", l["section"], l["step"], s["moves"], tut.First(2))
	}
}

// arrowInk is the tutorial's arrow (scenes/table/guide.go).
var arrowInk = color.RGBA{0xFF, 0xE0, 0x8A, 0xFF}

func TestTheTutorialLightsAndPointsAtWhatTheStepNames(t *testing.T) {
	// The first move each title's tutorial asks for: the space it lights,
	// and one it greys.
	for _, c := range []struct{ title, lit, greyed string }{
		{"hongkong", "plot-b2", "plot-e5"},
		{"hong", "cell-d4", "cell-a1"},
	} {
		for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
			name := fmt.Sprintf("tutorial-%s-%.0fx%.0f", c.title, size[0], size[1])
			d := newDriver(t, size[0], size[1], nil)
			openTutorial(d, c.title)
			// The first step: its sentence beside Next, on the message line.
			d.Tick(1)
			d.Shot(name + "-first")
			next := d.Target("tutorial-next")
			if s := d.State(); s["message"] != lesson(s)["say"] || next.W < 60 || next.W > 140 {
				t.Errorf("%s: the first step reads %q beside a Next %v wide", name, s["message"], next.W)
			}
			for lesson(d.State())["kind"] != "expect" {
				playStep(d, c.title)
			}
			d.Tick(1)
			d.Shot(name)
			lit, other := d.Target(c.lit), d.Target(c.greyed)
			// The arrow's shaft stands over the lit space, whatever its bob.
			r, g, b := d.Pixel(lit.X+lit.W/2, lit.Y-34)
			if !scenetest.Near(r, arrowInk.R) || !scenetest.Near(g, arrowInk.G) || !scenetest.Near(b, arrowInk.B) {
				t.Errorf("%s: no arrow over %s: %d %d %d", name, c.lit, r, g, b)
			}
			// The rest of the board is greyed: a space not lit is darker
			// than the lit one, which is left clear.
			if l, o := brightness(d, lit), brightness(d, other); l < o*1.3 {
				t.Errorf("%s: the lit space (brightness %.0f) is not clearly lighter than one greyed (%.0f)", name, l, o)
			}
			if s := d.State(); !strings.Contains(s["message"].(string), strings.TrimPrefix(strings.TrimPrefix(c.lit, "plot-"), "cell-")) {
				t.Errorf("%s: the line says %q", name, s["message"])
			}
		}
	}
}

// brightness is the mean R+G+B inside a target, its ring left out.
func brightness(d *driver, tg ui.Target) float64 {
	img := d.Grab(sprites.R(tg.X, tg.Y, tg.W, tg.H).Inset(8))
	sum, n := 0.0, 0.0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			sum += float64(c.R) + float64(c.G) + float64(c.B)
			n++
		}
	}
	return sum / max(n, 1)
}

func TestTheMenuOffersATutorialOnlyForATitleNeverPlayed(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 390, 844, st)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	learn := scenetest.Strs(d.State()["learn"])
	slices.Sort(learn)
	if !slices.Equal(learn, assets.Tutorials()) {
		t.Fatalf("a fresh menu offers tutorials for %v, want every title that has one (%v)", learn, assets.Tutorials())
	}
	// The button sits on the card, clear of its middle, where a tap
	// opens the setup page as before.
	card, button := d.Target("title-hongkong"), d.Target("learn-hongkong")
	if button.Y < card.Y || button.Y+button.H > card.Y+card.H/2 || button.H < 44 {
		t.Fatalf("Learn to play %+v on the card %+v", button, card)
	}
	d.Shot("tutorial-menu-phone")
	// A game set up once: its card no longer offers the tutorial.
	d.StartFromSetup("hongkong")
	d.TapTarget("menu")
	d.TapTarget("pause-Quit to menu")
	d.TapTarget("confirm")
	d.WaitFor("the menu", 120, func(s map[string]any) bool { return s["scene"] == "menu" && s["transition"] == nil })
	for _, id := range scenetest.Strs(d.State()["learn"]) {
		if id == "hongkong" {
			t.Fatal("the card of a title played still offers its tutorial")
		}
	}
}

func TestThePauseMenuOpensTheTutorialAndTheGameStaysSaved(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	d.StartFromSetup("hongkong", scenetest.Seat(0, 0), scenetest.Seat(1, 0))
	d.WaitFor("the first turn", 120, scenetest.HumanTurn)
	d.TapTarget("plot-a1")
	d.WaitFor("the move", 60, func(s map[string]any) bool { return s["moves"].(float64) == 1 })
	d.TapTarget("menu")
	d.TapTarget("pause-Learn to play")
	d.WaitFor("the tutorial", 120, func(s map[string]any) bool { return calm(s) && s["transition"] == nil })
	if s := d.State(); s["moves"].(float64) != 0 || lesson(s)["step"].(float64) != 0 {
		t.Fatalf("the tutorial opened at %v", lesson(s))
	}
	if _, err := st.Get("autosave-hongkong.json"); err != nil {
		t.Fatalf("the game in progress was lost: %v", err)
	}
	// A tutorial's own pause menu does not offer it again.
	d.TapTarget("menu")
	d.WaitFor("the pause menu", 30, func(s map[string]any) bool { return s["overlay"] == "pause" })
	if d.HasTarget("pause-Learn to play") {
		t.Fatal("the tutorial's pause menu offers the tutorial")
	}
}

func TestAKeptPlaceThatNoLongerFitsTheTutorialStartsItAfresh(t *testing.T) {
	st := store.Memory{}
	// Section 3 kept with one move, where the tutorial now has two
	// before it: an older tutorial's place.
	st.Put(tutorialName("hongkong"), []byte(`{"section": 2, "moves": ["B b2"]}`))
	d := newDriver(t, 1280, 720, st)
	openTutorial(d, "hongkong")
	if s := d.State(); lesson(s)["step"].(float64) != 0 || s["moves"].(float64) != 0 {
		t.Fatalf("opened at step %v with %v moves", lesson(s)["step"], s["moves"])
	}
}

// On a phone, either way up, a tutorial's words are written whole and
// none of them under Next: in German, the longest, the steps ran on
// under Next (play-test). Each title's tutorial is played up to its
// longest step and its longest with Next, every step on the way looked
// at.
func TestATutorialsWordsAreNeverHiddenUnderNextOnAPhone(t *testing.T) {
	lang.Use(lang.German)
	defer lang.Use(lang.English)
	for _, title := range []string{"hongkong", "hong", "kiezkoenig", "chinatown"} {
		last := longestSteps(title)
		for _, size := range scenetest.ScreensFor(lang.German) {
			d := newDriver(t, size[0], size[1], nil)
			d.app.Settings().AnimationSpeed = 4
			openTutorial(d, title)
			for {
				l := lesson(d.State())
				step := int(l["step"].(float64))
				d.Tick(1)
				wordsShownWhole(d, fmt.Sprintf("%s at %.0fx%.0f, step %d", title, size[0], size[1], step), l)
				if step >= last {
					d.Shot(fmt.Sprintf("tutorial-%s-%.0fx%.0f-longest", title, size[0], size[1]))
					break
				}
				if m := scenetest.Strs(lesson(d.State())["missing"]); len(m) > 0 {
					// Chinatown on a phone held sideways: its tutorial
					// cannot be played on by taps from here (reported).
					t.Logf("%s at %.0fx%.0f: step %d lights %v, which the table did not lay out; looked no further", title, size[0], size[1], step, m)
					break
				}
				playStep(d, title)
			}
		}
	}
}

// longestSteps is the later of two steps in the screens' language: the
// one with the longest words, and the one with Next with the longest.
func longestSteps(title string) int {
	tut, err := tutorial.Parse(tutorialText(title))
	if err != nil {
		panic(err)
	}
	steps, _ := tut.Steps()
	show, longest := 0, 0
	for i, st := range steps {
		if st.Kind() == tutorial.Show && len(st.Say) > len(steps[show].Say) {
			show = i
		}
		if len(st.Say) > len(steps[longest].Say) {
			longest = i
		}
	}
	return max(show, longest)
}

// wordsShownWhole fails where the step's words, as the frame draws them
// in a box, are not all there, run off the screen, are cut at the box's
// foot, or lie under Next.
func wordsShownWhole(d *driver, where string, l map[string]any) {
	d.T.Helper()
	say := l["say"].(string)
	boxes := map[sprites.Rect][]sprites.TextRun{}
	stop := sprites.RecordText(func(r sprites.TextRun) bool {
		if r.Fit.W > 0 && strings.Contains(say, r.Text) {
			boxes[r.Fit] = append(boxes[r.Fit], r)
		}
		return true
	})
	d.Draw()
	stop()
	var runs []sprites.TextRun
	for _, rs := range boxes {
		var words []string
		for _, r := range rs {
			words = append(words, r.Text)
		}
		if len(strings.Fields(strings.Join(words, " "))) == len(strings.Fields(say)) {
			runs = rs
		}
	}
	if len(runs) == 0 {
		d.T.Errorf("%s: %q is not written whole in any box", where, say)
		return
	}
	next, hasNext := ui.Target{}, l["kind"] == "show"
	if hasNext {
		next = d.Target("tutorial-next")
	}
	w, h := d.W, d.H
	for _, r := range runs {
		b := r.Box
		switch {
		case r.Cut:
			d.T.Errorf("%s: %q is cut at the foot of its box %v", where, r.Text, r.Fit)
		case b.X < 0 || b.Y < 0 || b.Right() > w || b.Bottom() > h:
			d.T.Errorf("%s: %q at %v runs off the screen", where, r.Text, b)
		case hasNext && b.X < next.X+next.W && next.X < b.Right() && b.Y < next.Y+next.H && next.Y < b.Bottom():
			d.T.Errorf("%s: %q at %v lies under Next %v", where, r.Text, b, next)
		}
	}
}
