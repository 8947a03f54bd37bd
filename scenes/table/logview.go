package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/lang"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// logLine is one line of the log drawer: a move's heading or one of its
// events.
type logLine struct {
	text    string
	heading bool
}

// logView is the game log over the table: every move, newest first, in
// the rules' words with the seats' names. Drag, scroll or use the arrow
// keys to read back.
type logView struct {
	note   string // what becomes of play while the log is open
	lines  []logLine
	scroll float64
	grab   float64
	done   sprites.Rect
	body   sprites.Rect
	height float64
	layer  sprites.Layer
}

func newLogView(ch *Chrome) *logView {
	v := &logView{note: lang.Of(waitNote)}
	if ch.T.Online() {
		v.note = lang.Of(onlineNote)
	}
	log := ch.T.Log
	if ch.LogShown != nil {
		log = log[:max(0, min(len(log), ch.LogShown()))]
	}
	for i := len(log) - 1; i >= 0; i-- {
		head, events := ch.LogWords(log[i])
		v.lines = append(v.lines, logLine{text: fmt.Sprintf("%d. %s", i+1, head), heading: true})
		for _, t := range events {
			v.lines = append(v.lines, logLine{text: t})
		}
	}
	if len(v.lines) == 0 {
		v.lines = append(v.lines, logLine{text: lang.T("No moves yet.")})
	}
	return v
}

// waitNote says that the game stands still under the log. It is so for
// every table: the scene manager updates only the topmost scene, so while
// the log is open no computer player moves and no animation runs on. It
// is said here, once for all four titles, because a newcomer who saw the
// board change after closing the log took a computers' fight to have
// played out unseen behind it.
var waitNote = lang.Noop("Play waits while you read.")

// onlineNote says it for an online game, where the others do not wait
// (play-test: "Play waits while you read" while they played on): their
// moves arrive all the same and play out once the log is closed.
var onlineNote = lang.Noop("The others play on; their moves show when you close the log.")

func (v *logView) panel(c *ui.Context) sprites.Rect {
	w := min(640, c.W-24)
	return sprites.R((c.W-w)/2, 12, w, c.H-24)
}

// noteSize and noteGap set the note's type and line spacing.
const noteSize, noteGap = 15.0, 20.0

// measure lays text out where no canvas is at hand (Update).
var measure = &sprites.Canvas{Scale: 1}

// noteLines is the note broken to the panel's width: on a phone the
// online note is wider than the panel, and one line of it lost both ends
// (play-test: "he others play on; … close the lo").
func (v *logView) noteLines(c *ui.Context) []string {
	return measure.Wrap(v.note, v.panel(c).W-40, noteSize, sprites.Regular)
}

// Free lets the log's page image go.
func (v *logView) Free() { v.layer.Free() }

func (v *logView) Update(c *ui.Context) error {
	p := v.panel(c).Inset(20)
	_, p = p.CutTop(66 + noteGap*float64(len(v.noteLines(c))-1))
	v.done, p = p.CutBottom(52)
	_, v.body = p.CutBottom(10)
	ptr := c.Pointer
	if ptr.Pressed {
		v.grab = v.scroll
	}
	if ptr.Down && v.body.Contains(ptr.StartX, ptr.StartY) {
		v.scroll = v.grab - (ptr.Y - ptr.StartY)
	}
	_, wy := ebiten.Wheel()
	v.scroll -= wy * 40
	if c.Key(ebiten.KeyDown) || c.Key(ebiten.KeyPageDown) {
		v.scroll += v.body.H * 0.8
	}
	if c.Key(ebiten.KeyUp) || c.Key(ebiten.KeyPageUp) {
		v.scroll -= v.body.H * 0.8
	}
	v.scroll = max(0, min(v.scroll, v.height-v.body.H))
	if c.Button("close-log", v.done, lang.T("Back to the game"), true) || c.Key(ebiten.KeyEscape) || c.Key(ebiten.KeyL) {
		c.Nav.Close()
	}
	return nil
}

func (v *logView) Draw(cv *sprites.Canvas, c *ui.Context) {
	p := v.panel(c)
	ui.DarkPanel(cv, p)
	cv.Rect(p.Inset(6), sprites.Hex(0x142028))
	cv.Text(lang.T("Game log"), p.X+p.W/2, p.Y+38, cv.FitSize(lang.T("Game log"), p.W-40, 24, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	for i, line := range v.noteLines(c) {
		cv.Text(line, p.X+p.W/2, p.Y+66+noteGap*float64(i), noteSize, sprites.Regular, sprites.Alpha(sprites.Paper, 0.75), sprites.Middle, sprites.Middle)
	}
	if v.body.W > 0 {
		// The text is laid out once per size and scroll position.
		v.layer.DrawRect(cv, v.body, [3]float64{v.body.W, v.body.H, v.scroll}, v.paint)
		if v.height > v.body.H {
			frac := v.body.H / v.height
			bar := sprites.R(p.Right()-12, v.body.Y+v.scroll/v.height*v.body.H, 5, v.body.H*frac)
			cv.RoundRect(bar, 2.5, sprites.Alpha(sprites.Paper, 0.4))
		}
		ui.DrawButton(cv, c, v.done, lang.T("Back to the game"), ui.Primary, true)
	}
}

func (v *logView) paint(cv *sprites.Canvas) {
	size := 16.0
	lh := size * 1.35
	y := -v.scroll
	total := 0.0
	for _, l := range v.lines {
		w, col, x := sprites.Regular, sprites.Paper, 18.0
		if l.heading {
			w, col, x = sprites.Bold, sprites.Gold, 0
			y += lh * 0.3
			total += lh * 0.3
		}
		for _, line := range cv.Wrap(l.text, cv.W-x, size, w) {
			if y > -lh && y < cv.H {
				cv.Text(line, x, y, size, w, col, sprites.Start, sprites.Start)
			}
			y += lh
			total += lh
		}
	}
	v.height = total
}

// Describe reports the drawer for tests: its lines, newest first.
func (v *logView) Describe() map[string]any {
	lines := make([]string, len(v.lines))
	for i, l := range v.lines {
		lines[i] = l.text
	}
	return map[string]any{"scene": "log", "lines": lines, "note": v.note}
}

// LogWords is what the log says of one move: its heading (the seat's name
// and the move, or the title's words for it) and its events (the title's
// words, or the rules' event texts with the seats' names).
func (ch *Chrome) LogWords(e play.Entry) (string, []string) {
	// "%s: %s", as French sets a no-break space before the colon.
	head := lang.Tf("%s: %s", ch.Names.Called(e.Seat), e.Move)
	if ch.LogHeading != nil {
		head = ch.LogHeading(e)
	}
	if ch.LogText != nil {
		return head, ch.LogText(e)
	}
	out := make([]string, len(e.Events))
	for i, t := range e.Events {
		out[i] = ch.Names.Words(t) + "."
	}
	return head, out
}
