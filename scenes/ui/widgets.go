package ui

import (
	"fmt"
	"image/color"
	"math"
	"quartet/lang"
	"quartet/sprites"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// MinTarget is the smallest side of anything a finger must hit (Apple's and
// Google's guidance: 44 logical px).
const MinTarget = 44

// Style is a button's look.
type Style int

const (
	Primary   Style = iota // gold: the main action
	Secondary              // paper
	Quiet                  // translucent, for toolbars over the table
	Danger                 // red: quitting, discarding
)

// Button registers a button and reports a tap on it.
func (c *Context) Button(id string, r sprites.Rect, label string, enabled bool) bool {
	return c.Target(id, r, label, enabled)
}

// DrawButton paints a button in its hover, pressed or disabled state.
func DrawButton(cv *sprites.Canvas, c *Context, r sprites.Rect, label string, style Style, enabled bool) {
	drawButton(cv, c, r, []string{label}, style, enabled, 0)
}

// DrawButtonCaption paints a button with a small caption under its label,
// such as why a greyed button is greyed; without a caption it is
// DrawButton. The caption is written lighter than a greyed label: it is
// there to be read.
func DrawButtonCaption(cv *sprites.Canvas, c *Context, r sprites.Rect, label, caption string, style Style, enabled bool) {
	if caption == "" {
		DrawButton(cv, c, r, label, style, enabled)
		return
	}
	small := cv.FitSize(caption, r.W-12, max(10, min(13, r.H*0.27)), sprites.Regular)
	size := min(ButtonLabelSize(cv, r, label), r.H*0.36)
	drawButton(cv, c, r, nil, style, enabled, size)
	_, fg, _ := buttonColours(style, enabled, false)
	_, ink, _ := buttonColours(style, true, false)
	dy := 0.0
	if enabled && c.Pointer.PressIn(r) {
		dy = 2
	}
	mid := r.Y + dy + (r.H-small*1.2)/2
	cv.Text(label, r.X+r.W/2, mid, size, sprites.Bold, fg, sprites.Middle, sprites.Middle)
	cv.Text(caption, r.X+r.W/2, mid+size*0.55+small*0.75, small, sprites.Regular, sprites.Alpha(ink, 0.85), sprites.Middle, sprites.Middle)
}

func drawButton(cv *sprites.Canvas, c *Context, r sprites.Rect, lines []string, style Style, enabled bool, size float64) {
	pressed := enabled && c.Pointer.PressIn(r)
	hover := enabled && c.Pointer.Hover(r)
	bg, fg, fill := buttonColours(style, enabled, hover)
	rad := min(14, r.H/2)
	dy := 0.0
	switch {
	case pressed:
		dy = 2
	case enabled || style != Quiet:
		// A greyed Quiet button lies flat: no shadow lifts it.
		cv.SoftShadow(r, rad, 6, 0.35)
	}
	body := sprites.R(r.X, r.Y+dy, r.W, r.H)
	if style == Quiet {
		cv.RoundRect(body, rad, sprites.Alpha(bg, fill))
	} else {
		cv.RoundRect(body, rad, bg)
		cv.RoundRect(sprites.R(body.X+2, body.Y+2, body.W-4, body.H/2), rad-2, sprites.Alpha(sprites.White, 0.12))
	}
	if size <= 0 && len(lines) == 1 {
		size = ButtonLabelSize(cv, r, lines[0])
	}
	lh := size * 1.12
	y := body.Y + body.H/2 - lh*float64(len(lines)-1)/2
	for i, line := range lines {
		cv.Text(line, body.X+body.W/2, y+lh*float64(i), size, sprites.Bold, fg, sprites.Middle, sprites.Middle)
	}
}

// buttonColours are a button's fill and ink, and for a Quiet one how
// opaque its fill is over the table. A greyed button fades: mixed toward
// grey, its ink dimmed; a Quiet one, dark on the dark table, fades into
// the table rather than turning a lighter grey, which read as the more
// prominent button (play-test: a greyed Undo beside Log and Menu looked
// enabled).
func buttonColours(style Style, enabled, hover bool) (bg, fg color.RGBA, fill float64) {
	fill = 0.82
	switch style {
	case Primary:
		bg, fg = sprites.Gold, sprites.Ink
	case Secondary:
		bg, fg = sprites.Paper, sprites.Ink
	case Quiet:
		bg, fg = sprites.Hex(0x1B2A33), sprites.Paper
	case Danger:
		bg, fg = sprites.Bad, sprites.Paper
	}
	if hover {
		bg = sprites.Shade(bg, 1.12)
	}
	switch {
	case !enabled && style == Quiet:
		fg, fill = sprites.Mix(fg, bg, 0.62), 0.4
	case !enabled:
		bg, fg = sprites.Mix(bg, sprites.Hex(0x808080), 0.55), sprites.Mix(fg, sprites.Hex(0x808080), 0.5)
	}
	return bg, fg, fill
}

// ButtonLabelSize is the size a button in r sets label in: as large as
// fits, up to 22.
func ButtonLabelSize(cv *sprites.Canvas, r sprites.Rect, label string) float64 {
	return cv.FitSize(label, r.W-16, min(22, r.H*0.42), sprites.Bold)
}

// DrawButtonSized paints a button with its label at size: a row of buttons
// that belong together is set in one size, the one the longest label fits.
func DrawButtonSized(cv *sprites.Canvas, c *Context, r sprites.Rect, label string, style Style, enabled bool, size float64) {
	drawButton(cv, c, r, []string{label}, style, enabled, size)
}

// ButtonLines is how a button in r sets a long label: on one line as
// ButtonLabelSize does, or, where that would set it smaller than least, on
// two lines broken where they come out most even, when that sets it
// larger. A long label on one line shrank to 8 px inside a large button.
func ButtonLines(cv *sprites.Canvas, r sprites.Rect, label string, least float64) ([]string, float64) {
	one := ButtonLabelSize(cv, r, label)
	if one >= least {
		return []string{label}, one
	}
	// Not at a no-break space: French sets one before ":", and "Super
	// Turbo / : aller où vous voulez" began its second line with the colon.
	words := strings.FieldsFunc(label, func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' })
	best, bestSize := []string{label}, one
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		most := min(20, r.H*0.36)
		size := min(cv.FitSize(a, r.W-16, most, sprites.Bold), cv.FitSize(b, r.W-16, most, sprites.Bold))
		if size > bestSize {
			best, bestSize = []string{a, b}, size
		}
	}
	return best, bestSize
}

// DrawButtonLines paints a button with its label in lines, at size (see
// ButtonLines).
func DrawButtonLines(cv *sprites.Canvas, c *Context, r sprites.Rect, lines []string, style Style, enabled bool, size float64) {
	drawButton(cv, c, r, lines, style, enabled, size)
}

// Toggle registers an on/off switch with a label; it returns the new value.
func (c *Context) Toggle(id string, r sprites.Rect, label string, on bool) bool {
	if c.Target(id, r, label, true) {
		return !on
	}
	return on
}

// DrawToggle paints a labelled switch.
func DrawToggle(cv *sprites.Canvas, r sprites.Rect, label string, on bool) {
	cv.Text(label, r.X, r.Y+r.H/2, min(20, r.H*0.42), sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	tw, th := 56.0, 30.0
	tr := sprites.R(r.Right()-tw, r.Y+(r.H-th)/2, tw, th)
	bg := sprites.Hex(0x51606A)
	if on {
		bg = sprites.Good
	}
	cv.RoundRect(tr, th/2, bg)
	kx := tr.X + th/2
	if on {
		kx = tr.Right() - th/2
	}
	cv.Circle(kx, tr.Y+th/2, th/2-3, sprites.Paper)
}

// Slider registers a horizontal 0..1 slider; dragging or tapping sets it.
func (c *Context) Slider(id string, r sprites.Rect, label string, v float64) float64 {
	c.Targets = append(c.Targets, Target{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: true})
	track := sliderTrack(r)
	p := c.Pointer
	if p.Down && track.Inset(-12).Contains(p.StartX, p.StartY) {
		return sprites.Clamp01((p.X - track.X) / track.W)
	}
	return v
}

func sliderTrack(r sprites.Rect) sprites.Rect {
	lw := min(170, r.W*0.4)
	return sprites.R(r.X+lw, r.Y+r.H/2-3, r.W-lw-56, 6)
}

// DrawSlider paints a labelled slider with its value in percent.
func DrawSlider(cv *sprites.Canvas, r sprites.Rect, label string, v float64) {
	size := min(20, r.H*0.42)
	cv.Text(label, r.X, r.Y+r.H/2, size, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	t := sliderTrack(r)
	cv.RoundRect(t, 3, sprites.Hex(0x51606A))
	cv.RoundRect(sprites.R(t.X, t.Y, t.W*v, t.H), 3, sprites.Gold)
	cv.Circle(t.X+t.W*v, t.Y+3, 12, sprites.Paper)
	// "100 %" keeps to the room "100%" had, clear of the track.
	pc := percent(v)
	cv.Text(pc, r.Right(), r.Y+r.H/2, cv.FitSize(pc, 52, size, sprites.Bold), sprites.Bold, sprites.Paper, sprites.End, sprites.Middle)
}

// percent is v as a percentage the language's way: German and French put
// a space before the sign ("80 %", review).
func percent(v float64) string { return lang.Tf("%d%%", int(math.Round(v*100))) }

// Panel paints a paper card with a soft shadow.
func Panel(cv *sprites.Canvas, r sprites.Rect) {
	cv.SoftShadow(r, 18, 14, 0.45)
	cv.RoundRect(r, 18, sprites.Paper)
}

// DarkPanel paints a translucent dark card, for overlays on the table.
func DarkPanel(cv *sprites.Canvas, r sprites.Rect) {
	cv.SoftShadow(r, 18, 14, 0.5)
	cv.RoundRect(r, 18, sprites.Alpha(sprites.Hex(0x142028), 0.94))
	cv.StrokeRoundRect(r.Inset(1), 17, 1.5, sprites.Alpha(sprites.Gold, 0.5))
}

// Spinner paints an arc turned by angle (radians): the AI is thinking. The
// arc is drawn once and turned as an image: a vector path every frame
// costs a browser that renders on the CPU a whole pass over the screen.
func Spinner(cv *sprites.Canvas, x, y, r, angle float64, col color.RGBA) {
	size := 2*r + r*0.6
	key := spinnerKey{size * cv.Scale, col}
	img, ok := spinners[key]
	if !ok {
		px := int(math.Ceil(size * cv.Scale))
		img = ebiten.NewImage(px, px)
		c := &sprites.Canvas{Img: img, Scale: cv.Scale, W: size, H: size}
		c.Arc(size/2, size/2, r, 0, math.Pi*1.3, r*0.3, col)
		spinners[key] = img
	}
	half := float64(img.Bounds().Dx()) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-half, -half)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x*cv.Scale, y*cv.Scale)
	op.Filter = ebiten.FilterLinear
	cv.Img.DrawImage(img, op)
}

type spinnerKey struct {
	px  float64
	col color.RGBA
}

var spinners = map[spinnerKey]*ebiten.Image{}

// Segmented registers a row of mutually exclusive choices and returns the
// chosen index.
func (c *Context) Segmented(id string, r sprites.Rect, labels []string, chosen int) int {
	for i, cell := range r.SplitH(len(labels), 4) {
		if c.Target(fmt.Sprintf("%s-%d", id, i), cell, labels[i], true) {
			return i
		}
	}
	return chosen
}

// DrawSegmented paints a row of choices with the chosen one lit.
func DrawSegmented(cv *sprites.Canvas, c *Context, r sprites.Rect, labels []string, chosen int) {
	cells := r.SplitH(len(labels), 4)
	// One size for the whole row: a long label shrunk beside short ones
	// at full size looks like a mistake.
	size := 18.0
	for i, cell := range cells {
		size = min(size, cv.FitSize(labels[i], cell.W-8, min(18, cell.H*0.4), sprites.Bold))
	}
	for i, cell := range cells {
		bg, fg := sprites.Alpha(sprites.Hex(0x2C3E4A), 0.9), sprites.Paper
		if i == chosen {
			bg, fg = sprites.Gold, sprites.Ink
		} else if c.Pointer.Hover(cell) {
			bg = sprites.Alpha(sprites.Hex(0x3B5262), 0.95)
		}
		cv.RoundRect(cell, min(10, cell.H/2), bg)
		cv.Text(labels[i], cell.X+cell.W/2, cell.Y+cell.H/2, size, sprites.Bold, fg, sprites.Middle, sprites.Middle)
	}
}
