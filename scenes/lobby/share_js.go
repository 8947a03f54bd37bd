//go:build js

package lobby

import (
	"syscall/js"

	"quartet/lang"
)

// newSharer is the browser's way to hand a link on: its share sheet
// (phones, tablets), else its clipboard; nil where it has neither.
func newSharer() sharer {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return nil
	}
	if nav.Get("share").Truthy() || clipboard(nav).Truthy() {
		return webSharer{}
	}
	return nil
}

func clipboard(nav js.Value) js.Value {
	if cb := nav.Get("clipboard"); cb.Truthy() && cb.Get("writeText").Truthy() {
		return cb
	}
	return js.Undefined()
}

type webSharer struct{}

func (webSharer) Share(title, text, link string, done func(string)) {
	nav := js.Global().Get("navigator")
	copyLink := func() {
		cb := clipboard(nav)
		if !cb.Truthy() {
			done(lang.T("This browser cannot copy the link: give your friends the code."))
			return
		}
		settle(cb.Call("writeText", link),
			func(js.Value) { done(lang.T("Link copied: paste it to your friends.")) },
			func(js.Value) { done(lang.T("The link could not be copied: give your friends the code.")) })
	}
	if !nav.Get("share").Truthy() {
		copyLink()
		return
	}
	data := js.Global().Get("Object").New()
	data.Set("title", title)
	data.Set("text", text)
	data.Set("url", link)
	settle(nav.Call("share", data),
		func(js.Value) { done(lang.T("Link shared.")) },
		func(err js.Value) {
			// Closing the share sheet is no failure: nothing to say.
			if err.Truthy() && err.Get("name").String() == "AbortError" {
				done("")
				return
			}
			copyLink()
		})
}

// settle runs ok or bad once promise p settles, then lets both go.
func settle(p js.Value, ok, bad func(js.Value)) {
	var then, catch js.Func
	release := func() { then.Release(); catch.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		ok(arg(args))
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		bad(arg(args))
		return nil
	})
	p.Call("then", then, catch)
}

func arg(args []js.Value) js.Value {
	if len(args) == 0 {
		return js.Undefined()
	}
	return args[0]
}
