package desk

import (
	"testing"

	ct "quartet/rules/chinatown"
	"quartet/sprites"
)

func TestACounterOfferWithdrawnLosesItsBubbleAtOnce(t *testing.T) {
	// Play-test: Gold's counter-offer stood in its bubble, "I ask
	// $50,000", after Gold had withdrawn it; the card under it was Blue's.
	g := builtTrading(t, 1)
	mv, err := ct.ParseMove("P2 propose P2>P1 $1000")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(mv); err != nil {
		t.Fatal(err)
	}
	deals := g.Deals()
	id := deals[len(deals)-1].ID
	dk := New(Table{Game: func() *ct.Game { return g }, Me: func() int { return 0 }})
	dk.answers = []Answer{{Seat: 1, Deal: id, Kind: Countered, Reason: "I ask $50,000."}}
	dk.answerT = answerTicks
	v := sprites.R(0, 0, 390, 400)
	if n := len(dk.Bubbles(v)); n != 1 {
		t.Fatalf("a counter-offer waiting for the person shows %d bubbles", n)
	}
	if _, err := g.Apply(ct.WithdrawMove(1, id)); err != nil {
		t.Fatal(err)
	}
	if b := dk.Bubbles(v); len(b) != 0 {
		t.Fatalf("the withdrawn counter-offer still stands in its bubble: %q", b[0].Answer.Reason)
	}
}
