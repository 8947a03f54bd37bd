package kiezkoenig

import (
	"fmt"
	"math"
	"strings"
	"testing"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// No token standing on a business or an authority covers its Cash
// marker, for any of the five seats, on a phone's board, a tablet's either
// way up and a desktop's, whatever the marker holds.
func TestNoTokenCoversACashMarker(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1}
	for _, board := range []sprites.Rect{sprites.R(8, 8, 374, 497), sprites.R(8, 8, 374, 530), sprites.R(16, 16, 736, 650), sprites.R(16, 16, 636, 736), sprites.R(16, 16, 1400, 1040)} {
		g := newRing(board)
		for sp := range kk.TrackLen() {
			r := g.spaceRect(sp)
			var coins []sprites.Rect
			switch kk.Track()[sp].Kind {
			case kk.AuthoritySpace:
				x, y, rad := authorityChip(r)
				coins = append(coins, sprites.R(x-rad, y-rad, 2*rad, 2*rad))
			case kk.BusinessSpace:
				for _, cash := range []int{5, 70, 125, 995} {
					x, y, rad := businessCoin(r, cash)
					hw := chipHalf(cv, rad, cash)
					coins = append(coins, sprites.R(x-hw, y-rad, 2*hw, 2*rad))
				}
			}
			for _, c := range coins {
				for seat := range kk.MaxSeats {
					tx, ty := g.tokenPoint(sp, seat)
					rad := tokenRadius(r)
					// The nearest point of the coin's box to the token.
					nx, ny := max(c.X, min(tx, c.Right())), max(c.Y, min(ty, c.Bottom()))
					if d := math.Hypot(tx-nx, ty-ny); d < rad {
						t.Errorf("board %v, %s: seat %d's token covers the Cash marker %v (%.1f from it, radius %.1f)",
							fmt.Sprint(board.W, "x", board.H), kk.Track()[sp].ID, seat, c, d, rad)
					}
				}
			}
		}
	}
}

// The rules page's business figure writes its legend at 11.5 px or more,
// on a phone too (its long lines shrank to 9 px there), and all of it at
// one size.
func TestTheBusinessFiguresLegendStaysReadableOnAPhone(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1}
	// The rules page's figure on a 390 px phone: 330 px inside, the cell
	// 138 px of it.
	for _, room := range []float64{176, 240, 400} {
		lines, size := businessLegend(cv, room)
		if size < 11.5 {
			t.Errorf("in %v px the legend is written at %.1f px", room, size)
		}
		for _, l := range lines {
			if w := cv.TextWidth(l, size, sprites.Regular); w > room+0.5 {
				t.Errorf("in %v px the legend line %q is %.0f px wide", room, l, w)
			}
		}
	}
}

// On a phone's board no token standing on a business covers its stakes,
// not even at the top of its sway, whatever room the business's name takes
// No resting token reaches up into its cell's stakes at the top of its
// sway, on a phone, a tablet either way up or a desktop, with two seats or
// five, whatever room the business's name takes (play-test: a token hid
// the price of a stake still for sale, and its owner's own marker).
func TestNoTokenCoversAStake(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}} {
		for _, seats := range []int{2, 5} {
			c := &ui.Context{W: size[0], H: size[1]}
			board := table.Arrange(c, table.Spec{Seats: seats, Controls: 52, PortraitControls: 48}).Board
			g := newRing(board)
			for sp := range kk.TrackLen() {
				r := g.spaceRect(sp)
				if kk.Track()[sp].Kind != kk.BusinessSpace {
					continue
				}
				band := r.Y + r.H*0.3 + 2
				for _, y := range []float64{band, band + min(r.H*0.17, 15)*1.2} {
					row := stakeRow(r, y)
					if row.H < 10 {
						t.Errorf("%vx%v, %d seats, %s: the stakes are %.1f px tall", size[0], size[1], seats, kk.Track()[sp].ID, row.H)
					}
					for seat := range kk.MaxSeats {
						tx, ty := g.tokenPoint(sp, seat)
						ty -= tokenSway(r)
						rad := tokenRadius(r)
						if ty-rad < row.Bottom() && tx+rad > row.X && tx-rad < row.Right() {
							t.Errorf("%vx%v, %d seats, %s: seat %d's token reaches %.1f px up into the stakes",
								size[0], size[1], seats, kk.Track()[sp].ID, seat, row.Bottom()-(ty-rad))
						}
					}
				}
			}
		}
	}
}

