package table

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	"quartet/rules"
	"quartet/rules/tutorial"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Guide runs a tutorial at a table, the same for every title: the message
// line says the step's sentence, what the step names is lit and pointed
// at while the rest of the board and controls is greyed, a tap off it is
// answered with the step's words and plays nothing, the other seats'
// scripted replies are played as a remote player's moves are (with the
// usual animation), and Next moves a show step on. Give it to the
// play.Table (its Guide) before the title's scene is built.
type Guide struct {
	Tut      *tutorial.Tutorial
	steps    []tutorial.Step
	sections []int // the section of each step
	// before[i] is how many moves of the game are played before step i,
	// so that the step follows the game, however it got there (a move,
	// a restart, a resumed section).
	before []int
	step   int
	// saved is the latest section Progress was told of.
	saved int
	wait  int  // ticks the scripted reply has waited
	nudge int  // ticks left of Next's pulse, after a tap beside it
	calm  bool // the table was not busy in the tick before
	next  sprites.Rect
	end   [2]sprites.Rect // the end panel's buttons, as laid out
	// missing are the lit targets the table did not lay out.
	missing []string
	// Progress hears of each section reached, with the moves that lead
	// to it, and of the end (section len(Sections), no moves): the app
	// keeps it, so that a tutorial left resumes at its section.
	Progress func(section int, moves []string)
	// Ready begins a real game, for the end panel's button; nil goes to
	// the menu.
	Ready func()
}

// NewGuide runs t from the start of section (0 for the beginning); the
// table it is given to must hold the moves that lead there.
func NewGuide(t *tutorial.Tutorial, section int) *Guide {
	g := &Guide{Tut: t}
	g.steps, g.sections = t.Steps()
	g.before = make([]int, len(g.steps)+1)
	for i, st := range g.steps {
		g.before[i+1] = g.before[i]
		if st.Kind() != tutorial.Show {
			g.before[i+1]++
		}
	}
	section = min(max(section, 0), len(t.Sections))
	g.step, g.saved = t.First(section), section
	return g
}

// Done reports the tutorial played to its end.
func (g *Guide) Done() bool { return g.step >= len(g.steps) }

// Step is the step under way; ok is false once the tutorial is done.
func (g *Guide) Step() (st tutorial.Step, ok bool) {
	if g.Done() {
		return tutorial.Step{}, false
	}
	return g.steps[g.step], true
}

// Section is the section under way (len(Sections) once done).
func (g *Guide) Section() int {
	if g.Done() {
		return len(g.Tut.Sections)
	}
	return g.sections[g.step]
}

// Refuse is the play.Guide: a person's move is taken only where the step
// expects it.
func (g *Guide) Refuse(m rules.Move) string {
	st, ok := g.Step()
	switch {
	case !ok:
		return ""
	case st.Kind() == tutorial.Show:
		return lang.T("Read this, then tap Next.")
	case st.Kind() == tutorial.Auto:
		return lang.T("Wait a moment: the other player is playing.")
	case st.Fits(m.String()):
		return ""
	}
	return st.Say
}

// follow moves the step on with the game: past an expect or auto step
// once its move is played, and back to where a restarted game stands.
func (g *Guide) follow(t *play.Table) {
	moves := len(t.Rec.Moves)
	if g.step < len(g.steps) && moves < g.before[g.step] {
		g.step = slices.Index(g.before, moves)
	}
	for !g.Done() && g.steps[g.step].Kind() != tutorial.Show && moves > g.before[g.step] {
		g.step++
	}
	g.report(t)
}

// report tells Progress of a section newly reached.
func (g *Guide) report(t *play.Table) {
	sec := g.Section()
	if g.Done() || g.step == g.Tut.First(sec) && sec > g.saved {
		if sec != g.saved && g.Progress != nil {
			var moves []string
			if !g.Done() {
				moves = slices.Clone(t.Rec.Moves)
			}
			g.Progress(sec, moves)
		}
		g.saved = sec
	}
}

