package chinatown

import (
	ct "quartet/rules/chinatown"
	"quartet/sprites"
)

// Emblem paints the title's card picture: a street corner of the city with
// a row of shops, a business complete, and a coin on its way.
func Emblem(cv *sprites.Canvas, r sprites.Rect) {
	cv.RoundRect(r, 10, sprites.Hex(0x3B3A3F))
	side := min(r.W/4.6, r.H/3.4)
	x0 := r.X + (r.W-4*side-18)/2
	y0 := r.Y + (r.H-2*side-6)/2 + side*0.2
	block := sprites.R(x0-6, y0-6, 4*side+30, 2*side+18)
	cv.RoundRect(block, 8, sprites.Hex(0xC9C1AE))
	shops := [2][4]ct.Shop{{ct.TeaHouse, ct.TeaHouse, ct.TeaHouse, ct.Jewelry}, {ct.Photo, ct.DimSum, ct.DimSum, ct.Restaurant}}
	owners := [2][4]int{{0, 0, 0, 1}, {2, 1, 1, 3}}
	for row := range 2 {
		for col := range 4 {
			x := x0 + float64(col)*(side+6)
			y := y0 + float64(row)*(side+6)
			cv.RoundRect(sprites.R(x, y, side, side), 5, sprites.StandardPalette.Seats[owners[row][col]])
			drawSign(cv, shops[row][col], x+side/2, y+side/2, side-8)
		}
	}
	cv.StrokeRoundRect(sprites.R(x0-3, y0-3, 3*side+18, side+6), 6, 3, sprites.Hex(0xF6C945))
	cx, cy := r.X+r.W*0.82, r.Y+r.H*0.18
	cv.Circle(cx, cy, side*0.32, sprites.Hex(0x9C7A22))
	cv.Circle(cx, cy, side*0.26, sprites.Hex(0xE8C252))
	cv.Text("$", cx, cy+1, side*0.32, sprites.Bold, sprites.Hex(0x8A6A14), sprites.Middle, sprites.Middle)
}
