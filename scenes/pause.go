package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules/catalog"
	"quartet/scenes/ui"
)

// pause is the menu over a game: resume, restart, rules, settings, quit.
type pause struct {
	title   string
	restart func()
	buttons []ui.Rect
	confirm bool // restart and quit ask once more
	action  string
}

// Pause shows the pause menu over the current game.
func (a *App) Pause(title string, restart func()) {
	a.Overlay(&pause{title: title, restart: restart})
}

var pauseLabels = []string{"Resume", "Restart", "Rules", "Settings", "Quit to menu"}

func (p *pause) panel(c *ui.Context) ui.Rect {
	w := min(420, c.W-32)
	h := 110 + float64(len(pauseLabels))*64
	return ui.R((c.W-w)/2, (c.H-h)/2, w, h)
}

func (p *pause) Update(c *ui.Context) error {
	r := p.panel(c).Inset(24)
	_, r = r.CutTop(64)
	p.buttons = p.buttons[:0]
	for range pauseLabels {
		b, rest := r.CutTop(52)
		_, r = rest.CutTop(12)
		p.buttons = append(p.buttons, b)
	}
	if p.confirm {
		yes, no := p.buttons[1], p.buttons[2]
		if c.Button("confirm", yes, "Yes, "+p.action, true) {
			c.Nav.Close()
			if p.action == "restart" {
				p.restart()
			} else {
				c.Nav.Menu()
			}
		}
		if c.Button("cancel", no, "No", true) || c.Key(ebiten.KeyEscape) {
			p.confirm = false
		}
		return nil
	}
	for i, label := range pauseLabels {
		if !c.Button("pause-"+label, p.buttons[i], label, true) {
			continue
		}
		c.Sound.Play(audio.Tap)
		switch i {
		case 0:
			c.Nav.Close()
		case 1:
			p.confirm, p.action = true, "restart"
		case 2:
			c.Nav.Overlay(newRulesView(p.title))
		case 3:
			c.Nav.Overlay(newSettingsView())
		case 4:
			p.confirm, p.action = true, "quit"
		}
	}
	if c.Key(ebiten.KeyEscape) || c.Key(ebiten.KeyP) {
		c.Nav.Close()
	}
	return nil
}

func (p *pause) Draw(cv *ui.Canvas, c *ui.Context) {
	r := p.panel(c)
	ui.DarkPanel(cv, r)
	name := p.title
	if t, ok := catalog.Lookup(p.title); ok {
		name = t.Name
	}
	if len(p.buttons) == 0 {
		return
	}
	if p.confirm {
		q := "Restart this game?"
		if p.action == "quit" {
			q = "Leave this game? It stays saved to resume."
		}
		cv.TextBox(q, ui.R(r.X+24, p.buttons[0].Y, r.W-48, 60), 20, ui.Bold, ui.Paper, ui.Middle)
		ui.DrawButton(cv, c, p.buttons[1], "Yes, "+p.action, ui.Danger, true)
		ui.DrawButton(cv, c, p.buttons[2], "No", ui.Secondary, true)
		return
	}
	cv.Text(name+" — paused", r.X+r.W/2, r.Y+48, 26, ui.Bold, ui.Gold, ui.Middle, ui.Middle)
	for i, label := range pauseLabels {
		style := ui.Secondary
		if i == 0 {
			style = ui.Primary
		}
		ui.DrawButton(cv, c, p.buttons[i], label, style, true)
	}
}

func (p *pause) Describe() map[string]any { return map[string]any{"scene": "pause"} }
