package sprites

import (
	"image"
	"math/rand/v2"
	"testing"
)

// A frame restores and blends exactly the pixels something touched: each
// once, and none that nothing touched (two tokens a few spaces apart once
// restored the whole row of the street between them).
func TestTouchedAreasAreCoveredOnceAndNoMore(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var s Scenery
	for range 200 {
		var set, touched []image.Rectangle
		for range 1 + rng.IntN(12) {
			x, y := rng.IntN(100), rng.IntN(100)
			r := image.Rect(x, y, x+1+rng.IntN(40), y+1+rng.IntN(40))
			touched = append(touched, r)
			set = s.addDisjoint(set, r)
		}
		for y := range 140 {
			for x := range 140 {
				p := image.Pt(x, y)
				want := 0
				for _, r := range touched {
					if p.In(r) {
						want = 1
						break
					}
				}
				got := 0
				for _, r := range set {
					if p.In(r) {
						got++
					}
				}
				if got != want {
					t.Fatalf("pixel %v lies in %d of the rectangles for %v, want %d", p, got, touched, want)
				}
			}
		}
	}
}
