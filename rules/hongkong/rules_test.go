package hongkong_test

// One test per sentence of the rulebook (hongkong-en.txt) and per ruling in
// NOTES.md, named after the rule.

import (
	"errors"
	"strings"
	"testing"

	"quartet/rules"
	. "quartet/rules/hongkong"
	"quartet/rules/ruletest"
)

func position(t *testing.T, board map[string]string, turns, toMove int) *Game {
	t.Helper()
	g, err := NewPosition(board, turns, toMove)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func play(t *testing.T, g *Game, moves ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		ev, err := g.Apply(m)
		if err != nil {
			t.Fatalf("%q refused: %v", text, err)
		}
		all = append(all, ev...)
	}
	return all
}

// refused checks that move is illegal for the reason mentioned in want.
func refused(t *testing.T, g *Game, move, want string) {
	t.Helper()
	m, err := ParseMove(move)
	if err != nil {
		t.Fatalf("%q: %v", move, err)
	}
	before := ruletest.State(g)
	_, err = g.Apply(m)
	var illegal *rules.IllegalMove
	if !errors.As(err, &illegal) {
		t.Fatalf("%q: want an illegal move, got %v", move, err)
	}
	if !strings.Contains(illegal.Reason, want) {
		t.Fatalf("%q refused with %q, want it to say %q", move, illegal.Reason, want)
	}
	if ruletest.State(g) != before {
		t.Fatalf("%q was refused but changed the game", move)
	}
}

func TestEachPlayerReceives20StandardBlocks5FastBlocksAnd5Roofs(t *testing.T) {
	g := New(1)
	for seat := range 2 {
		if g.Supply(seat, Block) != 20 || g.Supply(seat, Fast) != 5 || g.Supply(seat, Roof) != 5 {
			t.Fatalf("seat %d starts with %d blocks, %d fast blocks, %d roofs", seat,
				g.Supply(seat, Block), g.Supply(seat, Fast), g.Supply(seat, Roof))
		}
	}
}

func TestOnePlayerStartsThenPlayAlternates(t *testing.T) {
	g := New(1)
	for i, move := range []string{"B a1", "B e5", "R a2", "F b1 B b1"} {
		if g.ToMove() != i%2 {
			t.Fatalf("turn %d: seat %d to move, want %d", i, g.ToMove(), i%2)
		}
		play(t, g, move)
	}
}

func TestATurnMayPlaceOneStandardBlock(t *testing.T) {
	g := New(1)
	play(t, g, "B a1")
	if got := g.Plot(0).Code(); got != "B" || g.Supply(0, Block) != 19 {
		t.Fatalf("a1 holds %q, %d blocks left", got, g.Supply(0, Block))
	}
}

func TestATurnMayPlaceOneRoof(t *testing.T) {
	g := New(1)
	play(t, g, "R a1")
	if got := g.Plot(0).Code(); got != "R" || g.Supply(0, Roof) != 4 {
		t.Fatalf("a1 holds %q, %d roofs left", got, g.Supply(0, Roof))
	}
}

func TestATurnMayPlaceAFastBlockFollowedByAStandardBlock(t *testing.T) {
	g := New(1)
	play(t, g, "F a1 B b1")
	if g.Plot(0).Code() != "F" || g.Plot(1).Code() != "B" || g.ToMove() != 1 {
		t.Fatalf("after F a1 B b1: a1 %q, b1 %q, seat %d to move", g.Plot(0).Code(), g.Plot(1).Code(), g.ToMove())
	}
}

func TestATurnMayPlaceAFastBlockFollowedByARoof(t *testing.T) {
	g := New(1)
	play(t, g, "F a1 R a1")
	if g.Plot(0).Code() != "FR" || g.Supply(0, Fast) != 4 || g.Supply(0, Roof) != 4 {
		t.Fatalf("after F a1 R a1: a1 %q", g.Plot(0).Code())
	}
}

func TestAFastBlockIsNeverPlayedAlone(t *testing.T) {
	for _, text := range []string{"F a1", "F a1 F b1"} {
		if _, err := ParseMove(text); err == nil {
			t.Fatalf("%q parsed as a turn", text)
		}
	}
	g := New(1)
	for _, m := range g.LegalMoves() {
		mv := *m.(*Move)
		if mv.Piece != Block && mv.Piece != Roof {
			t.Fatalf("legal turn %q does not end with a standard piece", m)
		}
	}
}

