package chinatown

import (
	"strings"
	"testing"

	"quartet/lang"
)

// Issue 27: a computer's answer at the desk gives its figures in the
// person's language, its money written that language's way, and the
// parts it is built from agree: no English word is left between them.
func TestAComputersFiguresAreSaidInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	for _, c := range []struct {
		l          lang.Language
		want, none []string
	}{
		{lang.German, []string{"Ich verlange insgesamt ", ".000\u00a0$", "Grundstück "}, []string{" I ", "lot ", "$1", " for "}},
		{lang.French, []string{"Je demande ", "\u00a0000\u00a0$", "terrain ", "\u00a0;"}, []string{" I ", "lot ", "$1", " for "}},
	} {
		lang.Use(c.l)
		g := trading(t, 3, 1)
		d := NewDraft(0)
		d.ToggleLot(g, lotOf(g, 1))
		d.AddTile(g, 0, tileOf(g, 0))
		if _, err := g.Apply(d.Move()); err != nil {
			t.Fatal(err)
		}
		a, _ := Ask(level(t, "easy"), g, 1, g.Deals()[0].ID)
		for _, w := range c.want {
			if !strings.Contains(a.Reason, w) {
				t.Errorf("%s: %q has no %q", c.l, a.Reason, w)
			}
		}
		for _, w := range c.none {
			if strings.Contains(a.Reason, w) {
				t.Errorf("%s: %q has English %q", c.l, a.Reason, w)
			}
		}
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("shown in English for want of a translation: %q", m)
	}
}
