package kiezkoenig

import (
	"fmt"
	"strings"
	"testing"
)

// "Players move according to the dice score they throw each turn, and move
// in a clockwise direction" around a loop.
func TestMovementIsOneDieClockwiseAroundTheLoop(t *testing.T) {
	g := table(2)
	n := TrackLen()
	g.pos[0] = int8(n - 2) // two spaces before the end of the loop
	dice(g, 5)
	ev := play(t, g, "roll")
	if r := find[Rolled](ev); len(r) != 1 || r[0].Die != 5 {
		t.Fatalf("want one throw of 5: %v", ev)
	}
	if g.Position(0) != 3 {
		t.Fatalf("5 from space %d lands on %d, want 3", n-2, g.Position(0))
	}
}

// carsAt returns the Sports Cars whose next authority is exactly d spaces
// ahead (d < 0: more than 5).
func carsAt(d int) []int {
	var out []int
	for s, space := range board.track {
		if space.Kind != CarSpace {
			continue
		}
		if board.nextAuthority[s] == d || d < 0 && board.nextAuthority[s] > 5 {
			out = append(out, s)
		}
	}
	return out
}

// "If your token lands on a Sports Car, you may advance up to 5 spaces,
// including the next authority, but no further."
func TestSportsCarAdvancesUpToFiveSpacesIncludingTheNextAuthority(t *testing.T) {
	five := carsAt(5)
	if len(five) == 0 {
		t.Fatal("no Sports Car five spaces before an authority")
	}
	g := table(2)
	g.pos[0] = int8(five[0] - 1)
	dice(g, 1)
	play(t, g, "roll")
	if g.Phase() != "drive" {
		t.Fatalf("landing on a Sports Car: phase %s", g.Phase())
	}
	for n := 0; n <= 5; n++ {
		if !legal(g, fmt.Sprintf("drive %d", n)) {
			t.Errorf("drive %d not offered", n)
		}
	}
	refuse(t, g, "drive 6", "up to 5 spaces")
	play(t, g, "drive 5")
	if board.track[g.Position(0)].Kind != AuthoritySpace {
		t.Fatalf("5 spaces from %s is %s, want the authority", board.track[five[0]].ID, board.track[g.Position(0)].ID)
	}
}

func TestSportsCarGoesNoFurtherThanTheNextAuthority(t *testing.T) {
	for _, d := range []int{1, 2, 3, 4} {
		for _, car := range carsAt(d) {
			g := table(2)
			g.pos[0] = int8(car)
			g.phase = phDrive
			if legal(g, fmt.Sprintf("drive %d", d+1)) {
				t.Errorf("%s: may drive past the authority %d spaces ahead", board.track[car].ID, d)
			}
			refuse(t, g, fmt.Sprintf("drive %d", d+1), "no further")
			if !legal(g, fmt.Sprintf("drive %d", d)) {
				t.Errorf("%s: may not drive to the authority %d spaces ahead", board.track[car].ID, d)
			}
		}
	}
}

// "you may advance": staying is allowed and ends the turn.
func TestSportsCarRideIsOptional(t *testing.T) {
	g := table(3)
	g.pos[0] = int8(carsAt(5)[0])
	g.phase = phDrive
	ev := play(t, g, "drive 0")
	if len(find[Stayed](ev)) != 1 || g.Current() != 1 {
		t.Fatalf("staying should end the turn: %v", ev)
	}
}

// A ride ends like any move: the space reached acts (here a business and
// its first job).
func TestSportsCarRideLandsOnTheSpaceReached(t *testing.T) {
	g := table(2)
	car := carsAt(5)[0]
	g.pos[0] = int8(car)
	g.phase = phDrive
	target := car + 1
	if board.track[target].Kind != BusinessSpace {
		t.Skip("the reconstruction has no business right after this car")
	}
	ev := play(t, g, "drive 1")
	fee := board.businesses[board.track[target].Business].Fee
	if p := find[MoneyMoved](ev); len(p) != 1 || p[0].Amount != fee || g.Phase() != "job" {
		t.Fatalf("landing on %s by car: %v, phase %s", board.track[target].ID, ev, g.Phase())
	}
}

// NOTES.md: "At least one Sports Car sits exactly 5 spaces before an
// authority." A ride from another car reached by a ride is a ride again.
func TestSportsCarReachedByARideGivesAnotherRide(t *testing.T) {
	for s, space := range board.track {
		if space.Kind != CarSpace {
			continue
		}
		for d := 1; d <= board.carRides[s]; d++ {
			to := (s + d) % TrackLen()
			if board.track[to].Kind != CarSpace {
				continue
			}
			g := table(2)
			g.pos[0] = int8(s)
			g.phase = phDrive
			play(t, g, fmt.Sprintf("drive %d", d))
			if g.Phase() != "drive" || g.Position(0) != to {
				t.Fatalf("riding onto %s: phase %s", board.track[to].ID, g.Phase())
			}
			return
		}
	}
	t.Skip("no car reaches another car in this reconstruction")
}

// A move of one space is said in the singular: "moves 1 space", never
// "moves 1 spaces".
func TestAMoveOfOneSpaceIsSaidInTheSingular(t *testing.T) {
	for steps, want := range map[int]string{1: "moves 1 space to", 4: "moves 4 spaces to"} {
		g := table(2)
		g.pos[0] = 1
		dice(g, steps)
		ev := play(t, g, "roll")
		m := find[Moved](ev)
		if len(m) != 1 || !strings.Contains(m[0].String(), want) {
			t.Fatalf("a throw of %d: %v", steps, m)
		}
	}
}
