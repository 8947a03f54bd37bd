package hong

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	hg "quartet/rules/hong"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// drawMarks paints what lies over the board and changes often: lit Hongs,
// lit targets, the tile being placed, the chosen tile or stone, the
// keyboard's cell.
func (s *Scene) drawMarks(cv *sprites.Canvas, c *ui.Context) {
	pn := s.pen()
	if s.t.Over() && !s.busy() {
		s.drawFinalHongs(cv, c, pn)
	}
	for _, h := range s.look.hongs {
		pn.lightHong(cv, h, sprites.Hex(0xBFE8FF), 0.6, 1)
	}
	for _, l := range s.lit {
		sweepT := float64(l.life) * 0.22
		sweep := float64(l.age) / max(1, sweepT)
		a := 1.0
		if f := float64(l.age) - sweepT; f > 0 {
			a = 1 - f/(float64(l.life)-sweepT)
		}
		col := glowGold
		if l.broken {
			col = sprites.Hex(0xE0443A)
			sweep = 1
		}
		pn.lightHong(cv, l.h, col, a, sweep)
	}
	px := int(math.Round(s.geo.cs * cv.Scale))
	pulse := 0.5 + 0.5*math.Sin(float64(c.Tick)*0.12)
	if s.humanReady() {
		s.drawDraft(cv, pn, px, pulse)
	}
	if sh := s.shake; sh.ticks > 0 && sh.cell >= 0 && s.geo.shown(sh.cell) {
		x, y := s.geo.centre(sh.cell)
		dx := 3 * math.Sin(float64(sh.ticks)*1.5)
		pn.spriteXY(cv, ringImage(px), x+dx, y, 1, 1, 0, float64(sh.ticks)/shakeTicks, sprites.Hex(0xFF6B5B), ebiten.Blend{})
	}
}

// drawFinalHongs marks the Hongs of the final board: every Hong is traced
// by a thin gold line head to head, and one at a time, in turn, glows
// whole: all of them aglow at once made the board a blur (play-test).
func (s *Scene) drawFinalHongs(cv *sprites.Canvas, c *ui.Context, pn pen) {
	hs := s.game().Hongs()
	spot := s.end.spotlight(c, s.busy())
	for i, h := range hs {
		if i != spot {
			pn.traceHong(cv, h, glowGold, 0.8)
		}
	}
	if spot >= 0 {
		pn.lightHong(cv, hs[spot], glowGold, 0.75, 1)
	}
}

// drawDraft marks the move the person is building: a power's targets, the
// tile or stone chosen first, the tile shown before it is placed, the
// keyboard's cell and the target under a mouse.
func (s *Scene) drawDraft(cv *sprites.Canvas, pn pen, px int, pulse float64) {
	d := &s.draft
	g := s.game()
	if phaseOf(g) == powering {
		col := sprites.Shade(dragonColour(g.Pending()), 1.45)
		for cell, ok := range d.targets {
			if !ok || !s.geo.shown(cell) {
				continue
			}
			x, y := s.geo.centre(cell)
			if s.view[cell] == hg.Empty && !(d.needsTile(g) && cell == d.ghost) {
				pn.spriteXY(cv, dotImage(px), x, y, 0.24, 0.24, 0, 0.7+0.3*pulse, col, ebiten.Blend{})
			} else {
				pn.glow(cv, cell, col, 0.22+0.18*pulse)
			}
			pn.spriteXY(cv, ringImage(px), x, y, 1.02, 1.02, 0, 0.75+0.25*pulse, col, ebiten.Blend{})
			pn.spriteXY(cv, ringImage(px), x, y, 0.94, 0.94, 0, 0.5+0.3*pulse, col, ebiten.Blend{})
		}
	}
	if d.sel >= 0 {
		x, y := s.geo.centre(d.sel)
		pn.glow(cv, d.sel, sprites.White, 0.6)
		pn.spriteXY(cv, ringImage(px), x, y, 1.04, 1.04, 0, 1, sprites.White, ebiten.Blend{})
	}
	if d.ghost >= 0 && d.needsTile(g) {
		// The tile in its own colours (see-through, it went muddy on the
		// red court: play-test), lifted in a gold light with a beating
		// gold edge: shown, not yet laid.
		x, y := s.geo.centre(d.ghost)
		pn.glow(cv, d.ghost, glowGold, 0.35+0.25*pulse)
		pn.sprite(cv, tileImage(d.tile, px), x, y, 1, 0, 1)
		pn.spriteXY(cv, ringImage(px), x, y, 1.06, 1.06, 0, 0.55+0.45*pulse, glowGold, ebiten.Blend{})
	}
	if d.keyboard {
		x, y := s.geo.centre(d.cursor)
		pn.spriteXY(cv, ringImage(px), x, y, 0.9, 0.9, 0, 0.9, sprites.Hex(0x7FD8FF), ebiten.Blend{})
	}
	if s.look.hover >= 0 && d.targets[s.look.hover] && s.look.hover != d.ghost {
		x, y := s.geo.centre(s.look.hover)
		pn.spriteXY(cv, ringImage(px), x, y, 1, 1, 0, 0.5, sprites.White, ebiten.Blend{})
	}
}

