package hong

import (
	"slices"
	"strings"
	"testing"
)

// lairGame is a castle game with the expansion and a known lair: the dragon
// with powers[i] waits on space i+1.
func lairGame(t *testing.T, powers ...Power) *Game {
	t.Helper()
	g := blank(t, "castle", true)
	setLair(g, powers...)
	return g
}

// everyOther fills in the rest of the lair after the powers a test cares
// about, so that all seven stay distinct.
func everyOther(first ...Power) []Power {
	out := slices.Clone(first)
	for _, p := range Powers {
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

func TestTheLairIsShuffledFromTheSeedAndPublic(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(30) {
		g, _ := New(Options{Expansion: true}, seed)
		lair := g.Lair()
		var names []string
		for i, sp := range lair {
			if sp.Size != i+1 || sp.Summoned {
				t.Fatalf("seed %d: lair space %d is %+v", seed, i+1, sp)
			}
			names = append(names, sp.Power.Name())
		}
		sorted := slices.Sorted(slices.Values(names))
		if !slices.Equal(sorted, []string{"carry", "extra", "flip", "rotate", "slide", "stone", "swap"}) {
			t.Fatalf("seed %d: lair %v is not the seven dragons", seed, names)
		}
		seen[strings.Join(names, ",")] = true
		for seat := range 2 {
			if !slices.Equal(g.View(seat).(*Game).Lair(), lair) {
				t.Fatalf("seat %d does not see the lair", seat)
			}
		}
		if len(g.Summary()["lair"].([]map[string]any)) != 7 {
			t.Fatalf("the replay summary lacks the lair")
		}
		plain, _ := New(Options{}, seed)
		if plain.cells != g.cells {
			t.Fatalf("seed %d: the expansion changed where the stones lie", seed)
		}
	}
	if len(seen) < 25 {
		t.Fatalf("30 seeds gave only %d lair orders", len(seen))
	}
}

func TestWithoutTheExpansionNoDragonIsSummoned(t *testing.T) {
	g := blank(t, "castle", false)
	lay(t, g, "b4", Across, "VH")
	ev := play(t, g, "V d4")
	if _, ok := find[Summoned](ev); ok || g.Lair() != nil {
		t.Fatalf("a dragon in the base game: %v", ev)
	}
	refuse(t, g, "summon rotate")
	refuse(t, g, "rotate d4")
}

func TestTheFirstHongOfASizeSummonsItsDragonForWhoeverCompletesIt(t *testing.T) {
	g := lairGame(t, everyOther(PowerFlip)...)
	lay(t, g, "b4", Across, "VH")
	ev := play(t, g, "V d4") // the Emperor completes it
	s, ok := find[Summoned](ev)
	if !ok || s.Seat != Emperor || s.Size != 1 || s.Power != PowerFlip {
		t.Fatalf("events %v, want the Emperor to summon the size-1 dragon (flip)", ev)
	}
	if g.ToMove() != Emperor || g.Pending() != PowerFlip {
		t.Fatalf("the Emperor must now use the flip power; to move %d, pending %v", g.ToMove(), g.Pending())
	}
	if !g.Lair()[0].Summoned {
		t.Fatalf("the dragon is still in the lair")
	}
	for _, m := range g.LegalMoves() {
		if !strings.HasPrefix(m.String(), "flip ") {
			t.Fatalf("legal move %s while the flip power waits", m)
		}
	}
}

func TestAPowerMustBeUsedBeforeAnythingElse(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate)...)
	lay(t, g, "b4", Across, "VH")
	play(t, g, "V d4")
	if why := refuse(t, g, "H a7"); !strings.Contains(why, "rotate") {
		t.Errorf("placing while a power waits: %q", why)
	}
	refuse(t, g, "flip c4")
	refuse(t, g, "summon slide")
	refuse(t, g, "rotate a7") // no tile there
	play(t, g, "rotate c4")
	if g.ToMove() != DragonMaster || g.Pending() != NoPower {
		t.Fatalf("after the power the turn passes; to move %d, pending %v", g.ToMove(), g.Pending())
	}
}

func TestEachDragonIsSummonedOnlyOnce(t *testing.T) {
	g := lairGame(t, everyOther(PowerStone)...)
	lay(t, g, "b4", Across, "VH")
	play(t, g, "V d4")
	play(t, g, "stone a7")
	lay(t, g, "b2", Across, "VH")
	ev := play(t, g, "V d2") // the Dragon Master's size-1 Hong
	if _, ok := find[HongsFormed](ev); !ok {
		t.Fatalf("no Hong formed: %v", ev)
	}
	if _, ok := find[Summoned](ev); ok {
		t.Fatalf("the size-1 dragon came twice: %v", ev)
	}
	if g.ToMove() != Emperor {
		t.Fatalf("the turn should pass")
	}
}

