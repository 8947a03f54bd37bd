package scenetest_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/lang"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// page is a screen that draws what a test gives it, with the buttons it
// gives it: a frame made to hold one kind of problem, or none.
type page struct {
	ctx     ui.Context
	ptr     ui.Pointer
	targets []ui.Target
	draw    func(cv *sprites.Canvas, c *ui.Context)
}

func (p *page) Update() error {
	p.ctx.Targets = append(p.ctx.Targets[:0], p.targets...)
	return nil
}
func (p *page) Draw(s *ebiten.Image) { p.draw(sprites.NewCanvas(s, 1), &p.ctx) }
func (p *page) LayoutF(w, h float64) (float64, float64) {
	p.ctx.W, p.ctx.H, p.ctx.Scale = w, h, 1
	return w, h
}
func (p *page) Context() *ui.Context     { return &p.ctx }
func (p *page) Pointer() *ui.Pointer     { return &p.ptr }
func (p *page) Describe() map[string]any { return map[string]any{} }

// problems opens a 390x844 phone screen drawn by draw, with a button at
// each of buttons, and checks its text.
func problems(t *testing.T, draw func(cv *sprites.Canvas, c *ui.Context), buttons ...labelled) []string {
	p := &page{draw: draw}
	p.ctx.Pointer = &p.ptr
	for i, b := range buttons {
		p.targets = append(p.targets, ui.Target{ID: "button" + string(rune('a'+i)), Label: b.label, X: b.X, Y: b.Y, W: b.W, H: b.H, Enabled: true})
	}
	d := scenetest.New(t, 390, 844, p, &scenetest.Sound{})
	return d.TextProblems()
}

func wantProblem(t *testing.T, got []string, want string) {
	t.Helper()
	for _, p := range got {
		if strings.Contains(p, want) {
			return
		}
	}
	t.Errorf("no problem saying %q; got %q", want, got)
}

func wantNone(t *testing.T, got []string) {
	t.Helper()
	if len(got) > 0 {
		t.Errorf("problems found on a screen that has none: %q", got)
	}
}

// labelled is where a button is, and its label.
type labelled struct {
	sprites.Rect
	label string
}

var (
	button   = sprites.R(40, 100, 110, 44)
	longWord = "Zurück zum Hauptmenü"
)

func TestALabelWiderThanItsButtonIsCut(t *testing.T) {
	got := problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		ui.DrawButtonSized(cv, c, button, longWord, ui.Primary, true, 20)
	}, labelled{button, longWord})
	wantProblem(t, got, `"Zurück zum Hauptmenü" at (`)
	wantProblem(t, got, `reaches outside its button "buttona"`)
}

func TestALabelThatFitsItsButtonIsNoProblem(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		ui.DrawButton(cv, c, button, longWord, ui.Primary, true) // shrunk to fit
		ui.DrawButton(cv, c, sprites.R(200, 100, 150, 44), "Undo", ui.Secondary, true)
	}, labelled{button, longWord}, labelled{sprites.R(200, 100, 150, 44), "Undo"}))
}

// A target is where a finger hits: text in it that is not its label (a
// number beside a board's space) may reach past it.
func TestTextInATargetItDoesNotLabelIsNoProblem(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("1½", button.X+button.W/2, button.Bottom()-2, 16, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
	}, labelled{button, "a2"}))
}

func TestTextRunningOffTheScreenIsCut(t *testing.T) {
	got := problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("Punkte: 1.200", 330, 20, 18, sprites.Bold, sprites.Paper, sprites.Start, sprites.Start)
	})
	wantProblem(t, got, `"Punkte: 1.200" at (`)
	wantProblem(t, got, "runs off the screen")
}

// A layer's text is checked where the layer is drawn, not where it was
// painted: this one is painted at x 300 of a layer drawn at x 60.
func TestTextInALayerIsCheckedWhereTheLayerIsDrawn(t *testing.T) {
	var l sprites.Layer
	paint := func(cv *sprites.Canvas) {
		cv.Text("Punkte", 300, 10, 18, sprites.Bold, sprites.Paper, sprites.Start, sprites.Start)
	}
	wantProblem(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		l.DrawRect(cv, sprites.R(60, 300, 400, 60), 1, paint)
	}), `"Punkte" at (36`)
}

