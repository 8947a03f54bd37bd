package ui

import (
	"math"
	"quartet/sprites"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Gesture thresholds. A finger drifts a little even when it means to tap, so
// taps tolerate some movement; long-press needs a still hold.
const (
	tapSlop        = 12 // logical px a tap may move
	longPressTicks = 30 // half a second at 60 ticks per second
)

// Pointer turns the mouse and the first finger on a touch screen into one
// pointer with taps, drags and long-presses. In browsers a touch never arrives
// as a mouse click, and on desktops there are no touches, so every scene reads
// this and never the devices themselves.
type Pointer struct {
	X, Y float64 // current position, logical px
	Down bool    // pressed now

	Pressed   bool // went down this tick
	Released  bool // went up this tick
	Tap       bool // released this tick after a short, still press
	LongPress bool // held still long enough this tick (fires once)
	Dragging  bool // moved beyond the tap slop while down
	// HeldTicks is how many ticks the last press lasted, set on release:
	// a browser test reads it to tell a tap from a press held into a long
	// press on a loaded machine.
	HeldTicks int

	StartX, StartY float64 // where the press began
	Touch          bool    // the last input came from a finger

	held  int
	moved bool
	// lifted: no press since the last release, and the pointer has not
	// moved since; a widget under it then shows no hover look.
	lifted    bool
	longFired bool
	touchID   ebiten.TouchID
	touching  bool

	injected bool
	inject   struct {
		x, y float64
		down bool
	}
	touchIDs []ebiten.TouchID
	lastMX   int
	lastMY   int
}

// Inject drives the pointer by hand for tests: the next Update reads this
// position and button state instead of the devices.
func (p *Pointer) Inject(x, y float64, down bool) {
	p.injected = true
	p.inject.x, p.inject.y, p.inject.down = x, y, down
}

// Update reads the devices; scale converts device pixels to logical ones.
func (p *Pointer) Update(scale float64) {
	wasDown := p.Down
	x, y, down := p.read(scale)
	if !p.injected {
		quickTapTick()
	}
	if p.lifted && (x != p.X || y != p.Y) {
		p.lifted = false
	}
	p.X, p.Y = x, y
	p.Down = down
	p.Pressed = down && !wasDown
	p.Released = !down && wasDown
	p.Tap, p.LongPress = false, false
	if p.Pressed {
		p.StartX, p.StartY = x, y
		p.held, p.moved, p.longFired, p.Dragging = 0, false, false, false
	}
	if down {
		p.held++
		if math.Hypot(x-p.StartX, y-p.StartY) > tapSlop {
			p.moved = true
			p.Dragging = true
		}
		if !p.moved && !p.longFired && p.held >= longPressTicks {
			p.LongPress, p.longFired = true, true
		}
	}
	if p.Released {
		p.lifted = true
		p.HeldTicks = p.held
		p.Tap = !p.moved && !p.longFired
		p.Dragging = false
	}
}

func (p *Pointer) read(scale float64) (x, y float64, down bool) {
	if p.injected {
		return p.inject.x, p.inject.y, p.inject.down
	}
	// A finger already down keeps the pointer until it lifts; other fingers
	// are ignored, as a second finger on a board game is usually a palm.
	if p.touching {
		if inpututil.IsTouchJustReleased(p.touchID) {
			p.touching = false
			return p.X, p.Y, false
		}
		tx, ty := ebiten.TouchPosition(p.touchID)
		return float64(tx) / scale, float64(ty) / scale, true
	}
	p.touchIDs = inpututil.AppendJustPressedTouchIDs(p.touchIDs[:0])
	if len(p.touchIDs) > 0 {
		p.touchID, p.touching, p.Touch = p.touchIDs[0], true, true
		tx, ty := ebiten.TouchPosition(p.touchID)
		return float64(tx) / scale, float64(ty) / scale, true
	}
	// The mouse takes over when it clicks or moves; until then a touch
	// device's cursor position may be stale (ebiten#3087) and is ignored.
	mx, my := ebiten.CursorPosition()
	moved := mx != p.lastMX || my != p.lastMY
	p.lastMX, p.lastMY = mx, my
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || moved {
		p.Touch = false
	}
	if p.Touch {
		return p.X, p.Y, false
	}
	return float64(mx) / scale, float64(my) / scale, ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
}

// HeldIsTap makes a still press let go this tick a tap however long it was
// held, for a scene without any long-press action: there a press held past
// the long-press time would otherwise act on nothing and say nothing. A
// slow frame (a phone busy drawing a new year, a computer thinking) counts
// many ticks for one short touch, and some people simply press slowly.
func (p *Pointer) HeldIsTap() {
	if p.Released && !p.moved {
		p.Tap = true
	}
}

// Take marks this tick's tap as used: a dialog's button that acts on it,
// and by doing so uncovers the table, keeps the table from acting on the
// same tap (play-test: "See board" also opened the seat card under it).
func (p *Pointer) Take() { p.Tap = false }

// Hover reports whether a mouse pointer rests over r: never for touch, and
// not after a tap until the pointer moves again. A finger that lifts leaves
// the pointer where it was, and a browser may follow a touch with mouse
// events at the same spot: the button tapped kept its hover tint
// (play-test, by touch).
func (p *Pointer) Hover(r sprites.Rect) bool {
	return !p.Touch && !p.lifted && r.Contains(p.X, p.Y)
}

// TapIn reports a tap inside r this tick.
func (p *Pointer) TapIn(r sprites.Rect) bool {
	return p.Tap && r.Contains(p.X, p.Y) && r.Contains(p.StartX, p.StartY)
}

// PressIn reports whether the pointer is held down inside r, for pressed looks.
func (p *Pointer) PressIn(r sprites.Rect) bool {
	return p.Down && !p.moved && r.Contains(p.X, p.Y)
}
