package kiezkoenig

import (
	"fmt"
	"math"
	"testing"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// No token standing on a business or an authority covers its Cash
// marker, for any of the five seats, on a phone's board, a tablet's either
// way up and a desktop's, whatever room the business's name takes above
// the stakes.
func TestNoTokenCoversACashMarker(t *testing.T) {
	for _, board := range []ui.Rect{ui.R(8, 8, 374, 530), ui.R(16, 16, 736, 650), ui.R(16, 16, 636, 736), ui.R(16, 16, 1400, 1040)} {
		g := newRing(board)
		for sp := range kk.TrackLen() {
			r := g.spaceRect(sp)
			var chips [][3]float64
			switch kk.Track()[sp].Kind {
			case kk.AuthoritySpace:
				x, y, rad := authorityChip(r)
				chips = append(chips, [3]float64{x, y, rad})
			case kk.BusinessSpace:
				if r.W < 90 {
					// A phone's cell: in the band, after the code.
					x, y, rad := bandChip(r, r.W*0.22)
					chips = append(chips, [3]float64{x, y, rad})
					continue
				}
				// From no name line to the tallest one.
				band := r.Y + r.H*0.3 + 2
				for _, y := range []float64{band, band + min(r.H*0.17, 15)*1.2} {
					small := r.W < 90
					rowH := r.Bottom() - y - tokenRadius(r)*1.6
					if small {
						rowH = r.Bottom() - y - tokenRadius(r)*1.2
					}
					x, cy, rad := businessChip(r, ui.R(r.X+3, y+1, r.W-6, rowH))
					chips = append(chips, [3]float64{x, cy, rad})
				}
			}
			for _, c := range chips {
				for seat := range kk.MaxSeats {
					tx, ty := tokenSpot(r, seat)
					if d := math.Hypot(tx-c[0], ty-c[1]); d < tokenRadius(r)+c[2] {
						t.Errorf("board %v, %s: seat %d's token covers the Cash marker (%.1f apart, radii %.1f and %.1f)",
							fmt.Sprint(board.W, "x", board.H), kk.Track()[sp].ID, seat, d, tokenRadius(r), c[2])
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
	cv := &ui.Canvas{Scale: 1}
	// The rules page's figure on a 390 px phone: 330 px inside, the cell
	// 138 px of it.
	for _, room := range []float64{176, 240, 400} {
		lines, size := businessLegend(cv, room)
		if size < 11.5 {
			t.Errorf("in %v px the legend is written at %.1f px", room, size)
		}
		for _, l := range lines {
			if w := cv.TextWidth(l, size, ui.Regular); w > room+0.5 {
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
						tx, ty := tokenSpot(r, seat)
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
