// Package hongkong is the table for Hong Kong: the board in perspective,
// pieces that fly in and land, the players' supplies and the double-move flow.
package hongkong

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	hk "quartet/rules/hongkong"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Scene plays one game of Hong Kong.
type Scene struct {
	t *play.Table

	// The player's choices for the turn being built.
	kind    hk.Kind // Block, Roof or Fast (the start of a double move)
	pending int     // where the fast block of a double move waits, or -1
	legal   [hk.Plots]bool

	message    string // the instruction or the reason a try was refused
	messageBad bool
	shake      int // ticks left of the refused plot's shake
	shakePlot  int

	anims     []flight
	hidden    [hk.Plots]int // top pieces not yet landed, per plot
	particles sprites.Particles
	lastPlots []int
	lastAge   int

	endShown bool
	endHide  bool // the player asked to look at the final board
	endTicks int

	lay layout
	cam *sprites.Camera
	// hulls caches each plot's screen outline for hit-testing.
	hulls   [hk.Plots][]float64
	hover   int
	typed   typedPlot // a column letter typed, waiting for its row digit
	palette ui.Palette
	// The layers cache what does not move: the felt, the board while no
	// piece is in the air, and the panels.
	tableLayer, boardLayer, hudLayer ui.Layer
	draw                             drawCache  // draw.go
	thinkFrame                       int        // the last frame in which the AI thought
	passOnly                         bool       // the player to move can only pass
	placed                           [3]float64 // the screen and board the layout was made for
}

