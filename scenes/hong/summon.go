package hong

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/sprites"
)

// summoning is a Great Dragon's entrance over the board.
type summoning struct {
	power hg.Power
	size  int
	age   int
	dur   int
}

// landed reports the dragon risen and come to rest: from then on the
// power's targets are lit over it, and a tap on one is the power's tap.
func (sm *summoning) landed() bool { return sm.age >= sm.landAt() }

func (sm *summoning) landAt() int { return int(float64(sm.dur) * summonRise) }

// summonRise is the share of the summon the dragon takes to rise.
const summonRise = 0.3

// name is the Great Dragon rising now, or nil, for tests.
func (sm *summoning) name() any {
	if sm == nil {
		return nil
	}
	return sm.power.Name()
}

// The summoned dragon's painting and its glow, in pixels.
const (
	summonPixels = 300
	glowPixels   = 96
)

// draw plays the dragon's entrance over the board: the board darkens,
// the dragon rises in its colour's light, and fades; its name and power
// are drawWords'. ready is the person's power ready for its first tap.
func (sm *summoning) draw(cv *sprites.Canvas, pn pen, ready bool) {
	t := float64(sm.age) / float64(sm.dur)
	in := sprites.Clamp01(t / 0.3)
	out := sprites.Clamp01((1 - t) / 0.15)
	a := min(in*2, out)
	dim := a
	if ready {
		// The power's targets are lit: the dragon and the shade over the
		// board step back so that they read.
		back := sprites.Clamp01((t - summonRise) / 0.12)
		a *= 1 - 0.45*back
		dim *= 1 - 0.6*back
	}
	f := pn.geo.frame
	cv.Rect(f.Inset(-pn.geo.cs*0.3), sprites.Alpha(sprites.Hex(0x05030A), 0.6*dim))
	pn.sc.Touch(cv, f.Inset(-pn.geo.cs*0.3))
	cx, cy := f.X+f.W/2, f.Y+f.H*0.46
	side := min(f.W, f.H) * 0.78
	// The dragon is painted once at a moderate size and scaled up: a
	// painting the size of the board would stall the first summon on a
	// slow device, and the glow is soft anyway.
	px := min(summonPixels, int(math.Round(side*cv.Scale)))
	up := side * cv.Scale / float64(px)
	col := dragonColour(sm.power)
	glow := glowImage(glowPixels)
	gk := side * cv.Scale / glowPixels
	pn.spriteXY(cv, glow, cx, cy, gk*(1.2+0.1*math.Sin(float64(sm.age)*0.15)), gk*1.2, 0, 0.7*a, sprites.Shade(col, 1.3), ebiten.BlendLighter)
	k := 0.3 + 0.7*sprites.EaseOutBack(in)
	bob := math.Sin(float64(sm.age)*0.08) * side * 0.02
	pn.sprite(cv, dragonImage(sm.power, px), cx, cy+bob+(1-in)*side*0.2, k*up, 0, a)
}

// drawWords writes the rising dragon's name and power over the
// board, on dark plates: over the tiles, the dragon's light and the lit
// targets they were hard to read (play-test). They are drawn last.
// It returns where the power is written.
func (sm *summoning) drawWords(cv *sprites.Canvas, pn pen, ready bool) (caption sprites.Rect) {
	t := float64(sm.age) / float64(sm.dur)
	in := sprites.Clamp01(t / 0.3)
	out := sprites.Clamp01((1 - t) / 0.15)
	fade := min(in*2, out)
	if ready {
		// The person's power is ready, its targets lit and the line
		// saying what to do: the words make way for the targets (faint,
		// they only muddied the lit tiles).
		fade *= 1 - sprites.Clamp01((t-summonRise)/0.2)
	}
	f := pn.geo.frame
	cx := f.X + f.W/2
	col := dragonColour(sm.power)
	title := lang.Tf("The %s Dragon", words.Dragon(sm.power))
	size := min(40, f.W*0.07)
	ts := cv.FitSize(title, f.W*0.9, size, sprites.Bold)
	tw := cv.TextWidth(title, ts, sprites.Bold)
	ty := f.Y + f.H*0.1
	pn.plate(cv, sprites.R(cx-tw/2-ts*0.5, ty-ts*0.75, tw+ts, ts*1.5), 0.8*fade)
	cv.Text(title, cx, ty, ts, sprites.Bold, sprites.Alpha(sprites.Shade(col, 1.6), fade), sprites.Middle, sprites.Middle)
	sub := lang.Tf("Great Dragon of size %d: %s", sm.size, lang.Say(sm.power.Deed()))
	ss := max(14, min(20, size*0.55))
	lines := cv.Wrap(sub, f.W*0.86, ss, sprites.Regular)
	if len(lines) > 2 {
		ss = cv.FitSize(sub, f.W*0.86*2, ss, sprites.Regular)
		lines = cv.Wrap(sub, f.W*0.86, ss, sprites.Regular)
	}
	lh := ss * 1.3
	wide := 0.0
	for _, ln := range lines {
		wide = max(wide, cv.TextWidth(ln, ss, sprites.Regular))
	}
	bottom := f.Bottom() - f.H*0.05
	caption = sprites.R(cx-wide/2-ss*0.6, bottom-float64(len(lines))*lh-ss*0.5, wide+ss*1.2, float64(len(lines))*lh+ss*0.5)
	pn.plate(cv, caption, 0.8*fade)
	for i, ln := range lines {
		cv.Text(ln, cx, caption.Y+ss*0.25+(float64(i)+0.5)*lh, ss, sprites.Regular, sprites.Alpha(sprites.Paper, fade), sprites.Middle, sprites.Middle)
	}
	return caption
}
