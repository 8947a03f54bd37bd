package chinatown

import (
	"fmt"
	"quartet/lang"
	"quartet/scenes/chinatown/desk"
	"slices"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

func (s *Scene) spec(c *ui.Context) table.Spec {
	// The end's ranking names every player: it leaves their cards in
	// sight (five cards lying down were half covered). Beside the board
	// the controls leave the message line three lines at 11 px on a
	// 1024x768 tablet: with 300 it had two, and a German build prompt or
	// the French line that opens trading was cut (third reading); no
	// lower, or a long offer's card beside the hand's row drops under
	// 15 px there.
	return table.Spec{Seats: s.game().Seats(), Controls: 272, PortraitControls: 220, EndOverBoard: true}
}

// layout places the map and builds this tick's widgets.
func (s *Scene) layout(c *ui.Context) {
	s.widgets = s.widgets[:0]
	s.desk.BeginTick(c)
	defer s.desk.EndTick()
	l := s.ch.Lay
	// The map as it is framed with the desk closed: the hand's row under
	// it while trading upright (what there is to offer), and the year's
	// row.
	hand := 0.0
	if s.me() >= 0 && !s.handover && !s.t.Over() && l.Portrait && s.game().Phase() == ct.Trading {
		// The row is inset by 4 on each side of the strip.
		hand = handHeight(s.game(), s.me(), l.Board.W-8, false)
	}
	board, strip, bar := mapFrame(l, hand)
	s.over.bar = sprites.Rect{}
	if s.desk.Open() {
		var r sprites.Rect
		r, board = s.deskRect(c, board)
		lot := s.desk.ShowLot()
		s.cam.setView(board, c.W, c.H, lot > 0)
		if lot > 0 {
			// The lot that opened the desk stays in sight.
			s.cam.show(lot)
		}
		s.desk.Widgets(c, r)
	} else {
		s.cam.setView(board, c.W, c.H, false)
		if !s.t.Over() && !s.handover {
			s.over.bar = bar
			// Where a lot of the whole map is under a finger wide, the
			// row has the map's zoom buttons.
			var zoom func(bool)
			if (cell-6)*min(board.W/mapW, board.H/mapH) < ui.MinTarget {
				zoom = func(in bool) { zoomTo(&s.cam, in) }
			}
			s.over.yearBar(s.add, bar, yearWords(s.game(), s.ch.Names, s.me(), s.t.Humans() == 1, zoom != nil && bar.W < 520), zoom)
		}
		s.controlWidgets(c, l.Controls)
		if strip.H > 0 && s.showHand() {
			s.handWidgets(c, strip.Inset(4))
		}
	}
	if !s.handover && !s.ch.EndOpen() {
		s.lotTargets(c)
	}
	if s.handover {
		s.widgets = s.widgets[:0]
		r := sprites.R(c.W/2-150, c.H/2+30, 300, 56)
		name := s.ch.Names.Called(s.actor())
		s.widgets = append(s.widgets, widget.Widget{ID: "handover", Label: lang.Tf("I am %s: show my hand", name), R: r, Enabled: true, Style: ui.Primary,
			Act: func(*ui.Context) {
				s.viewer, s.handover = s.actor(), false
				s.keep, s.tile = map[int]bool{}, ct.NoShop
				s.desk.HandOver()
			}})
	}
}

func (s *Scene) add(w widget.Widget) { s.widgets = append(s.widgets, w) }

// mapFrame places the map, the hand's row (hand high, 0 for none) and
// the year's row in the layout's board. Upright, the map is framed at the
// top of the board, as large as the width allows, and the rows go right
// under it: the desk, opening below them, then covers no lot and moves
// none (play-test: at 768x1024 the desk covered Mosco Street's lots).
func mapFrame(l table.Layout, hand float64) (view, strip, bar sprites.Rect) {
	board := l.Board
	if hand > 0 {
		strip, board = board.CutBottom(hand)
	}
	if board.H < 3*yearBarH {
		return board, strip, bar
	}
	if !l.Portrait {
		bar, board = board.CutBottom(yearBarH)
		_, board = board.CutBottom(4)
		return board, strip, bar
	}
	k := min(board.W/mapW, (board.H-yearBarH-4)/mapH)
	view = sprites.R(board.X, board.Y, board.W, mapH*k)
	bar = sprites.R(board.X, view.Bottom()+4, board.W, yearBarH)
	if hand > 0 {
		strip.Y = bar.Bottom() + 4
	}
	return view, strip, bar
}

// deskMinH is the least height the desk takes under the map, upright.
const deskMinH = 380.0

// deskRect is where the desk goes, and the map's view beside it: upright,
// under the map framed as with the desk closed (view) where that leaves
// the desk room, so that the map neither moves nor hides a lot.
func (s *Scene) deskRect(c *ui.Context, view sprites.Rect) (r, board sprites.Rect) {
	r, board = s.desk.Rect(c)
	l := s.ch.Lay
	if top := view.Bottom() + 6; l.Portrait && l.Message.Y-6-top >= deskMinH {
		return sprites.R(l.Board.X, top, l.Board.W, l.Message.Y-6-top), view
	}
	return r, board
}

// doneBuildingWords tell the person that their building is over for the
// year, and which of the two reasons ended it: "no tile left, or no empty
// lot" beside three tiles in hand left them guessing (play-test).
func doneBuildingWords(g *ct.Game, me int) string {
	if g.HandTiles(me) > 0 {
		return lang.T("Building done for this year: no empty lot left for your tiles.")
	}
	return lang.T("Building done for this year: you have no tile left.")
}

// handStripH is the height of the row showing the hand while trading.
const handStripH = ui.MinTarget + 12

func handLabelW(w float64) float64 { return min(92, w*0.25) }

// handLines says how the hand's n tile types fit a row w wide: beside
// their label on one line, or without it on as many lines as needed.
func handLines(w float64, n int) (labelled bool, lines int) {
	per := func(w float64) int { return max(1, int((w+4)/(ui.MinTarget+4))) }
	if n <= per(w-handLabelW(w)) {
		return true, 1
	}
	return false, (n + per(w) - 1) / per(w)
}

// handHeight is the height of the hand's row for tiles laid out w wide
// (handWidgets' r.W: the lines counted here are the lines drawn, or the
// row keeps room it never uses; at 1024x768 a line's worth was taken from
// an offer's card). tight is the row without the tiles' names, a finger
// high, for a row that gives way to an offer's card.
func handHeight(g *ct.Game, me int, w float64, tight bool) float64 {
	n := 0
	if me >= 0 {
		for t := range ct.Shop(ct.Shops) {
			if g.Hand(me, t) > 0 {
				n++
			}
		}
	}
	_, lines := handLines(w, n)
	if tight {
		return float64(lines) * (ui.MinTarget + 8)
	}
	return handStripH + handNameH + float64(lines-1)*(ui.MinTarget+4+handNameH)
}

// handNameH is the room for a tile's name under its sign in the hand's
// row (play-test: on a phone the tiles had names only while building).
const handNameH = 14

// showHand reports whether the hand is shown in its own row: always, so
// that a person can plan while others play, except where the controls
// show it already (the desk, or the person's own turn to build) and
// behind a handover.
func (s *Scene) showHand() bool {
	if s.me() < 0 || s.handover || s.t.Over() || s.desk.Open() {
		return false
	}
	g := s.game()
	return !(g.Phase() == ct.Placing && g.ToMove() == s.me() && !s.anims.income())
}

// handWidgets shows the person's tiles in a row: each a finger wide, its
// name said when tapped.
func (s *Scene) handWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if g.Hand(me, t) > 0 {
			shops = append(shops, t)
		}
	}
	labelled, lines := handLines(r.W, len(shops))
	row := r
	if labelled {
		var lab sprites.Rect
		lab, row = r.CutLeft(handLabelW(r.W))
		s.add(widget.Widget{Kind: widget.Label, Label: lang.T("Your tiles"), R: lab, Sub: "smallpaper"})
	}
	if len(shops) == 0 {
		s.add(widget.Widget{Kind: widget.Label, Label: lang.T("none in your hand"), R: row, Sub: "smallpaper"})
		return
	}
	// A hand of many types wraps onto another line rather than running
	// off the screen (the caller made room: handHeight).
	lineH := row.H / float64(lines)
	name := 0.0
	if lineH >= ui.MinTarget+handNameH {
		name = handNameH
	}
	side := min(lineH-name, ui.MinTarget+4)
	per := (len(shops) + lines - 1) / lines
	w := max(ui.MinTarget, min(side, (row.W+4)/float64(per)-4))
	for i, t := range shops {
		t := t
		n := g.Hand(me, t)
		x, y := row.X+float64(i%per)*(w+4), row.Y+float64(i/per)*lineH+(lineH-side-name)/2
		s.add(widget.Widget{ID: "hand-" + t.Code(), Label: desk.ShopName(t), R: sprites.R(x, y, w, max(side, w)+name), Enabled: true, Kind: widget.Tile, Shop: t, N: n,
			Act: func(*ui.Context) { s.ch.Msg.Notice(tileWords(t, n)) }})
	}
}