// update runs the tutorial's part of a tick, before the scene handles
// input; an action other than None is the chrome's answer.
func (g *Guide) update(c *ui.Context, ch *Chrome, busy bool) Action {
	g.follow(ch.T)
	if g.nudge > 0 {
		g.nudge--
	}
	if g.Done() {
		return g.updateEnd(c, ch)
	}
	st := g.steps[g.step]
	g.missing = g.missing[:0]
	// A scene lays out its board's targets once it is calm on the
	// person's turn: only then is a lit target missing.
	if g.yours(ch.T) && !busy && g.calm {
		for _, id := range st.Show {
			if _, ok := findTarget(c.PreviousTargets(), id); !ok && len(c.PreviousTargets()) > 0 {
				g.missing = append(g.missing, id)
			}
		}
	}
	g.calm = !busy
	tap := c.Pointer.Tap && g.onTable(ch, c.Pointer.X, c.Pointer.Y)
	switch st.Kind() {
	case tutorial.Show:
		var msg sprites.Rect
		g.next, msg = ch.Lay.Message.CutRight(min(130, ch.Lay.Message.W*0.35))
		msg.W -= 8
		ch.Lay.Message = msg
		if c.Button("tutorial-next", g.next, lang.T("Next"), !busy) || c.Key(ebiten.KeyEnter) && !busy {
			c.Sound.Play(audio.Tap)
			g.step++
			g.follow(ch.T)
		} else if tap && !(busy && g.onLit(c, st, c.Pointer.X, c.Pointer.Y)) {
			// While a move plays out, what the step lights may wait on
			// the person (KiezKönig's duel die waits for their throw).
			c.Pointer.Take()
			g.nudge = 40
		}
	case tutorial.Expect:
		if tap && !st.Pattern() && !g.onLit(c, st, c.Pointer.X, c.Pointer.Y) {
			ch.Msg.Refuse(st.Say)
			c.Sound.Play(audio.Tick)
			c.Pointer.Take()
		}
	case tutorial.Auto:
		if tap {
			// The line says who is playing; "from elsewhere" would not
			// be true of a scripted reply.
			c.Pointer.Take()
		}
		g.reply(c, ch, st, busy)
	}
	return None
}

// reply sends the scripted move to its seat once the table is calm and a
// computer's usual moment has passed; the table plays it. The seat is the
// one the move names where the title's players act at once (Chinatown),
// else the seat to move.
func (g *Guide) reply(c *ui.Context, ch *Chrome, st tutorial.Step, busy bool) {
	r, ok := ch.T.Driver(tutorial.Seat(ch.T.Game, st.Auto)).(*play.Remote)
	if !ok || r.Waiting() > 0 || busy {
		return
	}
	g.wait++
	if g.wait >= c.AnimTicks(play.MinThinkTicks) {
		g.wait = 0
		r.Deliver(st.Auto)
	}
}

// updateEnd runs the end panel: a real game against an easy computer, or
// the menu. It holds every tap.
func (g *Guide) updateEnd(c *ui.Context, ch *Chrome) Action {
	g.end = endButtons(c)
	if c.Button("tutorial-play", g.end[0], lang.T("Play a game"), true) || c.Key(ebiten.KeyEnter) {
		c.Sound.Play(audio.Tap)
		if g.Ready != nil {
			g.Ready()
		} else {
			c.Nav.Menu()
		}
	}
	if c.Button("tutorial-menu", g.end[1], MenuWord(), true) {
		c.Nav.Menu()
	}
	c.Pointer.Take()
	return Held
}

// endButtons are where the end panel's Play a game and Menu are.
func endButtons(c *ui.Context) [2]sprites.Rect {
	buttons, _ := endPanel(c).Inset(20).CutBottom(52)
	return [2]sprites.Rect(buttons.SplitH(2, 12))
}

// endPanel is where "You are ready" is shown.
func endPanel(c *ui.Context) sprites.Rect {
	w, h := min(460, c.W-32), 210.0
	return sprites.R((c.W-w)/2, (c.H-h)/2, w, h)
}

// onTable reports a point on the board or the title's controls: where the
// tutorial holds the person to what it lit.
func (g *Guide) onTable(ch *Chrome, x, y float64) bool {
	return ch.Lay.Board.Contains(x, y) || ch.Lay.Controls.Contains(x, y)
}

// onLit reports a point on one of the step's lit targets, as they were
// laid out when the finger came down.
func (g *Guide) onLit(c *ui.Context, st tutorial.Step, x, y float64) bool {
	for _, id := range st.Show {
		if t, ok := findTarget(c.PreviousTargets(), id); ok && targetRect(t).Contains(x, y) {
			return true
		}
	}
	return false
}

func findTarget(ts []ui.Target, id string) (ui.Target, bool) {
	for _, t := range ts {
		if t.ID == id {
			return t, true
		}
	}
	return ui.Target{}, false
}

func targetRect(t ui.Target) sprites.Rect { return sprites.R(t.X, t.Y, t.W, t.H) }

