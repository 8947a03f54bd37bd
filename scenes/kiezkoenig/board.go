package kiezkoenig

import (
	"fmt"
	"image/color"
	"math"
	"quartet/lang"
	"strings"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/sprites"
)

// cells is the number of places on the ring: the Start and the track.
var cells = kk.TrackLen() + 1

// ring is where the Kiez lies on the screen: the Start in the top-left
// corner and the track clockwise around a rectangle of cells, with the
// inside free for the die, the choices and the duel.
type ring struct {
	board      sprites.Rect
	cols, rows int
	cell       []sprites.Rect // 0 the Start, then track space i at i+1
	centre     sprites.Rect
}

// newRing fits the ring into r, choosing the number of columns that keeps
// the cells closest to a little wider than tall.
func newRing(r sprites.Rect) ring {
	half := (cells + 4) / 2 // cols + rows
	best, bestCols := math.Inf(1), 4
	for cols := 3; cols <= half-3; cols++ {
		rows := half - cols
		if 2*cols+2*rows-4 < cells {
			continue
		}
		aspect := (r.W / float64(cols)) / (r.H / float64(rows))
		if d := math.Abs(math.Log(aspect / 1.15)); d < best {
			best, bestCols = d, cols
		}
	}
	g := ring{board: r, cols: bestCols, rows: half - bestCols}
	cw, ch := r.W/float64(g.cols), r.H/float64(g.rows)
	at := func(col, row int) sprites.Rect {
		return sprites.R(r.X+float64(col)*cw, r.Y+float64(row)*ch, cw, ch).Inset(min(cw, ch) * 0.03)
	}
	for col := 0; col < g.cols; col++ {
		g.cell = append(g.cell, at(col, 0))
	}
	for row := 1; row < g.rows; row++ {
		g.cell = append(g.cell, at(g.cols-1, row))
	}
	for col := g.cols - 2; col >= 0; col-- {
		g.cell = append(g.cell, at(col, g.rows-1))
	}
	for row := g.rows - 2; row >= 1; row-- {
		g.cell = append(g.cell, at(0, row))
	}
	g.cell = g.cell[:cells]
	g.centre = sprites.R(r.X+cw, r.Y+ch, cw*float64(g.cols-2), ch*float64(g.rows-2)).Inset(min(cw, ch) * 0.12)
	return g
}

// spaceRect is the cell of a track space, or of the Start.
func (g *ring) spaceRect(sp int) sprites.Rect {
	if sp < 0 {
		return g.cell[0]
	}
	return g.cell[sp+1]
}

// tokenPoint is where seat's token stands on a space: the tokens of up to
// five players share a cell side by side along its lower edge.
func (g *ring) tokenPoint(sp, seat int) (x, y float64) {
	if sp >= 0 && kk.Track()[sp].Kind == kk.BusinessSpace {
		return businessTokenSpot(g.spaceRect(sp), seat)
	}
	return tokenSpot(g.spaceRect(sp), seat)
}

// tokenSpot is where seat's token stands in the cell r: half over the
// cell's lower edge, under the stakes rather than on them, at every size
// (play-test: a token hid the price of a stake still for sale, and its
// owner's own marker, on a tablet as on a phone).
func tokenSpot(r sprites.Rect, seat int) (x, y float64) {
	return tokenSpotIn(r, r.X, seat)
}

// businessTokenSpot is tokenSpot on a business, whose foot's left end is
// its Cash marker's: the tokens stand to its right.
func businessTokenSpot(r sprites.Rect, seat int) (x, y float64) {
	return tokenSpotIn(r, r.X+coinRoom(r), seat)
}

// tokenSpotIn places the five tokens of the cell r side by side right of
// left, closer together where the room is short.
func tokenSpotIn(r sprites.Rect, left float64, seat int) (x, y float64) {
	rad := tokenRadius(r)
	n := 5.0
	w := r.Right() - left
	step := min(rad*1.7, (w-2*rad)/(n-1))
	x = left + w/2 + (float64(seat)-2)*step
	return x, r.Bottom() - rad*tokenRest
}

// tokenRest is how far above the cell's lower edge a token's centre
// stands, in token radii.
const tokenRest = 0.5

// smallCell reports a thumb-wide cell, as a phone's board has.
func smallCell(r sprites.Rect) bool { return r.W < 90 }

// tokensTop is the highest point of the tokens standing in the cell r.
func tokensTop(r sprites.Rect) float64 { return r.Bottom() - tokenRadius(r)*(1+tokenRest) }

