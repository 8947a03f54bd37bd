package chinatown

import (
	"strings"
	"testing"

	"quartet/ai/chinatownai"
	ct "quartet/rules/chinatown"
)

// trading plays the keeping of the first year (every player keeps the first
// cards dealt) so that a game of seats players is in its first trading
// phase.
func trading(t *testing.T, seats int, seed uint64) *ct.Game {
	t.Helper()
	g := ct.New(seats, seed)
	for g.Phase() == ct.Keeping {
		if _, err := g.Apply(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != ct.Trading {
		t.Fatalf("phase %v after keeping", g.Phase())
	}
	return g
}

func lotOf(g *ct.Game, seat int) int { return g.LotsOf(seat)[0] }

func tileOf(g *ct.Game, seat int) ct.Shop {
	for s := range ct.Shop(ct.Shops) {
		if g.Hand(seat, s) > 0 {
			return s
		}
	}
	return ct.NoShop
}

func level(t *testing.T, name string) *chinatownai.Agent {
	l, err := chinatownai.LevelNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	return chinatownai.New(l, 1)
}

func TestTappingAnotherPlayersLotBringsThemIntoTheDeal(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	lot := lotOf(g, 2)
	if why := d.ToggleLot(g, lot); why != "" {
		t.Fatal(why)
	}
	if !d.HasPartner(2) || d.Focus != 2 {
		t.Fatalf("partners %v focus %d", d.Partners, d.Focus)
	}
	if got := d.Terms().String(); got != ct.NewTerms(ct.Leg{From: 2, To: 0, Lots: []int{lot}}).String() {
		t.Fatalf("terms %q", got)
	}
}

func TestMyLotGoesToThePartnerChosenLast(t *testing.T) {
	g := trading(t, 4, 2)
	d := NewDraft(0)
	mine := lotOf(g, 0)
	if why := d.ToggleLot(g, mine); !strings.Contains(why, "whom") {
		t.Fatalf("my lot with no partner: %q", why)
	}
	d.TogglePartner(1)
	d.TogglePartner(3)
	d.ToggleLot(g, mine)
	if it := d.Items[0]; it.From != 0 || it.To != 3 {
		t.Fatalf("my lot goes %d>%d, want 0>3", it.From, it.To)
	}
}

func TestTappingALotAgainTakesItOut(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	lot := lotOf(g, 1)
	d.ToggleLot(g, lot)
	d.ToggleLot(g, lot)
	if !d.Empty() {
		t.Fatalf("terms %v", d.Terms())
	}
}

func TestALotNobodyOwnsCannotBeTraded(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	for l := 1; l <= ct.Lots; l++ {
		if g.Owner(l) < 0 {
			if why := d.ToggleLot(g, l); !strings.Contains(why, "Nobody owns") {
				t.Fatalf("lot %d: %q", l, why)
			}
			return
		}
	}
}

func TestNoMoreTilesThanTheHandHolds(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	s := tileOf(g, 1)
	for range g.Hand(1, s) {
		if why := d.AddTile(g, 1, s); why != "" {
			t.Fatal(why)
		}
	}
	if why := d.AddTile(g, 1, s); !strings.Contains(why, "holds only") {
		t.Fatalf("one tile too many: %q", why)
	}
}

func TestMoneyIsOnePaymentInTheDirectionOfTheBalance(t *testing.T) {
	d := NewDraft(0)
	d.AddMoney(1, 5000)
	d.AddMoney(1, -8000)
	if d.Pays(1) != -3000 {
		t.Fatalf("pays %d", d.Pays(1))
	}
	want := ct.NewTerms(ct.Leg{From: 1, To: 0, Money: 3000}).String()
	if got := d.Terms().String(); got != want {
		t.Fatalf("terms %q, want %q", got, want)
	}
	d.AddMoney(1, 3000)
	if !d.Empty() {
		t.Fatalf("a zero balance still moves money: %v", d.Terms())
	}
}

func TestRemovingTheFocusedPartnerDropsTheirItems(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	d.ToggleLot(g, lotOf(g, 1))
	d.AddTile(g, 2, tileOf(g, 2))
	d.TogglePartner(1) // makes 1 the focus
	d.TogglePartner(1) // takes 1 out
	if d.HasPartner(1) || len(d.Items) != 1 || d.Items[0].From != 2 {
		t.Fatalf("partners %v items %v", d.Partners, d.Items)
	}
}

func TestTheDraftIsADealTheRulesAccept(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	d.ToggleLot(g, lotOf(g, 1))
	d.AddTile(g, 0, tileOf(g, 0))
	d.AddMoney(1, 4000)
	if _, err := g.Apply(d.Move()); err != nil {
		t.Fatal(err)
	}
	if len(g.Deals()) != 1 {
		t.Fatal("no open deal")
	}
	loaded := Load(0, g.Deals()[0].ID, g.Deals()[0].Terms)
	if !loaded.Terms().Equal(d.Terms()) || loaded.Move().Action != ct.Change {
		t.Fatalf("loaded %v as %v", loaded.Terms(), loaded.Move())
	}
}

func TestAComputerAcceptsAGiftAndSaysWhy(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	d.TogglePartner(1)
	d.AddTile(g, 0, tileOf(g, 0))
	if _, err := g.Apply(d.Move()); err != nil {
		t.Fatal(err)
	}
	a, ok := Ask(level(t, "easy"), g, 1, g.Deals()[0].ID)
	if !ok || a.Kind != Accepted || !strings.HasPrefix(a.Reason, "Deal!") {
		t.Fatalf("answer %+v", a)
	}
	if _, err := g.Apply(a.Move); err != nil {
		t.Fatal(err)
	}
	if _, done := g.OpenDeal(a.Deal); done {
		t.Fatal("the accepted deal is still open")
	}
}

func TestAComputerRefusesToGiveALotAwayAndNamesIt(t *testing.T) {
	g := trading(t, 3, 1)
	d := NewDraft(0)
	lot := lotOf(g, 1)
	d.ToggleLot(g, lot)
	g.Apply(d.Move())
	a, _ := Ask(level(t, "easy"), g, 1, g.Deals()[0].ID)
	if a.Kind == Accepted {
		t.Fatalf("a lot for nothing was accepted: %+v", a)
	}
	if a.Kind == Declined && !strings.HasPrefix(a.Reason, "No") {
		t.Fatalf("reason %q", a.Reason)
	}
}

func TestAMediumComputerCountersAnUnfairPriceByChangingTheMoney(t *testing.T) {
	// Look for a lot a medium player would sell at a fair price, offer
	// $1,000 for it, and expect a counter-offer asking for more.
	for seed := uint64(1); seed < 30; seed++ {
		g := trading(t, 3, seed)
		for _, lot := range g.LotsOf(1) {
			c := g.Clone().(*ct.Game)
			d := NewDraft(0)
			d.ToggleLot(c, lot)
			d.AddMoney(1, 1000)
			if _, err := c.Apply(d.Move()); err != nil {
				continue
			}
			a, _ := Ask(level(t, "medium"), c, 1, c.Deals()[0].ID)
			if a.Kind != Countered {
				continue
			}
			m := a.Move.(interface{ String() string }).String()
			if !strings.Contains(m, "change") || !strings.HasPrefix(a.Reason, "Almost") {
				t.Fatalf("counter %q, reason %q", m, a.Reason)
			}
			return
		}
	}
	t.Fatal("no counter-offer in 30 games")
}

func TestASuggestedDealIsOneTheRulesAccept(t *testing.T) {
	for seed := uint64(1); seed < 10; seed++ {
		g := trading(t, 4, seed)
		d, ok := Suggest(g, 0, seed)
		if !ok {
			continue
		}
		if d.Deal != 0 || len(d.Partners) == 0 {
			t.Fatalf("suggestion %+v", d)
		}
		if _, err := g.Apply(d.Move()); err != nil {
			t.Fatalf("suggested %v: %v", d.Terms(), err)
		}
		return
	}
	t.Fatal("no suggestion in 10 games")
}

func TestSidesSplitWhatIGiveFromWhatIGet(t *testing.T) {
	terms := ct.NewTerms(ct.Leg{From: 0, To: 1, Lots: []int{17}, Money: 2000}, ct.Leg{From: 1, To: 0, Lots: []int{18}})
	give, get := Sides(terms, 0)
	if len(give) != 2 || len(get) != 1 || get[0].Lot != 18 {
		t.Fatalf("give %v get %v", give, get)
	}
	g, r := Describe(terms, 0, func(s int) string { return ct.SeatName(s) })
	if g != "lot 17 (P2), $2,000 (P2)" || r != "lot 18 (P2)" {
		t.Fatalf("%q / %q", g, r)
	}
}
