package chinatown

import (
	"fmt"
	"image/color"
	"slices"

	"quartet/audio"
	ct "quartet/rules/chinatown"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

type widgetKind int

const (
	wButton widgetKind = iota
	wCard              // a building card: a lot number
	wTile              // a shop tile with a count
	wChip              // an item in a deal, or a partner
	wLabel             // text only, not tappable
	wDeal              // an open deal's card, not tappable itself
)

// widget is one thing drawn in the controls or the desk; those with an id
// are tapped.
type widget struct {
	id, label string
	sub       string
	r         ui.Rect
	enabled   bool
	kind      widgetKind
	style     ui.Style
	shop      ct.Shop
	n         int
	on        bool
	col       color.RGBA
	deal      int
	act       func(c *ui.Context)
}

func (s *Scene) spec(c *ui.Context) table.Spec {
	return table.Spec{Seats: s.game().Seats(), Controls: 300, PortraitControls: 220}
}

// deskRect is where the desk goes while open: over the seat cards and the
// controls, leaving the map (smaller on a phone) to tap lots on.
func (s *Scene) deskRect(c *ui.Context) (desk, board ui.Rect) {
	l := s.ch.Lay
	if !l.Portrait {
		top := l.Seats[0].Y - 4
		return ui.R(l.Seats[0].X, top, l.Seats[0].W, l.Message.Y-8-top), l.Board
	}
	board = l.Board
	h := (l.Message.Y - 6 - board.Y) * 0.6
	desk = ui.R(board.X, l.Message.Y-6-h, board.W, h)
	board.H = desk.Y - 6 - board.Y
	return desk, board
}

// layout places the map and builds this tick's widgets.
func (s *Scene) layout(c *ui.Context) {
	s.widgets = s.widgets[:0]
	l := s.ch.Lay
	board := l.Board
	if s.desk != nil && s.game().Phase() != ct.Trading {
		s.desk = nil
	}
	if s.desk != nil {
		var desk ui.Rect
		desk, board = s.deskRect(c)
		s.cam.setView(board)
		s.deskWidgets(c, desk)
	} else {
		s.cam.setView(board)
		s.controlWidgets(c, l.Controls)
	}
	if !s.handover && !s.ch.EndOpen() {
		s.lotTargets(c)
	}
	if s.handover {
		s.widgets = s.widgets[:0]
		r := ui.R(c.W/2-150, c.H/2+30, 300, 56)
		name := s.ch.Names.Called(s.actor())
		s.widgets = append(s.widgets, widget{id: "handover", label: "I am " + name + ": show my hand", r: r, enabled: true, style: ui.Primary,
			act: func(*ui.Context) {
				s.viewer, s.handover = s.actor(), false
				s.keep, s.desk, s.answers, s.tile = map[int]bool{}, nil, nil, ct.NoShop
			}})
	}
}

func (s *Scene) add(w widget) { s.widgets = append(s.widgets, w) }

// rows splits r into rows of height h with gaps.
func rows(r ui.Rect, h float64, gap float64) func() ui.Rect {
	return func() ui.Rect {
		row, rest := r.CutTop(min(h, r.H))
		_, r = rest.CutTop(min(gap, rest.H))
		return row
	}
}

// flow places n items of width w, height h in r, wrapping, and returns
// their rects; it shrinks them to fit when they do not.
func flow(r ui.Rect, n int, w, h, gap float64) []ui.Rect {
	out := make([]ui.Rect, 0, n)
	perRow := max(1, int((r.W+gap)/(w+gap)))
	lines := (n + perRow - 1) / perRow
	if float64(lines)*(h+gap) > r.H+gap && lines > 1 {
		perRow = (n + int(max(1, (r.H+gap)/(h+gap))) - 1) / int(max(1, (r.H+gap)/(h+gap)))
		w = min(w, (r.W+gap)/float64(perRow)-gap)
	}
	for i := range n {
		row, col := i/perRow, i%perRow
		out = append(out, ui.R(r.X+float64(col)*(w+gap), r.Y+float64(row)*(h+gap), w, h))
	}
	return out
}

func (s *Scene) controlWidgets(c *ui.Context, r ui.Rect) {
	g := s.game()
	me := s.me()
	if r.H <= 0 || s.t.Over() {
		return
	}
	if me < 0 {
		label := "The computer players are at the table."
		if s.t.Humans() > 1 {
			label = "The screen is handed over when a person's turn comes."
		}
		s.add(widget{kind: wLabel, label: label, r: r})
		return
	}
	switch g.Phase() {
	case ct.Keeping:
		s.keepWidgets(c, r)
	case ct.Trading:
		s.tradeWidgets(c, r)
	case ct.Placing:
		s.placeWidgets(c, r)
	}
}

func (s *Scene) keepWidgets(c *ui.Context, r ui.Rect) {
	g := s.game()
	me := s.me()
	if g.Chose(me) {
		s.add(widget{kind: wLabel, label: "Your choice is made. Waiting for the others to choose…", r: r})
		return
	}
	_, need := ct.CardsDealt(g.Seats(), g.Round())
	dealt := g.Dealt(me)
	need = min(need, len(dealt))
	btn, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	cards := flow(rest, len(dealt), 56, 64, 8)
	for i, lot := range dealt {
		lot := lot
		s.add(widget{id: fmt.Sprintf("card-%d", lot), label: fmt.Sprint(lot), r: cards[i], enabled: s.canAct(), kind: wCard, on: s.keep[lot],
			col: s.ch.Names.Colour(me), act: func(c *ui.Context) { s.toggleKeep(c, lot) }})
	}
	label := fmt.Sprintf("Keep these %d", need)
	if len(s.keep) != need {
		label = fmt.Sprintf("Keep %d (%d chosen)", need, len(s.keep))
	}
	s.add(widget{id: "keep", label: label, r: btn, enabled: s.canAct() && len(s.keep) == need, style: ui.Primary, act: s.keepNow})
}

func (s *Scene) placeWidgets(c *ui.Context, r ui.Rect) {
	g := s.game()
	me := s.me()
	if g.ToMove() != me {
		s.add(widget{kind: wLabel, label: s.ch.Names.Called(g.ToMove()) + " is building.", r: r})
		return
	}
	btn, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if g.Hand(me, t) > 0 {
			shops = append(shops, t)
		}
	}
	rects := flow(rest, len(shops), 60, 60, 8)
	for i, t := range shops {
		t := t
		s.add(widget{id: "tile-" + t.Code(), label: t.Name(), r: rects[i], enabled: s.canAct(), kind: wTile, shop: t, n: g.Hand(me, t), on: s.tile == t,
			act: func(c *ui.Context) {
				if s.tile == t {
					s.tile = ct.NoShop
				} else {
					s.tile = t
				}
			}})
	}
	s.add(widget{id: "pass", label: "Done building", r: btn, enabled: s.canAct(), style: ui.Secondary,
		act: func(c *ui.Context) { s.submit(c, ct.PassMove(me)); s.tile = ct.NoShop }})
	// A tile pressed and dragged leaves the hand for the map.
	p := c.Pointer
	if p.Down && p.Dragging && s.dragTile == ct.NoShop && s.canAct() {
		for i, t := range shops {
			if rects[i].Contains(p.StartX, p.StartY) {
				s.dragTile, s.tile = t, t
			}
		}
	}
}

