package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Canvas draws in logical pixels onto a screen measured in device pixels.
type Canvas struct {
	Img   *ebiten.Image
	Scale float64
	W, H  float64 // logical size
	// Kept says the screen still holds the frame this scene drew last: a
	// scene that KeepsScreen may then redraw only what changed (Scenery).
	Kept bool
	// Changed is set when a frame drawn onto a kept screen draws anything
	// there (Scenery sets it): a frame that leaves it unset changed
	// nothing, and Ebitengine does not present a run of such frames
	// (ui.Context.FrameDrawn).
	Changed bool
	path    vector.Path
	// queued is the area and the summed width (device px, doubled for
	// antialiasing) of the fills Ebitengine's vector package holds for Img
	// but has not drawn yet (see queue).
	queued, queuedWidth int
	// shownOn and shownX, shownY: a layer's canvas knows where the layer is
	// drawn, for the tests that record text (RecordText).
	shownOn        *ebiten.Image
	shownX, shownY float64
}

// NewCanvas wraps img, whose pixels are scale times the logical size.
func NewCanvas(img *ebiten.Image, scale float64) *Canvas {
	b := img.Bounds()
	return &Canvas{Img: img, Scale: scale, W: float64(b.Dx()) / scale, H: float64(b.Dy()) / scale}
}

func (c *Canvas) f(v float64) float32 { return float32(v * c.Scale) }

func (c *Canvas) fill(col color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	c.queue(0)
	vector.FillPath(c.Img, &c.path, nil, op)
	c.path.Reset()
}

func (c *Canvas) stroke(width float64, col color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	c.queue(c.f(width))
	vector.StrokePath(c.Img, &c.path, &vector.StrokeOptions{Width: c.f(width), LineJoin: vector.LineJoinMiter, MiterLimit: 4, LineCap: vector.LineCapRound}, op)
	c.path.Reset()
}

// maxQueuedFill is how much fill area (device px) may wait to be drawn, and
// maxQueuedWidth how wide the waiting fills may be side by side.
const (
	maxQueuedFill  = 512 * 512
	maxQueuedWidth = 1536
)

// queue counts the path about to be filled (stroked with width) and draws
// what waits when there is much of it. Ebitengine's vector package holds
// the fills of an image until the image is used, then draws them through
// stencil images packed side by side, at twice their width for
// antialiasing; those stencil images are kept for the program's life at
// the largest size any batch needed, and a batch is laid out in rows up to
// 4093 px wide. Painting the Hong Kong board in one batch left a 4094x1479
// stencil image behind: a 32 MB page of the atlas.
func (c *Canvas) queue(width float32) {
	b := c.path.Bounds().Inset(-int(width) - 2).Intersect(c.Img.Bounds())
	area, w := 2*b.Dx()*b.Dy(), 2*b.Dx()
	if c.queued > 0 && (c.queued+area > maxQueuedFill || c.queuedWidth+w > maxQueuedWidth) {
		c.flushFills()
	}
	c.queued += area
	c.queuedWidth += w
}

// flushFills makes Ebitengine draw the fills it holds for Img: using the
// image as a destination does, and an invisible pixel changes nothing.
func (c *Canvas) flushFills() {
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(0)
	c.Img.DrawImage(pixel, op)
	c.queued, c.queuedWidth = 0, 0
}

// Fill covers the whole canvas.
func (c *Canvas) Fill(col color.Color) { c.Img.Fill(col) }

// pixel is a white 1x1 image. Rectangles are drawn by stretching it: unlike
// vector fills, such draws batch into one call on the GPU, which matters a
// great deal in browsers that render on the CPU.
var pixel = func() *ebiten.Image {
	img := ebiten.NewImage(1, 1)
	img.Fill(color.White)
	return img
}()

// Rect fills r.
func (c *Canvas) Rect(r Rect, col color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W*c.Scale, r.H*c.Scale)
	op.GeoM.Translate(r.X*c.Scale, r.Y*c.Scale)
	op.ColorScale.ScaleWithColor(col)
	c.Img.DrawImage(pixel, op)
}

