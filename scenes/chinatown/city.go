package chinatown

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	ct "quartet/rules/chinatown"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// The city is drawn in map units: one lot is a cell of cell units on the
// rules' whole-board grid, with a margin of streets around it.
const (
	cell    = 60.0
	margin  = 50.0
	gridW   = 18
	gridH   = 11
	mapW    = gridW*cell + 2*margin
	mapH    = gridH*cell + 2*margin
	mapRes  = 1.0 // image pixels per map unit
	maxZoom = 4.0
)

// lotAt maps a grid cell to its lot, 0 for a street or an empty cell.
var lotAt = func() (g [gridH][gridW]int) {
	for l := 1; l <= ct.Lots; l++ {
		i := ct.Lot(l)
		g[i.GY][i.GX] = l
	}
	return g
}()

// lotRect is lot l's square in map units.
func lotRect(l int) sprites.Rect {
	i := ct.Lot(l)
	return sprites.R(margin+float64(i.GX)*cell+3, margin+float64(i.GY)*cell+3, cell-6, cell-6)
}

// districtRect is district d's block, its sidewalk included.
func districtRect(d int) sprites.Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, l := range ct.DistrictLots(d) {
		r := lotRect(l)
		x0, y0 = min(x0, r.X), min(y0, r.Y)
		x1, y1 = max(x1, r.Right()), max(y1, r.Bottom())
	}
	return sprites.R(x0-9, y0-9, x1-x0+18, y1-y0+18)
}

// Shop colours and their signs' names: a palette of 1960s storefronts.
var shopColour = [ct.Shops]color.RGBA{
	sprites.Hex(0x5B8DB8), // Photo: blue
	sprites.Hex(0x6E9E48), // Tea House: green tea
	sprites.Hex(0x2C8C8C), // Seafood: teal
	sprites.Hex(0xB0407A), // Jewelry: magenta
	sprites.Hex(0xE07A9A), // Florist: pink
	sprites.Hex(0xE39B2D), // Tropical Fish: orange
	sprites.Hex(0x8FA7C7), // Laundry: pale blue
	sprites.Hex(0xC9A227), // Dim Sum: bamboo
	sprites.Hex(0xC8553D), // Take-Out: red
	sprites.Hex(0x8C3B2E), // Restaurant: lacquer
	sprites.Hex(0x8A6E4B), // Antiques: walnut
	sprites.Hex(0x5E6670), // Factory: soot
}

// drawSign paints a shop tile as a small illustrated sign centred on
// (x, y), side s: the type's colour, its icon, and its size in a corner.
func drawSign(cv *sprites.Canvas, shop ct.Shop, x, y, s float64) {
	r := sprites.R(x-s/2, y-s/2, s, s)
	col := shopColour[shop]
	cv.RoundRect(r, s*0.14, sprites.Shade(col, 0.7))
	cv.RoundRect(r.Inset(s*0.05), s*0.11, col)
	drawIcon(cv, shop, x, y-s*0.04, s*0.62)
	cv.Text(fmt.Sprint(shop.MaxSize()), r.Right()-s*0.13, r.Bottom()-s*0.14, s*0.22, sprites.Bold, sprites.Alpha(sprites.White, 0.9), sprites.Middle, sprites.Middle)
}

