package desk

import (
	"fmt"
	"quartet/lang"
	"slices"

	"quartet/ai/chinatownai"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// panel is one tick's layout of the open desk: the deal, whose screen it
// is, and the rows' height and gap, smaller where the desk is cramped.
type panel struct {
	dk       *Desk
	g        *ct.Game
	d        *Draft
	me       int
	act      bool
	rowH     float64
	gap      float64
	others   []int // the seats the deal may be with
	perRow   int   // tiles on a line of a tile row
	in       sprites.Rect
	rowReady bool // the row of buttons has stood long enough: rowSettled
}

// Widgets lays the trading desk out in r: partners, the two sides of
// the deal, tiles to add, money, and the buttons.
func (dk *Desk) Widgets(c *ui.Context, r sprites.Rect) {
	p := &panel{dk: dk, g: dk.game(), d: dk.draft, me: dk.me(), act: dk.tab.CanAct(), rowH: 48, gap: 8}
	dk.tab.Add(widget.Widget{Kind: widget.Label, R: r, Sub: "panel"})
	p.in = r.Inset(10)
	if p.in.H < 420 {
		p.rowH, p.gap = 44, 5
	}
	for seat := range p.g.Seats() {
		if seat != p.me {
			p.others = append(p.others, seat)
		}
	}
	p.rowReady = dk.lights.rowSettled(c)
	p.title()
	p.partners()
	p.buttons()
	p.money()
	p.tiles()
	p.income()
	// The two sides of the deal, item by item: a tap takes an item out.
	half := p.in.SplitV(2, p.gap)
	if p.in.H < 2*(18+ui.MinTarget)+p.gap {
		// A phone's desk, with a partner whose tiles take two lines, has
		// no room for the sides one over the other: their finger-high
		// items covered the headings and the person's tiles (play-test).
		half = p.in.SplitH(2, p.gap)
	}
	p.side(half[0], lang.T("You give"), true, "give-")
	p.side(half[1], lang.T("You get"), false, "get-")
}

func (p *panel) add(w widget.Widget) { p.dk.tab.Add(w) }

// income says what the deal changes in each party's income a year, over
// the tile rows: a lot is valued by what it earns (play-test).
func (p *panel) income() {
	if p.d.Empty() || p.in.H < 18+ui.MinTarget+22 {
		return
	}
	row, in := p.in.CutBottom(16)
	_, p.in = in.CutBottom(p.gap)
	words := IncomeWords(p.g, p.d.Terms(), p.me, p.dk.tab.Chrome.Names.Called)
	p.add(widget.Widget{Kind: widget.Label, Label: words, R: row, Sub: "small"})
}

func (p *panel) title() {
	var head sprites.Rect
	head, p.in = p.in.CutTop(22)
	title := lang.T("New deal")
	if p.d.Deal > 0 {
		title = lang.Tf("Changing deal #%d", p.d.Deal)
	}
	if m, ok := p.g.Money(p.me); ok {
		// Upright, the desk covers the seat cards: what the person can
		// pay stays in sight as the deal is built.
		title += " · " + lang.Tf("you have %s", Short(m))
	}
	p.add(widget.Widget{Kind: widget.Label, Label: title, R: head, Sub: "head"})
}

func (p *panel) partners() {
	row, in := p.in.CutTop(p.rowH)
	_, p.in = in.CutTop(p.gap)
	lab, rest := row.CutLeft(44)
	p.add(widget.Widget{Kind: widget.Label, Label: lang.T("With"), R: lab, Sub: "small"})
	pr := rest.SplitH(len(p.others), 6)
	d := p.d
	for i, seat := range p.others {
		seat := seat
		p.add(widget.Widget{ID: fmt.Sprintf("partner-%d", seat), Label: p.dk.tab.Chrome.Names.Called(seat), R: pr[i], Enabled: p.act, Kind: widget.Chip,
			On: d.HasPartner(seat), N: focused(d.Focus == seat), Col: p.dk.tab.Chrome.Names.Colour(seat),
			Act: func(*ui.Context) { d.TogglePartner(seat) }})
	}
}

// buttons are the desk's row at its foot, in the place of the trading
// row's: see rowSettled.
func (p *panel) buttons() {
	dk, d := p.dk, p.d
	bottom, in := p.in.CutBottom(ui.MinTarget + 2)
	_, p.in = in.CutBottom(p.gap)
	// Suggest and Complete are two buttons, each always itself: one
	// button that turned from Suggest into Complete as the deal filled
	// changed its meaning under the finger (play-test).
	// Only a computer player's answer can be foreseen: at a table of
	// people alone the button is not there (play-test: it stood ready,
	// then only refused). The row is laid out so for the whole game.
	computers := slices.ContainsFunc(p.others, p.computer)
	n := 3
	if computers {
		n = 4
	}
	bb := bottom.SplitH(n, 5)
	p.add(widget.Widget{ID: "desk-cancel", Label: lang.T("Close"), R: bb[0], Enabled: p.rowReady, Style: ui.Quiet, Act: func(*ui.Context) {
		dk.draft = nil
		dk.tab.Chrome.Msg.Notice(lang.T("The deal was put away, not sent."))
	}})
	p.add(widget.Widget{ID: "suggest", Label: lang.T("Suggest"), R: bb[1], Enabled: p.act && p.rowReady, Style: ui.Secondary, Act: dk.suggest})
	if computers {
		why := p.completeWhy()
		p.add(widget.Widget{ID: "complete", Label: CompleteLabel(), R: bb[2], Enabled: p.act && p.rowReady && why == "", Style: ui.Secondary, Act: dk.complete, Why: why})
	}
	p.add(widget.Widget{ID: "send", Label: dk.sendLabel(), R: bb[n-1], Enabled: p.act && p.rowReady && !d.Empty(), Style: ui.Primary, Act: dk.send})
}

// CompleteLabel names the button that adds to the deal the least its
// partner, a computer player, needs to take it (Complete). "Complete"
// said nothing of that (play-test).
func CompleteLabel() string { return lang.T("Get a yes") }

// completeWhy is why Get a yes cannot be used on the deal now, "" when it
// can: a person's answer cannot be foreseen, so with a person in the deal
// the button is greyed and says so, rather than refusing after a tap
// (play-test).
func (p *panel) completeWhy() string {
	for _, seat := range p.d.Partners {
		if !p.computer(seat) {
			return lang.Tf("%s is a person, whose answer cannot be foreseen: %s and see.", ShortName(p.dk.tab.Chrome.Names.Called(seat)), p.dk.sendLabel())
		}
	}
	if p.d.Empty() {
		return lang.Tf("Put a lot or a tile in the deal first: %s adds what the other player needs to take it.", CompleteLabel())
	}
	return ""
}

// computer reports whether seat is a computer player.
func (p *panel) computer(seat int) bool {
	_, err := chinatownai.LevelNamed(p.dk.tab.LevelOf(seat))
	return err == nil
}

// money is the money with the focused partner. Its row, and the
// partner's tiles', keep their room before a partner is chosen: the
// desk's rows must not move under the finger as the deal is built.
func (p *panel) money() {
	d := p.d
	mrow, in := p.in.CutBottom(p.rowH)
	_, p.in = in.CutBottom(p.gap)
	if d.Focus < 0 {
		p.add(widget.Widget{Kind: widget.Label, Label: lang.T("Choose whom the deal is with (above) to add money or their tiles."), R: mrow, Sub: "hint"})
		return
	}
	parts := mrow.SplitH(5, 5)
	focus := d.Focus
	pay := d.Pays(focus)
	words := lang.Dollars(0)
	switch {
	case pay > 0:
		words = lang.Tf("Pay %s", Short(pay))
	case pay < 0:
		words = lang.Tf("Get %s", Short(-pay))
	}
	for i, step := range []int{-5000, -1000, 0, 1000, 5000} {
		step := step
		if step == 0 {
			// The amount sets the partner's price at a tap: stepping
			// there by thousands took seven taps (play-test).
			p.add(widget.Widget{ID: "money", Label: words, R: parts[i], Enabled: p.act, Style: ui.Quiet,
				Act: func(*ui.Context) { p.dk.AskPrice(focus) }})
			continue
		}
		// Each button says which way the money goes: "+1k" beside
		// "Get 7k" lowered it to 6k, the person having read it as
		// more for them (play-test).
		label := lang.Tf("Pay +%dk", step/1000)
		if step < 0 {
			label = lang.Tf("Get +%dk", -step/1000)
		}
		p.add(widget.Widget{ID: fmt.Sprintf("pay%+d", step/1000), Label: label, R: parts[i], Enabled: p.act, Style: ui.Secondary,
			Act: func(*ui.Context) { d.AddMoney(focus, step) }})
	}
}

// types counts the tile types in seat's hand.
func (p *panel) types(seat int) int {
	n := 0
	for t := range ct.Shop(ct.Shops) {
		if p.g.Hand(seat, t) > 0 {
			n++
		}
	}
	return n
}

// tiles are the tiles to add: mine, and the focused partner's. Tiles
// stay a finger wide: a hand of many types wraps onto a second line
// rather than shrinking its tiles under 44 px.
func (p *panel) tiles() {
	p.perRow = max(1, int((p.in.W-60+4)/(ui.MinTarget+4)))
	theirLines := 1
	for _, seat := range p.others {
		theirLines = max(theirLines, (p.types(seat)+p.perRow-1)/p.perRow)
	}
	p.tileRow(p.d.Focus, "theirtile-", theirLines)
	p.tileRow(p.me, "mytile-", max(1, (p.types(p.me)+p.perRow-1)/p.perRow))
}

func (p *panel) tileRow(seat int, prefix string, lines int) {
	g, d, rowH := p.g, p.d, p.rowH
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if seat >= 0 && g.Hand(seat, t) > 0 {
			shops = append(shops, t)
		}
	}
	row, rest := p.in.CutBottom(float64(lines)*rowH + float64(lines-1)*4)
	_, p.in = rest.CutBottom(p.gap)
	name := lang.T("Yours")
	if seat < 0 {
		name = lang.T("Theirs")
	} else if seat != p.me {
		name = ShortName(p.dk.tab.Chrome.Names.Called(seat))
	}
	lab, row := row.CutLeft(60)
	p.add(widget.Widget{Kind: widget.Label, Label: name, R: sprites.R(lab.X, lab.Y, lab.W, rowH), Sub: "small"})
	if seat < 0 {
		p.add(widget.Widget{Kind: widget.Label, Label: lang.T("Their tiles show once you choose whom the deal is with."), R: row, Sub: "hint"})
		return
	}
	if len(shops) == 0 {
		p.add(widget.Widget{Kind: widget.Label, Label: lang.T("no tiles"), R: row, Sub: "small"})
		return
	}
	w := max(ui.MinTarget, min(rowH, (row.W+4)/float64(min(p.perRow, len(shops)))-4))
	for i, t := range shops {
		t := t
		x, y := row.X+float64(i%p.perRow)*(w+4), row.Y+float64(i/p.perRow)*(rowH+4)
		p.add(widget.Widget{ID: prefix + t.Code(), Label: ShopName(t), R: sprites.R(x, y, w, rowH), Enabled: p.act, Kind: widget.Tile, Shop: t, N: g.Hand(seat, t),
			Act: func(*ui.Context) {
				if why := d.AddTile(g, seat, t); why != "" {
					p.dk.tab.Chrome.Msg.Refuse(why)
				}
			}})
	}
}

