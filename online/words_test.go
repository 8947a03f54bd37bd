package online

import (
	"encoding/json"
	"testing"

	"quartet/lang"
	"quartet/rules"
)

// Phrases of the titles, as they declare them (their variables are
// unexported): the codes are what the catalogues know.
var (
	cannotPay  = &rules.Phrase{Code: "chinatown.cannot-pay", English: "Player %d cannot pay %s in this deal."}
	doesntHold = &rules.Phrase{Code: "chinatown.does-not-hold", English: "Player %d does not hold %d %s tile.", Plural: "Player %d does not hold %d %s tiles.", CountArg: 2}
	teaHouse   = &rules.Phrase{Code: "chinatown.shop.tea", English: "Tea House"}
	noneLeft   = &rules.Phrase{Code: "hongkong.none-left", English: "You have no %s left."}
	roofs      = &rules.Phrase{Code: "hongkong.pieces.roof", English: "roofs"}
	moveWhy    = &rules.Phrase{Code: "record.move-refused", English: "move %d (%s): %s"}
)

// lot is a title's own kind of number, as a phrase may be given one.
type lot int

// A refusal crosses the wire as its phrase and arguments, and the client
// says it as the server's rules would have, in every language: each shape
// an argument takes (none, a number, a name, money, a term, a counted
// phrase, a reason inside a reason, a title's own number) comes back as
// itself, so a German player reads German numbers, money and terms, not
// the server's English.
func TestARefusalsWordsCrossTheWireIntact(t *testing.T) {
	texts := []rules.Text{
		rules.GameOver.With(),
		rules.RefereeMovedOn.With(2, 3),
		rules.BadOptions.With("players"),
		cannotPay.With(2, rules.Dollars(12000)),
		noneLeft.With(roofs.With()),
		doesntHold.With(3, 1, teaHouse.With()),
		doesntHold.With(3, 2, teaHouse.With()),
		doesntHold.With(3, 0, teaHouse.With()),
		moveWhy.With(1200, "B c3", cannotPay.With(1, rules.Dollars(-3000))),
		rules.RefereeNotYours.With(lot(2)),
	}
	for _, want := range texts {
		data, err := json.Marshal(Refused{Index: 4, Move: "x", Reason: want.String(), Why: WordsOf(want)})
		if err != nil {
			t.Fatal(err)
		}
		a, err := Decode(OpRefused, data)
		if err != nil {
			t.Fatal(err)
		}
		got := a.Refused.Text()
		for _, l := range lang.All {
			if g, w := l.Say(got), l.Say(want); g != w {
				t.Errorf("%s %s: %q after the wire, %q before (%s)", l, want.Code, g, w, data)
			}
		}
		if got.String() != a.Refused.Reason {
			t.Errorf("%s: the English %q is not the Reason %q", want.Code, got.String(), a.Refused.Reason)
		}
	}
	// The words are the catalogue's, not the English sent along.
	got := func(tx rules.Text) rules.Text { return WordsOf(tx).Text() }
	if s := lang.German.Say(got(cannotPay.With(2, rules.Dollars(12000)))); s != "Spieler 2 kann in diesem Handel 12.000\u00a0$ nicht bezahlen." {
		t.Errorf("German money: %q", s)
	}
	if s := lang.French.Say(got(doesntHold.With(3, 0, teaHouse.With()))); s != "Le joueur 3 n'a pas 0 tuile «\u00a0Salon de thé\u00a0»." {
		t.Errorf("French counting of 0 with a term: %q", s)
	}
}

// A refusal from a server older than codes has only its English: the
// client says that, and the code of a phrase this game does not know
// (a newer server's) is said in the English the server sent.
func TestARefusalWithoutAKnownCodeIsSaidInTheServersEnglish(t *testing.T) {
	var old Refused
	if err := json.Unmarshal([]byte(`{"index":1,"move":"B c3","reason":"You may not."}`), &old); err != nil {
		t.Fatal(err)
	}
	if !old.Text().IsZero() {
		t.Errorf("an old server's refusal has a phrase: %+v", old.Text())
	}
	newer := &rules.Phrase{Code: "hongkong.something-new", English: "Not %s, in %d moves."}
	text := WordsOf(newer.With("there", 2)).Text()
	if s := lang.German.Say(text); s != "Not there, in 2 moves." {
		t.Errorf("an unknown code in German: %q", s)
	}
}
