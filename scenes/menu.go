package scenes

import (
	"fmt"
	"math"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// menu is the title screen: one drawn card per playable title, and the game
// in progress to resume if there is one.
type menu struct {
	app    *App
	resume *record.Record // the autosaved game, if readable
	// discarding: the player asked to discard the saved game and is asked
	// once more, as quitting and restarting do.
	discarding bool
	// titles are the cards shown: the playable titles (tests may show
	// more, to check the layout of a full menu).
	titles  []rules.Title
	notice  string
	lay     menuLayout
	hover   []float64 // per card, 0..1: eases the lift of a hovered card
	scenery sprites.Scenery
}

type menuLayout struct {
	title                sprites.Rect
	cards                []sprites.Rect
	resume, discard, bar sprites.Rect
	strip, words         sprites.Rect // the saved game's strip and its text
	settings, quit       sprites.Rect
}

func newMenu(a *App) *menu {
	m := &menu{app: a, notice: a.notice}
	a.notice = ""
	data, err := a.store.Get(play.AutosaveName)
	if err == nil {
		rec, err := record.Parse(data)
		if err == nil {
			_, err = rec.Replay()
		}
		if err == nil && !hasTitleScene(rec.Title) {
			err = fmt.Errorf("its title has no table in this version")
		}
		if err != nil {
			// A corrupt or foreign save: say so once, and start afresh.
			m.notice = fmt.Sprintf("The saved game could not be resumed (%v), so it was put aside. Start a new one!", err)
			_ = a.store.Delete(play.AutosaveName)
		} else {
			m.resume = rec
		}
	}
	m.setTitles(playableTitles())
	a.ctx.Sound.PlayMusic(audio.MenuTheme)
	return m
}

func (m *menu) setTitles(ts []rules.Title) {
	m.titles = ts
	m.hover = make([]float64, len(ts))
	m.lay = menuLayout{}
}

// subtitle promises what the menu holds: the number of games on it.
func (m *menu) subtitle() string {
	words := []string{"No", "A", "Two", "Three", "Four", "Five", "Six"}
	n := len(m.titles)
	if n == 1 {
		return "A board game for a rainy evening: " + m.titles[0].Name
	}
	if n < len(words) {
		return words[n] + " board games for a rainy evening"
	}
	return fmt.Sprintf("%d board games for a rainy evening", n)
}

func (m *menu) layout(c *ui.Context) menuLayout {
	var l menuLayout
	pad := 24.0
	if c.Compact() {
		pad = 14
	}
	area := sprites.R(pad, pad, c.W-2*pad, c.H-2*pad)
	top, rest := area.CutTop(min(120, c.H*0.16))
	l.title = top
	bar, rest := rest.CutBottom(60)
	l.bar = bar
	bw := min(180.0, (bar.W-16)/2)
	l.settings = sprites.R(bar.X, bar.Y+8, bw, 52)
	l.quit = sprites.R(bar.Right()-bw, bar.Y+8, bw, 52)
	if m.resume != nil {
		if rest.W < 560 {
			// Narrow: the words across the strip, the buttons under them.
			l.strip, rest = rest.CutTop(128)
			_, rest = rest.CutTop(8)
			in := l.strip.Inset(12)
			var btns sprites.Rect
			btns, l.words = in.CutBottom(52)
			b := btns.SplitH(2, 10)
			l.resume, l.discard = b[0], b[1]
		} else {
			l.strip, rest = rest.CutTop(76)
			bw := min(160.0, l.strip.W/4)
			l.discard = sprites.R(l.strip.Right()-bw-12, l.strip.Y+12, bw, 52)
			l.resume = sprites.R(l.discard.X-bw-10, l.strip.Y+12, bw, 52)
			l.words = sprites.R(l.strip.X+20, l.strip.Y+8, l.resume.X-l.strip.X-30, 60)
		}
	}
	l.cards = cardGrid(rest.Inset(8), len(m.titles))
	return l
}

// cardGrid lays n title cards out in the grid that gives them the most
// room at a card's proportions (a little taller than wide): four in a row
// on a wide screen, two by two on an upright one.
func cardGrid(r sprites.Rect, n int) []sprites.Rect {
	gap := 20.0
	if min(r.W, r.H) < 500 {
		gap = 12
	}
	best, bestCols, bestW, bestH := -1.0, 1, 0.0, 0.0
	for cols := 1; cols <= n; cols++ {
		rows := (n + cols - 1) / cols
		cw := min(300, (r.W-float64(cols-1)*gap)/float64(cols))
		ch := min(cw*1.4, (r.H-float64(rows-1)*gap)/float64(rows))
		cw = min(cw, ch/0.8)
		// The card's smaller side is what limits its text; on a tie the
		// wider grid wins, which leaves the desktop's height to the sky.
		if score := min(cw, ch*0.9); score > best-0.5 {
			best, bestCols, bestW, bestH = score, cols, cw, ch
		}
	}
	cols := bestCols
	rows := (n + cols - 1) / cols
	gridW := float64(cols)*bestW + float64(cols-1)*gap
	gridH := float64(rows)*bestH + float64(rows-1)*gap
	x0, y0 := r.X+(r.W-gridW)/2, r.Y+(r.H-gridH)/2
	var out []sprites.Rect
	for i := range n {
		col, row := i%cols, i/cols
		// A short last row is centred.
		inRow := min(cols, n-row*cols)
		x := x0 + (gridW-(float64(inRow)*bestW+float64(inRow-1)*gap))/2
		out = append(out, sprites.R(x+float64(col)*(bestW+gap), y0+float64(row)*(bestH+gap), bestW, bestH))
	}
	return out
}

func (m *menu) Update(c *ui.Context) error {
	m.lay = m.layout(c)
	titles := m.titles
	for i, t := range titles {
		r := m.lay.cards[i]
		target := 0.0
		if c.Pointer.Hover(r) || c.Pointer.PressIn(r) {
			target = 1
		}
		m.hover[i] += (target - m.hover[i]) * 0.2
		if c.Target("title-"+t.ID, r, t.Name, true) {
			c.Sound.Play(audio.Tap)
			c.Nav.Setup(t.ID)
			return nil
		}
	}
	if m.resume != nil {
		if !m.discarding && (c.Button("resume", m.lay.resume, "Resume", true) || c.Key(ebiten.KeyEnter)) {
			c.Sound.Play(audio.Tap)
			m.app.Play(m.resume)
			return nil
		}
		if m.discarding {
			if c.Button("confirm-discard", m.lay.discard, "Yes, discard", true) {
				_ = m.app.store.Delete(play.AutosaveName)
				m.resume, m.discarding = nil, false
				m.lay = m.layout(c)
			} else if c.Button("keep", m.lay.resume, "Keep it", true) || c.Key(ebiten.KeyEscape) {
				m.discarding = false
			}
			return nil
		}
		if c.Button("discard", m.lay.discard, "Discard", true) {
			m.discarding = true
			return nil
		}
	}
	if c.Button("settings", m.lay.settings, "Settings", true) || c.Key(ebiten.KeyS) {
		c.Nav.Overlay(newSettingsView(m.app))
	}
	if canQuit() && (c.Button("quit", m.lay.quit, "Quit", true) || c.Key(ebiten.KeyEscape)) {
		c.Nav.Quit()
	}
	for i, t := range titles {
		if c.Key(ebiten.Key1 + ebiten.Key(i)) {
			c.Nav.Setup(t.ID)
		}
	}
	return nil
}

// canQuit: a browser tab cannot close itself, so it offers no Quit.
func canQuit() bool { return runtime.GOOS != "js" }

func (m *menu) Draw(cv *sprites.Canvas, c *ui.Context) {
	if m.lay.cards == nil {
		m.lay = m.layout(c)
	}
	// The sky and the cards stand still and are copied from the scenery;
	// a frame redraws only around the drifting lanterns.
	key := m.frontKey(c)
	m.scenery.Begin(cv, "night", key, drawStillSky, func(lc *sprites.Canvas) {
		m.drawFront(lc, c)
	})
	drawLanterns(cv, c.Tick, &m.scenery)
	m.scenery.End(cv)
}

// KeepsScreen: the menu redraws only what moves (sprites.Scenery).
func (m *menu) KeepsScreen() {}

// Free lets the menu's screen-sized images go.
func (m *menu) Free() { m.scenery.Free() }

// frontKey is what the menu's title, cards and buttons show.
func (m *menu) frontKey(c *ui.Context) string {
	p := c.Pointer
	var pressed, hover []bool
	for _, r := range append([]sprites.Rect{m.lay.resume, m.lay.discard, m.lay.settings, m.lay.quit}, m.lay.cards...) {
		pressed = append(pressed, p.PressIn(r))
		hover = append(hover, p.Hover(r))
	}
	lifts := make([]int, len(m.hover))
	for i, h := range m.hover {
		lifts[i] = int(h * 12)
	}
	return fmt.Sprint(m.lay, pressed, hover, lifts, m.notice, m.resume != nil, m.discarding, len(m.titles))
}

func (m *menu) drawFront(cv *sprites.Canvas, c *ui.Context) {
	l := m.lay
	size := min(64, l.title.H*0.55)
	cx := l.title.X + l.title.W/2
	cv.Text("QUARTET", cx+2, l.title.Y+l.title.H*0.42+3, size, sprites.Bold, sprites.Alpha(sprites.Hex(0x000000), 0.5), sprites.Middle, sprites.Middle)
	cv.Text("QUARTET", cx, l.title.Y+l.title.H*0.42, size, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	sub := m.subtitle()
	cv.Text(sub, cx, l.title.Y+l.title.H*0.42+size*0.75, cv.FitSize(sub, l.title.W, min(20, size*0.34), sprites.Regular), sprites.Regular, sprites.Paper, sprites.Middle, sprites.Middle)

	if m.resume != nil {
		ui.DarkPanel(cv, l.strip)
		name := m.resume.Title
		if t, ok := catalog.Lookup(m.resume.Title); ok {
			name = t.Name
		}
		msg := fmt.Sprintf("Your %s game is waiting: move %d.", name, len(m.resume.Moves)+1)
		if m.discarding {
			msg = fmt.Sprintf("Discard your %s game? It cannot be brought back.", name)
		}
		tw := l.words
		size := 20.0
		for size > 12 && float64(len(cv.Wrap(msg, tw.W, size, sprites.Bold)))*size*1.3 > tw.H {
			size *= 0.92
		}
		lines := float64(len(cv.Wrap(msg, tw.W, size, sprites.Bold)))
		cv.TextBox(msg, sprites.R(tw.X, tw.Y+(tw.H-lines*size*1.3)/2, tw.W, lines*size*1.3+1), size, sprites.Bold, sprites.Paper, sprites.Start)
		if m.discarding {
			ui.DrawButton(cv, c, l.resume, "Keep it", ui.Secondary, true)
			ui.DrawButton(cv, c, l.discard, "Yes, discard", ui.Danger, true)
		} else {
			ui.DrawButton(cv, c, l.resume, "Resume", ui.Primary, true)
			ui.DrawButton(cv, c, l.discard, "Discard", ui.Quiet, true)
		}
	}
	for i, t := range m.titles {
		if i >= len(cardLayers) {
			cardLayers = append(cardLayers, &sprites.Layer{})
		}
		r := l.cards[i]
		const margin = 24
		lift := 6 * m.hover[i]
		area := sprites.R(r.X-margin, r.Y-margin-lift, r.W+2*margin, r.H+2*margin)
		cardLayers[i].DrawRect(cv, area, cardKey{r.W, r.H, t.ID}, func(cv *sprites.Canvas) {
			drawTitleCard(cv, sprites.R(margin, margin, r.W, r.H), t.ID)
		})
	}
	ui.DrawButton(cv, c, l.settings, "Settings", ui.Quiet, true)
	if canQuit() {
		ui.DrawButton(cv, c, l.quit, "Quit", ui.Quiet, true)
	}
	if m.notice != "" {
		w := min(640, c.W-40)
		lines := cv.Wrap(m.notice, w-40, 17, sprites.Regular)
		h := float64(len(lines))*22 + 28
		r := sprites.R((c.W-w)/2, l.bar.Y-h-10, w, h)
		cv.RoundRect(r, 12, sprites.Alpha(sprites.Bad, 0.92))
		cv.TextBox(m.notice, r.Inset(14), 17, sprites.Regular, sprites.Paper, sprites.Start)
	}
}

func (m *menu) Describe() map[string]any {
	ids := []string{}
	for _, t := range m.titles {
		ids = append(ids, t.ID)
	}
	d := map[string]any{"scene": "menu", "titles": ids, "notice": m.notice, "subtitle": m.subtitle(), "discarding": m.discarding}
	if m.resume != nil {
		d["resume"] = m.resume.Title
	}
	return d
}

// The lanterns move over the sky, each a copy of one lantern drawn once
// (lantern): copies of one image are a single cheap draw, where glows of
// many circles are not.
var lantern sprites.Layer

// drawNightSky is the menu's backdrop, a harbour at dusk with lanterns
// drifting, for a scene without the menu's scenery: sky caches the still
// parts.
func drawNightSky(cv *sprites.Canvas, tick int, sky *sprites.Layer) {
	sky.Draw(cv, "night", drawStillSky)
	drawLanterns(cv, tick, nil)
}

// drawLanterns paints the lanterns, telling sc (if any) where they are.
func drawLanterns(cv *sprites.Canvas, tick int, sc *sprites.Scenery) {
	// Lanterns: warm glows that bob gently.
	const size = 64.0
	for i := range 7 {
		fx := (float64(i)*0.153 + 0.07)
		x := cv.W * (fx - math.Floor(fx))
		y := cv.H*(0.2+0.1*math.Sin(float64(i)*1.7)) + 6*math.Sin(float64(tick)/70+float64(i))
		if math.Abs(x-cv.W/2) < 240 && y < cv.H*0.3 {
			x += 480 * math.Copysign(1, x-cv.W/2) // keep clear of the title
		}
		r := sprites.R(x-size/2, y-size/2, size, size)
		lantern.DrawRect(cv, r, "lantern", drawLantern)
		if sc != nil {
			sc.Touch(cv, r)
		}
	}
}

// drawLantern paints one lantern: a soft warm glow around a paper body.
func drawLantern(cv *sprites.Canvas) {
	x, y := cv.W/2, cv.H/2
	for k := 6; k >= 1; k-- {
		cv.Circle(x, y, cv.W/2*float64(k)/6, sprites.Alpha(sprites.Hex(0xE8A33D), 0.05))
	}
	cv.Ellipse(x, y, 6, 8, sprites.Alpha(sprites.Hex(0xF6C667), 0.8))
}

func drawStillSky(cv *sprites.Canvas) {
	top, bottom := sprites.Hex(0x0E1A24), sprites.Hex(0x2A3F4F)
	const bands = 24
	for i := range bands {
		y := cv.H * float64(i) / bands
		cv.Rect(sprites.R(0, y, cv.W, cv.H/bands+1), sprites.Mix(top, bottom, float64(i)/bands))
	}
	// A skyline of towers along the bottom, some windows lit.
	base := cv.H
	x := 0.0
	for i := 0; x < cv.W; i++ {
		w := 30 + float64((i*37)%50)
		h := cv.H * (0.08 + float64((i*53)%17)/100)
		cv.Rect(sprites.R(x, base-h, w-4, h), sprites.Hex(0x0B141B))
		for wy := base - h + 8; wy < base-8; wy += 14 {
			for wx := x + 6; wx < x+w-12; wx += 10 {
				if (int(wx)*7+int(wy)*13+i)%5 == 0 {
					cv.Rect(sprites.R(wx, wy, 4, 6), sprites.Alpha(sprites.Hex(0xF2C46D), 0.55))
				}
			}
		}
		x += w
	}
}

// cardKey is what a card's cached drawing shows.
type cardKey struct {
	w, h float64
	id   string
}

// cardLayers caches each title card's drawing.
var cardLayers []*sprites.Layer

// drawTitleCard paints one title's card: a paper card with the title's
// emblem, name, blurb and player count.
func drawTitleCard(cv *sprites.Canvas, r sprites.Rect, id string) {
	t, _ := catalog.Lookup(id)
	cv.SoftShadow(r, 16, 12, 0.5)
	cv.RoundRect(r, 16, sprites.Paper)
	artH := r.H * 0.58
	if r.H < 220 {
		artH = r.H * 0.48 // a short card keeps room for its name and players
	}
	art := sprites.R(r.X+12, r.Y+12, r.W-24, artH)
	cv.RoundRect(art, 10, sprites.Hex(0x1E2E38))
	if ts, ok := lookupTitleScene(id); ok {
		ts.Emblem(cv, art.Inset(8))
	}
	y := art.Bottom() + 10
	nameSize := cv.FitSize(t.Name, r.W-24, min(30, r.W*0.11), sprites.Bold)
	cv.Text(t.Name, r.X+r.W/2, y+nameSize*0.6, nameSize, sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	players := fmt.Sprintf("%d players", t.MinSeats)
	if t.MaxSeats > t.MinSeats {
		players = fmt.Sprintf("%d–%d players", t.MinSeats, t.MaxSeats)
	}
	bs := min(16, r.W*0.055)
	box := blurbBox(cv, r, t.Name)
	if blurb, size := fitBlurb(cv, t.Blurb, box, bs); blurb != "" {
		cv.TextBox(blurb, box, size, sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.2), sprites.Middle)
	}
	cv.Text(players, r.X+r.W/2, r.Bottom()-bs*1.2, bs, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
}

// blurbBox is the room a card leaves for its blurb, between its name and
// its players.
func blurbBox(cv *sprites.Canvas, r sprites.Rect, name string) sprites.Rect {
	artH := r.H * 0.58
	if r.H < 220 {
		artH = r.H * 0.48
	}
	y := r.Y + 12 + artH + 10
	y += cv.FitSize(name, r.W-24, min(30, r.W*0.11), sprites.Bold) * 1.3
	bs := min(16, r.W*0.055)
	return sprites.R(r.X+14, y, r.W-28, r.Bottom()-y-bs*1.8)
}

// cardBlurb is the part of a title's blurb its card in r shows.
func cardBlurb(cv *sprites.Canvas, r sprites.Rect, id string) string {
	t, _ := catalog.Lookup(id)
	blurb, _ := fitBlurb(cv, t.Blurb, blurbBox(cv, r, t.Name), min(16, r.W*0.055))
	return blurb
}

// fitBlurb returns the part of a card's blurb that fits box whole, and its
// size: the whole blurb a little smaller if need be, else its first
// sentence, else nothing. A sentence cut off at the card's edge reads as a
// mistake (play-test).
func fitBlurb(cv *sprites.Canvas, blurb string, box sprites.Rect, size float64) (string, float64) {
	fits := func(text string, s float64) bool {
		return float64(len(cv.Wrap(text, box.W, s, sprites.Regular)))*s*1.3 <= box.H+0.5
	}
	for _, text := range []string{blurb, firstSentence(blurb)} {
		for s := size; s >= min(size, 11); s *= 0.92 {
			if fits(text, s) {
				return text, s
			}
		}
	}
	return "", size
}

// firstSentence is text up to its first full stop or semicolon, ending
// with a full stop.
func firstSentence(text string) string {
	for i, r := range text {
		if (r == '.' || r == ';') && (i+1 == len(text) || text[i+1] == ' ') {
			return text[:i] + "."
		}
	}
	return text
}
