package scenes

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// menu is the title screen: one drawn card per playable title, and every
// game in progress (one per title) to resume or discard.
type menu struct {
	app   *App
	saves []savedGame // the games in progress, in the catalog's order
	// ask is the question the menu waits on (discarding a game, or
	// starting a title anew over its game in progress); nil when none.
	ask *question
	// titles are the cards shown: the playable titles (tests may show
	// more, to check the layout of a full menu).
	titles  []rules.Title
	notice  string
	lay     menuLayout
	hover   []float64 // per card, 0..1: eases the lift of a hovered card
	learn   []bool    // per card, whether it offers its tutorial (menulearn.go)
	scenery sprites.Scenery
}

// savedGame is one title's game in progress.
type savedGame struct {
	rec  *record.Record
	name string    // the title's name
	at   time.Time // when it was last saved; zero when the save does not say
}

// question asks the person to confirm a step that would lose a game.
type question struct {
	text      string
	yes       string // the confirming button's label
	id, title string // the confirming button's target id, and the title
}

type menuLayout struct {
	title          sprites.Rect
	cards          []sprites.Rect
	bar            sprites.Rect
	saves          sprites.Rect // the panel of games in progress
	rows           []saveRow    // one per game in progress
	ask, yes, no   sprites.Rect // the question's panel and its answers
	settings, quit sprites.Rect
	replays        sprites.Rect // the kept games, to watch again
	online         sprites.Rect // play with friends through a server
}

// saveRow is where one game in progress is told and its buttons are.
type saveRow struct{ words, resume, discard sprites.Rect }

func newMenu(a *App) *menu {
	m := &menu{app: a, notice: a.notice}
	a.notice = ""
	var bad []string
	m.saves, bad = loadSaves(a.store)
	if len(bad) > 0 {
		// A corrupt or foreign save: say so once, and start afresh.
		m.notice = lang.Tf("The saved game could not be resumed (%s), so it was put aside. Start a new one!", strings.Join(bad, "; "))
	}
	m.setTitles(playableTitles())
	a.ctx.Sound.PlayMusic(audio.MenuTheme)
	return m
}

// loadSaves reads every title's game in progress. A game an older version
// saved to the one shared document moves to its title's own, written there
// before it is removed from the old one, so that nobody loses a game on
// upgrading. A save that cannot be resumed is removed, and bad says why.
func loadSaves(st store.Store) (games []savedGame, bad []string) {
	if rec, _, err := readSave(st, play.LegacySaveName); err != nil {
		bad = append(bad, lang.ExplainErr(err))
		_ = st.Delete(play.LegacySaveName)
	} else if rec != nil {
		// A title's own save is newer than the shared one: it is left
		// alone, and so is the shared one.
		if _, err := st.Get(play.SaveName(rec.Title)); errors.Is(err, store.ErrNotFound) {
			data, _ := st.Get(play.LegacySaveName)
			if st.Put(play.SaveName(rec.Title), data) == nil {
				_ = st.Delete(play.LegacySaveName)
			}
		}
	}
	for _, t := range playableTitles() {
		name := play.SaveName(t.ID)
		rec, at, err := readSave(st, name)
		if err != nil {
			bad = append(bad, lang.ExplainErr(err))
			_ = st.Delete(name)
			continue
		}
		if rec != nil {
			games = append(games, savedGame{rec: rec, name: t.Name, at: at})
		}
	}
	// The games stay in the titles' order, whenever each was played: a
	// list that put the game played last first changed its top row under
	// a finger that knew where its game was (play-test).
	return games, bad
}

// readSave reads and checks a saved game and says when it was saved: nil
// and no error where there is none, an error where it cannot be resumed.
func readSave(st store.Store, name string) (*record.Record, time.Time, error) {
	data, err := st.Get(name)
	if err != nil {
		return nil, time.Time{}, nil
	}
	rec, err := record.Parse(data)
	if err == nil {
		_, err = rec.Replay()
	}
	if err == nil && !hasTitleScene(rec.Title) {
		err = errors.New(lang.T("its title has no table in this version"))
	}
	if err != nil {
		return nil, time.Time{}, err
	}
	return rec, play.SavedAt(data), nil
}

// latest is the game in progress played last, which Enter resumes.
func (m *menu) latest() int {
	k := 0
	for i, g := range m.saves {
		if g.at.After(m.saves[k].at) {
			k = i
		}
	}
	return k
}

// saveOf is the game in progress of a title, if any.
func (m *menu) saveOf(id string) (savedGame, bool) {
	for _, g := range m.saves {
		if g.rec.Title == id {
			return g, true
		}
	}
	return savedGame{}, false
}

