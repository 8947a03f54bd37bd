package hong

import (
	"slices"
	"testing"
)

// The counting examples of NOTES.md Hong item 2, each on row 4 of the castle
// board starting at the left edge, and the same rules for columns.

func TestOneSegmentBetweenTwoHeadsIsAHongOfSizeOne(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "c4", Across, "VHV")
	hs := g.Hongs()
	if len(hs) != 1 {
		t.Fatalf("V H V gives %d Hongs, want 1", len(hs))
	}
	h := hs[0]
	if h.Dir != Across || h.Size != 1 || !slices.Equal(h.Cells(), []int{cell(t, "d4")}) {
		t.Fatalf("got %v, want a horizontal Hong of size 1 on d4", h)
	}
	if h.Caps() != [2]int{cell(t, "c4"), cell(t, "e4")} {
		t.Fatalf("caps %v, want c4 and e4", h.Caps())
	}
}

func TestAHongIsNamedByTheSquaresOfItsBody(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "a4", Across, "VHHVHV")
	hs := g.Hongs()
	if got := hs[0].String(); got != "horizontal Hong of size 2 on b4-c4" {
		t.Errorf("V H H V names its Hong %q", got)
	}
	if got := hs[1].String(); got != "horizontal Hong of size 1 on e4" {
		t.Errorf("V H V names its Hong %q, want one square, not a range", got)
	}
}

func TestTwoHongsMayShareAHead(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "a4", Across, "VHHVHV")
	hs := g.Hongs()
	if !slices.Equal(sizes(hs), []int{2, 1}) {
		t.Fatalf("V H H V H V gives sizes %v, want [2 1]", sizes(hs))
	}
	if !slices.Equal(hs[0].Cells(), []int{cell(t, "b4"), cell(t, "c4")}) || !slices.Equal(hs[1].Cells(), []int{cell(t, "e4")}) {
		t.Fatalf("cells %v and %v, want b4-c4 and e4", hs[0].Cells(), hs[1].Cells())
	}
}

func TestABodyThatRunsToTheEdgeIsNoHong(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "a4", Across, "HHV")
	if n := len(g.Hongs()); n != 0 {
		t.Fatalf("H H V at the edge gives %d Hongs, want none", n)
	}
	lay(t, g, "g4", Across, "VHH")
	if n := len(g.Hongs()); n != 0 {
		t.Fatalf("V H H at the right edge gives %d Hongs, want none", n)
	}
}

func TestHeadsWithoutABodyAreNoHong(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "c4", Across, "VV")
	if n := len(g.Hongs()); n != 0 {
		t.Fatalf("V V gives %d Hongs, want none", n)
	}
}

func TestABodyWithOneHeadIsNoHong(t *testing.T) {
	for _, pattern := range []string{"VHHS", "SHHV", "VHH.", ".HHV"} {
		g := blank(t, "castle", false)
		lay(t, g, "c4", Across, pattern)
		if n := len(g.Hongs()); n != 0 {
			t.Errorf("%s gives %d Hongs, want none: a stone or an empty space is no head", pattern, n)
		}
	}
}

func TestABodyThatRunsIntoAnObstacleIsNoHong(t *testing.T) {
	// The inner variant leaves column a out: a body reaching b4 has no head
	// on its left.
	g := blank(t, "inner", false)
	lay(t, g, "b4", Across, "HHV")
	if n := len(g.Hongs()); n != 0 {
		t.Fatalf("a body against the blocked column gives %d Hongs, want none", n)
	}
	// On the garden board the pond stops a body just like a stone.
	g = blank(t, "garden", false)
	tested := 0
	for c := range Cells {
		if f := g.board.Feature(c); (f == '~' || f == 'T') && c%Cols >= 2 && g.board.Playable(c-1) && g.board.Playable(c-2) {
			lay(t, g, CellName(c-2), Across, "VH")
			if n := len(g.Hongs()); n != 0 {
				t.Fatalf("a body against the obstacle on %s gives %d Hongs, want none", CellName(c), n)
			}
			tested++
		}
	}
	if tested == 0 {
		t.Fatalf("the garden board has no obstacle with two spaces on its left")
	}
}