func TestWhenSeveralDragonsAnswerThePlayerChoosesOne(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate, PowerStone)...)
	lay(t, g, "a4", Across, "VH.HHV")
	ev := play(t, g, "V c4") // sizes 1 (b4) and 2 (d4-e4) at once
	offer, ok := find[SummonOffered](ev)
	if !ok || !slices.Equal(offer.Sizes, []int{1, 2}) || !slices.Equal(offer.Powers, []Power{PowerRotate, PowerStone}) {
		t.Fatalf("events %v, want a choice of rotate (1) and stone (2)", ev)
	}
	if _, ok := find[Summoned](ev); ok {
		t.Fatalf("summoned before the player chose")
	}
	var legal []string
	for _, m := range g.LegalMoves() {
		legal = append(legal, m.String())
	}
	if !slices.Equal(legal, []string{"summon rotate", "summon stone"}) {
		t.Fatalf("legal moves %v", legal)
	}
	if why := refuse(t, g, "H a7"); !strings.Contains(why, "choose") {
		t.Errorf("placing before choosing: %q", why)
	}
	refuse(t, g, "summon flip")
	refuse(t, g, "rotate b4")
	ev = play(t, g, "summon stone")
	if s, ok := find[Summoned](ev); !ok || s.Size != 2 || s.Power != PowerStone {
		t.Fatalf("events %v, want the size-2 dragon", ev)
	}
	if g.Pending() != PowerStone || g.ToMove() != Emperor {
		t.Fatalf("the stone power should wait for the Emperor")
	}
}

// Ruling: a dragon passed over in a choice stays in the lair and answers the
// next Hong of its size completed later.
func TestADragonPassedOverStaysInTheLair(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate, PowerStone)...)
	lay(t, g, "a4", Across, "VH.HHV")
	play(t, g, "V c4")
	play(t, g, "summon stone")
	play(t, g, "stone a7")
	if g.Lair()[0].Summoned {
		t.Fatalf("the rotate dragon was not summoned but left the lair")
	}
	lay(t, g, "a2", Across, "VH")
	ev := play(t, g, "V c2") // the Dragon Master's size-1 Hong
	if s, ok := find[Summoned](ev); !ok || s.Seat != DragonMaster || s.Power != PowerRotate {
		t.Fatalf("events %v, want the Dragon Master to summon rotate", ev)
	}
}

func TestPowersMaySummonFurtherDragonsOneDragonPerAction(t *testing.T) {
	// Size 1 calls the extra tile; the extra tile completes a Hong of size 2,
	// which calls the rotate dragon; the rotation completes nothing new.
	g := lairGame(t, everyOther(PowerExtra, PowerRotate)...)
	lay(t, g, "b4", Across, "VH")
	lay(t, g, "b6", Across, "VHH")
	lay(t, g, "a1", Across, "H")
	ev := play(t, g, "V d4")
	if s, ok := find[Summoned](ev); !ok || s.Power != PowerExtra {
		t.Fatalf("events %v, want extra", ev)
	}
	ev = play(t, g, "extra V e6")
	placed, ok := find[Placed](ev)
	if !ok || !placed.Extra || placed.Cell != cell(t, "e6") {
		t.Fatalf("events %v, want the extra tile on e6", ev)
	}
	if s, ok := find[Summoned](ev); !ok || s.Size != 2 || s.Power != PowerRotate {
		t.Fatalf("events %v, want the size-2 dragon summoned by the extra tile", ev)
	}
	if g.ToMove() != Emperor {
		t.Fatalf("the chain belongs to the player who started it")
	}
	ev = play(t, g, "rotate a1")
	if _, ok := find[HongsFormed](ev); ok {
		t.Fatalf("turning a1 should complete nothing: %v", ev)
	}
	if g.ToMove() != DragonMaster {
		t.Fatalf("the chain is over; the turn passes")
	}
}

func TestTheRotatePowerTurnsAnyTileAQuarter(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate)...)
	lay(t, g, "b4", Across, "VH")
	lay(t, g, "g2", Across, "V")
	play(t, g, "V d4")
	ev := play(t, g, "rotate g2")
	r, ok := find[Rotated](ev)
	if !ok || r.From != V || r.To != H || g.Cell(cell(t, "g2")) != H {
		t.Fatalf("events %v, want g2 turned from V to H", ev)
	}
}

func TestTheRotatePowerCanBreakAHong(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate)...)
	lay(t, g, "b4", Across, "VH")
	play(t, g, "V d4")
	ev := play(t, g, "rotate d4")
	b, ok := find[HongsBroken](ev)
	if !ok || len(b.Hongs) != 1 || g.Count() != 0 {
		t.Fatalf("events %v, want the Hong on c4 undone", ev)
	}
}