func (s *Scene) tradeWidgets(c *ui.Context, r ui.Rect) {
	g := s.game()
	me := s.me()
	act := s.canAct()
	btns, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	b := btns.SplitH(3, 8)
	s.add(widget{id: "new-deal", label: "New deal", r: b[0], enabled: act, style: ui.Primary, act: func(*ui.Context) { s.openDesk() }})
	s.add(widget{id: "suggest", label: "Suggest", r: b[1], enabled: act, style: ui.Secondary, act: s.suggest})
	doneLabel := "Done trading"
	if g.IsDone(me) {
		doneLabel = "Done"
	}
	s.add(widget{id: "done", label: doneLabel, r: b[2], enabled: act && !g.IsDone(me), style: ui.Secondary,
		act: func(c *ui.Context) { s.submit(c, ct.DoneMove(me)) }})
	// The hand, for reference: tiles are traded at the desk.
	handRow, rest := rest.CutTop(min(48, rest.H))
	_, rest = rest.CutTop(8)
	lab, handRow := handRow.CutLeft(78)
	s.add(widget{kind: wLabel, label: "Your tiles", r: lab, sub: "smallpaper"})
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if g.Hand(me, t) > 0 {
			shops = append(shops, t)
		}
	}
	tw := min(handRow.H, (handRow.W+4)/float64(max(1, len(shops)))-4)
	for i, t := range shops {
		s.add(widget{label: t.Name(), r: ui.R(handRow.X+float64(i)*(tw+4), handRow.Y, tw, tw), enabled: true, kind: wTile, shop: t, n: g.Hand(me, t)})
	}
	var mine []ct.Deal
	for _, d := range g.Deals() {
		if d.Terms.Involves(me) {
			mine = append(mine, d)
		}
	}
	// Deals waiting for me first: they are the ones to answer.
	slices.SortStableFunc(mine, func(a, b ct.Deal) int {
		wa, wb := a.Waiting(me), b.Waiting(me)
		switch {
		case wa && !wb:
			return -1
		case wb && !wa:
			return 1
		}
		return 0
	})
	if len(mine) == 0 {
		s.add(widget{kind: wLabel, label: "No open deals. Tap another player's lot on the map, or New deal, to make an offer; Suggest shows a good one.", r: rest})
		return
	}
	cardH := min(132.0, rest.H)
	next := rows(rest, cardH, 8)
	for _, d := range mine {
		row := next()
		if row.H < cardH*0.9 {
			break
		}
		d := d
		s.add(widget{kind: wDeal, r: row, deal: d.ID, on: d.Waiting(me)})
		bar, _ := row.Inset(8).CutBottom(ui.MinTarget)
		if d.Waiting(me) {
			bb := bar.SplitH(3, 6)
			s.add(widget{id: fmt.Sprintf("accept-%d", d.ID), label: "Accept", r: bb[0], enabled: act, style: ui.Primary,
				act: func(c *ui.Context) { s.submit(c, ct.ConfirmMove(me, d.ID)) }})
			s.add(widget{id: fmt.Sprintf("decline-%d", d.ID), label: "Decline", r: bb[1], enabled: act, style: ui.Secondary,
				act: func(c *ui.Context) { s.submit(c, ct.WithdrawMove(me, d.ID)) }})
			s.add(widget{id: fmt.Sprintf("change-%d", d.ID), label: "Change", r: bb[2], enabled: act, style: ui.Secondary,
				act: func(*ui.Context) { s.desk = Load(me, d.ID, d.Terms); s.answers = nil }})
		} else {
			bb := bar.SplitH(2, 6)
			s.add(widget{id: fmt.Sprintf("withdraw-%d", d.ID), label: "Withdraw", r: bb[1], enabled: act, style: ui.Quiet,
				act: func(c *ui.Context) { s.submit(c, ct.WithdrawMove(me, d.ID)) }})
		}
	}
}