// tokenSway is how far a resting token in the cell r rises as it sways at
// most, and swayScale the part of the full sway it takes there: on a
// phone's cell the stakes leave little room above the tokens.
func tokenSway(r sprites.Rect) float64 { return 2 * 2.5 * swayScale(r) }

func swayScale(r sprites.Rect) float64 {
	if smallCell(r) {
		return 0.4
	}
	return 1
}

// businessCoin is where a business's Cash marker holding cash sits in
// its cell r: at the foot's left end, beside the tokens and like them half
// over the lower edge, so that the band keeps its code and fee and the
// stakes the row's whole width (play-test: the coin took the code's place
// on a phone, "25 fee 5", and on a tablet it crowded the prices).
func businessCoin(r sprites.Rect, cash int) (x, y, rad float64) {
	rad = coinRadius(r)
	return r.X + 3 + chipHalf(measure, rad, cash), r.Bottom() - coinRest(rad), rad
}

// coinRest is how far above its cell's lower edge a Cash marker of radius
// rad stands: half over the edge like the tokens, at most 5 px over it,
// the gap to the next cell.
func coinRest(rad float64) float64 { return max(rad*0.5, rad-5) }

// coinRadius is the radius of a business's Cash marker in the cell r.
func coinRadius(r sprites.Rect) float64 { return max(6.5, min(r.H*0.13, r.W*0.12, 13)) }

// coinRoom is how much of the foot of the cell r its Cash marker keeps,
// for the widest amount it may hold.
func coinRoom(r sprites.Rect) float64 { return 3 + 2*chipHalf(measure, coinRadius(r), 995) + 2 }

// coinTop is the top of a business's Cash marker in the cell r.
func coinTop(r sprites.Rect) float64 { return r.Bottom() - coinRest(coinRadius(r)) - coinRadius(r) }

// measure measures texts where no canvas is at hand: widths do not
// depend on one.
var measure = &sprites.Canvas{Scale: 1}

// header is how a business's coloured band is laid out: its code and its
// fee, always with its word.
type header struct {
	idSize, idW   float64
	fee           string
	feeSize, feeW float64
	feeRight      float64 // where the fee ends
}

// bandLayout lays out the band of a business in the cell r: the code at
// the left, "fee 15" at the right (play-test: "S3 (70) 15" left a
// newcomer guessing what the bare 15 was). The Cash marker is at the
// cell's foot (businessCoin), so the code never gives way to it.
func bandLayout(cv *sprites.Canvas, r sprites.Rect, id string, fee int) header {
	var h header
	band := r.H * 0.3
	h.idSize = min(band*0.7, r.W*0.22)
	h.idW = cv.TextWidth(id, h.idSize, sprites.Bold)
	h.fee = lang.Tf("fee %d", fee)
	most := max(minFee, min(h.idSize*0.85, 13))
	left := r.X + 5 + h.idW + 4
	h.feeRight = r.Right() - 5
	h.feeSize = fitSize(cv, h.fee, h.feeRight-left, most)
	h.feeW = cv.TextWidth(h.fee, h.feeSize, sprites.Bold)
	return h
}

// fitSize is the largest bold size up to most at which s fits in width,
// however small: unlike ui's FitSize it stops at no floor, so that a
// layout can tell what does not fit.
func fitSize(cv *sprites.Canvas, s string, width, most float64) float64 {
	return min(most, most*width/cv.TextWidth(s, most, sprites.Bold))
}

// minFee is the least size a business's fee is set in: a phone's short
// names go as small.
const minFee = 7.5

// authorityChip is where an authority's Cash marker sits in its cell r:
// under its name and charge, above the tokens' heads.
func authorityChip(r sprites.Rect) (x, y, rad float64) {
	rad = min(r.W*0.2, r.H*0.16)
	y = min(r.Y+r.H*0.56, tokensTop(r)-rad-1)
	return r.X + r.W/2, y, rad
}

// tokenRadius leaves the stakes above the tokens room to read their
// prices at every size.
func tokenRadius(r sprites.Rect) float64 {
	return max(5, min(r.W/10.5, r.H/8.5))
}

// spaceAt finds the track space under a point, or -2.
func (g *ring) spaceAt(x, y float64) int {
	for i, r := range g.cell {
		if r.Contains(x, y) {
			return i - 1
		}
	}
	return -2
}

// Colours of the Kiez at night.
var (
	asphalt   = sprites.Hex(0x14131D)
	street    = sprites.Hex(0x22202E)
	kerb      = sprites.Hex(0x3A3750)
	facade    = sprites.Hex(0x2B2638)
	neonCyan  = sprites.Hex(0x4FE3E0)
	neonPink  = sprites.Hex(0xFF4FA3)
	neonGold  = sprites.Hex(0xFFC857)
	authority = sprites.Hex(0x30435A)
	litGlow   = sprites.Hex(0xFFE680)
)

