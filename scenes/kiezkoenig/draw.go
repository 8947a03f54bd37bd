package kiezkoenig

import (
	"math"
	"quartet/lang"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// underKey is everything the still street shows: a change of any of it
// composes the street again.
type underKey struct {
	board  sprites.Rect
	scale  float64
	spaces [40]spaceKey
	centre centreKey
	duel   bool
	die    dieKey
}

// dieKey is the centre die at rest, or none while it is in the air.
type dieKey struct {
	resting    bool
	x, y, size float64
	face       int
	col        colourRGBA
}

// overKey is everything the still parts over what moves show: the panels,
// the duel's panel, a space's card and the skip button.
type overKey struct {
	hud  any
	duel duelOverKey
	info infoKey
	skip skipKey
	pal  string
}

// skipKey is what the skip button shows, if it is shown.
type skipKey struct {
	r     sprites.Rect
	label string
	on    bool
	press [2]bool
}

// Draw paints the table. What stands still (the street, its spaces, the
// middle's buttons, the resting die and the panels) is composed into the
// scenery once per change; a frame then restores and redraws only what
// moves: the tokens, the die in the air, money and stakes flying, the
// duel's dice, sparks (sprites.Scenery). Drawing the thirty spaces' layers and
// the panels every frame cost a software GPU some 20 ms a frame.
func (s *Scene) Draw(cv *sprites.Canvas, c *ui.Context) {
	if s.ring.cell == nil {
		cv.Fill(sprites.Hex(0x0C0B12))
		return
	}
	under := s.underKey(c)
	over, paintOver := s.overParts(c)
	wide := over.duel.open || over.info.r.W > 0
	// The areas matter only in a frame whose keys changed: a frame with
	// nothing new works none of them out.
	s.cache.scenery.OverArea = sprites.Rect{}
	if !wide && !s.cache.overWide && over != s.cache.lastOver {
		// Only the panels changed: the board need not be drawn again,
		// nor the panels that stayed as they were.
		r, ok := s.cache.lastOver.changedTo(over, s.ch)
		if !ok || !s.cache.underDrawn {
			r = s.hudArea()
		}
		s.cache.scenery.OverArea = r
	}
	s.cache.overWide = wide
	s.cache.lastOver = over
	s.cache.scenery.UnderArea = sprites.Rect{}
	if s.cache.underDrawn && under != s.cache.lastUnder {
		s.cache.scenery.UnderArea = underChange(s.cache.lastUnder, under)
	}
	s.cache.lastUnder, s.cache.underDrawn = under, true
	s.cache.scenery.Begin(cv, under, over, func(lc *sprites.Canvas) { s.paintUnder(lc, c, under) }, paintOver)
	// The tokens and the die in the air pass under the panels (and the
	// darkened board of a duel): their areas are cleared before any is
	// drawn.
	toks := s.tokens(c)
	for _, t := range toks.list[:toks.n] {
		s.cache.scenery.Clear(cv, around(t.x, t.y, t.rad/0.86+3))
	}
	dice := s.movingDice(under)
	for _, d := range dice {
		s.cache.scenery.Clear(cv, around(d.x, d.y, d.size*0.75*math.Sqrt2))
	}
	// Amounts of money flying slip under the panels, whose labels they hid
	// (play-test), and over the street.
	for _, a := range s.amounts(cv) {
		s.cache.scenery.Clear(cv, a.box)
	}
	for _, t := range toks.list[:toks.n] {
		drawToken(cv, t.x, t.y, t.rad, s.colour(t.seat), t.alpha)
	}
	for _, d := range dice {
		if d.ring {
			// Inside the area cleared for the die (around), so that it
			// goes with it.
			cv.StrokeCircle(d.x, d.y, d.size*0.82, 3, d.ringCol)
		}
		drawDie(cv, d.x, d.y, d.size, d.angle, d.face, d.col)
	}
	for _, a := range s.amounts(cv) {
		// On a dark pill: crossing a stake's price or a fee, the figures
		// ran through the board's own and neither could be read
		// (play-test).
		cv.RoundRect(a.box, min(a.box.W, a.box.H)/2, sprites.Alpha(amountPill, 0.88*a.alpha))
		cv.Text(a.text, a.x, a.y, amountSize, sprites.Bold, sprites.Alpha(neonGold, a.alpha), sprites.Middle, sprites.Middle)
	}
	s.cache.scenery.End(cv)
	// The rest moves over the panels, as it always did: stakes land on the
	// seat cards.
	waiting := -1
	if s.duelPanel.waitsForThrow() {
		waiting = s.duelPanel.throwSide()
	}
	s.duel.drawDice(cv, &s.cache, waiting)
	s.drawFlying(cv)
	s.ch.DrawOverScenery(cv, c, &s.cache.scenery, s.result)
}

// KeepsScreen: the table redraws only what moves (sprites.Scenery).
func (s *Scene) KeepsScreen() {}

// Free lets the table's images go when the manager drops it: the scenery,
// the street, its spaces, the duel and the panels. The small dice and
// token pictures are shared by every KiezKönig table (a restarted game's
// among them) and stay.
func (s *Scene) Free() {
	s.cache.scenery.Free()
	for _, l := range []*sprites.Layer{&s.cache.boardLayer, &s.cache.centreLayer, &s.cache.skipLayer} {
		l.Free()
	}
	s.info.layer.Free()
	s.duelPanel.free()
	for i := range s.cache.spaceLayers {
		s.cache.spaceLayers[i].Free()
	}
	s.ch.Free()
}

// around is the square around (x, y), half as wide as h each way.
func around(x, y, h float64) sprites.Rect { return sprites.R(x-h, y-h, 2*h, 2*h) }

// changedTo is where two keys of the panels over the street differ: the
// seat cards, the message line and the buttons that changed, and the skip
// button. ok is false for any other change (a duel's panel, a space's
// card, the colours), which repaints the panels whole.
func (old overKey) changedTo(now overKey, ch *table.Chrome) (sprites.Rect, bool) {
	if old.duel != now.duel || old.info != now.info || old.pal != now.pal {
		return sprites.Rect{}, false
	}
	r, ok := ch.HUDChange(old.hud, now.hud, seatsChanged)
	if old.skip != now.skip {
		r = r.Union(old.skip.r.Inset(-8)).Union(now.skip.r.Inset(-8))
	}
	return r, ok && r.W > 0
}

// touchAround tells the scenery that something drawn around (x, y), half
// as wide as h each way, moves: the next frame restores it.
func (cc *canvasCache) touchAround(cv *sprites.Canvas, x, y, h float64) {
	cc.scenery.Touch(cv, around(x, y, h))
}

func (s *Scene) underKey(c *ui.Context) underKey {
	k := underKey{board: s.ring.board, scale: c.Scale, duel: s.duel != nil}
	for sp := range kk.TrackLen() {
		k.spaces[sp] = s.spaceKey(sp)
	}
	if s.duel == nil {
		k.centre = s.centreKey(c)
		// The die at rest is part of the still street; in the air, or
		// still bouncing, it is drawn every frame.
		if len(s.start.dice) == 0 && s.die.age >= s.die.roll+dieSettle {
			x, y, size, _, face := s.die.state(s.ring, s.ch.Lay.Seats[:])
			k.die = dieKey{resting: true, x: x, y: y, size: size, face: face, col: s.die.colour(s.colour)}
		}
	}
	return k
}

// movingDie is a die in the middle drawn this frame over the still street.
type movingDie struct {
	x, y, size, angle float64
	face              int
	col               colourRGBA
	ring              bool // the winning start die, ringed in its seat's colour
	ringCol           colourRGBA
}

// movingDice are the dice in the middle drawn every frame: the round of
// start throws, thrown together and shown until the first throw of the
// game, or else the one die while it is in the air or bouncing.
func (s *Scene) movingDice(under underKey) []movingDie {
	s.cache.diceBuf = s.cache.diceBuf[:0]
	if s.duel != nil {
		return s.cache.diceBuf
	}
	if len(s.start.dice) > 0 {
		for i := range s.start.dice {
			d := &s.start.dice[i]
			rx, ry, size := s.start.dieRest(i, s.ring)
			x, y, sz, angle, face := d.at(rx, ry, size, s.ring.centre, s.ch.Lay.Seats[:])
			// Tinted more than the single die: the colour says whose it is.
			s.cache.diceBuf = append(s.cache.diceBuf, movingDie{x, y, sz, angle, face, sprites.Mix(sprites.Paper, s.colour(d.seat), 0.4),
				d.seat == s.start.winner && d.age >= d.roll, s.colour(d.seat)})
		}
		return s.cache.diceBuf
	}
	if !under.die.resting {
		x, y, size, angle, face := s.die.state(s.ring, s.ch.Lay.Seats[:])
		s.cache.diceBuf = append(s.cache.diceBuf, movingDie{x: x, y: y, size: size, angle: angle, face: face, col: s.die.colour(s.colour)})
	}
	return s.cache.diceBuf
}

// dieSettle is how long the centre die bounces after it lands.
const dieSettle = 10

// colour is the die's colour: tinted by the seat (seatColour) that threw
// it.
func (d *dieAnim) colour(seatColour func(int) colourRGBA) colourRGBA {
	if d.thrown {
		return sprites.Mix(sprites.Paper, seatColour(d.seat), 0.25)
	}
	return sprites.Paper
}

// paintUnder composes the still street.
func (s *Scene) paintUnder(cv *sprites.Canvas, c *ui.Context, k underKey) {
	cv.Fill(sprites.Hex(0x0C0B12))
	s.drawBoard(cv)
	if k.duel {
		return
	}
	s.drawCentre(cv, c, k.centre)
	if d := k.die; d.resting {
		drawDie(cv, d.x, d.y, d.size, 0, d.face, d.col)
	}
}

func (s *Scene) drawBoard(cv *sprites.Canvas) {
	s.cache.boardLayer.DrawRect(cv, s.ring.board, s.ring.board, s.ring.paintStreet)
	for sp := range kk.TrackLen() {
		k := s.spaceKey(sp)
		r := k.r.Inset(-spacePad)
		s.cache.spaceLayers[sp].DrawRect(cv, r, k, func(lc *sprites.Canvas) {
			s.drawn.paintSpace(lc, sp, sprites.R(spacePad, spacePad, k.r.W, k.r.H), k, s.palette)
		})
	}
}

// overParts is the key of the still parts over what moves and their
// painting.
func (s *Scene) overParts(c *ui.Context) (overKey, func(cv *sprites.Canvas)) {
	cards, title, need := s.hudParts()
	k := overKey{hud: s.ch.HUDKey(c, cards, title), pal: s.palette.SeatNames[0]}
	k.duel = s.duelOverKey(c)
	if s.info.open {
		k.info = s.info.key(c, s.ch.Lay.Board, s.info.card(s.facts()))
	}
	if r := skipRect(s.ch.Lay.Controls); r.W > 0 && !s.t.Over() {
		canSkip := s.canSkip()
		if canSkip || s.beats.Skip {
			k.skip = skipKey{r: r, label: lang.T("Skip ahead"), on: canSkip && !s.beats.Skip, press: buttonState(c, r)}
			if s.beats.Skip {
				k.skip.label = lang.T("Skipping…")
			}
		}
	}
	return k, func(lc *sprites.Canvas) {
		s.ch.PaintHUD(lc, c, k.hud, func(hc *sprites.Canvas, bodies []sprites.Rect) {
			for seat, r := range bodies {
				s.drawn.paintSeatBody(hc, r, seat, title, need, s.colour(seat))
			}
		})
		s.duelPanel.paintOver(lc, c, s, s.duel, k.duel, &s.dec)
		if s.info.open {
			s.info.draw(lc, c, k.info, s.info.card(s.facts()), s.info.edge(s.facts()))
		}
		if sk := k.skip; sk.r.W > 0 {
			// The button's own layer, so that the board's composing does
			// not draw its vector shapes again.
			r, pad := sk.r, 10.0
			s.cache.skipLayer.DrawRect(lc, r.Inset(-pad), sk, func(bc *sprites.Canvas) {
				ui.DrawButton(bc, c, sprites.R(pad, pad, r.W, r.H), sk.label, ui.Secondary, sk.on)
			})
		}
	}
}

// hudArea is where the panels are, with room for their shadows: a change
// of the panels alone redraws only this.
func (s *Scene) hudArea() sprites.Rect {
	l := s.ch.Lay
	r := l.Controls
	rects := append([]sprites.Rect{l.Message, l.Undo, l.Log, l.Menu, skipRect(s.ch.Lay.Controls)}, l.Seats[:s.game().Seats()]...)
	for _, o := range rects {
		// An empty one (no skip button) adds nothing.
		r = r.Union(o)
	}
	return r.Inset(-24)
}

// tokenDraw is a token as this frame draws it.
type tokenDraw struct {
	seat      int
	x, y, rad float64
	alpha     float64
}

type tokenDraws struct {
	list [kk.MaxSeats]tokenDraw
	n    int
}

// tokens is every token on the street as this frame draws it: also a
// tourist's, whose token stays on the street while their money lasts.
// They sway, so each is drawn every frame.
func (s *Scene) tokens(c *ui.Context) tokenDraws {
	var out tokenDraws
	for seat := range s.v.seats {
		pos := s.v.pos[seat]
		if pos == kk.OffBoard {
			continue
		}
		rad := tokenRadius(s.ring.cell[0])
		var x, y float64
		if s.hop.active && s.hop.seat == seat {
			x, y = s.hop.point(s.ring)
			rad *= 1.15
		} else {
			x, y = s.ring.tokenPoint(pos, seat)
			// Every racketeer sways a little on the street at night, each in
			// their own time; the player to move bobs higher, so the eye
			// finds them.
			// Half the height a resting token sways by, on a cell
			// larger than a phone's (tokenSway).
			lift := 0.8
			if seat == s.game().ToMove() && !s.beats.Busy() {
				lift = 2.5
			}
			y -= lift * swayScale(s.ring.cell[0]) * (1 + math.Sin(float64(c.Tick)*0.09+float64(seat)*1.3))
		}
		alpha := 1.0
		if s.v.out[seat] {
			alpha = 0.55
		}
		out.list[out.n] = tokenDraw{seat: seat, x: x, y: y, rad: rad, alpha: alpha}
		out.n++
	}
	return out
}

// drawFlying draws money and stakes crossing the table, and the sparks.
func (s *Scene) drawFlying(cv *sprites.Canvas) {
	s.drawFloaters(cv)
	r := s.particles.Draw(cv)
	if r.W > 0 {
		s.cache.scenery.Touch(cv, r)
	}
	s.drawn.sparkArea = r
}

func (s *Scene) drawFloaters(cv *sprites.Canvas) {
	for _, f := range s.floaters {
		if !f.card {
			continue
		}
		t := float64(f.age) / float64(f.dur)
		e := sprites.EaseInOutCubic(t)
		x, y := sprites.Lerp(f.x0, f.x1, e), sprites.Lerp(f.y0, f.y1, e)-math.Sin(math.Pi*e)*40
		drawStakeSprite(cv, f.stake, x, y, 44)
		s.cache.touchAround(cv, x, y, 24)
	}
}

// amountSize is the size of a flying amount's figures, and amountPad the
// room its pill leaves either side of them.
const (
	amountSize = 18.0
	amountPad  = 6.0
)

// amountPill is the colour of the pill a flying amount is drawn on.
var amountPill = sprites.Hex(0x0B0A12)

// amount is an amount of money flying, as this frame draws it.
type amount struct {
	text  string
	x, y  float64
	alpha float64
	box   sprites.Rect // what its figures and their pill cover
}

// at is where a flying amount is at eased progress e: on a low arc, so
// that it lands on the Cash marker or seat card it goes to, not on the
// words above it (play-test: a "10" came to rest on "fee 10").
func (f floater) at(e float64) (x, y float64) {
	return sprites.Lerp(f.x0, f.x1, e), sprites.Lerp(f.y0, f.y1, e) - math.Sin(math.Pi*e)*14
}

// amounts is the money flying now. It reuses one slice: it is asked for
// every frame.
func (s *Scene) amounts(cv *sprites.Canvas) []amount {
	s.cache.amountBuf = s.cache.amountBuf[:0]
	for _, f := range s.floaters {
		if f.card {
			continue
		}
		t := float64(f.age) / float64(f.dur)
		x, y := f.at(sprites.EaseOutCubic(t))
		// Never narrower than tall: a single figure's pill is round.
		w := max(cv.TextWidth(f.text, amountSize, sprites.Bold), amountSize*1.5-2*amountPad)
		// On screen, whole (play-test: a "40" from a Cash marker in the top
		// row was cut at the phone's top edge).
		x = min(max(x, w/2+amountPad), cv.W-w/2-amountPad)
		y = min(max(y, amountSize*0.75), cv.H-amountSize*0.75)
		s.cache.amountBuf = append(s.cache.amountBuf, amount{text: f.text, x: x, y: y, alpha: 1 - sprites.Clamp01((t-0.7)/0.3),
			box: sprites.R(x-w/2-amountPad, y-amountSize*0.75, w+2*amountPad, amountSize*1.5)})
	}
	return s.cache.amountBuf
}
