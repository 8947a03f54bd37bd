package hong

import (
	"testing"

	hg "quartet/rules/hong"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// The play-test: on a phone (390x844) the cells were 33 px and the
// coordinates 7 px. The 9-column boards cannot reach 44 px in 390 px with
// any frame at all (9 x 44 = 396); the frame's sides shrink to room for
// the row numbers, and the cells take the rest: 39 px; the inner
// board's 7 columns reach 44. The coordinates are 12 px and more, and lie
// in the frame.
func TestCellsUseThePhonesWidthAndTheCoordinatesAreLegible(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {360, 640}, {768, 1024}, {1024, 768}, {844, 390}} {
		c := &ui.Context{W: sz[0], H: sz[1], Scale: 1}
		for _, b := range []*hg.Board{hg.Castle, hg.Garden, hg.Inner} {
			for _, expansion := range []bool{false, true} {
				spec := specFor(c, expansion)
				l := table.Arrange(c, spec)
				g := newGeom(l.Board, b, l.Portrait)
				want := 0.0
				switch {
				case sz == [2]float64{390, 844} && b.ID == hg.Inner.ID:
					want = 44
				case sz == [2]float64{390, 844}:
					want = 39
				}
				if g.cs < want {
					t.Errorf("%vx%v %s (expansion %v): cells of %.0f px, want %.0f", sz[0], sz[1], b.ID, expansion, g.cs, want)
				}
				letters, digits := coordSizes(g)
				if letters < 12 || digits < 12 || g.side < digits*0.8 || g.frame.Bottom()-g.grid.Bottom() < letters {
					t.Errorf("%vx%v %s: letters of %.0f px, digits of %.0f in a frame side of %.0f", sz[0], sz[1], b.ID, letters, digits, g.side)
				}
				if g.frame.X < 6 || g.frame.Right() > sz[0]-6 || g.frame.Bottom() > l.Board.Bottom()+1 || g.frame.Y < l.Board.Y {
					t.Errorf("%vx%v %s: the board %v leaves its area %v", sz[0], sz[1], b.ID, g.frame, l.Board)
				}
				t.Logf("%vx%v %s expansion %v: cells %.0f px, letters %.0f px, digits %.0f px", sz[0], sz[1], b.ID, expansion, g.cs, letters, digits)
			}
		}
	}
}
