package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/ui"
	"quartet/sprites"
)

// settingsView edits the settings; every change is saved at once.
type settingsView struct {
	app   *App
	rows  []sprites.Rect
	done  sprites.Rect
	dirty bool
}

func newSettingsView(a *App) *settingsView { return &settingsView{app: a} }

// doneGap keeps Done apart from the Animation buttons above it: touching,
// they read as one group of choices.
const doneGap = 18

var speeds = []float64{0.5, 1, 2}

// tipsLabel names the setting of the one-line tips shown the first time
// each situation of a game arises.
const tipsLabel = "First-game tips"

var speedLabels = []string{"Slow", "Normal", "Fast"}

// settingRows is the number of settings, one a row.
const settingRows = 7

// panelH is the tallest the settings panel grows: seven rows a finger
// high and a little more, with the title and Done.
const panelH = 620

// twoColumns: on a screen too short for seven rows a finger high (a phone
// held sideways) the settings stand in two columns, four and three (the
// Animation choices in the column of three, where the rows are taller).
func (s *settingsView) twoColumns(c *ui.Context) bool {
	return (min(c.H-24, panelH)-48-56-54-doneGap-50)/settingRows < ui.MinTarget && c.W > c.H
}

func (s *settingsView) panel(c *ui.Context) sprites.Rect {
	w := min(560, c.W-24)
	if s.twoColumns(c) {
		w = min(920, c.W-24)
	}
	h := min(c.H-24, panelH)
	return sprites.R((c.W-w)/2, (c.H-h)/2, w, h)
}

func (s *settingsView) Update(c *ui.Context) error {
	r := s.panel(c).Inset(24)
	if s.twoColumns(c) {
		r = s.panel(c).Inset(16)
		_, r = r.CutTop(44)
		s.done, r = r.CutBottom(48)
		_, r = r.CutBottom(doneGap)
		cols := r.SplitH(2, 28)
		s.rows = append(cols[0].SplitV(4, 8), cols[1].SplitV(3, 8)...)
	} else {
		_, r = r.CutTop(56)
		s.done, r = r.CutBottom(54)
		_, r = r.CutBottom(doneGap)
		s.rows = r.SplitV(settingRows, 10)
	}
	v := &s.app.settings
	st := *v
	v.Master = c.Slider("master", s.rows[0], "Volume", v.Master)
	v.Music = c.Slider("music", s.rows[1], "Music", v.Music)
	v.Effects = c.Slider("effects", s.rows[2], "Effects", v.Effects)
	v.Mute = c.Toggle("mute", s.rows[3], "Mute all sound", v.Mute)
	v.ColourBlind = c.Toggle("colourblind", s.rows[4], "Colour-blind-safe colours", v.ColourBlind)
	v.Tips = c.Toggle("tips", s.rows[6], tipsLabel, v.Tips)
	sr := s.speedRect()
	v.AnimationSpeed = speeds[c.Segmented("speed", sr, speedLabels, speedIndex(v.AnimationSpeed))]
	// Save once a change is complete: at once for a tap, at the end of a
	// slider's drag rather than on every tick of it.
	if *v != st {
		s.dirty = true
	}
	if s.dirty && !c.Pointer.Down {
		s.app.saveSettings()
		s.dirty = false
	}
	if c.Button("done", s.done, "Done", true) || c.Key(ebiten.KeyEscape) {
		c.Nav.Close()
	}
	return nil
}

func (s *settingsView) speedRect() sprites.Rect {
	r := s.rows[5]
	lw := min(170, r.W*0.4)
	return sprites.R(r.X+lw, r.Y+4, r.W-lw, r.H-8)
}

func speedIndex(v float64) int {
	for i, s := range speeds {
		if v <= s {
			return i
		}
	}
	return len(speeds) - 1
}

func (s *settingsView) Draw(cv *sprites.Canvas, c *ui.Context) {
	p := s.panel(c)
	solidPanel(cv, p)
	head := p.Y + 44
	if len(s.rows) > 0 {
		head = min(head, s.rows[0].Y-22)
	}
	cv.Text("Settings", p.X+p.W/2, head, 28, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	if len(s.rows) < settingRows {
		return
	}
	v := s.app.settings
	ui.DrawSlider(cv, s.rows[0], "Volume", v.Master)
	ui.DrawSlider(cv, s.rows[1], "Music", v.Music)
	ui.DrawSlider(cv, s.rows[2], "Effects", v.Effects)
	ui.DrawToggle(cv, s.rows[3], "Mute all sound", v.Mute)
	ui.DrawToggle(cv, s.rows[4], "Colour-blind-safe colours", v.ColourBlind)
	ui.DrawToggle(cv, s.rows[6], tipsLabel, v.Tips)
	r := s.rows[5]
	cv.Text("Animation", r.X, r.Y+r.H/2, min(20, r.H*0.42), sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	ui.DrawSegmented(cv, c, s.speedRect(), speedLabels, speedIndex(v.AnimationSpeed))
	ui.DrawButton(cv, c, s.done, "Done", ui.Primary, true)
}

func (s *settingsView) Describe() map[string]any { return map[string]any{"scene": "settings"} }

// solidPanel is the dark card of a page opened over another (settings over
// the pause menu): fully opaque, since the buttons of the page below would
// show through a translucent one and read as if they could be tapped.
func solidPanel(cv *sprites.Canvas, r sprites.Rect) {
	cv.SoftShadow(r, 18, 14, 0.5)
	cv.RoundRect(r, 18, sprites.Hex(0x142028))
	cv.StrokeRoundRect(r.Inset(1), 17, 1.5, sprites.Alpha(sprites.Gold, 0.5))
}