func (s *Scene) suggest(c *ui.Context) {
	d, ok := Suggest(s.game(), s.me(), s.seed+uint64(len(s.t.Rec.Moves)))
	if !ok {
		s.ch.Msg.Notice("No deal to suggest now: nothing on the table is worth more to you than to its owner.")
		return
	}
	s.desk = d
	s.answers = nil
	s.ch.Msg.Notice("A suggestion: look it over, change it if you like, and Send.")
}

// deskWidgets lays the trading desk out in r: partners, the two sides of
// the deal, tiles to add, money, and the buttons.
func (s *Scene) deskWidgets(c *ui.Context, r ui.Rect) {
	g := s.game()
	d := s.desk
	me := s.me()
	act := s.canAct()
	s.add(widget{kind: wLabel, r: r, sub: "panel"})
	in := r.Inset(10)
	compact := in.H < 420
	rowH := 48.0
	gap := 8.0
	if compact {
		rowH, gap = 44, 5
	}
	head, in := in.CutTop(22)
	title := "New deal"
	if d.Deal > 0 {
		title = fmt.Sprintf("Changing deal #%d", d.Deal)
	}
	s.add(widget{kind: wLabel, label: title, r: head, sub: "head"})
	// The partners.
	row, in := in.CutTop(rowH)
	_, in = in.CutTop(gap)
	var others []int
	for seat := range g.Seats() {
		if seat != me {
			others = append(others, seat)
		}
	}
	lab, rest := row.CutLeft(44)
	s.add(widget{kind: wLabel, label: "With", r: lab, sub: "small"})
	pr := rest.SplitH(len(others), 6)
	for i, seat := range others {
		seat := seat
		s.add(widget{id: fmt.Sprintf("partner-%d", seat), label: s.ch.Names.Called(seat), r: pr[i], enabled: act, kind: wChip,
			on: d.HasPartner(seat), n: boolInt(d.Focus == seat), col: s.ch.Names.Colour(seat),
			act: func(*ui.Context) { d.TogglePartner(seat) }})
	}
	bottom, in := in.CutBottom(ui.MinTarget + 2)
	_, in = in.CutBottom(gap)
	bb := bottom.SplitH(3, 6)
	s.add(widget{id: "desk-cancel", label: "Close", r: bb[0], enabled: true, style: ui.Quiet, act: func(*ui.Context) { s.desk = nil }})
	s.add(widget{id: "suggest", label: "Suggest", r: bb[1], enabled: act, style: ui.Secondary, act: s.suggest})
	send := "Send offer"
	if d.Deal > 0 {
		send = "Send change"
	}
	s.add(widget{id: "send", label: send, r: bb[2], enabled: act && !d.Empty(), style: ui.Primary, act: s.send})
	// Money with the focused partner.
	if d.Focus >= 0 {
		mrow, rest := in.CutBottom(rowH)
		in = rest
		_, in = in.CutBottom(gap)
		parts := mrow.SplitH(5, 5)
		focus := d.Focus
		pay := d.Pays(focus)
		words := "$0"
		switch {
		case pay > 0:
			words = "Pay " + short(pay)
		case pay < 0:
			words = "Get " + short(-pay)
		}
		for i, step := range []int{-5000, -1000, 0, 1000, 5000} {
			step := step
			if step == 0 {
				s.add(widget{kind: wLabel, label: words, r: parts[i], sub: "money"})
				continue
			}
			label := fmt.Sprintf("%+dk", step/1000)
			s.add(widget{id: fmt.Sprintf("pay%+d", step/1000), label: label, r: parts[i], enabled: act, style: ui.Secondary,
				act: func(*ui.Context) { d.AddMoney(focus, step) }})
		}
	}
	// Tiles to add: mine, and the focused partner's.
	tileRow := func(seat int, prefix string) {
		row, rest := in.CutBottom(rowH)
		in = rest
		_, in = in.CutBottom(gap)
		name := "Yours"
		if seat != me {
			name = shortName(s.ch.Names.Called(seat))
		}
		lab, row := row.CutLeft(60)
		s.add(widget{kind: wLabel, label: name, r: lab, sub: "small"})
		var shops []ct.Shop
		for t := range ct.Shop(ct.Shops) {
			if g.Hand(seat, t) > 0 {
				shops = append(shops, t)
			}
		}
		if len(shops) == 0 {
			s.add(widget{kind: wLabel, label: "no tiles", r: row, sub: "small"})
			return
		}
		w := min(rowH, (row.W+4)/float64(len(shops))-4)
		for i, t := range shops {
			t := t
			s.add(widget{id: prefix + t.Code(), label: t.Name(), r: ui.R(row.X+float64(i)*(w+4), row.Y, w, row.H), enabled: act, kind: wTile, shop: t, n: g.Hand(seat, t),
				act: func(*ui.Context) {
					if why := d.AddTile(g, seat, t); why != "" {
						s.ch.Msg.Refuse(why)
					}
				}})
		}
	}
	if d.Focus >= 0 {
		tileRow(d.Focus, "theirtile-")
	}
	tileRow(me, "mytile-")
	// The two sides of the deal, item by item: a tap takes an item out.
	half := in.SplitV(2, gap)
	side := func(r ui.Rect, title string, give bool, prefix string) {
		lab, r := r.CutTop(20)
		s.add(widget{kind: wLabel, label: title, r: lab, sub: "small"})
		var idx []int
		for i, it := range d.Items {
			if (it.From == me) == give {
				idx = append(idx, i)
			}
		}
		if len(idx) == 0 {
			hint := "Tap lots of yours on the map, or your tiles below."
			if !give {
				hint = "Tap their lots on the map, or their tiles below."
			}
			s.add(widget{kind: wLabel, label: hint, r: r, sub: "hint"})
			return
		}
		rects := flow(r, len(idx), 92, min(r.H, 44), 5)
		for k, i := range idx {
			i := i
			it := d.Items[i]
			label := it.Words()
			other := it.To
			if !give {
				other = it.From
			}
			s.add(widget{id: fmt.Sprintf("%s%d", prefix, k), label: label, r: rects[k], enabled: act, kind: wChip, shop: it.Shop, n: it.Lot,
				col: s.ch.Names.Colour(other), on: true, sub: "item", act: func(*ui.Context) { d.Remove(i) }})
		}
	}
	side(half[0], "You give", true, "give-")
	side(half[1], "You get", false, "get-")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// send puts the desk's deal on the table; the computer players in it
// answer at once.
func (s *Scene) send(c *ui.Context) {
	d := s.desk
	if s.submit(c, d.Move()) {
		s.desk = nil
		if len(s.answers) == 0 {
			s.ch.Msg.Notice("Offer sent: waiting for the others to answer.")
		}
		for _, a := range s.answers {
			switch a.Kind {
			case Accepted:
				c.Sound.Play(audio.DealStruck)
			case Countered:
				c.Sound.Play(audio.Card)
			}
		}
	}
}