// side is one side of the deal, what the person gives or gets.
func (p *panel) side(r sprites.Rect, title string, give bool, prefix string) {
	g, d, me := p.g, p.d, p.me
	lab, r := r.CutTop(18)
	p.add(widget.Widget{Kind: widget.Label, Label: title, R: lab, Sub: "small"})
	var idx []int
	for i, it := range d.Items {
		if (it.From == me) == give {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		hint := lang.T("Tap lots of yours on the map, or your tiles below.")
		if !give {
			hint = lang.T("Tap their lots on the map, or their tiles below.")
		}
		p.add(widget.Widget{Kind: widget.Label, Label: hint, R: r, Sub: "hint"})
		return
	}
	// Items stay a finger high, even where the desk is cramped.
	rects := widget.Flow(r, len(idx), 92, ui.MinTarget, 5)
	for k, i := range idx {
		i := i
		it := d.Items[i]
		label := it.Words()
		if it.Lot > 0 {
			// A built lot shows its shop's sign: it goes with it.
			it.Shop = g.ShopAt(it.Lot)
			label = lang.Tf("lot %d", it.Lot)
		}
		other := it.To
		if !give {
			other = it.From
		}
		p.add(widget.Widget{ID: fmt.Sprintf("%s%d", prefix, k), Label: label, R: rects[k], Enabled: p.act, Kind: widget.Chip, Shop: it.Shop, N: it.Lot,
			Col: p.dk.tab.Chrome.Names.Colour(other), On: true, Sub: "item", Act: func(*ui.Context) { d.Remove(i) }})
	}
}