func TestVerticalHongIsUprightSegmentsCappedAboveAndBelow(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "d2", Down, "HVVVH")
	hs := g.Hongs()
	if len(hs) != 1 || hs[0].Dir != Down || hs[0].Size != 3 {
		t.Fatalf("H V V V H upwards gives %v, want one vertical Hong of size 3", hs)
	}
	if !slices.Equal(hs[0].Cells(), []int{cell(t, "d3"), cell(t, "d4"), cell(t, "d5")}) {
		t.Fatalf("cells %v, want d3 d4 d5", hs[0].Cells())
	}
	lay(t, g, "f1", Down, "VVH")
	if n := len(g.Hongs()); n != 1 {
		t.Fatalf("V V H from the bottom edge adds a Hong: %d in all, want 1", n)
	}
}

func TestATileCanBeHeadOneWayAndBodyTheOther(t *testing.T) {
	// The V on d4 caps the horizontal Hong on c4 and is the body of the
	// vertical Hong d3-d5.
	g := blank(t, "castle", false)
	lay(t, g, "b4", Across, "VHV")
	lay(t, g, "d3", Down, "_V_")
	lay(t, g, "d3", Down, "H_H")
	hs := g.Hongs()
	if len(hs) != 2 || hs[0].Dir != Across || hs[1].Dir != Down {
		t.Fatalf("got %v, want one horizontal and one vertical Hong", hs)
	}
}

func TestTheLongestHongsAreSevenAcrossAndFiveUpright(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "a4", Across, "VHHHHHHHV")
	lay(t, g, "e1", Down, "HVV_VVH")
	got := sizes(g.Hongs())
	if !slices.Equal(got, []int{7, 2, 2}) {
		t.Fatalf("sizes %v, want [7 2 2]: the H on e4 is body across and splits the column into two Hongs", got)
	}
	g = blank(t, "castle", false)
	lay(t, g, "e1", Down, "HVVVVVH")
	if got := sizes(g.Hongs()); !slices.Equal(got, []int{5}) {
		t.Fatalf("sizes %v, want [5]", got)
	}
}

func TestHongsAreListedRowsFromTheTopThenColumnsFromTheLeft(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "a1", Across, "VHV")
	lay(t, g, "a6", Across, "VHHV")
	lay(t, g, "g2", Down, "HVH")
	lay(t, g, "i2", Down, "HVVH")
	got := g.Hongs()
	want := []Hong{
		{Dir: Across, Line: 5, Start: 1, Size: 2},
		{Dir: Across, Line: 0, Start: 1, Size: 1},
		{Dir: Down, Line: 6, Start: 2, Size: 1},
		{Dir: Down, Line: 8, Start: 2, Size: 2},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if g.Count() != 4 {
		t.Fatalf("count %d, want 4", g.Count())
	}
}

func TestOnePlacementCanCompleteSeveralHongs(t *testing.T) {
	// V on d4 closes c4 from the right, e4 from the left and is the body of
	// the vertical Hong between d3 and d5.
	g := blank(t, "castle", false)
	lay(t, g, "b4", Across, "VH.HV")
	lay(t, g, "d3", Down, "H.H")
	ev := play(t, g, "V d4")
	formed, ok := find[HongsFormed](ev)
	if !ok {
		t.Fatalf("no HongsFormed event in %v", ev)
	}
	want := []Hong{
		{Dir: Across, Line: 3, Start: 2, Size: 1},
		{Dir: Across, Line: 3, Start: 4, Size: 1},
		{Dir: Down, Line: 3, Start: 3, Size: 1},
	}
	if !slices.Equal(formed.Hongs, want) || formed.Count != 3 || g.Count() != 3 {
		t.Fatalf("formed %v (count %d), want %v (count 3)", formed.Hongs, formed.Count, want)
	}
}

func TestAPlacementNeverBreaksAHong(t *testing.T) {
	// Placing next to a Hong's head does not touch it: the head closes it.
	g := blank(t, "castle", false)
	lay(t, g, "b4", Across, "VHV")
	play(t, g, "H e4")
	play(t, g, "H a4")
	if g.Count() != 1 {
		t.Fatalf("count %d, want 1", g.Count())
	}
}
