package hongkong

import (
	"image/color"
	"math"
	"strconv"

	hk "quartet/rules/hongkong"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// World geometry, in plots. A block is a squat cube that leaves a margin
// around it on its plot; a roof overhangs its block a little.
const (
	blockInset = 0.15
	roofInset  = 0.08
	blockH     = 0.34
	roofH      = 0.32
	boardRim   = 0.42
	boardDepth = 0.28
)

func pieceHeight(k hk.Kind) float64 {
	if k == hk.Roof {
		return roofH
	}
	return blockH
}

// plotXY is the world position of a plot's near-left corner.
func plotXY(p int) (float64, float64) { return float64(p % hk.Size), float64(p / hk.Size) }

// newCamera frames the board in r as seen by a player seated in front of it.
// On an upright screen the player looks down more steeply, so that the board
// is nearly square and fills the narrow width. Where even that leaves the
// back row too shallow for a fingertip (a phone, a short window), the eye
// rises further over the board until every plot is at least
// plotMinTarget deep on screen; and where the board is narrower than its
// area allows, it rises until the board fills the height, rather than
// leaving an empty band under it.
func newCamera(r sprites.Rect, upright bool) *sprites.Camera {
	eye := sprites.Vec{X: 2.5, Y: -4.6, Z: 6.4}
	if upright {
		eye = sprites.Vec{X: 2.5, Y: -2.6, Z: 8.2}
	}
	above := sprites.Vec{X: 2.5, Y: 0.6, Z: 9.6}
	var cam *sprites.Camera
	for i := 0; i <= 10; i++ {
		cam = frame(r, sprites.Lerp3(eye, above, float64(i)/10))
		w, h := smallestPlot(cam)
		if w >= plotMinTarget && h >= plotMinTarget && boardHeight(cam) >= r.H*0.85 {
			break
		}
	}
	// A board still shorter than its area sits at the area's foot, next to
	// the cards and buttons, leaving the room at the top of the screen.
	if bh := boardHeight(cam); upright && bh < r.H-8 {
		cam = frame(sprites.R(r.X, r.Bottom()-bh-8, r.W, bh+8), cam.Eye)
	}
	return cam
}

// boardHeight is the board's height on screen, tall stacks at the back
// included.
func boardHeight(cam *sprites.Camera) float64 {
	y0, y1 := math.Inf(1), math.Inf(-1)
	for _, v := range framePoints() {
		_, y, _ := cam.Project(v)
		y0, y1 = min(y0, y), max(y1, y)
	}
	return y1 - y0
}

// plotMinTarget is a plot's least size on screen: a finger's width with a
// little to spare, since the outline inside a lot is smaller than the lot.
const plotMinTarget = ui.MinTarget + 4

func frame(r sprites.Rect, eye sprites.Vec) *sprites.Camera {
	cam := sprites.NewCamera(eye, sprites.Vec{X: 2.5, Y: 2.35, Z: 0})
	cam.Fit(framePoints(), r.X, r.Y, r.W, r.H)
	return cam
}

// framePoints are what the camera must keep in view: the board and the
// tallest towers at its back.
func framePoints() []sprites.Vec {
	lo, hi := -boardRim, hk.Size+boardRim
	tall := 5 * blockH
	return []sprites.Vec{
		{X: lo, Y: lo, Z: -boardDepth}, {X: hi, Y: lo, Z: -boardDepth},
		{X: lo, Y: hi, Z: tall}, {X: hi, Y: hi, Z: tall},
		{X: lo, Y: lo, Z: 0}, {X: hi, Y: lo, Z: 0},
	}
}

// smallestPlot is the least width and depth of a plot's lot on screen.
func smallestPlot(cam *sprites.Camera) (w, h float64) {
	w, h = math.Inf(1), math.Inf(1)
	for p := range hk.Plots {
		x, y := plotXY(p)
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, v := range quad(x, y, x+1, y+1, 0) {
			sx, sy, _ := cam.Project(v)
			x0, y0, x1, y1 = min(x0, sx), min(y0, sy), max(x1, sx), max(y1, sy)
		}
		w, h = min(w, x1-x0), min(h, y1-y0)
	}
	return w, h
}

// drawOrder lists plots back to front, and within a row from the sides in:
// the painter's order for a camera centred on the board.
var drawOrder = func() []int {
	var out []int
	for row := hk.Size - 1; row >= 0; row-- {
		for _, col := range []int{0, 4, 1, 3, 2} {
			out = append(out, row*hk.Size+col)
		}
	}
	return out
}()

// drawBoard paints the wooden board: its rim, the 25 lots and the centre's
// emblem. The coordinates are written after the buildings (drawCoords).
func drawBoard(cv *sprites.Canvas, cam *sprites.Camera, control [hk.Plots]int, seatCols []color.RGBA) {
	wood := sprites.Hex(0x9C6B3C)
	lo, hi := -boardRim, hk.Size+boardRim
	sprites.Box(cv, cam, sprites.Vec{X: lo, Y: lo, Z: -boardDepth}, sprites.Vec{X: hi, Y: hi, Z: 0}, wood, 1)
	// The playing surface: a lighter inlay with a grid of lots.
	inlay := sprites.Hex(0xD9B98A)
	sprites.FlatQuad(cv, cam, quad(-0.12, -0.12, hk.Size+0.12, hk.Size+0.12, 0.001), inlay)
	for p := range hk.Plots {
		x, y := plotXY(p)
		lot := sprites.Hex(0xE8D3AE)
		if (p%hk.Size+p/hk.Size)%2 == 1 {
			lot = sprites.Hex(0xE1C89E)
		}
		if c := control[p]; c >= 0 {
			lot = sprites.Mix(lot, seatCols[c], 0.38)
		}
		sprites.FlatQuad(cv, cam, quad(x+0.04, y+0.04, x+0.96, y+0.96, 0.002), lot)
		if p == hk.Centre {
			c := sprites.Vec{X: x + 0.5, Y: y + 0.5, Z: 0.003}
			sprites.GroundEllipse(cv, cam, c, 0.4, 0.4, sprites.Alpha(sprites.Gold, 0.55))
			sprites.GroundEllipse(cv, cam, c, 0.33, 0.33, sprites.Alpha(lot, 1))
			sprites.GroundEllipse(cv, cam, c, 0.1, 0.1, sprites.Alpha(sprites.Gold, 0.7))
		}
	}
}

// coord is one coordinate letter or digit at the board's edge, on screen.
type coord struct {
	text       string
	x, y, size float64
}

// coords are the letters along the near edge and the digits along the left.
func coords(cam *sprites.Camera) []coord {
	var out []coord
	for i := range hk.Size {
		s := cam.Scale(sprites.Vec{X: float64(i) + 0.5, Y: -0.2, Z: 0}) * 0.28
		x, y, _ := cam.Project(sprites.Vec{X: float64(i) + 0.5, Y: -boardRim * 0.5, Z: 0})
		out = append(out, coord{string(rune('a' + i)), x, y, s})
		x, y, _ = cam.Project(sprites.Vec{X: -boardRim * 0.5, Y: float64(i) + 0.5, Z: 0})
		out = append(out, coord{string(rune('1' + i)), x, y, s})
	}
	return out
}

// core is the middle of a coordinate's glyph, where its strokes are.
func (c coord) core() sprites.Rect {
	return sprites.R(c.x-c.size*0.2, c.y-c.size*0.3, c.size*0.4, c.size*0.6)
}

// coordBoxes are where the coordinates stand, for tests.
func coordBoxes(cam *sprites.Camera) map[string][]float64 {
	out := map[string][]float64{}
	if cam == nil {
		return out
	}
	for _, c := range coords(cam) {
		b := c.core()
		out[c.text] = []float64{b.X, b.Y, b.W, b.H}
	}
	return out
}

// drawCoords writes the coordinates over the buildings: a tall tower in the
// back or the left row would otherwise hide them (play-test: a5 five high
// covered the digits 4 and 5 on a phone). A dark edge keeps them readable
// on a tower's side, and unlike a height they have no tag.
func (s *Scene) drawCoords(cv *sprites.Canvas, cam *sprites.Camera) {
	ink, edge := sprites.Alpha(sprites.Hex(0xF4E4C1), 0.9), sprites.Alpha(sprites.Hex(0x141414), 0.7)
	for _, c := range coords(cam) {
		d := max(1, c.size*0.07)
		for _, o := range [][2]float64{{-d, 0}, {d, 0}, {0, -d}, {0, d}} {
			cv.Text(c.text, c.x+o[0], c.y+o[1], c.size, sprites.Bold, edge, sprites.Middle, sprites.Middle)
		}
		cv.Text(c.text, c.x, c.y, c.size, sprites.Bold, ink, sprites.Middle, sprites.Middle)
	}
}

func quad(x0, y0, x1, y1, z float64) []sprites.Vec {
	return []sprites.Vec{{X: x0, Y: y0, Z: z}, {X: x1, Y: y0, Z: z}, {X: x1, Y: y1, Z: z}, {X: x0, Y: y1, Z: z}}
}

// drawShadow lays a building's soft shadow on the board, cast away from the
// lamp at the front left.
func drawShadow(cv *sprites.Canvas, cam *sprites.Camera, p int, height float64) {
	if height <= 0 {
		return
	}
	x, y := plotXY(p)
	dx, dy := 0.32*height, 0.42*height
	base := quad(x+blockInset, y+blockInset, x+1-blockInset, y+1-blockInset, 0.004)
	var pts []float64
	for _, v := range base {
		for _, d := range [][2]float64{{0, 0}, {dx, dy}} {
			sx, sy, _ := cam.Project(sprites.Vec{X: v.X + d[0], Y: v.Y + d[1], Z: v.Z})
			pts = append(pts, sx, sy)
		}
	}
	cv.Poly(sprites.Hull(pts), color.RGBA{40, 20, 5, 60})
}

// drawPiece paints one piece whose base is at height z on plot p; squash
// (1 at rest) flattens it for the landing bounce.
func drawPiece(cv *sprites.Canvas, cam *sprites.Camera, px, py, z float64, k hk.Kind, col color.RGBA, alpha, squash float64) {
	if k == hk.Roof {
		lo := sprites.Vec{X: px + roofInset, Y: py + roofInset, Z: z}
		hi := sprites.Vec{X: px + 1 - roofInset, Y: py + 1 - roofInset, Z: z + roofH*squash}
		sprites.HipRoof(cv, cam, lo, hi, sprites.Shade(col, 0.82), alpha)
		// A gold finial on the ridge.
		fx, fy, _ := cam.Project(sprites.Vec{X: px + 0.5, Y: py + 0.5, Z: hi.Z + 0.02})
		cv.Circle(fx, fy, cam.Scale(hi)*0.045, sprites.Alpha(sprites.Gold, alpha))
		return
	}
	w := 1 - 2*blockInset
	grow := (1 - squash) * 0.25 // squashed pieces bulge sideways
	lo := sprites.Vec{X: px + blockInset - w*grow/2, Y: py + blockInset - w*grow/2, Z: z}
	hi := sprites.Vec{X: px + 1 - blockInset + w*grow/2, Y: py + 1 - blockInset + w*grow/2, Z: z + blockH*squash}
	sprites.Box(cv, cam, lo, hi, col, alpha)
	// Windows: two rows of lit slits on the front face, so blocks read as
	// storeys of a tower rather than crates.
	front := lo.Y - 0.002
	for i := range 3 {
		wx := lo.X + (hi.X-lo.X)*(0.2+0.25*float64(i))
		pts := []sprites.Vec{
			{X: wx, Y: front, Z: z + blockH*squash*0.3}, {X: wx + 0.1, Y: front, Z: z + blockH*squash*0.3},
			{X: wx + 0.1, Y: front, Z: z + blockH*squash*0.7}, {X: wx, Y: front, Z: z + blockH*squash*0.7},
		}
		sprites.FlatQuad(cv, cam, pts, sprites.Alpha(sprites.Shade(col, 0.55), alpha*0.8))
	}
	if k == hk.Fast {
		// The fast block's white imprint, on its top and its front.
		c := sprites.Vec{X: px + 0.5, Y: py + 0.5, Z: hi.Z + 0.002}
		sprites.GroundEllipse(cv, cam, c, 0.13, 0.13, sprites.Alpha(sprites.White, alpha*0.95))
		disc(cv, cam, sprites.Vec{X: px + 0.5, Y: front - 0.001, Z: z + blockH*squash*0.5}, 0.07, sprites.Alpha(sprites.White, alpha*0.95))
	}
}

// disc fills a small circle standing upright on a front face.
func disc(cv *sprites.Canvas, cam *sprites.Camera, c sprites.Vec, r float64, col color.Color) {
	const n = 16
	pts := make([]sprites.Vec, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = sprites.Vec{X: c.X + r*math.Cos(a), Y: c.Y, Z: c.Z + r*math.Sin(a)}
	}
	sprites.FlatQuad(cv, cam, pts, col)
}

// plotHull is the screen outline of a plot's building (or its lot when it
// is empty), for hit-testing taps.
func plotHull(cam *sprites.Camera, p int, height float64) []float64 {
	x, y := plotXY(p)
	var pts []float64
	for _, z := range []float64{0, height} {
		for _, v := range quad(x+0.04, y+0.04, x+0.96, y+0.96, z) {
			sx, sy, _ := cam.Project(v)
			pts = append(pts, sx, sy)
		}
	}
	return sprites.Hull(pts)
}

// heightWords is a building's height as its label says it: its blocks,
// and a half for a roof ("2½"), as the rules measure it (a block is two
// half-storeys, a roof one). pending counts a fast block waiting on it.
func heightWords(st *hk.Stack, shown int, pending bool) string {
	half := 0
	for i, pc := range st.Pieces() {
		if i < shown {
			half += 2
			if pc.Kind == hk.Roof {
				half--
			}
		}
	}
	if pending {
		half += 2
	}
	if half == 0 {
		return ""
	}
	text := strconv.Itoa(half / 2)
	switch {
	case half == 1:
		text = "½"
	case half%2 == 1:
		text += "½"
	}
	return text
}
