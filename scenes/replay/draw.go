package replay

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/lang"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// layout is where the viewer's parts go: the title's table, and the panel
// with the game's name, the move shown, the slider and the log. The step
// buttons take the place of the table's own toolbar, which a position in
// the viewer does not show.
type layout struct {
	board, panel   sprites.Rect
	head, status   sprites.Rect // head is empty on an upright screen
	close, slider  sprites.Rect
	steps          [4]sprites.Rect
	log            sprites.Rect
	row            float64 // a log line's height
	rows           int     // log lines on screen
	portrait, tiny bool
}

func (l layout) line(i int) sprites.Rect {
	return sprites.R(l.log.X, l.log.Y+float64(i)*l.row, l.log.W, l.row)
}

// track is the slider's bar.
func (l layout) track() sprites.Rect {
	s := l.slider
	return sprites.R(s.X+16, s.Y+s.H/2-3, s.W-32, 6)
}

// layout puts the log beside the table on a wide screen, and under it on
// an upright one (a phone, a tablet held upright).
func (v *Viewer) layout(c *ui.Context) layout {
	var l layout
	pad := 12.0
	if c.Compact() {
		pad = 6
		l.tiny = true
	}
	screen := sprites.R(0, 0, c.W, c.H)
	if c.W >= c.H*1.1 {
		pw := max(250, min(380, c.W*0.3))
		l.panel, l.board = screen.CutRight(pw)
		l.panel = l.panel.Inset(pad)
		l.panel.X -= pad / 2
	} else {
		l.portrait = true
		l.panel, l.board = screen.CutBottom(max(230, c.H*0.34))
		l.panel = l.panel.Inset(pad)
		l.panel.Y -= pad / 2
	}
	in := l.panel.Inset(10)
	var top sprites.Rect
	if l.portrait {
		// The status's lines come out of the board's height, not the
		// log's.
		s := v.statusHeight(c, in.W-8)
		l.panel.Y, l.panel.H, l.board.H = l.panel.Y-s, l.panel.H+s, l.board.H-s
		in = l.panel.Inset(10)
		top, in = in.CutTop(ui.MinTarget + 4)
	} else {
		top, in = in.CutTop(44)
	}
	l.close, l.head = top.CutRight(min(110, top.W*0.3))
	if l.portrait {
		l.close = l.close.Inset(2)
	}
	// At least room for what a move did in three lines: a throw, the
	// move it gives, the fee it costs.
	need := v.statusHeight(c, in.W-8)
	if !l.portrait {
		need = max(84, need)
	}
	l.status, in = in.CutTop(need)
	l.slider, in = in.CutTop(ui.MinTarget)
	_, in = in.CutTop(6)
	l.log = in
	l.row = ui.MinTarget
	l.rows = max(1, int(l.log.H/l.row))
	return l
}

// steps are the four step buttons, where the table's toolbar would be.
func (v *Viewer) steps() [4]sprites.Rect {
	seats := 2
	if v.t != nil {
		seats = v.t.Game.Seats()
	}
	tl := table.Arrange(&v.sub, table.Spec{Seats: seats})
	bar := tl.Undo.Union(tl.Menu)
	bar.X += v.lay.board.X
	bar.Y += v.lay.board.Y
	var out [4]sprites.Rect
	copy(out[:], bar.SplitH(4, 8))
	return out
}

// panelKey is everything the panel shows: it is painted again only when
// that changes.
type panelKey struct {
	lay          layout
	at, first    int
	press, hover int // the panel's control under the pointer, or -1
	palette      bool
}

func (v *Viewer) panelKey(c *ui.Context) panelKey {
	k := panelKey{lay: v.lay, at: v.at, first: v.first, press: -1, hover: -1, palette: c.ColourBlind}
	rects := []sprites.Rect{v.lay.close, v.lay.slider}
	for i := range v.lay.rows {
		rects = append(rects, v.lay.line(i))
	}
	for i, r := range rects {
		if c.Pointer.PressIn(r) {
			k.press = i
		}
		if c.Pointer.Hover(r) {
			k.hover = i
		}
	}
	return k
}

