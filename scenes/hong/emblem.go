package hong

import (
	"math"

	hg "quartet/rules/hong"
	"quartet/scenes/ui"
)

// Emblem paints the title's card picture: a row of the castle court with a
// lit Hong of size 2, V H H V, and a stone beside it.
func Emblem(cv *ui.Canvas, r ui.Rect) {
	cs := math.Floor(min(r.W/5.4, r.H/2.2))
	x0 := r.X + (r.W-cs*5)/2
	y0 := r.Y + (r.H-cs)/2
	court := ui.R(x0-cs*0.2, y0-cs*0.2, cs*5.4, cs*1.4)
	cv.RoundRect(court, cs*0.15, ui.Hex(0x9A8F7E))
	cv.RoundRect(court.Inset(cs*0.12), cs*0.1, ui.Hex(0x5B1A14))
	px := int(math.Round(cs * cv.Scale))
	for i, t := range []hg.Content{hg.V, hg.H, hg.H, hg.V} {
		x := x0 + float64(i)*cs
		cv.Image(tileImage(t, px), x, y0, 1, 1)
		drawSpriteXY(cv, glowImage(px), x+cs/2, y0+cs/2, 1.2, 1.2, 0, 0.45, glowGold, blendLighter)
	}
	cv.Image(stoneImage(px, 1), x0+4*cs, y0, 1, 1)
}
