package hongkong

import "testing"

// A tap in the thin gap between two plots takes the nearer plot, as a
// finger means it; one well away from every plot takes none (play-test: a
// tap between b1 and b2 did nothing, four times).
func TestATapBetweenTwoPlotsTakesTheNearer(t *testing.T) {
	var s Scene
	s.hulls[0] = []float64{0, 0, 40, 0, 40, 40, 0, 40}
	s.hulls[1] = []float64{46, 0, 86, 0, 86, 40, 46, 40}
	for _, c := range []struct {
		x, y float64
		want int
	}{
		{20, 20, 0},   // inside the first
		{42, 20, 0},   // in the gap, nearer the first
		{45, 20, 1},   // in the gap, nearer the second
		{63, 45, 1},   // just below the second
		{100, 20, -1}, // well away from both
	} {
		if got := s.plotUnder(c.x, c.y); got != c.want {
			t.Errorf("a tap at (%v, %v) takes plot %d, want %d", c.x, c.y, got, c.want)
		}
	}
}
