package hong

import "testing"

func TestCellsRunAToIFromTheLeftAndOneToSevenFromTheBottom(t *testing.T) {
	for _, tc := range []struct {
		name     string
		col, row int
	}{{"a1", 0, 0}, {"i1", 8, 0}, {"a7", 0, 6}, {"i7", 8, 6}, {"d4", 3, 3}} {
		c, ok := ParseCell(tc.name)
		if !ok || c%Cols != tc.col || c/Cols != tc.row || CellName(c) != tc.name {
			t.Errorf("%s: cell %d", tc.name, c)
		}
	}
	for _, bad := range []string{"j1", "a8", "a0", "", "a", "a10", "11"} {
		if _, ok := ParseCell(bad); ok {
			t.Errorf("%q read as a cell", bad)
		}
	}
}

func TestEveryMoveWritesAndReadsBack(t *testing.T) {
	for _, m := range []Move{
		PlaceTile(H, cell(t, "d4")),
		PlaceTile(V, cell(t, "i7")),
		SummonDragon(PowerSwap),
		Rotate(cell(t, "a1")),
		SlideTile(cell(t, "d4"), cell(t, "d5")),
		ExtraTile(V, cell(t, "b2")),
		DropStone(cell(t, "c3")),
		CarryStone(cell(t, "c3"), cell(t, "g5")),
		SwapTile(cell(t, "d4"), cell(t, "f6"), V),
		FlipTile(cell(t, "e5")),
	} {
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("%s reads back as %v (%v)", m, back, err)
		}
	}
}

func TestNotationTokens(t *testing.T) {
	want := map[string]Move{
		"H d4":         PlaceTile(H, cell(t, "d4")),
		"v  D4":        PlaceTile(V, cell(t, "d4")),
		"summon Flip":  SummonDragon(PowerFlip),
		"rotate a1":    Rotate(cell(t, "a1")),
		"slide d4 d5":  SlideTile(cell(t, "d4"), cell(t, "d5")),
		"extra h b2":   ExtraTile(H, cell(t, "b2")),
		"stone c3":     DropStone(cell(t, "c3")),
		"carry c3 g5":  CarryStone(cell(t, "c3"), cell(t, "g5")),
		"SWAP d4 f6 h": SwapTile(cell(t, "d4"), cell(t, "f6"), H),
		"flip e5":      FlipTile(cell(t, "e5")),
	}
	for text, m := range want {
		got, err := ParseMove(text)
		if err != nil || got != m {
			t.Errorf("%q reads as %v (%v), want %v", text, got, err, m)
		}
	}
}

func TestBadNotationIsRefused(t *testing.T) {
	for _, text := range []string{
		"", "X d4", "H", "H j4", "H d4 e4", "summon", "summon fly", "rotate", "rotate d4 d5",
		"slide d4", "extra d4", "extra S d4", "stone", "carry c3", "swap d4 f6", "swap d4 f6 S",
		"flip", "pass",
	} {
		if m, err := ParseMove(text); err == nil {
			t.Errorf("%q read as %v", text, m)
		}
	}
}
