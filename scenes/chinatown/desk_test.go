package chinatown

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/chinatownai"
	"quartet/lang"
	ct "quartet/rules/chinatown"
	"quartet/scenes/ui"
	"quartet/sprites"
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

// tradingAt plays a game of easy computer players into round's trading.
func tradingAt(t *testing.T, seats int, seed uint64, round int) *ct.Game {
	t.Helper()
	g := ct.New(seats, seed)
	for g.Round() < round || g.Phase() != ct.Trading {
		a := chinatownai.New(mustLevel(t, "easy"), seed+uint64(g.ToMove()))
		if _, err := g.Apply(ai.Decide(a, g)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// lowOffers puts, on a copy of g each, an offer from seat 0 of $1,000
// for each lot of seat's.
func lowOffers(t *testing.T, g *ct.Game, seat int) []*ct.Game {
	var out []*ct.Game
	for _, lot := range g.LotsOf(seat) {
		c := g.Clone().(*ct.Game)
		d := NewDraft(0)
		d.ToggleLot(c, lot)
		d.AddMoney(seat, 1000)
		if _, err := c.Apply(d.Move()); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func TestAComputerCountersALowOfferWithItsFiguresAndOneTapMakesTheDeal(t *testing.T) {
	for round := 2; round <= 4; round++ {
		for _, g := range lowOffers(t, tradingAt(t, 3, 1, round), 1) {
			id := g.Deals()[0].ID
			var lot []int
			for _, l := range g.Deals()[0].Terms {
				lot = append(lot, l.Lots...)
			}
			a, _ := Ask(level(t, "easy"), g, 1, id)
			if a.Kind != Countered {
				continue
			}
			if !strings.Contains(a.Reason, fmt.Sprintf("I value lot %d at $", lot[0])) || !strings.Contains(a.Reason, "you offer $1,000") || !strings.Contains(a.Reason, "I ask $") {
				t.Fatalf("the counter-offer's reason %q names no figures", a.Reason)
			}
			// One tap on Accept and the deal is done.
			if _, err := g.Apply(a.Move); err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(ct.ConfirmMove(0, id)); err != nil {
				t.Fatal(err)
			}
			if g.Owner(lot[0]) != 0 {
				t.Fatalf("after accepting the counter-offer lot %d is %d's", lot[0], g.Owner(lot[0]))
			}
			return
		}
	}
	t.Fatal("no counter-offer to $1,000 for any lot in three years")
}

func TestAnEasyComputerCountersLowOffersRatherThanDecliningThem(t *testing.T) {
	counters, declines := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		for round := 2; round <= 4; round++ {
			for _, g := range lowOffers(t, tradingAt(t, 3, seed, round), 2) {
				switch a, _ := Ask(level(t, "easy"), g, 2, g.Deals()[0].ID); a.Kind {
				case Countered:
					counters++
				case Declined:
					declines++
					if !strings.Contains(a.Reason, "$") {
						t.Fatalf("a refusal without figures: %q", a.Reason)
					}
				}
			}
		}
	}
	t.Logf("%d counter-offers, %d refusals", counters, declines)
	if counters < 2*declines || counters == 0 {
		t.Fatalf("%d counter-offers, %d refusals: an easy computer should mostly name its price", counters, declines)
	}
}

func TestARefusalNamesThePriceItWouldTake(t *testing.T) {
	// In the first year a lot is worth more than a person's money: the
	// refusal says so in figures, and what would do.
	g := trading(t, 3, 1)
	for _, c := range lowOffers(t, g, 1) {
		a, _ := Ask(level(t, "easy"), c, 1, c.Deals()[0].ID)
		if a.Kind != Declined {
			continue
		}
		if !strings.HasPrefix(a.Reason, "No. I value lot") || !strings.Contains(a.Reason, "you offer $1,000") || !strings.Contains(a.Reason, "I ask $") {
			t.Fatalf("refusal %q", a.Reason)
		}
		return
	}
	t.Fatal("no refusal of $1,000 for a lot in the first year")
}

func TestEveryRefusalSaysWhyInFigures(t *testing.T) {
	// Asking for a lot and offering more than the partner has is refused
	// whatever the price: the reason still has figures.
	for seed := uint64(1); seed <= 6; seed++ {
		g := trading(t, 3, seed)
		d := NewDraft(0)
		d.ToggleLot(g, lotOf(g, 1))
		d.ToggleLot(g, lotOf(g, 2))
		if _, err := g.Apply(d.Move()); err != nil {
			t.Fatal(err)
		}
		a, _ := Ask(level(t, "easy"), g, 1, g.Deals()[0].ID)
		if a.Kind == Declined && (!strings.Contains(a.Reason, "$") || !strings.HasPrefix(a.Reason, "No")) {
			t.Fatalf("refusal %q", a.Reason)
		}
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
			// $1,000 for a lot is far from any fair price: no "Almost".
			if !strings.Contains(m, "change") || !strings.HasPrefix(a.Reason, "Not for that.") {
				t.Fatalf("counter %q, reason %q", m, a.Reason)
			}
			return
		}
	}
	t.Fatal("no counter-offer in 30 games")
}

func easyOthers(seat int) string {
	if seat == 0 {
		return ""
	}
	return "easy"
}

func TestASuggestedDealIsGoodForTheAskerAndTheComputerAcceptsIt(t *testing.T) {
	found := 0
	for seed := uint64(1); seed < 10; seed++ {
		g := trading(t, 4, seed)
		d, ok := Suggest(g, 0, seed, easyOthers, nil)
		if !ok {
			continue
		}
		found++
		if d.Deal != 0 || len(d.Partners) != 1 {
			t.Fatalf("suggestion %+v", d)
		}
		hard := level(t, "hard")
		if gain := hard.Gains(g.View(0).(*ct.Game), d.Terms())[0]; gain < 1000 {
			t.Fatalf("the suggestion %v gains the asker %.0f", d.Terms(), gain)
		}
		if _, err := g.Apply(d.Move()); err != nil {
			t.Fatalf("suggested %v: %v", d.Terms(), err)
		}
		id := g.Deals()[len(g.Deals())-1].ID
		a, _ := Ask(chinatownai.New(mustLevel(t, "easy"), seed+uint64(d.Partners[0])), g, d.Partners[0], id)
		if a.Kind != Accepted {
			t.Fatalf("the suggestion %v was answered %v: %s", d.Terms(), a.Kind, a.Reason)
		}
	}
	if found < 5 {
		t.Fatalf("only %d suggestions in 9 games", found)
	}
}

func mustLevel(t *testing.T, name string) chinatownai.Level {
	l, err := chinatownai.LevelNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestTheLogSaysDealsAndShopsInWords(t *testing.T) {
	names := []string{"Mei", "Jade", "Ruby"}
	w := Words{Name: func(s int) string { return names[s] }}
	g := trading(t, 3, 1)
	lot := lotOf(g, 1)
	offer := ct.NewTerms(ct.Leg{From: 1, To: 0, Lots: []int{lot}}, ct.Leg{From: 0, To: 1, Money: 20000})
	if got, want := w.Move(g, ct.ProposeMove(0, offer)), fmt.Sprintf("Mei offers Jade $20,000 for lot %d", lot); got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if got, want := w.Event(ct.Executed{Deal: 1, Terms: offer}), fmt.Sprintf("Deal done: Jade gives Mei lot %d for $20,000", lot); got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if got := w.Move(g, ct.PlaceMove(0, ct.Antiques, lot)); got != fmt.Sprintf("Mei builds an Antiques shop on lot %d", lot) {
		t.Fatalf("%q", got)
	}
	if got := w.Event(ct.Drew{Seat: 2, Tiles: []ct.Shop{ct.Antiques, ct.Photo, ct.Photo}}); got != "Ruby draws an Antiques tile and 2 Photo tiles" {
		t.Fatalf("%q", got)
	}
	if got := w.Event(ct.Earned{Seat: 2, Businesses: make([]ct.Business, 1), Amount: 30000}); got != "Ruby earns $30,000 from 1 business" {
		t.Fatalf("%q", got)
	}
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

func TestTheIncomeTablesLabelsAreReadableAndWholeFromPhoneToDesktop(t *testing.T) {
	for _, w := range []float64{300, 330, 370, 500, 656, 900} {
		labels, size, head := incomeLabels(w)
		if size < 11 {
			t.Fatalf("at %v px the labels are written at %.1f px", w, size)
		}
		for _, l := range labels {
			if tw := measure.TextWidth(l, size, sprites.Bold); tw > w*head-6+0.5 {
				t.Fatalf("at %v px the label %q (%.0f px) overflows its %.0f px", w, l, tw, w*head-6)
			}
		}
		if w >= 656 && !strings.Contains(labels[3], "Antiques") {
			t.Fatalf("at %v px the types are left out: %q", w, labels[3])
		}
	}
}

func TestCountsSayOneThingAndManyThings(t *testing.T) {
	if got := count(1, "shop") + ", " + count(0, "lot") + ", " + count(3, "tile"); got != "1 shop, 0 lots, 3 tiles" {
		t.Fatalf("%q", got)
	}
}

func TestACounterOfferSaysAlmostOnlyWhenThePriceIsClose(t *testing.T) {
	for _, c := range []struct {
		offered, asked int
		want           string
	}{
		{1000, 10000, "Not for that."},
		{30000, 75000, "Not for that."},
		{40000, 43000, "Almost."},
		{-50000, -56000, "Almost."},
		{-20000, -56000, "Not for that."},
	} {
		if got := opening(c.offered, c.asked); got != c.want {
			t.Errorf("offered %d, asked %d: %q, want %q", c.offered, c.asked, got, c.want)
		}
	}
}

func TestASuggestedDealsPriceIsThePriceTheComputerAsks(t *testing.T) {
	// The same items for $1,000 less than suggested: the computer names
	// the suggested price, not another one of its own (a suggestion is
	// priced at its ask, and it may take a little less: it haggles).
	compared := 0
	for _, lv := range []string{"easy", "medium", "hard"} {
		levels := func(seat int) string {
			if seat == 0 {
				return ""
			}
			return lv
		}
		for seed := uint64(1); seed < 5; seed++ {
			for round := 1; round <= 4; round++ {
				g := tradingAt(t, 4, seed, round)
				d, ok := Suggest(g, 0, seed, levels, nil)
				if !ok {
					continue
				}
				suggested := d.Terms()
				p := d.Partners[0]
				d.AddMoney(p, -1000)
				if _, err := g.Apply(d.Move()); err != nil {
					continue
				}
				id := g.Deals()[len(g.Deals())-1].ID
				a, _ := Ask(chinatownai.New(mustLevel(t, lv), seed+uint64(p)), g, p, id)
				switch a.Kind {
				case Countered:
					if m := a.Move.(ct.Move); !m.Terms.Equal(suggested) {
						t.Errorf("%s seed %d round %d: suggested %v, but the counter-offer to a little less is %v (%s)", lv, seed, round, suggested, m.Terms, a.Reason)
					}
				case Declined:
					if !strings.Contains(a.Reason, priceWords(suggested, p)) {
						t.Errorf("%s seed %d round %d: suggested %v, but the refusal of a little less says %q", lv, seed, round, suggested, a.Reason)
					}
				case Accepted:
				default:
					t.Errorf("%s seed %d round %d: %v, $1,000 under the price suggested, is %v", lv, seed, round, d.Terms(), a.Kind)
				}
				compared++
			}
		}
	}
	if compared < 10 {
		t.Fatalf("only %d suggestions compared", compared)
	}
}

func TestABuiltLotIsOfferedWithItsShop(t *testing.T) {
	g := ct.New(3, 4)
	for n := 0; ; n++ {
		if g.Outcome().Over {
			t.Fatal("no shop built in a whole game")
		}
		for l := 1; l <= ct.Lots; l++ {
			if sh := g.ShopAt(l); sh != ct.NoShop && g.Owner(l) != 1 {
				terms := ct.NewTerms(ct.Leg{From: g.Owner(l), To: 1, Lots: []int{l}})
				_, get := Sides(terms, 1)
				want := fmt.Sprintf("lot %d with its %s", l, sh.Name())
				if got := ItemList(WithShops(g, get), ""); got != want {
					t.Fatalf("a built lot offered as %q, want %q", got, want)
				}
				return
			}
		}
		if _, err := g.Apply(ai.Decide(level(t, "easy"), g)); err != nil {
			t.Fatal(err)
		}
	}
}

// dollars reads "$41,000" as 41000.
func dollars(t *testing.T, s string) int {
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAnAnswersFiguresAddUpToThePriceItAsks(t *testing.T) {
	// Play-test: "I value lot 35 at $50,000; your Antiques tile is worth
	// $10,000 to me; you offer $5,000. I ask $41,000." The price is said
	// as the total, made up of the difference the figures make and the
	// margin kept for the trouble.
	value := regexp.MustCompile(`I value [^$]* at \$([\d,]+)`)
	worth := regexp.MustCompile(`worth \$([\d,]+) to me`)
	// Where the swap is worth more or less than its two sides, that is
	// said too, and the price is made up from it.
	together := regexp.MustCompile(`the swap (is worth|costs me) \$([\d,]+)`)
	ask := regexp.MustCompile(`I ask \$([\d,]+) in all(?:: the \$([\d,]+) difference plus \$([\d,]+) for my trouble|(, just the difference))?`)
	checked := 0
	for round := 1; round <= 4; round++ {
		for seed := uint64(1); seed <= 3; seed++ {
			g := tradingAt(t, 3, seed, round)
			for _, lot := range g.LotsOf(1) {
				// A lot of Jade's for one of the person's and $1,000.
				for _, mine := range g.LotsOf(0)[:1] {
					c := g.Clone().(*ct.Game)
					d := NewDraft(0)
					d.ToggleLot(c, lot)
					d.ToggleLot(c, mine)
					d.AddMoney(1, 1000)
					if _, err := c.Apply(d.Move()); err != nil {
						t.Fatal(err)
					}
					a, _ := Ask(level(t, "easy"), c, 1, c.Deals()[0].ID)
					v, w, k := value.FindStringSubmatch(a.Reason), worth.FindStringSubmatch(a.Reason), ask.FindStringSubmatch(a.Reason)
					if a.Kind == Accepted || k == nil {
						continue
					}
					if v == nil || w == nil {
						t.Fatalf("no figures in %q", a.Reason)
					}
					diff := dollars(t, v[1]) - dollars(t, w[1])
					if w := together.FindStringSubmatch(a.Reason); w != nil {
						diff = dollars(t, w[2])
						if w[1] == "is worth" {
							diff = -diff
						}
					}
					total := dollars(t, k[1])
					switch {
					case k[2] != "":
						if dollars(t, k[2]) != diff || dollars(t, k[2])+dollars(t, k[3]) != total {
							t.Fatalf("the figures do not add up: %q", a.Reason)
						}
						checked++
					case k[4] != "":
						if diff != total {
							t.Fatalf("not just the difference: %q", a.Reason)
						}
						checked++
					}
					if !strings.Contains(a.Reason, "more than you offer") && total > 1000 {
						t.Fatalf("the price is not set against the $1,000 offered: %q", a.Reason)
					}
				}
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d prices with their make-up", checked)
	}
}

func TestAPriceSaysWhatItsMoneyPaysFor(t *testing.T) {
	// Play-test: $1,000 offered for a lot was answered "I ask $9,000 in
	// all: $8,000 for the difference plus $1,000 for my trouble", a
	// difference from nothing the person could see. The money is said as
	// paying for the items where only one side gives any, and as the
	// difference where both do.
	made := regexp.MustCompile(`in all: (.*?)\.`)
	kinds := []struct {
		name  string
		offer func(g *ct.Game, d *Draft) // the person's offer to Jade
		says  func(g *ct.Game, d *Draft) string
	}{
		{"money for a lot", func(g *ct.Game, d *Draft) {
			d.ToggleLot(g, lotOf(g, 1))
			d.AddMoney(1, 1000)
		}, func(g *ct.Game, d *Draft) string { return fmt.Sprintf(" for lot %d ", lotOf(g, 1)) }},
		{"a tile for money", func(g *ct.Game, d *Draft) {
			d.TogglePartner(1)
			d.AddTile(g, 0, tileOf(g, 0))
			d.AddMoney(1, -40000)
		}, func(g *ct.Game, d *Draft) string { return fmt.Sprintf(" for your %s tile ", tileOf(g, 0).Name()) }},
		{"a lot for a lot and money", func(g *ct.Game, d *Draft) {
			d.ToggleLot(g, lotOf(g, 1))
			d.ToggleLot(g, lotOf(g, 0))
			d.AddMoney(1, 1000)
		}, func(*ct.Game, *Draft) string { return " difference " }},
	}
	for _, k := range kinds {
		said := 0
		for round := 1; round <= 4; round++ {
			for seed := uint64(1); seed <= 3; seed++ {
				g := tradingAt(t, 3, seed, round)
				d := NewDraft(0)
				k.offer(g, d)
				if _, err := g.Apply(d.Move()); err != nil {
					continue
				}
				a, _ := Ask(level(t, "easy"), g, 1, g.Deals()[0].ID)
				m := made.FindStringSubmatch(a.Reason)
				if m == nil {
					continue
				}
				said++
				if words := " " + m[1] + " "; !strings.Contains(words, k.says(g, d)) || k.name != "a lot for a lot and money" && strings.Contains(words, "difference") {
					t.Fatalf("%s: the price is made up as %q: %q", k.name, m[1], a.Reason)
				}
				if said == 1 {
					t.Logf("%s: %s", k.name, a.Reason)
				}
			}
		}
		if said == 0 {
			t.Fatalf("%s: no price made up of its parts", k.name)
		}
	}
}

func TestTheSuggestedDealVariesItsKindAndPartnerFromYearToYear(t *testing.T) {
	// Play-test: "pay $11,000 for a tile from Jade", every trading year.
	// Where the AI finds another deal, the next year's differs in kind
	// (tile, lot, swap) or partner.
	levels := func(seat int) string {
		if seat == 0 {
			return ""
		}
		return "easy"
	}
	pairs, same, kinds := 0, 0, map[string]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		var prev ct.Terms
		for round := 1; round <= 5; round++ {
			g := tradingAt(t, 4, seed, round)
			d, ok := SuggestVaried(g, 0, seed, levels, nil, prev)
			if !ok {
				prev = nil
				continue
			}
			k, p := DealKind(d.Terms(), 0)
			kinds[k] = true
			if prev != nil {
				pk, pp := DealKind(prev, 0)
				pairs++
				if k == pk && p == pp {
					same++
				}
			}
			prev = d.Terms()
		}
	}
	t.Logf("%d of %d years suggested the same kind with the same partner; kinds %v", same, pairs, kinds)
	if pairs < 5 || same > 0 || len(kinds) < 2 {
		t.Fatalf("%d of %d years suggested the same kind of deal with the same partner; kinds %v", same, pairs, kinds)
	}
}

func TestASeatCardSaysItsHoldingsInWordsOnAPhone(t *testing.T) {
	g := trading(t, 3, 1)
	for _, w := range []float64{120, 160, 240} {
		a, b := bodyLines(g, 1, w, 40)
		if both := a + " " + b; !strings.Contains(both, " lots") || !strings.Contains(both, " tile") || !strings.Contains(both, " shop") {
			t.Fatalf("a seat card %.0f wide says %q", w, both)
		}
	}
}

func TestASuggestedDealSaysWhatItDoesForThePerson(t *testing.T) {
	g := trading(t, 3, 5)
	me := 0
	vacant := 0
	for _, l := range g.LotsOf(me) {
		if g.ShopAt(l) == ct.NoShop {
			vacant = l
			break
		}
	}
	sh := tileOf(g, 1)
	tile := ct.NewTerms(ct.Leg{From: 1, To: me, Tiles: tilesOf(sh)}, ct.Leg{From: me, To: 1, Money: 5000})
	if p := Purpose(g, me, tile); !strings.Contains(p, fmt.Sprintf("%s shop for your lot %d", sh.Name(), vacant)) {
		t.Fatalf("a tile for a vacant lot is said %q", p)
	}
	lot := lotOf(g, 1)
	if p := Purpose(g, me, ct.NewTerms(ct.Leg{From: 1, To: me, Lots: []int{lot}}, ct.Leg{From: me, To: 1, Money: 5000})); !strings.Contains(p, fmt.Sprintf("lot %d ", lot)) {
		t.Fatalf("a lot is said %q", p)
	}
}

func tilesOf(sh ct.Shop) (t [ct.Shops]int) {
	t[sh] = 1
	return t
}

func TestARefusedTileSaysYouHoldForThePerson(t *testing.T) {
	g := trading(t, 3, 5)
	d := NewDraft(0)
	d.TogglePartner(1)
	sh := tileOf(g, 0)
	why := ""
	for range g.Hand(0, sh) + 1 {
		why = d.AddTile(g, 0, sh)
	}
	if !strings.HasPrefix(why, "You hold only ") {
		t.Fatalf("one tile too many of the person's is refused with %q", why)
	}
}

func TestADealItemsNameEndsBeforeItsCross(t *testing.T) {
	r := sprites.R(0, 0, 92, ui.MinTarget)
	for _, label := range []string{"Restaurant", "Tropical Fish", "Antiques", "lot 37"} {
		x, size, _ := chipText(r, label, !strings.HasPrefix(label, "lot"))
		if right := x + measure.TextWidth(label, size, sprites.Bold); right > r.Right()-chipX+1 || size < 9 {
			t.Errorf("%q ends at %.0f at %.1f px, its × begins at %.0f", label, right, size, r.Right()-chipX)
		}
	}
}

func TestEveryTilesNameUnderItsSignIsSetAlike(t *testing.T) {
	for _, w := range []float64{ui.MinTarget + 2, 58, 62} {
		_, want := tileName(ct.Shop(0), w)
		for sh := range ct.Shop(ct.Shops) {
			name, size := tileName(sh, w)
			if size != want || measure.TextWidth(name, size, sprites.Bold) > w+0.5 {
				t.Errorf("%d px wide: %q at %.1f px, the others at %.1f", int(w), name, size, want)
			}
		}
		if want < 9.5 && w >= 58 {
			t.Errorf("%d px wide: the tiles' names at %.1f px", int(w), want)
		}
	}
}

func TestTheBusinessesPictureFillsItsBlockFromPhoneToDesktop(t *testing.T) {
	// The rules page's picture at a phone's width and a desktop's: its
	// runs lie whole in the block, which leaves no empty grey under them
	// (play-test: a grey block two-thirds empty on a phone).
	for _, r := range []sprites.Rect{sprites.R(0, 0, 346, 173), sprites.R(0, 0, 676, 190), sprites.R(0, 0, 500, 190)} {
		runs := businessRuns(r)
		block := businessBlock(r, runs)
		if block.Y < r.Y || block.Bottom() > r.Bottom() {
			t.Fatalf("%v: the block %v leaves the picture", r, block)
		}
		used := 0.0
		for _, run := range runs {
			w := float64(run.n)*(run.side+2) - 2
			if run.x < block.X || run.x+w > block.Right() || run.y < block.Y || run.y+run.side+46 > block.Bottom() {
				t.Fatalf("%v: a run of %d at (%.0f, %.0f) side %.0f lies outside its block %v", r, run.n, run.x, run.y, run.side, block)
			}
			if run.side < 24 {
				t.Fatalf("%v: shops of %.0f px", r, run.side)
			}
			used = max(used, run.y+run.side+46-block.Y)
		}
		if block.H > used+20 {
			t.Fatalf("%v: the block is %.0f high for runs and words %.0f high", r, block.H, used)
		}
	}
}

// A shop built is one sentence in each language: English chooses "a" or
// "an", and French has no English article left in it (play-test:
// "construit sur le terrain 28 : a Salon de thé").
func TestABuiltShopIsSaidWithoutEnglishWordsInFrench(t *testing.T) {
	defer lang.Use(lang.Current())
	names := []string{"Mei", "Jade", "Ruby"}
	w := Words{Name: func(s int) string { return names[s] }}
	g := trading(t, 3, 1)
	lot := lotOf(g, 1)
	for _, c := range []struct {
		l    lang.Language
		shop ct.Shop
		want string
	}{
		{lang.English, ct.TeaHouse, "Mei builds a Tea House on lot %d"},
		{lang.English, ct.Antiques, "Mei builds an Antiques shop on lot %d"},
		{lang.French, ct.TeaHouse, "Mei construit sur le terrain %d\u00a0: Salon de thé"},
	} {
		lang.Use(c.l)
		if got, want := w.Move(g, ct.PlaceMove(0, c.shop, lot)), fmt.Sprintf(c.want, lot); got != want {
			t.Errorf("%s: %q, want %q", c.l, got, want)
		}
	}
}
