package hong

import (
	"fmt"
	"strings"
)

// Content is what a cell holds.
type Content uint8

const (
	Empty Content = iota
	// H is a dragon tile whose body segment runs left to right; its heads
	// face up and down.
	H
	// V is a dragon tile whose body segment runs up and down; its heads face
	// left and right.
	V
	// Stone is a Hong tile stone side up.
	Stone
	// Blocked is a cell outside the play area or an obstacle on the board.
	Blocked
)

// Letter is the content's character in the replay summary's board.
func (c Content) Letter() byte { return ".HVS#"[c] }

// IsTile reports whether c is a dragon tile (H or V).
func (c Content) IsTile() bool { return c == H || c == V }

// Turned is the other orientation of a dragon tile.
func (c Content) Turned() Content {
	if c == H {
		return V
	}
	return H
}

func (c Content) String() string {
	switch c {
	case H, V:
		return string(c.Letter())
	case Stone:
		return "stone"
	case Blocked:
		return "obstacle"
	}
	return "empty"
}

// Dir is the direction of a Hong's body.
type Dir uint8

const (
	// Across is a horizontal Hong: H segments capped left and right by V.
	Across Dir = iota
	// Down is a vertical Hong: V segments capped below and above by H.
	Down
)

func (d Dir) String() string {
	if d == Across {
		return "horizontal"
	}
	return "vertical"
}

// segment and cap are the contents that make a Hong's body and its heads in
// direction d.
func (d Dir) segment() Content { return H + Content(d) }
func (d Dir) cap() Content     { return V - Content(d) }

// The 16 lines of the grid: rows 0..6 (Across), then columns 0..8 (Down).
// Positions along a row run left to right; along a column bottom to top.
const lines = Rows + Cols

func lineDir(l int) Dir {
	if l < Rows {
		return Across
	}
	return Down
}

func lineLen(l int) int {
	if l < Rows {
		return Cols
	}
	return Rows
}

// lineCell is the cell at position i of line l.
func lineCell(l, i int) int {
	if l < Rows {
		return l*Cols + i
	}
	return i*Cols + (l - Rows)
}

// rowLine and colLine are the two lines through a cell.
func rowLine(c int) int { return c / Cols }
func colLine(c int) int { return Rows + c%Cols }

// Hong is one two-headed dragon on the board: a maximal straight run of
// Size >= 1 body segments with a cap (a tile turned the other way, whose head
// faces the run) directly before and after it (NOTES.md Hong item 2).
type Hong struct {
	Dir Dir
	// Line is the row (0 = rank 1) of an Across Hong or the column (0 = a)
	// of a Down Hong.
	Line int
	// Start is the position of the first segment along the line: a column
	// for Across, a row for Down.
	Start int
	Size  int
}

func (h Hong) line() int {
	if h.Dir == Across {
		return h.Line
	}
	return Rows + h.Line
}

// Cells returns the Hong's body segments, left to right or bottom to top.
func (h Hong) Cells() []int {
	out := make([]int, h.Size)
	for i := range out {
		out[i] = lineCell(h.line(), h.Start+i)
	}
	return out
}

// Caps returns the two cells whose heads close the Hong: before its first
// segment and after its last.
func (h Hong) Caps() [2]int {
	l := h.line()
	return [2]int{lineCell(l, h.Start-1), lineCell(l, h.Start+h.Size)}
}

func (h Hong) String() string {
	cells := h.Cells()
	// One segment is one square: "on d2", not "on d2-d2" (play-test).
	span := CellName(cells[0])
	if len(cells) > 1 {
		span += "-" + CellName(cells[len(cells)-1])
	}
	return fmt.Sprintf("%s Hong of size %d on %s", h.Dir, h.Size, span)
}

