package hong

import "math"

// The AI's judgement of a position rests on one exact number: the expected
// Hong count if every empty space were filled with an H or a V at random, one
// half each (ai-notes.md, Hong). Lines are independent, and on one line a run
// of cells i..j is a Hong exactly when i-1 and j+1 are caps and i..j are
// segments (the caps make it maximal), so
//
//	E(line) = sum over i <= j of P(cap i-1) * P(seg i) ... P(seg j) * P(cap j+1)
//
// with P = 1 or 0 for a filled cell and 1/2 for an empty one. Summing runs by
// their last cell turns the O(L^2) sum into one pass.

// lineCells[l][i] is the cell at position i of line l.
var lineCells = func() (t [lines][Cols]int8) {
	for l := range lines {
		for i := range lineLen(l) {
			t[l][i] = int8(lineCell(l, i))
		}
	}
	return t
}()

// segP and capP are the probabilities that a cell holding each content ends
// up as a segment or as a cap of a Hong in direction d.
var segP, capP = func() (seg, cp [2][Blocked + 1]float64) {
	for d := Across; d <= Down; d++ {
		seg[d][Empty], cp[d][Empty] = 0.5, 0.5
		seg[d][d.segment()] = 1
		cp[d][d.cap()] = 1
	}
	return seg, cp
}()

// lineEV is the expected number of Hongs on line l under random completion.
func lineEV(cells *[Cells]Content, l int) float64 {
	d := lineDir(l)
	sp, cp := &segP[d], &capP[d]
	run := 0.0     // sum over runs ending at the previous cell, each with its opening cap
	prevCap := 0.0 // P(previous cell is a cap); the edge is none
	e := 0.0
	for _, c := range lineCells[l][:lineLen(l)] {
		x := cells[c]
		pc := cp[x]
		e += run * pc
		run = (run + prevCap) * sp[x]
		prevCap = pc
	}
	return e
}

// Expected is the expected final Hong count if every empty space were filled
// with a tile turned at random. On a full board it is the Hong count.
func (g *Game) Expected() float64 {
	e := 0.0
	for l := range lines {
		e += lineEV(&g.cells, l)
	}
	return e
}

// Evaluate estimates each seat's chance of winning from the expected count:
// the final count is taken as normal around it, with a spread that shrinks as
// the board fills (random completion of the 7x9 board gives a standard
// deviation of about 2.7 with 60 spaces empty, ai-notes.md).
func (g *Game) Evaluate() []float64 {
	p := winChance(g.Expected(), g.board.Target, g.empty)
	return []float64{1 - p, p}
}

// winChance is the Dragon Master's chance to reach target from an expected
// count e with empty spaces left.
func winChance(e float64, target, empty int) float64 {
	sd := math.Sqrt(spreadPerSpace*float64(empty) + spreadFloor)
	z := (e - float64(target) + 0.5) / sd
	// The logistic curve with slope 1.7 stays within 0.01 of the normal
	// distribution and costs one exponential.
	return 1 / (1 + math.Exp(-1.7*z))
}

// spreadPerSpace and spreadFloor set the variance of the final count: 0.12
// per empty space gives sd 2.7 at 60 spaces, and the floor keeps a little
// doubt about how the last tiles will be played.
const (
	spreadPerSpace = 0.12
	spreadFloor    = 0.25
)