func TestFiveFastBlocksGiveFiveDoubleMoves(t *testing.T) {
	g := New(1)
	for i := range 5 {
		play(t, g, "F "+PlotName(i)+" B "+PlotName(i), "B "+PlotName(20+i))
	}
	refused(t, g, "F b2 B b2", "no fast blocks left")
}

func TestStartPlayerMayNotUseTheCentreOnTheFirstTurn(t *testing.T) {
	for _, move := range []string{"B c3", "R c3", "F c3 B d3", "F d3 B c3", "F c3 R c3"} {
		refused(t, New(1), move, "centre")
	}
}

func TestSecondPlayerMayUseTheCentreOnTheFirstTurn(t *testing.T) {
	g := New(1)
	play(t, g, "B a1", "F c3 R c3")
}

func TestStartPlayerMayUseTheCentreAfterTheFirstTurn(t *testing.T) {
	g := New(1)
	play(t, g, "B a1", "B e5", "B c3")
}

func TestTwoPiecesMayGoOnTheSameOrTwoDifferentPlots(t *testing.T) {
	play(t, New(1), "F a1 B a1")
	play(t, New(1), "F a1 B e5")
}

func TestAnyPieceMayBePlacedOnAnyEmptyPlotEvenARoof(t *testing.T) {
	g := New(1)
	for p := range Plots {
		if p == Centre {
			continue
		}
		for _, k := range []Kind{Block, Fast, Roof} {
			if err := g.CheckPlacement(k, p); err != nil {
				t.Fatalf("%s on empty %s: %v", k, PlotName(p), err)
			}
		}
	}
}

func TestNoPieceMayBePlacedOnTopOfARoof(t *testing.T) {
	g := position(t, map[string]string{"a1": "BR", "a2": "BBB"}, 4, 0)
	refused(t, g, "B a1", "roof")
	refused(t, g, "R a1", "roof")
	refused(t, g, "F a1 B a2", "roof")
}

func TestTheMaximumHeightIsFivePiecesTheRoofIncluded(t *testing.T) {
	g := position(t, map[string]string{"a1": "BBBB", "e5": "BBBBB"}, 6, 0)
	play(t, g, "R a1") // 4 blocks and a roof is full height
	g = position(t, map[string]string{"e5": "BBBBB"}, 6, 0)
	refused(t, g, "B e5", "five pieces")
	refused(t, g, "R e5", "five pieces")
}

func TestPlayersMayAlwaysPlaceOnTopOfTheirOwnBlocks(t *testing.T) {
	// Seat 0's lone block has no support around it, and still grows.
	g := position(t, map[string]string{"a1": "B", "b1": "bbbb"}, 4, 0)
	play(t, g, "F a1 B a1", "B e5", "R a1")
	if g.Plot(0).Code() != "BFBR" {
		t.Fatalf("a1 is %q", g.Plot(0).Code())
	}
}

// NOTES.md ruling 3: the worked cases of building on an opponent's block.
func TestPlacingOnTheOpponentsBlockNeedsAnAdjacentBuildingAtLeastAsHighAfterward(t *testing.T) {
	cases := []struct {
		name  string
		yours string // your building on b2
		their string // the opponent's building on c2
		piece string
		legal bool
	}{
		{"4 blocks beside 3 blocks, block", "BBBB", "bbb", "B", true},
		{"3 blocks and roof beside 3 blocks, block", "BBBR", "bbb", "B", false},
		{"3 blocks and roof beside 3 blocks, roof", "BBBR", "bbb", "R", true},
		{"3 blocks beside 3 blocks, roof", "BBB", "bbb", "R", false},
		{"3 blocks beside 2 blocks, roof", "BBB", "bb", "R", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := position(t, map[string]string{"b2": c.yours, "c2": c.their}, 6, 0)
			move := c.piece + " c2"
			if c.legal {
				play(t, g, move)
				return
			}
			refused(t, g, move, "at least as high")
		})
	}
}

