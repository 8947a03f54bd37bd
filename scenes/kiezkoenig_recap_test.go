package scenes

import (
	"fmt"
	"regexp"
	"strings"
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

// The recap says what each computer player's throw did, "threw a 3 to Peep
// Show" (on a phone "threw a 3"), and whose Cash marker a fee went to; a
// turn that did something never reads as a bare "moved on".
func TestTheRecapSaysWhatEachThrowDidAndWhoseCashAFeeWentTo(t *testing.T) {
	rec := kiezRecord(t, 3, 7, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 16 && g.Phase() == "turn" && g.ToMove() == 1
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.waitFor("the person's turn", 6000, humanTurn)
	d.tick(2)
	s := d.state()
	threw := regexp.MustCompile(`^[^:]+: (threw a [1-6]|Super Turbo)`)
	for _, key := range []string{"recap", "recapBrief"} {
		text, _ := s[key].(string)
		if strings.Contains(text, "moved on") || !strings.Contains(text, "for your Cash") {
			t.Errorf("%s %q: a bare \"moved on\", or no word of the fee paid for the person's Cash", key, text)
		}
		for _, line := range strings.Split(text, "\n") {
			if !threw.MatchString(line) {
				t.Errorf("%s: the line %q does not begin with the throw", key, line)
			}
		}
	}
	if full, _ := s["recap"].(string); !regexp.MustCompile(`threw a [1-6] to \w`).MatchString(full) {
		t.Errorf("the recap %q never says where a throw went", full)
	}
}