func racketColour(r int) color.RGBA {
	c := kk.RacketAt(r).Color
	var v uint32
	fmt.Sscanf(strings.TrimPrefix(c, "#"), "%06x", &v)
	return sprites.Shade(sprites.Hex(v), 1.15)
}

// spaceKey is everything the cached picture of one space shows. Each
// space has a layer of its own: money landing on one Cash marker repaints
// that space alone, not the whole street, which matters on a browser that
// renders on the CPU while five tokens hop.
type spaceKey struct {
	r     sprites.Rect
	owner [3]int8
	cash  int
	lit   bool
	pick  bool
	buy   [3]bool
	pal   string
}

// spacePad is the room around a space's layer for its lit glow.
const spacePad = 3.0

func (s *Scene) spaceKey(sp int) spaceKey {
	k := spaceKey{r: s.ring.spaceRect(sp), cash: s.v.cash[sp], lit: s.dec.lit[sp], pal: s.palette.SeatNames[0]}
	if space := kk.Track()[sp]; space.Kind == kk.BusinessSpace {
		b := space.Business
		k.pick = s.dec.pick[b]
		for i, kind := range kk.DisplayKinds() {
			st := kk.StakeOf(b, kind)
			k.owner[i] = s.v.owner[st]
			k.buy[i] = s.dec.buy[st]
		}
	}
	return k
}

// paintStreet draws what never changes during a game: the asphalt, the
// street inside the ring, its name and the Start.
func (g ring) paintStreet(cv *sprites.Canvas) {
	ox, oy := g.board.X, g.board.Y
	shift := func(r sprites.Rect) sprites.Rect { return sprites.R(r.X-ox, r.Y-oy, r.W, r.H) }
	b := shift(g.board)
	cv.RoundRect(b, 16, asphalt)
	// The street runs inside the ring of buildings.
	cw, ch := g.board.W/float64(g.cols), g.board.H/float64(g.rows)
	road := sprites.R(b.X+cw*0.55, b.Y+ch*0.55, b.W-cw*1.1, b.H-ch*1.1)
	frame(cv, road, min(cw, ch)*0.5, 2, kerb, street)
	inner := sprites.R(b.X+cw*0.95, b.Y+ch*0.95, b.W-cw*1.9, b.H-ch*1.9)
	cv.RoundRect(inner, min(cw, ch)*0.3, sprites.Hex(0x1A1926))
	// Dashed centre line of the street.
	dash := func(x0, y0, x1, y1 float64) {
		n := int(math.Hypot(x1-x0, y1-y0) / 22)
		for i := range n {
			t0 := float64(i) / float64(n)
			x, y := x0+(x1-x0)*t0, y0+(y1-y0)*t0
			w, h := max(2, (x1-x0)/float64(n)/2), max(2, (y1-y0)/float64(n)/2)
			cv.Rect(sprites.R(x, y, w, h), sprites.Alpha(neonGold, 0.25))
		}
	}
	mx, my := b.X+cw*0.75, b.Y+ch*0.75
	dash(mx, my, b.Right()-cw*0.75, my)
	dash(b.Right()-cw*0.75, my, b.Right()-cw*0.75, b.Bottom()-ch*0.75)
	dash(b.Right()-cw*0.75, b.Bottom()-ch*0.75, mx, b.Bottom()-ch*0.75)
	dash(mx, b.Bottom()-ch*0.75, mx, my)
	// The street's name is the middle's (paintStreetName).

	paintStart(cv, shift(g.cell[0]))
}