func TestAnAdjacentPlotHasAnEdgeInCommon(t *testing.T) {
	// A tall building diagonally next to the target does not help.
	g := position(t, map[string]string{"b3": "BBBB", "c2": "b"}, 6, 0)
	refused(t, g, "B c2", "next to it")
	// Nor does one two plots away in the same row.
	g = position(t, map[string]string{"a2": "BBBB", "c2": "b"}, 6, 0)
	refused(t, g, "B c2", "next to it")
}

func TestTheAdjacentBuildingMustBeControlledByThePlayer(t *testing.T) {
	// b2 is tall but seat 1 has its block on top.
	g := position(t, map[string]string{"b2": "BBBb", "c2": "b"}, 6, 0)
	refused(t, g, "B c2", "next to it")
}

func TestBuildingBlocksAreConsideredHigherThanRoofs(t *testing.T) {
	// A block on top of two blocks (6 half-storeys) beats two blocks and a
	// roof (5): the roofed building of the same piece count is not enough.
	g := position(t, map[string]string{"b2": "BBR", "c2": "bb"}, 6, 0)
	refused(t, g, "B c2", "at least as high")
	g = position(t, map[string]string{"b2": "BBB", "c2": "bb"}, 6, 0)
	play(t, g, "B c2")
}

func TestAFastBlockIsABlockInEveryRespectButSupply(t *testing.T) {
	// A fast block counts two half-storeys and gives control like a block.
	g := position(t, map[string]string{"b2": "FFF", "c2": "bb"}, 6, 0)
	play(t, g, "B c2")
	if g.Plot(7).Controller() != 0 {
		t.Fatal("the building on c2 should now be seat 0's")
	}
	// Its owner builds on it as on any own block.
	g = position(t, map[string]string{"a1": "F"}, 6, 0)
	play(t, g, "B a1")
}

func TestTheSecondPieceIsCheckedAgainstTheBoardAfterTheFirstLanded(t *testing.T) {
	// Raise your own tower with the fast block, then build on the opponent.
	g := position(t, map[string]string{"b2": "BB", "c2": "bb"}, 6, 0)
	refused(t, g, "B c2", "at least as high")
	play(t, g, "F b2 B c2")
	if g.Plot(7).Code() != "bbB" {
		t.Fatalf("c2 is %q", g.Plot(7).Code())
	}
}

func TestABuildingIsControlledByThePlayerWhosePieceIsTopmost(t *testing.T) {
	g := position(t, map[string]string{"a1": "BBb", "a2": "bR", "a3": "B"}, 6, 0)
	if g.Plot(0).Controller() != 1 || g.Plot(5).Controller() != 0 || g.Plot(10).Controller() != 0 {
		t.Fatal("control should follow the topmost piece")
	}
	if n := g.Buildings(); n != [2]int{2, 1} {
		t.Fatalf("buildings %v, want [2 1]", n)
	}
}

func TestTheGameEndsWhenAtTheEndOfATurnAll25PlotsAreOccupied(t *testing.T) {
	board := map[string]string{}
	for p := range Plots {
		if p != 24 {
			board[PlotName(p)] = []string{"B", "b"}[p%2]
		}
	}
	g := position(t, board, 24, 0)
	ev := play(t, g, "B e5")
	if !g.Outcome().Over {
		t.Fatal("the game should be over with every plot occupied")
	}
	if _, ok := ev[len(ev)-1].(Ended); !ok {
		t.Fatalf("last event %v, want Ended", ev[len(ev)-1])
	}
}

func TestTheEndIsCheckedOnlyAtTheEndOfATurn(t *testing.T) {
	board := map[string]string{}
	for p := range Plots {
		if p != 24 {
			board[PlotName(p)] = []string{"B", "b"}[p%2]
		}
	}
	g := position(t, board, 24, 0)
	// The fast block fills the last plot; the second piece is still placed.
	play(t, g, "F e5 R e5")
	if g.Plot(24).Code() != "FR" || !g.Outcome().Over {
		t.Fatalf("e5 is %q, over %v", g.Plot(24).Code(), g.Outcome().Over)
	}
}

