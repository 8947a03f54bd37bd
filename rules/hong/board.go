package hong

import (
	"fmt"

	"quartet/rules/grid"
)

// Every board is a mask on one grid of 7 rows by 9 columns. Cells run row by
// row from a1 (0) to i7 (62): column = cell % Cols, row = cell / Cols, row 0
// being rank 1 at the bottom.
const (
	Rows  = 7
	Cols  = 9
	Cells = Rows * Cols
)

// CellName returns the notation of a cell: "a1" .. "i7".
func CellName(c int) string {
	if c < 0 || c >= Cells {
		return "??"
	}
	return grid.Name(c, Cols)
}

// ParseCell reads "a1" .. "i7" (either case); ok is false for anything else.
func ParseCell(s string) (cell int, ok bool) { return grid.Parse(s, Cols, Rows) }

// neighbours lists each cell's orthogonal neighbours on the grid; -1 pads.
var neighbours = grid.Neighbours(Cols, Rows)

// Adjacent reports whether two cells share an edge.
func Adjacent(a, b int) bool {
	if a < 0 || a >= Cells {
		return false
	}
	for _, q := range neighbours[a] {
		if int(q) == b {
			return true
		}
	}
	return false
}

// Board is the shape of one play area: which cells take tiles, which are
// obstacles printed on the board, and the Dragon Master's target.
type Board struct {
	ID     string // option value and summary name: "castle", "garden", "inner"
	Name   string // shown to players
	Target int    // the Dragon Master wins with at least this many Hongs
	// Layout draws the board, top row (rank 7) first, one character per
	// cell: '.' a space for a tile, '#' outside the play area, '~' pond and
	// 'T' tree. Pond and trees are obstacles: no tile goes there, and a Hong
	// cannot run into them, exactly as with a stone.
	Layout [Rows]string
	// Source says where the layout comes from; a reconstruction says so.
	Source string
}

// Playable reports whether a tile may ever stand on cell c.
func (b *Board) Playable(c int) bool { return b.Feature(c) == '.' }

// Feature is the layout character of cell c ('.', '#', '~' or 'T').
func (b *Board) Feature(c int) byte {
	return b.Layout[Rows-1-c/Cols][c%Cols]
}

// Spaces counts the cells that take tiles.
func (b *Board) Spaces() int {
	n := 0
	for c := range Cells {
		if b.Playable(c) {
			n++
		}
	}
	return n
}

// check makes sure a layout is well formed; the boards are data, so a typo
// must fail loudly at start-up rather than play a wrong game.
func (b *Board) check() error {
	for r, row := range b.Layout {
		if len(row) != Cols {
			return fmt.Errorf("board %s: layout row %d has %d cells, want %d", b.ID, r, len(row), Cols)
		}
		for i := range len(row) {
			switch row[i] {
			case '.', '#', '~', 'T':
			default:
				return fmt.Errorf("board %s: unknown layout character %q", b.ID, row[i])
			}
		}
	}
	if b.Spaces() < 4 {
		return fmt.Errorf("board %s: too few spaces", b.ID)
	}
	return nil
}

// BoardByID finds a board by its option value.
func BoardByID(id string) (*Board, bool) {
	for _, b := range Boards {
		if b.ID == id {
			return b, true
		}
	}
	return nil, false
}

func init() {
	for _, b := range Boards {
		if err := b.check(); err != nil {
			panic(err)
		}
	}
}