// paintStart paints the Start in its corner r as a chequered flag, not a
// space: its name on a plate and an arrow the way the tokens go (play-
// test: a dark tile with "START" read as one more space).
func paintStart(cv *sprites.Canvas, r sprites.Rect) {
	cols := 8
	sq := r.W / float64(cols)
	rows := max(1, int(r.H/sq+0.5))
	sh := r.H / float64(rows)
	cv.RoundRect(r, 8, sprites.Hex(0x15141C))
	for row := range rows {
		for col := range cols {
			if (row+col)%2 == 0 {
				cv.Rect(sprites.R(r.X+float64(col)*sq, r.Y+float64(row)*sh, sq, sh), sprites.Alpha(sprites.Paper, 0.85))
			}
		}
	}
	plate := sprites.R(r.X+r.W*0.08, r.Y+r.H*0.22, r.W*0.84, r.H*0.56)
	cv.RoundRect(plate, 6, sprites.Hex(0x15141C))
	start := lang.T("START")
	size := cv.FitSize(start, plate.W*0.85, plate.H*0.45, sprites.Bold)
	cv.Text(start, plate.X+plate.W/2, plate.Y+plate.H*0.36, size, sprites.Bold, neonGold, sprites.Middle, sprites.Middle)
	// The arrow along the top row, the way the street is walked.
	ay, aw := plate.Y+plate.H*0.74, plate.W*0.5
	ax := plate.X + (plate.W-aw)/2
	th := max(2, plate.H*0.06)
	cv.Rect(sprites.R(ax, ay-th/2, aw-th*2, th), neonGold)
	cv.Poly([]float64{ax + aw, ay, ax + aw - th*3, ay - th*2, ax + aw - th*3, ay + th*2}, neonGold)
}

// paintStreetName writes the street's name into the middle's layer, cr
// being the middle on the screen, in the room left free between top and
// bottom (within cr): under the die and the buttons, above the recap's
// foot or the goal's line. It shone through the recap's panel and between
// the buttons where it always stood in the middle (play-test); where
// there is no room for it now, it is left out.
func paintStreetName(cv *sprites.Canvas, cr sprites.Rect, top, bottom float64) sprites.Rect {
	const name = "REEPERBAHN"
	room := bottom - top
	size := min(cr.W*0.12, cr.H*0.2, 46, room*0.8)
	size = min(size, fitSize(cv, name, cr.W*0.9, size))
	if size < minStreetName {
		return sprites.Rect{}
	}
	w := cv.TextWidth(name, size, sprites.Bold)
	y := top + room/2
	cv.Text(name, cr.W/2, y, size, sprites.Bold, sprites.Alpha(neonPink, 0.16), sprites.Middle, sprites.Middle)
	return sprites.R(cr.X+cr.W/2-w/2, cr.Y+y-size/2, w, size)
}

// minStreetName is the least size the street's name is written in: a
// sign, not a line to read.
const minStreetName = 14

// paintSpace draws one space into its layer, r being the space within it.
func (p *painted) paintSpace(cv *sprites.Canvas, sp int, r sprites.Rect, k spaceKey, pal sprites.Palette) {
	space := kk.Track()[sp]
	switch space.Kind {
	case kk.BusinessSpace:
		p.paintBusiness(cv, r, space.Business, k, pal)
	case kk.AuthoritySpace:
		m := paintAuthority(cv, r, space.Authority, k.cash)
		p.noteWord(space.ID, m.lineSize)
		p.chipAt[sp] = [2]float64{m.x - r.X, m.y - r.Y}
		// Kept within the cell, as chipAt is: the layer's origin is not
		// the screen's.
		m.x, m.y = m.x-r.X, m.y-r.Y
		for i := range m.words {
			m.words[i].box.X -= r.X
			m.words[i].box.Y -= r.Y
		}
		p.markers[space.Authority] = m
	default:
		p.noteWord(space.ID, paintCar(cv, r, kk.CarReach(sp)))
	}
	if k.lit {
		for _, bar := range spaceLit(r) {
			cv.Rect(bar, litGlow)
		}
		cv.RoundRect(r, 8, sprites.Alpha(litGlow, 0.12))
	}
}

// spaceLit is the glowing frame of a lit space r: four bars along its
// edges, which cost far less than a stroked outline, and leave the texts
// inside clear.
func spaceLit(r sprites.Rect) [4]sprites.Rect {
	bar := 4.0
	return [4]sprites.Rect{
		sprites.R(r.X-1, r.Y-1, r.W+2, bar),
		sprites.R(r.X-1, r.Bottom()+1-bar, r.W+2, bar),
		sprites.R(r.X-1, r.Y-1, bar, r.H+2),
		sprites.R(r.Right()+1-bar, r.Y-1, bar, r.H+2),
	}
}

