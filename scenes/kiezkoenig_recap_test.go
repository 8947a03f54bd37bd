package scenes

import (
	"fmt"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// "Throw the die" stands where it stood while the recap was shown when the
// person's tap puts the recap away: a button that jumps under the finger
// loses the next tap. On a phone and a tablet.
func TestThrowTheDieStaysPutWhenTheRecapGoes(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
		rec := kiezRecord(t, 3, 5, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > 3 && g.Phase() == "turn" && g.ToMove() == 1
		})
		where := fmt.Sprintf("%vx%v", size[0], size[1])
		d := resumeKiez(t, size[0], size[1], rec)
		d.waitFor("the person's turn", 6000, humanTurn)
		d.tick(2)
		if s := d.state(); s["recap"] == "" || s["recapShown"] != true {
			t.Fatalf("%s: no recap to put away (%q)", where, s["recap"])
		}
		with := d.target("roll")
		d.tap(5, 5)
		d.tick(1)
		if r := d.state()["recap"]; r != "" {
			t.Fatalf("%s: the recap %q stays after a tap", where, r)
		}
		without := d.target("roll")
		if with.X != without.X || with.Y != without.Y || with.W != without.W || with.H != without.H {
			t.Errorf("%s: Throw the die moved from %v to %v when the recap went", where, with, without)
		}
	}
}
