package ui

import (
	"testing"

	"quartet/sprites"
)

// press holds the pointer down at one place for ticks and lets go.
func press(p *Pointer, ticks int) {
	p.Inject(10, 10, true)
	for range ticks {
		p.Update(1)
	}
	p.Inject(10, 10, false)
	p.Update(1)
}

func TestAShortPressIsATapAndSaysHowLongItWasHeld(t *testing.T) {
	var p Pointer
	press(&p, 5)
	if !p.Tap || p.HeldTicks != 5 {
		t.Fatalf("a 5-tick press: tap %v, held %d ticks", p.Tap, p.HeldTicks)
	}
}

func TestAPressHeldHalfASecondIsALongPressNotATap(t *testing.T) {
	var p Pointer
	press(&p, longPressTicks+1)
	if p.Tap || p.HeldTicks != longPressTicks+1 {
		t.Fatalf("a %d-tick press: tap %v, held %d ticks", longPressTicks+1, p.Tap, p.HeldTicks)
	}
}

func TestAPressHeldLongIsATapWhereTheSceneHasNoLongPress(t *testing.T) {
	var p Pointer
	press(&p, 3*longPressTicks)
	p.HeldIsTap()
	if !p.Tap {
		t.Fatalf("a still %d-tick press in a scene without long presses is no tap", 3*longPressTicks)
	}
	p.Inject(10, 10, true)
	p.Update(1)
	p.Inject(40, 10, true)
	p.Update(1)
	p.Inject(40, 10, false)
	p.Update(1)
	p.HeldIsTap()
	if p.Tap {
		t.Fatal("a drag became a tap")
	}
}

// A button tapped keeps no hover look once the finger lifts: only a
// pointer that moves over it again, a mouse, lights it.
func TestATappedButtonKeepsNoHoverLook(t *testing.T) {
	p := &Pointer{}
	r := sprites.R(0, 0, 100, 44)
	p.Inject(50, 20, false)
	p.Update(1)
	if !p.Hover(r) {
		t.Fatal("a mouse resting over the button does not light it")
	}
	press(p, 3)
	if p.Hover(r) {
		t.Fatal("the button keeps its hover look after the tap")
	}
	p.Inject(52, 21, false)
	p.Update(1)
	if !p.Hover(r) {
		t.Fatal("a mouse moving over the button again does not light it")
	}
}