// details says how far a game in progress is and who plays it.
func (g savedGame) details() string {
	n := len(g.rec.Moves)
	words := lang.N("%d move", "%d moves", n, n) + " · " + seatsWords(g.rec.Seats)
	if !g.at.IsZero() {
		words += " · " + ago(time.Since(g.at))
	}
	return words
}

// ago says how long ago a game was last played, as closely as a person
// needs to tell two games apart.
func ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return lang.T("just now")
	case d < time.Hour:
		n := int(d / time.Minute)
		return lang.N("%d min ago", "%d min ago", n, n)
	case d < 24*time.Hour:
		n := int(d / time.Hour)
		return lang.N("%d h ago", "%d h ago", n, n)
	}
	n := int(d / (24 * time.Hour))
	return lang.N("%d day ago", "%d days ago", n, n)
}

// seatsWords says who sits at a table: "you and 2 computers", "3 people".
func seatsWords(seats []record.Seat) string {
	people, computers := 0, 0
	for _, s := range seats {
		if s.IsAI() {
			computers++
		} else {
			people++
		}
	}
	switch {
	case computers == 0:
		return lang.N("%d person", "%d people", people, people)
	case people == 1:
		return lang.N("you and %d computer", "you and %d computers", computers, computers)
	case people == 0:
		return lang.N("%d computer", "%d computers", computers, computers)
	}
	// Two or more people here, and one or more computers.
	return lang.N("%d people and %d computer", "%d people and %d computers", computers, people, computers)
}

func (m *menu) setTitles(ts []rules.Title) {
	m.titles = ts
	m.hover = make([]float64, len(ts))
	m.learn = m.offersLearning()
	m.lay = menuLayout{}
}

// subtitle promises what the menu holds: the number of games on it.
func (m *menu) subtitle() string {
	n := len(m.titles)
	if n == 1 {
		return lang.Tf("A board game for a rainy evening: %s", m.titles[0].Name)
	}
	if n < len(subtitles) {
		return lang.Of(subtitles[n])
	}
	return lang.N("%d board game for a rainy evening", "%d board games for a rainy evening", n, n)
}

// subtitles promise none to six games, by number (one is said with its
// name).
var subtitles = []string{
	lang.Noop("No board games for a rainy evening"), "",
	lang.Noop("Two board games for a rainy evening"),
	lang.Noop("Three board games for a rainy evening"),
	lang.Noop("Four board games for a rainy evening"),
	lang.Noop("Five board games for a rainy evening"),
	lang.Noop("Six board games for a rainy evening"),
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
	// Settings, Online, Replays and, natively, Quit, spread along the bar.
	n := 3
	if canQuit() {
		n = 4
	}
	gap := 12.0
	bw := min(180.0, (bar.W-gap*float64(n-1))/float64(n))
	step := (bar.W - bw) / float64(n-1)
	at := func(i int) sprites.Rect { return sprites.R(bar.X+float64(i)*step, bar.Y+8, bw, 52) }
	l.settings, l.online, l.replays, l.quit = at(0), at(1), at(2), at(3)
	if n := float64(len(m.saves)); n > 0 {
		rowH := 64.0
		if c.Compact() {
			rowH = 58
		}
		// A wide landscape screen lists the games in progress in a
		// column beside the cards, where rows above them would squash
		// the cards flat.
		beside := rest.W >= 900 && rest.H < rest.W*0.8 || rest.W > rest.H && n*rowH+20 > rest.H*0.45
		switch {
		case beside && (rest.H-32)/n >= 110:
			// A column of games, each one's words above its buttons.
			var col sprites.Rect
			col, rest = rest.CutLeft(min(400, rest.W*0.36))
			col = col.Inset(8)
			h := min(116, (col.H-16)/n)
			l.saves = sprites.R(col.X, col.Y, col.W, n*h+16)
			in := l.saves.Inset(8)
			for i := range len(m.saves) {
				r := sprites.R(in.X+8, in.Y+float64(i)*h, in.W-16, h)
				words, btns := r.CutTop(h - 60)
				b := sprites.R(btns.X, btns.Y+2, btns.W, 52).SplitH(2, 10)
				l.rows = append(l.rows, saveRow{words: words, resume: b[0], discard: b[1]})
			}
		case beside:
			// A short landscape screen (a phone held sideways): rows
			// in a column half the width.
			var col sprites.Rect
			col, rest = rest.CutLeft(min(560, rest.W*0.5))
			col = col.Inset(4)
			rowH = min(rowH, max(50, (col.H-12)/n))
			l.saves = sprites.R(col.X, col.Y, col.W, n*rowH+12)
			l.rows = saveRows(l.saves.Inset(6), len(m.saves), rowH)
		default:
			// Rows above the cards.
			l.saves, rest = rest.CutTop(n*rowH + 12)
			_, rest = rest.CutTop(8)
			l.rows = saveRows(l.saves.Inset(6), len(m.saves), rowH)
		}
	}
	l.cards = cardGrid(rest.Inset(8), len(m.titles))
	if m.ask != nil {
		w := min(480, c.W-32)
		l.ask = sprites.R((c.W-w)/2, (c.H-220)/2, w, 220)
		b := sprites.R(l.ask.X+20, l.ask.Bottom()-72, l.ask.W-40, 52).SplitH(2, 12)
		l.no, l.yes = b[0], b[1]
	}
	return l
}

