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

// heat sets, for every empty cell x, how much the expected count changes if
// an H is placed on x; a V changes it by exactly the opposite amount, since
// an empty cell counts as half of each. So every empty cell is a contest:
// whoever fills it moves the count by |heat| in their own favour, and the
// greedy move of both players is the hottest cell.
//
// On one line, with F(j) the runs ending at j with their opening cap and
// G(i) the runs starting at i with their closing cap, the runs through x as
// a segment weigh (F(x-1)+c(x-1)) * (G(x+1)+c(x+1)) and the runs x caps weigh
// F(x-1)+G(x+1); making x a segment instead of half one adds half the first
// and removes half the second. In its row an H is a segment; in its column
// it is a cap. Two passes per line give every cell at once.
func heat(cells *[Cells]Content, out *[Cells]float64) {
	for c := range Cells {
		out[c] = 0
	}
	for l := range lines {
		d := lineDir(l)
		sp, cp := &segP[d], &capP[d]
		n := lineLen(l)
		lc := lineCells[l][:n]
		var s, cap, fwd, bwd [Cols + 2]float64 // index i+1 for position i
		for i, x := range lc {
			s[i+1], cap[i+1] = sp[cells[x]], cp[cells[x]]
		}
		for i := 1; i <= n; i++ {
			fwd[i] = (fwd[i-1] + cap[i-1]) * s[i]
		}
		for i := n; i >= 1; i-- {
			bwd[i] = (bwd[i+1] + cap[i+1]) * s[i]
		}
		sign := 0.5
		if d == Down {
			sign = -0.5
		}
		for i, x := range lc {
			if cells[x] != Empty {
				continue
			}
			p := i + 1
			through := (fwd[p-1] + cap[p-1]) * (bwd[p+1] + cap[p+1])
			capped := fwd[p-1] + bwd[p+1]
			out[x] += sign * (through - capped)
		}
	}
}
