package hongkong

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	hk "quartet/rules/hongkong"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// layout places the board and the panels for the screen's shape: the panel
// beside the board on wide screens, below it on tall ones.
type layout struct {
	board    ui.Rect
	players  [2]ui.Rect
	selector [3]ui.Rect
	status   ui.Rect
	undo     ui.Rect
	menu     ui.Rect
	cancel   ui.Rect
	pass     ui.Rect
	end      ui.Rect
	endBtns  [3]ui.Rect
	portrait bool
}

func (s *Scene) layout(c *ui.Context) layout {
	var l layout
	pad := 16.0
	if c.Compact() {
		pad = 8
	}
	screen := ui.R(pad, pad, c.W-2*pad, c.H-2*pad)
	var panel ui.Rect
	if c.W >= c.H*1.15 {
		pw := max(290, min(420, c.W*0.33))
		panel, l.board = screen.CutRight(pw)
		l.board.W -= pad
		// Players on top, then the piece choice, the message, and the
		// buttons at the bottom.
		var r ui.Rect
		r = panel
		for i := range 2 {
			l.players[i], r = r.CutTop(min(118, panel.H*0.19))
			_, r = r.CutTop(10)
		}
		var sel ui.Rect
		sel, r = r.CutTop(min(92, panel.H*0.16))
		copy(l.selector[:], sel.SplitH(3, 8))
		_, r = r.CutTop(8)
		l.cancel, r = r.CutTop(48)
		var bottom ui.Rect
		bottom, r = r.CutBottom(56)
		b := bottom.SplitH(2, 10)
		l.undo, l.menu = b[0], b[1]
		l.status = r.Inset(2)
	} else {
		// Upright: the controls sit at the bottom, under the thumbs, and
		// the board takes the rest of the screen above them.
		l.portrait = true
		r := screen
		var bottom, sel, row ui.Rect
		bottom, r = r.CutBottom(52)
		b := bottom.SplitH(2, 10)
		l.undo, l.menu = b[0], b[1]
		_, r = r.CutBottom(8)
		l.status, r = r.CutBottom(min(64, r.H*0.1))
		sel, r = r.CutBottom(min(76, r.H*0.14))
		copy(l.selector[:], sel.SplitH(3, 8))
		_, r = r.CutBottom(8)
		row, r = r.CutBottom(min(108, r.H*0.2))
		p := row.SplitH(2, 8)
		l.players[0], l.players[1] = p[0], p[1]
		_, r = r.CutBottom(8)
		l.board = r
		l.cancel = l.status
		l.cancel.H = min(48, l.status.H)
		l.cancel.Y = l.status.Bottom() - l.cancel.H
	}
	l.pass = l.selector[0]
	l.pass.W = l.selector[2].Right() - l.pass.X
	ew, eh := min(520, c.W-24), min(360, c.H-24)
	l.end = ui.R((c.W-ew)/2, (c.H-eh)/2, ew, eh)
	btns, _ := l.end.Inset(24).CutBottom(54)
	copy(l.endBtns[:], btns.SplitH(3, 10))
	return l
}

func (s *Scene) seatColour(seat int) color.RGBA { return s.palette.Seats[seat] }

func (s *Scene) updateHulls() {
	g := s.game()
	for p := range hk.Plots {
		s.hulls[p] = plotHull(s.cam, p, s.stackTop(p, g.Plot(p).Len()))
	}
}

// plotUnder returns the plot a pointer at (x, y) means, or -1. A tall
// building hides part of the plots behind it; where a lit plot and an unlit
// one overlap, the tap means the lit one, since only it can take the piece.
func (s *Scene) plotUnder(x, y float64) int {
	under := -1
	for i := len(drawOrder) - 1; i >= 0; i-- {
		plot := drawOrder[i]
		if !sprites.Inside(s.hulls[plot], x, y) {
			continue
		}
		if s.legal[plot] {
			return plot
		}
		if under < 0 {
			under = plot
		}
	}
	return under
}

