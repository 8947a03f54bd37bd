package hongkong

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	hk "quartet/rules/hongkong"
	"quartet/sprites"
)

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
	if under >= 0 {
		return under
	}
	// A tap in the gap between two plots goes to the nearer, if it lies
	// within a finger's slip of one (play-test: a tap between b1 and b2
	// did nothing, four times).
	best := gapReach
	for plot, hull := range s.hulls {
		if d := hullDistance(hull, x, y); d < best {
			best, under = d, plot
		}
	}
	return under
}

// gapReach is how far outside a plot's outline a tap still takes it.
const gapReach = 8.0

// hullDistance is the distance from (x, y) to the outline pts (x, y
// pairs), outside it.
func hullDistance(pts []float64, x, y float64) float64 {
	best := math.Inf(1)
	n := len(pts) / 2
	for i := range n {
		ax, ay := pts[2*i], pts[2*i+1]
		bx, by := pts[2*((i+1)%n)], pts[2*((i+1)%n)+1]
		dx, dy := bx-ax, by-ay
		t := 0.0
		if l := dx*dx + dy*dy; l > 0 {
			t = max(0, min(1, ((x-ax)*dx+(y-ay)*dy)/l))
		}
		best = min(best, math.Hypot(x-ax-t*dx, y-ay-t*dy))
	}
	return best
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

// drawTable is the felt under everything, with a warm pool of lamplight.
func drawTable(cv *sprites.Canvas) {
	cv.Fill(sprites.Hex(0x1F3A33))
	cx, cy := cv.W*0.4, cv.H*0.45
	r := math.Hypot(cv.W, cv.H) * 0.6
	for i := 6; i >= 1; i-- {
		cv.Circle(cx, cy, r*float64(i)/6, sprites.Alpha(sprites.Hex(0x3B6B5A), 0.09))
	}
}

// boardKey is everything the still board's drawing depends on: while it is
// unchanged the cached layer is copied instead of drawing hundreds of faces.
type boardKey struct {
	moves, pending, hover, fade int
	kind                        hk.Kind // lit plots show a roof chosen
	legal                       [hk.Plots]bool
	hidden                      [hk.Plots]int
	area                        sprites.Rect
	palette                     string
	human                       bool
}

func (s *Scene) boardKey() boardKey {
	return boardKey{
		moves: len(s.t.Rec.Moves), pending: s.pending, hover: s.hover, fade: lastFade(s.lastAge), kind: s.kind,
		legal: s.legal, hidden: s.hidden, area: s.ch.Lay.Board, palette: s.palette.SeatNames[0],
		human: s.t.HumanToMove() && !s.busy(),
	}
}

// lastFade is whether the last move's outline shows: from the moment its
// piece lands (each change repaints the board, so it does not fade in).
func lastFade(age int) int { return min(max(age, 0), 1) }

// drawCache is what the table keeps between frames to draw cheaply.
type drawCache struct {
	scenery sprites.Scenery
	// stacks holds each plot's building as a sprite, pieces the pieces in
	// flight, board the board with its shadows: painted once, copied after.
	stacks, pieces, board sprites.Sprites
	felt                  sprites.Backdrop
}

// view identifies the camera: sprites painted for another are stale.
type view struct {
	board    sprites.Rect
	portrait bool
	scale    float64
	palette  string
}

func (s *Scene) view(cv *sprites.Canvas) view {
	return view{s.ch.Lay.Board, s.ch.Lay.Portrait, cv.Scale, s.palette.SeatNames[0]}
}

// redrawInFront draws again the buildings that come after plot in the
// painter's order and whose outline overlaps box (x0, y0, x1, y1).
func (s *Scene) redrawInFront(cv *sprites.Canvas, plot int, box [4]float64) {
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
	ghost       bool // see-through: it hides a lit plot
	view        view
}

// stackSprite is plot p's building (its landed pieces, and a fast block
// waiting on it), painted once per change.
func (s *Scene) stackSprite(cv *sprites.Canvas, p int) *sprites.Sprite {
	st := s.game().Plot(p)
	k := stackKey{plot: p, shown: st.Len() - s.hidden[p], pending: p == s.pending, ghost: s.ghost[p], view: s.view(cv)}
	for i, pc := range st.Pieces() {
		k.pieces |= uint64(pc.Kind&3|hk.Kind(pc.Seat&1)<<2) << (3 * (i % 21))
	}
	s.draw.stacks.Max = 2 * hk.Plots
	x, y := plotXY(p)
	top := s.stackTop(p, st.Len()) + blockH + 0.1
	box := s.cam.Box(sprites.Vec{X: x, Y: y, Z: 0}, sprites.Vec{X: x + 1, Y: y + 1, Z: top})
	return s.draw.stacks.Get(cv, s.cam, k, box, func(lc *sprites.Canvas, cam *sprites.Camera) {
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
func (s *Scene) paintBoard(cv *sprites.Canvas) {
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
	s.draw.board.Get(cv, cam, k, box, func(lc *sprites.Canvas, cam *sprites.Camera) {
		drawBoard(lc, cam, control, s.palette.Seats)
		for p := range hk.Plots {
			drawShadow(lc, cam, p, float64(k.heights[p])/100)
		}
	}).Draw(cv)
	s.ghostHiders()
	s.heights = [hk.Plots]string{}
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
		s.drawHeight(cv, cam, p, z)
	}
	s.drawCoords(cv, cam)
}

// drawHeight writes a building's height on its top, in a dark tag: on a
// phone the board is seen almost from above, where one, two and three
// blocks look alike, and every capture turns on height (play-test).
func (s *Scene) drawHeight(cv *sprites.Canvas, cam *sprites.Camera, p int, z float64) {
	st := s.game().Plot(p)
	text := heightWords(st, st.Len()-s.hidden[p], p == s.pending)
	if text == "" {
		return
	}
	x, y := plotXY(p)
	// The top face's width on screen sets the tag's size; the tag sits on
	// the face's near half, clear of the lit plot's outline behind it.
	lx, _, _ := cam.Project(sprites.Vec{X: x + 0.1, Y: y + 0.5, Z: z})
	rx, _, _ := cam.Project(sprites.Vec{X: x + 0.9, Y: y + 0.5, Z: z})
	cx, cy, _ := cam.Project(sprites.Vec{X: x + 0.5, Y: y + 0.32, Z: z})
	size := max(12, min(19, (rx-lx)*0.36))
	w := cv.TextWidth(text, size, sprites.Bold) + size*0.7
	h := size * 1.25
	tag := sprites.R(cx-w/2, cy-h/2, w, h)
	cv.RoundRect(tag, h*0.35, sprites.Alpha(sprites.Hex(0x141414), 0.78))
	cv.Text(text, cx, cy, size, sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
	s.heights[p] = text
}

// ghostHiders marks the buildings that cover the top of a lit plot behind
// them: they are drawn see-through for the turn, so that the lit plot
// shows where it is, with its outline behind the building in front rather
// than painted over it.
func (s *Scene) ghostHiders() {
	s.ghost = [hk.Plots]bool{}
	if s.busy() {
		return
	}
	for i, p := range drawOrder {
		if !s.legal[p] {
			continue
		}
		tx, ty := s.topPoint(p)
		for _, q := range drawOrder[i+1:] {
			if sprites.Inside(s.hulls[q], tx, ty) {
				s.ghost[q] = true
			}
		}
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
func (s *Scene) paintStack(cv *sprites.Canvas, cam *sprites.Camera, p int) float64 {
	g := s.game()
	x, y := plotXY(p)
	st := g.Plot(p)
	z := 0.0
	shown := st.Len() - s.hidden[p]
	for i, pc := range st.Pieces() {
		if i >= shown {
			break
		}
		drawPiece(cv, cam, x, y, z, pc.Kind, s.seatColour(int(pc.Seat)), s.pieceAlpha(p), 1)
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
func (s *Scene) drawMarks(cv *sprites.Canvas, cam *sprites.Camera, p int, x, y, z float64) {
	top := quad(x+0.06, y+0.06, x+0.94, y+0.94, z+0.004)
	if s.legal[p] && !s.busy() {
		col := s.seatColour(s.game().ToMove())
		a := 0.14
		if p == s.hover {
			a = 0.45
		}
		sprites.FlatQuad(cv, cam, top, sprites.Alpha(sprites.Shade(col, 1.3), a))
		inner := quad(x+0.12, y+0.12, x+0.88, y+0.88, z+0.005)
		sprites.StrokeQuad(cv, cam, inner, 2.2, sprites.Alpha(sprites.White, 0.8))
		if s.kind == hk.Roof && s.t.HumanToMove() {
			// A roof may go nearly wherever a block may, so the same plots
			// lit said nothing of the choice (play-test: "after Roof
			// nothing lights up"): each lit plot shows the roof faintly.
			drawPiece(cv, cam, x, y, z, hk.Roof, col, 0.15+a, 1)
		}
	} else if p == s.hover && s.t.HumanToMove() {
		sprites.StrokeQuad(cv, cam, top, 1.5, sprites.Alpha(sprites.Bad, 0.6))
	}
	for _, lp := range s.lastPlots {
		if lp == p && s.lastAge > 0 {
			// The last move's building is outlined whole, from the board
			// up: a ring at the top of a tall tower would float over the
			// plot behind it and seem to mark that one.
			fade := float64(lastFade(s.lastAge))
			sprites.StrokeQuad(cv, cam, quad(x+0.02, y+0.02, x+0.98, y+0.98, 0.006), 3, sprites.Alpha(sprites.Gold, 0.85*fade))
			if z > 0 {
				cv.StrokePoly(buildingHull(cam, p, z), 2.5, sprites.Alpha(sprites.Gold, 0.85*fade))
			}
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
func (s *Scene) drawFlight(cv *sprites.Canvas, cam *sprites.Camera, f *flight) [4]float64 {
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
	sp := s.draw.pieces.Get(cv, cam, pieceKey{f.ev.Plot, f.ev.Level, f.ev.Piece, col, s.view(cv)}, box, func(lc *sprites.Canvas, cam *sprites.Camera) {
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
	s.draw.scenery.Touch(cv, sprites.R(out[0], out[1], out[2]-out[0], out[3]-out[1]))
	return out
}

// drawIcon is a small flat piece for the interface: a cube, a cube with the
// fast block's white dot, or a roof. Each look is painted once into a small
// image (icons) and copied after: panels are repainted whenever a turn
// changes, and paths are what makes repainting dear.
func drawIcon(cv *sprites.Canvas, x, y, s float64, k hk.Kind, col color.RGBA) {
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
		lc := &sprites.Canvas{Img: img, Scale: cv.Scale, W: float64(px) / cv.Scale, H: float64(px) / cv.Scale}
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
func paintIcon(cv *sprites.Canvas, x, y, s float64, k hk.Kind, col color.RGBA) {
	h := s / 2
	if k == hk.Roof {
		cv.Poly([]float64{x - h, y + h*0.5, x, y - h*0.7, x + h, y + h*0.5}, sprites.Shade(col, 0.85))
		cv.Poly([]float64{x, y - h*0.7, x + h, y + h*0.5, x + h*0.3, y + h*0.5}, sprites.Shade(col, 0.6))
		cv.Line(x-h, y+h*0.5, x+h, y+h*0.5, 2, sprites.Shade(col, 0.5))
		return
	}
	// An isometric cube: top, left and right faces.
	cv.Poly([]float64{x, y - h, x + h, y - h/2, x, y, x - h, y - h/2}, sprites.Shade(col, 1.15))
	cv.Poly([]float64{x - h, y - h/2, x, y, x, y + h, x - h, y + h/2}, sprites.Shade(col, 0.9))
	cv.Poly([]float64{x + h, y - h/2, x, y, x, y + h, x + h, y + h/2}, sprites.Shade(col, 0.65))
	if k == hk.Fast {
		cv.Circle(x, y-h/2, h*0.28, sprites.White)
	}
}