// tileWords names a tile and says what it makes, the number on it in
// words (play-test: the numbers on the tiles were jargon to newcomers):
// "Tea House: you hold 2; the 3 on the tile: 3 Tea House shops side by
// side make a complete business."
func tileWords(t ct.Shop, n int) string {
	return lang.Tf("%s: you hold %d; the %d on the tile: %d %s shops side by side make a complete business.", desk.ShopName(t), n, t.MaxSize(), t.MaxSize(), desk.ShopName(t))
}

// chosenWords say a tile chosen to build, and the number on it.
func chosenWords(t ct.Shop) string {
	return lang.Tf("%s chosen: tap one of your lit lots to build it. The %d on the tile: %d side by side make a complete business.", desk.ShopName(t), t.MaxSize(), t.MaxSize())
}

// rows splits r into rows of height h with gaps.
func rows(r sprites.Rect, h float64, gap float64) func() sprites.Rect {
	return func() sprites.Rect {
		row, rest := r.CutTop(min(h, r.H))
		_, r = rest.CutTop(min(gap, rest.H))
		return row
	}
}

func (s *Scene) controlWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	if r.H <= 0 || s.t.Over() {
		return
	}
	if me < 0 {
		label := lang.T("The computer players are at the table.")
		if s.t.Humans() > 1 {
			label = lang.T("The screen is handed over when a person's turn comes.")
		}
		s.add(widget.Widget{Kind: widget.Label, Label: label, R: r})
		return
	}
	if hh := handHeight(s.game(), s.me(), r.W, false); g.Phase() != ct.Trading && s.showHand() && g.HandTiles(me) > 0 && r.H >= hh+2*handStripH {
		// Out of trading the hand heads the controls (trading puts it
		// under the map, or above its buttons).
		var strip sprites.Rect
		strip, r = r.CutTop(hh)
		_, r = r.CutTop(8)
		s.handWidgets(c, strip)
	}
	if s.anims.income() {
		// The next year's cards are dealt only once the income is read.
		label := lang.T("Income is being counted, business by business…")
		if !s.anims.counting() {
			label = lang.Tf("Income %s summed up.", fmt.Sprint(s.anims.sum.year))
		}
		s.add(widget.Widget{Kind: widget.Label, Label: label, R: r})
		return
	}
	switch g.Phase() {
	case ct.Keeping:
		s.keepWidgets(c, r)
	case ct.Trading:
		s.desk.Card(c, r)
	case ct.Placing:
		s.placeWidgets(c, r)
	}
}