// line is what the message line says for the tutorial, or "".
func (g *Guide) line(ch *Chrome) string {
	st, ok := g.Step()
	switch {
	case !ok:
		return lang.Tf("You are ready to play %s.", ch.T.Title.Name)
	case st.Say != "":
		return st.Say
	}
	return lang.Tf("%s is playing.", ch.Names.Called(tutorial.Seat(ch.T.Game, st.Auto)))
}

// yours reports the person's move awaited: on their turn, or, where the
// title's players act at once, whenever the step expects a move that
// names their seat.
func (g *Guide) yours(t *play.Table) bool {
	if t.HumanToMove() {
		return true
	}
	st, ok := g.Step()
	return ok && st.Kind() == tutorial.Expect && !st.Pattern() && t.IsPerson(tutorial.Seat(t.Game, st.Expect))
}

// Colours of the tutorial's marks.
var (
	veilInk  = color.RGBA{12, 10, 8, 150}
	litInk   = color.RGBA{0xF2, 0xC6, 0x5A, 0xFF}
	arrowInk = color.RGBA{0xFF, 0xE0, 0x8A, 0xFF}
)

// draw paints the tutorial over the table: the veil with the lit targets
// left clear and ringed, the arrow to the first, Next, or the end panel.
func (g *Guide) draw(cv *sprites.Canvas, c *ui.Context, ch *Chrome) {
	st, ok := g.Step()
	if !ok {
		g.drawEnd(cv, c, ch)
		return
	}
	if text, bad := ch.message(); text != "" {
		if band, in, size, ok := g.band(ch, ch.Lay, text); ok {
			drawGuideBand(cv, band, in, text, size, bad)
		}
	}
	if st.Kind() == tutorial.Show {
		ui.DrawButton(cv, c, g.next, lang.T("Next"), ui.Primary, true)
		if g.nudge > 0 {
			pulse := 2 + 3*math.Abs(math.Sin(float64(g.nudge)/5))
			cv.StrokeRoundRect(g.next.Inset(-pulse), 10, 3, litInk)
		}
	}
	if st.Kind() == tutorial.Auto || !g.yours(ch.T) {
		return
	}
	var lit []sprites.Rect
	for _, id := range st.Show {
		if t, ok := findTarget(c.Targets, id); ok {
			lit = append(lit, targetRect(t).Inset(-6))
		}
	}
	// Never over the words: KiezKönig's line takes its controls' row
	// where no button stands there, and its first lines were greyed.
	for _, r := range subtract([]sprites.Rect{ch.Lay.Board, ch.Lay.Controls}, append(lit, ch.Lay.Message)) {
		cv.Rect(r, veilInk)
	}
	for _, r := range lit {
		cv.StrokeRoundRect(r, 10, 3, litInk)
	}
	if len(lit) > 0 {
		drawArrow(cv, lit[0], c.Tick, ch.Lay.Board)
	}
}

// guideMin is the smallest type a step's words are written in on the
// message line; smaller, they go on a band over the seat cards (band).
const guideMin = 13

// lineBox is the room for the step's words on the message line of l:
// left of Next while Next is shown.
func (g *Guide) lineBox(l Layout) sprites.Rect {
	r := l.Message
	if st, ok := g.Step(); ok && st.Kind() == tutorial.Show && g.next.W > 0 {
		r.W = min(r.W, g.next.X-8-r.X)
	}
	return r
}

// band is where text goes when it does not fit the message line (lineBox)
// at guideMin or larger: a band over the seat cards, which a step never
// lights, as tall as the words need, with the box in it for the words and
// their size; ok is false where the line holds them. On a phone a long
// German step ran on under Next, or was cut at 11 px beside it
// (play-test).
func (g *Guide) band(ch *Chrome, l Layout, text string) (band, in sprites.Rect, size float64, ok bool) {
	cv := &sprites.Canvas{Scale: 1}
	line := g.lineBox(l)
	if size, lines := MessageSize(cv, line, text); size >= guideMin && lines*size*1.3 <= line.H+0.5 {
		return sprites.Rect{}, sprites.Rect{}, 0, false
	}
	var b sprites.Rect
	for _, r := range l.Seats[:ch.ncards] {
		b = b.Union(r)
	}
	if b.W < 200 {
		b = l.Board
	} else {
		// Over the ring around the seat in turn too.
		b = b.Inset(-5)
	}
	const padX, padY = 10, 8
	lines := func() float64 { return float64(len(cv.Wrap(text, b.W-2*padX, size, sprites.Regular))) }
	size = 17
	for size > 12 && lines()*size*1.3+2*padY > b.H {
		size--
	}
	h := max(b.H, lines()*size*1.3+2*padY)
	band = sprites.R(b.X, b.Y, b.W, h)
	textH := lines() * size * 1.3
	return band, sprites.R(b.X+padX, b.Y+(h-textH)/2, b.W-2*padX, textH+1), size, true
}

