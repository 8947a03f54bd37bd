package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	"quartet/rules/catalog"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// pause is the menu over a game: resume, restart, rules, settings, quit.
type pause struct {
	app   *App
	title string
	// table is the game paused, whose state the quit question tells.
	table   *play.Table
	restart func()
	buttons []sprites.Rect
	confirm bool // restart and quit ask once more
	action  string
	// ask, yes and no are where the question and its answers go.
	ask, yes, no sprites.Rect
	// labels are the menu's buttons: pauseLabels, and Learn to play
	// over a game of a title that has a tutorial.
	labels []string
}

// Pause shows the pause menu over the current game.
func (a *App) Pause(title string, restart func()) {
	p := &pause{app: a, title: title, restart: restart, table: a.table, labels: pauseLabels}
	if hasTutorial(title) && (a.table == nil || a.table.Guide == nil) {
		p.labels = append(append([]string{}, pauseLabels[:4]...), learnLabel, pauseLabels[4])
	}
	a.Overlay(p)
}

// learnLabel opens the title's tutorial from the pause menu.
// The labels are kept in English, the buttons' ids, and said in the
// screens' language where they are drawn.
const learnLabel = "Learn to play"

var pauseLabels = []string{lang.Noop("Resume"), lang.Noop("Restart"), lang.Noop("Rules"), lang.Noop("Settings"), lang.Noop("Quit to menu")}

// twoColumns: a screen too short for the buttons in one column (a phone
// held sideways) gets them in two.
func (p *pause) twoColumns(c *ui.Context) bool {
	return 110+float64(len(p.labels))*64 > c.H-16
}

func (p *pause) panel(c *ui.Context) sprites.Rect {
	if p.twoColumns(c) {
		w := min(640, c.W-32)
		rows := (len(p.labels) + 1) / 2
		h := min(c.H-16, 96+float64(rows)*64)
		return sprites.R((c.W-w)/2, (c.H-h)/2, w, h)
	}
	w := min(420, c.W-32)
	h := 110 + float64(len(p.labels))*64
	return sprites.R((c.W-w)/2, (c.H-h)/2, w, h)
}

func (p *pause) Update(c *ui.Context) error {
	r := p.panel(c).Inset(24)
	p.buttons = p.buttons[:0]
	top := r.Y
	if p.twoColumns(c) {
		_, r = r.CutTop(48)
		for i := range p.labels {
			row := r
			row.Y += float64(i/2) * 64
			row.H = 52
			half := row.SplitH(2, 12)
			p.buttons = append(p.buttons, half[i%2])
		}
		// The question takes the heading's room and the first row's.
		p.ask = sprites.R(r.X, top, r.W, p.buttons[2].Y-8-top)
		p.yes, p.no = p.buttons[2], p.buttons[3]
	} else {
		_, r = r.CutTop(64)
		for range p.labels {
			b, rest := r.CutTop(52)
			_, r = rest.CutTop(12)
			p.buttons = append(p.buttons, b)
		}
		// The question takes the heading's room and Resume's.
		p.ask = sprites.R(p.buttons[0].X, top, p.buttons[0].W, p.buttons[1].Y-8-top)
		// No where Restart was, Yes below it: a double tap on Restart
		// answered Yes and restarted the game (play-test, phone).
		p.no, p.yes = p.buttons[1], p.buttons[2]
	}
	if p.confirm {
		yes, no := p.yes, p.no
		if c.Button("confirm", yes, p.yesLabel(), true) {
			c.Nav.Close()
			if p.action == "restart" {
				p.restart()
			} else {
				c.Nav.Menu()
			}
		}
		if c.Button("cancel", no, lang.T("No"), true) || c.Key(ebiten.KeyEscape) {
			p.confirm = false
		}
		return nil
	}
	for i, label := range p.labels {
		if !c.Button("pause-"+label, p.buttons[i], lang.Of(label), p.offers(label)) {
			continue
		}
		c.Sound.Play(audio.Tap)
		switch label {
		case "Resume":
			c.Nav.Close()
		case "Restart":
			p.confirm, p.action = true, "restart"
		case "Rules":
			c.Nav.Overlay(newRulesView(p.title))
		case "Settings":
			c.Nav.Overlay(newSettingsView(p.app))
		case learnLabel:
			// The game in progress was saved after its last move.
			c.Nav.Close()
			p.app.Tutorial(p.title)
		case "Quit to menu":
			p.confirm, p.action = true, "quit"
		}
	}
	if c.Key(ebiten.KeyEscape) || c.Key(ebiten.KeyP) {
		c.Nav.Close()
	}
	return nil
}

