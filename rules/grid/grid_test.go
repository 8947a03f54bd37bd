package grid

import "testing"

func TestNamesRunFromA1AtTheBottomLeft(t *testing.T) {
	for _, c := range []struct {
		cell, cols int
		name       string
	}{{0, 5, "a1"}, {12, 5, "c3"}, {24, 5, "e5"}, {8, 9, "i1"}, {62, 9, "i7"}} {
		if got := Name(c.cell, c.cols); got != c.name {
			t.Errorf("Name(%d, %d) = %q, want %q", c.cell, c.cols, got, c.name)
		}
		if got, ok := Parse(c.name, c.cols, 7); !ok || got != c.cell {
			t.Errorf("Parse(%q) = %d, %v; want %d", c.name, got, ok, c.cell)
		}
	}
}

func TestParseRefusesCellsOffTheBoard(t *testing.T) {
	for _, s := range []string{"", "a", "f1", "a6", "a0", "`1", "c33", "3c"} {
		if _, ok := Parse(s, 5, 5); ok {
			t.Errorf("Parse(%q) on 5x5 accepted", s)
		}
	}
	if c, ok := Parse("C3", 5, 5); !ok || c != 12 {
		t.Errorf("Parse(C3) = %d, %v; upper case is a cell too", c, ok)
	}
}

func TestNeighboursAreOrthogonalAndSymmetric(t *testing.T) {
	const cols, rows = 9, 7
	n := Neighbours(cols, rows)
	count := 0
	for p := range n {
		for _, q := range n[p] {
			if q < 0 {
				continue
			}
			count++
			dc, dr := p%cols-int(q)%cols, p/cols-int(q)/cols
			if dc*dc+dr*dr != 1 {
				t.Errorf("%s lists %s, which is not beside it", Name(p, cols), Name(int(q), cols))
			}
			back := false
			for _, r := range n[q] {
				back = back || int(r) == p
			}
			if !back {
				t.Errorf("%s lists %s but not the other way", Name(p, cols), Name(int(q), cols))
			}
		}
	}
	// Each of the (cols-1)*rows + cols*(rows-1) edges is listed from both ends.
	if want := 2 * ((cols-1)*rows + cols*(rows-1)); count != want {
		t.Errorf("%d neighbour entries, want %d", count, want)
	}
}
