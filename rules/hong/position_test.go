package hong

import (
	"reflect"
	"testing"

	"quartet/rules"
)

// blank starts a game on board id with no stones at all, so that a test can
// lay out exactly the position a rule talks about.
func blank(t *testing.T, id string, expansion bool) *Game {
	t.Helper()
	g, err := New(Options{Board: id, Expansion: expansion}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for c := range Cells {
		if g.cells[c] == Stone {
			g.cells[c] = Empty
		}
	}
	g.resync()
	return g
}

// lay puts a pattern on the board from cell start, going right (Across) or up
// (Down): 'H', 'V', 'S' (stone), '.' (empty); '_' leaves a cell as it is.
func lay(t *testing.T, g *Game, start string, d Dir, pattern string) {
	t.Helper()
	c, ok := ParseCell(start)
	if !ok {
		t.Fatalf("bad cell %q", start)
	}
	for i := range len(pattern) {
		if !inGrid(c) {
			t.Fatalf("pattern %q runs off the grid", pattern)
		}
		switch pattern[i] {
		case 'H':
			g.cells[c] = H
		case 'V':
			g.cells[c] = V
		case 'S':
			g.cells[c] = Stone
		case '.':
			g.cells[c] = Empty
		case '_':
		default:
			t.Fatalf("bad pattern character %q", pattern[i])
		}
		if g.board.Feature(c) != '.' && pattern[i] != '_' {
			t.Fatalf("pattern puts %q on the board's obstacle %s", pattern[i], CellName(c))
		}
		if d == Across {
			c++
		} else {
			c += Cols
		}
	}
	g.resync()
}

// fill fills every empty space with tile t, leaving cells listed in except
// empty.
func fill(t *testing.T, g *Game, tile Content, except ...string) {
	t.Helper()
	keep := map[int]bool{}
	for _, s := range except {
		c, ok := ParseCell(s)
		if !ok {
			t.Fatalf("bad cell %q", s)
		}
		keep[c] = true
	}
	for c := range Cells {
		if g.cells[c] == Empty && !keep[c] {
			g.cells[c] = tile
		}
	}
	g.resync()
}

// resync recounts what Apply keeps up to date, after a test edited cells.
func (g *Game) resync() {
	g.empty, g.hongs = 0, countHongs(&g.cells)
	for c := range Cells {
		if g.cells[c] == Empty {
			g.empty++
		}
	}
}

// setLair puts the dragons on the lair in a known order: powers[i] on space
// i+1.
func setLair(g *Game, powers ...Power) {
	for i, p := range powers {
		g.lair[i+1] = p
	}
}

func cell(t *testing.T, s string) int {
	t.Helper()
	c, ok := ParseCell(s)
	if !ok {
		t.Fatalf("bad cell %q", s)
	}
	return c
}

// play applies a move in notation and fails the test if it is refused.
func play(t *testing.T, g *Game, text string) []rules.Event {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := g.Apply(m)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return ev
}

// refuse applies a move that must be illegal, and checks that the game did
// not change.
func refuse(t *testing.T, g *Game, text string) string {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	before := *g
	_, err = g.Apply(m)
	if err == nil {
		t.Fatalf("%s was accepted", text)
	}
	if _, ok := err.(*rules.IllegalMove); !ok {
		t.Fatalf("%s refused with %T", text, err)
	}
	if !reflect.DeepEqual(*g, before) {
		t.Fatalf("refused %s changed the game", text)
	}
	return err.Error()
}

// find returns the first event of type E.
func find[E rules.Event](events []rules.Event) (E, bool) {
	for _, e := range events {
		if x, ok := e.(E); ok {
			return x, true
		}
	}
	var zero E
	return zero, false
}

func sizes(hs []Hong) []int {
	out := make([]int, len(hs))
	for i, h := range hs {
		out[i] = h.Size
	}
	return out
}
