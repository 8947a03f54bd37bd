package hong

import (
	"quartet/rules/hong"
	"quartet/sprites"
)

// openSpaces finds, on the board as shown, the empty spaces where a tile
// would complete a Hong, and which tile: "H", "V" or "H V". They are the
// open lines: the Dragon Master's chances and what the Emperor must
// block. Placing never breaks a Hong, so more Hongs after is a new one.
func openSpaces(view *[hong.Cells]hong.Content) [hong.Cells]string {
	var out [hong.Cells]string
	base := len(hong.HongsIn(view))
	try := *view
	for c := range hong.Cells {
		if view[c] != hong.Empty {
			continue
		}
		for _, tile := range []hong.Content{hong.H, hong.V} {
			try[c] = tile
			if len(hong.HongsIn(&try)) > base {
				if out[c] != "" {
					out[c] += " "
				}
				out[c] += tile.String()
			}
		}
		try[c] = hong.Empty
	}
	return out
}

// paintOpen marks an open space: a thin gold edge and the tile that would
// complete a Hong there, faint, so that it reads as a hint and not as a
// lit target.
func paintOpen(cv *sprites.Canvas, g geom, cell int, tiles string) {
	r := g.cell(cell).Inset(g.cs * 0.1)
	cv.StrokeRoundRect(r, g.cs*0.1, max(1.5, g.cs*0.04), sprites.Alpha(glowGold, 0.55))
	x, y := g.centre(cell)
	size := g.cs * 0.3
	if len(tiles) > 1 {
		size = g.cs * 0.24
	}
	cv.Text(tiles, x, y, size, sprites.Bold, sprites.Alpha(glowGold, 0.8), sprites.Middle, sprites.Middle)
}
