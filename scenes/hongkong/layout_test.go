package hongkong

import (
	"testing"

	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// sizes runs from a small phone held upright to a desktop monitor.
var sizes = [][2]float64{{360, 640}, {390, 844}, {844, 390}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}}

func TestEveryPlotIsAFingerWideAndDeepOnEveryScreen(t *testing.T) {
	for _, sz := range sizes {
		c := &ui.Context{W: sz[0], H: sz[1], Scale: 1}
		l := table.Arrange(c, spec)
		cam := newCamera(l.Board, l.Portrait)
		var small [2]float64
		small[0], small[1] = smallestPlot(cam)
		t.Logf("%vx%v: board %.0fx%.0f, smallest plot %.0fx%.0f", sz[0], sz[1], l.Board.W, l.Board.H, small[0], small[1])
		if small[0] < ui.MinTarget || small[1] < ui.MinTarget {
			t.Errorf("%vx%v: the smallest plot is %.0fx%.0f, under %v", sz[0], sz[1], small[0], small[1], ui.MinTarget)
		}
	}
}
