package desk

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/chinatownai"
	ct "quartet/rules/chinatown"
)

// playedTo plays a game of computer players of level name into round's
// trading.
func playedTo(t *testing.T, seats int, seed uint64, round int, name string) *ct.Game {
	t.Helper()
	l, err := chinatownai.LevelNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	g := ct.New(seats, seed)
	for g.Round() < round || g.Phase() != ct.Trading {
		if _, err := g.Apply(ai.Decide(chinatownai.New(l, seed+uint64(g.ToMove())), g)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func agentOf(t *testing.T, name string) *chinatownai.Agent {
	l, err := chinatownai.LevelNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	return chinatownai.New(l, 1)
}

// said reads "$41,000" in the first group of re's match in s, or -1.
func said(t *testing.T, re *regexp.Regexp, s string) int {
	m := re.FindStringSubmatch(s)
	if m == nil {
		return -1
	}
	n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func kDollars(v float64) int { return int(math.Round(v/ct.MoneyUnit)) * ct.MoneyUnit }

// swapAnswers has the person (seat 0) offer the computer at seat 1, for
// each lot of the person's, that lot for each kind of tile the computer
// holds and $1,000, and calls check with the computer's answer.
func swapAnswers(t *testing.T, name string, check func(g *ct.Game, lot int, shop ct.Shop, a Answer)) {
	for round := 1; round <= 4; round++ {
		for seed := uint64(1); seed <= 3; seed++ {
			base := playedTo(t, 3, seed, round, name)
			for _, lot := range base.LotsOf(0) {
				for sh := range ct.Shop(ct.Shops) {
					if base.Hand(1, sh) == 0 {
						continue
					}
					g := base.Clone().(*ct.Game)
					d := NewDraft(0)
					d.TogglePartner(1)
					d.ToggleLot(g, lot)
					d.AddTile(g, 1, sh)
					d.AddMoney(1, -1000)
					if _, err := g.Apply(d.Move()); err != nil {
						continue
					}
					id := g.Deals()[len(g.Deals())-1].ID
					if a, ok := Ask(agentOf(t, name), g, 1, id); ok {
						check(g, lot, sh, a)
					}
				}
			}
		}
	}
}

func TestAComputerSaysWhatItemsAreWorthAloneWhateverElseIsInTheDeal(t *testing.T) {
	// Play-test: Blue offered $48,000 for lot 45; with its Restaurant
	// tile added to the deal it said "lot 45 is worth $28,000 to me". A
	// figure it says is the figure its own offers use: each side's items
	// valued alone; a swap worth more or less than its sides says so.
	wrong, checked := 0, 0
	swapAnswers(t, "expert", func(g *ct.Game, lot int, sh ct.Shop, a Answer) {
		if a.Kind == Accepted {
			return
		}
		v := g.View(1).(*ct.Game)
		judge := agentOf(t, "expert")
		lotW := kDollars(judge.Worth(v, 1, ct.NewTerms(ct.Leg{From: 0, To: 1, Lots: []int{lot}})))
		var tiles [ct.Shops]int
		tiles[sh] = 1
		tileW := kDollars(-judge.Worth(v, 1, ct.NewTerms(ct.Leg{From: 1, To: 0, Tiles: tiles})))
		saidLot := said(t, regexp.MustCompile(fmt.Sprintf(`lot %d is worth \$([\d,]+) to me`, lot)), a.Reason)
		saidTile := said(t, regexp.MustCompile(`I value my [^$]+ tile at \$([\d,]+)`), a.Reason)
		checked++
		if saidLot != max(0, lotW) || saidTile != max(0, tileW) {
			wrong++
			if wrong == 1 {
				t.Logf("lot %d alone is worth $%d, the %s tile $%d: %q", lot, lotW, sh.Name(), tileW, a.Reason)
			}
		}
	})
	if checked < 20 {
		t.Fatalf("only %d answers with figures", checked)
	}
	if wrong > 0 {
		t.Fatalf("%d of %d answers said a figure other than the items' worth alone", wrong, checked)
	}
}

func TestAComputerAsksForItemsWhatItsOwnOfferOfThemAsks(t *testing.T) {
	// Play-test: Gold's card offered "a Florist tile and $12,000" while
	// its bubble, on the person's low offer of the same, said "I ask
	// $3,000 in all". What a computer offers and what it asks are one
	// figure: a low offer of the same items gets its own offer back.
	re := regexp.MustCompile(`I (?:ask|would pay) \$([\d,]+) in all`)
	asked, differs := 0, 0
	for _, name := range []string{"hard", "expert"} {
		for round := 1; round <= 5; round++ {
			for seed := uint64(1); seed <= 3; seed++ {
				base := playedTo(t, 4, seed, round, name)
				for seat := range base.Seats() {
					g := base.Clone().(*ct.Game)
					own, ok := agentOf(t, name).Suggest(g, seat)
					if !ok || Parties(own) != 2 {
						continue
					}
					if _, err := g.Apply(ct.ProposeMove(seat, own)); err != nil {
						t.Fatal(err)
					}
					// Its partner, in a person's place, offers the same
					// items for $1,000 less than the least it takes.
					p := PartnerOf(own, seat)
					least, ok := agentOf(t, name).PriceAs(g, seat, own)
					if !ok {
						continue
					}
					lower := withNet(own, seat, -least.NetMoney(seat)-ct.MoneyUnit)
					if _, err := g.Apply(ct.ProposeMove(p, lower)); err != nil {
						continue
					}
					a, ok := Ask(agentOf(t, name), g, seat, g.Deals()[len(g.Deals())-1].ID)
					if !ok || a.Kind == Accepted {
						continue
					}
					asked++
					// A counter puts its ask on the card; one the person
					// cannot pay is a no that names it.
					m := a.Move.(ct.Move)
					named := max(said(t, re, a.Reason), 0)
					if a.Kind == Countered && !m.Terms.Equal(own) || named != max(own.NetMoney(seat), -own.NetMoney(seat)) {
						differs++
						if differs == 1 {
							t.Logf("its offer %v; to %v it says %q", own, lower, a.Reason)
						}
					}
				}
			}
		}
	}
	t.Logf("%d asked, %d differ", asked, differs)
	if asked < 5 {
		t.Fatalf("only %d offers asked about", asked)
	}
	if differs > 0 {
		t.Fatalf("%d of %d answers asked other than the computer's own offer", differs, asked)
	}
}
