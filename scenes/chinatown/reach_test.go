package chinatown

import (
	"testing"

	ct "quartet/rules/chinatown"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// phoneMap is the scene's whole map as a 390x844 phone frames it in
// trading, and the others' lots: the lots a tap puts in a deal.
func phoneMap(t *testing.T) (*Scene, func(int) bool) {
	s := sceneAt(t, 3)
	c := testContext()
	c.W, c.H = 390, 844
	s.ch.Lay = table.Arrange(c, s.spec(c))
	s.layout(c)
	g := s.game()
	return s, func(l int) bool { return g.Owner(l) > 0 }
}

func TestOnAPhoneALitLotAnswersTapsFromAFingersReachAndNeverTakesANeighboursTap(t *testing.T) {
	s, lit := phoneMap(t)
	cam := &s.cam
	if cam.lotSize() >= ui.MinTarget {
		t.Fatalf("the whole map's lots are %.0f px on a phone: nothing to test", cam.lotSize())
	}
	t.Logf("on a phone lots are %.1f px and a lit lot reaches %.1f px around", cam.lotSize(), cam.reachOf())
	// Each lit lot takes the taps on a square around it at least this
	// wide, or zooms in for them; none of them goes to another lot.
	const want = 36.0
	if side := cam.lotSize() + 2*cam.reachOf(); side < want {
		t.Fatalf("a lit lot answers taps from %.1f px, under %v", side, want)
	}
	zooms, reached := 0, 0
	for l := 1; l <= ct.Lots; l++ {
		if !lit(l) {
			continue
		}
		cx, cy := cam.lotCentre(l)
		half := want / 2
		for dx := -half; dx <= half; dx += 1.5 {
			for dy := -half; dy <= half; dy += 1.5 {
				x, y := cx+dx, cy+dy
				if !cam.view.Contains(x, y) || cam.distTo(l, x, y) > cam.reachOf() {
					continue
				}
				got, zoom := cam.reach(x, y, lit)
				switch {
				case zoom:
					zooms++
				case got == l:
					reached++
				case lit(got) || got == 0 || cam.lotIn(x, y) != got:
					// Another lit lot, nothing, or an unlit lot the finger
					// is not on.
					t.Fatalf("a tap %.1f,%.1f px from lot %d's middle is for lot %d", dx, dy, l, got)
				}
			}
		}
		// Its middle is always its own.
		if got, zoom := cam.reach(cx, cy, lit); got != l || zoom {
			t.Fatalf("a tap on lot %d's middle is for lot %d (zoom %v)", l, got, zoom)
		}
	}
	if zooms == 0 || reached == 0 {
		t.Fatalf("%d taps reached their lot and %d zoomed in", reached, zooms)
	}
}

func TestOnAPhoneATapBetweenTwoLitLotsZoomsTheMapInToAFingersWidth(t *testing.T) {
	s, lit := phoneMap(t)
	cam := &s.cam
	// Two lit lots side by side, and the gap between them.
	for l := 1; l <= ct.Lots; l++ {
		n := lotAt[ct.Lot(l).GY][min(ct.Lot(l).GX+1, gridW-1)]
		if !lit(l) || n == 0 || n == l || !lit(n) {
			continue
		}
		ax, ay := cam.lotCentre(l)
		bx, _ := cam.lotCentre(n)
		x := (ax + bx) / 2
		if _, zoom := cam.reach(x, ay, lit); !zoom {
			t.Fatalf("a tap between lots %d and %d does not zoom in", l, n)
		}
		mx, my := cam.toMap(x, ay)
		cam.zoomForTap(x, ay)
		if cam.lotSize() < ui.MinTarget {
			t.Fatalf("zoomed in for a tap, lots are %.0f px", cam.lotSize())
		}
		if gx, gy := cam.toMap(x, ay); abs(gx-mx) > 0.5 || abs(gy-my) > 0.5 {
			t.Fatal("the map moved from under the finger as it zoomed in")
		}
		return
	}
	t.Skip("no two lit lots side by side")
}

func abs(x float64) float64 { return max(x, -x) }

func TestWhereLotsAreAFingerWideATapIsTheLotUnderIt(t *testing.T) {
	s := sceneAt(t, 3)
	c := testContext()
	c.W, c.H = 1920, 1080
	s.ch.Lay = table.Arrange(c, s.spec(c))
	s.layout(c)
	cam := &s.cam
	if cam.lotSize() < ui.MinTarget {
		t.Fatalf("lots are %.0f px at 1920x1080", cam.lotSize())
	}
	all := func(int) bool { return true }
	for l := 1; l <= ct.Lots; l++ {
		x, y := cam.lotCentre(l)
		if !cam.view.Contains(x, y) {
			continue
		}
		if got, zoom := cam.reach(x+cam.lotSize()/2+2, y, all); zoom || got != cam.lotUnder(x+cam.lotSize()/2+2, y) {
			t.Fatalf("with lots a finger wide a tap beside lot %d is for %d (zoom %v)", l, got, zoom)
		}
	}
}