// roundRectPoints is the outline of r with rounded corners, as points
// (logical px) for a convex polygon.
func (c *Canvas) roundRectPoints(r Rect, rad float64) []float64 {
	rad = max(0, min(rad, r.W/2, r.H/2))
	if rad*c.Scale < 0.5 {
		return []float64{r.X, r.Y, r.Right(), r.Y, r.Right(), r.Bottom(), r.X, r.Bottom()}
	}
	var pts []float64
	corner := func(x, y, a0 float64) {
		n := arcSteps(math.Pi/2, rad*c.Scale)
		for i := range n + 1 {
			a := a0 + math.Pi/2*float64(i)/float64(n)
			pts = append(pts, x+rad*math.Cos(a), y+rad*math.Sin(a))
		}
	}
	corner(r.Right()-rad, r.Y+rad, -math.Pi/2)
	corner(r.Right()-rad, r.Bottom()-rad, 0)
	corner(r.X+rad, r.Bottom()-rad, math.Pi/2)
	corner(r.X+rad, r.Y+rad, math.Pi)
	return pts
}

func (c *Canvas) roundRectPath(r Rect, rad float64) {
	rad = max(0, min(rad, r.W/2, r.H/2))
	if rad*c.Scale < 0.5 {
		c.polyPath([]float64{r.X, r.Y, r.Right(), r.Y, r.Right(), r.Bottom(), r.X, r.Bottom()})
		return
	}
	// Corners are short segments, not ArcTo: see arcPath.
	c.arcPath(r.Right()-rad, r.Y+rad, rad, -math.Pi/2, 0)
	c.arcTo(r.Right()-rad, r.Bottom()-rad, rad, 0, math.Pi/2)
	c.arcTo(r.X+rad, r.Bottom()-rad, rad, math.Pi/2, math.Pi)
	c.arcTo(r.X+rad, r.Y+rad, rad, math.Pi, 3*math.Pi/2)
	c.path.Close()
}

// RoundRect fills r with rounded corners of radius rad: a cached tile,
// nine-sliced (tiles.go), not a path.
func (c *Canvas) RoundRect(r Rect, rad float64, col color.Color) {
	c.roundTile(r, rad, col)
}

// StrokeRoundRect outlines r.
func (c *Canvas) StrokeRoundRect(r Rect, rad, width float64, col color.Color) {
	if c.strokeConvexPoly(c.roundRectPoints(r, rad), width, col) {
		return
	}
	c.roundRectPath(r, rad)
	c.stroke(width, col)
}

// SoftShadow draws a blurred shadow under a rounded rectangle: translucent,
// growing outlines layered once into a cached tile, then nine-sliced to
// the rectangle's size.
func (c *Canvas) SoftShadow(r Rect, rad, blur float64, strength float64) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	rad = min(rad, r.W/2, r.H/2)
	if rad*c.Scale > maxTileRadius || blur*c.Scale > maxTileRadius {
		c.layeredShadow(r, rad, blur, strength)
		return
	}
	k := tileKey{
		rad:      int(math.Round(rad * c.Scale)),
		blur:     int(math.Ceil(blur * c.Scale / 2)),
		strength: max(1, int(math.Round(strength*100))),
	}
	dy := blur / 2
	drawTile(c.Img, getTile(k), r.X*c.Scale, (r.Y+dy)*c.Scale, r.Right()*c.Scale, (r.Bottom()+dy)*c.Scale, color.White)
}

func (c *Canvas) layeredShadow(r Rect, rad, blur, strength float64) {
	const layers = 5
	for i := layers; i >= 1; i-- {
		d := blur * float64(i) / layers
		c.roundRectPath(Rect{r.X - d/2, r.Y - d/2 + blur/2, r.W + d, r.H + d}, rad+d/2)
		c.fill(color.RGBA{0, 0, 0, uint8(255 * strength / layers)})
	}
}

// Circle fills a disc: a rounded square as round as it gets, from a tile.
func (c *Canvas) Circle(x, y, rad float64, col color.Color) {
	c.roundTile(Rect{x - rad, y - rad, 2 * rad, 2 * rad}, rad, col)
}

