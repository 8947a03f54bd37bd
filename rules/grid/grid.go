// Package grid names and links the cells of a rectangular board in the one
// notation the square-board titles share: columns a, b, c… from the left,
// rows 1, 2, 3… from the bottom, and cells numbered row by row from a1 = 0,
// so that column = cell % cols and row = cell / cols.
package grid

// Name returns the notation of a cell, such as "c3". Boards are at most 26
// columns and 9 rows, so a name is always two characters.
func Name(cell, cols int) string {
	return string([]byte{byte('a' + cell%cols), byte('1' + cell/cols)})
}

// Parse reads a cell name (either case) on a board of cols by rows; ok is
// false for anything that is not a cell of that board.
func Parse(s string, cols, rows int) (cell int, ok bool) {
	if len(s) != 2 {
		return 0, false
	}
	c, r := s[0]|0x20, s[1]
	if c < 'a' || int(c-'a') >= cols || r < '1' || int(r-'1') >= rows {
		return 0, false
	}
	return int(r-'1')*cols + int(c-'a'), true
}

// Neighbours lists each cell's orthogonal neighbours, below, left, right and
// above in that order (a fixed order, so that searches over them are
// deterministic); -1 pads the lists of edge cells.
func Neighbours(cols, rows int) [][4]int8 {
	n := make([][4]int8, cols*rows)
	for p := range n {
		c, r := p%cols, p/cols
		list := n[p][:0]
		if r > 0 {
			list = append(list, int8(p-cols))
		}
		if c > 0 {
			list = append(list, int8(p-1))
		}
		if c < cols-1 {
			list = append(list, int8(p+1))
		}
		if r < rows-1 {
			list = append(list, int8(p+cols))
		}
		for i := len(list); i < 4; i++ {
			n[p][i] = -1
		}
	}
	return n
}
