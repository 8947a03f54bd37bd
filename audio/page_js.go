//go:build js

package audio

import (
	"syscall/js"

	"github.com/ebitengine/oto/v3"
)

// playerBufferFrames is how much the device player reads ahead: 70 ms. Oto's
// audio worklet asks for 2048 frames at a time, and the Go code that refills
// the player only runs between frames on the browser's one thread, so less
// than that starves the worklet (heard as crackle).
const playerBufferFrames = 3072

// watchPage suspends the sound while the page is hidden (another tab, a
// phone's home screen) and resumes it when the page shows again, once the
// first tap or key has unlocked audio (Oto itself waits for that first
// gesture). The game loop stops in a hidden tab, but music would otherwise
// play on.
func watchPage(ctx *oto.Context, ready chan struct{}) {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return
	}
	onChange := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case <-ready:
		default:
			return nil // still locked: resuming now would be refused
		}
		if doc.Get("hidden").Bool() {
			_ = ctx.Suspend()
		} else {
			_ = ctx.Resume()
		}
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", onChange)
	// iOS Safari can leave audio "interrupted" after a call or an app
	// switch; only a user gesture may resume it, so every gesture tries.
	// Resuming a running context does nothing.
	onGesture := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case <-ready:
			if !doc.Get("hidden").Bool() {
				_ = ctx.Resume()
			}
		default:
		}
		return nil
	})
	for _, ev := range []string{"touchend", "mouseup", "keyup"} {
		doc.Call("addEventListener", ev, onGesture)
	}
}

// renderWhileWaiting: a browser's audio waits for the player's first tap;
// themes made meanwhile are ready to play at once.
var renderWhileWaiting = true