// StrokeCircle outlines a circle.
func (c *Canvas) StrokeCircle(x, y, rad, width float64, col color.Color) {
	c.arcPath(x, y, rad, 0, 2*math.Pi)
	c.path.Close()
	c.stroke(width, col)
}

// Ellipse fills an axis-aligned ellipse.
func (c *Canvas) Ellipse(x, y, rx, ry float64, col color.Color) {
	const n = 28
	for i := range n + 1 {
		a := 2 * math.Pi * float64(i) / n
		px, py := c.f(x+rx*math.Cos(a)), c.f(y+ry*math.Sin(a))
		if i == 0 {
			c.path.MoveTo(px, py)
		} else {
			c.path.LineTo(px, py)
		}
	}
	c.path.Close()
	c.fill(col)
}

// Poly fills the polygon through pts (x0, y0, x1, y1, ...). A convex one is
// drawn as triangles (see convex.go).
func (c *Canvas) Poly(pts []float64, col color.Color) {
	if c.convexPoly(pts, col) {
		return
	}
	c.polyPath(pts)
	c.fill(col)
}

// StrokePoly outlines the closed polygon through pts.
func (c *Canvas) StrokePoly(pts []float64, width float64, col color.Color) {
	if c.strokeConvexPoly(pts, width, col) {
		return
	}
	c.polyPath(pts)
	c.stroke(width, col)
}

func (c *Canvas) polyPath(pts []float64) {
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			c.path.MoveTo(c.f(pts[0]), c.f(pts[1]))
		} else {
			c.path.LineTo(c.f(pts[i]), c.f(pts[i+1]))
		}
	}
	c.path.Close()
}

// Line draws a segment.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.Color) {
	c.path.MoveTo(c.f(x0), c.f(y0))
	c.path.LineTo(c.f(x1), c.f(y1))
	c.stroke(width, col)
}

// Arc strokes part of a circle from angle a0 to a1 (radians, clockwise).
func (c *Canvas) Arc(x, y, rad, a0, a1, width float64, col color.Color) {
	c.arcPath(x, y, rad, a0, a1)
	c.stroke(width, col)
}

// arcPath adds an arc to the path as short straight segments (about two
// device pixels each). Ebitengine v2.10.4's own arcs (Path.Arc, ArcTo) blow
// up at some radii, stroked or filled: one 60 px dragon tile's five scale
// arcs enqueued over a gigabyte of vertices, the menu's peak memory went
// from 280 MB to 1.3 GB, and the browser's WebAssembly memory grew to
// 1.1 GB opening the Chinatown and Hong tables (TestArcsCostLittleMemory).
// Segments this short look the same and cost a few kilobytes.
func (c *Canvas) arcPath(x, y, rad, a0, a1 float64) {
	c.arcSegments(x, y, rad, a0, a1, false)
}

// arcTo is arcPath joined to the path's last point by a straight line.
func (c *Canvas) arcTo(x, y, rad, a0, a1 float64) {
	c.arcSegments(x, y, rad, a0, a1, true)
}

func (c *Canvas) arcSegments(x, y, rad, a0, a1 float64, join bool) {
	n := arcSteps(math.Abs(a1-a0), rad*c.Scale)
	for i := range n + 1 {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		px, py := c.f(x+rad*math.Cos(a)), c.f(y+rad*math.Sin(a))
		if i == 0 && !join {
			c.path.MoveTo(px, py)
		} else {
			c.path.LineTo(px, py)
		}
	}
}

// arcTolerance is how far (device px) an arc's chords may stray from it.
const arcTolerance = 0.2

// arcSteps is how many chords draw an arc of the given angle and radius
// (device px) within arcTolerance: a few for a button's corner, about a
// hundred for a large circle. Every point of a path costs triangles in
// Ebitengine's fill, and chords of a fixed two pixels made the first frame
// of a table a million vertices.
func arcSteps(angle, rad float64) int {
	if rad <= arcTolerance {
		return 2
	}
	step := 2 * math.Acos(1-arcTolerance/rad)
	return max(2, int(math.Ceil(angle/step)))
}

