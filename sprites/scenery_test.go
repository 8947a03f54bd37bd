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

// Something drawn over the kept screen and left there (a spinner between
// its steps) knows whether a frame drew over it, and so must be drawn
// again: wholly, or only in part, when its old drawing would show under
// the new one.
func TestAFrameSaysWhetherItDrewOverAnArea(t *testing.T) {
	s := Scenery{w: 200, h: 200, scale: 1}
	cv := &Canvas{Scale: 1, W: 200, H: 200}
	spot := R(50, 50, 20, 20)
	if any, _ := s.Repainted(cv, spot); any {
		t.Fatal("a frame that restored nothing drew over the spot")
	}
	s.restored = []image.Rectangle{image.Rect(40, 40, 60, 80)}
	if any, whole := s.Repainted(cv, spot); !any || whole {
		t.Fatalf("a restore over the spot's left half: drew over it %v, whole %v; want true, false", any, whole)
	}
	s.now = []image.Rectangle{image.Rect(55, 45, 75, 75)}
	if any, whole := s.Repainted(cv, spot); !any || !whole {
		t.Fatalf("a restore and a piece's area covering the spot between them: drew over it %v, whole %v; want both", any, whole)
	}
	s.restored, s.now, s.full = nil, nil, true
	if any, whole := s.Repainted(cv, spot); !any || !whole {
		t.Fatal("a frame drawn whole did not draw over the spot")
	}
}

// An area marked stale between frames is restored by the next one, as if
// something had moved there.
func TestAStaleAreaIsRestoredByTheNextFrame(t *testing.T) {
	s := Scenery{w: 200, h: 200, scale: 2}
	s.Stale(R(10, 10, 5, 5))
	if len(s.now) != 1 || s.now[0] != image.Rect(18, 18, 32, 32) {
		t.Fatalf("stale areas for the next frame: %v, want the spot in device pixels with the touch's margin", s.now)
	}
}
