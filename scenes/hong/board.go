package hong

import (
	"image/color"
	"math"

	hg "quartet/rules/hong"
	"quartet/sprites"
)

// geom places the board's cells on the screen. The inner board shows only
// its seven columns (b to h); the others all nine.
type geom struct {
	frame      sprites.Rect // the board with its wall or hedge
	grid       sprites.Rect // the cells
	cs         float64      // a cell's side
	col0, cols int          // the first column shown, and how many
	side       float64      // the frame's width left, right and on top
}

// The frame is half a cell wide all round, and the corner towers stand out
// of it by a third of a cell more. On an upright screen the width is what
// limits the cells (play-test: 33 px on a phone): there the frame's sides
// are a third as wide, just room for the row numbers, and the towers
// smaller, while the foot keeps its half cell for the column letters.
const (
	frameK         = 0.5
	narrowFrameK   = 0.3
	towerK         = 0.68 // a corner tower's radius, of the frame's width
	frameOutsideK  = 0.8  // the towers and battlements beyond the frame
	narrowOutsideK = 0.2
)

func newGeom(area sprites.Rect, b *hg.Board, portrait bool) geom {
	g := geom{cols: hg.Cols}
	if b.ID == hg.Inner.ID {
		g.col0, g.cols = 1, 7
	}
	sideK, outK, tallK := frameK, frameOutsideK, 2*frameK+frameOutsideK
	if portrait {
		// The board may reach into the screen's margin (the towers stand
		// to its edge), and above it the narrow frame and its towers
		// take half a cell, the foot and its gap to the cards 0.9.
		area.X, area.W = area.X-6, area.W+12
		sideK, outK, tallK = narrowFrameK, narrowOutsideK, 1.4
	}
	g.cs = min(area.W/(float64(g.cols)+2*sideK+outK), area.H/(float64(hg.Rows)+tallK))
	g.cs = math.Floor(g.cs)
	w, h := g.cs*float64(g.cols), g.cs*float64(hg.Rows)
	g.side = math.Round(g.cs * sideK)
	foot := g.cs * frameK
	y := area.Y + (area.H-h)/2
	if portrait {
		// On an upright screen the board sits just above the cards, so the
		// spare height is above it, not a gap between board and controls.
		y = area.Bottom() - h - g.cs*0.9
	}
	g.grid = sprites.R(math.Round(area.X+(area.W-w)/2), math.Round(y), w, h)
	g.frame = sprites.R(g.grid.X-g.side, g.grid.Y-g.side, w+2*g.side, h+g.side+foot)
	return g
}

// shown reports whether cell c is on the part of the grid drawn.
func (g geom) shown(c int) bool {
	col := c % hg.Cols
	return col >= g.col0 && col < g.col0+g.cols
}

// cell is cell c's square on the screen.
func (g geom) cell(c int) sprites.Rect {
	col, row := c%hg.Cols, c/hg.Cols
	return sprites.R(g.grid.X+float64(col-g.col0)*g.cs, g.grid.Y+float64(hg.Rows-1-row)*g.cs, g.cs, g.cs)
}

// centre is the middle of cell c.
func (g geom) centre(c int) (float64, float64) {
	r := g.cell(c)
	return r.X + r.W/2, r.Y + r.H/2
}

// at is the cell under a screen point, or -1.
func (g geom) at(x, y float64) int {
	if !g.grid.Contains(x, y) {
		return -1
	}
	col := g.col0 + int((x-g.grid.X)/g.cs)
	row := hg.Rows - 1 - int((y-g.grid.Y)/g.cs)
	if col < g.col0 || col >= g.col0+g.cols || row < 0 || row >= hg.Rows {
		return -1
	}
	return row*hg.Cols + col
}

// paintBoard draws the printed board: the castle's red lacquered court in
// its stone walls, or the garden's lawn in a hedge with its pond and trees.
// It is drawn once per size into a cached layer.
func paintBoard(cv *sprites.Canvas, g geom, b *hg.Board) {
	garden := b.ID == hg.Garden.ID
	f := g.frame
	cs := g.cs
	// A soft shadow under the whole board.
	cv.SoftShadow(f, cs*0.2, cs*0.3, 0.55)
	wall, wallDark, floor, cellCol, line := sprites.Hex(0x9A8F7E), sprites.Hex(0x6B6256), sprites.Hex(0x5B1A14), sprites.Hex(0x7C2A1F), sprites.Hex(0xC9973A)
	if garden {
		wall, wallDark, floor, cellCol, line = sprites.Hex(0x3F6A33), sprites.Hex(0x2B4B22), sprites.Hex(0x5E8A42), sprites.Hex(0x79A553), sprites.Hex(0xDCE8B8)
	}
	cv.RoundRect(f, cs*0.18, wallDark)
	cv.RoundRect(sprites.R(f.X, f.Y, f.W, f.H-cs*0.06), cs*0.18, wall)
	if garden {
		paintHedge(cv, f, cs, g.side, wall)
	} else {
		paintWall(cv, g, wall, wallDark)
	}
	// The court or lawn, then one square per cell.
	cv.RoundRect(g.grid.Inset(-cs*0.06), cs*0.08, floor)
	paintCells(cv, g, b, cellCol, line)
	ink := sprites.Alpha(sprites.Hex(0xF6E7C1), 0.85)
	if garden {
		ink = sprites.Alpha(sprites.Hex(0xF4F8E4), 0.9)
	}
	paintCoordinates(cv, g, ink)
}