func TestABoxTooSmallForItsTextCutsIt(t *testing.T) {
	got := problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.TextBox("Du darfst nur auf ein freies Feld neben deinem Haus bauen.", sprites.R(20, 20, 200, 40), 16, sprites.Regular, sprites.Paper, sprites.Start)
		cv.TextBox("Grundstücksverkehrsgenehmigung", sprites.R(20, 200, 120, 200), 16, sprites.Regular, sprites.Paper, sprites.Start)
	})
	wantProblem(t, got, "is cut: no room for it at the bottom of its box (20,20 200x40)")
	wantProblem(t, got, `"Grundstücksverkehrsgenehmigung" at (`)
	wantProblem(t, got, "overflows its box (20,200 120x200)")
}

func TestABoxItsTextFitsIsNoProblem(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.TextBox("Du darfst nur auf ein freies Feld neben deinem Haus bauen.", sprites.R(20, 20, 200, 200), 16, sprites.Regular, sprites.Paper, sprites.Start)
	}))
}

func TestTextOverOtherTextClashes(t *testing.T) {
	got := problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("Mia ist dran", 20, 400, 20, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
		cv.Text("Jade: 12 Punkte", 60, 404, 20, sprites.Regular, sprites.Gold, sprites.Start, sprites.Middle)
	})
	wantProblem(t, got, `"Mia ist dran" at (2`)
	wantProblem(t, got, `"Jade: 12 Punkte" at (6`)
	wantProblem(t, got, "overlap")
}

// A shadow is the same text drawn twice, a little apart: no clash.
func TestAShadowIsNoClash(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("Hong Kong", 21, 402, 30, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
		cv.Text("Hong Kong", 20, 400, 30, sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	}))
}

// A panel drawn over text hides it: the panel's own text does not clash
// with what lies under the panel.
func TestTextUnderAPanelIsNoClash(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("Mia ist dran", 20, 400, 20, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
		ui.Panel(cv, sprites.R(10, 370, 300, 60))
		cv.Text("Pause", 60, 404, 20, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	}))
}

func TestAWordShownInEnglishForWantOfATranslation(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Use(lang.German)
	lang.Missing()
	word := "A word no catalogue holds"
	got := problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text(lang.Of(word), 20, 400, 20, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	})
	wantProblem(t, got, "shown in English: de: A word no catalogue holds")
}

// A page taller than the screen scrolls: its lines pass under the bottom
// edge, and that cuts nothing.
func TestALineScrolledPastTheBottomIsNoProblem(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("Left-over money lies as loot", 20, 840, 16, sprites.Regular, sprites.Paper, sprites.Start, sprites.Start)
	}))
}

// A button under a panel (the menu under the pause menu) is hidden, its
// label with it.
func TestALabelUnderAPanelIsNoProblem(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		ui.DrawButtonSized(cv, c, button, longWord, ui.Primary, true, 20)
		cv.Text("Punkte: 1.200", 330, 120, 18, sprites.Bold, sprites.Paper, sprites.Start, sprites.Start)
		ui.Panel(cv, sprites.R(0, 80, 390, 100))
	}, labelled{button, longWord}))
}

// Tiles laid out under a button cannot be read (Chinatown's hand under
// Done building on a phone held sideways).
func TestALabelUnderAnotherButtonIsHidden(t *testing.T) {
	tile := sprites.R(button.X+4, button.Y+6, 60, 60)
	got := problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("Antiques", tile.X+tile.W/2, tile.Y+10, 14, sprites.Regular, sprites.Paper, sprites.Middle, sprites.Start)
		ui.DrawButton(cv, c, button, "Done", ui.Secondary, true)
	}, labelled{button, "Done"}, labelled{tile, "Antiques"})
	wantProblem(t, got, `"Antiques" at (`)
	wantProblem(t, got, `the label of "buttonb", is hidden under the button "buttona"`)
}

// A picture's figures under a button label nothing: they may be meant to
// lie under it.
func TestTextUnderAButtonLabellingNothingIsNoProblem(t *testing.T) {
	wantNone(t, problems(t, func(cv *sprites.Canvas, c *ui.Context) {
		cv.Text("$", button.X+20, button.Y+10, 14, sprites.Regular, sprites.Paper, sprites.Start, sprites.Start)
		ui.DrawButton(cv, c, button, "Done", ui.Secondary, true)
	}, labelled{button, "Done"}))
}