// drawGuideBand paints a step's words on their band (Guide.band), in the
// tip's colours, a refusal in the line's red.
func drawGuideBand(cv *sprites.Canvas, band, in sprites.Rect, text string, size float64, bad bool) {
	ink := tipInk
	if bad {
		ink = refusalInk
	}
	cv.SoftShadow(band, 8, 6, 0.4)
	cv.RoundRect(band, 10, tipBand)
	cv.StrokeRoundRect(band.Inset(0.75), 10, 1.5, sprites.Alpha(sprites.Gold, 0.8))
	cv.TextBox(text, in, size, sprites.Regular, ink, sprites.Start)
}

// drawArrow points at r from above it, or from below where there is no
// room above, bobbing so that the eye finds it.
func drawArrow(cv *sprites.Canvas, r sprites.Rect, tick int, room sprites.Rect) {
	x := r.X + r.W/2
	bob := 5 * math.Sin(float64(tick)/9)
	tip, dir := r.Y-4-bob, -1.0
	if r.Y-70 < room.Y {
		tip, dir = r.Bottom()+4+bob, 1
	}
	tail := tip + dir*46
	cv.Line(x, tail, x, tip+dir*14, 7, arrowInk)
	cv.Poly([]float64{x, tip, x - 13, tip + dir*18, x + 13, tip + dir*18}, arrowInk)
}

// subtract cuts holes out of rs: what is left of them outside every hole,
// as rectangles.
func subtract(rs, holes []sprites.Rect) []sprites.Rect {
	for _, h := range holes {
		var out []sprites.Rect
		for _, r := range rs {
			x0, y0 := max(r.X, h.X), max(r.Y, h.Y)
			x1, y1 := min(r.Right(), h.Right()), min(r.Bottom(), h.Bottom())
			if x0 >= x1 || y0 >= y1 {
				out = append(out, r)
				continue
			}
			for _, p := range []sprites.Rect{
				sprites.R(r.X, r.Y, r.W, y0-r.Y),       // above
				sprites.R(r.X, y1, r.W, r.Bottom()-y1), // below
				sprites.R(r.X, y0, x0-r.X, y1-y0),      // left
				sprites.R(x1, y0, r.Right()-x1, y1-y0), // right
			} {
				if p.W > 0 && p.H > 0 {
					out = append(out, p)
				}
			}
		}
		rs = out
	}
	return rs
}

// drawEnd paints "You are ready" and its two buttons over the table.
func (g *Guide) drawEnd(cv *sprites.Canvas, c *ui.Context, ch *Chrome) {
	cv.Rect(sprites.R(0, 0, cv.W, cv.H), veilInk)
	p := endPanel(c)
	cv.SoftShadow(p, 14, 18, 0.5)
	cv.RoundRect(p, 14, sprites.Paper)
	inner := p.Inset(20)
	ready := lang.T("You are ready")
	cv.Text(ready, inner.X+inner.W/2, inner.Y+18, cv.FitSize(ready, inner.W, 28, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	say := lang.Tf("You know the rules of %s. Play a real game against an easy computer player?", ch.T.Title.Name)
	cv.TextBox(say, sprites.R(inner.X, inner.Y+44, inner.W, inner.H-44-60), 17, sprites.Regular, sprites.Ink, sprites.Middle)
	b := endButtons(c)
	ui.DrawButton(cv, c, b[0], lang.T("Play a game"), ui.Primary, true)
	ui.DrawButton(cv, c, b[1], MenuWord(), ui.Secondary, true)
}

// describe reports the tutorial for tests.
func (g *Guide) describe(ch *Chrome) map[string]any {
	d := map[string]any{"section": g.Section(), "step": g.step, "steps": len(g.steps), "done": g.Done(),
		"missing": append([]string{}, g.missing...), "say": g.line(ch)}
	if st, ok := g.Step(); ok {
		d["kind"] = [...]string{"show", "expect", "auto"}[st.Kind()]
		d["show"] = st.Show
		d["expect"] = st.Expect
	}
	return d
}