// plotPoint is a good screen point to tap plot p: the top of its building,
// or where that is hidden behind another building, the visible point of
// its outline nearest the top.
func (s *Scene) plotPoint(p int) (float64, float64) {
	tx, ty := s.topPoint(p)
	if s.plotUnder(tx, ty) == p {
		return tx, ty
	}
	hull := s.hulls[p]
	var cx, cy float64
	n := float64(len(hull) / 2)
	for i := 0; i+1 < len(hull); i += 2 {
		cx, cy = cx+hull[i]/n, cy+hull[i+1]/n
	}
	bx, by, best := tx, ty, math.Inf(1)
	for i := 0; i+1 < len(hull); i += 2 {
		for _, f := range [...]float64{0.2, 0.5, 0.8} {
			px, py := hull[i]+(cx-hull[i])*f, hull[i+1]+(cy-hull[i+1])*f
			if d := math.Hypot(px-tx, py-ty); d < best && s.plotUnder(px, py) == p {
				bx, by, best = px, py, d
			}
		}
	}
	return bx, by
}

// Draw paints the table. What stands still (felt, board, resting pieces,
// panels) is composed into the scenery once per change; a frame then costs
// what moves: flying pieces and their shadows, sparks, the spinner, each a
// copy of a cached image (ui.Scenery, sprites.Sprites).
func (s *Scene) Draw(cv *ui.Canvas, c *ui.Context) {
	if s.cam == nil {
		s.palette = c.Palette()
		s.place(c)
	}
	d := &s.draw
	d.key.board = s.boardKey()
	d.key.hud = s.hudKey(c)
	d.key.shake = 0
	if s.shake > 0 {
		// A refused try shakes the board: the cached drawing, moved sideways.
		d.key.shake = 5 * math.Sin(float64(s.shake)*1.3) * float64(s.shake) / 18
	}
	d.scenery.OverArea = s.hudArea()
	d.scenery.Begin(cv, d.key.board, d.key.hud, func(lc *ui.Canvas) {
		d.felt.Draw(lc, "felt", drawTable)
		s.paintBoard(lc)
	}, func(lc *ui.Canvas) {
		for i := range 2 {
			s.drawPlayer(lc, c, i)
		}
		s.drawControls(lc, c)
	})
	if d.key.shake != 0 {
		area := s.lay.board.Inset(-8)
		d.scenery.DrawUnder(cv, area, d.key.shake, 0)
		d.scenery.Touch(cv, area.Inset(-8))
	}
	// Pieces in the air are drawn over the still board; the buildings in
	// front of a piece that may hide it are copied again over it.
	for i := range s.anims {
		f := &s.anims[i]
		if f.delay > 0 {
			continue
		}
		box := s.drawFlight(cv, s.cam, f)
		s.redrawInFront(cv, f.ev.Plot, box)
	}
	if r := s.particles.Draw(cv); r.W > 0 {
		d.scenery.Touch(cv, r)
	}
	d.scenery.End(cv)
	if s.t.Thinking() && !s.game().Outcome().Over {
		d.scenery.Touch(cv, s.drawSpinner(cv, c))
	}
	if s.endShown && !s.endHide {
		s.drawEnd(cv, c)
		d.scenery.Touch(cv, ui.R(0, 0, cv.W, cv.H))
	}
}

// hudArea is where the panels are, with room for their shadows.
func (s *Scene) hudArea() ui.Rect {
	l := s.lay
	r := l.players[0]
	for _, o := range append([]ui.Rect{l.players[1], l.undo, l.menu, l.cancel, l.pass, l.status}, l.selector[:]...) {
		x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
		r = ui.R(x0, y0, max(r.Right(), o.Right())-x0, max(r.Bottom(), o.Bottom())-y0)
	}
	return r.Inset(-24)
}

// KeepsScreen: the table redraws only what moves (ui.Scenery).
func (s *Scene) KeepsScreen() {}

