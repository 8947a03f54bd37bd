package chinatown

import (
	"encoding/json"
	"strconv"
	"testing"

	"quartet/rules"
)

// randomTrader plays random games in which players also propose random
// deals (valid or not) and answer them at random.
type randomTrader struct{ r *rules.Rand }

func (p randomTrader) move(g *Game) Move {
	r := p.r
	if g.phase != Trading || r.IntN(3) == 0 {
		legal := g.LegalMoves()
		return legal[r.IntN(len(legal))].(Move)
	}
	s := r.IntN(g.seats)
	if len(g.deals) > 0 && r.IntN(2) == 0 {
		d := g.deals[r.IntN(len(g.deals))]
		for p := range g.seats {
			if d.Waiting(p) {
				return ConfirmMove(p, d.ID)
			}
		}
	}
	if g.proposals[s] > 6 {
		return DoneMove(s)
	}
	var legs []Leg
	for range 1 + r.IntN(3) {
		from, to := r.IntN(g.seats), r.IntN(g.seats)
		l := Leg{From: from, To: to}
		switch r.IntN(3) {
		case 0:
			if lots := g.LotsOf(from); len(lots) > 0 {
				l.Lots = []int{lots[r.IntN(len(lots))]}
			}
		case 1:
			l.Tiles[r.IntN(Shops)] = 1 + r.IntN(2)
		default:
			l.Money = MoneyUnit * (1 + r.IntN(80))
		}
		legs = append(legs, l)
	}
	return ProposeMove(s, NewTerms(legs...))
}

func checkConservation(t *testing.T, g *Game, step int) {
	t.Helper()
	money, earned := 0, 0
	for s := range g.seats {
		if g.money[s] < 0 {
			t.Fatalf("step %d: seat %d has %d", step, s, g.money[s])
		}
		money += g.money[s]
		earned += g.earned[s]
	}
	if money != g.seats*StartMoney+earned || money != g.total {
		t.Fatalf("step %d: money %d, want start money plus income %d", step, money, g.seats*StartMoney+earned)
	}
	// Every building card is in exactly one place: the deck, a hand, or
	// gone from the game because its lot has an owner.
	var where [Lots + 1]int
	for _, c := range g.deck {
		where[c]++
	}
	for s := range g.seats {
		for _, c := range g.dealt[s] {
			where[c]++
		}
	}
	for l := 1; l <= Lots; l++ {
		if g.owner[l] >= 0 {
			where[l]++
		}
		if where[l] != 1 {
			t.Fatalf("step %d: lot %d is in %d places", step, l, where[l])
		}
		if g.shop[l] != NoShop && g.owner[l] < 0 {
			t.Fatalf("step %d: a shop on unowned lot %d", step, l)
		}
	}
	for s := range Shop(Shops) {
		n := int(g.bag[s])
		for p := range g.seats {
			if g.hand[p][s] < 0 {
				t.Fatalf("step %d: seat %d holds %d %s", step, p, g.hand[p][s], s)
			}
			n += int(g.hand[p][s])
		}
		for l := 1; l <= Lots; l++ {
			if g.shop[l] == s {
				n++
			}
		}
		if n != s.Tiles() {
			t.Fatalf("step %d: %d %s tiles in the game, want %d", step, n, s, s.Tiles())
		}
	}
}

func TestMoneyLotsAndTilesAreConserved(t *testing.T) {
	deals := 0
	for seed := range uint64(30) {
		g := New(3+int(seed%3), seed)
		p := randomTrader{rules.NewRand(seed)}
		for step := 0; !g.over; step++ {
			if step > 20000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			m := p.move(g)
			if _, err := g.Apply(m); err != nil {
				if _, ok := err.(*rules.IllegalMove); !ok {
					t.Fatalf("seed %d: %q: %v", seed, m, err)
				}
			}
			checkConservation(t, g, step)
		}
		deals += g.executed
	}
	if deals < 100 {
		t.Fatalf("only %d deals executed: the test does not exercise trading", deals)
	}
}

// incomeByHand counts businesses from the board file's own adjacency list,
// independently of the package's grids and groups.
func incomeByHand(t *testing.T, g *Game, seat int) int {
	var f struct {
		Adjacency map[string][]int `json:"adjacency"`
	}
	if err := json.Unmarshal(boardJSON, &f); err != nil {
		t.Fatal(err)
	}
	parent := make([]int, Lots+1)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		if parent[x] != x {
			parent[x] = find(parent[x])
		}
		return parent[x]
	}
	mine := func(l int) bool { return int(g.owner[l]) == seat && g.shop[l] != NoShop }
	for a := 1; a <= Lots; a++ {
		for _, b := range f.Adjacency[strconv.Itoa(a)] {
			if mine(a) && mine(b) && g.shop[a] == g.shop[b] {
				parent[find(a)] = find(b)
			}
		}
	}
	size := map[int]int{}
	for l := 1; l <= Lots; l++ {
		if mine(l) {
			size[find(l)]++
		}
	}
	total := 0
	for root, n := range size {
		m := g.shop[root].MaxSize()
		total += n / m * map[int]int{3: 50000, 4: 80000, 5: 110000, 6: 140000}[m]
		total += []int{0, 10000, 20000, 40000, 60000, 80000}[n%m]
	}
	return total
}

func TestIncomeMatchesAHandComputedTable(t *testing.T) {
	type layout struct {
		shop Shop
		lots []int
	}
	cases := []struct {
		name string
		lay  []layout
		want int
	}{
		{"nothing built", nil, 0},
		{"one tile", []layout{{Factory, []int{1}}}, 10000},
		{"two apart", []layout{{Factory, []int{1, 5}}}, 20000},
		{"two adjacent", []layout{{Factory, []int{1, 2}}}, 20000},
		{"complete photo", []layout{{Photo, []int{1, 2, 4}}}, 50000},
		{"photo of four splits", []layout{{Photo, []int{1, 2, 4, 5}}}, 60000},
		{"complete florist and a single", []layout{{Florist, []int{16, 17, 18, 21}}, {Florist, []int{26}}}, 90000},
		{"complete restaurant", []layout{{Restaurant, []int{71, 72, 73, 74, 78, 82}}}, 140000},
		{"laundry of five", []layout{{Laundry, []int{59, 60, 61, 62, 64}}}, 110000},
		{"two types side by side", []layout{{Photo, []int{43, 44}}, {Seafood, []int{45, 46}}}, 40000},
		{"dim sum of four across a street is 3+1", []layout{{DimSum, []int{13, 14, 15, 16}}}, 50000},
	}
	for _, c := range cases {
		g := tradingTable(t, 3)
		for _, l := range c.lay {
			own(g, 0, l.shop, l.lots...)
		}
		own(g, 1, Photo, 6) // another owner's shop changes nothing
		if got := g.Income(0); got != c.want {
			t.Errorf("%s: income %d, want %d", c.name, got, c.want)
		}
		if got := incomeByHand(t, g, 0); got != c.want {
			t.Errorf("%s: the independent count gives %d, want %d", c.name, got, c.want)
		}
	}
	// Random boards: the package and the independent count agree.
	r := rules.NewRand(5)
	for range 200 {
		g := tradingTable(t, 3)
		for l := 1; l <= Lots; l++ {
			if r.IntN(3) > 0 {
				own(g, r.IntN(3), Shop(r.IntN(4)), l)
			}
		}
		for s := range 3 {
			if g.Income(s) != incomeByHand(t, g, s) {
				t.Fatalf("seat %d: income %d, independent count %d", s, g.Income(s), incomeByHand(t, g, s))
			}
		}
	}
}