// drawIcon draws the type's pictogram in white, about s across.
func drawIcon(cv *sprites.Canvas, shop ct.Shop, x, y, s float64) {
	w := sprites.Alpha(sprites.White, 0.95)
	h := s / 2
	switch shop {
	case ct.Photo: // a camera
		cv.RoundRect(sprites.R(x-h*0.9, y-h*0.45, h*1.8, h*1.1), h*0.15, w)
		cv.Rect(sprites.R(x-h*0.3, y-h*0.65, h*0.6, h*0.25), w)
		cv.Circle(x, y+h*0.1, h*0.38, shopColour[shop])
		cv.Circle(x, y+h*0.1, h*0.22, w)
	case ct.TeaHouse: // a cup with steam
		cv.RoundRect(sprites.R(x-h*0.7, y-h*0.15, h*1.2, h*0.9), h*0.3, w)
		cv.StrokeCircle(x+h*0.55, y+h*0.25, h*0.22, h*0.12, w)
		cv.Line(x-h*0.3, y-h*0.75, x-h*0.2, y-h*0.35, h*0.1, w)
		cv.Line(x+h*0.1, y-h*0.8, x+h*0.2, y-h*0.35, h*0.1, w)
	case ct.Seafood: // a crab
		cv.Ellipse(x, y+h*0.15, h*0.6, h*0.42, w)
		cv.Circle(x-h*0.7, y-h*0.45, h*0.24, w)
		cv.Circle(x+h*0.7, y-h*0.45, h*0.24, w)
		cv.Line(x-h*0.45, y-h*0.05, x-h*0.65, y-h*0.35, h*0.12, w)
		cv.Line(x+h*0.45, y-h*0.05, x+h*0.65, y-h*0.35, h*0.12, w)
	case ct.Jewelry: // a cut stone
		cv.Poly([]float64{x - h*0.8, y - h*0.25, x - h*0.45, y - h*0.65, x + h*0.45, y - h*0.65, x + h*0.8, y - h*0.25, x, y + h*0.8}, w)
		cv.Line(x-h*0.8, y-h*0.25, x+h*0.8, y-h*0.25, h*0.08, shopColour[shop])
	case ct.Florist: // a flower
		for i := range 5 {
			a := float64(i) * 2 * math.Pi / 5
			cv.Circle(x+math.Cos(a)*h*0.42, y+math.Sin(a)*h*0.42-h*0.1, h*0.3, w)
		}
		cv.Circle(x, y-h*0.1, h*0.2, shopColour[shop])
	case ct.TropicalFish: // a fish
		cv.Ellipse(x-h*0.1, y, h*0.6, h*0.38, w)
		cv.Poly([]float64{x + h*0.4, y, x + h*0.9, y - h*0.4, x + h*0.9, y + h*0.4}, w)
		cv.Circle(x-h*0.4, y-h*0.08, h*0.09, shopColour[shop])
	case ct.Laundry: // a shirt
		cv.Poly([]float64{x - h*0.35, y - h*0.7, x - h*0.9, y - h*0.35, x - h*0.65, y, x - h*0.45, y - h*0.15, x - h*0.45, y + h*0.8,
			x + h*0.45, y + h*0.8, x + h*0.45, y - h*0.15, x + h*0.65, y, x + h*0.9, y - h*0.35, x + h*0.35, y - h*0.7}, w)
	case ct.DimSum: // a steamer basket
		cv.Ellipse(x, y-h*0.25, h*0.85, h*0.35, w)
		cv.Rect(sprites.R(x-h*0.85, y-h*0.25, h*1.7, h*0.75), w)
		cv.Line(x-h*0.85, y+h*0.15, x+h*0.85, y+h*0.15, h*0.08, shopColour[shop])
	case ct.TakeOut: // a take-out box
		cv.Poly([]float64{x - h*0.7, y - h*0.3, x + h*0.7, y - h*0.3, x + h*0.5, y + h*0.8, x - h*0.5, y + h*0.8}, w)
		cv.Arc(x, y-h*0.3, h*0.45, math.Pi, 2*math.Pi, h*0.1, w)
	case ct.Restaurant: // a bowl and chopsticks
		cv.Arc(x, y, h*0.75, 0, math.Pi, h*0.1, w)
		cv.Ellipse(x, y+h*0.25, h*0.7, h*0.45, w)
		cv.Rect(sprites.R(x-h*0.9, y-h*0.05, h*1.8, h*0.12), w)
		cv.Line(x+h*0.1, y-h*0.2, x+h*0.8, y-h*0.9, h*0.09, w)
		cv.Line(x+h*0.3, y-h*0.15, x+h*0.95, y-h*0.7, h*0.09, w)
	case ct.Antiques: // a vase
		cv.Ellipse(x, y+h*0.25, h*0.55, h*0.55, w)
		cv.Rect(sprites.R(x-h*0.22, y-h*0.6, h*0.44, h*0.6), w)
		cv.Rect(sprites.R(x-h*0.38, y-h*0.75, h*0.76, h*0.18), w)
	case ct.Factory: // a works with a chimney
		cv.Poly([]float64{x - h*0.9, y + h*0.8, x - h*0.9, y - h*0.1, x - h*0.4, y + h*0.2, x - h*0.4, y - h*0.1, x + h*0.1, y + h*0.2,
			x + h*0.1, y - h*0.8, x + h*0.45, y - h*0.8, x + h*0.45, y + h*0.2, x + h*0.9, y + h*0.2, x + h*0.9, y + h*0.8}, w)
	}
}