func (s *Scene) keepWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	if g.Chose(me) {
		s.add(widget.Widget{Kind: widget.Label, Label: lang.T("Your choice is made. Waiting for the others to choose…"), R: r})
		return
	}
	_, need := ct.CardsDealt(g.Seats(), g.Round())
	dealt := g.Dealt(me)
	need = min(need, len(dealt))
	btn, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	// On a landscape phone the room above the button is under a card's
	// height: the cards shrink into it rather than lie under the button,
	// whose middle gave up a card instead of keeping them.
	cards := widget.Flow(rest, len(dealt), 56, min(64, max(28, rest.H)), 8)
	for i, lot := range dealt {
		lot := lot
		s.add(widget.Widget{ID: fmt.Sprintf("card-%d", lot), Label: fmt.Sprint(lot), R: cards[i], Enabled: s.canAct(), Kind: widget.Card, On: s.keep[lot],
			Col: s.ch.Names.Colour(me), Act: func(c *ui.Context) { s.toggleKeep(c, lot) }})
	}
	label := lang.Tf("Keep these %d", need)
	if len(s.keep) != need {
		label = lang.Tf("Keep %d (%d chosen)", need, len(s.keep))
	}
	s.add(widget.Widget{ID: "keep", Label: label, R: btn, Enabled: s.canAct() && len(s.keep) == need, Style: ui.Primary, Act: s.keepNow})
}

