package hongkong

import (
	hk "quartet/rules/hongkong"
	"quartet/sprites"
)

// Emblem paints the title's card picture: a corner of the board with two
// rival towers, one roofed, and a block dropping in.
func Emblem(cv *sprites.Canvas, r sprites.Rect) {
	cam := sprites.NewCamera(sprites.Vec{X: 1.5, Y: -2.6, Z: 3.4}, sprites.Vec{X: 1.5, Y: 1.2, Z: 0.5})
	cam.Fit([]sprites.Vec{{X: -0.2, Y: -0.2, Z: -0.2}, {X: 3.2, Y: -0.2, Z: -0.2}, {X: -0.2, Y: 2.2, Z: 2}, {X: 3.2, Y: 2.2, Z: 2}}, r.X, r.Y, r.W, r.H)
	sprites.Box(cv, cam, sprites.Vec{X: -0.2, Y: -0.2, Z: -0.2}, sprites.Vec{X: 3.2, Y: 2.2, Z: 0}, sprites.Hex(0x9C6B3C), 1)
	for x := range 3 {
		for y := range 2 {
			sprites.FlatQuad(cv, cam, quad(float64(x)+0.05, float64(y)+0.05, float64(x)+0.95, float64(y)+0.95, 0.002), sprites.Hex(0xE8D3AE))
		}
	}
	red, jade := sprites.StandardPalette.Seats[0], sprites.StandardPalette.Seats[1]
	stack := func(px, py float64, kinds []hk.Kind, col []bool) {
		z := 0.0
		for i, k := range kinds {
			c := red
			if col[i] {
				c = jade
			}
			drawPiece(cv, cam, px, py, z, k, c, 1, 1)
			z += pieceHeight(k)
		}
	}
	stack(0, 1, []hk.Kind{hk.Block, hk.Block, hk.Roof}, []bool{false, false, false})
	stack(2, 1, []hk.Kind{hk.Block, hk.Fast, hk.Block}, []bool{true, true, true})
	stack(1, 0, []hk.Kind{hk.Block}, []bool{true})
	// A red block drops onto the jade one.
	z := blockH + 0.4
	sprites.GroundEllipse(cv, cam, sprites.Vec{X: 1.5, Y: 0.5, Z: blockH + 0.005}, 0.33, 0.33, sprites.Alpha(sprites.Hex(0x000000), 0.2))
	drawPiece(cv, cam, 1, 0, z, hk.Block, red, 1, 1)
}
