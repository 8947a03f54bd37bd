package hong

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"quartet/rules"
)

func TestTheCastleBoardIsSevenRowsByNineColumnsWithTargetFifteen(t *testing.T) {
	if Castle.Spaces() != 63 || Castle.Target != 15 {
		t.Fatalf("castle: %d spaces, target %d; want 63 and 15", Castle.Spaces(), Castle.Target)
	}
}

func TestTheInnerVariantDropsTheOuterColumnsWithTargetEleven(t *testing.T) {
	if Inner.Spaces() != 49 || Inner.Target != 11 {
		t.Fatalf("inner: %d spaces, target %d; want 49 and 11", Inner.Spaces(), Inner.Target)
	}
	for r := range Rows {
		for c := range Cols {
			outer := c == 0 || c == Cols-1
			if Inner.Playable(r*Cols+c) == outer {
				t.Fatalf("inner board: %s playable=%v", CellName(r*Cols+c), !outer)
			}
		}
	}
}

func TestTheGardenBoardIsAMarkedReconstructionWithTargetThirteen(t *testing.T) {
	if Garden.Target != 13 {
		t.Fatalf("garden target %d, want 13", Garden.Target)
	}
	if !strings.Contains(Garden.Source, "RECONSTRUCTION") {
		t.Fatalf("the garden board must say it is a reconstruction: %q", Garden.Source)
	}
	obstacles := 0
	for c := range Cells {
		switch Garden.Feature(c) {
		case '~', 'T':
			obstacles++
		case '#':
			t.Fatalf("the garden board uses the whole 7x9 grid; %s is off it", CellName(c))
		}
	}
	if obstacles == 0 {
		t.Fatalf("the garden board has no pond or trees")
	}
}

func TestThreeStonesLieOnRandomSpacesDrawnFromTheSeed(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(40) {
		for _, b := range Boards {
			g, err := New(Options{Board: b.ID}, seed)
			if err != nil {
				t.Fatal(err)
			}
			var stones []int
			for c := range Cells {
				if g.Cell(c) == Stone {
					stones = append(stones, c)
					if !b.Playable(c) {
						t.Fatalf("seed %d: a stone on %s, off the %s board's spaces", seed, CellName(c), b.ID)
					}
				}
			}
			if len(stones) != 3 || g.Empty() != b.Spaces()-3 {
				t.Fatalf("seed %d: %d stones and %d empty spaces on %s", seed, len(stones), g.Empty(), b.ID)
			}
			again, _ := New(Options{Board: b.ID}, seed)
			if again.cells != g.cells {
				t.Fatalf("seed %d: the same seed laid other stones", seed)
			}
			if b == Castle {
				seen[strings.Join(g.Summary()["board"].([]string), "/")] = true
			}
		}
	}
	if len(seen) < 35 {
		t.Fatalf("40 seeds gave only %d different stone layouts", len(seen))
	}
}

func TestStonesMayBeListedInTheOptions(t *testing.T) {
	g, err := New(Options{Stones: []string{"a1", "e4", "I7"}}, 9)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"a1", "e4", "i7"} {
		if g.Cell(cell(t, s)) != Stone {
			t.Fatalf("no stone on %s", s)
		}
	}
	bad := map[string][]string{
		"two stones":        {"a1", "b1"},
		"a stone twice":     {"a1", "a1", "b1"},
		"not a cell":        {"a1", "b1", "j9"},
		"off the 7x7 board": {"a1", "c1", "d1"},
	}
	for why, stones := range bad {
		if _, err := New(Options{Board: "inner", Stones: stones}, 1); err == nil {
			t.Errorf("%s accepted", why)
		}
	}
}

func TestTheRecordOptionsNameTheBoardAndTheExpansion(t *testing.T) {
	g, err := Title.New(json.RawMessage(`{"board":"garden","expansion":true,"stones":["c1","b2","d1"]}`), 2, 5)
	if err != nil {
		t.Fatal(err)
	}
	h := g.(*Game)
	if h.Board() != Garden || !h.Expansion() || h.Cell(cell(t, "b2")) != Stone {
		t.Fatalf("options not applied: board %s, expansion %v", h.Board().ID, h.Expansion())
	}
	for _, bad := range []string{`{"board":"moon"}`, `{"expanion":true}`, `{"expansion":"yes"}`} {
		if _, err := Title.New(json.RawMessage(bad), 2, 1); err == nil {
			t.Errorf("options %s accepted", bad)
		}
	}
	if _, err := Title.New(nil, 3, 1); err == nil {
		t.Errorf("three players accepted")
	}
	if g, err := Title.New(nil, 2, 1); err != nil || g.(*Game).Board() != Castle || g.(*Game).Expansion() {
		t.Errorf("no options should give the castle board without the expansion")
	}
}

func TestTheSetupScreenOffersEveryBoardAndTheExpansion(t *testing.T) {
	var boards []any
	for _, c := range Title.Options[0].Choices {
		boards = append(boards, c.Value)
	}
	if !slices.Equal(boards, []any{"castle", "garden", "inner"}) {
		t.Fatalf("board choices %v", boards)
	}
	for _, b := range boards {
		if _, ok := BoardByID(b.(string)); !ok {
			t.Fatalf("choice %v names no board", b)
		}
	}
	if Title.Options[1].Key != "expansion" || Title.Options[1].Choices[0].Value != false {
		t.Fatalf("the expansion option must default to off")
	}
	if Title.SeatName(0) != "Emperor" || Title.SeatName(1) != "Dragon Master" {
		t.Fatalf("seat names %v", Title.SeatNames)
	}
}

