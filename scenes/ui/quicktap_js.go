//go:build js

package ui

import "syscall/js"

// Ebitengine in a browser reads which fingers are down once a frame, so a
// touch that starts and ends between two frames never reaches the game: on
// a busy phone (a long frame as a new year is drawn, a computer thinking)
// a quick tap is lost without a word. A touchend on the canvas that comes
// before the game has run a tick since its touchstart is held back, and
// sent again once a tick has seen the finger down.
var quickTaps struct {
	ticks     int
	started   map[int]int // touch identifier: ticks at its touchstart
	held      []js.Value
	resending bool
}

func init() {
	doc := js.Global().Get("window")
	if !doc.Truthy() || !js.Global().Get("TouchEvent").Truthy() || !canMakeTouchEvents() {
		return
	}
	quickTaps.started = map[int]int{}
	opts := map[string]any{"capture": true, "passive": false}
	onCanvas := func(e js.Value) bool {
		t := e.Get("target")
		return t.Truthy() && t.Get("tagName").String() == "CANVAS"
	}
	doc.Call("addEventListener", "touchstart", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if !onCanvas(e) {
			return nil
		}
		ts := e.Get("changedTouches")
		for i := 0; i < ts.Length(); i++ {
			quickTaps.started[ts.Call("item", i).Get("identifier").Int()] = quickTaps.ticks
		}
		return nil
	}), opts)
	doc.Call("addEventListener", "touchend", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if quickTaps.resending || !onCanvas(e) {
			return nil
		}
		ts := e.Get("changedTouches")
		unseen := false
		for i := 0; i < ts.Length(); i++ {
			if at, ok := quickTaps.started[ts.Call("item", i).Get("identifier").Int()]; ok && at == quickTaps.ticks {
				unseen = true
			}
		}
		for i := 0; i < ts.Length(); i++ {
			delete(quickTaps.started, ts.Call("item", i).Get("identifier").Int())
		}
		if unseen {
			e.Call("stopImmediatePropagation")
			e.Call("preventDefault")
			quickTaps.held = append(quickTaps.held, e)
		}
		return nil
	}), opts)
}

// quickTapTick counts a tick and sends again the touchends held back for
// it: this tick saw their fingers down, the next sees them lifted.
func quickTapTick() {
	quickTaps.ticks++
	if len(quickTaps.held) == 0 {
		return
	}
	held := quickTaps.held
	quickTaps.held = nil
	quickTaps.resending = true
	defer func() { quickTaps.resending = false }()
	from := js.Global().Get("Array").Get("from")
	for _, e := range held {
		ev := js.Global().Get("TouchEvent").New("touchend", map[string]any{
			"bubbles": true, "cancelable": true,
			"touches":        from.Invoke(e.Get("touches")),
			"targetTouches":  from.Invoke(e.Get("targetTouches")),
			"changedTouches": from.Invoke(e.Get("changedTouches")),
		})
		e.Get("target").Call("dispatchEvent", ev)
	}
}

// canMakeTouchEvents reports whether this browser lets a page make a touch
// event of its own: a touchend held back that could not be sent again would
// leave the game's finger down for good, so without it none is held back.
func canMakeTouchEvents() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	js.Global().Get("TouchEvent").New("touchend", map[string]any{
		"bubbles": true, "cancelable": true,
		"touches": []any{}, "targetTouches": []any{}, "changedTouches": []any{},
	})
	return true
}