func TestTheGameEndsWhenAllStandardBlocksAndRoofsAreUsedUpNotNecessarilyTheFastBlocks(t *testing.T) {
	g := position(t, map[string]string{"a1": "B", "e5": "b"}, 6, 0)
	for seat := range 2 {
		g.SetSupply(seat, Block, 0)
		g.SetSupply(seat, Roof, 0)
	}
	if !g.Outcome().Over {
		t.Fatal("with only fast blocks left the game is over")
	}
	g = position(t, map[string]string{"a1": "B", "e5": "b"}, 6, 0)
	g.SetSupply(0, Block, 0)
	g.SetSupply(0, Roof, 0)
	g.SetSupply(1, Block, 0)
	g.SetSupply(1, Roof, 1)
	play(t, g, "pass", "R c3")
	if !g.Outcome().Over {
		t.Fatal("the game should end once the last roof is used")
	}
}

func TestThePlayerWhoControlsMoreBuildingsWins(t *testing.T) {
	g := position(t, map[string]string{"a1": "B", "a2": "B", "e5": "b"}, 6, 0)
	for seat := range 2 {
		g.SetSupply(seat, Block, 0)
		g.SetSupply(seat, Roof, 0)
	}
	if o := g.Outcome(); !o.Over || o.Winner != 0 {
		t.Fatalf("outcome %+v, want seat 0 to win", o)
	}
}

func TestOnATieThePlayerWhoControlsTheCentreWins(t *testing.T) {
	g := position(t, map[string]string{"a1": "B", "c3": "b"}, 6, 0)
	for seat := range 2 {
		g.SetSupply(seat, Block, 0)
		g.SetSupply(seat, Roof, 0)
	}
	if o := g.Outcome(); o.Winner != 1 {
		t.Fatalf("outcome %+v, want the centre's owner, seat 1, to win", o)
	}
}

// NOTES.md ruling 9.
func TestATieWithTheCentreEmptyIsADraw(t *testing.T) {
	g := position(t, map[string]string{"a1": "B", "e5": "b"}, 6, 0)
	for seat := range 2 {
		g.SetSupply(seat, Block, 0)
		g.SetSupply(seat, Roof, 0)
	}
	if o := g.Outcome(); !o.Over || o.Winner != rules.NoSeat || o.Reward[0] != 0.5 {
		t.Fatalf("outcome %+v, want a draw", o)
	}
}

// NOTES.md ruling 8.
func TestAPlayerWithNoLegalTurnPasses(t *testing.T) {
	g := position(t, map[string]string{"a1": "B"}, 6, 0)
	g.SetSupply(0, Block, 0)
	g.SetSupply(0, Roof, 0)
	legal := g.LegalMoves()
	if len(legal) != 1 || legal[0].String() != "pass" {
		t.Fatalf("legal moves %v, want only pass", legal)
	}
	ev := play(t, g, "pass")
	if _, ok := ev[0].(Passed); !ok || g.ToMove() != 1 {
		t.Fatalf("events %v, seat %d to move", ev, g.ToMove())
	}
}

func TestPassingIsLegalOnlyWhenNoOtherTurnIs(t *testing.T) {
	refused(t, New(1), "pass", "only pass")
}

// NOTES.md ruling 8: the game cannot stall. A stuck player passes while the
// other plays on, and the game ends as soon as both are out of pieces.
func TestTheGameEndsWhenNeitherPlayerCanPlay(t *testing.T) {
	g := position(t, map[string]string{"a1": "B"}, 6, 0)
	g.SetSupply(0, Block, 0)
	g.SetSupply(0, Roof, 0)
	g.SetSupply(1, Roof, 0)
	g.SetSupply(1, Block, 2)
	play(t, g, "pass", "B e5", "pass")
	if g.Outcome().Over {
		t.Fatal("seat 1 still has a block")
	}
	play(t, g, "B e4")
	if !g.Outcome().Over {
		t.Fatal("nobody can play: the game should be over")
	}
}

func TestAnIllegalTurnNamesTheRuleAndChangesNothing(t *testing.T) {
	g := New(1)
	play(t, g, "B a1")
	refused(t, g, "B a1", "next to it")
}
