//go:build js

package main

import (
	"fmt"
	"syscall/js"
)

// In a browser the check reports through the page's title (a headless
// browser can print the page), and with ?unlock in the address it sends a
// synthetic key release after a second, as a player's first key would.
func report(g *game) {
	doc := js.Global().Get("document")
	ready, silent := g.eng.Ready(), g.eng.Silent()
	st := g.eng.Stats()
	doc.Set("title", fmt.Sprintf("tick=%d ready=%v readyAt=%d silent=%v asked=%q playing=%q mixed=%.1fs effects=%d rendered=%d",
		g.ticks, ready, g.ready, silent, g.eng.Music(), st.Playing, st.Mixed, st.Effects, st.Rendered))
	if g.ticks == 60 && js.Global().Get("location").Get("search").String() == "?unlock" {
		doc.Call("dispatchEvent", js.Global().Get("KeyboardEvent").New("keyup"))
	}
}
