package chinatown

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"
)

func TestBoardHas85LotsInSixDistricts(t *testing.T) {
	ranges := [Districts + 1][2]int{{}, {1, 15}, {16, 27}, {28, 42}, {43, 58}, {59, 70}, {71, 85}}
	total := 0
	for d := 1; d <= Districts; d++ {
		lots := DistrictLots(d)
		total += len(lots)
		if lots[0] != ranges[d][0] || lots[len(lots)-1] != ranges[d][1] || len(lots) != ranges[d][1]-ranges[d][0]+1 {
			t.Errorf("district %d holds %v, want lots %d-%d", d, lots, ranges[d][0], ranges[d][1])
		}
		for _, l := range lots {
			if Lot(l).District != d {
				t.Errorf("lot %d says district %d, listed in %d", l, Lot(l).District, d)
			}
		}
	}
	if total != Lots || Lots != 85 {
		t.Fatalf("%d lots, want 85", total)
	}
}

func TestLotsAreAdjacentOnlyOrthogonallyInsideTheirDistrict(t *testing.T) {
	pairs := 0
	for a := 1; a <= Lots; a++ {
		for _, b := range Neighbours(a) {
			if !Adjacent(b, a) {
				t.Errorf("%d touches %d but not the other way round", a, b)
			}
			if Lot(a).District != Lot(b).District {
				t.Errorf("%d and %d touch across a street", a, b)
			}
			dr, dc := Lot(a).Row-Lot(b).Row, Lot(a).Col-Lot(b).Col
			if dr*dr+dc*dc != 1 {
				t.Errorf("%d and %d touch but are not orthogonal neighbours", a, b)
			}
			if a < b {
				pairs++
			}
		}
	}
	if pairs != 119 {
		t.Fatalf("%d adjacent pairs, want 119", pairs)
	}
	// A few by hand: diagonal lots do not touch, nor do lots across a street.
	cases := []struct {
		a, b int
		want bool
	}{{3, 4, true}, {3, 7, true}, {3, 8, false}, {15, 16, false}, {18, 21, true}, {53, 55, true}, {55, 56, true}, {55, 57, true}, {54, 55, false}, {70, 71, false}}
	for _, c := range cases {
		if Adjacent(c.a, c.b) != c.want {
			t.Errorf("Adjacent(%d, %d) = %v, want %v", c.a, c.b, !c.want, c.want)
		}
	}
}

// The board data lists its adjacency a second time; the grids and the list
// must agree cell for cell.
func TestBoardGridsAgreeWithTheListedAdjacency(t *testing.T) {
	var f struct {
		Lots []struct {
			ID        int   `json:"id"`
			Neighbors []int `json:"neighbors"`
		} `json:"lots"`
		Adjacency map[string][]int `json:"adjacency"`
		EdgeCount int              `json:"edgeCount"`
	}
	if err := json.Unmarshal(boardJSON, &f); err != nil {
		t.Fatal(err)
	}
	if f.EdgeCount != 119 || len(f.Adjacency) != Lots || len(f.Lots) != Lots {
		t.Fatalf("board data: %d edges, %d adjacency rows, %d lots", f.EdgeCount, len(f.Adjacency), len(f.Lots))
	}
	for _, l := range f.Lots {
		listed := slices.Sorted(slices.Values(f.Adjacency[strconv.Itoa(l.ID)]))
		if !slices.Equal(Neighbours(l.ID), listed) || !slices.Equal(Neighbours(l.ID), slices.Sorted(slices.Values(l.Neighbors))) {
			t.Errorf("lot %d: grid neighbours %v, listed %v and %v", l.ID, Neighbours(l.ID), listed, l.Neighbors)
		}
	}
}

func TestBoardDataNamesItsSources(t *testing.T) {
	if len(BoardSources()) < 4 {
		t.Fatalf("board sources %v: want the implementations it was taken from", BoardSources())
	}
}

func TestTwelveShopTypesSizedThreeToSix(t *testing.T) {
	want := map[Shop]int{Photo: 3, TeaHouse: 3, Seafood: 3, Jewelry: 4, Florist: 4, TropicalFish: 4,
		Laundry: 5, DimSum: 5, TakeOut: 5, Restaurant: 6, Antiques: 6, Factory: 6}
	if len(want) != Shops {
		t.Fatalf("%d types", Shops)
	}
	for s, size := range want {
		if s.MaxSize() != size {
			t.Errorf("%s: size %d, want %d", s, s.MaxSize(), size)
		}
		if back, ok := ParseShop(s.Code()); !ok || back != s {
			t.Errorf("%s: code %q reads back as %v", s, s.Code(), back)
		}
	}
}