// saveRows lays n games in progress out in rows of height rowH down in: each
// game's words, then its Resume and Discard buttons on the right.
func saveRows(in sprites.Rect, n int, rowH float64) []saveRow {
	var rows []saveRow
	bw := min(150, max(92, in.W*0.2))
	for i := range n {
		r := sprites.R(in.X, in.Y+float64(i)*rowH, in.W, rowH)
		bh := max(44, rowH-10)
		discard := sprites.R(r.Right()-bw-6, r.Y+(rowH-bh)/2, bw, bh)
		resume := sprites.R(discard.X-bw-8, discard.Y, bw, bh)
		words := sprites.R(r.X+10, r.Y+4, resume.X-r.X-18, rowH-8)
		rows = append(rows, saveRow{words: words, resume: resume, discard: discard})
	}
	return rows
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
	if m.ask != nil {
		return m.answer(c)
	}
	titles := m.titles
	for i, t := range titles {
		r := m.lay.cards[i]
		target := 0.0
		if c.Pointer.Hover(r) || c.Pointer.PressIn(r) {
			target = 1
		}
		m.hover[i] += (target - m.hover[i]) * 0.2
		if m.updateLearn(c, i) {
			c.Sound.Play(audio.Tap)
			return nil
		}
		if c.Target("title-"+t.ID, r, t.Name, true) {
			c.Sound.Play(audio.Tap)
			m.start(c, t.ID)
			return nil
		}
	}
	for i, g := range m.saves {
		row := m.lay.rows[i]
		id := g.rec.Title
		if c.Button("resume-"+id, row.resume, lang.T("Resume"), true) || i == m.latest() && c.Key(ebiten.KeyEnter) {
			c.Sound.Play(audio.Tap)
			m.app.Play(g.rec)
			return nil
		}
		if c.Button("discard-"+id, row.discard, lang.T("Discard"), true) {
			c.Sound.Play(audio.Tap)
			m.ask = &question{
				text: lang.Tf("Discard your game of %s in progress (%s)? It cannot be brought back.", g.name, g.details()),
				yes:  lang.Noop("Yes, discard"), id: "confirm-discard", title: id,
			}
			m.lay = m.layout(c)
			return nil
		}
	}
	if c.Button("settings", m.lay.settings, lang.T("Settings"), true) || c.Key(ebiten.KeyS) {
		c.Nav.Overlay(newSettingsView(m.app))
	}
	if c.Button("online", m.lay.online, lang.T("Online"), true) || c.Key(ebiten.KeyO) {
		c.Sound.Play(audio.Tap)
		m.app.Online("")
		return nil
	}
	if c.Button("replays", m.lay.replays, lang.T("Replays"), true) || c.Key(ebiten.KeyR) {
		c.Sound.Play(audio.Tap)
		m.app.Replays()
		return nil
	}
	if canQuit() && (c.Button("quit", m.lay.quit, lang.T("Quit"), true) || c.Key(ebiten.KeyEscape)) {
		c.Nav.Quit()
	}
	for i, t := range titles {
		if c.Key(ebiten.Key1 + ebiten.Key(i)) {
			m.start(c, t.ID)
			return nil
		}
	}
	return nil
}

// start opens a title's setup page, asking first where the title has a game
// in progress: a new game replaces it, and nothing is replaced unasked.
func (m *menu) start(c *ui.Context, id string) {
	g, ok := m.saveOf(id)
	if !ok {
		c.Nav.Setup(id)
		return
	}
	m.ask = &question{
		text: lang.Tf("Replace your game of %s in progress (%s)? It stays until the new game's first move.", g.name, g.details()),
		yes:  lang.Noop("Yes, a new game"), id: "confirm-replace", title: id,
	}
	m.lay = m.layout(c)
}