// drawMoving draws the piece of the step playing now: a tile dropping in
// with a bounce, turning, sliding, flipping to its stone side; a stone set
// or carried; a tile and a stone changing places.
func (s *Scene) drawMoving(cv *sprites.Canvas) {
	pn := s.pen()
	if len(s.anims) == 0 || !s.anims[0].begun {
		return
	}
	a := s.anims[0]
	t := float64(a.age) / float64(a.dur)
	px := int(math.Round(s.geo.cs * cv.Scale))
	cs := s.geo.cs
	switch ev := a.ev.(type) {
	case hg.Placed:
		x, y := s.geo.centre(ev.Cell)
		k := 1.6 - 0.6*sprites.EaseOutBounce(t)
		pn.sprite(cv, tileImage(ev.Tile, px), x, y-cs*0.5*(1-sprites.EaseOutCubic(t)), k, 0, sprites.Clamp01(t*3))
	case hg.StoneDropped:
		x, y := s.geo.centre(ev.Cell)
		k := 1.6 - 0.6*sprites.EaseOutBounce(t)
		pn.sprite(cv, stoneImage(px, ev.Cell), x, y-cs*0.5*(1-sprites.EaseOutCubic(t)), k, 0, sprites.Clamp01(t*3))
	case hg.Rotated:
		x, y := s.geo.centre(ev.Cell)
		pn.sprite(cv, tileImage(ev.From, px), x, y, 1+0.12*math.Sin(math.Pi*t), math.Pi/2*sprites.EaseInOutCubic(t), 1)
	case hg.Flipped:
		x, y := s.geo.centre(ev.Cell)
		img, kx := tileImage(ev.Tile, px), math.Cos(math.Pi*t)
		if kx < 0 {
			img, kx = stoneImage(px, ev.Cell), -kx
		}
		pn.spriteXY(cv, img, x, y, max(0.02, kx), 1+0.1*math.Sin(math.Pi*t), 0, 1, nil, ebiten.Blend{})
	case hg.Slid:
		pn.glide(cv, tileImage(ev.Tile, px), ev.From, ev.To, t, 0.1)
	case hg.StoneCarried:
		pn.glide(cv, stoneImage(px, ev.To), ev.From, ev.To, t, 0.6)
	case hg.Swapped:
		pn.glide(cv, stoneImage(px, ev.TileCell), ev.StoneCell, ev.TileCell, t, 0.4)
		img := tileImage(ev.From, px)
		if t > 0.5 {
			img = tileImage(ev.To, px)
		}
		pn.glide(cv, img, ev.TileCell, ev.StoneCell, t, 0.6)
	}
}

// shake is a refused space shaking for a moment, beside the line's reason.
type shake struct {
	ticks, cell int
}

const shakeTicks = 16

func (sh *shake) start(cell int) { sh.ticks, sh.cell = shakeTicks, cell }

func (sh *shake) tick() {
	if sh.ticks > 0 {
		sh.ticks--
	}
}