func (p *pause) Draw(cv *sprites.Canvas, c *ui.Context) {
	r := p.panel(c)
	solidPanel(cv, r)
	name := p.title
	if t, ok := catalog.Lookup(p.title); ok {
		name = t.Name
	}
	if len(p.buttons) == 0 {
		return
	}
	if p.confirm {
		q := p.question()
		size := 20.0
		for size > 12 && float64(len(cv.Wrap(q, p.ask.W, size, sprites.Bold)))*size*1.3 > p.ask.H {
			size *= 0.92
		}
		lines := float64(len(cv.Wrap(q, p.ask.W, size, sprites.Bold)))
		box := sprites.R(p.ask.X, p.ask.Y+(p.ask.H-lines*size*1.3)/2, p.ask.W, lines*size*1.3+1)
		cv.TextBox(q, box, size, sprites.Bold, sprites.Paper, sprites.Middle)
		ui.DrawButton(cv, c, p.yes, p.yesLabel(), p.yesStyle(), true)
		ui.DrawButton(cv, c, p.no, lang.T("No"), ui.Secondary, true)
		return
	}
	head := p.heading(name)
	cv.Text(head, r.X+r.W/2, p.buttons[0].Y-30, cv.FitSize(head, r.W-40, 26, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	for i, label := range p.labels {
		style := ui.Secondary
		if i == 0 {
			style = ui.Primary
		}
		ui.DrawButton(cv, c, p.buttons[i], lang.Of(label), style, p.offers(label))
	}
}

// yesLabel answers the question: "Yes, restart" or "Yes, quit".
func (p *pause) yesLabel() string {
	if p.action == "restart" {
		return lang.T("Yes, restart")
	}
	return lang.T("Yes, quit")
}

// yesStyle is alarm red only where the answer loses moves: a restart, or
// leaving a game whose latest moves could not be saved. Leaving a game
// that stays saved is no danger (play-test: a red "Yes, quit" read as
// losing the game).
func (p *pause) yesStyle() ui.Style {
	if p.action == "quit" && (p.table == nil || p.table.SaveErr == nil) {
		return ui.Primary
	}
	return ui.Danger
}

// offers reports whether the menu offers label: a game with players
// elsewhere cannot be restarted from one screen (play-test: Restart was
// offered online and did nothing).
func (p *pause) offers(label string) bool {
	return label != "Restart" || p.table == nil || !p.table.Online()
}

// heading names the game and its state: a finished game is over, not
// paused (play-test: "paused" over a game that had ended), and an online
// one goes on.
func (p *pause) heading(name string) string {
	if p.table != nil && p.table.Over() {
		return lang.Tf("%s — game over", name)
	}
	if p.table != nil && p.table.Online() {
		// The others play on (play-test: "paused" over an online game).
		return lang.Tf("%s — online, play goes on", name)
	}
	return lang.Tf("%s — paused", name)
}

// question is what the confirmation asks; leaving says what becomes of the
// game: kept to resume, or not kept, and why.
func (p *pause) question() string {
	if p.action != "quit" {
		return lang.T("Restart this game?")
	}
	if p.table == nil {
		return lang.T("Leave this game?")
	}
	if p.table.Guide != nil {
		return lang.T("Leave the tutorial? It goes on from the start of this part when you come back.")
	}
	// Kept is the table's own sentence, in the screens' language there.
	return lang.Tf("Leave this game? %s", p.table.Kept())
}

func (p *pause) Describe() map[string]any {
	name := p.title
	if t, ok := catalog.Lookup(p.title); ok {
		name = t.Name
	}
	d := map[string]any{"scene": "pause", "heading": p.heading(name)}
	if p.confirm {
		d["question"] = p.question()
	}
	return d
}