func TestTheSlidePowerMovesATileToAnAdjacentEmptySpace(t *testing.T) {
	g := lairGame(t, everyOther(PowerSlide)...)
	lay(t, g, "b4", Across, "VH")
	lay(t, g, "g2", Across, "VS")
	play(t, g, "V d4")
	refuse(t, g, "slide g2 g4") // two spaces away
	refuse(t, g, "slide g2 h3") // diagonal
	refuse(t, g, "slide g2 h2") // a stone is there
	refuse(t, g, "slide h2 h3") // a stone is no dragon tile
	refuse(t, g, "slide a1 a2") // nothing there
	ev := play(t, g, "slide g2 g3")
	s, ok := find[Slid](ev)
	if !ok || s.Tile != V || s.From != cell(t, "g2") || s.To != cell(t, "g3") {
		t.Fatalf("events %v", ev)
	}
	if g.Cell(cell(t, "g2")) != Empty || g.Cell(cell(t, "g3")) != V {
		t.Fatalf("the tile must keep its turn and leave its space empty")
	}
}

func TestTheExtraPowerPlacesAnotherTile(t *testing.T) {
	g := lairGame(t, everyOther(PowerExtra)...)
	lay(t, g, "b4", Across, "VH")
	play(t, g, "V d4")
	refuse(t, g, "extra H d4")
	empty := g.Empty()
	play(t, g, "extra H a7")
	if g.Cell(cell(t, "a7")) != H || g.Empty() != empty-1 || g.ToMove() != DragonMaster {
		t.Fatalf("extra tile not placed, or the turn did not pass")
	}
}

func TestTheStonePowerPlacesAStoneOnAnEmptySpace(t *testing.T) {
	g := lairGame(t, everyOther(PowerStone)...)
	lay(t, g, "b4", Across, "VH")
	play(t, g, "V d4")
	refuse(t, g, "stone d4")
	ev := play(t, g, "stone e4")
	if _, ok := find[StoneDropped](ev); !ok || g.Cell(cell(t, "e4")) != Stone {
		t.Fatalf("events %v", ev)
	}
}

func TestTheCarryPowerMovesAStoneToAnyEmptySpace(t *testing.T) {
	g := blank(t, "garden", true)
	setLair(g, everyOther(PowerCarry)...)
	lay(t, g, "b3", Across, "VH")
	lay(t, g, "e7", Across, "S")
	play(t, g, "V d3")
	for c := range Cells {
		if Garden.Feature(c) != '.' {
			refuse(t, g, "carry "+CellName(c)+" i7") // an obstacle is no stone tile
			break
		}
	}
	refuse(t, g, "carry e7 b3") // occupied
	refuse(t, g, "carry b3 i7") // a tile is no stone
	ev := play(t, g, "carry e7 i7")
	c, ok := find[StoneCarried](ev)
	if !ok || c.From != cell(t, "e7") || c.To != cell(t, "i7") || g.Cell(cell(t, "e7")) != Empty || g.Cell(cell(t, "i7")) != Stone {
		t.Fatalf("events %v", ev)
	}
}

func TestTheSwapPowerTradesPlacesOfATileAndAStoneTurningTheTileAtWill(t *testing.T) {
	g := lairGame(t, everyOther(PowerSwap)...)
	lay(t, g, "b4", Across, "VH")
	lay(t, g, "f6", Across, "S")
	lay(t, g, "a1", Across, "H")
	play(t, g, "V d4")
	refuse(t, g, "swap a1 b4 H") // b4 is a tile, not a stone
	refuse(t, g, "swap f6 a1 H") // f6 is a stone, not a tile
	ev := play(t, g, "swap a1 f6 V")
	s, ok := find[Swapped](ev)
	if !ok || s.From != H || s.To != V || g.Cell(cell(t, "f6")) != V || g.Cell(cell(t, "a1")) != Stone {
		t.Fatalf("events %v, want the H from a1 on f6 as V and the stone on a1", ev)
	}
	var n int
	for range g.LegalMoves() {
		n++
	}
	if n == 0 {
		t.Fatalf("game stuck after a swap")
	}
}

func TestTheSwapPowerMayKeepTheTilesTurn(t *testing.T) {
	g := lairGame(t, everyOther(PowerSwap)...)
	lay(t, g, "b4", Across, "VH")
	lay(t, g, "f6", Across, "S")
	play(t, g, "V d4")
	play(t, g, "swap b4 f6 H")
	if g.Cell(cell(t, "f6")) != H || g.Cell(cell(t, "b4")) != Stone || g.Count() != 0 {
		t.Fatalf("swap not carried out, or the Hong on c4 not undone")
	}
}

