package chinatown

import (
	"fmt"
	"image/color"
	"quartet/lang"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// flight is a coin or a tile on its way: from a lot (or a point) to a
// seat's card (or a point). Positions are read when drawn, so a flight
// follows the map as it pans.
type flight struct {
	fromLot          int
	fromSeat         int
	x0, y0           float64
	toSeat           int
	toLot            int
	t, dur, delay    int
	coin             bool
	shop             ct.Shop
	sound            audio.Effect
	started, settled bool
	// amount is the income this coin carries: the owner's total shown
	// grows by it as the coin lands, not before.
	amount int
}

// pop is something happening on lots: a ring where a marker or shop lands,
// or a business counted, outlined with its value over it.
type pop struct {
	lots          []int
	label         string
	col           color.RGBA
	t, dur, delay int
	sound         audio.Effect
	started       bool
}

type anims struct {
	flights []flight
	pops    []pop
	// incomeLeft is the ticks left of income being counted.
	incomeLeft int
	// unlanded is each seat's income still in flight: already in the
	// rules' money, not yet on the seat's card.
	unlanded [ct.MaxSeats]int
	// sum is the year's income per seat, said in one panel once the
	// count is over; the next year's cards wait behind it.
	sum income
}

// income is the year's earnings, seat by seat, for the panel that
// follows the count.
type income struct {
	year    int
	seats   int
	amounts [ct.MaxSeats]int
	// left is the ticks the panel stays once the count is over (a tap
	// dismisses it sooner).
	left int
	// shown is the ticks the panel has been up: a tap in its first
	// moments meant the count, which ended under the finger, and leaves
	// it up (play-test: the summaries of 1965 and 1969 were never seen,
	// each put away by a tap meant to hurry the count along).
	shown int
}

// summaryGrace is how long the summary stands before a tap puts it away.
const summaryGrace = 40

func (a *anims) busy() bool {
	return len(a.flights) > 0 || a.incomeLeft > 0 || a.sum.left > 0
}

// income reports whether the year's income is being counted or summed
// up: the next year's deal waits until it is over.
func (a *anims) income() bool { return a.incomeLeft > 0 || a.sum.left > 0 }

// counting reports whether businesses are still being counted one by one.
func (a *anims) counting() bool { return a.incomeLeft > 0 }

// skipCount ends the count at once: every coin lands and the summary
// shows.
func (a *anims) skipCount() {
	sum := a.sum
	sum.shown = 0
	*a = anims{sum: sum}
}

// update advances every animation one tick, playing sounds as they start.
func (a *anims) update(c *ui.Context) {
	if a.incomeLeft > 0 {
		a.incomeLeft--
	} else if a.sum.left > 0 && len(a.flights) == 0 {
		a.sum.left--
		a.sum.shown++
	}
	fl := a.flights[:0]
	for _, f := range a.flights {
		if f.delay > 0 {
			f.delay--
		} else {
			if !f.started && f.sound != "" {
				c.Sound.Play(f.sound)
			}
			f.started = true
			f.t++
		}
		if f.t < f.dur {
			fl = append(fl, f)
		} else if f.amount > 0 {
			a.unlanded[f.toSeat] -= f.amount
		}
	}
	a.flights = fl
	ps := a.pops[:0]
	for _, p := range a.pops {
		if p.delay > 0 {
			p.delay--
		} else {
			if !p.started && p.sound != "" {
				c.Sound.Play(p.sound)
			}
			p.started = true
			p.t++
		}
		if p.t < p.dur {
			ps = append(ps, p)
		}
	}
	a.pops = ps
}

// animate turns a move's events into flights, pops and sounds.
func (s *Scene) animate(c *ui.Context, seat int, events []rules.Event) {
	g := s.game()
	a := &s.anims
	step := func(n int) int { return c.AnimTicks(n) }
	drew := 0
	ic := a.pace(g, events, step)
	for _, e := range events {
		switch e := e.(type) {
		case ct.Revealed:
			if len(e.Lots) > 0 {
				a.pops = append(a.pops, pop{lots: e.Lots, col: s.ch.Names.Colour(e.Seat), dur: step(40), sound: audio.Card})
			}
		case ct.Drew:
			for i, t := range e.Tiles {
				a.flights = append(a.flights, flight{fromSeat: -1, toSeat: e.Seat, x0: -1, shop: t, dur: step(36), delay: step(drew*10 + i*4)})
			}
			if len(e.Tiles) > 0 {
				a.flights[len(a.flights)-len(e.Tiles)].sound = audio.Card
			}
			drew++
		case ct.Placed:
			a.pops = append(a.pops, pop{lots: []int{e.Lot}, col: s.ch.Names.Colour(e.Seat), dur: step(30), sound: audio.TilePlaced})
		case ct.FinishedPlacing:
			if e.Seat == s.me() && !e.Passed {
				// The rules end a person's building when nothing is left
				// to build: said plainly, not left to be guessed.
				s.builtAll = g.Round()
				for _, later := range events {
					if _, ok := later.(ct.RoundStarted); ok {
						// The year ended with this move: the game is in
						// the next one.
						s.builtAll--
					}
				}
				s.ch.Msg.Notice(doneBuildingWords(s.game(), s.me()))
				s.ch.Announced()
			}
		case ct.Executed:
			c.Sound.Play(audio.DealStruck)
			a.executed(s.ch.Names, e, step)
		case ct.Changed:
			s.flash[e.Deal] = step(150)
			if e.Terms.Involves(s.me()) && e.By != s.me() {
				c.Sound.Play(audio.Card)
			}
		case ct.Reopened:
			s.flash[e.Deal] = step(150)
			s.re.noteReopened(g, s.me(), s.ch.Names, events, e.Deal)
		case ct.Proposed:
			if e.By != s.me() && e.Terms.Involves(s.me()) {
				c.Sound.Play(audio.Card)
			}
		case ct.Earned:
			a.earned(g, s.ch.Names, e, &ic, step)
		case ct.RoundStarted:
			// The banner waits for the income's summary (its ticks do
			// not run meanwhile).
			s.banner.show(lang.Tf("%s · Year of the %s", fmt.Sprint(e.Year), animal(e.Year)), step(150))
			s.keep = map[int]bool{}
		case ct.TradingClosed:
			s.desk.Close()
		}
	}
}

// summaryTicks is how long the year's income stays summed up at normal
// speed, unless a tap dismisses it: long enough to read five players.
const summaryTicks = 300

// flightArt holds small images drawn once and reused by every flight.
type spriteSet struct {
	coin  *ebiten.Image
	signs [ct.Shops]*ebiten.Image
	// ring and frame are white outlines, tinted as drawn: a circle where
	// a marker lands, a lot's square where a business is counted.
	ring, frame *ebiten.Image
}

const spritePx = 128

var flightArt spriteSet

func (sp *spriteSet) ensure() {
	if sp.coin != nil {
		return
	}
	sp.coin = ebiten.NewImage(spritePx, spritePx)
	cv := sprites.NewCanvas(sp.coin, 1)
	h := float64(spritePx) / 2
	cv.Circle(h, h, h-2, sprites.Hex(0x9C7A22))
	cv.Circle(h, h, h-8, sprites.Hex(0xE8C252))
	cv.Text("$", h, h+2, h, sprites.Bold, sprites.Hex(0x8A6A14), sprites.Middle, sprites.Middle)
	sp.ring = ebiten.NewImage(spritePx, spritePx)
	sprites.NewCanvas(sp.ring, 1).StrokeCircle(h, h, h-6, 8, sprites.White)
	sp.frame = ebiten.NewImage(spritePx, spritePx)
	sprites.NewCanvas(sp.frame, 1).StrokeRoundRect(sprites.R(8, 8, spritePx-16, spritePx-16), 18, 14, sprites.White)
	for t := range ct.Shop(ct.Shops) {
		img := ebiten.NewImage(spritePx, spritePx)
		drawSign(sprites.NewCanvas(img, 1), t, h, h, float64(spritePx)-4)
		sp.signs[t] = img
	}
}

// drawSprite draws img centred at (x, y), size logical px across.
func drawSprite(cv *sprites.Canvas, img *ebiten.Image, x, y, size, alpha float64) {
	op := imageOp(ebiten.FilterLinear)
	k := size / spritePx * cv.Scale
	op.GeoM.Translate(-spritePx/2, -spritePx/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x*cv.Scale, y*cv.Scale)
	op.ColorScale.ScaleAlpha(float32(alpha))
	cv.Img.DrawImage(img, op)
}

// onScreen is where the animations are drawn: the map's camera, and the
// seat cards that tiles and coins fly to.
type onScreen struct {
	cam   *camera
	seats []sprites.Rect
}

func (s *Scene) screen() onScreen { return onScreen{cam: &s.cam, seats: s.ch.Lay.Seats[:]} }

// seatPoint is where flights to or from a seat's card go.
func (o onScreen) seatPoint(seat int) (float64, float64) {
	r := o.seats[seat]
	return r.X + r.W*0.75, r.Y + r.H/2
}

func (a *anims) drawFlights(cv *sprites.Canvas, o onScreen) {
	flightArt.ensure()
	for _, f := range a.flights {
		if f.delay > 0 {
			continue
		}
		x, y, size := o.flightAt(f)
		if f.coin {
			drawSprite(cv, flightArt.coin, x, y, size, 1)
			continue
		}
		drawSprite(cv, flightArt.signs[f.shop], x, y, size, 1)
	}
}

// flightAt is where flight f is drawn now, and how large.
func (o onScreen) flightAt(f flight) (x, y, size float64) {
	var x0, y0, x1, y1 float64
	switch {
	case f.fromLot > 0:
		x0, y0 = o.cam.lotCentre(f.fromLot)
	case f.fromSeat >= 0:
		x0, y0 = o.seatPoint(f.fromSeat)
	default:
		x0, y0 = o.cam.view.X+o.cam.view.W/2, o.cam.view.Y+20
	}
	x1, y1 = o.seatPoint(f.toSeat)
	t := sprites.EaseInOutCubic(float64(f.t) / float64(f.dur))
	x = sprites.Lerp(x0, x1, t)
	y = sprites.Lerp(y0, y1, t) - 60*4*t*(1-t)
	size = 34 * (1 + 0.3*4*t*(1-t))
	if f.coin {
		size = 26
	}
	// The arc stays on the screen: tiles dealt from the top of a tablet's
	// map flew in cut off at its edge (play-test).
	return x, max(y, size/2+2), size
}

// drawPops draws rings where markers and shops land, and the businesses
// being counted with their value: all from images drawn once (a ring, a
// frame, each value's label), so that a frame of income costs a browser
// that renders on the CPU only copies.
func (a *anims) drawPops(cv *sprites.Canvas, o onScreen, labels *labels) {
	flightArt.ensure()
	size := o.cam.lotSize()
	for _, p := range a.pops {
		if p.delay > 0 {
			continue
		}
		t := float64(p.t) / float64(p.dur)
		fade := sprites.Clamp01((1 - t) * 3)
		for _, l := range p.lots {
			x, y := o.cam.lotCentre(l)
			if p.label == "" {
				rad := size * (0.5 + 0.5*sprites.EaseOutCubic(t))
				drawTinted(cv, flightArt.ring, x, y, 2*rad+4, p.col, fade)
			} else {
				drawTinted(cv, flightArt.frame, x, y, size+8, sprites.Gold, fade)
			}
		}
		if p.label != "" {
			img := labels.get(p.label, cv.Scale)
			r := o.labelRect(p)
			op := imageOp(ebiten.FilterLinear)
			k := r.W / (float64(img.Bounds().Dx()) / cv.Scale)
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(r.X*cv.Scale, r.Y*cv.Scale)
			op.ColorScale.ScaleAlpha(float32(fade))
			cv.Img.DrawImage(img, op)
		}
	}
}

// labelRect is where a business's value goes as it is counted: over the
// business, rising, and always whole on the map.
func (o onScreen) labelRect(p pop) sprites.Rect {
	size := o.cam.lotSize()
	v := o.cam.view
	var cx, cy float64
	for _, l := range p.lots {
		x, y := o.cam.lotCentre(l)
		cx, cy = cx+x/float64(len(p.lots)), cy+y/float64(len(p.lots))
	}
	t := float64(p.t) / float64(p.dur)
	rise := 24 * sprites.EaseOutCubic(t)
	k := max(16, min(28, size*0.6)) / labelPx
	w, h := (measure.TextWidth(p.label, labelPx, sprites.Bold)+20)*k, (labelPx+12)*k
	x := min(max(cx-w/2, v.X+2), v.Right()-w-2)
	y := min(max(cy-size/2-h-4-rise, v.Y+2), v.Bottom()-h-2)
	return sprites.R(x, y, w, h)
}

// labelPx is the font size value labels are drawn at, once each.
const labelPx = 28.0

// drawTinted draws a white sprite centred at (x, y), size px across, in col.
func drawTinted(cv *sprites.Canvas, img *ebiten.Image, x, y, size float64, col color.RGBA, alpha float64) {
	op := imageOp(ebiten.FilterLinear)
	k := size / spritePx * cv.Scale
	op.GeoM.Translate(-spritePx/2, -spritePx/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x*cv.Scale, y*cv.Scale)
	// Scale, not ScaleWithColor: a colour passed as an interface is
	// garbage every frame.
	a := float32(alpha) / 255
	op.ColorScale.Scale(float32(col.R)*a, float32(col.G)*a, float32(col.B)*a, float32(col.A)*a)
	cv.Img.DrawImage(img, op)
}

// drawOp is the options of every image this table copies, reset for each:
// frames copy many sprites, and options made fresh would each be garbage.
var drawOp ebiten.DrawImageOptions

func imageOp(f ebiten.Filter) *ebiten.DrawImageOptions {
	drawOp = ebiten.DrawImageOptions{Filter: f}
	return &drawOp
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// incomeCount paces the count of one move's income: the ticks each
// business (or seat) stands alone, and the delay of the next.
type incomeCount struct {
	stagger int
	bySeat  bool
	year    int
	delay   int
}

// pace is how the income among events is counted.
func (a *anims) pace(g *ct.Game, events []rules.Event, step func(int) int) incomeCount {
	// Income is counted one business after another, each alone on the
	// map with its value (on a phone, values shown together pile up),
	// within about three seconds at normal speed whatever their number:
	// where there are many, the summary after the count is what is read.
	businesses := 0
	year := g.Year()
	for _, e := range events {
		switch e := e.(type) {
		case ct.Earned:
			businesses += len(g.Groups(e.Seat))
			if a.sum.year != year || a.sum.left == 0 {
				a.sum = income{}
			}
		case ct.RoundStarted:
			year = e.Year - 1
		}
	}
	stagger := max(1, max(step(12), min(step(30), step(180)/max(1, businesses))))
	// Past a dozen, businesses are counted seat by seat instead: each
	// seat's outlined together with its total, as long as a business.
	bySeat := businesses > 12
	if bySeat {
		stagger = max(1, step(36))
		if g.Outcome().Over {
			// The end's table follows with every total: no need to
			// linger on them here.
			stagger = max(1, step(24))
		}
	}
	return incomeCount{stagger: stagger, bySeat: bySeat, year: year}
}

// executed flies what a deal struck moves: lots pop in their new owner's
// colour, coins and tiles fly from giver to taker.
func (a *anims) executed(names table.Names, e ct.Executed, step func(int) int) {
	for _, l := range e.Terms {
		if len(l.Lots) > 0 {
			a.pops = append(a.pops, pop{lots: l.Lots, col: names.Colour(l.To), dur: step(50)})
		}
		for range min(5, l.Money/5000+1) * boolInt(l.Money > 0) {
			a.flights = append(a.flights, flight{fromSeat: l.From, toSeat: l.To, coin: true, dur: step(34), delay: step(len(a.flights) * 3)})
		}
		for t, n := range l.Tiles {
			for range n {
				a.flights = append(a.flights, flight{fromSeat: l.From, toSeat: l.To, shop: ct.Shop(t), dur: step(34), delay: step(len(a.flights) * 3)})
			}
		}
	}
	if len(a.flights) > 0 {
		a.flights[0].sound = audio.Coins
	}
}

// earned counts a seat's income business by business: each is outlined,
// its value shown, and coins fly to its owner.
func (a *anims) earned(g *ct.Game, names table.Names, e ct.Earned, ic *incomeCount, step func(int) int) {
	stagger, bySeat, year := ic.stagger, ic.bySeat, ic.year
	// The seat's card shows its money grow as the coins land;
	// the last coin carries what the rounding left.
	left := e.Amount
	a.unlanded[e.Seat] += e.Amount
	groups := g.Groups(e.Seat)
	if bySeat && len(groups) > 0 {
		// Too many businesses to show one by one: the seat's
		// are outlined together, under one label with its total.
		var lots []int
		for _, grp := range groups {
			lots = append(lots, grp.Lots...)
		}
		label := desk.ShortName(names.Called(e.Seat)) + " +" + desk.Short(e.Amount)
		a.pops = append(a.pops, pop{lots: lots, col: names.Colour(e.Seat), label: label, dur: stagger, delay: ic.delay, sound: audio.Coins})
	}
	for i, grp := range groups {
		value := ct.RunIncome(grp.Shop, len(grp.Lots))
		// A value lasts until the next is shown: never two at once.
		if !bySeat {
			a.pops = append(a.pops, pop{lots: grp.Lots, col: names.Colour(e.Seat), label: "+" + desk.Short(value), dur: stagger, delay: ic.delay, sound: audio.Coins})
		}
		coins := min(3, value/20000+1)
		for k := range coins {
			share := value / coins
			if k == coins-1 {
				share = value - share*(coins-1)
			}
			if i == len(groups)-1 && k == coins-1 {
				share = left
			}
			left -= share
			delay := ic.delay + step(6+k*4)
			if bySeat {
				// The seat's coins leave its businesses one after
				// another: its total grows business by business.
				delay = ic.delay + step(4+k*3) + i*stagger/len(groups)
			}
			a.flights = append(a.flights, flight{fromLot: grp.Lots[0], fromSeat: -1, toSeat: e.Seat, coin: true, dur: step(24), delay: delay, amount: share})
		}
		if !bySeat {
			ic.delay += stagger
		}
	}
	if bySeat && len(groups) > 0 {
		ic.delay += stagger
	}
	if len(groups) == 0 {
		a.unlanded[e.Seat] -= e.Amount
	}
	a.incomeLeft = max(a.incomeLeft, ic.delay+step(30))
	a.sum.year, a.sum.seats = year, g.Seats()
	a.sum.amounts[e.Seat] += e.Amount
	a.sum.left = step(summaryTicks)
	if g.Outcome().Over {
		// The end's table follows at once with every figure: a
		// summary first would only be a wait.
		a.sum.left = 0
	}
}

// labels are the images of the values counted at income ("+$40k"),
// drawn on first use at the screen's scale and copied each frame.
type labels struct {
	imgs  map[string]*ebiten.Image
	scale float64
}

// get is text's label at scale sc.
func (l *labels) get(text string, sc float64) *ebiten.Image {
	if img, ok := l.imgs[text]; ok && l.scale == sc {
		return img
	}
	if l.imgs == nil || len(l.imgs) > 64 || l.scale != sc {
		for _, img := range l.imgs {
			img.Deallocate()
		}
		l.imgs, l.scale = map[string]*ebiten.Image{}, sc
	}
	w := measure.TextWidth(text, labelPx, sprites.Bold) + 20
	h := labelPx + 12
	img := ebiten.NewImage(int(w*sc+1), int(h*sc+1))
	cv := &sprites.Canvas{Img: img, Scale: sc, W: w, H: h}
	cv.RoundRect(sprites.R(0, 0, w, h), 10, sprites.Alpha(sprites.Hex(0x1B1B1B), 0.8))
	cv.Text(text, w/2, h/2, labelPx, sprites.Bold, sprites.Hex(0xF6D365), sprites.Middle, sprites.Middle)
	l.imgs[text] = img
	return img
}

func (l *labels) free() {
	for _, img := range l.imgs {
		img.Deallocate()
	}
	l.imgs = nil
}