func (s *Scene) placeWidgets(c *ui.Context, r sprites.Rect) {
	g := s.game()
	me := s.me()
	if g.ToMove() != me {
		// Say what the wait is for, and what comes after it.
		who := g.ToMove()
		label := lang.N("%s is building (%d tile in hand).", "%s is building (%d tiles in hand).", g.HandTiles(who), s.ch.Names.Called(who), g.HandTiles(who))
		if s.builtAll == g.Round() {
			label = doneBuildingWords(s.game(), s.me()) + " " + label
		}
		if g.Round() == ct.Rounds {
			label += " " + lang.T("Then the last income, and the result.")
		}
		s.add(widget.Widget{Kind: widget.Label, Label: label, R: r})
		return
	}
	btn, rest := r.CutBottom(ui.MinTarget + 4)
	_, rest = rest.CutBottom(8)
	if s.slotsRound != g.Round() {
		s.slots, s.slotsRound = nil, g.Round()
	}
	var shops []ct.Shop
	for t := range ct.Shop(ct.Shops) {
		if g.Hand(me, t) > 0 || slices.Contains(s.slots, t) {
			shops = append(shops, t)
		}
	}
	s.slots = shops
	// Signs with their names under them, where the rows fit.
	tileH := 60.0
	if perRow := max(1, int((rest.W+8)/68)); float64((len(shops)+perRow-1)/perRow)*84 <= rest.H+8 {
		tileH = 76
	}
	rects := widget.Flow(rest, len(shops), 60, tileH, 8)
	for i, t := range shops {
		t := t
		if g.Hand(me, t) == 0 {
			s.add(widget.Widget{ID: "tile-" + t.Code(), Label: desk.ShopName(t), R: rects[i], Enabled: false, Kind: widget.Tile, Shop: t, N: 0})
			continue
		}
		s.add(widget.Widget{ID: "tile-" + t.Code(), Label: desk.ShopName(t), R: rects[i], Enabled: s.canAct(), Kind: widget.Tile, Shop: t, N: g.Hand(me, t), On: s.tile == t,
			Act: func(c *ui.Context) {
				// A tap on the tile chosen chooses it again, never puts
				// it back: after a shop was built with it, that tap is
				// the person choosing it for the next, and the lot
				// tapped after it was refused (play-test). The number
				// on the tile is said in words as it is chosen.
				s.ch.Msg.Notice(chosenWords(t))
				s.tile = t
			}})
	}
	s.add(widget.Widget{ID: "pass", Label: lang.T("Done building"), R: btn, Enabled: s.canAct(), Style: ui.Secondary,
		Act: func(c *ui.Context) { s.submit(c, ct.PassMove(me)); s.tile = ct.NoShop }})
	// A tile pressed and dragged leaves the hand for the map.
	p := c.Pointer
	if p.Down && p.Dragging && s.dragTile == ct.NoShop && s.canAct() {
		for i, t := range shops {
			if rects[i].Contains(p.StartX, p.StartY) && g.Hand(me, t) > 0 {
				s.dragTile, s.tile = t, t
			}
		}
	}
}
