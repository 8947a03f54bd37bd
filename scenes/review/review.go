// Package review is the page that looks a finished game over for the person
// who played it: it runs ai/review a slice each tick, with a line saying how
// far it got, then lists the two or three moves that cost the person most,
// each with the computer's better move and why; a tap opens the replay
// viewer before that move.
package review

import (
	"fmt"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/ai/hint"
	"quartet/ai/review"
	"quartet/audio"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// sliceTime is how long a tick may spend on the review: a frame keeps most
// of its 16 ms for drawing, in the browser's one thread too.
const sliceTime = 8 * time.Millisecond

// Page is the review of one seat's moves.
type Page struct {
	runner  *review.Runner
	open    func(at int)
	back    func()
	moments []review.Moment
	lay     layout
}

type layout struct {
	title, back, status, rows sprites.Rect
}

// New begins reviewing seat's moves in rec, calling the seats by names
// (nil: as the title does). open shows the game in the viewer at a move's
// position; back leaves the page.
func New(rec *record.Record, seat int, names func(seat int) string, open func(at int), back func()) (*Page, error) {
	// Seed 1, as quartet review's: the page and the command agree.
	r, err := review.New(rec, seat, hint.LevelFor(rec.Title), 1)
	if err != nil {
		return nil, err
	}
	if names != nil {
		r.SetNames(names)
	}
	return &Page{runner: r, open: open, back: back}, nil
}

// titleGap keeps the title off the Menu button.
const titleGap = 16

func (p *Page) layout(c *ui.Context) layout {
	var l layout
	pad := 24.0
	if c.Compact() {
		pad = 10
	}
	w := min(760, c.W-2*pad)
	area := sprites.R((c.W-w)/2, pad, w, c.H-2*pad)
	var top sprites.Rect
	top, area = area.CutTop(56)
	l.back, l.title = top.CutRight(min(140, top.W*0.3))
	// A gap before the button: "Deine Auswertung" ran into "Menü" (review).
	l.title.W = max(0, l.title.W-titleGap)
	_, area = area.CutTop(8)
	status := 48.0
	if c.Compact() {
		status = 66 // two lines
	}
	l.status, l.rows = area.CutTop(status)
	return l
}

// row is where the i-th moment is listed.
func (p *Page) row(i int) sprites.Rect {
	h := min(220, p.lay.rows.H/float64(review.Most))
	return sprites.R(p.lay.rows.X, p.lay.rows.Y+float64(i)*h, p.lay.rows.W, h-8)
}

// Update runs a slice of the review, then the page's buttons.
func (p *Page) Update(c *ui.Context) error {
	p.lay = p.layout(c)
	if !p.runner.Done() {
		start := time.Now()
		for !p.runner.Step(32) && time.Since(start) < sliceTime {
		}
		if p.runner.Done() {
			p.moments = p.runner.Moments()
		}
	}
	if c.Button("review-back", p.lay.back, lang.T("Menu"), true) || c.Key(ebiten.KeyEscape) {
		c.Sound.Play(audio.Tap)
		p.back()
		return nil
	}
	for i, m := range p.moments {
		if c.Target(fmt.Sprintf("review-%d", i), p.row(i), moveLine(m), true) {
			c.Sound.Play(audio.Tap)
			p.open(m.Index)
			return nil
		}
	}
	return nil
}

// status is the line over the list: how far the look-over got, or what it
// found.
func (p *Page) status() string {
	done, total := p.runner.Progress()
	switch {
	case !p.runner.Done():
		return lang.Tf("Looking over your moves… %d of %d", done, total)
	case len(p.moments) == 0:
		return lang.T("No move of yours cost you much: the computer would have played much the same.")
	}
	return lang.T("The moves that cost you most, the costliest first. Tap one to see the board before it.")
}

func moveLine(m review.Moment) string {
	return lang.Tf("Move %d: you played %s; better: %s", m.Number(), m.Played, m.Better)
}

// because says why the better move is better, and what the move played
// cost.
func because(m review.Moment) string {
	why := m.Why
	if why != "" {
		// The first letter, not byte: a German or French sentence may
		// begin with "Ä" or "É".
		first, n := utf8.DecodeRuneInString(why)
		why = string(unicode.ToUpper(first)) + why[n:] + ". "
	}
	// Said of that moment, not of the game: a player who went on to win
	// read "cost you 75 in 100 of your chances" as nonsense (play-test).
	return why + lang.Tf("At that moment, by the computer's reckoning, the better move gave you about %d in 100 more chances to win.", int(m.Drop*100+0.5))
}

// Draw paints the page.
func (p *Page) Draw(cv *sprites.Canvas, c *ui.Context) {
	cv.Fill(sprites.Night)
	l := p.lay
	if l.rows.W == 0 {
		l = p.layout(c)
	}
	title := lang.T("Your review")
	cv.Text(title, l.title.X, l.title.Y+l.title.H/2, cv.FitSize(title, l.title.W, 34, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	ui.DrawButton(cv, c, l.back, lang.T("Menu"), ui.Secondary, true)
	status := l.status
	if done, total := p.runner.Progress(); !p.runner.Done() && total > 0 {
		var bar sprites.Rect
		status, bar = status.CutTop(status.H - 12)
		cv.RoundRect(bar, 4, sprites.Alpha(sprites.Paper, 0.2))
		cv.RoundRect(sprites.R(bar.X, bar.Y, bar.W*float64(done)/float64(total), bar.H), 4, sprites.Gold)
	}
	cv.TextBox(p.status(), status, 17, sprites.Regular, sprites.Paper, sprites.Start)
	for i, m := range p.moments {
		p.drawMoment(cv, c, m, p.row(i))
	}
}

// drawMoment is one costly move's card: the move played, the better one,
// and why.
func (p *Page) drawMoment(cv *sprites.Canvas, c *ui.Context, m review.Moment, r sprites.Rect) {
	bg := sprites.Paper
	if c.Pointer.PressIn(r) || c.Pointer.Hover(r) {
		bg = sprites.PaperDark
	}
	cv.RoundRect(r, 12, bg)
	in := r.Inset(12)
	played := lang.Tf("Move %d: you played %s", m.Number(), m.Played)
	better := lang.Tf("Better: %s", m.Better)
	cv.Text(played, in.X, in.Y+11, cv.FitSize(played, in.W, 19, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	cv.Text(better, in.X, in.Y+37, cv.FitSize(better, in.W, 19, sprites.Bold), sprites.Bold, sprites.Good, sprites.Start, sprites.Middle)
	text, box := because(m), sprites.R(in.X, in.Y+54, in.W, in.H-54)
	cv.TextBox(text, box, fitSize(cv, text, box.W, box.H), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.25), sprites.Start)
}

// fitSize is the largest size, up to 16, at which text wraps into w by h.
func fitSize(cv *sprites.Canvas, text string, w, h float64) float64 {
	size := 16.0
	for size > 10 && float64(len(cv.Wrap(text, w, size, sprites.Regular)))*size*1.3 > h {
		size *= 0.92
	}
	return size
}

// Describe reports the page for tests.
func (p *Page) Describe() map[string]any {
	done, total := p.runner.Progress()
	var moves []any
	for _, m := range p.moments {
		moves = append(moves, map[string]any{"index": m.Index, "played": m.Played, "better": m.Better, "why": m.Why})
	}
	return map[string]any{"scene": "review", "done": p.runner.Done(), "looked": done, "of": total, "moments": moves, "status": p.status()}
}
