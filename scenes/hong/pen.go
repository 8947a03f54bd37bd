package hong

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	hg "quartet/rules/hong"
	"quartet/sprites"
)

// pen draws what moves over the board, and tells the scenery where: what
// it draws is restored under it in the next frame (sprites.Scenery).
type pen struct {
	geo geom
	sc  *sprites.Scenery
}

func (s *Scene) pen() pen { return pen{geo: s.geo, sc: &s.scenery} }

// around tells the scenery that something drawn around (x, y), half
// as wide as k cells each way, moves: the next frame restores it.
func (p pen) around(cv *sprites.Canvas, x, y, k float64) {
	h := p.geo.cs * k
	p.sc.Touch(cv, sprites.R(x-h, y-h, 2*h, 2*h))
}

// drawSprite draws a square sprite centred on (x, y), scaled by k (of its
// own size) and turned by rot radians.
func drawSprite(cv *sprites.Canvas, img *ebiten.Image, x, y, k, rot, alpha float64) {
	drawSpriteXY(cv, img, x, y, k, k, rot, alpha, nil, ebiten.Blend{})
}

func drawSpriteXY(cv *sprites.Canvas, img *ebiten.Image, x, y, kx, ky, rot, alpha float64, tint color.Color, blend ebiten.Blend) {
	half := float64(img.Bounds().Dx()) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-half, -half)
	op.GeoM.Scale(kx, ky)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(x*cv.Scale, y*cv.Scale)
	if tint != nil {
		op.ColorScale.ScaleWithColor(tint)
	}
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	op.Blend = blend
	cv.Img.DrawImage(img, op)
}

// sprite and spriteXY draw as drawSprite and drawSpriteXY do, and tell the
// scenery where: what moves is restored under it in the next frame.
func (p pen) sprite(cv *sprites.Canvas, img *ebiten.Image, x, y, k, rot, alpha float64) {
	p.spriteXY(cv, img, x, y, k, k, rot, alpha, nil, ebiten.Blend{})
}

func (p pen) spriteXY(cv *sprites.Canvas, img *ebiten.Image, x, y, kx, ky, rot, alpha float64, tint color.Color, blend ebiten.Blend) {
	drawSpriteXY(cv, img, x, y, kx, ky, rot, alpha, tint, blend)
	half := float64(img.Bounds().Dx()) / 2 / cv.Scale * max(kx, ky)
	if rot != 0 {
		half *= math.Sqrt2
	}
	p.sc.Touch(cv, sprites.R(x-half, y-half, 2*half, 2*half))
}

// glow lights cell with a soft glow in col, added to what is there.
func (p pen) glow(cv *sprites.Canvas, cell int, col color.RGBA, a float64) {
	px := int(math.Round(p.geo.cs * cv.Scale))
	x, y := p.geo.centre(cell)
	p.spriteXY(cv, glowImage(px), x, y, 1.25, 1.25, 0, a*0.6, col, ebiten.BlendLighter)
}

// lightHong draws a Hong lit: a glow on its heads and body and a line of
// light along it from head to head. sweep (0..1) is how far the light has
// run along it since it formed.
func (p pen) lightHong(cv *sprites.Canvas, h hg.Hong, col color.RGBA, a, sweep float64) {
	caps := h.Caps()
	cells := append([]int{caps[0]}, h.Cells()...)
	cells = append(cells, caps[1])
	n := float64(len(cells))
	for i, cell := range cells {
		k := sprites.Clamp01(sweep*n - float64(i))
		if k > 0 && p.geo.shown(cell) {
			p.glow(cv, cell, col, a*k)
		}
	}
	x0, y0 := p.geo.centre(caps[0])
	x1, y1 := p.geo.centre(caps[1])
	xe, ye := x0+(x1-x0)*sprites.Clamp01(sweep), y0+(y1-y0)*sprites.Clamp01(sweep)
	w := p.geo.cs * 0.14
	r := sprites.R(min(x0, xe)-w/2, min(y0, ye)-w/2, math.Abs(xe-x0)+w, math.Abs(ye-y0)+w)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W*cv.Scale, r.H*cv.Scale)
	op.GeoM.Translate(r.X*cv.Scale, r.Y*cv.Scale)
	op.ColorScale.ScaleWithColor(col)
	op.ColorScale.ScaleAlpha(float32(a * 0.75))
	op.Blend = ebiten.BlendLighter
	cv.Img.DrawImage(whitePixel(), op)
	p.sc.Touch(cv, r)
}

// traceHong draws a thin line along a Hong from head to head, with a dot
// on each head: the Hong is marked, the tiles under it stay readable.
func (p pen) traceHong(cv *sprites.Canvas, h hg.Hong, col color.RGBA, a float64) {
	caps := h.Caps()
	x0, y0 := p.geo.centre(caps[0])
	x1, y1 := p.geo.centre(caps[1])
	w := max(2, p.geo.cs*0.07)
	r := sprites.R(min(x0, x1)-w/2, min(y0, y1)-w/2, math.Abs(x1-x0)+w, math.Abs(y1-y0)+w)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W*cv.Scale, r.H*cv.Scale)
	op.GeoM.Translate(r.X*cv.Scale, r.Y*cv.Scale)
	op.ColorScale.ScaleWithColor(col)
	op.ColorScale.ScaleAlpha(float32(a))
	cv.Img.DrawImage(whitePixel(), op)
	p.sc.Touch(cv, r)
	px := int(math.Round(p.geo.cs * cv.Scale))
	for _, cell := range caps {
		if p.geo.shown(cell) {
			x, y := p.geo.centre(cell)
			p.spriteXY(cv, dotImage(px), x, y, 0.16, 0.16, 0, a, col, ebiten.Blend{})
		}
	}
}

// blendLighter adds light: glows brighten what is under them.
var blendLighter = ebiten.BlendLighter

var pixelImg *ebiten.Image

func whitePixel() *ebiten.Image {
	if pixelImg == nil {
		pixelImg = ebiten.NewImage(1, 1)
		pixelImg.Fill(color.White)
	}
	return pixelImg
}

// plate darkens r under words laid over the board: one stretched pixel,
// cheap enough for every frame of a summon.
func (p pen) plate(cv *sprites.Canvas, r sprites.Rect, a float64) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W*cv.Scale, r.H*cv.Scale)
	op.GeoM.Translate(r.X*cv.Scale, r.Y*cv.Scale)
	op.ColorScale.ScaleWithColor(sprites.Hex(0x120A08))
	op.ColorScale.ScaleAlpha(float32(a))
	cv.Img.DrawImage(whitePixel(), op)
	p.sc.Touch(cv, r)
}

// glide moves a piece from one cell to another along an arc of the
// given height (in cells), growing as it lifts.
func (p pen) glide(cv *sprites.Canvas, img *ebiten.Image, from, to int, t, lift float64) {
	x0, y0 := p.geo.centre(from)
	x1, y1 := p.geo.centre(to)
	e := sprites.EaseInOutCubic(t)
	h := math.Sin(math.Pi*e) * lift
	p.sprite(cv, img, x0+(x1-x0)*e, y0+(y1-y0)*e-h*p.geo.cs, 1+0.25*h, 0, 1)
}