// drawCache is what the table keeps between frames to draw cheaply.
type drawCache struct {
	scenery ui.Scenery
	key     struct {
		board boardKey
		hud   string
		shake float64
	}
	// stacks holds each plot's building as a sprite, pieces the pieces in
	// flight, board the empty board: painted once, copied after.
	stacks, pieces, board sprites.Sprites
	felt                  ui.Backdrop
}

// view identifies the camera: sprites painted for another are stale.
type view struct {
	board    ui.Rect
	portrait bool
	scale    float64
	palette  string
}

func (s *Scene) view(cv *ui.Canvas) view {
	return view{s.lay.board, s.lay.portrait, cv.Scale, s.palette.SeatNames[0]}
}

// hudKey is everything the panels show. The panels are many soft-shadowed
// shapes; redrawing them only when this changes keeps frames cheap, which in
// a browser that renders on the CPU is the difference between smooth and
// stuttering.
func (s *Scene) hudKey(c *ui.Context) string {
	g := s.game()
	p := c.Pointer
	pressed, hover := -1, -1
	for i, r := range s.hudRects() {
		if p.PressIn(r) {
			pressed = i
		}
		if p.Hover(r) {
			hover = i
		}
	}
	var supply [2][4]int
	for seat := range 2 {
		for _, k := range []hk.Kind{hk.Block, hk.Fast, hk.Roof} {
			supply[seat][k] = g.Supply(seat, k)
		}
	}
	return fmt.Sprint(s.lay, g.Buildings(), supply, g.ToMove(), g.Outcome().Over, s.t.Thinking(),
		s.message, s.messageBad, s.kind, s.pending, s.t.HumanToMove(), s.canUndo(), s.palette.SeatNames[0],
		pressed, hover, s.onlyPass())
}

// hudRects are the panels' buttons, whose look follows the pointer.
func (s *Scene) hudRects() []ui.Rect {
	l := s.lay
	return []ui.Rect{l.selector[0], l.selector[1], l.selector[2], l.undo, l.menu, l.cancel, l.pass}
}

// onlyPass reports a player who can do nothing but pass (worked out in
// refresh, once per change).
func (s *Scene) onlyPass() bool { return s.passOnly && s.t.HumanToMove() }

// playerText sizes a player card's name and state lines.
func (s *Scene) playerText(cv *ui.Canvas, r ui.Rect, seat int) (name string, nameSize, stateSize float64) {
	big := min(48, r.H*0.5)
	if r.W < 280 {
		big = min(38, r.H*0.4)
	}
	name = s.seatName(seat)
	return name, cv.FitSize(name, r.W-big*0.9-44, min(21, r.H*0.2), ui.Bold), min(14, r.H*0.13)
}

// drawSpinner turns after "thinking…" on the thinking player's card.
// It returns the area it covers.
func (s *Scene) drawSpinner(cv *ui.Canvas, c *ui.Context) ui.Rect {
	seat := s.game().ToMove()
	r := s.lay.players[seat]
	_, nameSize, stateSize := s.playerText(cv, r, seat)
	x := r.X + 22 + cv.TextWidth("thinking…", stateSize, ui.Regular) + 12
	y, rad := r.Y+r.H*0.24+nameSize, stateSize*0.45
	ui.Spinner(cv, x, y, rad, c.Tick, s.seatColour(seat))
	return ui.R(x-2*rad, y-2*rad, 4*rad, 4*rad)
}

// drawTable is the felt under everything, with a warm pool of lamplight.
func drawTable(cv *ui.Canvas) {
	cv.Fill(ui.Hex(0x1F3A33))
	cx, cy := cv.W*0.4, cv.H*0.45
	r := math.Hypot(cv.W, cv.H) * 0.6
	for i := 6; i >= 1; i-- {
		cv.Circle(cx, cy, r*float64(i)/6, ui.Alpha(ui.Hex(0x3B6B5A), 0.09))
	}
}