func TestNinetyTilesEachTypeThreeMoreThanItsSize(t *testing.T) {
	g := New(4, 1)
	total := 0
	for s := range Shop(Shops) {
		if s.Tiles() != s.MaxSize()+3 {
			t.Errorf("%s: %d tiles", s, s.Tiles())
		}
		total += s.Tiles()
	}
	if Photo.Tiles() != 6 || Restaurant.Tiles() != 9 {
		t.Errorf("Photo %d, Restaurant %d tiles; the rulebook says 6 and 9", Photo.Tiles(), Restaurant.Tiles())
	}
	if total != TotalTiles || g.BagTiles() != 90 {
		t.Fatalf("%d tiles, bag %d; want 90", total, g.BagTiles())
	}
}

func TestIncomeTable(t *testing.T) {
	// Earn Income: incomplete 1..5 and complete 3..6, in thousands.
	incompleteK := []int{10, 20, 40, 60, 80}
	completeK := map[int]int{3: 50, 4: 80, 5: 110, 6: 140}
	for size := 1; size <= 5; size++ {
		if got := BusinessIncome(size, 6); got != incompleteK[size-1]*1000 {
			t.Errorf("incomplete %d: %d", size, got)
		}
	}
	for size, k := range completeK {
		if got := BusinessIncome(size, size); got != k*1000 {
			t.Errorf("complete %d: %d", size, got)
		}
	}
	// "An Antique Shop composed of 6 tiles is complete, while a Dim Sum of 4
	// is not"; a complete Dim Sum has 5.
	if RunIncome(Antiques, 6) != 140000 || RunIncome(DimSum, 4) != 60000 || RunIncome(DimSum, 5) != 110000 {
		t.Fatal("rulebook income examples do not hold")
	}
}

func TestOversizedRunSplitsIntoCompleteBusinessesAndARemainder(t *testing.T) {
	cases := []struct {
		shop Shop
		n    int
		want []Business
		inc  int
	}{
		// "Chang owns 5 adjacent Photo Shop tiles. He owns 2 Photo Shops:
		// one of 3 tiles (maximum size) and another of 2 tiles."
		{Photo, 5, []Business{{Photo, 3, true}, {Photo, 2, false}}, 70000},
		{Photo, 6, []Business{{Photo, 3, true}, {Photo, 3, true}}, 100000},
		{Photo, 7, []Business{{Photo, 3, true}, {Photo, 3, true}, {Photo, 1, false}}, 110000},
		{Jewelry, 5, []Business{{Jewelry, 4, true}, {Jewelry, 1, false}}, 90000},
		{Restaurant, 9, []Business{{Restaurant, 6, true}, {Restaurant, 3, false}}, 180000},
	}
	for _, c := range cases {
		got := SplitRun(c.shop, c.n)
		if !slices.Equal(got, c.want) {
			t.Errorf("%d %s: %v, want %v", c.n, c.shop, got, c.want)
		}
		if RunIncome(c.shop, c.n) != c.inc {
			t.Errorf("%d %s earn %d, want %d", c.n, c.shop, RunIncome(c.shop, c.n), c.inc)
		}
	}
}

func TestDealAndKeepTable(t *testing.T) {
	want := map[int][Rounds][2]int{
		3: {{7, 5}, {6, 4}, {6, 4}, {6, 4}, {6, 4}, {6, 4}},
		4: {{6, 4}, {5, 3}, {5, 3}, {5, 3}, {5, 3}, {5, 3}},
		5: {{5, 3}, {5, 3}, {5, 3}, {4, 2}, {4, 2}, {4, 2}},
	}
	for p, rounds := range want {
		kept := 0
		for r, dk := range rounds {
			d, k := CardsDealt(p, r+1)
			if d != dk[0] || k != dk[1] {
				t.Errorf("%d players round %d: %d/%d, want %d/%d", p, r+1, d, k, dk[0], dk[1])
			}
			kept += k * p
		}
		if kept > Lots {
			t.Errorf("%d players keep %d lots in all, more than the board's 85", p, kept)
		}
	}
}

func TestTileDrawTable(t *testing.T) {
	want := map[int][Rounds]int{3: {7, 4, 4, 4, 4, 4}, 4: {6, 3, 3, 3, 3, 3}, 5: {5, 3, 3, 2, 2, 2}}
	totals := map[int]int{3: 81, 4: 84, 5: 85}
	for p, rounds := range want {
		sum := 0
		for r, n := range rounds {
			if TilesDrawn(p, r+1) != n {
				t.Errorf("%d players round %d: %d tiles, want %d", p, r+1, TilesDrawn(p, r+1), n)
			}
			sum += n * p
		}
		if sum != totals[p] || sum > TotalTiles {
			t.Errorf("%d players draw %d tiles in all, want %d", p, sum, totals[p])
		}
	}
}

func TestYearTrackRunsFrom1965SnakeTo1970Dog(t *testing.T) {
	if Year(1) != 1965 || YearAnimal(1965) != "Snake" || Year(Rounds) != 1970 || YearAnimal(1970) != "Dog" {
		t.Fatalf("round 1 is %d (%s), round 6 is %d (%s)", Year(1), YearAnimal(Year(1)), Year(6), YearAnimal(Year(6)))
	}
}
