//go:build !js

package main

import (
	"os"
	"testing"
)

// The tools' tests read English, whatever the locale of the machine that
// runs them (a developer's LANG=de_DE.UTF-8 made replay speak German);
// the tests below choose their language themselves.
func init() { os.Setenv("QUARTET_LANG", "en") }

// A record whose last move the rules refuse prints why in the language
// QUARTET_LANG names, for every title, and still exits 1.
func TestReplaySaysWhyAMoveIsRefusedInTheChosenLanguage(t *testing.T) {
	cases := []struct {
		record     string
		en, de, fr string
	}{
		{
			`{"title":"hongkong","seed":1,"moves":["B a1","B c3","B c3"]}`,
			"move 3 (B c3): To build on your opponent's block you must control a building next to it that is at least as high as this one would become (blocks count higher than roofs).\n",
			"Zug 3 (B c3): Um auf einen Block deines Gegners zu bauen, musst du daneben ein Gebäude kontrollieren, das mindestens so hoch ist, wie dieses dann würde (Blöcke zählen höher als Dächer).\n",
			"coup 3 (B c3)\u00a0: Pour poser sur une construction de votre adversaire, vous devez contrôler une construction sur une case adjacente au moins aussi haute que celle-ci le deviendrait (les blocs comptent plus haut que les toits).\n",
		},
		{
			`{"title":"hong","seed":1,"moves":["summon rotate"]}`,
			"move 1 (summon rotate): A Great Dragon is summoned only by completing the first Hong of its size.\n",
			"Zug 1 (summon rotate): Einen Großen Drachen ruft nur, wer das erste Hong seiner Größe vollendet.\n",
			"coup 1 (summon rotate)\u00a0: On n'invoque un Grand Dragon qu'en achevant le premier Hong de sa taille.\n",
		},
		{
			`{"title":"kiezkoenig","seed":1,"moves":["sell S1g"]}`,
			"move 1 (sell S1g): You may not do that now: Player 1 must throw the die for the start.\n",
			"Zug 1 (sell S1g): Das geht jetzt nicht: Spieler 1 muss für den Start würfeln.\n",
			"coup 1 (sell S1g)\u00a0: Impossible pour l'instant. Le joueur 1 doit lancer le dé pour le départ.\n",
		},
		{
			`{"title":"chinatown","seed":3,"options":{"players":3},"moves":["P1 keep 1 2 3 4 5"]}`,
			"move 1 (P1 keep 1 2 3 4 5): Building card 1 is not in your hand.\n",
			"Zug 1 (P1 keep 1 2 3 4 5): Die Baukarte 1 hast du nicht auf der Hand.\n",
			"coup 1 (P1 keep 1 2 3 4 5)\u00a0: Vous n'avez pas la carte de terrain 1 en main.\n",
		},
	}
	for _, c := range cases {
		for _, l := range []struct{ lang, want string }{{"", c.en}, {"en", c.en}, {"de", c.de}, {"fr", c.fr}} {
			t.Setenv("QUARTET_LANG", l.lang)
			t.Setenv("LC_ALL", "C") // the machine's own locale must not decide
			code, out, errs := replay(c.record)
			if code != 1 || out != "" || errs != l.want {
				t.Errorf("QUARTET_LANG=%q %s:\nexit %d, stdout %q\nstderr %q\nwant   %q", l.lang, c.record, code, out, errs, l.want)
			}
		}
	}
}

// A record that makes no game says why in the chosen language too, and
// still exits 2.
func TestReplaySaysWhyARecordMakesNoGameInTheChosenLanguage(t *testing.T) {
	cases := []struct{ record, en, de, fr string }{
		{
			`{"title":"hongkong","options":{"x":1}}`,
			"quartet replay: Hong Kong: unknown options [x]: this title has none\n",
			"quartet replay: Hong Kong: unbekannte Optionen [x]: Dieses Spiel hat keine\n",
			"quartet replay: Hong Kong\u00a0: options inconnues [x]\u00a0: ce jeu n'en a aucune\n",
		},
		{
			`{"title":"kiezkoenig","options":{"players":7}}`,
			"quartet replay: KiezKönig is for 2 to 5 players, not 7\n",
			"quartet replay: KiezKönig ist ein Spiel für 2 bis 5 Spieler, nicht 7\n",
			"quartet replay: KiezKönig se joue de 2 à 5 joueurs, pas 7\n",
		},
	}
	for _, c := range cases {
		for _, l := range []struct{ lang, want string }{{"en", c.en}, {"de", c.de}, {"fr", c.fr}} {
			t.Setenv("QUARTET_LANG", l.lang)
			if code, _, errs := replay(c.record); code != 2 || errs != l.want {
				t.Errorf("QUARTET_LANG=%s %s: exit %d, stderr %q, want %q", l.lang, c.record, code, errs, l.want)
			}
		}
	}
}
