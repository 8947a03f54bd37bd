package chinatown

import (
	"bytes"
	"fmt"
	"image/color"
	"quartet/lang"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

var tableInk = sprites.Hex(0x1E2A26)

// Draw paints the table onto its last frame (keptScreen).
func (s *Scene) Draw(cv *sprites.Canvas, c *ui.Context) {
	if !s.cam.ready {
		s.ch.Lay = table.Arrange(c, s.spec(c))
		s.layout(c)
	}
	s.keptScreen.draw(s, cv, c)
}

// cityPaint is the city painted at the map's resolution: the streets and
// lots once, then owners, shops and highlights over them whenever what
// they show (key) changes.
type cityPaint struct {
	base *ebiten.Image
	city *ebiten.Image
	key  []byte
	buf  []byte // cityKey's buffer, kept between frames
	// paintings counts the city's paintings: the screen's still picture
	// is composed again after each.
	paintings int
	// changed is where the last painting changed the city (map units),
	// or zero where that is not known: the whole city.
	changed sprites.Rect
	old     []byte // the key before the last painting
}

func (p *cityPaint) free() {
	for _, img := range []*ebiten.Image{p.base, p.city} {
		if img != nil {
			img.Deallocate()
		}
	}
	p.base, p.city, p.key = nil, nil, nil
}

// hudCache keeps the seat cards' key from frame to frame: hudKey's
// buffer, and what the cards' bodies showed for a game at a move.
type hudCache struct {
	buf []byte
	// widgets is the hash of the key's part before the seat cards'
	// bodies: a change of the bodies alone repaints only the cards.
	widgets uint64
	bodies  struct {
		g     *ct.Game
		moves int
		key   uint64
	}
}

// readyCity paints the city anew if what it shows changed, and returns
// the count of its paintings.
func (s *Scene) readyCity(c *ui.Context) int {
	w, h := int(mapW*mapRes), int(mapH*mapRes)
	if s.paint.base == nil {
		s.paint.base = sprites.NewImage(w, h)
		paintBase(&sprites.Canvas{Img: s.paint.base, Scale: mapRes, W: mapW, H: mapH})
		s.paint.city = sprites.NewImage(w, h)
	}
	// The city is one image (the streets copied in, the state on top), so
	// the screen's still picture copies it once.
	if k := s.cityKey(c); !bytes.Equal(k, s.paint.key) {
		s.paint.old = append(s.paint.old[:0], s.paint.key...)
		s.paint.key = append(s.paint.key[:0], k...)
		s.paint.changed = cityChange(s.game(), s.paint.old, s.paint.key)
		s.paint.city.DrawImage(s.paint.base, nil)
		s.paintCity(&sprites.Canvas{Img: s.paint.city, Scale: mapRes, W: mapW, H: mapH})
		s.paint.paintings++
	}
	return s.paint.paintings
}

// cityChange is where the city changes from key old to key now (map
// units): the lots whose owner or shop changed, and where a shop is among
// them, every shop of their owners, old and new, whose businesses' outlines
// and sizes may have changed with it. Zero where anything else changed.
func cityChange(g *ct.Game, old, now []byte) sprites.Rect {
	n := 2 * ct.Lots
	if len(old) != len(now) || len(now) < n || !bytes.Equal(old[n:], now[n:]) {
		return sprites.Rect{}
	}
	var r sprites.Rect
	var owners [ct.MaxSeats + 1]bool
	for l := 1; l <= ct.Lots; l++ {
		i := 2 * (l - 1)
		if old[i] == now[i] && old[i+1] == now[i+1] {
			continue
		}
		r = r.Union(lotRect(l).Inset(-cityReach))
		if old[i+1] != 0 || now[i+1] != 0 {
			owners[old[i]], owners[now[i]] = true, true
		}
	}
	for l := 1; l <= ct.Lots; l++ {
		if o := g.Owner(l); o >= 0 && owners[o+1] && g.ShopAt(l) != ct.NoShop {
			r = r.Union(lotRect(l).Inset(-cityReach))
		}
	}
	return r
}

// cityReach is how far a lot's drawing may reach past it (map units): a
// lit frame 5, a business's size ("6/6 full") up to a dozen.
const cityReach = 16

// cityKey is everything the city layer shows, written into a buffer kept
// between frames (built every frame, it must not allocate).
func (s *Scene) cityKey(c *ui.Context) []byte {
	b := s.paint.buf[:0]
	g := s.game()
	// Owners and shops, not the count of moves: most trading moves change
	// neither, and a repaint of the whole city costs a browser that
	// renders on the CPU a good part of a second.
	for l := 1; l <= ct.Lots; l++ {
		b = append(b, byte(g.Owner(l)+1), byte(g.ShopAt(l)+1))
	}
	flag := func(v bool) byte {
		if v {
			return 1
		}
		return 0
	}
	b = append(b, byte(s.viewer+1), flag(s.handover), byte(g.Phase()), byte(s.tile+1), flag(s.canAct()))
	b = append(b, s.ch.Names.Palette.SeatNames[0]...)
	if g.Phase() == ct.Keeping && s.me() >= 0 && !s.handover && !s.anims.income() {
		b = append(b, 'd')
		for _, l := range framedCards(g, s.me()) {
			b = append(b, byte(l))
		}
	}
	if !s.handover {
		// Kept cards in lot order: a map's order changes from frame to
		// frame, and would repaint the city every frame.
		b = append(b, 'k')
		for l := 1; l <= ct.Lots; l++ {
			if s.keep[l] {
				b = append(b, byte(l))
			}
		}
		if s.desk.Open() {
			b = append(b, 'D', byte(s.desk.Draft().Focus+1))
			for _, it := range s.desk.Draft().Items {
				if it.Lot > 0 {
					b = append(b, byte(it.Lot), byte(it.To))
				}
			}
		}
	}
	s.paint.buf = b
	return b
}

// paintCity draws owners' markers, shops, businesses and highlights.
func (s *Scene) paintCity(cv *sprites.Canvas) {
	flightArt.ensure()
	g := s.game()
	me := s.me()
	for l := 1; l <= ct.Lots; l++ {
		r := lotRect(l)
		o := g.Owner(l)
		if o < 0 {
			continue
		}
		col := s.ch.Names.Colour(o)
		if shop := g.ShopAt(l); shop != ct.NoShop {
			cv.RoundRect(r, 6, col)
			drawSprite(cv, flightArt.signs[shop], r.X+r.W/2, r.Y+r.H/2+2, r.W-12, 1)
			cv.RoundRect(sprites.R(r.X+2, r.Y+2, 22, 15), 4, sprites.Alpha(sprites.Hex(0x000000), 0.55))
			cv.Text(fmt.Sprint(l), r.X+13, r.Y+9.5, 12, sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
			continue
		}
		// A vacant lot: the owner's marker, a disc in the corner, and a
		// tint, leaving the number readable.
		cv.RoundRect(r, 5, sprites.Alpha(col, 0.22))
		cv.Circle(r.X+r.W-12, r.Y+12, 9, sprites.Shade(col, 0.7))
		cv.Circle(r.X+r.W-12, r.Y+12, 7, col)
	}
	// Businesses: each run outlined in its owner's colour, with its size
	// of the type's full size, gold when complete.
	for seat := range g.Seats() {
		for _, grp := range g.Groups(seat) {
			s.outline(cv, grp, s.ch.Names.Colour(seat))
		}
	}
	if s.handover || me < 0 {
		return
	}
	switch g.Phase() {
	case ct.Keeping:
		if s.anims.income() {
			// The new cards wait for the old year's income.
			break
		}
		for _, l := range framedCards(g, s.me()) {
			r := lotRect(l)
			if s.keep[l] || g.Chose(me) {
				cv.RoundRect(r, 6, sprites.Alpha(s.ch.Names.Colour(me), 0.75))
				cv.Text(fmt.Sprint(l), r.X+r.W/2, r.Y+r.H/2, 24, sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
			}
			drawTinted(cv, flightArt.frame, r.X+r.W/2, r.Y+r.H/2, r.W+10, sprites.Hex(0xF6C945), 1)
		}
	case ct.Placing:
		if s.tile != ct.NoShop && s.canAct() {
			for _, l := range g.LotsOf(me) {
				if g.ShopAt(l) == ct.NoShop {
					drawTinted(cv, flightArt.frame, lotRect(l).X+lotRect(l).W/2, lotRect(l).Y+lotRect(l).H/2, lotRect(l).W+10, sprites.Hex(0xF6C945), 1)
				}
			}
		}
	case ct.Trading:
		if s.desk.Open() {
			for _, it := range s.desk.Draft().Items {
				if it.Lot > 0 {
					r := lotRect(it.Lot)
					drawTinted(cv, flightArt.frame, r.X+r.W/2, r.Y+r.H/2, r.W+10, sprites.Hex(0xF6C945), 1)
					cv.RoundRect(sprites.R(r.X+4, r.Bottom()-18, r.W-8, 15), 4, s.ch.Names.Colour(it.To))
					cv.Text("→ "+desk.ShortName(s.ch.Names.Name(it.To)), r.X+r.W/2, r.Bottom()-10.5, 10, sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
				}
			}
		}
	}
}

// outline strokes the outer edges of a run of shops and labels its size
// against the type's full size, in gold once complete.
func (s *Scene) outline(cv *sprites.Canvas, grp ct.Group, col color.RGBA) {
	in := map[int]bool{}
	for _, l := range grp.Lots {
		in[l] = true
	}
	at := func(gx, gy int) int {
		if gx < 0 || gy < 0 || gx >= gridW || gy >= gridH {
			return 0
		}
		return lotAt[gy][gx]
	}
	line := sprites.Shade(col, 0.6)
	for _, l := range grp.Lots {
		i := ct.Lot(l)
		x0, y0 := margin+float64(i.GX)*cell, margin+float64(i.GY)*cell
		x1, y1 := x0+cell, y0+cell
		// Edges as filled rectangles, not stroked lines: a stroke is a
		// vector path, and a repaint of the city strokes dozens of them,
		// which a browser that renders on the CPU pays for dearly.
		if !in[at(i.GX, i.GY-1)] {
			cv.Rect(sprites.R(x0, y0-1, cell, 4), line)
		}
		if !in[at(i.GX, i.GY+1)] {
			cv.Rect(sprites.R(x0, y1-3, cell, 4), line)
		}
		if !in[at(i.GX-1, i.GY)] {
			cv.Rect(sprites.R(x0-1, y0, 4, cell), line)
		}
		if !in[at(i.GX+1, i.GY)] {
			cv.Rect(sprites.R(x1-3, y0, 4, cell), line)
		}
	}
	n, max := len(grp.Lots), grp.Shop.MaxSize()
	label := fmt.Sprintf("%d/%d", n, max)
	bg := sprites.Hex(0x222222)
	if n >= max {
		label = lang.Tf("%d/%d full", n, max)
		bg = sprites.Hex(0xB8860B)
	}
	r := lotRect(grp.Lots[len(grp.Lots)-1])
	w := float64(len(label))*7 + 8
	cv.RoundRect(sprites.R(r.Right()-w-1, r.Bottom()-16, w, 15), 4, bg)
	cv.Text(label, r.Right()-w/2-1, r.Bottom()-8.5, 11, sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
}

// bannerShown reports whether the year's banner is up: it waits for the
// last year's income, and gives way to the handover and the end.
func (s *Scene) bannerShown() bool {
	return s.banner.ticks > 0 && !s.handover && !s.anims.income() && !s.t.Over() && !s.desk.Open()
}

// you is the one person against the computer, whom the table calls
// "you" (-1 for none: people sharing the screen are called by name).
func (s *Scene) you() int {
	if s.t.Humans() == 1 {
		return s.me()
	}
	return -1
}

// summaryShown reports whether the year's income is summed up on the
// screen now: once its count is over, until tapped away or timed out.
func (s *Scene) summaryShown() bool {
	return s.anims.sum.left > 0 && !s.anims.counting() && !s.handover
}

// cards are the seat cards: a person sees only their own money.
func (s *Scene) cards() []table.SeatCard {
	g := s.game()
	out := make([]table.SeatCard, g.Seats())
	for seat := range g.Seats() {
		card := s.ch.Card(seat)
		if g.Phase() == ct.Trading && g.IsDone(seat) && !s.t.Over() {
			card.State = lang.T("done trading")
			card.Active = false
		}
		if g.Phase() == ct.Keeping && g.Chose(seat) {
			card.State = lang.T("has chosen")
			card.Active = false
		}
		if together := g.Phase() == ct.Keeping || g.Phase() == ct.Trading; together && card.State == "to play" {
			// Everyone keeps cards, and trades, at once: "to play" under
			// one name read as the others having to wait (play-test).
			card.State, card.Active = lang.T("trading"), false
			if g.Phase() == ct.Keeping {
				card.State = lang.T("choosing")
			}
		}
		if g.Phase() == ct.Keeping && !g.Chose(seat) && card.State == "" && !s.t.Over() {
			card.State = lang.T("choosing")
		}
		if g.Phase() == ct.Trading && !g.IsDone(seat) && card.State == "" && !s.t.Over() {
			card.State = lang.T("trading")
		}
		if card.State == table.Thinking && (s.desk.Open() || s.anims.income()) {
			// Under the desk the card is hidden, and its spinner would
			// turn over the deal; while income is counted nobody thinks.
			card.State = ""
		}
		if m, ok := g.Money(seat); ok && (seat == s.me() && !s.handover || s.t.Over()) {
			// Income joins the total as its coins land.
			card.Score, card.ScoreLabel = desk.Short(m-s.anims.unlanded[seat]), lang.T("money")
		} else {
			card.Score, card.ScoreLabel = lang.T("$?"), lang.T("secret")
		}
		out[seat] = card
	}
	return out
}

// drawBodies writes each seat's holdings under its name.
func drawBodies(cv *sprites.Canvas, g *ct.Game, bodies []sprites.Rect) {
	for seat, b := range bodies {
		if b.H < 12 {
			continue
		}
		line, inc := bodyLines(g, seat, b.W, b.H)
		cv.Text(line, b.X, b.Y+min(b.H, 18)/2, cv.FitSize(line, b.W, 13, sprites.Regular), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.3), sprites.Start, sprites.Middle)
		if inc != "" {
			cv.Text(inc, b.X, b.Y+26, cv.FitSize(inc, b.W, 12, sprites.Regular), sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.45), sprites.Start, sprites.Middle)
		}
	}
}

// hudKey captures what the panels show, pointer looks included, as a hash
// of its parts written into a buffer kept between frames: built every
// frame, it must not allocate.
func (s *Scene) hudKey(c *ui.Context) uint64 {
	b := s.hud.buf[:0]
	num := func(v float64) { b = strconv.AppendFloat(b, v, 'g', -1, 64); b = append(b, ',') }
	flag := func(v bool) { b = strconv.AppendBool(b, v); b = append(b, ',') }
	p := c.Pointer
	for i, w := range s.widgets {
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, w.ID...)
		b = append(b, 0)
		b = append(b, w.Label...)
		b = append(b, 0)
		for _, l := range w.Lines {
			b = append(b, l...)
			b = append(b, 0)
		}
		num(w.R.X)
		num(w.R.Y)
		num(w.R.W)
		num(w.R.H)
		num(w.Size)
		flag(w.Enabled)
		flag(w.On)
		num(float64(w.N))
		flag(p.PressIn(w.R))
		flag(p.Hover(w.R))
		b = append(b, '|')
	}
	// Map order varies: the flashing deals are summed, not listed.
	flashing := 0
	for id, n := range s.flash {
		if n > 0 {
			flashing += 1 << (id % 60)
		}
	}
	num(float64(flashing))
	for _, a := range s.desk.Live() {
		num(float64(a.Seat))
		b = append(b, a.Reason...)
		flag(s.desk.Answering())
	}
	s.hud.widgets = fnv(b)
	// What the seat cards' bodies show, not the count of moves: the
	// computers' trading moves change none of it.
	num(float64(s.bodiesKey()))
	flag(s.handover)
	num(float64(s.viewer))
	s.hud.buf = b
	return fnv(b)
}

// fnv is b's FNV-1a hash.
func fnv(b []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, x := range b {
		h = (h ^ uint64(x)) * 1099511628211
	}
	return h
}

// bodiesKey is a hash of what the seat cards' bodies show, worked out
// again only after a move: counting businesses every frame would allocate.
func (s *Scene) bodiesKey() uint64 {
	g := s.game()
	n := len(s.t.Rec.Moves)
	if s.hud.bodies.g == g && s.hud.bodies.moves == n {
		return s.hud.bodies.key
	}
	h := uint64(14695981039346656037)
	for seat := range g.Seats() {
		for _, v := range []int{len(g.LotsOf(seat)), g.HandTiles(seat), g.ShopsOnBoard(seat), g.Income(seat)} {
			h = (h ^ uint64(v)) * 1099511628211
		}
	}
	s.hud.bodies.g, s.hud.bodies.moves, s.hud.bodies.key = g, n, h
	return h
}

// buttonRow is the row a button stands in: its top and height.
func buttonRow(r sprites.Rect) [2]float64 { return [2]float64{r.Y, r.H} }

// rowFloor is the least size a row of buttons is set in as one: a row
// whose longest label fits only smaller keeps each label as large as it
// fits (a German reader: the desk's whole row shrank to "Annehmbar
// machen"'s 9 px).
const rowFloor = 12

// buttonRowSizes is the size each row of buttons sets its labels in: the
// one its longest label fits, so that a row reads as one kind of button
// (review: "Make an offer" small beside a large "Suggest"), unless that is
// under rowFloor; a row not in the map sets each label as large as it fits.
func buttonRowSizes(cv *sprites.Canvas, ws []widget.Widget) map[[2]float64]float64 {
	sizes := map[[2]float64]float64{}
	for _, w := range ws {
		if w.Kind != widget.Button {
			continue
		}
		k, size := buttonRow(w.R), ui.ButtonLabelSize(cv, w.R, w.Label)
		if was, ok := sizes[k]; !ok || size < was {
			sizes[k] = size
		}
	}
	for k, size := range sizes {
		if size < rowFloor {
			delete(sizes, k)
		}
	}
	return sizes
}

// drawWidgets draws this tick's widgets, each by its kind.
func drawWidgets(cv *sprites.Canvas, c *ui.Context, ws []widget.Widget) {
	flightArt.ensure()
	sizes := buttonRowSizes(cv, ws)
	for _, w := range ws {
		switch w.Kind {
		case widget.Button:
			if size, ok := sizes[buttonRow(w.R)]; ok {
				ui.DrawButtonSized(cv, c, w.R, w.Label, w.Style, w.Enabled, size)
				break
			}
			// A long label on its own is broken onto two lines where one
			// would set it under rowFloor (a German reader: "+5 Tsd.
			// nehmen" in 6 px).
			lines, size := ui.ButtonLines(cv, w.R, w.Label, rowFloor)
			ui.DrawButtonLines(cv, c, w.R, lines, w.Style, w.Enabled, size)
		case widget.Label:
			switch w.Sub {
			case "head":
				cv.Text(w.Label, w.R.X, w.R.Y+w.R.H/2, 18, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
			case "small":
				cv.Text(w.Label, w.R.X, w.R.Y+w.R.H/2, cv.FitSize(w.Label, w.R.W-4, 14, sprites.Bold), sprites.Bold, sprites.Mix(sprites.Ink, sprites.Paper, 0.25), sprites.Start, sprites.Middle)
			case "smallpaper":
				cv.Text(w.Label, w.R.X, w.R.Y+w.R.H/2, cv.FitSize(w.Label, w.R.W-4, 14, sprites.Bold), sprites.Bold, sprites.Alpha(sprites.Paper, 0.85), sprites.Start, sprites.Middle)
			case "year":
				cv.Text(w.Label, w.R.X+4, w.R.Y+w.R.H/2, cv.FitSize(w.Label, w.R.W-8, 16, sprites.Bold), sprites.Bold, sprites.Hex(0xF8E7B0), sprites.Start, sprites.Middle)
			case "hint":
				cv.TextBox(w.Label, w.R, 13, sprites.Regular, sprites.Mix(sprites.Ink, sprites.Paper, 0.4), sprites.Start)
			case "money":
				cv.Text(w.Label, w.R.X+w.R.W/2, w.R.Y+w.R.H/2, cv.FitSize(w.Label, w.R.W-4, 15, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
			case "panel":
				ui.Panel(cv, w.R)
			case "":
				cv.TextBox(w.Label, w.R.Inset(6), 16, sprites.Regular, sprites.Paper, sprites.Start)
			}
		case widget.Card:
			drawCard(cv, w)
		case widget.Tile:
			r := w.R
			if w.On {
				cv.RoundRect(r.Inset(-3), 10, sprites.Hex(0xF6C945))
			}
			side := min(r.W, r.H)
			icon := r
			if tileNamed(r) {
				// Room under the sign: its name, in words.
				side = min(r.W, r.H-14)
				icon = sprites.R(r.X, r.Y, r.W, side)
				name, size := tileName(w.Shop, r.W+2)
				cv.Text(name, r.X+r.W/2, r.Bottom()-6, size, sprites.Bold, w.Ink(), sprites.Middle, sprites.Middle)
			}
			alpha := 1.0
			if w.N == 0 && !w.Enabled {
				// A type used up this building turn: its place stays, faint.
				alpha = 0.25
			}
			drawSprite(cv, flightArt.signs[w.Shop], icon.X+icon.W/2, icon.Y+icon.H/2, side-2, alpha)
			if w.N > 1 {
				cv.Circle(r.Right()-7, r.Y+7, 9, sprites.Ink)
				cv.Text(fmt.Sprint(w.N), r.Right()-7, r.Y+7, 11, sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
			}
			if !w.Enabled {
				cv.RoundRect(r, 8, sprites.Alpha(sprites.Hex(0x000000), 0.35))
			}
		case widget.Chip:
			drawChip(cv, w)
		case widget.Text:
			drawTextCard(cv, w)
		}
	}
}

func mustAtoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

// chipX is the room a deal item's × takes at its chip's right.
const chipX = 20.0

// chipText places a deal item's words in chip r: where they start, at what
// size, and whether its shop's sign goes before them. A name too long
// beside the sign at a readable size goes without it, the name saying
// what the sign would (play-test: "Restaurant" ran into its ×).
func chipText(r sprites.Rect, label string, sign bool) (x, size float64, withSign bool) {
	x = r.X + 10
	if sign && measure.TextWidth(label, 11, sprites.Bold) <= r.Right()-x-32-chipX {
		return x + 32, measure.FitSize(label, r.Right()-x-32-chipX, 14, sprites.Bold), true
	}
	return x, measure.FitSize(label, r.Right()-x-chipX, 14, sprites.Bold), false
}

// drawCard paints a building card: its lot, and under it "kept" or its
// district where the card is tall enough, in words that fit its width
// ("behalten" ran out of a landscape phone's narrow card).
func drawCard(cv *sprites.Canvas, w widget.Widget) {
	r := w.R
	cv.RoundRect(r, 8, sprites.Shade(sprites.Paper, 0.75))
	ink, under, size, col := sprites.Ink, lang.Tf("district %d", ct.Lot(mustAtoi(w.Label)).District), 9.0, sprites.Mix(sprites.Ink, sprites.Paper, 0.4)
	if w.On {
		cv.RoundRect(r.Inset(2), 7, w.Col)
		ink, under, size, col = sprites.White, lang.T("kept"), 11, sprites.White
	} else {
		cv.RoundRect(r.Inset(2), 7, sprites.Paper)
	}
	if r.H < 52 {
		cv.Text(w.Label, r.X+r.W/2, r.Y+r.H/2, min(22, r.H*0.6), sprites.Bold, ink, sprites.Middle, sprites.Middle)
		return
	}
	cv.Text(w.Label, r.X+r.W/2, r.Y+r.H/2-4, 22, sprites.Bold, ink, sprites.Middle, sprites.Middle)
	weight := sprites.Regular
	if w.On {
		weight = sprites.Bold
	}
	cv.Text(under, r.X+r.W/2, r.Bottom()-11, cv.FitSize(under, r.W-4, size, weight), weight, col, sprites.Middle, sprites.Middle)
}

// tileNamed reports whether a tile in r has its name under its sign: where
// the sign keeps a finger's width (44 px) above the name, or 46 px high
// in a square tile (play-test: the tray's names vanished as it wrapped
// onto a second row of 60 px squares).
func tileNamed(r sprites.Rect) bool {
	return r.H >= r.W+14 || r.H-14 >= 46
}

// tileName is a tile's name under its sign, w wide, and its size: every
// name at one size, the one at which the longest fits, a long name said
// shorter where it alone would set them all small (play-test: "Tropical
// Fish" in smaller letters than the rest).
func tileName(sh ct.Shop, w float64) (string, float64) {
	size := 11.0
	for t := range ct.Shop(ct.Shops) {
		size = min(size, measure.FitSize(signName(t), w, 11, sprites.Bold))
	}
	return signName(sh), size
}

// signName is a tile's name under a sign: its own, or one said shorter.
func signName(sh ct.Shop) string {
	if sh == ct.TropicalFish {
		return lang.TC("sign", "Fish")
	}
	return desk.ShopName(sh)
}

func drawChip(cv *sprites.Canvas, w widget.Widget) {
	r := w.R
	if w.Sub == "item" {
		cv.RoundRect(r, 10, sprites.PaperDark)
		cv.RoundRect(sprites.R(r.X, r.Y, 6, r.H), 3, w.Col)
		x, size, sign := chipText(r, w.Label, w.Shop != ct.NoShop && !strings.ContainsRune(w.Label, '$'))
		if sign {
			drawSprite(cv, flightArt.signs[w.Shop], r.X+24, r.Y+r.H/2, min(28, r.H-8), 1)
		}
		cv.Text(w.Label, x, r.Y+r.H/2, size, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
		cv.Text("×", r.Right()-9, r.Y+r.H/2, 14, sprites.Bold, sprites.Mix(sprites.Ink, sprites.Paper, 0.4), sprites.Middle, sprites.Middle)
		return
	}
	// A partner: filled when in the deal, ringed when the focus.
	if w.On {
		cv.RoundRect(r, 12, w.Col)
	} else {
		cv.RoundRect(r, 12, sprites.PaperDark)
		cv.StrokeRoundRect(r.Inset(1), 11, 2, w.Col)
	}
	if w.N == 1 {
		cv.StrokeRoundRect(r.Inset(-3), 14, 3, sprites.Hex(0xF6C945))
	}
	ink := sprites.Ink
	if w.On {
		ink = sprites.White
	}
	name := desk.ShortName(w.Label)
	cv.Text(name, r.X+r.W/2, r.Y+r.H/2, cv.FitSize(name, r.W-8, 15, sprites.Bold), sprites.Bold, ink, sprites.Middle, sprites.Middle)
}

// drawTextCard draws an offer's card: a heading and what each side
// gives, wrapped whole at the size the layout chose; the buttons go under.
func drawTextCard(cv *sprites.Canvas, w widget.Widget) {
	r := w.R
	ui.Panel(cv, r)
	if w.On {
		cv.StrokeRoundRect(r.Inset(-2), 18, 4, sprites.Hex(0xF6C945))
	}
	in := r.Inset(8)
	cv.Text(w.Label, in.X, in.Y+9, cv.FitSize(w.Label, in.W, 16, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	y := in.Y + 20
	for _, line := range w.Lines {
		y += cv.TextBox(line, sprites.R(in.X, y, in.W, in.Bottom()-y), w.Size, sprites.Regular, sprites.Ink, sprites.Start)
	}
}

// drawHandover hides everything private until the next person takes the
// screen.
func (s *Scene) drawHandover(cv *sprites.Canvas, c *ui.Context) {
	cv.Rect(sprites.R(0, 0, c.W, c.H), sprites.Hex(0x14201C))
	name := s.ch.Names.Called(s.actor())
	cv.Text(lang.T("Pass the screen to"), c.W/2, c.H/2-80, 22, sprites.Regular, sprites.Paper, sprites.Middle, sprites.Middle)
	cv.Text(name, c.W/2, c.H/2-38, cv.FitSize(name, c.W-40, 44, sprites.Bold), sprites.Bold, s.ch.Names.Colour(s.actor()), sprites.Middle, sprites.Middle)
	away := lang.T("Everyone else, look away: money and cards are secret.")
	cv.Text(away, c.W/2, c.H/2, cv.FitSize(away, c.W-40, 16, sprites.Regular), sprites.Regular, sprites.Alpha(sprites.Paper, 0.7), sprites.Middle, sprites.Middle)
	for _, w := range s.widgets {
		if w.ID == "handover" {
			ui.DrawButton(cv, c, w.R, w.Label, ui.Primary, true)
		}
	}
}

// result is the end dialog: money revealed, the ranking, and how a tie was
// broken.
func result(g *ct.Game, names table.Names, headline string) table.Result {
	seats := make([]int, g.Seats())
	for i := range seats {
		seats[i] = i
	}
	money := func(seat int) int { m, _ := g.Money(seat); return m }
	sort.SliceStable(seats, func(i, j int) bool {
		a, b := seats[i], seats[j]
		if money(a) != money(b) {
			return money(a) > money(b)
		}
		return g.ShopsOnBoard(a) > g.ShopsOnBoard(b)
	})
	// The ranking as a table, money revealed: a paragraph of it was hard
	// to read (play-test).
	rows := [][]string{{"", lang.T("Player"), lang.T("Money"), lang.T("Shops")}}
	for i, seat := range seats {
		rank := fmt.Sprintf("%d.", i+1)
		if i > 0 && money(seat) == money(seats[i-1]) && g.ShopsOnBoard(seat) == g.ShopsOnBoard(seats[i-1]) {
			rank = rows[i][0]
		}
		rows = append(rows, []string{rank, names.Called(seat), lang.Dollars(money(seat)), fmt.Sprint(g.ShopsOnBoard(seat))})
	}
	detail := lang.T("The most money wins; a tie on money goes to the most shops on the board.")
	if len(seats) > 1 && money(seats[0]) == money(seats[1]) {
		a, b := seats[0], seats[1]
		if g.ShopsOnBoard(a) != g.ShopsOnBoard(b) {
			detail = lang.Tf("Tied on money, so shops on the board decide: %s has %d, %s %d.", names.Called(a), g.ShopsOnBoard(a), names.Called(b), g.ShopsOnBoard(b))
		} else {
			detail = lang.T("Tied on money and on shops: the win is shared.")
		}
	}
	res := table.Result{Headline: headline, Score: lang.T("Money revealed"), Detail: detail, Rows: rows}
	if w := g.Outcome().Winner; w >= 0 {
		res.Colour = names.Colour(w)
	}
	return res
}

// bodyLines are a seat card's two lines in a body w x h: the holdings,
// and the income where there is room. Narrow (a phone), the shops go to
// the second line: words, never "5L 7T 0S" (play-test: read as a code).
func bodyLines(g *ct.Game, seat int, w, h float64) (holdings, income string) {
	lots := lang.N("%d lot", "%d lots", len(g.LotsOf(seat)), len(g.LotsOf(seat)))
	tiles := lang.N("%d tile", "%d tiles", g.HandTiles(seat), g.HandTiles(seat))
	shops := lang.N("%d shop", "%d shops", g.ShopsOnBoard(seat), g.ShopsOnBoard(seat))
	earns := lang.Tf("earns %s a year now", desk.Short(g.Income(seat)))
	switch {
	case h < 34:
		return lots + " · " + tiles + " · " + shops, ""
	case w < 170:
		return lots + " · " + tiles, shops + " · " + lang.Tf("%s/yr", desk.Short(g.Income(seat)))
	}
	return lots + " · " + tiles + " · " + shops, earns
}

// framedCards are the building cards framed on the map while keeping: all
// those dealt while the person chooses, then only those kept (play-test:
// the two given up stayed lit after "Keep these 5").
func framedCards(g *ct.Game, me int) []int {
	if g.Chose(me) {
		return g.Kept(me)
	}
	return g.Dealt(me)
}

// measure lays text out while widgets are placed, before any drawing.
var measure = widget.Measure

// count says n things in English: "1 shop", "3 shops".
func count(n int, thing string) string {
	return fmt.Sprintf("%d %s%s", n, thing, desk.Plural(n))
}
