package lang

import (
	"testing"

	"quartet/rules"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestQuartetLangChoosesTheLanguageBeforeTheLocale(t *testing.T) {
	got := FromEnv(env(map[string]string{"QUARTET_LANG": "fr", "LC_ALL": "de_DE.UTF-8", "LANG": "en_GB.UTF-8"}))
	if got != French {
		t.Fatalf("got %s", got)
	}
}

func TestTheLocaleForMessagesFollowsPOSIXOrder(t *testing.T) {
	cases := []struct {
		vars map[string]string
		want Language
	}{
		{map[string]string{"LANG": "de_AT.UTF-8"}, German},
		{map[string]string{"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, French},
		{map[string]string{"LC_ALL": "de_CH", "LC_MESSAGES": "fr_FR", "LANG": "fr_FR"}, German},
		// C and a language Quartet lacks mean English: LC_ALL=C is how a
		// person asks for untranslated output, whatever LANG says.
		{map[string]string{"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, English},
		{map[string]string{"LANG": "es_ES.UTF-8"}, English},
		{map[string]string{"QUARTET_LANG": "xx", "LANG": "fr_BE.UTF-8"}, French},
		{map[string]string{}, English},
	}
	for _, c := range cases {
		if got := FromEnv(env(c.vars)); got != c.want {
			t.Errorf("%v: got %s, want %s", c.vars, got, c.want)
		}
	}
}

func TestTheBrowsersFirstLanguageQuartetSpeaksWins(t *testing.T) {
	if got := Pick("es-ES", "fr-CA", "de"); got != French {
		t.Fatalf("got %s", got)
	}
	if got := Pick("ja", "pt-BR"); got != English {
		t.Fatalf("got %s", got)
	}
}

// phrase finds a phrase of the rules by its code.
func phrase(t *testing.T, code string) rules.Phrase {
	t.Helper()
	for _, p := range phrases(t) {
		if p.Code == code {
			return p
		}
	}
	t.Fatalf("the rules have no phrase %s", code)
	return rules.Phrase{}
}

func TestFrenchSaysZeroAndOneInTheSingularAndGermanOnlyOne(t *testing.T) {
	limit := phrase(t, "kiezkoenig.corrupt-limit")
	cases := []struct {
		l    Language
		n    int
		want string
	}{
		{French, 0, "Vous pouvez jouer de zéro à 0 carte Corruption dans ce duel."},
		{French, 1, "Vous pouvez jouer de zéro à 1 carte Corruption dans ce duel."},
		{French, 2, "Vous pouvez jouer de zéro à 2 cartes Corruption dans ce duel."},
		{German, 0, "In diesem Duell kannst du null bis 0 Korruptionskarten spielen."},
		{German, 1, "In diesem Duell kannst du null bis 1 Korruptionskarte spielen."},
	}
	for _, c := range cases {
		if got := c.l.Say(limit.With(c.n)); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.l, c.n, got, c.want)
		}
	}
}

func TestEnglishPluralsComeFromThePhraseItself(t *testing.T) {
	hold := phrase(t, "chinatown.does-not-hold")
	if got := English.Say(hold.With(2, 1, "Photo")); got != "Player 2 does not hold 1 Photo tile." {
		t.Fatal(got)
	}
	if got := English.Say(hold.With(2, 0, "Photo")); got != "Player 2 does not hold 0 Photo tiles." {
		t.Fatal(got)
	}
	// A phrase no catalogue has yet is said in English, not dropped.
	fresh := rules.Text{Phrase: &rules.Phrase{Code: "test.fresh", English: "You may play %d card.", Plural: "You may play %d cards.", CountArg: 1}, Args: []any{3}}
	if got := German.Say(fresh); got != "You may play 3 cards." {
		t.Fatal(got)
	}
}

func TestEnglishSaysEveryPhraseAsTheRulesDo(t *testing.T) {
	for _, p := range phrases(t) {
		text := p.With()
		for range verbs.FindAllString(p.English, -1) {
			text.Args = append(text.Args, 1234)
		}
		if got, want := English.Say(text), text.String(); got != want {
			t.Errorf("%s: %q, the rules say %q", p.Code, got, want)
		}
	}
}

func TestNumbersAndMoneyAreWrittenTheLanguagesWay(t *testing.T) {
	cases := []struct {
		got, want string
	}{
		{English.Number(1234567), "1,234,567"},
		{German.Number(1000), "1.000"},
		{French.Number(1000), "1\u00a0000"},
		{German.Number(999), "999"},
		{English.Dollars(12000), "$12,000"},
		{English.Dollars(-5000), "-$5,000"},
		{German.Dollars(12000), "12.000\u00a0$"},
		{French.Dollars(12000), "12\u00a0000\u00a0$"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

func TestAPhraseInsideAPhraseIsTranslatedToo(t *testing.T) {
	cannot, pay := phrase(t, "chinatown.cannot-take-place"), phrase(t, "chinatown.cannot-pay")
	why := cannot.With(3, pay.With(2, rules.Dollars(12000)))
	cases := map[Language]string{
		English: "Deal #3 cannot take place: Player 2 cannot pay $12,000 in this deal.",
		German:  "Handel Nr. 3 kann nicht stattfinden: Spieler 2 kann in diesem Handel 12.000\u00a0$ nicht bezahlen.",
		French:  "L'accord n°\u00a03 est impossible. Le joueur 2 ne peut pas payer 12\u00a0000\u00a0$ dans cet accord.",
	}
	for l, want := range cases {
		if got := l.Say(why); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
}

// French elides "de" before a name that begins with a vowel: "d'Or",
// "d'Eros-Center" (review: "passent de Or (facile)"), but not before a
// consonant or an h.
func TestFrenchElidesDeBeforeANameThatBeginsWithAVowel(t *testing.T) {
	for name, want := range map[string]string{
		"Or (facile)":  "15 passent d'Or (facile) au centre",
		"Eros-Center":  "15 passent d'Eros-Center au centre",
		"Jade (moyen)": "15 passent de Jade (moyen) au centre",
		"Hong Kong":    "15 passent de Hong Kong au centre",
	} {
		if got := French.fill("15 passent de %s au centre", []any{name}); got != want {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
	if got := German.fill("von %s de %s", []any{"Or", "Or"}); got != "von Or de Or" {
		t.Errorf("German elided: %q", got)
	}
}
