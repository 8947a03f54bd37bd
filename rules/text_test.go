package rules

import (
	"errors"
	"testing"
)

type move string

func (m move) String() string { return string(m) }

var (
	testTiles = &Phrase{Code: "test.tiles", English: "Player %d holds %d tile.", Plural: "Player %d holds %d tiles.", CountArg: 2}
	testWhy   = &Phrase{Code: "test.why", English: "Not now: %s"}
)

func TestARefusalCarriesItsPhraseAndItsEnglish(t *testing.T) {
	why := testWhy.With(testTiles.With(2, 3))
	err := Refuse(move("B c3"), why)
	var illegal *IllegalMove
	if !errors.As(err, &illegal) {
		t.Fatalf("%T", err)
	}
	if illegal.Move != "B c3" || illegal.Reason != "Not now: Player 2 holds 3 tiles." || err.Error() != illegal.Reason {
		t.Fatalf("%+v", illegal)
	}
	if illegal.Why.Code != "test.why" || illegal.Why.Args[0].(Text).Code != "test.tiles" {
		t.Fatalf("the phrase is lost: %+v", illegal.Why)
	}
}

func TestACountingPhraseTakesItsEnglishFormFromTheNumber(t *testing.T) {
	for n, want := range map[int]string{0: "Player 1 holds 0 tiles.", 1: "Player 1 holds 1 tile.", 5: "Player 1 holds 5 tiles."} {
		if got := testTiles.With(1, n).String(); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}

func TestDollarsAreWrittenInEnglishWithCommas(t *testing.T) {
	for n, want := range map[Dollars]string{0: "$0", 999: "$999", 12000: "$12,000", -1500000: "-$1,500,000"} {
		if got := n.String(); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}