// Street names of the map: Chinatown's own, more or less where they run.
var streets = []struct {
	name     string
	x, y     float64
	vertical bool
}{
	{"CANAL STREET", mapW / 2, margin / 2, false},
	{"BAYARD STREET", margin + 4*cell, margin + 5.5*cell, false},
	{"PELL STREET", margin + 15.5*cell, margin + 5.5*cell, false},
	{"MOTT ST", margin + 4.5*cell, margin + 2.5*cell, true},
	{"MULBERRY ST", margin + 8.5*cell, margin + 2.5*cell, true},
	{"ELIZABETH ST", margin + 13.5*cell, margin + 2.5*cell, true},
	{"DOYERS ST", margin + 10*cell, margin + 8.5*cell, true},
	{"MOSCO STREET", mapW / 2, mapH - margin/2, false},
}

// paintBase draws what never changes: asphalt, sidewalks, lots and their
// numbers. It is painted once into an image.
func paintBase(cv *sprites.Canvas) {
	cv.Rect(sprites.R(0, 0, mapW, mapH), sprites.Hex(0x3B3A3F))
	for d := 1; d <= ct.Districts; d++ {
		r := districtRect(d)
		cv.RoundRect(r.Inset(-4), 10, sprites.Hex(0x9A958A))
		cv.RoundRect(r, 8, sprites.Hex(0xC9C1AE))
	}
	for _, st := range streets {
		if st.vertical {
			for i, ch := range st.name {
				cv.Text(string(ch), st.x, st.y+float64(i)*17-float64(len(st.name))*8, 15, sprites.Bold, sprites.Alpha(sprites.Hex(0xF2E6C8), 0.55), sprites.Middle, sprites.Middle)
			}
			continue
		}
		cv.Text(st.name, st.x, st.y, 20, sprites.Bold, sprites.Alpha(sprites.Hex(0xF2E6C8), 0.6), sprites.Middle, sprites.Middle)
	}
	for l := 1; l <= ct.Lots; l++ {
		r := lotRect(l)
		cv.RoundRect(r, 5, sprites.Hex(0xEFE6D2))
		cv.StrokeRoundRect(r, 5, 1.5, sprites.Hex(0xA79C84))
		cv.Text(fmt.Sprint(l), r.X+r.W/2, r.Y+r.H/2, 24, sprites.Bold, sprites.Hex(0x7D7360), sprites.Middle, sprites.Middle)
	}
}

// camera places the map on the screen: k logical px per map unit, the map's
// origin at (ox, oy).
type camera struct {
	k, ox, oy float64
	zoom      float64
	view      sprites.Rect
	ready     bool
	// screen is the window's size when the view was last set: a view
	// changed within the same window (the desk opening, the hand's row)
	// leaves the map where it is.
	screen [2]float64
	// free holds the map where the fingers put it while they pinch: kept
	// in bounds then, it slid from under them (a map smaller than the
	// view is centred); it is brought back in bounds as they lift.
	free bool
}

// fit is the scale at which the whole map fits the view.
func (c *camera) fit() float64 { return min(c.view.W/mapW, c.view.H/mapH) }

