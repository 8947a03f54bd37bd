// Package hongkong is the table for Hong Kong: the board in perspective,
// pieces that fly in and land, the players' supplies and the double-move flow.
// What every table shares (seat cards, message line, toolbar, end dialog,
// game log) comes from scenes/table.
package hongkong

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	hk "quartet/rules/hongkong"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Scene plays one game of Hong Kong.
type Scene struct {
	t  *play.Table
	ch *table.Chrome

	// The player's choices for the turn being built.
	kind    hk.Kind // Block, Roof or Fast (the start of a double move)
	pending int     // where the fast block of a double move waits, or -1
	legal   [hk.Plots]bool

	shake     int // ticks left of the refused plot's shake
	shakePlot int

	beats     table.Beats
	anims     []flight       // pieces in the air, flying on past their beats
	lifts     []lift         // pieces taken back by undo, rising away
	hidden    [hk.Plots]int  // top pieces not yet landed, per plot
	ghost     [hk.Plots]bool // buildings drawn see-through: they hide a lit plot
	particles sprites.Particles
	lastPlots []int
	lastAge   int

	cam *sprites.Camera
	// hulls caches each plot's screen outline for hit-testing.
	hulls    [hk.Plots][]float64
	hover    int
	typed    typedPlot // a column letter typed, waiting for its row digit
	palette  sprites.Palette
	draw     drawCache  // what the drawing keeps between frames (draw.go)
	passOnly bool       // the player to move can only pass
	placed   [6]float64 // the board area and game the camera was made for
	// standing is what the computer's last move did, kept on the line
	// until the person acts (play-test: a notice of three seconds went
	// before its pieces had landed, and was missed).
	standing string
	// heights are the height tags drawn last, by plot, for tests.
	heights [hk.Plots]string
}

// spec is what the table needs room for besides the board: the row of
// piece buttons.
var spec = table.Spec{Seats: 2, Controls: 92, PortraitControls: 76}

// spec is the table's room. A position in the replay viewer has no piece
// buttons, as nobody moves from it: greyed, they only took the board's
// room (play-test on a phone).
func (s *Scene) spec() table.Spec {
	if s.t.Viewing {
		return table.Spec{Seats: spec.Seats}
	}
	return spec
}

// New builds the scene for a table of Hong Kong.
func New(t *play.Table, c *ui.Context) ui.Scene {
	s := &Scene{t: t, pending: -1, hover: -1, shakePlot: -1, typed: typedPlot{col: -1}, palette: c.Palette()}
	s.ch = table.New(t, c, audio.HongKongTheme)
	s.ch.Summarize = func(e play.Entry) string {
		s.standing = s.summarize(e)
		return s.standing
	}
	s.ch.LogText = s.logText
	s.ch.Tips = func(int) []table.Tip { return tips(t) }
	s.kind = hk.Block
	if t.LastMove != "" {
		if m, err := hk.ParseMove(t.LastMove); err == nil {
			s.lastPlots = movePlots(m)
			s.lastAge = 1000
		}
	}
	s.ch.Lay = table.Arrange(c, s.spec())
	s.refresh()
	return s
}

func (s *Scene) game() *hk.Game { return s.t.Game.(*hk.Game) }

func movePlots(m hk.Move) []int {
	switch {
	case m.Pass:
		return nil
	case m.Double:
		return []int{int(m.Fast), int(m.At)}
	}
	return []int{int(m.At)}
}

// place frames the camera on the board, and finds where each plot is on
// screen, when the board's area or the board has changed since the last
// tick: at a low frame rate several ticks run per frame, and this work
// need not.
func (s *Scene) place() {
	b := s.ch.Lay.Board
	key := [6]float64{b.X, b.Y, b.W, b.H, float64(len(s.t.Rec.Moves)*1000 + s.pending + 1), b2f(s.ch.Lay.Portrait)}
	if s.cam != nil && key == s.placed {
		return
	}
	s.placed = key
	s.cam = newCamera(b, s.ch.Lay.Portrait)
	s.updateHulls()
}

// busy reports animations still playing: the next move waits for them.
func (s *Scene) busy() bool { return s.beats.Busy() || len(s.anims) > 0 }