// appendLineHongs appends the Hongs of line l to out: every maximal run of
// segments with a cap on both sides. A run that reaches the edge, a stone, an
// obstacle or an empty cell has no head there and is no Hong.
func appendLineHongs(cells *[Cells]Content, l int, out []Hong) []Hong {
	d := lineDir(l)
	seg, cp := d.segment(), d.cap()
	capped := false // the cell before the current run is a cap
	start := -1     // first segment of the current run, -1 if none
	for i, x := range lineCells[l][:lineLen(l)] {
		c := cells[x]
		switch {
		case c == seg:
			if start < 0 {
				start = i
			}
		case c == cp:
			if start >= 0 && capped {
				out = append(out, Hong{Dir: d, Line: l - int(d)*Rows, Start: start, Size: i - start})
			}
			start, capped = -1, true
		default:
			start, capped = -1, false
		}
	}
	return out
}

// countLine counts the Hongs of line l without building them.
func countLine(cells *[Cells]Content, l int) int {
	d := lineDir(l)
	seg, cp := d.segment(), d.cap()
	count := 0
	capped, inRun := false, false
	for _, x := range lineCells[l][:lineLen(l)] {
		c := cells[x]
		switch {
		case c == seg:
			inRun = true
		case c == cp:
			if inRun && capped {
				count++
			}
			inRun, capped = false, true
		default:
			inRun, capped = false, false
		}
	}
	return count
}

// allHongs lists every Hong on a board: horizontal ones row by row from the
// top, then vertical ones column by column from the left, the order the
// rulebook's hint counts them in.
func allHongs(cells *[Cells]Content) []Hong {
	var out []Hong
	for r := Rows - 1; r >= 0; r-- {
		out = appendLineHongs(cells, r, out)
	}
	for c := range Cols {
		out = appendLineHongs(cells, Rows+c, out)
	}
	return out
}

// HongsIn lists the Hongs on a board's contents, as Game.Hongs does for
// the game: a table shows the board as its pieces land, a step behind.
func HongsIn(cells *[Cells]Content) []Hong { return allHongs(cells) }

// countHongs counts every Hong on a board.
func countHongs(cells *[Cells]Content) int {
	n := 0
	for l := range lines {
		n += countLine(cells, l)
	}
	return n
}

// lineSet is a few distinct lines: those an action touches (at most two
// cells, so four lines).
type lineSet struct {
	n int
	l [4]int
}

func (s *lineSet) add(l int) {
	for _, x := range s.l[:s.n] {
		if x == l {
			return
		}
	}
	s.l[s.n] = l
	s.n++
}

// linesThrough lists the distinct lines through the given cells, in order.
func linesThrough(cells ...int) lineSet {
	var s lineSet
	for _, c := range cells {
		s.add(rowLine(c))
		s.add(colLine(c))
	}
	return s
}

// lineSnapshot holds the Hongs of a lineSet's lines at one moment, on the
// stack: a row holds at most four Hongs, a column three.
type lineSnapshot struct {
	n [4]int
	h [4][4]Hong
}

func snapshot(cells *[Cells]Content, ls *lineSet) (s lineSnapshot) {
	for i, l := range ls.l[:ls.n] {
		s.n[i] = len(appendLineHongs(cells, l, s.h[i][:0]))
	}
	return s
}

// diffHongs compares the Hongs of the same lines before and after a change:
// formed are the Hongs that exist only after it, broken those that existed
// only before. A Hong is the same Hong if it has the same direction, line,
// start and size.
func diffHongs(before, after *lineSnapshot, ls *lineSet) (formed, broken []Hong) {
	for i := range ls.n {
		b, a := before.h[i][:before.n[i]], after.h[i][:after.n[i]]
		for _, h := range a {
			if !containsHong(b, h) {
				formed = append(formed, h)
			}
		}
		for _, h := range b {
			if !containsHong(a, h) {
				broken = append(broken, h)
			}
		}
	}
	return formed, broken
}

func containsHong(list []Hong, h Hong) bool {
	for _, x := range list {
		if x == h {
			return true
		}
	}
	return false
}

// hongList writes Hongs for the game log.
func hongList(hs []Hong) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = h.String()
	}
	return strings.Join(parts, ", ")
}