func TestTheFlipPowerTurnsATileToItsStoneSide(t *testing.T) {
	g := lairGame(t, everyOther(PowerFlip)...)
	lay(t, g, "b4", Across, "VH")
	play(t, g, "V d4")
	refuse(t, g, "flip a1")
	ev := play(t, g, "flip b4")
	f, ok := find[Flipped](ev)
	if !ok || f.Tile != V || g.Cell(cell(t, "b4")) != Stone {
		t.Fatalf("events %v", ev)
	}
	if b, ok := find[HongsBroken](ev); !ok || g.Count() != 0 || b.Count != 0 {
		t.Fatalf("flipping the head must undo the Hong: %v", ev)
	}
}

func TestAPowerWithNoTargetIsSkipped(t *testing.T) {
	// Every tile is walled in by stones, with one empty space left on i7:
	// the slide dragon has nothing to move.
	g := lairGame(t, everyOther(PowerSlide)...)
	lay(t, g, "a4", Across, "VH")
	fill(t, g, Stone, "c4", "i7")
	ev := play(t, g, "V c4")
	skip, ok := find[PowerSkipped](ev)
	if !ok || skip.Power != PowerSlide || !strings.Contains(skip.Reason, "empty space next to it") {
		t.Fatalf("events %v, want the slide skipped", ev)
	}
	if !g.Lair()[0].Summoned || g.ToMove() != DragonMaster || g.Outcome().Over {
		t.Fatalf("a skipped dragon is still gone, and the turn passes")
	}
}

func TestPowersThatNeedAnEmptySpaceAreSkippedOnAFullBoard(t *testing.T) {
	for _, p := range []Power{PowerExtra, PowerStone, PowerCarry} {
		g := lairGame(t, everyOther(p)...)
		lay(t, g, "a4", Across, "VH")
		fill(t, g, Stone, "c4")
		ev := play(t, g, "V c4")
		skip, ok := find[PowerSkipped](ev)
		if !ok || skip.Power != p || !strings.Contains(skip.Reason, "no empty space") {
			t.Fatalf("%s: events %v, want it skipped", p, ev)
		}
		if _, ok := find[Ended](ev); !ok {
			t.Fatalf("%s: the game must end once the skipped power leaves the board full", p)
		}
	}
}

func TestTheSwapPowerIsSkippedWithoutAStone(t *testing.T) {
	// Real games always keep their three stones; this position has none.
	g := lairGame(t, everyOther(PowerSwap)...)
	lay(t, g, "a4", Across, "VH")
	ev := play(t, g, "V c4")
	if skip, ok := find[PowerSkipped](ev); !ok || !strings.Contains(skip.Reason, "no stone") {
		t.Fatalf("events %v, want the swap skipped", ev)
	}
}

// Ruling: the end is checked when the turn's chain of dragons is over, so the
// tile that fills the board still gets its dragon's power.
func TestAPowerCalledByTheLastTileIsStillUsed(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate)...)
	lay(t, g, "a4", Across, "VH")
	fill(t, g, Stone, "c4")
	g.toMove = DragonMaster
	play(t, g, "V c4")
	if g.Outcome().Over || g.Pending() != PowerRotate {
		t.Fatalf("the game ended before the rotate power was used")
	}
	ev := play(t, g, "rotate c4")
	end, ok := find[Ended](ev)
	if !ok || end.Hongs != 0 || g.Outcome().Winner != Emperor {
		t.Fatalf("events %v, want the game to end with the Hong undone", ev)
	}
}

func TestTheReplaySummaryShowsWhatThePlayerMustDecide(t *testing.T) {
	g := lairGame(t, everyOther(PowerRotate, PowerStone)...)
	lay(t, g, "a4", Across, "VH.HHV")
	play(t, g, "V c4")
	p := g.Summary()["pending"].(map[string]any)
	if !slices.Equal(p["summon"].([]string), []string{"rotate", "stone"}) {
		t.Fatalf("pending %v", p)
	}
	play(t, g, "summon rotate")
	if p := g.Summary()["pending"].(map[string]any); p["power"] != "rotate" {
		t.Fatalf("pending %v", p)
	}
	play(t, g, "rotate a4")
	if g.Summary()["pending"] != nil {
		t.Fatalf("pending %v after the power", g.Summary()["pending"])
	}
}

// The play-test: the dragons shown at setup changed places once the stones
// were placed by hand. The lair's order is the seed's, wherever the stones
// lie.
func TestStonesPlacedByHandLeaveTheLairAsTheSeedDealtIt(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		drawn, err := New(Options{Expansion: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		placed, err := New(Options{Expansion: true, Stones: []string{"a1", "e4", "i7"}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if placed.lair != drawn.lair {
			t.Fatalf("seed %d: the lair is %v with the stones drawn, %v with them placed", seed, drawn.lair, placed.lair)
		}
		if placed.Empty() != drawn.Empty() || placed.Cell(0) != Stone {
			t.Fatalf("seed %d: %d empty spaces with the stones placed, %d drawn", seed, placed.Empty(), drawn.Empty())
		}
	}
}
