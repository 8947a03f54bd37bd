package sprites

import (
	"math"
	"testing"
)

// Arcs are drawn as chords. Every point of a path costs triangles in
// Ebitengine's fill, so an arc gets as few chords as keep it within a fifth
// of a pixel: two-pixel chords made a table's first frame a million
// vertices, most of them on large circles that look the same with a tenth.
func TestArcsStayWithinAFifthOfAPixelWithFewChords(t *testing.T) {
	for _, r := range []float64{1, 3, 8, 20, 60, 150, 400} {
		n := arcSteps(2*math.Pi, r)
		if stray := r * (1 - math.Cos(math.Pi/float64(n))); stray > arcTolerance+1e-9 {
			t.Errorf("a circle of radius %v px in %d chords strays %.2f px", r, n, stray)
		}
		if fewer := n - 1; fewer >= 2 && r*(1-math.Cos(math.Pi/float64(fewer))) <= arcTolerance {
			t.Errorf("a circle of radius %v px takes %d chords where %d would do", r, n, fewer)
		}
	}
	if n := arcSteps(2*math.Pi, 150); n > 100 {
		t.Errorf("a circle of radius 150 px takes %d chords", n)
	}
}
