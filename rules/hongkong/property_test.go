package hongkong_test

import (
	"testing"

	"quartet/rules"
	. "quartet/rules/hongkong"
)

// randomGames plays games to the end with the AI's play-out policy and calls
// check after every turn.
func randomGames(t *testing.T, n int, check func(g *Game)) {
	t.Helper()
	for seed := range uint64(n) {
		g := New(seed)
		r := rules.NewRand(seed)
		for !g.Outcome().Over {
			if _, err := g.Apply(g.PlayoutMove(r)); err != nil {
				t.Fatalf("seed %d: play-out move refused: %v", seed, err)
			}
			check(g)
		}
	}
}

func TestPropertyPiecesAreConserved(t *testing.T) {
	randomGames(t, 300, func(g *Game) {
		var onBoard [2][Roof + 1]int
		for p := range Plots {
			for _, pc := range g.Plot(p).Pieces() {
				onBoard[pc.Seat][pc.Kind]++
			}
		}
		start := map[Kind]int{Block: StartBlocks, Fast: StartFast, Roof: StartRoofs}
		for seat := range 2 {
			for k, n := range start {
				if onBoard[seat][k]+g.Supply(seat, k) != n {
					t.Fatalf("seat %d: %d %ss on the board and %d in supply, want %d in all",
						seat, onBoard[seat][k], k, g.Supply(seat, k), n)
				}
			}
		}
	})
}

func TestPropertyNoBuildingIsHigherThanFivePieces(t *testing.T) {
	randomGames(t, 300, func(g *Game) {
		for p := range Plots {
			if g.Plot(p).Len() > MaxHeight {
				t.Fatalf("%s has %d pieces", PlotName(p), g.Plot(p).Len())
			}
		}
	})
}

func TestPropertyNothingEverLandsOnARoof(t *testing.T) {
	randomGames(t, 300, func(g *Game) {
		for p := range Plots {
			pieces := g.Plot(p).Pieces()
			for i, pc := range pieces {
				if pc.Kind == Roof && i != len(pieces)-1 {
					t.Fatalf("%s: a piece sits on a roof: %s", PlotName(p), g.Plot(p).Code())
				}
			}
		}
	})
}

func TestPropertyEveryGameEnds(t *testing.T) {
	turns := 0
	randomGames(t, 300, func(g *Game) {
		turns = g.Turns()
		if turns > 2*(StartBlocks+StartRoofs)+2 {
			t.Fatalf("the game has run %d turns", turns)
		}
	})
}

// The play-outs' fast placement lists must agree with the rules' own check.
func TestPropertyPlayoutPlacementsAgreeWithTheRules(t *testing.T) {
	randomGames(t, 200, func(g *Game) {
		if g.Outcome().Over {
			return
		}
		for _, k := range []Kind{Block, Roof} {
			for p := range Plots {
				if g.Supply(g.ToMove(), k) == 0 {
					continue
				}
				rulesSay := g.CheckPlacement(k, p) == nil
				if listed := PlayoutAllows(g, k, p); listed != rulesSay {
					t.Fatalf("%s on %s: play-outs say %v, the rules %v\n%v", k, PlotName(p), listed, rulesSay, g.Summary())
				}
			}
		}
	})
}