// Update runs one tick.
func (s *Scene) Update(c *ui.Context) error {
	s.palette = c.Palette()
	before := s.game()
	act := s.ch.Update(c, s.spec(), s.busy())
	s.place()
	s.stepAnims(c)
	s.stepLifts()
	s.particles.Update()
	s.lastAge++
	if s.shake > 0 {
		s.shake--
	}
	switch act {
	case table.Undone:
		s.afterUndo(before)
		return nil
	case table.Restarted:
		s.afterUndo(nil)
		return nil
	case table.Held:
		return nil
	}
	if s.t.Over() {
		return nil
	}
	if ev := s.ch.Turn(c, s.busy(), false); ev != nil {
		s.animate(c, ev)
		s.refresh()
	} else if s.ch.DecideAgain() {
		s.refresh()
	}
	if s.t.HumanToMove() {
		if s.standing != "" && !s.busy() && acts(c) {
			// The person acts: the line turns to them.
			s.standing = ""
			s.ch.Msg.Clear()
		}
		s.updateHuman(c)
	} else {
		s.ch.Waiting(c)
	}
	if s.standing != "" {
		s.ch.Msg.Notice(s.standing)
	}
	return nil
}

// acts reports the person doing something at the table this tick: a tap,
// a long press, or a key of the table's.
func acts(c *ui.Context) bool {
	if c.Pointer.Tap || c.Pointer.LongPress || c.Key(ebiten.KeySpace) {
		return true
	}
	for k := ebiten.KeyA; k <= ebiten.KeyZ; k++ {
		if c.Key(k) {
			return true
		}
	}
	for k := ebiten.Key0; k <= ebiten.Key9; k++ {
		if c.Key(k) {
			return true
		}
	}
	return false
}

// afterUndo drops what belonged to the moves taken back. The pieces they
// placed rise off the board and fade, so that the player sees what went;
// before is the game as it was (nil after a restart).
func (s *Scene) afterUndo(before *hk.Game) {
	s.beats.Drop()
	s.anims = nil
	s.standing = ""
	s.hidden = [hk.Plots]int{}
	s.pending = -1
	s.kind = hk.Block
	s.lastPlots = nil
	if m, err := hk.ParseMove(s.t.LastMove); err == nil && s.t.LastMove != "" {
		s.lastPlots = movePlots(m)
	}
	if before != nil {
		s.liftTakenBack(before)
	}
	s.refresh()
}

// typedPlot is a plot name half typed: its column, and the piece chosen and
// the fast block waiting when the letter was pressed.
type typedPlot struct {
	col     int
	kind    hk.Kind
	pending int
	moves   int // the game's length then: a letter from an earlier turn is stale
}

// controls are the piece buttons in the chrome's controls area: Block,
// Roof and Double, the last of which cancels a double move half made.
func (s *Scene) controls() [3]sprites.Rect {
	var out [3]sprites.Rect
	copy(out[:], s.ch.Lay.Controls.SplitH(3, 8))
	return out
}

// updateHuman turns taps and keys into the turn being built.
func (s *Scene) updateHuman(c *ui.Context) {
	g := s.game()
	seat := g.ToMove()
	if s.onlyPass() {
		if c.Button("pass", s.ch.Lay.Controls, lang.T("Pass"), true) || c.Key(ebiten.KeySpace) {
			s.submit(c, hk.Pass)
		}
		return
	}
	sel := s.controls()
	for i, k := range selectorKinds {
		enabled := g.Supply(seat, k) > 0 || k == hk.Fast && s.pending >= 0
		if !c.Button("piece-"+selectorID(k), sel[i], selectorLabel(k), enabled) {
			continue
		}
		if k == hk.Fast && s.pending >= 0 {
			s.cancelDouble()
			continue
		}
		s.choose(k)
	}
	// b and c are both plot columns and piece commands (Block, Cancel). A
	// letter acts as a command at once; if a row digit follows, it was a
	// plot name after all, and the command is taken back before the piece
	// goes down.
	for col := range hk.Size {
		if c.Key(ebiten.KeyA + ebiten.Key(col)) {
			s.typed = typedPlot{col: col, kind: s.kind, pending: s.pending, moves: len(s.t.Rec.Moves)}
		}
	}
	if c.Key(ebiten.KeyB) {
		s.choose(hk.Block)
	}
	if c.Key(ebiten.KeyR) {
		s.choose(hk.Roof)
	}
	if c.Key(ebiten.KeyF) {
		s.choose(hk.Fast)
	}
	if s.pending >= 0 && c.Key(ebiten.KeyC) {
		s.cancelDouble()
	}
	// Keyboard: type a plot's name, such as c3.
	for row := range hk.Size {
		if c.Key(ebiten.Key1+ebiten.Key(row)) && s.typed.col >= 0 && s.typed.moves == len(s.t.Rec.Moves) {
			if s.kind != s.typed.kind || s.pending != s.typed.pending {
				s.kind, s.pending = s.typed.kind, s.typed.pending
				s.refresh()
			}
			s.tapPlot(c, row*hk.Size+s.typed.col)
			s.typed.col = -1
		}
	}
	p := c.Pointer
	s.hover = s.plotUnder(p.X, p.Y)
	for plot := range hk.Plots {
		x, y := s.plotPoint(plot)
		c.Targets = append(c.Targets, ui.Target{ID: "plot-" + hk.PlotName(plot), Label: hk.PlotName(plot), X: x - 22, Y: y - 22, W: 44, H: 44, Enabled: s.legal[plot]})
	}
	if p.Tap && s.hover >= 0 && s.ch.Lay.Board.Contains(p.X, p.Y) {
		s.tapPlot(c, s.hover)
	}
	if p.LongPress && s.hover >= 0 {
		s.describePlot(s.hover)
	}
}