// setView places the camera for a board rect in a window of size w x h,
// keeping zoom and the centre. With hold, where only the board changed
// within the same window and the map still fills it, the map stays put at
// its scale: the desk opened by a tap on a lot must not move a lot from
// under the finger about to tap it (play-test: at 768x1024 the map shrank
// as the desk opened, and the next tap landed on the wrong lot). Without
// it the map is framed again in the new board (play-test: held still in
// a smaller board at 768x1024, Canal Street and lots 69-70 were cut off).
func (c *camera) setView(r sprites.Rect, w, h float64, hold bool) {
	if c.ready && r == c.view {
		return
	}
	same := c.ready && c.screen == [2]float64{w, h}
	c.screen = [2]float64{w, h}
	if same && hold && c.k >= min(r.W/mapW, r.H/mapH) {
		c.view = r
		c.zoom = c.k / c.fit()
		c.settle()
		return
	}
	if same {
		// The board grew past the map, or is not held: back to fitting it.
		c.zoom = 1
	}
	cx, cy := mapW/2, mapH/2
	if c.ready {
		cx, cy = c.toMap(c.view.X+c.view.W/2, c.view.Y+c.view.H/2)
	}
	c.view = r
	if !c.ready {
		c.zoom = 1
	}
	c.ready = true
	c.k = c.fit() * c.zoom
	c.ox = r.X + r.W/2 - cx*c.k
	c.oy = r.Y + r.H/2 - cy*c.k
	c.clamp()
}

func (c *camera) toMap(x, y float64) (float64, float64) { return (x - c.ox) / c.k, (y - c.oy) / c.k }
func (c *camera) toScreen(x, y float64) (float64, float64) {
	return c.ox + x*c.k, c.oy + y*c.k
}

// zoomAt scales by f about the screen point (x, y).
func (c *camera) zoomAt(f, x, y float64) {
	z := max(1, min(maxZoom, c.zoom*f))
	mx, my := c.toMap(x, y)
	c.zoom = z
	c.k = c.fit() * z
	c.ox, c.oy = x-mx*c.k, y-my*c.k
	c.clamp()
}

func (c *camera) pan(dx, dy float64) { c.ox += dx; c.oy += dy; c.clamp() }

// clamp keeps the map on screen: centred where it is smaller than the view,
// edge to edge where it is larger.
func (c *camera) clamp() {
	if c.free {
		return
	}
	w, h := mapW*c.k, mapH*c.k
	clampAxis := func(o, v0, vw, size float64) float64 {
		if size <= vw {
			return v0 + (vw-size)/2
		}
		return max(v0+vw-size, min(v0, o))
	}
	c.ox = clampAxis(c.ox, c.view.X, c.view.W, w)
	c.oy = clampAxis(c.oy, c.view.Y, c.view.H, h)
}

// settle moves the map as little as it can after the view changed: not at
// all while it covers the view, else only to close the gap. The map at a
// larger scale than its view may overhang on both sides; the next pan
// clamps it as usual.
func (c *camera) settle() {
	w, h := mapW*c.k, mapH*c.k
	// The streets around the blocks may go under the view's edge.
	edge := margin * c.k
	axis := func(o, v0, vw, size float64) float64 {
		if size-2*edge <= vw {
			return max(v0-edge, min(v0+vw-size+edge, o))
		}
		// Larger than the view: it may stay off the view's edge by what
		// it was, but never leave the view uncovered in the middle.
		return max(v0+vw-size-vw/2, min(v0+vw/2, o))
	}
	c.ox = axis(c.ox, c.view.X, c.view.W, w)
	c.oy = axis(c.oy, c.view.Y, c.view.H, h)
}

// show pans the least needed for lot l to be whole in the view.
func (c *camera) show(l int) {
	r := lotRect(l)
	x0, y0 := c.toScreen(r.X, r.Y)
	x1, y1 := c.toScreen(r.Right(), r.Bottom())
	v := c.view
	dx, dy := 0.0, 0.0
	switch {
	case y1 > v.Bottom():
		dy = v.Bottom() - y1 - 8
	case y0 < v.Y:
		dy = v.Y - y0 + 8
	}
	switch {
	case x1 > v.Right():
		dx = v.Right() - x1 - 8
	case x0 < v.X:
		dx = v.X - x0 + 8
	}
	c.ox += dx
	c.oy += dy
}

// lotUnder is the lot at a screen point, or 0.
func (c *camera) lotUnder(x, y float64) int {
	if !c.view.Contains(x, y) {
		return 0
	}
	mx, my := c.toMap(x, y)
	gx, gy := int(math.Floor((mx-margin)/cell)), int(math.Floor((my-margin)/cell))
	if gx < 0 || gy < 0 || gx >= gridW || gy >= gridH {
		return 0
	}
	return lotAt[gy][gx]
}

