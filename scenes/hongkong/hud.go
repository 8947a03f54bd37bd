package hongkong

import (
	"fmt"
	"math"

	"quartet/lang"
	hk "quartet/rules/hongkong"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Draw paints the table. What stands still (felt, board, resting pieces,
// panels) is composed into the scenery once per change; a frame then costs
// what moves: flying pieces and their shadows, sparks, the spinner, each a
// copy of a cached image (sprites.Scenery, sprites.Sprites).
func (s *Scene) Draw(cv *sprites.Canvas, c *ui.Context) {
	if s.cam == nil {
		s.palette = c.Palette()
		s.place()
	}
	d := &s.draw
	g := s.game()
	n := g.Buildings()
	var cards [2]table.SeatCard
	for seat := range cards {
		cards[seat] = s.ch.Card(seat)
		cards[seat].Score = fmt.Sprint(n[seat])
		cards[seat].ScoreLabel = buildingsLabel(n[seat])
	}
	// The panels are composed into the scenery's Over, which is repainted
	// when what they show changes.
	hudKey := s.ch.HUDKey(c, cards[:], s.hudKey(c))
	hud := func(lc *sprites.Canvas) {
		s.ch.PaintHUD(lc, c, hudKey, func(lc *sprites.Canvas, bodies []sprites.Rect) {
			for seat, body := range bodies {
				s.drawSupply(lc, body, seat)
			}
			s.drawControls(lc, c)
		})
	}
	shake := 0.0
	if s.shake > 0 {
		// A refused try shakes the board: the still drawing, moved sideways.
		shake = 5 * math.Sin(float64(s.shake)*1.3) * float64(s.shake) / 18
	}
	d.scenery.OverArea = s.hudArea()
	d.scenery.Begin(cv, s.boardKey(), hudKey, func(lc *sprites.Canvas) {
		d.felt.Draw(lc, "felt", drawTable)
		s.paintBoard(lc)
	}, hud)
	if shake != 0 {
		area := s.ch.Lay.Board.Inset(-8)
		d.scenery.DrawUnder(cv, area, shake, 0)
		d.scenery.Touch(cv, area.Inset(-8))
	}
	// Pieces in the air are drawn over the still board; the buildings in
	// front of a piece that may hide it are copied again over it.
	for i := range s.anims {
		f := &s.anims[i]
		box := s.drawFlight(cv, s.cam, f)
		s.redrawInFront(cv, f.ev.Plot, box)
	}
	s.drawLifts(cv)
	for _, l := range s.lifts {
		x, y := plotXY(l.plot)
		b := s.cam.Box(sprites.Vec{X: x, Y: y, Z: float64(l.level) * blockH}, sprites.Vec{X: x + 1, Y: y + 1, Z: float64(l.level)*blockH + 1.4 + roofH + 0.1})
		d.scenery.Touch(cv, sprites.R(b[0], b[1], b[2]-b[0], b[3]-b[1]))
	}
	if r := s.particles.Draw(cv); r.W > 0 {
		d.scenery.Touch(cv, r)
	}
	d.scenery.End(cv)
	s.ch.DrawOverScenery(cv, c, &d.scenery, s.result)
}

// KeepsScreen: the table redraws only what moves (sprites.Scenery).
func (s *Scene) KeepsScreen() {}

// Free lets the table's images go: the scenery, the sprites, the felt and
// the chrome's.
func (s *Scene) Free() {
	d := &s.draw
	d.scenery.Free()
	d.stacks.Clear()
	d.pieces.Clear()
	d.board.Clear()
	d.felt.Free()
	s.ch.Free()
}

// hudArea is where the panels are, with room for their shadows: a change
// of the panels alone redraws only this.
func (s *Scene) hudArea() sprites.Rect {
	l := s.ch.Lay
	r := l.Controls
	for _, o := range append([]sprites.Rect{l.Message, l.Undo, l.Log, l.Menu}, l.Seats[:2]...) {
		r = r.Union(o)
	}
	return r.Inset(-24)
}

// hudKey is what the title's part of the panels shows: the supplies and
// the piece buttons. The panels are many soft-shadowed shapes; redrawing
// them only when this changes keeps frames cheap, which in a browser that
// renders on the CPU is the difference between smooth and stuttering.
type hudKey struct {
	supply         [2][4]int
	kind           hk.Kind
	pending        int
	human, pass    bool
	pressed, hover int
	palette        string
}

func (s *Scene) hudKey(c *ui.Context) hudKey {
	g := s.game()
	k := hudKey{kind: s.kind, pending: s.pending, human: s.human(), pass: s.onlyPass(), pressed: -1, hover: -1, palette: s.palette.SeatNames[0]}
	for seat := range 2 {
		for _, kind := range []hk.Kind{hk.Block, hk.Fast, hk.Roof} {
			k.supply[seat][kind] = g.Supply(seat, kind)
		}
	}
	for i, r := range s.controls() {
		if c.Pointer.PressIn(r) {
			k.pressed = i
		}
		if c.Pointer.Hover(r) {
			k.hover = i
		}
	}
	return k
}

// human reports a person to move who may touch the pieces now.
func (s *Scene) human() bool { return s.t.HumanToMove() && !s.t.Over() }

// onlyPass reports a player who can do nothing but pass (worked out in
// refresh, once per change).
func (s *Scene) onlyPass() bool { return s.passOnly && s.t.HumanToMove() }

// drawSupply shows a seat's pieces left: three little piece icons with
// counts, sized to fit the card's body.
func (s *Scene) drawSupply(cv *sprites.Canvas, r sprites.Rect, seat int) {
	g := s.game()
	col := s.seatColour(seat)
	ts := min(17, r.H*0.5, r.W/8)
	is := ts * 1.45
	iy := r.Y + r.H/2
	step := r.W / 3
	for i, k := range []hk.Kind{hk.Block, hk.Fast, hk.Roof} {
		x := r.X + is/2 + float64(i)*step
		drawIcon(cv, x, iy, is, k, col)
		count := fmt.Sprintf("×%d", g.Supply(seat, k))
		if r.W < 200 {
			count = fmt.Sprint(g.Supply(seat, k))
		}
		cv.Text(count, x+is*0.6, iy, ts, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	}
}

// drawControls paints the piece buttons, or the pass button for a player
// with nothing left to place.
func (s *Scene) drawControls(cv *sprites.Canvas, c *ui.Context) {
	if s.t.Viewing {
		return
	}
	g := s.game()
	l := s.ch.Lay
	human := s.human()
	seat := g.ToMove()
	if human && s.onlyPass() {
		ui.DrawButton(cv, c, l.Controls, lang.T("Pass: no blocks or roofs left"), ui.Primary, true)
		return
	}
	for i, k := range selectorKinds {
		r := s.controls()[i]
		doubling := k == hk.Fast && s.pending >= 0
		enabled := human && (g.Supply(seat, k) > 0 || doubling)
		chosen := human && (s.kind == k || doubling)
		bg := sprites.Alpha(sprites.Hex(0x142028), 0.85)
		if chosen {
			bg = sprites.Gold
		}
		if !enabled {
			bg = sprites.Alpha(sprites.Hex(0x142028), 0.45)
		}
		if c.Pointer.PressIn(r) && enabled {
			bg = sprites.Shade(bg, 1.2)
		}
		cv.RoundRect(r, 12, bg)
		fg := sprites.Paper
		if chosen {
			fg = sprites.Ink
		}
		colr := s.seatColour(max(0, seat))
		is := min(r.H*0.42, 34)
		drawIcon(cv, r.X+r.W/2, r.Y+r.H*0.38, is, k, colr)
		if k == hk.Fast {
			drawIcon(cv, r.X+r.W/2+is*0.75, r.Y+r.H*0.38+is*0.2, is*0.7, hk.Block, sprites.Alpha(colr, 0.9))
		}
		cv.Text(selectorLabel(k), r.X+r.W/2, r.Y+r.H*0.8, cv.FitSize(selectorLabel(k), r.W-8, min(17, r.H*0.22), sprites.Bold), sprites.Bold, sprites.Alpha(fg, 0.4+0.6*b2f(enabled)), sprites.Middle, sprites.Middle)
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// buildingsLabel is the word under a seat's count of buildings: English
// keeps "buildings" as a column's heading, French says 0 and 1 in the
// singular (play-test: "1 constructions").
func buildingsLabel(n int) string { return lang.N("buildings", "buildings", n) }
