package replay

import (
	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// List is the replays page: every game kept in the store, newest first,
// to open in the viewer.
type List struct {
	games  []Game
	open   func(g Game)
	back   func()
	notice string // why the game tapped cannot be shown
	first  int    // the first row on screen
	// dragFrom is first when the drag under way began.
	dragFrom int
	lay      listLayout
}

type listLayout struct {
	title, back, notice, rows sprites.Rect
	row                       float64
	n                         int // rows on screen
}

// NewList lists the games kept in st. open shows one in the viewer; back
// leaves for the menu. notice, if not "", is said first (a record that
// could not be opened, say).
func NewList(st store.Store, titles Titles, notice string, open func(g Game), back func()) *List {
	return &List{games: Kept(st, titles), open: open, back: back, notice: notice}
}

// Games are the games listed.
func (l *List) Games() []Game { return l.games }

func (l *List) layout(c *ui.Context) listLayout {
	var ll listLayout
	pad := 24.0
	if c.Compact() {
		pad = 10
	}
	w := min(760, c.W-2*pad)
	area := sprites.R((c.W-w)/2, pad, w, c.H-2*pad)
	var top sprites.Rect
	top, area = area.CutTop(56)
	ll.back, ll.title = top.CutRight(min(140, top.W*0.3))
	_, area = area.CutTop(8)
	if l.notice != "" {
		ll.notice, area = area.CutTop(72)
		_, area = area.CutTop(8)
	}
	ll.rows = area
	// Two lines of details under the name on a phone, one elsewhere.
	ll.row = 68
	if c.Compact() {
		ll.row = 92
	}
	ll.n = max(1, int(area.H/ll.row))
	return ll
}

func (l *List) rowRect(i int) sprites.Rect {
	r := l.lay.rows
	return sprites.R(r.X, r.Y+float64(i)*l.lay.row, r.W, l.lay.row-6)
}

// Update runs one tick.
func (l *List) Update(c *ui.Context) error {
	l.lay = l.layout(c)
	if c.Button("replays-back", l.lay.back, table.MenuWord(), true) || c.Key(ebiten.KeyEscape) {
		c.Sound.Play(audio.Tap)
		l.back()
		return nil
	}
	p := c.Pointer
	if p.Pressed {
		l.dragFrom = l.first
	}
	if p.Dragging && l.lay.rows.Contains(p.StartX, p.StartY) {
		l.first = l.dragFrom - int((p.Y-p.StartY)/l.lay.row)
	}
	l.first = max(0, min(l.first, len(l.games)-l.lay.n))
	for i := range l.lay.n {
		k := l.first + i
		if k >= len(l.games) {
			break
		}
		g := l.games[k]
		if !c.Target("replay-"+g.Doc, l.rowRect(i), g.Name+": "+g.details(), true) {
			continue
		}
		c.Sound.Play(audio.Tap)
		if g.Err != nil {
			l.notice = lang.Tf("%s cannot be shown: %s.", g.Doc, g.Err.Error())
			return nil
		}
		l.open(g)
		return nil
	}
	return nil
}

// details says when a game was kept, who played and how it ended.
func (g Game) details() string {
	if g.Err != nil {
		return lang.Tf("cannot be shown: %s", g.Err.Error())
	}
	words := g.Players + " · " + g.Result
	if !g.At.IsZero() {
		words = g.At.Local().Format(lang.T("2 Jan 2006 15:04")) + " · " + words
	}
	return words
}

// heading is the first line of a game's row.
func (g Game) heading() string {
	if g.Finished {
		return lang.Tf("%s · the last game finished", g.Name)
	}
	if g.Err == nil {
		return lang.Tf("%s · kept", g.Name)
	}
	return g.Name
}

// About says where a record came from, for the viewer's heading.
func (g Game) About() string {
	switch {
	case g.Finished && !g.At.IsZero():
		return lang.Tf("finished %s", g.At.Local().Format(lang.T("2 Jan 2006")))
	case g.Finished:
		return lang.T("last finished game")
	case !g.At.IsZero():
		return lang.Tf("kept %s", g.At.Local().Format(lang.T("2 Jan 2006")))
	}
	return g.Doc
}

// Draw paints the page.
func (l *List) Draw(cv *sprites.Canvas, c *ui.Context) {
	cv.Fill(sprites.Night)
	ll := l.lay
	if ll.rows.W == 0 {
		ll = l.layout(c)
	}
	title := lang.T("Replays")
	cv.Text(title, ll.title.X, ll.title.Y+ll.title.H/2, cv.FitSize(title, ll.title.W, 34, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	ui.DrawButton(cv, c, ll.back, table.MenuWord(), ui.Secondary, true)
	if l.notice != "" {
		cv.RoundRect(ll.notice, 12, sprites.Alpha(sprites.Bad, 0.92))
		cv.TextBox(l.notice, ll.notice.Inset(12), 16, sprites.Regular, sprites.Paper, sprites.Start)
	}
	if len(l.games) == 0 {
		cv.TextBox(lang.Of(emptyWords), sprites.R(ll.rows.X, ll.rows.Y+20, ll.rows.W, 120), 18, sprites.Regular, sprites.Paper, sprites.Middle)
		return
	}
	for i := range ll.n {
		k := l.first + i
		if k >= len(l.games) {
			break
		}
		l.drawRow(cv, c, l.games[k], sprites.R(ll.rows.X, ll.rows.Y+float64(i)*ll.row, ll.rows.W, ll.row-6))
	}
	if more := len(l.games) - l.first - ll.n; more > 0 {
		s := lang.N("%d more below: drag the list up", "%d more below: drag the list up", more, more)
		cv.Text(s, ll.rows.X+ll.rows.W/2, ll.rows.Bottom()+4, 14, sprites.Regular, sprites.Paper, sprites.Middle, sprites.Start)
	}
}

func (l *List) drawRow(cv *sprites.Canvas, c *ui.Context, g Game, r sprites.Rect) {
	bg := sprites.Paper
	if c.Pointer.PressIn(r) || c.Pointer.Hover(r) {
		bg = sprites.PaperDark
	}
	cv.RoundRect(r, 12, bg)
	in := r.Inset(12)
	head := g.heading()
	cv.Text(head, in.X, in.Y+11, cv.FitSize(head, in.W, 19, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	det := g.details()
	col := sprites.Mix(sprites.Ink, sprites.Paper, 0.25)
	if g.Err != nil {
		col = sprites.Bad
	}
	wrapped(cv, det, sprites.R(in.X, in.Y+26, in.W, in.H-26), 15, col)
}

// emptyWords tell a player with no game kept yet what will appear: the
// app keeps each title's latest finished game by itself (a person keeps
// a record by hand only from Hong's end screen).
var emptyWords = lang.Noop("No games yet. A finished game appears here; the latest of each game is kept.")

// Describe reports the page for tests.
func (l *List) Describe() map[string]any {
	docs := []string{}
	for _, g := range l.games {
		docs = append(docs, g.Doc)
	}
	d := map[string]any{"scene": "replays", "games": docs, "notice": l.notice}
	if len(l.games) == 0 {
		d["empty"] = emptyWords
	}
	return d
}
