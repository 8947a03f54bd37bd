package hong

import (
	"math"
	"testing"

	"quartet/rules"
)

// randomGames plays n random games of every board, with or without the
// expansion, calling check after every move.
func randomGames(t *testing.T, n int, expansion bool, check func(g, before *Game, m rules.Move, ev []rules.Event)) {
	t.Helper()
	for _, b := range Boards {
		for seed := range uint64(n) {
			g, err := New(Options{Board: b.ID, Expansion: expansion}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rules.NewRand(seed + 77)
			for steps := 0; !g.Outcome().Over; steps++ {
				if steps > 2*Cells {
					t.Fatalf("%s seed %d: no end after %d moves", b.ID, seed, steps)
				}
				legal := g.LegalMoves()
				m := legal[r.IntN(len(legal))]
				before := *g
				ev, err := g.Apply(m)
				if err != nil {
					t.Fatalf("%s seed %d: legal %s refused: %v", b.ID, seed, m, err)
				}
				check(g, &before, m, ev)
			}
		}
	}
}

func TestTheCountNeverFallsInTheBaseGame(t *testing.T) {
	randomGames(t, 40, false, func(g, before *Game, m rules.Move, ev []rules.Event) {
		if g.Count() < before.Count() {
			t.Fatalf("%s: count fell from %d to %d", m, before.Count(), g.Count())
		}
		if _, ok := find[HongsBroken](ev); ok {
			t.Fatalf("%s broke a Hong in the base game", m)
		}
	})
}

func TestTheKeptCountAlwaysMatchesARecount(t *testing.T) {
	for _, x := range []bool{false, true} {
		randomGames(t, 30, x, func(g, before *Game, m rules.Move, ev []rules.Event) {
			if n := countHongs(&g.cells); n != g.Count() || n != len(g.Hongs()) {
				t.Fatalf("%s: kept count %d, recount %d, listed %d", m, g.Count(), n, len(g.Hongs()))
			}
			formed, broken := 0, 0
			for _, e := range ev {
				switch e := e.(type) {
				case HongsFormed:
					formed += len(e.Hongs)
				case HongsBroken:
					broken += len(e.Hongs)
				}
			}
			if before.Count()+formed-broken != g.Count() {
				t.Fatalf("%s: events say %d+%d-%d, count is %d", m, before.Count(), formed, broken, g.Count())
			}
			empty := 0
			for c := range Cells {
				if g.cells[c] == Empty {
					empty++
				}
			}
			if empty != g.Empty() {
				t.Fatalf("%s: kept %d empty spaces, there are %d", m, g.Empty(), empty)
			}
		})
	}
}

func TestTheBoardFillsExactly(t *testing.T) {
	for _, b := range Boards {
		for seed := range uint64(20) {
			g, _ := New(Options{Board: b.ID}, seed)
			r := rules.NewRand(seed)
			placed := 0
			for !g.Outcome().Over {
				if g.Empty() == 0 {
					t.Fatalf("%s: a full board and the game goes on", b.ID)
				}
				legal := g.LegalMoves()
				if len(legal) != 2*g.Empty() {
					t.Fatalf("%s: %d legal moves for %d empty spaces", b.ID, len(legal), g.Empty())
				}
				if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				placed++
			}
			if placed != b.Spaces()-StartStones || g.Empty() != 0 {
				t.Fatalf("%s: %d tiles placed, %d spaces left; want %d and 0", b.ID, placed, g.Empty(), b.Spaces()-StartStones)
			}
			for c := range Cells {
				if g.Cell(c) == Empty {
					t.Fatalf("%s: %s empty at the end", b.ID, CellName(c))
				}
			}
		}
	}
}

func TestTheExpansionGameAlwaysEndsWithAFullBoard(t *testing.T) {
	randomGames(t, 30, true, func(g, before *Game, m rules.Move, ev []rules.Event) {
		if _, ok := find[Ended](ev); ok != g.Outcome().Over {
			t.Fatalf("%s: Ended event %v but over %v", m, ok, g.Outcome().Over)
		}
		if g.Outcome().Over && g.Empty() != 0 {
			t.Fatalf("%s: over with %d empty spaces", m, g.Empty())
		}
	})
}

// The expected value must be exact: compare it with every completion of a
// small position.
func TestTheExpectedCountIsExactUnderRandomCompletion(t *testing.T) {
	g := blank(t, "castle", false)
	fill(t, g, Stone, "a4", "b4", "c4", "d4", "e4", "f4", "g4", "c3", "c5", "c6", "b5")
	lay(t, g, "c4", Across, "V_H")
	lay(t, g, "c5", Down, "H")
	var empties []int
	for c := range Cells {
		if g.cells[c] == Empty {
			empties = append(empties, c)
		}
	}
	total := 0.0
	for mask := range 1 << len(empties) {
		h := *g
		for i, c := range empties {
			h.cells[c] = H + Content(mask>>i&1)
		}
		total += float64(countHongs(&h.cells))
	}
	want := total / float64(int(1)<<len(empties))
	if got := g.Expected(); math.Abs(got-want) > 1e-12 {
		t.Fatalf("expected %v, average over every completion %v", got, want)
	}
	fill(t, g, V)
	if g.Expected() != float64(g.Count()) {
		t.Fatalf("on a full board the expected count %v must be the count %d", g.Expected(), g.Count())
	}
}

func TestTheEvaluationFavoursTheSideAheadOfTheTarget(t *testing.T) {
	g := blank(t, "castle", false)
	even := g.Evaluate()
	if math.Abs(even[0]+even[1]-1) > 1e-9 {
		t.Fatalf("evaluation %v does not sum to 1", even)
	}
	// A checkerboard corner raises the Dragon Master's chances; a wall of
	// H tiles lowers them.
	good := blank(t, "castle", false)
	lay(t, good, "a1", Across, "VHVHVHVHV")
	lay(t, good, "a2", Across, "HVHVHVHVH")
	bad := blank(t, "castle", false)
	lay(t, bad, "a1", Across, "HHHHHHHHH")
	lay(t, bad, "a2", Across, "HHHHHHHHH")
	if !(good.Evaluate()[DragonMaster] > even[DragonMaster] && even[DragonMaster] > bad.Evaluate()[DragonMaster]) {
		t.Fatalf("Dragon Master's chances: good %v, empty %v, bad %v", good.Evaluate(), even, bad.Evaluate())
	}
}

func TestPlayoutMovesAreLegal(t *testing.T) {
	for _, x := range []bool{false, true} {
		for _, b := range Boards {
			for seed := range uint64(10) {
				g, _ := New(Options{Board: b.ID, Expansion: x}, seed)
				r := rules.NewRand(seed)
				for !g.Outcome().Over {
					m := g.PlayoutMove(r)
					if _, err := g.Apply(m); err != nil {
						t.Fatalf("%s: play-out move %s refused: %v", b.ID, m, err)
					}
				}
			}
		}
	}
}

func TestHeatIsTheChangeInExpectedCountOfEachTile(t *testing.T) {
	for seed := range uint64(20) {
		g, _ := New(Options{}, seed)
		r := rules.NewRand(seed)
		for range int(seed * 2) {
			legal := g.LegalMoves()
			g.Apply(legal[r.IntN(len(legal))])
		}
		var h [Cells]float64
		heat(&g.cells, &h)
		base := g.Expected()
		for c := range Cells {
			if g.cells[c] != Empty {
				continue
			}
			g.cells[c] = H
			dh := g.Expected() - base
			g.cells[c] = V
			dv := g.Expected() - base
			g.cells[c] = Empty
			if math.Abs(dh-h[c]) > 1e-9 || math.Abs(dv+h[c]) > 1e-9 {
				t.Fatalf("seed %d %s: heat %v, H changes %v, V changes %v", seed, CellName(c), h[c], dh, dv)
			}
		}
	}
}