// answer takes the answer to the question asked.
func (m *menu) answer(c *ui.Context) error {
	q := m.ask
	if c.Button(q.id, m.lay.yes, lang.Of(q.yes), true) {
		c.Sound.Play(audio.Tap)
		m.ask = nil
		switch q.id {
		case "confirm-replace":
			c.Nav.Setup(q.title)
		case "confirm-discard":
			_ = m.app.store.Delete(play.SaveName(q.title))
			m.saves = slices.DeleteFunc(m.saves, func(g savedGame) bool { return g.rec.Title == q.title })
		}
		m.lay = m.layout(c)
		return nil
	}
	if c.Button("keep", m.lay.no, lang.T("Keep it"), true) || c.Key(ebiten.KeyEscape) {
		m.ask = nil
		m.lay = m.layout(c)
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
	drawLanterns(cv, c.Tick, &m.scenery, m.lay.saves, m.lay.ask)
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
	rects := []sprites.Rect{m.lay.settings, m.lay.quit, m.lay.replays, m.lay.online, m.lay.yes, m.lay.no}
	for _, row := range m.lay.rows {
		rects = append(rects, row.resume, row.discard)
	}
	for _, r := range m.lay.cards {
		rects = append(rects, learnRect(r))
	}
	for _, r := range append(rects, m.lay.cards...) {
		pressed = append(pressed, p.PressIn(r))
		hover = append(hover, p.Hover(r))
	}
	lifts := make([]int, len(m.hover))
	for i, h := range m.hover {
		lifts[i] = int(h * 12)
	}
	var saves []string
	for _, g := range m.saves {
		saves = append(saves, g.rec.Title+" "+g.details())
	}
	return fmt.Sprint(m.lay, pressed, hover, lifts, m.notice, saves, m.ask, len(m.titles), m.learn, lang.Shown())
}

func (m *menu) drawFront(cv *sprites.Canvas, c *ui.Context) {
	l := m.lay
	size := min(64, l.title.H*0.55)
	cx := l.title.X + l.title.W/2
	cv.Text("QUARTET", cx+2, l.title.Y+l.title.H*0.42+3, size, sprites.Bold, sprites.Alpha(sprites.Hex(0x000000), 0.5), sprites.Middle, sprites.Middle)
	cv.Text("QUARTET", cx, l.title.Y+l.title.H*0.42, size, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	sub := m.subtitle()
	cv.Text(sub, cx, l.title.Y+l.title.H*0.42+size*0.75, cv.FitSize(sub, l.title.W, min(20, size*0.34), sprites.Regular), sprites.Regular, sprites.Paper, sprites.Middle, sprites.Middle)

	if len(m.saves) > 0 {
		ui.DarkPanel(cv, l.saves)
		for i, g := range m.saves {
			m.drawSave(cv, c, g, l.rows[i])
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
		cardLayers[i].DrawRect(cv, area, cardKey{r.W, r.H, t.ID, lang.Shown()}, func(cv *sprites.Canvas) {
			drawTitleCard(cv, sprites.R(margin, margin, r.W, r.H), t.ID)
		})
	}
	m.drawLearn(cv, c)
	ui.DrawButton(cv, c, l.settings, lang.T("Settings"), ui.Quiet, true)
	ui.DrawButton(cv, c, l.online, lang.T("Online"), ui.Quiet, true)
	ui.DrawButton(cv, c, l.replays, lang.T("Replays"), ui.Quiet, true)
	if canQuit() {
		ui.DrawButton(cv, c, l.quit, lang.T("Quit"), ui.Quiet, true)
	}
	if m.ask != nil {
		cv.Rect(sprites.R(0, 0, c.W, c.H), sprites.Alpha(sprites.Hex(0x000000), 0.55))
		solidPanel(cv, l.ask)
		tw := sprites.R(l.ask.X+24, l.ask.Y+18, l.ask.W-48, l.yes.Y-l.ask.Y-30)
		size := 20.0
		for size > 12 && float64(len(cv.Wrap(m.ask.text, tw.W, size, sprites.Bold)))*size*1.3 > tw.H {
			size *= 0.92
		}
		lines := float64(len(cv.Wrap(m.ask.text, tw.W, size, sprites.Bold)))
		cv.TextBox(m.ask.text, sprites.R(tw.X, tw.Y+(tw.H-lines*size*1.3)/2, tw.W, lines*size*1.3+1), size, sprites.Bold, sprites.Paper, sprites.Middle)
		ui.DrawButton(cv, c, l.no, lang.T("Keep it"), ui.Secondary, true)
		ui.DrawButton(cv, c, l.yes, lang.Of(m.ask.yes), ui.Danger, true)
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
	saves := []string{}
	words := []string{}
	for _, g := range m.saves {
		saves = append(saves, g.rec.Title)
		words = append(words, g.name+": "+g.details())
	}
	learn := []string{}
	for i, t := range m.titles {
		if i < len(m.learn) && m.learn[i] {
			learn = append(learn, t.ID)
		}
	}
	d := map[string]any{"scene": "menu", "titles": ids, "notice": m.notice, "subtitle": m.subtitle(), "saves": saves, "saveWords": words, "learn": learn}
	if len(m.saves) > 0 {
		// The first game in progress, which Enter resumes.
		d["resume"] = m.saves[0].rec.Title
	}
	if m.ask != nil {
		d["question"] = m.ask.text
	}
	return d
}

// drawSave tells one game in progress, beside its buttons: the title's name
// in bold, how far it is and who plays it under the name.
func (m *menu) drawSave(cv *sprites.Canvas, c *ui.Context, g savedGame, row saveRow) {
	w := row.words
	nameSize := cv.FitSize(g.name, w.W, min(22, w.H*0.4), sprites.Bold)
	det := g.details()
	detSize := min(16, w.H*0.28)
	// The details wrap onto a second line before they shrink far.
	for detSize > 11 && float64(len(cv.Wrap(det, w.W, detSize, sprites.Regular)))*detSize*1.25 > w.H-nameSize*1.3 {
		detSize *= 0.92
	}
	lines := cv.Wrap(det, w.W, detSize, sprites.Regular)
	h := nameSize*1.25 + float64(len(lines))*detSize*1.25
	y := w.Y + (w.H-h)/2
	cv.Text(g.name, w.X, y+nameSize*0.6, nameSize, sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	cv.TextBox(det, sprites.R(w.X, y+nameSize*1.25, w.W, float64(len(lines))*detSize*1.25+1), detSize, sprites.Regular, sprites.Paper, sprites.Start)
	ui.DrawButton(cv, c, row.resume, lang.T("Resume"), ui.Primary, true)
	ui.DrawButton(cv, c, row.discard, lang.T("Discard"), ui.Quiet, true)
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
func drawLanterns(cv *sprites.Canvas, tick int, sc *sprites.Scenery, avoid ...sprites.Rect) {
	for _, r := range lanterns(cv.W, cv.H, tick, avoid) {
		lantern.DrawRect(cv, r, "lantern", drawLantern)
		if sc != nil {
			sc.Touch(cv, r)
		}
	}
}

// lanterns are where the lanterns are at tick on a w x h screen. They are
// drawn over the menu's panels, so a lantern whose glow would reach one of
// avoid, wherever its bobbing takes it, is left out: its glow showed
// through the games in progress (play-test).
func lanterns(w, h float64, tick int, avoid []sprites.Rect) []sprites.Rect {
	const size, bob = 64.0, 6.0
	var out []sprites.Rect
	for i := range 7 {
		fx := (float64(i)*0.153 + 0.07)
		x := w * (fx - math.Floor(fx))
		y := h * (0.2 + 0.1*math.Sin(float64(i)*1.7))
		if math.Abs(x-w/2) < 240 && y < h*0.3 {
			x += 480 * math.Copysign(1, x-w/2) // keep clear of the title
		}
		reach := sprites.R(x-size/2, y-size/2-bob, size, size+2*bob)
		if slices.ContainsFunc(avoid, func(a sprites.Rect) bool { return a.W > 0 && overlaps(a, reach) }) {
			continue
		}
		y += bob * math.Sin(float64(tick)/70+float64(i))
		out = append(out, sprites.R(x-size/2, y-size/2, size, size))
	}
	return out
}

// overlaps reports two rectangles sharing some area.
func overlaps(a, b sprites.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
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
	lang lang.Showing
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
	players := lang.N("%d player", "%d players", t.MinSeats, t.MinSeats)
	if t.MaxSeats > t.MinSeats {
		players = lang.Tf("%d–%d players", t.MinSeats, t.MaxSeats)
	}
	bs := min(16, r.W*0.055)
	box := blurbBox(cv, r, t.Name)
	if blurb, size := fitBlurb(cv, lang.Of(t.Blurb), box, bs); blurb != "" {
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
	blurb, _ := fitBlurb(cv, lang.Of(t.Blurb), blurbBox(cv, r, t.Name), min(16, r.W*0.055))
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
			// French sets a no-break space before its semicolon.
			return strings.TrimRight(text[:i], " \u00a0") + "."
		}
	}
	return text
}
