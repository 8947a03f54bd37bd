package kiezkoenig

import (
	"testing"

	"quartet/lang"
)

// French says 0 in the singular: the word under a seat's money follows
// the sum (play-test: "0 kiezdollars"), and English keeps its heading.
func TestTheKiezdollarsUnderASumAgreeWithIt(t *testing.T) {
	defer lang.Use(lang.Current())
	for _, c := range []struct {
		l    lang.Language
		n    int
		want string
	}{
		{lang.French, 0, "kiezdollar"}, {lang.French, 40, "kiezdollars"},
		{lang.English, 0, "kiezdollars"}, {lang.English, 40, "kiezdollars"},
	} {
		lang.Use(c.l)
		if got := moneyLabel(c.n); got != c.want {
			t.Errorf("%s, %d: %q, want %q", c.l, c.n, got, c.want)
		}
	}
}