// boardKey is everything the still board's drawing depends on: while it is
// unchanged the cached layer is copied instead of drawing hundreds of faces.
type boardKey struct {
	moves, pending, hover, fade int
	legal                       [hk.Plots]bool
	hidden                      [hk.Plots]int
	area                        ui.Rect
	palette                     string
	human                       bool
}

func (s *Scene) boardKey() boardKey {
	return boardKey{
		moves: len(s.t.Rec.Moves), pending: s.pending, hover: s.hover, fade: lastFade(s.lastAge),
		legal: s.legal, hidden: s.hidden, area: s.lay.board, palette: s.palette.SeatNames[0],
		human: s.t.HumanToMove() && !s.busy(),
	}
}

// lastFade is whether the last move's outline shows: from the moment its
// piece lands (each change repaints the board, so it does not fade in).
func lastFade(age int) int { return min(max(age, 0), 1) }

// redrawInFront draws again the buildings that come after plot in the
// painter's order and whose outline overlaps box (x0, y0, x1, y1).
func (s *Scene) redrawInFront(cv *ui.Canvas, plot int, box [4]float64) {
	after := false
	for _, p := range drawOrder {
		if p == plot {
			after = true
			continue
		}
		if !after || s.game().Plot(p).Len()-s.hidden[p] == 0 || !overlaps(s.hulls[p], box) {
			continue
		}
		sp := s.stackSprite(cv, p)
		sp.Draw(cv)
		s.draw.scenery.Touch(cv, sp.Bounds(cv))
	}
}

// stackKey is what a plot's building sprite shows.
type stackKey struct {
	plot, shown int
	pieces      uint64 // 3 bits a piece, bottom up: kind and seat
	pending     bool
	view        view
}

// stackSprite is plot p's building (its landed pieces, and a fast block
// waiting on it), painted once per change.
func (s *Scene) stackSprite(cv *ui.Canvas, p int) *sprites.Sprite {
	st := s.game().Plot(p)
	k := stackKey{plot: p, shown: st.Len() - s.hidden[p], pending: p == s.pending, view: s.view(cv)}
	for i, pc := range st.Pieces() {
		k.pieces |= uint64(pc.Kind&3|hk.Kind(pc.Seat&1)<<2) << (3 * (i % 21))
	}
	s.draw.stacks.Max = 2 * hk.Plots
	x, y := plotXY(p)
	top := s.stackTop(p, st.Len()) + blockH + 0.1
	box := s.cam.Box(sprites.Vec{X: x, Y: y, Z: 0}, sprites.Vec{X: x + 1, Y: y + 1, Z: top})
	return s.draw.stacks.Get(cv, s.cam, k, box, func(lc *ui.Canvas, cam *sprites.Camera) {
		s.paintStack(lc, cam, p)
	})
}

func overlaps(hull []float64, box [4]float64) bool {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i+1 < len(hull); i += 2 {
		x0, x1 = min(x0, hull[i]), max(x1, hull[i])
		y0, y1 = min(y0, hull[i+1]), max(y1, hull[i+1])
	}
	return x0 < box[2] && box[0] < x1 && y0 < box[3] && box[1] < y1
}

