package kiezkoenig_test

import (
	"regexp"
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/scenetest"
)

// The person's own money moving without their choosing it is said on the
// message line in a short sentence, and stays to be read: a fee and whose
// Cash it went to, an authority's charge and the Corruption card with it.
// Before the prompt when the person decides again ("You paid 15 to the Tax
// Office and took a Corruption card. Throw the die again."), else held as
// the turn passes on.
func TestThePersonsFeesAndChargesAreSaidOnTheMessageLine(t *testing.T) {
	for _, tc := range []struct {
		why    string
		passes bool // the turn passes on after the throw
		said   *regexp.Regexp
	}{
		{"entrance fee", false, regexp.MustCompile(`^You paid a \d+ fee at [A-Z][\w' -]+( for [\w() ]+'s Cash)?[ .]`)},
		{"corruption", false, regexp.MustCompile(`^You paid \d+ to the [\w ]+ and took a Corruption card\.`)},
	} {
		rec := kiezRecord(t, 3, 5, func(g *kk.Game, next rules.Move) bool {
			if g.ToMove() != 0 || g.Phase() != "turn" || g.Turns() < 3 || next.(kk.Move).Kind != kk.Roll {
				return false
			}
			after := g.Clone().(*kk.Game)
			events, err := after.Apply(next)
			if err != nil || (after.ToMove() != 0) != tc.passes {
				return false
			}
			for _, e := range events {
				if m, ok := e.(kk.MoneyMoved); ok && m.Why == tc.why && m.From.Kind == kk.AtPlayer && m.From.Index == 0 && m.Amount > 0 {
					return true
				}
			}
			return false
		})
		d := resumeKiez(t, 1024, 768, rec)
		d.WaitFor("the person's throw", 3000, func(s map[string]any) bool { return scenetest.HumanTurn(s) && s["phase"] == "turn" })
		d.TapTarget("roll")
		d.WaitFor("the person's move shown", 600, func(s map[string]any) bool {
			return s["animating"] != true || s["showing"].(float64) != 0
		})
		// Whatever comes next, the line says it and holds it.
		held := 0
		for range 90 {
			if msg, _ := d.State()["message"].(string); tc.said.MatchString(msg) {
				held++
			}
			d.Update()
		}
		if held < 60 {
			t.Errorf("%s: the line said what the person paid for %d ticks (%q)", tc.why, held, d.State()["message"])
		}
	}
}

// On a phone's street the brief recap still says every fee, in short
// ("paid 30"), and the authority a throw went to, and fits five players'
// turns without cutting a phrase in two at the panel's foot.
func TestThePhoneRecapKeepsFeesAndAuthoritiesAndCutsNoPhrase(t *testing.T) {
	fee := regexp.MustCompile(`paid a (\d+) fee`)
	toAuthority := regexp.MustCompile(`threw a (\d) to the (Police|Law Courts|Tax Office)`)
	fees, visits := 0, 0
	for _, turns := range []int{8, 12, 16, 20} {
		rec := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > turns && g.Phase() == "turn" && g.ToMove() == 1
		})
		d := resumeKiez(t, 390, 844, rec)
		d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
		d.Tick(2)
		d.Draw()
		s := d.State()
		full, brief := s["recap"].(string), s["recapBrief"].(string)
		for _, m := range fee.FindAllStringSubmatch(full, -1) {
			fees++
			if !strings.Contains(brief, "paid "+m[1]) {
				t.Errorf("after turn %d: the brief recap %q leaves out a fee of %s", turns, brief, m[1])
			}
		}
		for _, m := range toAuthority.FindAllStringSubmatch(full, -1) {
			visits++
			if !strings.Contains(brief, "threw a "+m[1]+" to "+m[2]) {
				t.Errorf("after turn %d: the brief recap %q leaves out the throw to the %s", turns, brief, m[2])
			}
		}
		if s["recapShown"] != true || s["recapCut"] == true {
			t.Errorf("after turn %d: the recap is shown %v, cut %v: %q", turns, s["recapShown"], s["recapCut"], s["recapDrawn"])
		}
	}
	if fees == 0 || visits == 0 {
		t.Fatalf("no fee (%d) or no visit to an authority (%d) in the recaps", fees, visits)
	}
}

// A computer player going out of the game is said on the message line
// when it happens, with why, and the line holds it to be read.
func TestAPlayerGoingOutIsSaidOnTheMessageLine(t *testing.T) {
	outs := func(g *kk.Game, m rules.Move) bool {
		events, err := g.Clone().(*kk.Game).Apply(m)
		if err != nil {
			return false
		}
		for _, e := range events {
			if _, ok := e.(kk.PlayerOut); ok {
				return true
			}
		}
		return false
	}
	var name string
	rec := kiezRecord(t, 3, 2, func(g *kk.Game, _ rules.Move) bool {
		if g.ToMove() == 0 {
			return false
		}
		for _, m := range g.LegalMoves() {
			if !outs(g, m) {
				return false
			}
		}
		name = []string{"", "Jade", "Gold"}[g.ToMove()]
		return true
	})
	d := resumeKiez(t, 1024, 768, rec)
	said := regexp.MustCompile(`^` + name + ` \(easy\) is out of the game: \w`)
	held := 0
	for range 1200 {
		if msg, _ := d.State()["message"].(string); said.MatchString(msg) {
			held++
		} else if held > 0 {
			break
		}
		d.Update()
	}
	if held < 120 {
		t.Errorf("the line said %s went out for %d ticks", name, held)
	}
}

// The result names a player who went out of the game as out, not as one
// who merely ended at 0 of the stakes needed.
func TestTheResultSaysWhoWentOutOfTheGame(t *testing.T) {
	var last string
	out := -1
	rec := kiezRecordFor(t, 3, 7, true, func(g *kk.Game, next rules.Move) bool {
		if next.(kk.Move).Kind != kk.Buy {
			return false
		}
		after := g.Clone()
		after.Apply(next)
		for seat := range 3 {
			if g.Out(seat) && after.Outcome().Over {
				last, out = next.String(), seat
				return true
			}
		}
		return false
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.WaitFor("the person's purchase", 300, scenetest.HumanTurn)
	d.TapTarget("buy-" + strings.TrimPrefix(last, "buy "))
	d.WaitFor("the end screen", 2000, func(s map[string]any) bool { return s["endScreen"] == true })
	s := d.State()
	name := s["seatNames"].([]any)[out].(string)
	detail, _ := s["resultDetail"].(string)
	if !strings.Contains(detail, name+" out of the game") {
		t.Errorf("the result %q does not say %s went out of the game", detail, name)
	}
}