// Layer is an offscreen image that keeps a drawing until it is invalidated:
// static backdrops, boards and cards are drawn once, then copied each frame.
// Copying one image is a single cheap draw, where the drawing itself may be
// hundreds of anti-aliased paths.
type Layer struct {
	img   *ebiten.Image
	key   any
	w, h  int
	valid bool
	// recordings is the count of text recordings when it was painted.
	recordings int
}

// Draw copies a full-screen layer onto cv, first redrawing it with paint when
// key differs from the last drawing's or the screen changed size.
func (l *Layer) Draw(cv *Canvas, key any, paint func(cv *Canvas)) {
	l.DrawRect(cv, Rect{0, 0, cv.W, cv.H}, key, paint)
}

// DrawRect is Draw for a layer covering only r: paint draws with r's
// top-left corner at (0, 0).
func (l *Layer) DrawRect(cv *Canvas, r Rect, key any, paint func(cv *Canvas)) {
	if !l.prepare(cv, r, key, paint) {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X*cv.Scale), math.Round(r.Y*cv.Scale))
	cv.Img.DrawImage(l.img, op)
}

// prepare repaints the layer if need be; it reports whether there is one.
func (l *Layer) prepare(cv *Canvas, r Rect, key any, paint func(cv *Canvas)) bool {
	w, h := int(math.Ceil(r.W*cv.Scale)), int(math.Ceil(r.H*cv.Scale))
	if w <= 0 || h <= 0 {
		return false
	}
	if l.img == nil || l.w != w || l.h != h {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img, l.w, l.h, l.valid = NewImage(w, h), w, h, false
	}
	if !l.valid || l.key != key || l.recordings != recordings || recordText != nil {
		l.img.Clear()
		paint(&Canvas{Img: l.img, Scale: cv.Scale, W: r.W, H: r.H, shownOn: cv.onto(), shownX: cv.shownX + r.X, shownY: cv.shownY + r.Y})
		l.key, l.valid, l.recordings = key, true, recordings
	}
	return true
}

// prepareArea is prepare for a change the caller knows lies inside area
// (logical px, in the layer's own coordinates): only there is the layer
// cleared and painted again. Ebitengine clips drawing to a sub-image, so
// paint draws as it always does and touches no pixel outside.
func (l *Layer) prepareArea(cv *Canvas, r, area Rect, key any, paint func(cv *Canvas)) bool {
	w, h := int(math.Ceil(r.W*cv.Scale)), int(math.Ceil(r.H*cv.Scale))
	if l.img == nil || l.w != w || l.h != h || !l.valid || l.recordings != recordings || recordText != nil {
		return l.prepare(cv, r, key, paint)
	}
	if l.key == key {
		return true
	}
	d := image.Rect(int(math.Floor(area.X*cv.Scale))-1, int(math.Floor(area.Y*cv.Scale))-1,
		int(math.Ceil(area.Right()*cv.Scale))+1, int(math.Ceil(area.Bottom()*cv.Scale))+1).Intersect(l.img.Bounds())
	if !d.Empty() {
		sub := l.img.SubImage(d).(*ebiten.Image)
		sub.Clear()
		paint(&Canvas{Img: sub, Scale: cv.Scale, W: r.W, H: r.H})
	}
	l.key = key
	return true
}

// NewImage makes an image to paint once and draw often (a layer, a
// sprite). A large one gets a texture of its own (Unmanaged) rather than a
// place on Ebitengine's shared atlas: atlas pages grow in powers of two and
// never shrink while anything is left on them, so a few big images, made
// and freed as a game goes on, left a 4096x2048 page (32 MB) behind.
func NewImage(w, h int) *ebiten.Image {
	if w*h >= 256*256 {
		return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	return ebiten.NewImage(w, h)
}

// Free lets the layer's image go (the scene is done with it).
func (l *Layer) Free() {
	if l.img != nil {
		l.img.Deallocate()
	}
	*l = Layer{}
}

// Invalidate forces the next Draw to repaint.
func (l *Layer) Invalidate() { l.valid = false }

// Image draws img (sized in device pixels) with its top-left at logical x, y,
// scaled by s relative to its own pixels.
func (c *Canvas) Image(img *ebiten.Image, x, y, s float64, alpha float64) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x*c.Scale, y*c.Scale)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Img.DrawImage(img, op)
}