// paintBoard draws the board and every landed piece, for the cache.
func (s *Scene) paintBoard(cv *ui.Canvas) {
	g := s.game()
	var control [hk.Plots]int
	for p := range hk.Plots {
		control[p] = -1
		st := g.Plot(p)
		if n := st.Len() - s.hidden[p]; n > 0 {
			control[p] = int(st.Pieces()[n-1].Seat)
		}
	}
	cam := s.cam
	// The board with its lots and the buildings' shadows is one sprite,
	// painted again only when a piece lands.
	type baseKey struct {
		control, heights [hk.Plots]int
		view             view
	}
	k := baseKey{control: control, view: s.view(cv)}
	for p := range hk.Plots {
		k.heights[p] = int(math.Round(s.stackTop(p, g.Plot(p).Len()-s.hidden[p]) * 100))
	}
	s.draw.board.Max = 2
	lo, hi := -boardRim-0.2, hk.Size+boardRim+0.2
	box := cam.Box(sprites.Vec{X: lo, Y: lo, Z: -boardDepth}, sprites.Vec{X: hi, Y: hi, Z: 0})
	s.draw.board.Get(cv, cam, k, box, func(lc *ui.Canvas, cam *sprites.Camera) {
		drawBoard(lc, cam, control, s.palette.Seats)
		for p := range hk.Plots {
			drawShadow(lc, cam, p, float64(k.heights[p])/100)
		}
	}).Draw(cv)
	for _, p := range drawOrder {
		z := s.stackTop(p, g.Plot(p).Len()-s.hidden[p])
		if p == s.pending {
			z += blockH
		}
		if z > 0 {
			s.stackSprite(cv, p).Draw(cv)
		}
		x, y := plotXY(p)
		s.drawMarks(cv, cam, p, x, y, z)
	}
	// A lit plot whose top a building in front hides is outlined through
	// that building, so the player can see every place the piece may go.
	if s.busy() {
		return
	}
	for _, p := range drawOrder {
		if !s.legal[p] || !s.topHidden(p) {
			continue
		}
		x, y := plotXY(p)
		z := s.stackTop(p, g.Plot(p).Len()-s.hidden[p])
		a := 0.55
		if p == s.hover {
			a = 0.95
		}
		sprites.StrokeQuad(cv, cam, quad(x+0.12, y+0.12, x+0.88, y+0.88, z+0.005), 2.2, ui.Alpha(ui.White, a))
	}
}

// topPoint is the middle of the top of plot p's building, on screen.
func (s *Scene) topPoint(p int) (float64, float64) {
	x, y := plotXY(p)
	sx, sy, _ := s.cam.Project(sprites.Vec{X: x + 0.5, Y: y + 0.5, Z: s.stackTop(p, s.game().Plot(p).Len())})
	return sx, sy
}

// topHidden reports whether a building in front covers the middle of plot
// p's top.
func (s *Scene) topHidden(p int) bool {
	tx, ty := s.topPoint(p)
	for i := len(drawOrder) - 1; i >= 0 && drawOrder[i] != p; i-- {
		if sprites.Inside(s.hulls[drawOrder[i]], tx, ty) {
			return true
		}
	}
	return false
}

// paintStack draws plot p's landed pieces (and a fast block waiting in a
// double move) and returns the height of its top.
func (s *Scene) paintStack(cv *ui.Canvas, cam *sprites.Camera, p int) float64 {
	g := s.game()
	x, y := plotXY(p)
	st := g.Plot(p)
	z := 0.0
	shown := st.Len() - s.hidden[p]
	for i, pc := range st.Pieces() {
		if i >= shown {
			break
		}
		drawPiece(cv, cam, x, y, z, pc.Kind, s.seatColour(int(pc.Seat)), 1, 1)
		z += pieceHeight(pc.Kind)
	}
	if p == s.pending {
		drawPiece(cv, cam, x, y, z, hk.Fast, s.seatColour(g.ToMove()), 0.75, 1)
		z += blockH
	}
	return z
}

// drawMarks lights the plots that take the chosen piece, the hovered plot,
// and the plots of the last move.
func (s *Scene) drawMarks(cv *ui.Canvas, cam *sprites.Camera, p int, x, y, z float64) {
	top := quad(x+0.06, y+0.06, x+0.94, y+0.94, z+0.004)
	if s.legal[p] && !s.busy() {
		col := s.seatColour(s.game().ToMove())
		a := 0.14
		if p == s.hover {
			a = 0.45
		}
		sprites.FlatQuad(cv, cam, top, ui.Alpha(ui.Shade(col, 1.3), a))
		inner := quad(x+0.12, y+0.12, x+0.88, y+0.88, z+0.005)
		sprites.StrokeQuad(cv, cam, inner, 2.2, ui.Alpha(ui.White, 0.8))
	} else if p == s.hover && s.t.HumanToMove() {
		sprites.StrokeQuad(cv, cam, top, 1.5, ui.Alpha(ui.Bad, 0.6))
	}
	for _, lp := range s.lastPlots {
		if lp == p && s.lastAge > 0 {
			fade := float64(lastFade(s.lastAge))
			ring := quad(x+0.02, y+0.02, x+0.98, y+0.98, z+0.006)
			sprites.StrokeQuad(cv, cam, ring, 3, ui.Alpha(ui.Gold, 0.85*fade))
		}
	}
}