// A business's band keeps its code and the word "fee" before its fee,
// legibly and apart, and a Cash marker's amount, three
// digits too, fits inside the marker and the marker inside its cell, on a
// phone, a tablet either way up and a desktop (play-test: "S3 (70) 15"
// left the 15 unexplained, and "110" spilled past the coin).
func TestABusinessSaysItsFeeInWordsAndItsCashFitsItsMarker(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1}
	fits := func(where string, rad float64, cash int, cell sprites.Rect, x float64) {
		t.Helper()
		hw := chipHalf(cv, rad, cash)
		size := chipTextSize(cv, rad, cash)
		w := cv.TextWidth(fmt.Sprint(cash), size, sprites.Bold)
		if size < 8 || w > 2*(hw-rad*0.18)-1 {
			t.Errorf("%s: the amount %d is %.1f px wide at %.1f px in a marker %.1f px wide inside", where, cash, w, size, 2*(hw-rad*0.18))
		}
		if x-hw < cell.X || x+hw > cell.Right() {
			t.Errorf("%s: the marker of %d reaches out of its cell (%.1f to %.1f, cell %.1f to %.1f)", where, cash, x-hw, x+hw, cell.X, cell.Right())
		}
	}
	for _, size := range [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}} {
		for _, seats := range []int{2, 5} {
			c := &ui.Context{W: size[0], H: size[1]}
			g := newRing(table.Arrange(c, table.Spec{Seats: seats, Controls: 52, PortraitControls: 48}).Board)
			for sp, space := range kk.Track() {
				r := g.spaceRect(sp)
				for _, cash := range []int{0, 5, 70, 110, 125, 995} {
					where := fmt.Sprintf("%vx%v, %d seats, %s, cash %d", size[0], size[1], seats, space.ID, cash)
					if space.Kind == kk.AuthoritySpace {
						x, _, rad := authorityChip(r)
						fits(where, rad, cash, r, x)
						continue
					}
					if space.Kind != kk.BusinessSpace {
						continue
					}
					bus := kk.BusinessAt(space.Business)
					h := bandLayout(cv, r, bus.ID, bus.Fee)
					if !strings.HasPrefix(h.fee, "fee ") || h.feeSize < minFee {
						t.Errorf("%s: the fee reads %q at %.1f px", where, h.fee, h.feeSize)
					}
					if h.idSize < 9 {
						t.Errorf("%s: the code is %.1f px", where, h.idSize)
					}
					if feeX, left := h.feeRight-h.feeW, r.X+5+h.idW; feeX < left+2 {
						t.Errorf("%s: %q overlaps the code by %.1f px", where, h.fee, left+2-feeX)
					}
					if cash > 0 {
						x, _, rad := businessCoin(r, cash)
						fits(where, rad, cash, r, x)
					}
				}
			}
		}
	}
}

// An amount of money flying ends on the Cash marker it goes to, not on the
// words above it, and stays whole on the screen on its way, from a marker
// in the top row or at the screen's right edge too (play-test: a "10"
// rested on "fee 10", a "40" was cut at a phone's top edge).
func TestAFlyingAmountEndsOnItsMarkerAndStaysOnScreen(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1, W: 390, H: 844}
	for _, f := range []floater{
		{text: "40", x0: 200, y0: 600, x1: 120, y1: 14, dur: 40},
		{text: "125", x0: 60, y0: 600, x1: 384, y1: 300, dur: 40},
		{text: "20", x0: 370, y0: 16, x1: 100, y1: 700, dur: 40},
	} {
		s := &Scene{floaters: []floater{f}}
		for age := range f.dur {
			s.floaters[0].age = age
			a := s.amounts(cv)[0]
			if a.box.X < 0 || a.box.Y < 0 || a.box.Right() > cv.W || a.box.Bottom() > cv.H {
				t.Errorf("%s at %d of %d ticks is drawn at %v, off the %vx%v screen", f.text, age, f.dur, a.box, cv.W, cv.H)
			}
		}
		end := f
		end.age = f.dur - 1
		s.floaters[0] = end
		x, y := s.amounts(&sprites.Canvas{Scale: 1, W: 2000, H: 2000})[0].x, s.amounts(&sprites.Canvas{Scale: 1, W: 2000, H: 2000})[0].y
		if d := math.Hypot(x-f.x1, y-f.y1); d > 3 {
			t.Errorf("%s ends %.1f px from the marker it goes to, at %.0f,%.0f", f.text, d, x, y)
		}
	}
}

// The mark of a lit stake stays under the business's name, whatever room
// the name takes, on a phone, a tablet and a desktop (play-test: the
// yellow bars over the stakes ran through the names).
func TestALitStakesMarkCrossesNoName(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}} {
		c := &ui.Context{W: size[0], H: size[1]}
		g := newRing(table.Arrange(c, table.Spec{Seats: 5, Controls: 52, PortraitControls: 48}).Board)
		for sp, space := range kk.Track() {
			if space.Kind != kk.BusinessSpace {
				continue
			}
			r := g.spaceRect(sp)
			bus := kk.BusinessAt(space.Business)
			cv := &sprites.Canvas{Scale: 1}
			for _, cash := range []int{0, 15, 125} {
				h := bandLayout(cv, r, bus.ID, bus.Fee)
				texts := []sprites.Rect{sprites.R(h.feeRight-h.feeW, r.Y+r.H*0.15-h.feeSize*0.4, h.feeW, h.feeSize*0.8)}
				if h.idSize > 0 {
					texts = append(texts, sprites.R(r.X+5, r.Y+r.H*0.15-h.idSize*0.4, h.idW, h.idSize*0.8))
				}
				for _, bar := range spaceLit(r) {
					for _, tx := range texts {
						if bar.X < tx.Right() && tx.X < bar.Right() && bar.Y < tx.Bottom() && tx.Y < bar.Bottom() {
							t.Errorf("%vx%v, %s, cash %d: the lit space's frame %v crosses the band's text at %v", size[0], size[1], space.ID, cash, bar, tx)
						}
					}
				}
			}
			band := r.Y + r.H*0.3 + 2
			for _, nameBottom := range []float64{band, band + min(r.H*0.14, 15)*1.2} {
				for _, slot := range stakeRow(r, nameBottom).SplitH(3, 2) {
					for _, bar := range stakeLit(slot) {
						if bar.Y < nameBottom {
							t.Errorf("%vx%v, %s: a lit stake's mark reaches %.1f px up into the name", size[0], size[1], space.ID, nameBottom-bar.Y)
						}
						if bar.Bottom() > r.Bottom() {
							t.Errorf("%vx%v, %s: a lit stake's mark reaches out of its cell", size[0], size[1], space.ID)
						}
					}
				}
			}
		}
	}
}
