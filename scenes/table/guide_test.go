package table

import (
	"testing"

	"quartet/sprites"
)

// area sums the rectangles' areas.
func area(rs []sprites.Rect) float64 {
	a := 0.0
	for _, r := range rs {
		a += r.W * r.H
	}
	return a
}

func TestTheVeilLeavesHolesWhereTargetsAreLitAndCoversTheRest(t *testing.T) {
	board := sprites.R(0, 0, 800, 700)
	controls := sprites.R(840, 420, 420, 60)
	holes := []sprites.Rect{
		sprites.R(300, 310, 90, 90),  // a cell on the board
		sprites.R(890, 420, 190, 60), // a button among the controls
		sprites.R(1080, 420, 190, 60),
	}
	veil := subtract([]sprites.Rect{board, controls}, holes)
	want := 800*700 + 420*60 - 90*90 - 190*60 - 180*60
	if a := area(veil); a != float64(want) {
		t.Fatalf("the veil covers %.0f px², want %d: %v", a, want, veil)
	}
	for _, r := range veil {
		for _, h := range holes {
			if r.X < h.Right() && h.X < r.Right() && r.Y < h.Bottom() && h.Y < r.Bottom() {
				t.Fatalf("the veil %v covers the lit %v", r, h)
			}
		}
	}
}