// pieceKey is what a flying piece's sprite shows: the piece as it will
// stand on its plot.
type pieceKey struct {
	plot, level int
	kind        hk.Kind
	col         color.RGBA
	view        view
}

// drawFlight draws a piece in the air with its shadow, and returns the
// screen box the piece covers. The piece is its sprite as it will stand on
// its plot, moved and scaled to where it flies: at this distance the
// perspective hardly differs.
func (s *Scene) drawFlight(cv *ui.Canvas, cam *sprites.Camera, f *flight) [4]float64 {
	pos, squash := s.flightPos(f)
	px, py := plotXY(f.ev.Plot)
	ground := s.stackTop(f.ev.Plot, f.ev.Level)
	// The shadow below grows and darkens as the piece comes down.
	h := max(0, pos.Z-ground)
	a := 0.45 / (1 + 1.5*h)
	sh := sprites.GroundDisc(cv, cam, sprites.Vec{X: px + 0.5 + h*0.15, Y: py + 0.5 + h*0.2, Z: ground + 0.005}, 0.36+0.08*h, color.RGBA{20, 10, 0, uint8(255 * a)})
	s.draw.scenery.Touch(cv, sh)

	col := s.seatColour(f.ev.Seat)
	s.draw.pieces.Max = 8
	rest := sprites.Vec{X: px, Y: py, Z: ground}
	box := cam.Box(sprites.Vec{X: px, Y: py, Z: ground}, sprites.Vec{X: px + 1, Y: py + 1, Z: ground + blockH + 0.1})
	sp := s.draw.pieces.Get(cv, cam, pieceKey{f.ev.Plot, f.ev.Level, f.ev.Piece, col, s.view(cv)}, box, func(lc *ui.Canvas, cam *sprites.Camera) {
		drawPiece(lc, cam, rest.X, rest.Y, rest.Z, f.ev.Piece, col, 1, 1)
	})
	// Anchor: the middle of the piece's base, at rest and now.
	ax, ay, _ := cam.Project(sprites.Vec{X: px + 0.5, Y: py + 0.5, Z: ground})
	nx, ny, _ := cam.Project(sprites.Vec{X: pos.X + 0.5, Y: pos.Y + 0.5, Z: pos.Z})
	k := cam.Scale(sprites.Vec{X: pos.X + 0.5, Y: pos.Y + 0.5, Z: pos.Z}) / cam.Scale(sprites.Vec{X: px + 0.5, Y: py + 0.5, Z: ground})
	kx, ky := k*(1+(1-squash)*0.25), k*squash // squashed pieces bulge sideways
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(sp.X)-ax*cv.Scale, float64(sp.Y)-ay*cv.Scale)
	op.GeoM.Scale(kx, ky)
	op.GeoM.Translate(nx*cv.Scale, ny*cv.Scale)
	op.Filter = ebiten.FilterLinear
	cv.Img.DrawImage(sp.Img, op)
	b := sp.Img.Bounds()
	x0 := nx + (float64(sp.X)/cv.Scale-ax)*kx
	y0 := ny + (float64(sp.Y)/cv.Scale-ay)*ky
	out := [4]float64{x0, y0, x0 + float64(b.Dx())/cv.Scale*kx, y0 + float64(b.Dy())/cv.Scale*ky}
	s.draw.scenery.Touch(cv, ui.R(out[0], out[1], out[2]-out[0], out[3]-out[1]))
	return out
}

