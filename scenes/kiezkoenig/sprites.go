package kiezkoenig

import (
	"image/color"
	"math"
	"quartet/lang"
	"quartet/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// sprite is a small picture drawn once and then copied, turned and scaled
// every frame: dice faces and tokens move each frame, and copying an image
// costs far less than drawing its paths again.
type sprite struct {
	img  *ebiten.Image
	size float64 // logical size of the square it was drawn for
}

type spriteKey struct {
	kind  byte // 'd' die face, 't' token, 's' stake card
	n     int
	lang  lang.Showing // a card's words are in it
	col   color.RGBA
	px    int
	scale float64
}

var spriteCache = map[spriteKey]sprite{}

func getSprite(cv *sprites.Canvas, k spriteKey, size float64, paint func(cv *sprites.Canvas, size float64)) sprite {
	k.px = int(math.Ceil(size))
	k.scale = cv.Scale
	if sp, ok := spriteCache[k]; ok {
		return sp
	}
	px := int(math.Ceil(float64(k.px) * cv.Scale))
	img := ebiten.NewImage(px, px)
	paint(&sprites.Canvas{Img: img, Scale: cv.Scale, W: float64(k.px), H: float64(k.px)}, float64(k.px))
	sp := sprite{img: img, size: float64(k.px)}
	spriteCache[k] = sp
	return sp
}

// drawSprite copies sp centred on (x, y), scaled to size and turned by angle.
func drawSprite(cv *sprites.Canvas, sp sprite, x, y, size, angle, alpha float64) {
	b := float64(sp.img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-b/2, -b/2)
	op.GeoM.Scale(size/sp.size, size/sp.size)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x*cv.Scale, y*cv.Scale)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	cv.Img.DrawImage(sp.img, op)
}

// pips are the dots of each face on a 3x3 grid.
var pips = [7][]int{{}, {4}, {0, 8}, {0, 4, 8}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}}

// drawDie paints a die showing face at (x, y), size across, turned by angle.
func drawDie(cv *sprites.Canvas, x, y, size, angle float64, face int, col color.RGBA) {
	face = max(1, min(6, face))
	sp := getSprite(cv, spriteKey{kind: 'd', n: face, col: col}, 64, func(c *sprites.Canvas, s float64) {
		in := sprites.R(2, 2, s-4, s-4)
		c.RoundRect(sprites.R(in.X, in.Y+2, in.W, in.H), s*0.18, sprites.Alpha(sprites.Hex(0x000000), 0.35))
		c.RoundRect(in, s*0.18, col)
		c.RoundRect(sprites.R(in.X+3, in.Y+3, in.W-6, in.H*0.45), s*0.15, sprites.Alpha(sprites.White, 0.18))
		ink := inkOn(col)
		for _, p := range pips[face] {
			px := in.X + in.W*(0.22+0.28*float64(p%3))
			py := in.Y + in.H*(0.22+0.28*float64(p/3))
			c.Circle(px, py, s*0.075, ink)
		}
	})
	drawSprite(cv, sp, x, y, size, angle, 1)
}

// drawStakeSprite draws a flying Business Stake card, size wide.
func drawStakeSprite(cv *sprites.Canvas, st int, x, y, size float64) {
	sp := getSprite(cv, spriteKey{kind: 's', n: st, lang: lang.Shown()}, 48, func(c *sprites.Canvas, s float64) {
		stakeCard(c, sprites.R(s*0.14, 1, s*0.72, s-2), st, true)
	})
	drawSprite(cv, sp, x, y, size, 0, 1)
}

// drawToken paints a player's token: a disc in their colour with a light rim.
func drawToken(cv *sprites.Canvas, x, y, rad float64, col color.RGBA, alpha float64) {
	sp := getSprite(cv, spriteKey{kind: 't', col: col}, 48, func(c *sprites.Canvas, s float64) {
		m := s / 2
		c.Circle(m, m+2, m*0.86, sprites.Alpha(sprites.Hex(0x000000), 0.45))
		c.Circle(m, m, m*0.86, sprites.White)
		c.Circle(m, m, m*0.74, col)
		c.Circle(m-m*0.22, m-m*0.25, m*0.22, sprites.Alpha(sprites.White, 0.35))
	})
	drawSprite(cv, sp, x, y, rad*2/0.86, 0, alpha)
}
