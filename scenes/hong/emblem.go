package hong

import (
	"math"

	hg "quartet/rules/hong"
	"quartet/sprites"
)

// Emblem paints the title's card picture: a row of the castle court with a
// lit Hong of size 2, V H H V, and a stone beside it.
func Emblem(cv *sprites.Canvas, r sprites.Rect) {
	cs := math.Floor(min(r.W/5.4, r.H/2.2))
	x0 := r.X + (r.W-cs*5)/2
	y0 := r.Y + (r.H-cs)/2
	court := sprites.R(x0-cs*0.2, y0-cs*0.2, cs*5.4, cs*1.4)
	cv.RoundRect(court, cs*0.15, sprites.Hex(0x9A8F7E))
	cv.RoundRect(court.Inset(cs*0.12), cs*0.1, sprites.Hex(0x5B1A14))
	px := int(math.Round(cs * cv.Scale))
	for i, t := range []hg.Content{hg.V, hg.H, hg.H, hg.V} {
		x := x0 + float64(i)*cs
		cv.Image(tileImage(t, px), x, y0, 1, 1)
		drawSpriteXY(cv, glowImage(px), x+cs/2, y0+cs/2, 1.2, 1.2, 0, 0.45, glowGold, blendLighter)
	}
	cv.Image(stoneImage(px, 1), x0+4*cs, y0, 1, 1)
}

// Diagram draws one row of the rules page's examples: SPEC's letters are
// tiles (H, V), a stone (S), an empty space (.) and the board's edge (#),
// and every Hong in the row is lit.
func Diagram(cv *sprites.Canvas, r sprites.Rect, spec string) {
	s := math.Floor(r.H)
	px := int(math.Round(s * cv.Scale))
	x := r.X
	cells := make([]float64, len(spec))
	for i := range len(spec) {
		cells[i] = x
		switch spec[i] {
		case 'H':
			cv.Image(tileImage(hg.H, px), x, r.Y, 1, 1)
		case 'V':
			cv.Image(tileImage(hg.V, px), x, r.Y, 1, 1)
		case 'S':
			cv.Image(stoneImage(px, i), x, r.Y, 1, 1)
		case '.':
			cv.RoundRect(sprites.R(x+s*0.04, r.Y+s*0.04, s*0.92, s*0.92), s*0.08, sprites.Hex(0x7C2A1F))
		case '#':
			cv.RoundRect(sprites.R(x+s*0.55, r.Y-s*0.05, s*0.4, s*1.1), s*0.06, sprites.Hex(0x9A8F7E))
		}
		x += s
	}
	// A Hong: H tiles with a V directly on each side.
	for i := 0; i < len(spec); i++ {
		if spec[i] != 'H' || i == 0 || spec[i-1] != 'V' {
			continue
		}
		j := i
		for j < len(spec) && spec[j] == 'H' {
			j++
		}
		if j < len(spec) && spec[j] == 'V' {
			for k := i - 1; k <= j; k++ {
				drawSpriteXY(cv, glowImage(px), cells[k]+s/2, r.Y+s/2, 1.1, 1.1, 0, 0.5, glowGold, blendLighter)
			}
			line := sprites.R(cells[i-1]+s/2, r.Y+s*0.46, cells[j]-cells[i-1], s*0.08)
			cv.Rect(line, sprites.Alpha(glowGold, 0.7))
		}
		i = j - 1
	}
}