// lotCentre is lot l's centre on screen.
func (c *camera) lotCentre(l int) (float64, float64) {
	r := lotRect(l)
	return c.toScreen(r.X+r.W/2, r.Y+r.H/2)
}

// lotSize is a lot's side on screen.
func (c *camera) lotSize() float64 { return (cell - 6) * c.k }

// draw copies a map-resolution image onto the screen through the camera,
// clipped to the view.
func (c *camera) draw(cv *sprites.Canvas, img *ebiten.Image) {
	v := c.view
	clip := cv.Img.SubImage(imageRect(v, cv.Scale)).(*ebiten.Image)
	op := imageOp(ebiten.FilterLinear)
	op.GeoM.Scale(c.k/mapRes*cv.Scale, c.k/mapRes*cv.Scale)
	op.GeoM.Translate(c.ox*cv.Scale, c.oy*cv.Scale)
	clip.DrawImage(img, op)
}

// gestures reads zoom and pan: the mouse wheel, two fingers pinching, and a
// drag that starts on the map (unless the scene has claimed the drag).
type gestures struct {
	pinch     bool
	pinchDist float64
	pinchX    float64
	pinchY    float64
	lastX     float64
	lastY     float64
	panning   bool
	ids       []ebiten.TouchID
	// blockTap is set after a pinch until every finger is up: the fingers
	// lifting must not count as a tap.
	blockTap bool
}

// update moves the camera; it reports whether the pointer's gesture is the
// map's (a pan or pinch), so that the scene ignores it as a tap or a drag.
func (gs *gestures) update(c *ui.Context, cam *camera, claimed bool) bool {
	p := c.Pointer
	if _, wy := ebiten.Wheel(); wy != 0 && cam.view.Contains(p.X, p.Y) {
		cam.zoomAt(math.Pow(1.15, wy), p.X, p.Y)
	}
	gs.ids = ebiten.AppendTouchIDs(gs.ids[:0])
	if len(gs.ids) >= 2 {
		x0, y0 := ebiten.TouchPosition(gs.ids[0])
		x1, y1 := ebiten.TouchPosition(gs.ids[1])
		s := c.Scale
		gs.pinchTo(cam, float64(x0)/s, float64(y0)/s, float64(x1)/s, float64(y1)/s)
		gs.blockTap = true
		return true
	}
	gs.pinch = false
	if cam.free {
		cam.free = false
		cam.clamp()
	}
	if len(gs.ids) == 0 && !p.Down && !p.Released {
		gs.blockTap = false
	}
	if p.Pressed {
		gs.lastX, gs.lastY = p.X, p.Y
		gs.panning = false
	}
	if p.Down && p.Dragging && !claimed && cam.view.Contains(p.StartX, p.StartY) {
		gs.panning = true
	}
	if gs.panning && p.Down {
		cam.pan(p.X-gs.lastX, p.Y-gs.lastY)
	}
	gs.lastX, gs.lastY = p.X, p.Y
	busy := gs.panning || gs.blockTap
	if p.Released {
		gs.panning = false
	}
	return busy
}

// pinchTo follows two fingers now at (ax, ay) and (bx, by): the map point
// that was between them stays between them, scaled by how far they moved
// apart. It zooms about where the fingers were, then follows them: zoomed
// about where they are now and then moved too, the map ran ahead of the
// fingers (play-test: pinching at lot 10 cut lot 10's column off).
func (gs *gestures) pinchTo(cam *camera, ax, ay, bx, by float64) {
	d := math.Hypot(ax-bx, ay-by)
	mx, my := (ax+bx)/2, (ay+by)/2
	cam.free = true
	if gs.pinch && gs.pinchDist > 0 {
		cam.zoomAt(d/gs.pinchDist, gs.pinchX, gs.pinchY)
		cam.pan(mx-gs.pinchX, my-gs.pinchY)
	}
	gs.pinch, gs.pinchDist, gs.pinchX, gs.pinchY = true, d, mx, my
}

// imageRect is r in device pixels.
func imageRect(r sprites.Rect, scale float64) image.Rectangle {
	return image.Rect(int(math.Floor(r.X*scale)), int(math.Floor(r.Y*scale)), int(math.Ceil(r.Right()*scale)), int(math.Ceil(r.Bottom()*scale)))
}
