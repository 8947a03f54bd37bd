package kiezkoenig_test

import (
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/scenetest"
)

// sentOnByTheirThrow reports that the person's throw, next, lands them on
// a business whose fee they cannot pay with nobody to sell a stake to: the
// rules send their token on to the next authority.
func sentOnByTheirThrow(g *kk.Game, next rules.Move) bool {
	if g.ToMove() != 0 || next.(kk.Move).Kind != kk.Roll || g.Phase() == "order" {
		return false
	}
	events, _ := g.Clone().(*kk.Game).Apply(next)
	for _, e := range events {
		if m, ok := e.(kk.Moved); ok && m.Seat == 0 && m.By == kk.ToAuthority {
			return true
		}
	}
	return false
}

// When the rules move the person's token on their own (no sale for an
// entrance fee: on to the next authority), the message line says why in
// the person's words, long enough to read, and the recap at their next
// decision says it again: the table moved it with no word but the log's.
func TestTheMessageLineSaysWhyTheRulesSentYourTokenOn(t *testing.T) {
	rec := kiezRecord(t, 2, 13, sentOnByTheirThrow)
	d := resumeKiez(t, 1024, 768, rec)
	d.WaitFor("the person's throw", 600, scenetest.HumanTurn)
	before := scenetest.Moves(d.State())
	d.TapTarget("roll")
	said, ticks := "", 0
	for range 3000 {
		d.Update()
		s := d.State()
		msg, _ := s["message"].(string)
		if strings.Contains(msg, "your token goes on to the Police") {
			said = msg
			ticks++
		}
		if scenetest.HumanTurn(s) && scenetest.Moves(s) > before+1 {
			break
		}
	}
	if !strings.Contains(said, "Nobody owns a stake of") || !strings.Contains(said, "next authority") {
		t.Errorf("the message line never said why the token went on to the Police: %q", said)
	}
	if ticks < 120 {
		t.Errorf("the reason was on the line for %d ticks, too short to read", ticks)
	}
	d.Tick(2)
	s := d.State()
	for _, key := range []string{"recap", "recapBrief"} {
		if text, _ := s[key].(string); !strings.Contains(text, "You: nobody to sell a stake of ") || !strings.Contains(text, ": off to the Police") {
			t.Errorf("the %s at the person's next decision says nothing of it: %q", key, text)
		}
	}
}

// When the person offers a stake for the entrance fee and the computer
// offered it will not buy, the message line says who would not buy and
// where the rules send the person's token, and the recap says it again.
func TestTheMessageLineSaysWhoWouldNotBuyYourStakeAndWhereYouGo(t *testing.T) {
	rec := kiezRecord(t, 2, 21, func(g *kk.Game, _ rules.Move) bool {
		return g.ToMove() == 0 && g.Phase() == "sell"
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.WaitFor("the person's sale", 600, scenetest.HumanTurn)
	sell := ""
	for _, id := range choiceIDs(d.State()) {
		if strings.HasPrefix(id, "sell-") && sell == "" {
			sell = id
		}
	}
	d.TapTarget(sell)
	said := ""
	for range 3000 {
		d.Update()
		s := d.State()
		if msg, _ := s["message"].(string); strings.Contains(msg, "would not buy your") {
			said = msg
		}
		if scenetest.HumanTurn(s) {
			break
		}
	}
	if !strings.Contains(said, "Jade (easy) would not buy your ") || !strings.Contains(said, "so your token goes on to the Law Courts") {
		t.Errorf("the message line never said who would not buy and where the token went: %q", said)
	}
	d.Tick(2)
	recap, _ := d.State()["recap"].(string)
	if !strings.Contains(recap, "Jade (easy): would not buy your ") || !strings.Contains(recap, "You: no sale: off to the Law Courts") {
		t.Errorf("the recap says %q", recap)
	}
}
