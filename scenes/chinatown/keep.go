package chinatown

import (
	"image/color"

	ct "quartet/rules/chinatown"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// keptScreen draws the table onto its last frame (sprites.Scenery): the city
// through the camera is composed once per change under what moves, the
// panels once per change over it, and a frame then restores and redraws
// only what moves: rings and values on lots, coins and tiles flying, the
// year's banner and sum, the cards over the map, the spinners. Filling the
// screen, copying the city scaled with a linear filter and copying the
// panels' layer whole every frame held the table at under half the blank
// app's frame rate (issue 28); an idle table now draws nothing.
type keptScreen struct {
	scenery sprites.Scenery
	// lastHUD is the panels' key in the last frame: a change of some of
	// them (a message, a seat card's money, a button's highlight, the
	// hand's tiles) repaints only those, and what the table's widgets
	// cover.
	lastHUD   any
	lastTitle uint64 // the table's part of lastHUD
	// lastWidgets is the part of lastTitle before the seat cards' bodies.
	lastWidgets uint64
	lastArea    sprites.Rect // panelsArea in the last frame
	lastUnder   underKey
	drawn       bool
}

// KeepsScreen: the table redraws only what changed or moves (keptScreen).
// Promoted into the Scene, whose own methods are at the codesize limit.
func (*keptScreen) KeepsScreen() {}

// underKey is everything the still picture under what moves shows: the
// city through the camera, or the handover screen that hides it.
type underKey struct {
	k, ox, oy float64
	view      sprites.Rect
	city      int // cityPaint's count of paintings
	handover  handoverKey
}

// handoverKey is what the handover screen shows (zero while none).
type handoverKey struct {
	on           bool
	actor        int
	button       sprites.Rect
	label        string
	press, hover bool
}

// free lets the scenery's images go.
func (k *keptScreen) free() {
	k.scenery.Free()
	k.lastHUD, k.drawn = nil, false
}

// draw paints a frame of s in the order the table always drew it: the
// city, rings and values on lots, the year's sum, the panels, the year's
// banner, flights, the income table, a lot's card, the tile dragged, the
// handover screen, the chrome's spinners and end.
func (k *keptScreen) draw(s *Scene, cv *sprites.Canvas, c *ui.Context) {
	sc := &k.scenery
	city := s.readyCity(c)
	under := underKey{k: s.cam.k, ox: s.cam.ox, oy: s.cam.oy, view: s.cam.view, city: city}
	title := s.hudKey(c)
	hud := s.ch.HUDKey(c, s.cards(), title)
	result := func() table.Result { return result(s.game(), s.ch.Names, s.ch.Headline()) }
	if s.handover {
		// The handover screen hides all else but the chrome's spinners and
		// end: it is the still picture, and nothing moves under it.
		under = underKey{handover: handoverOf(s, c)}
		sc.OverArea, sc.UnderArea = sprites.Rect{}, sprites.Rect{}
		sc.Begin(cv, under, nil, func(lc *sprites.Canvas) {
			lc.Fill(tableInk)
			s.drawHandover(lc, c)
		}, nil)
		k.lastHUD, k.drawn = nil, false
		s.ch.DrawOverScenery(cv, c, sc, result)
		return
	}
	sc.OverArea, sc.UnderArea = sprites.Rect{}, sprites.Rect{}
	if was := k.lastUnder; k.drawn && s.paint.changed.W > 0 && city == was.city+1 {
		// The city changed under the same camera: a lot bought, a shop
		// built, cards revealed. Only their area is composed again.
		if was.city = city; was == under {
			sc.UnderArea = mapOnScreen(&s.cam, s.paint.changed)
		}
	}
	k.lastUnder = under
	area := panelsArea(s)
	if k.drawn && hud != k.lastHUD {
		// A change of the table's own part (title) repaints every seat
		// card's body, and wherever its widgets and bubbles were or are.
		// The seats at the table, not every card the chrome could hold:
		// an empty one's rectangle stretched the area to the corner.
		seats := uint(1)<<s.game().Seats() - 1
		r, ok := s.ch.HUDChange(k.lastHUD, hud, func(any, any) uint { return seats })
		if title != k.lastTitle && s.hud.widgets != k.lastWidgets {
			r = r.Union(k.lastArea).Union(area)
		}
		if ok && r.W > 0 {
			sc.OverArea = r
		}
	}
	k.lastHUD, k.lastTitle, k.lastWidgets, k.lastArea, k.drawn = hud, title, s.hud.widgets, area, true
	sc.Begin(cv, under, hud, func(lc *sprites.Canvas) {
		lc.Fill(tableInk)
		s.cam.draw(lc, s.paint.city)
	}, func(lc *sprites.Canvas) {
		s.ch.PaintHUD(lc, c, hud, func(hc *sprites.Canvas, bodies []sprites.Rect) {
			drawBodies(hc, s.game(), bodies)
			drawWidgets(hc, c, s.widgets)
			s.desk.DrawAnswers(hc, bubbleArea(&s.cam, s.ch.Lay, s.over.bar))
		})
	})
	k.drawUnderPanels(s, cv)
	sc.End(cv)
	k.drawOverPanels(s, cv, c)
	s.ch.DrawOverScenery(cv, c, sc, result)
}

// drawUnderPanels draws what moves between the city and the panels: rings
// and values on lots, and the year's sum. Their areas are cleared before
// any is drawn (sprites.Scenery.Clear).
func (k *keptScreen) drawUnderPanels(s *Scene, cv *sprites.Canvas) {
	sc := &k.scenery
	o := s.screen()
	size := o.cam.lotSize()
	for _, p := range s.anims.pops {
		if p.delay > 0 {
			continue
		}
		for _, l := range p.lots {
			// A ring grows to twice the lot's size; a frame is the lot's
			// size and a little more.
			x, y := o.cam.lotCentre(l)
			h := size + 4
			sc.Clear(cv, sprites.R(x-h, y-h, 2*h, 2*h))
		}
		if p.label != "" {
			sc.Clear(cv, o.labelRect(p))
		}
	}
	shown := s.summaryShown()
	if shown {
		sc.Clear(cv, s.anims.sum.rect(s.cam.view))
	}
	s.anims.drawPops(cv, o, &s.labels)
	if shown {
		s.banner.drawSummary(cv, s.anims.sum, s.cam.view, s.anims.sum.rows(s.ch.Names, s.you()))
	}
}

// drawOverPanels draws what moves, or shows for a while, over the panels,
// and has the next frame restore where each was.
func (k *keptScreen) drawOverPanels(s *Scene, cv *sprites.Canvas, c *ui.Context) {
	sc := &k.scenery
	if s.bannerShown() {
		// Over the year's row, where it may go, it covers the row's
		// words while it shows.
		s.banner.draw(cv, &s.cam, s.over.bar)
		sc.Touch(cv, s.banner.rect(&s.cam, s.over.bar))
	}
	o := s.screen()
	s.anims.drawFlights(cv, o)
	for _, f := range s.anims.flights {
		if f.delay == 0 {
			x, y, size := o.flightAt(f)
			h := size/2 + 1
			sc.Touch(cv, sprites.R(x-h, y-h, 2*h, 2*h))
		}
	}
	if s.over.incomeTable {
		drawIncomeTable(cv, s.cam.view, s.game())
		sc.Touch(cv, incomeTableRect(s.cam.view).Inset(-shadowReach))
	}
	if lot := s.over.reading; lot > 0 && c.Pointer.Down {
		lines := lotReading(s.game(), s.ch.Names, s.you(), lot)
		var owner *color.RGBA
		if o := s.game().Owner(lot); o >= 0 {
			col := s.ch.Names.Colour(o)
			owner = &col
		}
		r := readingRect(s.cam.view, c.Pointer.X, c.Pointer.Y, len(lines))
		drawReading(cv, r, lines, owner)
		sc.Touch(cv, r.Inset(-shadowReach))
	}
	if s.dragTile != ct.NoShop && c.Pointer.Down {
		flightArt.ensure()
		size := max(40, s.cam.lotSize())
		x, y := c.Pointer.X, c.Pointer.Y-30
		drawSprite(cv, flightArt.signs[s.dragTile], x, y, size, 0.9)
		sc.Touch(cv, sprites.R(x-size/2-1, y-size/2-1, size+2, size+2))
	}
}

// mapOnScreen is map area r on the screen, within the map's view.
func mapOnScreen(cam *camera, r sprites.Rect) sprites.Rect {
	x0, y0 := cam.toScreen(r.X, r.Y)
	x1, y1 := cam.toScreen(r.Right(), r.Bottom())
	v := cam.view
	x0, y0 = max(x0, v.X), max(y0, v.Y)
	x1, y1 = min(x1, v.Right()), min(y1, v.Bottom())
	if x1 <= x0 || y1 <= y0 {
		return sprites.Rect{}
	}
	return sprites.R(x0, y0, x1-x0, y1-y0)
}

// panelsArea is where the table's own part of the panels draws: its
// widgets, and the computers' answers in bubbles over the map.
func panelsArea(s *Scene) sprites.Rect {
	var r sprites.Rect
	for _, w := range s.widgets {
		r = r.Union(w.R.Inset(-shadowReach))
	}
	if s.desk.Answering() {
		r = r.Union(bubbleArea(&s.cam, s.ch.Lay, s.over.bar).Inset(-shadowReach))
	}
	return r
}

// shadowReach is how far a card's soft shadow reaches past it.
const shadowReach = 24

// handoverOf is what the handover screen shows now.
func handoverOf(s *Scene, c *ui.Context) handoverKey {
	k := handoverKey{on: true, actor: s.actor()}
	for _, w := range s.widgets {
		if w.ID == "handover" {
			k.button, k.label = w.R, w.Label
			k.press, k.hover = c.Pointer.PressIn(w.R), c.Pointer.Hover(w.R)
		}
	}
	return k
}