var selectorKinds = []hk.Kind{hk.Block, hk.Roof, hk.Fast}

// cancelDouble takes back the fast block of a double move half made. The
// Double button does it, lit while the double move is under way, as a
// chosen mode is left by tapping it again: it keeps its name throughout,
// where a Cancel in its place changed under the finger (play-test). The
// first tap on Double only chooses it, so a double tap never cancels.
func (s *Scene) cancelDouble() {
	s.pending = -1
	s.kind = hk.Block
	s.refresh()
}

// selectorID names a piece button for tests and the tutorial, in any
// language: "block", "roof", "double".
func selectorID(k hk.Kind) string {
	switch k {
	case hk.Roof:
		return "roof"
	case hk.Fast:
		return "double"
	}
	return "block"
}

// selectorLabel is a piece button's word.
func selectorLabel(k hk.Kind) string {
	switch k {
	case hk.Roof:
		return lang.T("Roof")
	case hk.Fast:
		return lang.T("Double")
	}
	return lang.T("Block")
}

func (s *Scene) choose(k hk.Kind) {
	g := s.game()
	if g.Supply(g.ToMove(), k) == 0 || (k == hk.Fast && s.pending >= 0) {
		return
	}
	s.kind = k
	s.refresh()
}

// tapPlot places the chosen piece on plot, or says why it cannot go there.
func (s *Scene) tapPlot(c *ui.Context, plot int) {
	g := s.game()
	if !s.legal[plot] {
		var err error
		if s.pending >= 0 {
			if after, e := g.AfterFast(s.pending); e == nil {
				err = after.CheckPlacement(s.kind, plot)
			} else {
				err = e
			}
		} else {
			err = g.CheckPlacement(s.kind, plot)
			if err == nil && s.kind == hk.Fast {
				_, err = g.AfterFast(plot)
			}
		}
		why := lang.T("That piece cannot go there.")
		if err != nil {
			why = lang.ExplainErr(err)
		}
		s.ch.Msg.Refuse(why)
		s.shake, s.shakePlot = 18, plot
		c.Sound.Play(audio.Tick)
		return
	}
	if s.kind == hk.Fast {
		s.pending = plot
		s.kind = hk.Block
		if g.Supply(g.ToMove(), hk.Block) == 0 {
			s.kind = hk.Roof
		}
		c.Sound.Play(audio.Tap)
		s.refresh()
		return
	}
	m := hk.Place(s.kind, plot)
	if s.pending >= 0 {
		m = hk.Double(s.pending, s.kind, plot)
	}
	s.submit(c, m)
}

func (s *Scene) submit(c *ui.Context, m hk.Move) {
	ev, err := s.t.Submit(m)
	if err != nil {
		s.ch.Refuse(c, err)
		return
	}
	s.pending = -1
	s.ch.Msg.Moved() // the reason for an earlier refusal goes at once
	// Each turn starts from a standard block: a roof chosen last turn
	// stays chosen by mistake too easily, and there are only five.
	s.kind = hk.Block
	s.animate(c, ev)
	s.refresh()
}