// drawPlayer paints a seat's card: its colour, name, buildings and supply.
func (s *Scene) drawPlayer(cv *ui.Canvas, c *ui.Context, seat int) {
	r := s.lay.players[seat]
	g := s.game()
	col := s.seatColour(seat)
	active := g.ToMove() == seat
	ui.Panel(cv, r)
	if active {
		cv.StrokeRoundRect(r.Inset(-2), 20, 4, ui.Alpha(col, 0.9))
	}
	cv.RoundRect(ui.R(r.X, r.Y, 12, r.H), 6, col)
	n := g.Buildings()
	narrow := r.W < 280
	big := min(48, r.H*0.5)
	if narrow {
		big = min(38, r.H*0.4)
	}
	cv.Text(fmt.Sprint(n[seat]), r.Right()-14, r.Y+r.H*0.36, big, ui.Bold, ui.Shade(col, 0.8), ui.End, ui.Middle)
	if !narrow {
		cv.Text("buildings", r.Right()-16, r.Y+r.H*0.36+big*0.62, min(13, r.H*0.12), ui.Regular, ui.Mix(ui.Ink, ui.Paper, 0.35), ui.End, ui.Middle)
	}
	name, nameSize, stateSize := s.playerText(cv, r, seat)
	cv.Text(name, r.X+22, r.Y+r.H*0.24, nameSize, ui.Bold, ui.Ink, ui.Start, ui.Middle)
	state := ""
	switch {
	case g.Outcome().Over:
	case active && s.t.Thinking():
		state = "thinking…"
	case active:
		state = "to play"
	}
	if state != "" {
		cv.Text(state, r.X+22, r.Y+r.H*0.24+nameSize, stateSize, ui.Regular, ui.Shade(col, 0.75), ui.Start, ui.Middle)
	}
	// Supply: three little piece icons with counts, sized to fit the card.
	ts := min(17, r.H*0.16, (r.W-40)/8.5)
	is := ts * 1.45
	iy := r.Y + r.H*0.77
	step := (r.W - 30) / 3
	for i, k := range []hk.Kind{hk.Block, hk.Fast, hk.Roof} {
		x := r.X + 22 + is/2 + float64(i)*step
		drawIcon(cv, x, iy, is, k, col)
		count := fmt.Sprintf("×%d", g.Supply(seat, k))
		if narrow {
			count = fmt.Sprint(g.Supply(seat, k))
		}
		cv.Text(count, x+is*0.6, iy, ts, ui.Bold, ui.Ink, ui.Start, ui.Middle)
	}
}

// drawIcon is a small flat piece for the interface: a cube, a cube with the
// fast block's white dot, or a roof. Each look is painted once into a small
// image (icons) and copied after: panels are repainted whenever a turn
// changes, and paths are what makes repainting dear.
func drawIcon(cv *ui.Canvas, x, y, s float64, k hk.Kind, col color.RGBA) {
	key := iconKey{k, col, int(math.Round(s * cv.Scale * 4))}
	img, ok := icons[key]
	if !ok {
		if len(icons) >= 64 {
			for k, img := range icons {
				img.Deallocate()
				delete(icons, k)
			}
		}
		px := int(math.Ceil(s*cv.Scale)) + 6
		img = ebiten.NewImage(px, px)
		lc := &ui.Canvas{Img: img, Scale: cv.Scale, W: float64(px) / cv.Scale, H: float64(px) / cv.Scale}
		paintIcon(lc, lc.W/2, lc.H/2, s, k, col)
		icons[key] = img
	}
	half := float64(img.Bounds().Dx()) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x*cv.Scale-half), math.Round(y*cv.Scale-half))
	cv.Img.DrawImage(img, op)
}

type iconKey struct {
	kind hk.Kind
	col  color.RGBA
	size int // quarter device pixels
}

var icons = map[iconKey]*ebiten.Image{}

