package chinatownai

import (
	"fmt"
	"testing"

	"quartet/ai"
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// tally counts, over the positions searched, each way a computer player's
// trading could contradict itself.
type tally struct {
	positions, haggles int
	// cameDown counts haggles in which a counter came down toward the
	// person; the rest began at the computer's last word (a deal that
	// gains too little to share).
	cameDown int
	// ownOfferRefused: a deal it proposes (or a counter it makes among
	// computers) that it would not confirm itself.
	ownOfferRefused int
	// counterRefused: a counter to a person that it would not confirm.
	counterRefused int
	// askNotKept: the price it names before an offer is not the price its
	// first counter to a lower offer asks; or it confirms an offer below
	// the least it said it takes.
	askNotKept int
	// hiddenMoney: an offer, an answer or a price that changes with the
	// other players' hidden money.
	hiddenMoney int
	// stuck: a counter that does not move toward the person's standing
	// offer from its previous counter.
	stuck int
	// unfinished: haggling that ends (a no) before the computer came down
	// to the least it takes.
	unfinished int
}

func (t tally) violations() int {
	return t.ownOfferRefused + t.counterRefused + t.askNotKept + t.hiddenMoney + t.stuck + t.unfinished
}

func (t tally) String() string {
	return fmt.Sprintf("%d positions, %d haggles (%d came down): %d own offers refused, %d counters refused, %d asks not kept, %d hidden-money dependences, %d stuck counters, %d haggles ended early: %d violations",
		t.positions, t.haggles, t.cameDown, t.ownOfferRefused, t.counterRefused, t.askNotKept, t.hiddenMoney, t.stuck, t.unfinished, t.violations())
}

// received is the money seat receives in t, net (negative: pays).
func received(t ct.Terms, seat int) int { return -t.NetMoney(seat) }

// haggle has person p offer the computer at seat a the items of legs for
// money x (what a receives), holding to that offer after every counter,
// and checks what a answers against itself.
func haggle(t *testing.T, tl *tally, l Level, g, twin *ct.Game, a, p int, legs []ct.Leg) {
	t.Helper()
	least, ok := New(l, 1).PriceAs(g, a, ct.NewTerms(legs...))
	if !ok {
		return
	}
	stated, _ := New(l, 1).AskAs(g, a, ct.NewTerms(legs...))
	if twinLeast, _ := New(l, 1).PriceAs(twin, a, ct.NewTerms(legs...)); !twinLeast.Equal(least) {
		tl.hiddenMoney++
	}
	offer := withMoney(legs, a, p, received(least, a)-2*ct.MoneyUnit)
	g, twin = g.Clone().(*ct.Game), twin.Clone().(*ct.Game)
	if _, err := g.Apply(ct.ProposeMove(p, offer)); err != nil {
		return
	}
	// Where the other money drawn for the twin cannot pay the offer,
	// there is no twin to compare with.
	if _, err := twin.Apply(ct.ProposeMove(p, offer)); err != nil {
		twin = nil
	}
	id := g.Deals()[len(g.Deals())-1].ID
	tl.haggles++
	prev, counters := 0, 0
	for {
		mv := New(l, 1).Haggle(g, a, id).(ct.Move)
		if twin != nil && New(l, 1).Haggle(twin, a, id).String() != mv.String() {
			tl.hiddenMoney++
		}
		switch mv.Action {
		case ct.Confirm:
			tl.askNotKept++
			return
		case ct.Withdraw:
			if counters > 0 && prev != received(least, a) {
				tl.unfinished++
			}
			return
		}
		ask := received(mv.Terms, a)
		if !New(l, 1).AcceptsAs(g, a, mv.Terms) {
			tl.counterRefused++
		}
		if counters == 0 && ask != received(stated, a) {
			tl.askNotKept++
		}
		if counters > 0 && ask >= prev {
			tl.stuck++
		}
		if counters == 1 && ask < prev {
			tl.cameDown++
		}
		prev = ask
		counters++
		for _, gg := range []*ct.Game{g, twin} {
			if gg == nil {
				continue
			}
			if _, err := gg.Apply(mv); err != nil {
				t.Fatal(err)
			}
			// The person holds to their offer.
			if _, err := gg.Apply(ct.ChangeMove(p, id, offer)); err != nil {
				return
			}
		}
	}
}

// searchTrading looks at trading positions of games between mixed levels,
// and at each has every level play the seat to move: its own move, and
// haggling with a person over each single lot or tile it would buy or sell.
func searchTrading(t *testing.T) tally {
	var tl tally
	levels := []string{"easy", "medium", "hard", "expert"}
	for seats := ct.MinSeats; seats <= ct.MaxSeats; seats++ {
		for seed := uint64(1); seed <= 2; seed++ {
			n := 0
			for i, g := range positions(t, seats, 100*uint64(seats)+seed) {
				if g.Phase() != ct.Trading || len(g.Deals()) > 0 {
					continue
				}
				if n++; n%3 != 0 {
					continue
				}
				tl.positions++
				a := g.ToMove()
				// The same position with the other players' money shared
				// out otherwise: the computer at a must not tell them apart.
				twin := g.View(a).(*ct.Game)
				twin.Determinize(rules.NewRand(uint64(7 + i)))
				l := level(t, levels[(i+seats)%len(levels)])
				mv := ai.Decide(New(l, 3), g).(ct.Move)
				if tm := ai.Decide(New(l, 3), twin); tm.String() != mv.String() {
					tl.hiddenMoney++
				}
				if (mv.Action == ct.Propose || mv.Action == ct.Change) && !New(l, 3).AcceptsAs(g, a, mv.Terms) {
					tl.ownOfferRefused++
				}
				// What it offers is what it asks for the same items.
				if mv.Action == ct.Propose {
					if ask, ok := New(l, 3).AskAs(g, a, mv.Terms); ok && !ask.Equal(mv.Terms) {
						tl.askNotKept++
					}
				}
				p := (a + 1 + i%(seats-1)) % seats
				ag := New(l, 1)
				ag.seat = a
				buys, sells := ag.singles(newModel(g.View(a).(*ct.Game)), p)
				for _, c := range append(top(buys, 2, a), top(sells, 2, p)...) {
					haggle(t, &tl, l, g, twin, a, p, c.legs)
				}
			}
		}
	}
	return tl
}

func TestComputersTradeByOneValuationWhateverThePosition(t *testing.T) {
	// A deal a computer offers, it confirms; a price it names is the price
	// it asks; nothing it says depends on money it cannot see; and a
	// person who holds to an offer below its price sees each counter come
	// down toward them, to the least it takes (play-test: every counter
	// got the same fixed ask back).
	if testing.Short() {
		t.Skip("plays 18 games")
	}
	tl := searchTrading(t)
	t.Log(tl)
	if tl.haggles < 50 {
		t.Fatalf("only %d haggles searched", tl.haggles)
	}
	if tl.violations() > 0 {
		t.Fatal(tl)
	}
}