// paintHedge is the garden's hedge: clumps of leaves all round the frame,
// as deep as the frame is on each side.
func paintHedge(cv *sprites.Canvas, f sprites.Rect, cs, side float64, wall color.RGBA) {
	k := side / (cs * 0.5) // 1 in the half-cell frame
	n := int(f.W / (cs * 0.32))
	for i := 0; i <= n; i++ {
		x := f.X + f.W*float64(i)/float64(n)
		for _, y := range []float64{f.Y + cs*0.22*k, f.Bottom() - cs*0.24} {
			cv.Circle(x, y, cs*0.2*min(1, k*1.3), sprites.Shade(wall, 1.1+0.08*float64(i%2)))
		}
	}
	m := int(f.H / (cs * 0.32))
	for i := 0; i <= m; i++ {
		y := f.Y + f.H*float64(i)/float64(m)
		for _, x := range []float64{f.X + cs*0.22*k, f.Right() - cs*0.22*k} {
			cv.Circle(x, y, cs*0.2*k, sprites.Shade(wall, 1.1+0.08*float64(i%2)))
		}
	}
}

// paintWall is the castle's wall: stone courses, battlements along the
// top, and corner towers with red roofs.
func paintWall(cv *sprites.Canvas, g geom, wall, wallDark color.RGBA) {
	f, cs := g.frame, g.cs
	for y := f.Y + cs*0.16; y < f.Bottom(); y += cs * 0.16 {
		cv.Rect(sprites.R(f.X+cs*0.1, y, f.W-cs*0.2, max(1, cs*0.012)), sprites.Alpha(wallDark, 0.45))
	}
	n := g.cols*2 + 1
	step := f.W / float64(n)
	for i := 0; i < n; i += 2 {
		cv.Rect(sprites.R(f.X+float64(i)*step+step*0.15, f.Y-cs*0.14, step*0.7, cs*0.18), wall)
		cv.Rect(sprites.R(f.X+float64(i)*step+step*0.15, f.Y-cs*0.14, step*0.7, cs*0.03), sprites.Shade(wall, 1.15))
	}
	t := g.side * towerK / 0.34 // the towers' scale: 1 in the half-cell frame
	for _, p := range [][2]float64{{f.X, f.Y}, {f.Right(), f.Y}, {f.X, f.Bottom()}, {f.Right(), f.Bottom()}} {
		cv.Circle(p[0], p[1], t*0.34, wallDark)
		cv.Circle(p[0], p[1]-t*0.03, t*0.3, sprites.Shade(wall, 1.08))
		cv.Circle(p[0], p[1]-t*0.03, t*0.16, sprites.Hex(0x8E2A1E))
	}
}

// paintCells draws one square per space and a tree where the garden has
// one; the pond spans its cells as one sheet of water.
func paintCells(cv *sprites.Canvas, g geom, b *hg.Board, cellCol, line color.RGBA) {
	cs := g.cs
	var pond sprites.Rect
	for c := range hg.Cells {
		if !g.shown(c) {
			continue
		}
		r := g.cell(c)
		switch b.Feature(c) {
		case '.':
			cv.RoundRect(r.Inset(cs*0.035), cs*0.07, cellCol)
			cv.StrokeRoundRect(r.Inset(cs*0.035), cs*0.07, max(1, cs*0.02), sprites.Alpha(line, 0.55))
		case 'T':
			paintTree(cv, r)
		case '~':
			if pond.W == 0 {
				pond = r
			} else {
				x0, y0 := min(pond.X, r.X), min(pond.Y, r.Y)
				pond = sprites.R(x0, y0, max(pond.Right(), r.Right())-x0, max(pond.Bottom(), r.Bottom())-y0)
			}
		}
	}
	if pond.W > 0 {
		paintPond(cv, pond.Inset(cs*0.04), cs)
	}
}

