package hongkong

import (
	"quartet/sprites"
)

// pieceAlpha is how opaque plot p's pieces are drawn: see-through while
// they hide a lit plot (ghostHiders).
func (s *Scene) pieceAlpha(p int) float64 {
	if s.ghost[p] {
		return 0.4
	}
	return 1
}

// buildingHull is the screen outline of plot p's building of height z.
func buildingHull(cam *sprites.Camera, p int, z float64) []float64 {
	x, y := plotXY(p)
	var pts []float64
	for _, h := range []float64{0, z} {
		for _, v := range quad(x+roofInset, y+roofInset, x+1-roofInset, y+1-roofInset, h) {
			sx, sy, _ := cam.Project(v)
			pts = append(pts, sx, sy)
		}
	}
	return sprites.Hull(pts)
}
