//go:build !js

// Natively a test can hold a word as a phone's keyboard does while composing
// it (ui.TextEntry.Compose); in the browser only the keyboard can.

package lobby

import (
	"testing"

	"quartet/internal/store"
	"quartet/scenes/ui"
)

// On a phone or tablet the keyboard holds the word being typed as not yet
// committed: Join looks ready as soon as the code the field shows is a
// room's code, as a tap on it joins then (play-test: Join greyed beside a
// whole code).
func TestJoinLooksReadyOnceTheFieldShowsARoomCode(t *testing.T) {
	p := page("", store.Memory{})
	c := &ui.Context{W: 1024, H: 768, Scale: 1, Sound: quiet{}, Pointer: &ui.Pointer{}}
	p.lay = p.layout(c)
	p.entry.Open("code", "")
	p.entry.Compose("azacj")
	tick := func() {
		c.Pointer.Update(1)
		c.BeginTick()
		if err := p.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	tick()
	if p.Describe()["joinReady"] != false {
		t.Fatalf("Join looks ready beside %q, five letters", p.entry.Shown())
	}
	p.entry.Compose("azacjy")
	tick()
	if p.Describe()["joinReady"] != true {
		t.Fatalf("Join looks greyed beside %q", p.entry.Shown())
	}
}
