package chinatownai

import ct "quartet/rules/chinatown"

// nb is the board's adjacency as arrays, so that valuing a position does not
// allocate.
var nb = func() (a [ct.Lots + 1][4]int8) {
	for l := 1; l <= ct.Lots; l++ {
		for i, n := range ct.Neighbours(l) {
			a[l][i] = int8(n)
		}
	}
	return a
}()

// groups tracks one player's runs of shops, real and imagined, with a
// union-find over lots. An imagined run may stand partly on lots the player
// does not own yet; sure is the chance that all of them will be its.
type groups struct {
	parent [ct.Lots + 1]int8
	size   [ct.Lots + 1]int8
	typ    [ct.Lots + 1]int8 // shop type, -1 none
	sure   [ct.Lots + 1]float64
}

func (g *groups) init() {
	for i := range g.typ {
		g.typ[i] = -1
		g.parent[i] = int8(i)
	}
}

func (g *groups) find(x int) int {
	for int(g.parent[x]) != x {
		g.parent[x] = g.parent[g.parent[x]]
		x = int(g.parent[x])
	}
	return x
}

// add puts a shop of type t on lot l, which the player holds with chance
// w, and joins it to its neighbours of the same type.
func (g *groups) add(l int, t int8, w float64) {
	g.typ[l], g.size[l], g.parent[l], g.sure[l] = t, 1, int8(l), w
	for _, n := range nb[l] {
		if n == 0 || g.typ[n] != t {
			continue
		}
		a, b := g.find(l), g.find(int(n))
		if a != b {
			g.parent[b] = int8(a)
			g.size[a] += g.size[b]
			g.sure[a] *= g.sure[b]
		}
	}
}

// join tells what a shop of type t on lot l would do: the change in income
// (as if every lot were the player's), the size of the run it would be in,
// and the chance that the runs it joins are all the player's.
func (g *groups) join(l int, t int8) (delta, size int, sure float64) {
	size, sure = 1, 1
	before := 0
	var seen [4]int
	k := 0
	for _, n := range nb[l] {
		if n == 0 || g.typ[n] != t {
			continue
		}
		r := g.find(int(n))
		dup := false
		for _, s := range seen[:k] {
			dup = dup || s == r
		}
		if dup {
			continue
		}
		seen[k] = r
		k++
		size += int(g.size[r])
		sure *= g.sure[r]
		before += ct.RunIncome(ct.Shop(t), int(g.size[r]))
	}
	return ct.RunIncome(ct.Shop(t), size) - before, size, sure
}

// income sums the runs' incomes.
func (g *groups) income() int {
	n := 0
	for l := 1; l <= ct.Lots; l++ {
		if g.typ[l] >= 0 && g.find(l) == l {
			n += ct.RunIncome(ct.Shop(g.typ[l]), int(g.size[l]))
		}
	}
	return n
}