func (s *Scene) describePlot(p int) {
	st := s.game().Plot(p)
	name, n, top := hk.PlotName(p), st.Len(), s.ch.Names.Name(st.Controller())
	switch {
	case st.Empty():
		s.ch.Msg.Notice(lang.Tf("%s is empty.", name))
	case st.Roofed():
		s.ch.Msg.Notice(lang.N("%s: %d piece, %s on top (finished with a roof).", "%s: %d pieces, %s on top (finished with a roof).", n, name, n, top))
	default:
		s.ch.Msg.Notice(lang.N("%s: %d piece, %s on top (open to building).", "%s: %d pieces, %s on top (open to building).", n, name, n, top))
	}
}

// refresh recomputes the plots that take the chosen piece, and the prompt.
func (s *Scene) refresh() {
	s.legal = [hk.Plots]bool{}
	g := s.game()
	legal := g.LegalMoves()
	s.passOnly = len(legal) == 1 && legal[0].String() == "pass"
	if g.Outcome().Over {
		s.ch.Prompt("")
		return
	}
	if !s.t.HumanToMove() {
		s.ch.Prompt(lang.Tf("%s to play.", s.ch.Names.Called(g.ToMove())))
		return
	}
	seat := g.ToMove()
	if g.Supply(seat, s.kind) == 0 {
		for _, k := range selectorKinds {
			if g.Supply(seat, k) > 0 && (k != hk.Fast || s.pending < 0) {
				s.kind = k
				break
			}
		}
	}
	base := g
	if s.pending >= 0 {
		after, err := g.AfterFast(s.pending)
		if err != nil {
			s.pending = -1
		} else {
			base = after
		}
	}
	for p := range hk.Plots {
		switch {
		case s.kind == hk.Fast:
			_, err := g.AfterFast(p)
			s.legal[p] = err == nil
		default:
			s.legal[p] = base.CheckPlacement(s.kind, p) == nil
		}
	}
	s.ch.Prompt(s.prompt())
}

// prompt says what the person to move does next; between two people at
// one screen, with their name in front.
func (s *Scene) prompt() string {
	text := s.promptWords()
	if s.t.Humans() > 1 {
		return lang.Tf("%s: %s", s.ch.Names.Name(s.game().ToMove()), text)
	}
	return text
}

// promptWords is the prompt's sentence, one per piece, for a block and a
// roof take different words (and genders) in German and French.
func (s *Scene) promptWords() string {
	roof := s.kind == hk.Roof
	switch {
	case s.passOnly:
		return lang.T("No blocks or roofs left: you must pass.")
	case s.pending >= 0 && roof:
		return lang.Tf("Fast block on %s. Now place a roof, or tap Double to take it back.", hk.PlotName(s.pending))
	case s.pending >= 0:
		return lang.Tf("Fast block on %s. Now place a block, or tap Double to take it back.", hk.PlotName(s.pending))
	case s.kind == hk.Fast:
		return lang.T("Double move: choose where the fast block goes.")
	case s.game().Turns() == 0 && roof:
		return lang.T("Place a roof anywhere but the centre.")
	case s.game().Turns() == 0:
		return lang.T("Place a block anywhere but the centre.")
	case roof:
		return lang.T("Choose a lit plot for your roof.")
	}
	return lang.T("Choose a lit plot for your block.")
}

// Describe reports the scene for tests.
func (s *Scene) Describe() map[string]any {
	g := s.game()
	legal := []string{}
	for p, ok := range s.legal {
		if ok {
			legal = append(legal, hk.PlotName(p))
		}
	}
	o := g.Outcome()
	seeThrough := []string{}
	for p, ok := range s.ghost {
		if ok {
			seeThrough = append(seeThrough, hk.PlotName(p))
		}
	}
	heights := map[string]string{}
	for p, h := range s.heights {
		if h != "" {
			heights[hk.PlotName(p)] = h
		}
	}
	d := s.ch.Describe(s.busy())
	for k, v := range map[string]any{
		"heights":    heights,
		"coords":     coordBoxes(s.cam),
		"scene":      "hongkong",
		"over":       o.Over,
		"moves":      len(s.t.Rec.Moves),
		"summary":    g.Summary(),
		"thinking":   s.t.Thinking(),
		"animating":  s.busy(),
		"lifting":    len(s.lifts),
		"seeThrough": seeThrough,
		"humanTurn":  s.t.HumanToMove() && !s.busy() && !s.ch.EndOpen(),
		"piece":      s.kind.String(),
		"controls":   s.ch.Lay.Controls.H,
		"pending":    s.pending,
		"legal":      legal,
		"lastMove":   s.t.LastMove,
		"thinkMs":    float64(s.t.LastThink) / float64(time.Millisecond),
	} {
		d[k] = v
	}
	return d
}
