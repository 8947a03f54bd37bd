package tabletest

import (
	"image"
	"strings"
	"testing"

	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"quartet/sprites"
)

// hintInThreeTaps: where a person is to move, the Hint button's first tap
// names an area of the board, the second shows the move (lit on the board
// where the title lays out a target under the hint's id) and the third
// says why, with a figure.
func hintInThreeTaps(t *testing.T, id string) {
	rec := computerRecord(t, id, 12)
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	rec.Seats[g.ToMove()] = record.Seat{Level: "human"}
	d := testapp.Resume(t, 1280, 720, rec)
	d.WaitFor("the person's turn", 600, scenetest.HumanTurn)
	hint := func(s map[string]any) map[string]any { return s["hintButton"].(map[string]any) }
	d.Tick(1) // the targets are those of the last tick
	if !hint(d.State())["offered"].(bool) || !d.HasTarget("hint") {
		t.Fatalf("no Hint button on the person's turn: %v", d.State())
	}
	var lines [3]string
	var move string
	var unlit *image.RGBA
	for step := 1; step <= 3; step++ {
		d.TapTarget("hint")
		// Until the hint is found the line says it is coming (from the
		// tick after the tap's).
		d.Tick(1)
		if s := d.State(); step == 1 && hint(s)["shown"].(float64) == 0 && s["message"] != "Hint: thinking…" {
			t.Errorf("the hint is being found and the line says %q", s["message"])
		}
		d.WaitFor("the hint's next step", 600, func(s map[string]any) bool { return hint(s)["shown"] == float64(step) })
		s := d.State()
		lines[step-1] = s["message"].(string)
		if step == 1 {
			unlit = d.Screen()
		}
		if step == 2 {
			move, _ = hint(s)["move"].(string)
		}
		if lit := hint(s)["lit"].(string); step == 2 && lit != "" {
			ring := d.Target(lit)
			d.Shot(id + "-hint-lit")
			if n := ringChanged(unlit, d.Screen(), sprites.R(ring.X, ring.Y, ring.W, ring.H)); n < 40 {
				t.Errorf("the hint lights %s, but only %d pixels around it changed", lit, n)
			}
		}
	}
	// The second tap shows the move; its notation, which no screen
	// teaches, is not written (play-test: "Hint: F c3 B c3").
	if move == "" || strings.Contains(lines[1], move) {
		t.Errorf("the second tap said %q of the move %q", lines[1], move)
	}
	if err := record.Play(g, move); err != nil {
		t.Errorf("the hint's move %q is not legal: %v", move, err)
	}
	if !strings.HasPrefix(lines[0], "Hint: look at ") || !strings.HasPrefix(lines[2], "Hint: ") ||
		!strings.ContainsAny(lines[2], "0123456789") || lines[2] == lines[1] {
		t.Fatalf("the three taps said %q", lines)
	}
}

// ringChanged counts the pixels of the band just around r that turned
// gold between two pictures: the ring the hint draws.
func ringChanged(before, after *image.RGBA, r sprites.Rect) int {
	n := 0
	out, in := r.Inset(-10), r.Inset(2)
	for y := int(out.Y); y < int(out.Bottom()); y++ {
		for x := int(out.X); x < int(out.Right()); x++ {
			if in.Contains(float64(x), float64(y)) {
				continue
			}
			a, b := before.RGBAAt(x, y), after.RGBAAt(x, y)
			if b != a && int(b.R) > int(b.B)+60 && b.G > 120 {
				n++
			}
		}
	}
	return n
}
