package scenes

import "testing"

// Every scripted state `make fps` and e2e/fps.mjs measure is reached: the
// menu, and each title idle (its person to move, nothing moving), with
// pieces moving, and with experts playing; an idle table stays idle.
func TestEveryScriptedStateIsReached(t *testing.T) {
	for _, name := range Scripts {
		t.Run(name, func(t *testing.T) {
			d := newDriver(t, 1280, 720, nil)
			if err := d.app.Script(name, nil); err != nil {
				t.Fatal(err)
			}
			reached := false
			for range 1200 {
				d.Update()
				if reached = d.app.inScriptState(); reached {
					break
				}
			}
			if !reached {
				t.Fatalf("%s: not reached in 1200 ticks", name)
			}
			if d.app.script != "idle" {
				return
			}
			for i := range 300 {
				d.Update()
				if !d.app.inScriptState() {
					t.Fatalf("%s: the table left its idle state after %d ticks", name, i+1)
				}
			}
		})
	}
}

func TestAnUnknownScriptIsRefused(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	if err := d.app.Script("hongkong/dancing", nil); err == nil {
		t.Fatal("a script no table has was accepted")
	}
}
