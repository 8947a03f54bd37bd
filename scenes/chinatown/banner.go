package chinatown

import (
	"fmt"
	"image/color"
	"math"
	"quartet/lang"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/chinatown/desk"
	"quartet/scenes/table"
	"quartet/sprites"
)

// banner is the year's banner, shown as a year begins, and the year's
// income summed up once it is counted: each drawn once into an image and
// copied each frame.
type banner struct {
	text   string
	ticks  int
	img    *ebiten.Image
	key    bannerKey
	sumImg *ebiten.Image
	sumKey bannerKey
}

type bannerKey struct {
	text     string
	w, scale float64
}

// show puts text up for ticks.
func (b *banner) show(text string, ticks int) { b.text, b.ticks = text, ticks }

// free lets the images go, to be drawn afresh.
func (b *banner) free() {
	for _, img := range []*ebiten.Image{b.img, b.sumImg} {
		if img != nil {
			img.Deallocate()
		}
	}
	b.img, b.sumImg, b.key, b.sumKey = nil, nil, bannerKey{}, bannerKey{}
}

// rect is where the year's banner goes: at the top of the map, over
// the street above the first row of lots where it has the room, so that no
// lot is hidden while it shows.
func (b *banner) rect(cam *camera, bar sprites.Rect) sprites.Rect {
	r := b.overMap(cam)
	// Where no room is left above the blocks (upright, the map is framed
	// at the top), it goes over the year's row, which says the year too
	// (play-test: at 768x1024 it covered the top lots).
	if _, top := cam.toScreen(0, margin-4); bar.H > 0 && r.Bottom() > top {
		return bar
	}
	return r
}

// overMap is where the banner goes in the map's view: above the blocks.
func (b *banner) overMap(cam *camera) sprites.Rect {
	v := cam.view
	w := min(v.W-20, 420)
	h := 46.0
	y := v.Y + 12
	// Where the street is narrow (four or five seat cards upright
	// leave the map less height), the banner thins to fit it.
	if _, above := cam.toScreen(0, 0); above-v.Y >= 30 {
		// Room above the map, where the map is framed whole: the
		// banner goes there, over none of it (play-test: it covered
		// Canal Street on a phone and at 768x1024).
		h = min(h, above-v.Y-4)
		y = above - h - 2
	} else if _, top := cam.toScreen(0, margin-4); top-v.Y >= 28 {
		h = min(h, top-v.Y-6)
		y = max(v.Y+2, min(y, top-h-4))
	}
	return sprites.R(v.X+(v.W-w)/2, y, w, h)
}

// draw shows the year as it begins, from an image drawn once.
func (b *banner) draw(cv *sprites.Canvas, cam *camera, bar sprites.Rect) {
	a := sprites.Clamp01(float64(b.ticks) / 30)
	r := b.rect(cam, bar)
	if k := (bannerKey{b.text, r.W*1000 + r.H, cv.Scale}); k != b.key || b.img == nil {
		b.key = k
		var bc *sprites.Canvas
		b.img, bc = redrawn(b.img, r, cv.Scale)
		br := sprites.R(0, 0, r.W, r.H)
		bc.RoundRect(br, 12, sprites.Hex(0x7A1E1E))
		bc.StrokeRoundRect(br.Inset(3), 10, 2, sprites.Gold)
		bc.Text(b.text, r.W/2, r.H/2, bc.FitSize(b.text, r.W-24, 22, sprites.Bold), sprites.Bold, sprites.Hex(0xF8E7B0), sprites.Middle, sprites.Middle)
	}
	op := imageOp(ebiten.FilterNearest)
	op.GeoM.Translate(math.Round(r.X*cv.Scale), math.Round(r.Y*cv.Scale))
	op.ColorScale.ScaleAlpha(float32(a))
	cv.Img.DrawImage(b.img, op)
}

// drawSummary shows the year's income seat by seat, from an image drawn
// once for each summary.
func (b *banner) drawSummary(cv *sprites.Canvas, sum income, view sprites.Rect, rows []incomeRow) {
	r := sum.rect(view)
	key := bannerKey{sum.text(rows), r.W*1000 + r.H, cv.Scale}
	if key != b.sumKey || b.sumImg == nil {
		b.sumKey = key
		var bc *sprites.Canvas
		b.sumImg, bc = redrawn(b.sumImg, r, cv.Scale)
		br := sprites.R(0, 0, r.W, r.H)
		bc.RoundRect(br, 14, sprites.Alpha(sprites.Hex(0x1B1B1B), 0.92))
		bc.StrokeRoundRect(br.Inset(3), 12, 2, sprites.Gold)
		title := lang.Tf("Income %s", fmt.Sprint(sum.year))
		bc.Text(title, r.W/2, 26, 22, sprites.Bold, sprites.Hex(0xF8E7B0), sprites.Middle, sprites.Middle)
		rowH := min(30, (r.H-82)/float64(max(1, sum.seats)))
		for i, row := range rows {
			y := 52 + float64(i)*rowH + rowH/2
			bc.Circle(28, y, 7, row.col)
			bc.Text(row.name, 44, y, bc.FitSize(row.name, r.W-140, 18, sprites.Regular), sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
			bc.Text(row.amount, r.W-22, y, 18, sprites.Bold, sprites.Hex(0xF6D365), sprites.End, sprites.Middle)
		}
		// No "Tap to go on": the summary goes by itself, and a hint
		// to tap read as a promise that it waits (play-test).
	}
	op := imageOp(ebiten.FilterNearest)
	op.GeoM.Translate(math.Round(r.X*cv.Scale), math.Round(r.Y*cv.Scale))
	cv.Img.DrawImage(b.sumImg, op)
}

// incomeRow is one seat's line in the income's summary.
type incomeRow struct {
	name   string
	amount string
	col    color.RGBA
}

// rows are the summary's lines: "You +$40k", in seat order, you being
// the one person against the computer (-1 for none).
func (sum income) rows(names table.Names, you int) []incomeRow {
	rows := make([]incomeRow, 0, sum.seats)
	for seat := range sum.seats {
		name := desk.ShortName(names.Called(seat))
		if seat == you {
			name = lang.T("You")
		}
		amount := "+" + desk.Short(sum.amounts[seat])
		if sum.amounts[seat] == 0 {
			amount = "+" + lang.Dollars(0)
		}
		rows = append(rows, incomeRow{name: name, amount: amount, col: names.Colour(seat)})
	}
	return rows
}

// text is the summary in one line, for the test hook.
func (sum income) text(rows []incomeRow) string {
	var parts []string
	for _, r := range rows {
		parts = append(parts, r.name+" "+r.amount)
	}
	return fmt.Sprintf("Income %d: %s", sum.year, strings.Join(parts, ", "))
}

// rect is where the summary goes: in the middle of the map, in view.
func (sum income) rect(v sprites.Rect) sprites.Rect {
	w := min(v.W-24, 340)
	h := min(v.H-16, 52+float64(sum.seats)*30+30)
	return sprites.R(v.X+(v.W-w)/2, v.Y+(v.H-h)/2, w, h)
}

// redrawn lets old go and gives a fresh image the size of r, with a canvas
// on it to paint in r's own coordinates: the banner and the summary are
// each painted once per change of what they say.
func redrawn(old *ebiten.Image, r sprites.Rect, scale float64) (*ebiten.Image, *sprites.Canvas) {
	if old != nil {
		old.Deallocate()
	}
	img := sprites.NewImage(int(math.Ceil(r.W*scale)), int(math.Ceil(r.H*scale)))
	return img, &sprites.Canvas{Img: img, Scale: scale, W: r.W, H: r.H}
}