// KeepsScreen: the panel is painted only when it changes; the table is
// copied from its own image every frame.
func (v *Viewer) KeepsScreen() {}

// Draw paints the table of the position shown, then the controls.
func (v *Viewer) Draw(cv *sprites.Canvas, c *ui.Context) {
	l := v.lay
	if v.t == nil || l.board.W <= 0 {
		cv.Fill(sprites.Night)
		return
	}
	if k := v.panelKey(c); !cv.Kept || k != v.painted {
		// The layer's key and the one painted last are the same: the
		// layer repaints itself, and the screen needs it again only
		// when it was not kept.
		v.panel.Draw(cv, k, func(lc *sprites.Canvas) { v.paintPanel(lc, c) })
		v.painted = k
	}
	v.drawTable(cv)
	labels := [4]string{lang.TC("replay", "First"), lang.TC("replay", "Back"), lang.TC("replay", "Next"), lang.TC("replay", "Last")}
	n := len(v.rec.Moves)
	enabled := [4]bool{v.at > 0, v.at > 0, v.at < n, v.at < n}
	for i, r := range l.steps {
		ui.DrawButton(cv, c, r, labels[i], ui.Primary, enabled[i])
	}
}

// paintPanel paints the panel and the background around it: the title's
// name, the move shown, the slider and the log.
func (v *Viewer) paintPanel(cv *sprites.Canvas, c *ui.Context) {
	l := v.lay
	cv.Rect(sprites.R(0, 0, cv.W, cv.H), sprites.Night)
	ui.DarkPanel(cv, l.panel)
	name := v.title.Rules.Name
	if v.about != "" {
		name += " · " + v.about
	}
	cv.Text(name, l.head.X, l.head.Y+l.head.H/2, cv.FitSize(name, l.head.W-8, 20, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	ui.DrawButton(cv, c, l.close, lang.T("Close"), ui.Secondary, true)
	st := l.status
	head, words := v.statusLines(cv, v.at, st.W-8)
	y := st.Y
	for _, line := range head {
		cv.Text(line, st.X, y+headSize*0.65, headSize, sprites.Bold, sprites.Paper, sprites.Start, sprites.Middle)
		y += headSize * 1.25
	}
	for _, line := range words {
		cv.Text(line, st.X, y+wordSize*0.65, wordSize, sprites.Regular, sprites.Alpha(sprites.Paper, 0.85), sprites.Start, sprites.Middle)
		y += wordSize * 1.25
	}
	v.drawSlider(cv)
	v.drawLog(cv)
}

// drawTable paints the title's table into its part of the screen. A table
// that keeps its screen draws only what changed into its image, which
// holds its last frame.
func (v *Viewer) drawTable(cv *sprites.Canvas) {
	b := v.lay.board
	w, h := max(1, int(b.W*cv.Scale)), max(1, int(b.H*cv.Scale))
	kept := v.img != nil && v.drawn == v.scene
	if v.img == nil || v.img.Bounds().Dx() != w || v.img.Bounds().Dy() != h {
		if v.img != nil {
			v.img.Deallocate()
		}
		v.img = sprites.NewImage(w, h)
		kept = false
	}
	_, keeps := v.scene.(sprites.KeepsScreen)
	tc := sprites.NewCanvas(v.img, cv.Scale)
	tc.Kept = kept && keeps
	if !tc.Kept {
		v.img.Clear()
	}
	v.scene.Draw(tc, &v.sub)
	v.drawn = v.scene
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(b.X*cv.Scale, b.Y*cv.Scale)
	cv.Img.DrawImage(v.img, op)
}

func (v *Viewer) drawSlider(cv *sprites.Canvas) {
	t := v.lay.track()
	n := len(v.rec.Moves)
	f := 0.0
	if n > 0 {
		f = float64(v.at) / float64(n)
	}
	cv.RoundRect(t, 3, sprites.Hex(0x51606A))
	cv.RoundRect(sprites.R(t.X, t.Y, t.W*f, t.H), 3, sprites.Gold)
	cv.Circle(t.X+t.W*f, t.Y+3, 11, sprites.Paper)
}

// drawLog paints the lines on screen, the position shown's highlighted.
func (v *Viewer) drawLog(cv *sprites.Canvas) {
	l := v.lay
	size := 16.0
	if l.tiny {
		size = 15
	}
	for i := range l.rows {
		k := v.first + i
		if k > len(v.log) {
			break
		}
		r := l.line(i)
		text := v.lineText(k)
		col := sprites.Alpha(sprites.Paper, 0.85)
		if k == v.at {
			cv.RoundRect(r.Inset(2), 8, sprites.Gold)
			col = sprites.Ink
		}
		// One size for every line, however long: a log whose lines
		// shrink each to its own length reads as a ransom note.
		cv.Text(clip(cv, text, r.W-20, size, sprites.Regular), r.X+10, r.Y+r.H/2, size, sprites.Regular, col, sprites.Start, sprites.Middle)
	}
}

// The status: the position's heading, then what its move did, each
// wrapped onto as many lines as it needs, up to these.
const (
	headSize, wordSize   = 16.0, 15.0
	headLines, wordLines = 2, 5
)

// statusLines wraps the status of position k to width w.
func (v *Viewer) statusLines(cv *sprites.Canvas, k int, w float64) (head, words []string) {
	h, wd := v.statusAt(k)
	return lines(cv, h, w, headSize, sprites.Bold, headLines), lines(cv, wd, w, wordSize, sprites.Regular, wordLines)
}

func statusHeight(head, words []string) float64 {
	return float64(len(head))*headSize*1.25 + float64(len(words))*wordSize*1.25 + 6
}

// statusFit is the status's height for every position, at a width.
type statusFit struct {
	w, scale float64
	blind    bool
	h        float64
}

// statusHeight is the height that holds the status of every position at
// width w, worked out once for each width.
func (v *Viewer) statusHeight(c *ui.Context, w float64) float64 {
	key := statusFit{w: w, scale: c.Scale, blind: c.ColourBlind}
	if key.w == v.fit.w && key.scale == v.fit.scale && key.blind == v.fit.blind {
		return v.fit.h
	}
	cv := &sprites.Canvas{Scale: c.Scale}
	for k := range len(v.rec.Moves) + 1 {
		key.h = max(key.h, statusHeight(v.statusLines(cv, k, w)))
	}
	v.fit = key
	return key.h
}

// lines wraps text to width in at most room lines, the last cut short
// with "…" where the text goes on.
func lines(cv *sprites.Canvas, text string, width, size float64, w sprites.Weight, room int) []string {
	out := cv.Wrap(text, width, size, w)
	if len(out) > room {
		out = append(out[:room-1], clip(cv, strings.Join(out[room-1:], " "), width, size, w))
	}
	return out
}

// wrapped writes text in as many lines as r holds, the last cut short
// with "…" where the text goes on.
func wrapped(cv *sprites.Canvas, text string, r sprites.Rect, size float64, col color.Color) {
	room := max(1, int((r.H+size*0.4)/(size*1.25)))
	for i, line := range lines(cv, text, r.W, size, sprites.Regular, room) {
		cv.Text(line, r.X, r.Y+float64(i)*size*1.25+size*0.6, size, sprites.Regular, col, sprites.Start, sprites.Middle)
	}
}

// clip shortens text with "…" to fit width at size (found by halving, as
// it runs for every line of every frame).
func clip(cv *sprites.Canvas, text string, width, size float64, w sprites.Weight) string {
	if cv.TextWidth(text, size, w) <= width {
		return text
	}
	r := []rune(text)
	lo, hi := 0, len(r) // r[:lo]+"…" fits; r[:hi]+"…" does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if cv.TextWidth(string(r[:mid])+"…", size, w) <= width {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(r[:lo]) + "…"
}
