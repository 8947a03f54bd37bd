package scenes

import (
	"strings"
	"testing"

	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// failing is a scene with a bug: it panics while updating or drawing.
type failing struct{ inDraw bool }

func (f *failing) Update(*ui.Context) error {
	if !f.inDraw {
		panic("index out of range [7] with length 7")
	}
	return nil
}

func (f *failing) Draw(*sprites.Canvas, *ui.Context) {
	if f.inDraw {
		panic("nil map")
	}
}

// A bug in a table must never freeze the game: in a browser a Go panic ends
// the program and leaves a dead page. The player is taken to the menu and
// told what went wrong; the saved game stays there to resume.
func TestASceneThatPanicsLeavesForTheMenuWithTheReason(t *testing.T) {
	for _, tc := range []struct {
		name   string
		inDraw bool
		reason string
	}{{"updating", false, "index out of range"}, {"drawing", true, "nil map"}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDriver(t, 1024, 768, nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			d.app.m.current, d.app.m.next, d.app.m.t = &failing{inDraw: tc.inDraw}, nil, 0
			d.Tick(1) // a panic while updating
			d.Tick(1) // or while drawing, acted on in the next update
			s := d.State()
			if s["scene"] != "menu" {
				t.Fatalf("after a panic while %s the scene is %v, not the menu", tc.name, s["scene"])
			}
			if n, _ := s["notice"].(string); !strings.Contains(n, tc.reason) || !strings.Contains(n, "Resume") {
				t.Fatalf("the menu says %q, not what went wrong", n)
			}
		})
	}
}