// paintIcon paints an icon with paths.
func paintIcon(cv *ui.Canvas, x, y, s float64, k hk.Kind, col color.RGBA) {
	h := s / 2
	if k == hk.Roof {
		cv.Poly([]float64{x - h, y + h*0.5, x, y - h*0.7, x + h, y + h*0.5}, ui.Shade(col, 0.85))
		cv.Poly([]float64{x, y - h*0.7, x + h, y + h*0.5, x + h*0.3, y + h*0.5}, ui.Shade(col, 0.6))
		cv.Line(x-h, y+h*0.5, x+h, y+h*0.5, 2, ui.Shade(col, 0.5))
		return
	}
	// An isometric cube: top, left and right faces.
	cv.Poly([]float64{x, y - h, x + h, y - h/2, x, y, x - h, y - h/2}, ui.Shade(col, 1.15))
	cv.Poly([]float64{x - h, y - h/2, x, y, x, y + h, x - h, y + h/2}, ui.Shade(col, 0.9))
	cv.Poly([]float64{x + h, y - h/2, x, y, x, y + h, x + h, y + h/2}, ui.Shade(col, 0.65))
	if k == hk.Fast {
		cv.Circle(x, y-h/2, h*0.28, ui.White)
	}
}

// drawControls paints the piece selector, the message, and the buttons.
func (s *Scene) drawControls(cv *ui.Canvas, c *ui.Context) {
	g := s.game()
	l := s.lay
	human := s.t.HumanToMove() && !g.Outcome().Over
	seat := g.ToMove()
	if human && s.onlyPass() {
		ui.DrawButton(cv, c, l.pass, "Pass: no blocks or roofs left", ui.Primary, true)
	} else {
		for i, k := range selectorKinds {
			r := l.selector[i]
			enabled := human && g.Supply(seat, k) > 0 && (s.pending < 0 || k != hk.Fast)
			chosen := human && s.kind == k && !(k == hk.Fast && s.pending >= 0)
			bg := ui.Alpha(ui.Hex(0x142028), 0.85)
			if chosen {
				bg = ui.Gold
			}
			if !enabled {
				bg = ui.Alpha(ui.Hex(0x142028), 0.45)
			}
			if c.Pointer.PressIn(r) && enabled {
				bg = ui.Shade(bg, 1.2)
			}
			cv.RoundRect(r, 12, bg)
			fg := ui.Paper
			if chosen {
				fg = ui.Ink
			}
			colr := s.seatColour(max(0, seat))
			is := min(r.H*0.42, 34)
			drawIcon(cv, r.X+r.W/2, r.Y+r.H*0.38, is, k, colr)
			if k == hk.Fast {
				drawIcon(cv, r.X+r.W/2+is*0.75, r.Y+r.H*0.38+is*0.2, is*0.7, hk.Block, ui.Alpha(colr, 0.9))
			}
			cv.Text(selectorLabel(k), r.X+r.W/2, r.Y+r.H*0.8, cv.FitSize(selectorLabel(k), r.W-8, min(17, r.H*0.22), ui.Bold), ui.Bold, ui.Alpha(fg, 0.4+0.6*b2f(enabled)), ui.Middle, ui.Middle)
		}
	}
	if human && s.pending >= 0 {
		ui.DrawButton(cv, c, l.cancel, "Cancel double move", ui.Quiet, true)
	}
	msg := s.message
	if !human && !g.Outcome().Over {
		msg = s.seatName(seat) + " is thinking…"
		if s.t.Humans() == 0 {
			msg = s.seatName(seat) + " to play."
		}
	}
	col := ui.Paper
	if s.messageBad && human {
		col = ui.Hex(0xFFB4A8)
	}
	cv.TextBox(msg, l.status, min(19, max(14, l.status.H/4)), ui.Regular, col, ui.Start)
	ui.DrawButton(cv, c, l.undo, "Undo", ui.Quiet, s.canUndo())
	ui.DrawButton(cv, c, l.menu, "Menu", ui.Quiet, true)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