func TestTheEmperorMovesFirstThenPlayersAlternate(t *testing.T) {
	g, _ := New(Options{}, 3)
	if g.ToMove() != Emperor {
		t.Fatalf("seat %d moves first, want the Emperor (0)", g.ToMove())
	}
	for i := range 6 {
		want := i % 2
		if g.ToMove() != want {
			t.Fatalf("move %d: seat %d to move, want %d", i+1, g.ToMove(), want)
		}
		m := g.LegalMoves()[0]
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

func TestATileGoesOnlyOnAnEmptySpace(t *testing.T) {
	g := blank(t, "garden", false)
	lay(t, g, "c1", Across, "HS")
	// The reason says what lies there, in a player's words.
	for text, want := range map[string]string{
		"V c1": "There is a tile on c1; tiles go only on empty spaces.",
		"H d1": "There is a stone on d1; tiles go only on empty spaces.",
	} {
		if why := refuse(t, g, text); why != want {
			t.Errorf("%s: %q, want %q", text, why, want)
		}
	}
	for c := range Cells {
		if Garden.Feature(c) != '.' {
			if why := refuse(t, g, "H "+CellName(c)); !strings.Contains(why, "obstacle") {
				t.Errorf("H %s on the garden's obstacle: %q", CellName(c), why)
			}
			break
		}
	}
	g = blank(t, "inner", false)
	if why := refuse(t, g, "H a4"); !strings.Contains(why, "outside the play area") {
		t.Errorf("H a4 on the inner board: %q", why)
	}
}

func TestATileLiesEitherWay(t *testing.T) {
	g := blank(t, "castle", false)
	play(t, g, "H d4")
	play(t, g, "V e4")
	if g.Cell(cell(t, "d4")) != H || g.Cell(cell(t, "e4")) != V {
		t.Fatalf("tiles not placed as asked")
	}
	if _, err := g.Apply(Move{Kind: Place, Tile: Stone, At: cell(t, "f4")}); err == nil {
		t.Fatalf("a stone placed as the turn's tile")
	}
}

func TestGameEndsWhenEverySpaceIsOccupied(t *testing.T) {
	g := blank(t, "inner", false)
	fill(t, g, H, "b1", "c1")
	play(t, g, "V b1")
	if g.Outcome().Over {
		t.Fatalf("over with c1 still empty")
	}
	ev := play(t, g, "V c1")
	o := g.Outcome()
	if !o.Over || g.ToMove() != rules.NoSeat || len(g.LegalMoves()) != 0 {
		t.Fatalf("not over on a full board")
	}
	end, ok := find[Ended](ev)
	if !ok || end.Hongs != g.Count() || end.Target != 11 {
		t.Fatalf("end event %v", ev)
	}
	if why := refuse(t, g, "H d4"); !strings.Contains(why, "over") {
		t.Errorf("move after the end: %q", why)
	}
}

func TestTheDragonMasterWinsWithAtLeastTheTarget(t *testing.T) {
	// A checkerboard of H and V on the 7x7 board holds far more than 11
	// Hongs; all H holds none.
	for _, tc := range []struct {
		tile   func(c int) Content
		winner int
		role   string
	}{
		{func(c int) Content { return H + Content((c/Cols+c%Cols)%2) }, DragonMaster, "dragonmaster"},
		{func(int) Content { return H }, Emperor, "emperor"},
	} {
		g := blank(t, "inner", false)
		last := cell(t, "h7")
		for c := range Cells {
			if g.cells[c] == Empty && c != last {
				g.cells[c] = tc.tile(c)
			}
		}
		g.resync()
		if g.Summary()["winnerRole"] != nil {
			t.Fatalf("winnerRole before the end: %v", g.Summary()["winnerRole"])
		}
		play(t, g, Move{Kind: Place, Tile: tc.tile(last), At: last}.String())
		if w := g.Outcome().Winner; w != tc.winner {
			t.Fatalf("%d Hongs against 11: winner %d, want %d", g.Count(), w, tc.winner)
		}
		if r := g.Summary()["winnerRole"]; r != tc.role {
			t.Fatalf("winnerRole %v, want %s", r, tc.role)
		}
	}
}

func TestTheDragonMasterWinsAtExactlyTheTarget(t *testing.T) {
	// Eleven size-1 Hongs on the 7x7 board, then fill the rest with stones
	// so the last placement ends the game.
	g := blank(t, "inner", false)
	lay(t, g, "b1", Across, "VHVHVHV")
	lay(t, g, "b3", Across, "VHVHVHV")
	lay(t, g, "b5", Across, "VHVHVHV")
	lay(t, g, "b7", Across, "VHVHV..")
	fill(t, g, Stone, "h7")
	if g.Count() != 11 {
		t.Fatalf("set-up has %d Hongs, want 11", g.Count())
	}
	play(t, g, "H h7")
	if !g.Outcome().Over || g.Outcome().Winner != DragonMaster {
		t.Fatalf("11 Hongs against 11 must win for the Dragon Master: %+v", g.Outcome())
	}
}

func TestTheReplaySummaryHasCountTargetWinnerRoleAndBoard(t *testing.T) {
	g := blank(t, "inner", false)
	lay(t, g, "b1", Across, "VHVS")
	s := g.Summary()
	if s["hongs"] != 1 || s["target"] != 11 || s["winnerRole"] != nil {
		t.Fatalf("summary %v", s)
	}
	rows := s["board"].([]string)
	want := []string{
		"#.......#", "#.......#", "#.......#", "#.......#", "#.......#", "#.......#",
		"#VHVS...#",
	}
	if !slices.Equal(rows, want) {
		t.Fatalf("board %q, want %q (top row first)", rows, want)
	}
}
