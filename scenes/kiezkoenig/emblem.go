package kiezkoenig

import "quartet/sprites"

// Emblem paints the title's card picture: a neon street corner at night,
// two dice mid-duel and a gold bullet on the podium.
func Emblem(cv *sprites.Canvas, r sprites.Rect) {
	cv.RoundRect(r, 12, asphalt)
	w, h := r.W, r.H
	// Façades along the top with their neon signs.
	for i, col := range []colourRGBA{racketColour(0), racketColour(1), racketColour(2), racketColour(3)} {
		f := sprites.R(r.X+w*0.04+float64(i)*w*0.24, r.Y+h*0.06, w*0.21, h*0.34)
		cv.RoundRect(f, 6, facade)
		cv.RoundRect(sprites.R(f.X, f.Y, f.W, f.H*0.3), 6, col)
	}
	// The street.
	cv.Rect(sprites.R(r.X, r.Y+h*0.47, w, h*0.2), street)
	for i := range 6 {
		cv.Rect(sprites.R(r.X+w*0.05+float64(i)*w*0.16, r.Y+h*0.565, w*0.08, 2), sprites.Alpha(neonGold, 0.5))
	}
	size := min(w*0.2, h*0.32)
	drawDie(cv, r.X+w*0.33, r.Y+h*0.78, size, -0.25, 5, sprites.Paper)
	drawDie(cv, r.X+w*0.62, r.Y+h*0.8, size, 0.3, 3, sprites.Mix(sprites.Paper, sprites.StandardPalette.Seats[0], 0.3))
	drawToken(cv, r.X+w*0.86, r.Y+h*0.78, size*0.28, neonGold, 1)
	drawToken(cv, r.X+w*0.12, r.Y+h*0.58, size*0.22, sprites.StandardPalette.Seats[1], 1)
}