// New builds the scene for a table of Hong Kong.
func New(t *play.Table, c *ui.Context) ui.Scene {
	s := &Scene{t: t, pending: -1, hover: -1, shakePlot: -1, typed: typedPlot{col: -1}, palette: c.Palette()}
	s.kind = hk.Block
	if t.LastMove != "" {
		if m, err := hk.ParseMove(t.LastMove); err == nil {
			s.lastPlots = movePlots(m)
			s.lastAge = 1000
		}
	}
	s.endShown = t.Over()
	c.Sound.PlayMusic(audio.HongKongTheme)
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

// place lays the scene out for the screen, and finds where each plot is on
// it, when the screen or the board has changed since the last tick: at a
// low frame rate several ticks run per frame, and this work need not.
func (s *Scene) place(c *ui.Context) {
	key := [3]float64{c.W, c.H, float64(len(s.t.Rec.Moves)*1000 + s.pending + 1)}
	if s.cam != nil && key == s.placed {
		return
	}
	s.placed = key
	s.lay = s.layout(c)
	s.cam = newCamera(s.lay.board, s.lay.portrait)
	s.updateHulls()
}

// busy reports animations still playing: the next move waits for them.
func (s *Scene) busy() bool { return len(s.anims) > 0 }

// Update runs one tick.
func (s *Scene) Update(c *ui.Context) error {
	s.palette = c.Palette()
	s.place(c)
	s.stepAnims(c)
	s.particles.Update()
	s.lastAge++
	if s.shake > 0 {
		s.shake--
	}

	if c.Key(ebiten.KeyEscape) || c.Key(ebiten.KeyP) || c.Button("menu", s.lay.menu, "Menu", true) {
		c.Nav.Pause(hk.Title.ID, func() { s.restart(c) })
		return nil
	}
	if (c.Key(ebiten.KeyU) || c.Key(ebiten.KeyBackspace) || c.Button("undo", s.lay.undo, "Undo", s.canUndo())) && s.canUndo() {
		s.t.Undo()
		s.afterUndo()
		return nil
	}

	if s.t.Over() {
		s.updateEnd(c)
		return nil
	}
	s.t.MinThinkTicks = c.AnimTicks(play.MinThinkTicks)
	if ev := s.t.Update(s.busy(), c.WorkBudget(&s.thinkFrame)); ev != nil {
		s.animate(c, ev)
		s.refresh()
	}
	if s.t.HumanToMove() {
		s.updateHuman(c)
	}
	return nil
}

// canUndo: undo is offered against the computer once the table is calm.
func (s *Scene) canUndo() bool { return s.t.CanUndo() && !s.busy() }

func (s *Scene) afterUndo() {
	s.anims = nil
	s.hidden = [hk.Plots]int{}
	s.pending = -1
	s.lastPlots = nil
	if m, err := hk.ParseMove(s.t.LastMove); err == nil && s.t.LastMove != "" {
		s.lastPlots = movePlots(m)
	}
	s.endShown, s.endHide = false, false
	s.setMessage("Move taken back.", false)
	s.refresh()
}

func (s *Scene) restart(c *ui.Context) {
	s.t.Restart()
	s.afterUndo()
	s.setMessage("A new game: good luck!", false)
	c.Sound.PlayMusic(audio.HongKongTheme)
}

// typedPlot is a plot name half typed: its column, and the piece chosen and
// the fast block waiting when the letter was pressed.
type typedPlot struct {
	col     int
	kind    hk.Kind
	pending int
	moves   int // the game's length then: a letter from an earlier turn is stale
}

// updateHuman turns taps and keys into the turn being built.
func (s *Scene) updateHuman(c *ui.Context) {
	g := s.game()
	seat := g.ToMove()
	if s.onlyPass() {
		if c.Button("pass", s.lay.pass, "Pass", true) || c.Key(ebiten.KeySpace) {
			s.submit(c, hk.Pass)
		}
		return
	}
	for i, k := range selectorKinds {
		enabled := g.Supply(seat, k) > 0 && (s.pending < 0 || k != hk.Fast)
		if c.Button("piece-"+strings.ToLower(selectorLabel(k)), s.lay.selector[i], selectorLabel(k), enabled) {
			s.choose(k)
		}
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
	if s.pending >= 0 && (c.Button("cancel", s.lay.cancel, "Cancel double move", true) || c.Key(ebiten.KeyC)) {
		s.pending = -1
		s.kind = hk.Fast
		s.refresh()
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
	if p.Tap && s.hover >= 0 && s.lay.board.Contains(p.X, p.Y) {
		s.tapPlot(c, s.hover)
	}
	if p.LongPress && s.hover >= 0 {
		s.describePlot(s.hover)
	}
}

var selectorKinds = []hk.Kind{hk.Block, hk.Roof, hk.Fast}

func selectorLabel(k hk.Kind) string {
	switch k {
	case hk.Roof:
		return "Roof"
	case hk.Fast:
		return "Double"
	}
	return "Block"
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
		if err == nil {
			err = errors.New("That piece cannot go there.")
		}
		s.setMessage(err.Error(), true)
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
		var illegal *rules.IllegalMove
		if errors.As(err, &illegal) {
			s.setMessage(illegal.Reason, true)
		} else {
			s.setMessage(err.Error(), true)
		}
		return
	}
	s.pending = -1
	s.animate(c, ev)
	s.refresh()
}

func (s *Scene) describePlot(p int) {
	st := s.game().Plot(p)
	if st.Empty() {
		s.setMessage(fmt.Sprintf("%s is empty.", hk.PlotName(p)), false)
		return
	}
	s.setMessage(fmt.Sprintf("%s: %d pieces, %s on top (%s).", hk.PlotName(p), st.Len(), s.seatName(st.Controller()), stackWords(st)), false)
}

func stackWords(st *hk.Stack) string {
	if st.Roofed() {
		return "finished with a roof"
	}
	return "open to building"
}

func (s *Scene) setMessage(m string, bad bool) { s.message, s.messageBad = m, bad }

// refresh recomputes the plots that take the chosen piece, and the prompt.
func (s *Scene) refresh() {
	s.legal = [hk.Plots]bool{}
	g := s.game()
	legal := g.LegalMoves()
	s.passOnly = len(legal) == 1 && legal[0].String() == "pass"
	if g.Outcome().Over || !s.t.HumanToMove() {
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
	if !s.messageBad || s.message == "" {
		s.setMessage(s.prompt(), false)
	}
}

func (s *Scene) prompt() string {
	who := ""
	if s.t.Humans() > 1 {
		who = s.seatName(s.game().ToMove()) + ": "
	}
	switch {
	case s.pending >= 0:
		return fmt.Sprintf("%sFast block on %s. Now place a %s.", who, hk.PlotName(s.pending), s.kind)
	case s.kind == hk.Fast:
		return who + "Double move: choose where the fast block goes."
	case s.game().Turns() == 0:
		return who + fmt.Sprintf("Place a %s anywhere but the centre.", s.kind)
	}
	return who + fmt.Sprintf("Choose a lit plot for your %s.", s.kind)
}

// seatName is how a seat is called: "You" against the computer, its colour
// in a game between people, "Expert" for a computer player.
func (s *Scene) seatName(seat int) string {
	if seat < 0 {
		return "Nobody"
	}
	names := s.palette.SeatNames
	if s.t.IsAI(seat) {
		return names[seat] + " (" + s.t.Rec.Seats[seat].Level + ")"
	}
	if s.t.Humans() == 1 {
		return "You"
	}
	return names[seat]
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
	var winner any
	if o.Over && o.Winner >= 0 {
		winner = o.Winner
	}
	var toMove any
	if tm := g.ToMove(); tm >= 0 {
		toMove = tm
	}
	return map[string]any{
		"scene":     "hongkong",
		"toMove":    toMove,
		"over":      o.Over,
		"winner":    winner,
		"moves":     len(s.t.Rec.Moves),
		"summary":   g.Summary(),
		"thinking":  s.t.Thinking(),
		"animating": s.busy(),
		"humanTurn": s.t.HumanToMove() && !s.busy(),
		"piece":     s.kind.String(),
		"pending":   s.pending,
		"legal":     legal,
		"message":   s.message,
		"endScreen": s.endShown && !s.endHide,
		"lastMove":  s.t.LastMove,
		"canUndo":   s.canUndo(),
		"thinkMs":   float64(s.t.LastThink) / float64(time.Millisecond),
	}
}
