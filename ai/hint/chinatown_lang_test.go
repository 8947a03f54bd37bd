package hint

import (
	"fmt"
	"strings"
	"testing"

	"quartet/lang"
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

// Issue 27: a Chinatown hint explains itself in the screens' language:
// the deal's effect on each income and the tile's, money written that
// language's way.
func TestChinatownHintSpeaksGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	var lot, from int
	g := chinatownAt(t, func(g *ct.Game) bool {
		if g.Phase() != ct.Trading || g.Round() < 2 || g.ToMove() != 0 {
			return false
		}
		for l := 1; l <= ct.Lots; l++ {
			if o := g.Owner(l); o > 0 && g.ShopAt(l) >= 0 {
				lot, from = l, o
				return true
			}
		}
		return false
	})
	m := ct.ProposeMove(0, ct.NewTerms(ct.Leg{From: from, To: 0, Lots: []int{lot}}))
	done := g.Clone().(*ct.Game)
	for _, mv := range []rules.Move{m, ct.ConfirmMove(from, 1+func() int { p, _ := g.DealCounts(); return p }())} {
		if _, err := done.Apply(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	mine := done.Income(0) - g.Income(0)
	for _, c := range []struct {
		l           lang.Language
		nudge, want string
	}{
		{lang.German, "einen Handel mit Player %d", "dieser Handel bringt deinem Einkommen %s im Jahr mehr und nimmt Player %d "},
		{lang.French, "un échange avec Player %d", "cet accord ajoute %s par an à votre revenu et retire "},
	} {
		lang.Use(c.l)
		nudge, _, why := ctExplain(g, m)
		want := fmt.Sprintf(c.want, lang.Dollars(mine), from+1)
		if c.l == lang.French {
			want = fmt.Sprintf(c.want, lang.Dollars(mine))
		}
		if nudge != fmt.Sprintf(c.nudge, from+1) || !strings.HasPrefix(why, want) {
			t.Errorf("%s: nudge %q\n%q, want it to begin\n%q", c.l, nudge, why, want)
		}
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("shown in English for want of a translation: %q", m)
	}
}
