package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/lang"

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
var tipsLabel = lang.Noop("First-game tips")

var speedLabels = []string{lang.Noop("Slow"), lang.Noop("Normal"), lang.Noop("Fast")}

// languageNames are the languages offered, each in its own words: a
// player who cannot read the current one still finds theirs.
var languageNames = []string{"English", "Deutsch", "Français"}

// settingRows is the number of settings, one a row.
const settingRows = 8

// panelH is the tallest the settings panel grows: eight rows a finger
// high and a little more, with the title and Done.
const panelH = 680

// twoColumns: on a screen too short for eight rows a finger high (a phone
// held sideways) the settings stand in two columns of four.
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
		s.rows = append(cols[0].SplitV(4, 8), cols[1].SplitV(4, 8)...)
	} else {
		_, r = r.CutTop(56)
		s.done, r = r.CutBottom(54)
		_, r = r.CutBottom(doneGap)
		s.rows = r.SplitV(settingRows, 10)
	}
	v := &s.app.settings
	st := *v
	v.Master = c.Slider("master", s.rows[0], lang.T("Volume"), v.Master)
	v.Music = c.Slider("music", s.rows[1], lang.T("Music"), v.Music)
	v.Effects = c.Slider("effects", s.rows[2], lang.T("Effects"), v.Effects)
	v.Mute = c.Toggle("mute", s.rows[3], lang.T("Mute all sound"), v.Mute)
	v.ColourBlind = c.Toggle("colourblind", s.rows[4], lang.T("Colour-blind-safe colours"), v.ColourBlind)
	v.Tips = c.Toggle("tips", s.rows[6], lang.Of(tipsLabel), v.Tips)
	sr := s.speedRect()
	v.AnimationSpeed = speeds[c.Segmented("speed", sr, translated(speedLabels), speedIndex(v.AnimationSpeed))]
	if k := c.Segmented("language", s.languageRect(), languageNames, languageIndex()); k != languageIndex() {
		v.Language = string(lang.All[k])
	}
	// Save once a change is complete: at once for a tap, at the end of a
	// slider's drag rather than on every tick of it.
	if *v != st {
		s.dirty = true
	}
	if s.dirty && !c.Pointer.Down {
		s.app.saveSettings()
		s.dirty = false
	}
	if c.Button("done", s.done, lang.T("Done"), true) || c.Key(ebiten.KeyEscape) {
		c.Nav.Close()
	}
	return nil
}

func (s *settingsView) speedRect() sprites.Rect {
	r := s.rows[5]
	return choicesIn(r, min(170, r.W*0.4))
}

// choicesIn is where a row's choices go, after its label lw wide: a
// little inside the row, and a finger high however short the row (four
// rows a column on a phone held sideways).
func choicesIn(r sprites.Rect, lw float64) sprites.Rect {
	h := min(r.H, max(ui.MinTarget, r.H-8))
	return sprites.R(r.X+lw, r.Y+(r.H-h)/2, r.W-lw, h)
}

// languageRect is where the languages are offered, after the row's label.
func (s *settingsView) languageRect() sprites.Rect {
	r := s.rows[7]
	return choicesIn(r, min(140, r.W*0.3))
}

// languageIndex is the language the screens speak, in languageNames'
// order: the one chosen, or the system's while none is.
func languageIndex() int {
	return max(0, slices.Index(lang.All, lang.Current()))
}

// translated is words marked with lang.Noop, in the screens' language.
func translated(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = lang.Of(w)
	}
	return out
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
	cv.Text(lang.T("Settings"), p.X+p.W/2, head, 28, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	if len(s.rows) < settingRows {
		return
	}
	v := s.app.settings
	ui.DrawSlider(cv, s.rows[0], lang.T("Volume"), v.Master)
	ui.DrawSlider(cv, s.rows[1], lang.T("Music"), v.Music)
	ui.DrawSlider(cv, s.rows[2], lang.T("Effects"), v.Effects)
	ui.DrawToggle(cv, s.rows[3], lang.T("Mute all sound"), v.Mute)
	ui.DrawToggle(cv, s.rows[4], lang.T("Colour-blind-safe colours"), v.ColourBlind)
	ui.DrawToggle(cv, s.rows[6], lang.Of(tipsLabel), v.Tips)
	r := s.rows[5]
	cv.Text(lang.T("Animation"), r.X, r.Y+r.H/2, min(20, r.H*0.42), sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	ui.DrawSegmented(cv, c, s.speedRect(), translated(speedLabels), speedIndex(v.AnimationSpeed))
	r = s.rows[7]
	word := lang.T("Language")
	cv.Text(word, r.X, r.Y+r.H/2, cv.FitSize(word, s.languageRect().X-r.X-8, min(20, r.H*0.42), sprites.Regular), sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	ui.DrawSegmented(cv, c, s.languageRect(), languageNames, languageIndex())
	ui.DrawButton(cv, c, s.done, lang.T("Done"), ui.Primary, true)
}

func (s *settingsView) Describe() map[string]any {
	return map[string]any{"scene": "settings", "language": string(lang.Current())}
}

// solidPanel is the dark card of a page opened over another (settings over
// the pause menu): fully opaque, since the buttons of the page below would
// show through a translucent one and read as if they could be tapped.
func solidPanel(cv *sprites.Canvas, r sprites.Rect) {
	cv.SoftShadow(r, 18, 14, 0.5)
	cv.RoundRect(r, 18, sprites.Hex(0x142028))
	cv.StrokeRoundRect(r.Inset(1), 17, 1.5, sprites.Alpha(sprites.Gold, 0.5))
}