// paintCoordinates writes the column letters and row numbers in the
// frame, for typed moves and for the line's words ("H on e4"): large
// enough to read on a phone (play-test: 7 px), centred in the frame's foot
// and left side.
func paintCoordinates(cv *sprites.Canvas, g geom, ink color.RGBA) {
	cs := g.cs
	letters, digits := coordSizes(g)
	foot := g.frame.Bottom() - g.grid.Bottom()
	for i := range g.cols {
		x := g.grid.X + (float64(i)+0.5)*cs
		cv.Text(string(rune('a'+g.col0+i)), x, g.grid.Bottom()+foot*0.45, letters, sprites.Bold, ink, sprites.Middle, sprites.Middle)
	}
	for r := range hg.Rows {
		y := g.grid.Y + (float64(hg.Rows-1-r)+0.5)*cs
		cv.Text(string(rune('1'+r)), g.grid.X-g.side*0.5, y, digits, sprites.Bold, ink, sprites.Middle, sprites.Middle)
	}
}

// coordSizes are the sizes the column letters and the row numbers are
// written in: as large as the frame's foot and side hold, never under 12
// (the letters are small letters, and get the larger size the foot has).
func coordSizes(g geom) (letters, digits float64) {
	foot := g.frame.Bottom() - g.grid.Bottom()
	return max(12, min(18, foot*0.8)), max(12, min(17, g.side*1.2))
}

// paintTree is a tree seen from above: a round canopy of leaves over its
// shadow, on a patch of earth.
func paintTree(cv *sprites.Canvas, r sprites.Rect) {
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	s := r.W
	cv.RoundRect(r.Inset(s*0.035), s*0.07, sprites.Hex(0x6B5434))
	cv.Circle(cx+s*0.05, cy+s*0.07, s*0.42, sprites.Alpha(sprites.Hex(0x000000), 0.3))
	for i, p := range [][3]float64{{0, 0, 0.36}, {-0.16, -0.1, 0.22}, {0.15, -0.12, 0.22}, {-0.12, 0.14, 0.22}, {0.14, 0.13, 0.22}} {
		cv.Circle(cx+p[0]*s, cy+p[1]*s, p[2]*s, sprites.Shade(sprites.Hex(0x2F6B2A), 0.9+0.07*float64(i)))
	}
	for _, p := range [][2]float64{{-0.1, -0.12}, {0.08, -0.05}, {-0.04, 0.1}} {
		cv.Circle(cx+p[0]*s, cy+p[1]*s, s*0.09, sprites.Hex(0x4E9A3F))
	}
	// Blossom: the garden is in spring.
	for _, p := range [][2]float64{{-0.2, 0.02}, {0.18, -0.18}, {0.1, 0.22}, {-0.05, -0.25}} {
		cv.Circle(cx+p[0]*s, cy+p[1]*s, s*0.035, sprites.Hex(0xF2B8C6))
	}
}

// paintPond is water with a stone rim, ripples and lily pads.
func paintPond(cv *sprites.Canvas, r sprites.Rect, cs float64) {
	cv.RoundRect(r, cs*0.35, sprites.Hex(0x8C8474))
	in := r.Inset(cs * 0.07)
	cv.RoundRect(in, cs*0.3, sprites.Hex(0x2F6F8F))
	cv.RoundRect(sprites.R(in.X+cs*0.08, in.Y+cs*0.08, in.W-cs*0.16, in.H*0.45), cs*0.25, sprites.Hex(0x4A8FAE))
	for i := range 3 {
		x := in.X + in.W*(0.25+0.25*float64(i))
		cv.Arc(x, in.Y+in.H*0.55, cs*0.12, math.Pi*1.1, math.Pi*1.9, max(1, cs*0.02), sprites.Alpha(sprites.White, 0.5))
	}
	for _, p := range [][3]float64{{0.2, 0.35, 0.13}, {0.72, 0.62, 0.15}, {0.45, 0.75, 0.1}} {
		x, y := in.X+in.W*p[0], in.Y+in.H*p[1]
		cv.Circle(x, y, cs*p[2], sprites.Hex(0x3E8A3A))
		cv.Poly([]float64{x, y, x + cs*p[2], y - cs*p[2]*0.3, x + cs*p[2], y + cs*p[2]*0.2}, sprites.Hex(0x2F6F8F))
	}
	cv.Circle(in.X+in.W*0.72, in.Y+in.H*0.58, cs*0.05, sprites.Hex(0xF4C2D4))
}

// bandOver is the room an upright screen leaves over the board and
// its towers, at most two lines high.
func (g geom) bandOver(b sprites.Rect) sprites.Rect {
	top := g.frame.Y - g.cs*0.4
	h := min(56, top-b.Y-4)
	if h <= 0 || g.cs == 0 {
		return sprites.Rect{}
	}
	return sprites.R(b.X+4, top-4-h, b.W-8, h)
}
