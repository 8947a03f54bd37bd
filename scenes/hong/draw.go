package hong

import (
	"image/color"
	"math"

	hg "quartet/rules/hong"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Draw paints the table. What stands still (the felt, the board, the
// pieces at rest and the panels) is composed into the scenery once per
// change; a frame then restores and redraws only what moves: a tile
// dropping, Hongs lighting, lit targets, sparks, a dragon rising
// (sprites.Scenery). A browser's software GPU pays for every pixel it copies:
// copying the whole screen every frame held the table at a quarter of the
// menu's frame rate (issue 12).
func (s *Scene) Draw(cv *sprites.Canvas, c *ui.Context) {
	if s.geo.cs == 0 {
		s.ch.Lay = table.Arrange(c, s.spec(c))
		s.place(c)
		s.panel.layout(s.ch.Lay.Controls, s.ch.Lay.Portrait, s.game(), &s.draft, s.geo.bandOver(s.ch.Lay.Board))
	}
	k, cards := s.hudParts(c)
	hud := s.ch.HUDKey(c, cards, k)
	key := settledKey{
		board: boardKey{geo: s.geo, id: s.game().Board().ID, scale: cv.Scale},
		view:  s.view, hidden: s.hidden, hud: hud,
	}
	s.scenery.Begin(cv, key, nil, func(lc *sprites.Canvas) {
		s.tableLayer.Draw(lc, "felt", drawFelt)
		s.drawBoard(lc)
		s.ch.PaintHUD(lc, c, hud, func(hc *sprites.Canvas, bodies []sprites.Rect) {
			paintCardBodies(hc, bodies, s.game().Target())
			s.panel.paint(hc, c, k, s.game(), s.raceShown())
		})
	}, nil)
	// Once the person's dragon has landed its power's targets are live:
	// they are lit over it, not hidden under it. A computer's dragon
	// stays over the board, its caption readable.
	landed := s.summon != nil && s.summon.landed() && s.humanReady()
	if !landed {
		s.drawMarks(cv, c)
	}
	s.drawMoving(cv)
	if r := s.particles.Draw(cv); r.W > 0 {
		s.scenery.Touch(cv, r)
	}
	if s.summon != nil {
		s.summon.draw(cv, s.pen(), s.humanReady())
	}
	if landed {
		s.drawMarks(cv, c)
	}
	if s.summon != nil {
		s.caption = s.summon.drawWords(cv, s.pen(), s.humanReady())
	}
	if s.draft.dragging {
		p, pn := c.Pointer, s.pen()
		px := int(math.Round(s.geo.cs * cv.Scale))
		y := p.Y - s.geo.cs*0.3
		pn.sprite(cv, tileImage(s.draft.tile, px), p.X, y, 1.1, 0, 0.9)
		pn.around(cv, p.X, y, 0.6)
	}
	s.scenery.End(cv)
	s.ch.DrawOverScenery(cv, c, &s.scenery, s.end.result)
}

// KeepsScreen: the table redraws only what moves (sprites.Scenery).
func (s *Scene) KeepsScreen() {}

// Free lets the table's images go: the scenery, the felt and the chrome's.
// The board's layer and the sprites are shared with the next table.
func (s *Scene) Free() {
	s.scenery.Free()
	s.tableLayer.Free()
	s.ch.Free()
}

// settledKey is everything the still picture shows: the felt, the board,
// the tiles and stones at rest on it, and the panels.
type settledKey struct {
	board  boardKey
	view   [hg.Cells]hg.Content
	hidden [hg.Cells]bool
	hud    any
}

// drawFelt is the lacquered table under the board, with a warm lamp.
func drawFelt(cv *sprites.Canvas) {
	cv.Fill(sprites.Hex(0x2A1A16))
	cx, cy := cv.W*0.38, cv.H*0.45
	r := math.Hypot(cv.W, cv.H) * 0.6
	for i := 6; i >= 1; i-- {
		cv.Circle(cx, cy, r*float64(i)/6, sprites.Alpha(sprites.Hex(0x5A2E22), 0.1))
	}
}

// boardLayer holds the painted board. It outlives a scene: a new game on
// the same board and screen does not paint it again.
var boardLayer sprites.Layer

// boardKey is everything the cached board depends on: it is painted once
// per screen size. The tiles and stones are copies of their cached images,
// drawn each frame: sixty image draws batch into one.
type boardKey struct {
	geo   geom
	id    string
	scale float64
}

func (s *Scene) drawBoard(cv *sprites.Canvas) {
	g := s.game()
	area := s.geo.frame.Inset(-s.geo.cs * 0.5)
	key := boardKey{geo: s.geo, id: g.Board().ID, scale: cv.Scale}
	boardLayer.DrawRect(cv, area, key, func(lc *sprites.Canvas) {
		// The layer's origin is the area's corner.
		local := s.geo
		local.frame.X -= area.X
		local.frame.Y -= area.Y
		local.grid.X -= area.X
		local.grid.Y -= area.Y
		paintBoard(lc, local, g.Board())
	})
	px := int(math.Round(s.geo.cs * cv.Scale))
	for cell := range hg.Cells {
		if !s.geo.shown(cell) || s.hidden[cell] {
			continue
		}
		r := s.geo.cell(cell)
		switch v := s.view[cell]; v {
		case hg.H, hg.V:
			cv.Image(tileImage(v, px), r.X, r.Y, 1, 1)
		case hg.Stone:
			cv.Image(stoneImage(px, cell), r.X, r.Y, 1, 1)
		}
	}
	s.traced = hg.HongsIn(&s.view)
	for _, h := range s.traced {
		paintHong(cv, s.geo, h)
	}
	s.open = [hg.Cells]string{}
	if s.stones == nil && !s.t.Over() {
		s.open = openSpaces(&s.view)
	}
	for cell, tiles := range s.open {
		if tiles != "" && s.geo.shown(cell) {
			paintOpen(cv, s.geo, cell, tiles)
		}
	}
}

// paintHong marks a completed Hong on the board, for the whole game: a
// gold line head to head over a dark edge, and a gold ring on each head.
// Only a long press showed one tile's Hongs, while the finger was down
// (play-test); the count alone said nothing of where they were.
func paintHong(cv *sprites.Canvas, g geom, h hg.Hong) {
	caps := h.Caps()
	x0, y0 := g.centre(caps[0])
	x1, y1 := g.centre(caps[1])
	w := max(3, g.cs*0.1)
	line := func(w float64, col color.RGBA) {
		cv.Rect(sprites.R(min(x0, x1)-w/2, min(y0, y1)-w/2, math.Abs(x1-x0)+w, math.Abs(y1-y0)+w), col)
	}
	line(w+2, sprites.Alpha(sprites.Hex(0x120A08), 0.55))
	line(w, glowGold)
	for _, cell := range caps {
		if g.shown(cell) {
			x, y := g.centre(cell)
			cv.Circle(x, y, w*1.6, sprites.Alpha(sprites.Hex(0x120A08), 0.55))
			cv.Circle(x, y, w*1.6-1, glowGold)
		}
	}
}