func (p *painted) paintBusiness(cv *sprites.Canvas, r sprites.Rect, b int, k spaceKey, pal sprites.Palette) {
	bus := kk.BusinessAt(b)
	p.priceSizes[b] = 100
	col := racketColour(bus.Racket)
	inside := facade
	if k.pick {
		inside = sprites.Mix(facade, litGlow, 0.3)
	}
	frame(cv, r, 8, 2, sprites.Mix(facade, col, 0.85), inside)
	// A thumb-wide cell on a phone: a short name, and the Cash marker in
	// the coloured band beside the code, where no token stands.
	small := smallCell(r)
	band := sprites.R(r.X, r.Y, r.W, r.H*0.3)
	cv.RoundRect(band, 8, col)
	cv.Rect(sprites.R(band.X, band.Y+band.H*0.5, band.W, band.H*0.5), col)
	h := bandLayout(cv, r, bus.ID, bus.Fee)
	cv.Text(bus.ID, r.X+5, band.Y+band.H/2, h.idSize, sprites.Bold, sprites.White, sprites.Start, sprites.Middle)
	cv.Text(h.fee, h.feeRight, band.Y+band.H/2, h.feeSize, sprites.Bold, sprites.Alpha(sprites.White, 0.92), sprites.End, sprites.Middle)
	boxes := bizBoxes{
		code: sprites.R(5, band.H/2-h.idSize*0.4, h.idW, h.idSize*0.8),
		fee:  sprites.R(h.feeRight-r.X-h.feeW, band.H/2-h.feeSize*0.4, h.feeW, h.feeSize*0.8),
	}
	// The name, if it fits legibly; a thumb-wide cell on a phone has its
	// short name, so the board reads in names there too, never in codes
	// alone.
	y := band.Bottom() + 2
	name, most, least := narration.Business(b), min(r.H*0.14, 15), 8.5
	if small {
		name, most, least = narration.Short(b), min(r.H*0.17, 12), 7.5
	}
	nameSize := cv.FitSize(name, r.W-6, most, sprites.Bold)
	if nameSize >= least {
		cv.Text(name, r.X+r.W/2, y+nameSize*0.6, nameSize, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
		w := cv.TextWidth(name, nameSize, sprites.Bold)
		boxes.name = sprites.R(r.W/2-w/2, y-r.Y+nameSize*0.2, w, nameSize*0.8)
		y += nameSize * 1.2
		if b < len(p.boardNames) {
			p.boardNames[b] = name
		}
	}
	// The three stakes across the row's whole width: each kind's
	// picture, on its owner's colour, or with its price while it is still
	// for sale.
	p.paintStakes(cv, r, stakeRow(r, y), b, k, pal, sprites.Mix(facade, col, 0.9), inside)
	// The Cash marker at the foot, left of the tokens.
	x, cy, rad := businessCoin(r, k.cash)
	p.chipAt[bus.Space] = [2]float64{x - r.X, cy - r.Y}
	if k.cash > 0 {
		chip(cv, x, cy, rad, k.cash)
		hw := chipHalf(cv, rad, k.cash)
		boxes.coin = sprites.R(x-r.X-hw, cy-r.Y-rad, 2*hw, 2*rad)
	}
	p.bizBoxes[b] = boxes
}

// bizBoxes is where a business's cell wrote its code, fee and name and
// drew its Cash marker, within the cell, for the test hook.
type bizBoxes struct {
	code, fee, name, coin sprites.Rect
}

// paintStakes paints business b's stake slots across row, in its cell r,
// and notes where each lies: rim frames a slot that is not lit.
func (p *painted) paintStakes(cv *sprites.Canvas, r, row sprites.Rect, b int, k spaceKey, pal sprites.Palette, rim, inside colourRGBA) {
	slots := row.SplitH(3, 2)
	for _, kind := range kk.DisplayKinds() {
		p.stakeAt[kk.StakeOf(b, kind)] = sprites.Rect{}
	}
	for i, slot := range slots {
		if slot.H < 6 {
			break
		}
		kind := kk.DisplayKinds()[i]
		st := kk.StakeOf(b, kind)
		p.stakeAt[st] = sprites.R(slot.X-r.X, slot.Y-r.Y, slot.W, slot.H)
		edge := rim
		if k.buy[i] {
			edge = litGlow
		}
		if px := paintStakeSlot(cv, slot, kind, kk.Stake(st).Price, k.owner[i], pal, edge, inside); px > 0 {
			p.priceSizes[b] = min(p.priceSizes[b], px)
		}
		if k.buy[i] {
			for _, bar := range stakeLit(slot) {
				cv.Rect(bar, litGlow)
			}
		}
	}
}

// stakeRow is where a business's stakes lie in its cell r, under its name
// (ending at y): they end above the tokens at the top of their sway and
// above the Cash marker.
func stakeRow(r sprites.Rect, y float64) sprites.Rect {
	bottom := min(tokensTop(r)-tokenSway(r), coinTop(r)) - 1
	return sprites.R(r.X+3, y+1, r.W-6, bottom-y-1)
}

// stakeLit is the mark of a lit stake in the slot: a bar under it, in the
// room the tokens leave for their sway, never over it, where the name
// stands (play-test: the bars ran through the names), and its frame's
// edge lit (paintStakeSlot).
func stakeLit(slot sprites.Rect) []sprites.Rect {
	return []sprites.Rect{sprites.R(slot.X, slot.Bottom()+1, slot.W, 2.5)}
}

// paintStakeSlot draws one stake on its business: its kind's picture with
// the price under or beside it while it is for sale, or the picture on the
// owner's colour. It returns the price's size, 0 for a stake not for sale.
func paintStakeSlot(cv *sprites.Canvas, slot sprites.Rect, kind kk.Kind, price int, owner int8, pal sprites.Palette, edge, inside color.RGBA) float64 {
	// The price under the picture or beside it, whichever shows it larger.
	label := fmt.Sprint(price)
	under := cv.FitSize(label, slot.W-1, min(slot.H*0.42, 13), sprites.Bold)
	beside := cv.FitSize(label, slot.W-min(slot.H*0.75, slot.W*0.4)-6, min(slot.H*0.7, 14), sprites.Bold)
	tall := under >= beside
	// A slot too small for both at minPrice (a phone's cell) shows the
	// price alone, larger: the stakes stand in the same order on every
	// business (Gang, Cash, Hot), and the space's card names them.
	alone := cv.FitSize(label, slot.W-3, min(slot.H*0.9, 13), sprites.Bold)
	priceOnly := max(under, beside) < minPrice && alone > max(under, beside)
	var iconX, iconY, icon float64
	if tall {
		icon = min(slot.W*0.8, slot.H*0.42)
		iconX, iconY = slot.X+slot.W/2, slot.Y+slot.H*0.28
	} else {
		icon = min(slot.H*0.75, slot.W*0.4)
		iconX, iconY = slot.X+icon*0.5+3, slot.Y+slot.H/2
	}
	switch {
	case owner >= 0:
		sc := pal.Seats[int(owner)%len(pal.Seats)]
		cv.RoundRect(slot, 4, edge)
		cv.RoundRect(slot.Inset(1.5), 3, sc)
		stakeIcon(cv, kind, slot.X+slot.W/2, slot.Y+slot.H/2, min(slot.W, slot.H)*0.72, inkOn(sc))
		return 0
	case owner == inMiddle:
		cv.RoundRect(slot, 4, sprites.Alpha(neonGold, 0.35))
		stakeIcon(cv, kind, slot.X+slot.W/2, slot.Y+slot.H/2, min(slot.W, slot.H)*0.72, neonGold)
		return 0
	}
	frame(cv, slot, 4, 1.2, edge, inside)
	if priceOnly {
		cv.Text(label, slot.X+slot.W/2, slot.Y+slot.H/2, alone, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
		return alone
	}
	stakeIcon(cv, kind, iconX, iconY, icon, sprites.Alpha(sprites.Paper, 0.8))
	if tall {
		cv.Text(label, slot.X+slot.W/2, slot.Y+slot.H*0.72, under, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
		return under
	}
	x := iconX + icon/2 + 1
	cv.Text(label, (x+slot.Right())/2, slot.Y+slot.H/2, beside, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
	return beside
}

// minPrice is the least size a stake's price is set in beside its picture.
const minPrice = 10

// inkOn picks black or white text for a background colour.
func inkOn(c color.RGBA) color.RGBA {
	if 0.299*float64(c.R)+0.587*float64(c.G)+0.114*float64(c.B) > 150 {
		return sprites.Ink
	}
	return sprites.White
}

// chip paints a Cash marker: a gold chip with the amount on it, widened
// into a lozenge where the amount would not fit inside a round one.
func chip(cv *sprites.Canvas, x, y, rad float64, amount int) {
	hw := chipHalf(cv, rad, amount)
	coin := func(dy, inset float64, col color.RGBA) {
		if hw <= rad {
			cv.Circle(x, y+dy, rad-inset, col)
			return
		}
		cv.RoundRect(sprites.R(x-hw+inset, y+dy-rad+inset, 2*(hw-inset), 2*(rad-inset)), rad-inset, col)
	}
	coin(1.5, 0, sprites.Alpha(sprites.Hex(0x000000), 0.4))
	coin(0, 0, sprites.Shade(neonGold, 0.75))
	coin(0, rad*0.18, neonGold)
	t := fmt.Sprint(amount)
	cv.Text(t, x, y, chipTextSize(cv, rad, amount), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
}

// chipTextSize is the size of a Cash marker's amount: as large as fits in
// the coin, but never under minChipText, where the coin widens instead.
func chipTextSize(cv *sprites.Canvas, rad float64, amount int) float64 {
	t := fmt.Sprint(amount)
	return max(minChipText, cv.FitSize(t, rad*1.5, rad*0.95, sprites.Bold))
}

// chipHalf is half the width of a Cash marker of radius rad: its radius,
// or more where its amount needs the room.
func chipHalf(cv *sprites.Canvas, rad float64, amount int) float64 {
	w := cv.TextWidth(fmt.Sprint(amount), chipTextSize(cv, rad, amount), sprites.Bold)
	return max(rad, w/2+rad*0.3)
}

// minChipText is the least size a Cash marker's amount is set in.
const minChipText = 8.5

var authorityKind = [...]string{lang.Noop("Hot"), lang.Noop("Cash"), lang.Noop("Gang")}

func paintAuthority(cv *sprites.Canvas, r sprites.Rect, a kk.Authority, cash int) marker {
	frame(cv, r, 8, 2, sprites.Mix(authority, neonCyan, 0.7), authority)
	name := narration.AuthorityShort(a)
	size := cv.FitSize(name, r.W-8, min(r.H*0.17, 17), sprites.Bold)
	cv.Text(name, r.X+r.W/2, r.Y+r.H*0.16, size, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
	line := lang.Tf("%d per %s", a.Charge(), lang.Of(authorityKind[a]))
	// The charge is read on a phone too: never under minBoardWord where
	// the cell is wide enough, "15/Gang" where "15 per Gang" is not
	// (play-test: "5 per Hot" was 7 px).
	most := max(minBoardWord, size*0.8)
	if cv.TextWidth(line, minBoardWord, sprites.Regular) > r.W-4 {
		line = fmt.Sprintf("%d/%s", a.Charge(), lang.Of(authorityKind[a]))
	}
	lineSize := fitIn(cv, line, r.W-4, most, sprites.Regular)
	cv.Text(line, r.X+r.W/2, r.Y+r.H*0.34, lineSize, sprites.Regular, sprites.Alpha(sprites.Paper, 0.8), sprites.Middle, sprites.Middle)
	m := authorityMarker(cv, r, cash)
	m.lineSize = lineSize
	chip(cv, m.x, m.y, m.rad, cash)
	for _, w := range m.words {
		cv.Text(w.text, w.box.X, w.box.Y+w.box.H/2, w.size, sprites.Bold, sprites.Alpha(neonGold, 0.9), sprites.Start, sprites.Middle)
	}
	return m
}

// marker is an authority's Cash marker as its cell lays it out: the coin
// and the words beside it.
type marker struct {
	x, y, rad, hw float64
	words         []markerWord
	lineSize      float64 // the charge's, "5 per Hot"
}

// markerWord is a word written by a Cash marker, with the box its letters
// take.
type markerWord struct {
	text string
	size float64
	box  sprites.Rect
}

// minRobWord is the least size the words by an authority's coin are set
// in.
const minRobWord = 7.5

// authorityMarker lays out an authority's Cash marker in its cell r: the
// coin, and beside it "to rob" (on two lines where one does not fit), so
// that a newcomer knows what the coin is: the money charged there, which
// three Corruption cards rob (play-test: nobody knew what the coin was).
// Where neither fits, the coin stands alone in the middle, as it did.
func authorityMarker(cv *sprites.Canvas, r sprites.Rect, cash int) marker {
	x, y, rad := authorityChip(r)
	hw := chipHalf(cv, rad, cash)
	m := marker{x: x, y: y, rad: rad, hw: hw}
	room := r.W - 10 - 2*hw - 3
	most := min(13, rad*1.05)
	toRob, to, rob := lang.T("to rob"), lang.TC("rob, first line", "to"), lang.TC("rob, second line", "rob")
	if size := fitSize(cv, toRob, room, most); size >= minRobWord {
		w := cv.TextWidth(toRob, size, sprites.Bold)
		left := r.X + (r.W-(2*hw+3+w))/2
		m.x = left + hw
		m.words = []markerWord{{text: toRob, size: size, box: sprites.R(left+2*hw+3, y-size*0.6, w, size*1.2)}}
		return m
	}
	// Two lines, "to" over "rob", as high as the coin.
	size := min(fitSize(cv, rob, room, most), (2*rad+2)/2.1)
	if size < minRobWord {
		return m
	}
	w := max(cv.TextWidth(to, size, sprites.Bold), cv.TextWidth(rob, size, sprites.Bold))
	left := r.X + (r.W-(2*hw+3+w))/2
	m.x = left + hw
	lh := size * 1.05
	for i, t := range []string{to, rob} {
		m.words = append(m.words, markerWord{text: t, size: size,
			box: sprites.R(left+2*hw+3, y+(float64(i)-1)*lh, cv.TextWidth(t, size, sprites.Bold), lh)})
	}
	return m
}

// paintCar paints a car space and returns the size its words are set in.
func paintCar(cv *sprites.Canvas, r sprites.Rect, reach int) float64 {
	frame(cv, r, 8, 1.5, sprites.Mix(sprites.Hex(0x1E2A30), neonPink, 0.55), sprites.Hex(0x1E2A30))
	// A low sports car in side view.
	w := min(r.W*0.7, r.H*1.1)
	h := w * 0.32
	x, y := r.X+(r.W-w)/2, r.Y+r.H*0.22
	cv.Poly([]float64{x, y + h, x + w*0.05, y + h*0.45, x + w*0.3, y + h*0.35, x + w*0.45, y, x + w*0.7, y, x + w*0.85, y + h*0.4, x + w, y + h*0.55, x + w, y + h}, neonPink)
	cv.Poly([]float64{x + w*0.48, y + h*0.12, x + w*0.68, y + h*0.12, x + w*0.78, y + h*0.4, x + w*0.4, y + h*0.4}, sprites.Hex(0x9BD8F0))
	cv.Circle(x+w*0.22, y+h, h*0.32, sprites.Hex(0x111111))
	cv.Circle(x+w*0.78, y+h, h*0.32, sprites.Hex(0x111111))
	// How far the car takes a player is the space's rule: read on a phone
	// too (play-test: "drive 0-5" was 6 px).
	label := lang.Tf("drive 0-%d", reach)
	size := fitIn(cv, label, r.W-4, max(minBoardWord, min(r.H*0.14, 13)), sprites.Regular)
	cv.Text(label, r.X+r.W/2, y+h*1.75, size, sprites.Regular, sprites.Alpha(sprites.Paper, 0.75), sprites.Middle, sprites.Middle)
	return size
}

// minBoardWord is the least size the board's rules (a car's reach, an
// authority's charge) are set in where their cell is wide enough.
const minBoardWord = 9.5

// noteWord records the size a space's words were set in, for the test
// hook.
func (p *painted) noteWord(id string, size float64) {
	if p.wordSizes == nil {
		p.wordSizes = map[string]float64{}
	}
	p.wordSizes[id] = size
}

// frame fills r with an outline of width w in edge around fill. Two fills
// cost a fraction of a stroked path, which matters when a layer is
// repainted.
func frame(cv *sprites.Canvas, r sprites.Rect, rad, w float64, edge, fill color.RGBA) {
	cv.RoundRect(r, rad, edge)
	cv.RoundRect(r.Inset(w), max(0, rad-w), fill)
}

// buyAt is the purchase among legal of the lit stake under the point x, y
// on the space sp of the street r, if there is one: a lit stake promises
// what its button does (play-test: the tap opened the space's card
// instead). Only a stake lit for sale buys: in a fight's steps the buys
// are legal but unlit, and a tap on a lit business there means the fight
// (engineer's report: a tap on a bet's business bought its stake).
func (p *painted) buyAt(r ring, legal []kk.Move, lit *[kk.Stakes]bool, sp int, x, y float64) (kk.Move, bool) {
	for _, m := range legal {
		if m.Kind != kk.Buy || !lit[m.Stake] || kk.BusinessAt(kk.Stake(int(m.Stake)).Business).Space != sp {
			continue
		}
		if p.onStake(r, sp, int(m.Stake), x, y) {
			return m, true
		}
	}
	return kk.Move{}, false
}

// ownerAt is the owner, in the view v, of the stake under the point x, y
// on the business space sp, or -1.
func (p *painted) ownerAt(r ring, v *view, sp int, x, y float64) int {
	for _, kind := range kk.DisplayKinds() {
		if st := kk.StakeOf(kk.Track()[sp].Business, kind); p.onStake(r, sp, st, x, y) {
			return int(v.owner[st])
		}
	}
	return -1
}

// onStake reports whether the point x, y is on the stake st of the space
// sp: in its slot's column under the name, for a phone's slots are a
// fingertip small.
func (p *painted) onStake(r ring, sp, st int, x, y float64) bool {
	cell, slot := r.spaceRect(sp), p.stakeAt[st]
	return slot.W > 0 && x >= cell.X+slot.X-1 && x <= cell.X+slot.Right()+1 && y >= cell.Y+slot.Y-3
}
