package table

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// speak runs the test in l, and fails it on any word shown in English for
// want of a translation.
func speak(t *testing.T, l lang.Language) {
	t.Helper()
	lang.Missing()
	lang.Use(l)
	t.Cleanup(func() {
		lang.Use(lang.English)
		if m := lang.Missing(); len(m) > 0 {
			t.Errorf("words shown in English: %q", m)
		}
	})
}

// A computer player is named with its level in the player's language, the
// person at the device is "Du" / "Vous", a seat named after its colour is
// "Rot" / "Rouge" (play-test: "Red (du)" in the log and on the end screen),
// and the rules' numbered seats become names in German and French
// sentences too.
func TestSeatsAreCalledInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct {
		l                        lang.Language
		you, jade, red, refusal  string
		refused, words, wantWord string
	}{
		{lang.German, "Du", "Jade (leicht)", "Rot (du)", "Jade (leicht) kann in diesem Handel 5.000 $ nicht bezahlen.",
			"Spieler 2 kann in diesem Handel 5.000 $ nicht bezahlen.", "Player 2 places a block", "Jade (leicht) places a block"},
		{lang.French, "Vous", "Jade (facile)", "Rouge (vous)", "C'est à Jade (facile) de construire ses commerces.",
			"C'est au joueur 2 de construire ses commerces.", "Player 1 passes", "Rouge (vous) passes"},
	} {
		t.Run(string(c.l), func(t *testing.T) {
			speak(t, c.l)
			n := Names{T: newTable(t, "hongkong", "human", "easy"), Palette: sprites.StandardPalette}
			if n.Name(0) != c.you || !n.IsYou(0) || n.IsYou(1) {
				t.Errorf("the person is %q (IsYou %v, %v)", n.Name(0), n.IsYou(0), n.IsYou(1))
			}
			if n.Name(1) != c.jade || n.Called(0) != c.red {
				t.Errorf("the seats are called %q and %q", n.Called(0), n.Name(1))
			}
			if got := n.Refusal(c.refused); got != c.refusal {
				t.Errorf("the refusal reads %q, want %q", got, c.refusal)
			}
			if got := n.Words(c.words); got != c.wantWord {
				t.Errorf("the event reads %q, want %q", got, c.wantWord)
			}
		})
	}
}

// A name a player typed is theirs, in every language: only the palette's
// colour names are translated.
func TestAChosenNameIsNotTranslated(t *testing.T) {
	speak(t, lang.German)
	rec := &record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Name: "Red", Level: "human"}, {Level: "human"}}}
	tb, err := play.New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	n := Names{T: tb, Palette: sprites.StandardPalette}
	if n.Name(0) != "Red" || n.Name(1) != "Jade" || rec.Seats[1].Name != "" {
		t.Fatalf("names: %q, %q; the record's second name %q", n.Name(0), n.Name(1), rec.Seats[1].Name)
	}
}

// The end's headline and the line's words are the language's, and a
// refusal of the rules is said in it.
func TestTheChromeSaysItsLinesInThePlayersLanguage(t *testing.T) {
	refusal := rules.Refuse(nil, (&rules.Phrase{Code: "hongkong.none-left", English: "You have no %s left."}).With("roofs"))
	for _, c := range []struct {
		l                   lang.Language
		over, lose, refused string
	}{
		{lang.German, "Spiel vorbei.", "Verloren: Jade (leicht) gewinnt", "Du hast keine roofs mehr."},
		{lang.French, "Partie terminée.", "Perdu\u00a0: Jade (facile) gagne", "Il ne vous reste plus de roofs."},
	} {
		t.Run(string(c.l), func(t *testing.T) {
			speak(t, c.l)
			ch, ctx := newChrome(t, "hongkong", "human", "easy")
			ch.Refuse(ctx, refusal)
			if text, bad := ch.message(); !bad || text != c.refused {
				t.Errorf("the refusal reads %q (bad %v), want %q", text, bad, c.refused)
			}
			ch.Msg.Clear()
			for !ch.T.Over() {
				if _, err := ch.T.SubmitAs(ch.T.Game.ToMove(), ch.T.Game.LegalMoves()[0]); err != nil {
					t.Fatal(err)
				}
			}
			if text, _ := ch.line(); text != c.over {
				t.Errorf("the line says %q, want %q", text, c.over)
			}
			if w := ch.T.Game.Outcome().Winner; w == 1 && ch.Headline() != c.lose {
				t.Errorf("the headline reads %q, want %q", ch.Headline(), c.lose)
			}
		})
	}
}

// A seat card keeps its state as the English key the titles compare
// (ToPlayState, Thinking) and writes it in the player's language: the card
// drawn in German is the card drawn with the German words.
func TestASeatCardWritesItsStateInThePlayersLanguage(t *testing.T) {
	scenetest.NeedGraphics(t)
	img := ebiten.NewImage(400, 200)
	defer img.Deallocate()
	cv := &sprites.Canvas{Img: img, Scale: 1, W: 400, H: 200}
	r := sprites.R(10, 10, 300, 120)
	for _, c := range []struct {
		l       lang.Language
		state   string
		written string
	}{{lang.German, ToPlayState, "am Zug"}, {lang.French, Thinking, "réfléchit…"}} {
		speak(t, c.l)
		keyed := cardPixels(img, cv, r, SeatCard{Name: "Jade", Colour: sprites.Hex(0xD03030), State: c.state})
		lang.Use(lang.English)
		written := cardPixels(img, cv, r, SeatCard{Name: "Jade", Colour: sprites.Hex(0xD03030), State: c.written})
		english := cardPixels(img, cv, r, SeatCard{Name: "Jade", Colour: sprites.Hex(0xD03030), State: c.state})
		if !bytes.Equal(keyed, written) || bytes.Equal(keyed, english) {
			t.Errorf("%s: the card does not write %q for %q", c.l, c.written, c.state)
		}
	}
}

// The toolbar's words fit its buttons on a phone either way up and on a
// tablet, in German and French, no smaller than a seat card's name
// (minName): a phone held sideways leaves each button 66 px, where
// "Ergebnis" came out at 11 px.
func TestTheToolbarsWordsFitItsButtonsInGermanAndFrench(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1}
	for _, l := range []lang.Language{lang.German, lang.French} {
		speak(t, l)
		for _, sz := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}} {
			lay := Arrange(&ui.Context{W: sz[0], H: sz[1], Scale: 1}, Spec{Seats: 4})
			for _, b := range []struct {
				r    sprites.Rect
				word string
			}{{lay.Undo, lang.T("Undo")}, {lay.Undo, lang.T("Result")}, {lay.Hint, lang.T("Hint")}, {lay.Log, lang.T("Log")}, {lay.Menu, MenuWord()}} {
				if size := ui.ButtonLabelSize(cv, b.r, b.word); size < minName {
					t.Errorf("%s %vx%v: %q is set at %.1f px in its %.0f px button", l, sz[0], sz[1], b.word, size, b.r.W)
				}
			}
			for i, word := range []string{PlayAgain(), SeeBoard(), MenuWord()} {
				if size := ui.ButtonLabelSize(cv, lay.EndButtons[i], word); size < minName {
					t.Errorf("%s %vx%v: the end's %q is set at %.1f px", l, sz[0], sz[1], word, size)
				}
			}
		}
	}
}

// The shared words each title's scene uses are said in the language.
func TestTheSharedWordsAreSaidInThePlayersLanguage(t *testing.T) {
	speak(t, lang.French)
	got := []string{LevelName("expert"), LevelName("easy"), YourTurn(), ToPlay("Jade"), Wins("Jade"), You()}
	want := []string{"expert", "facile", "À vous", "À Jade de jouer.", "Jade gagne", "Vous"}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("got %q, want %q", got[i], want[i])
		}
	}
}

// The connection's notes, which its client writes in English, are said in
// the player's language on the message line; the server's own words stay
// as it said them.
func TestTheConnectionsNotesAreSaidInThePlayersLanguage(t *testing.T) {
	speak(t, lang.German)
	if got := netWords("Connection lost: connecting again…"); got != "Verbindung verloren: neuer Versuch…" {
		t.Errorf("a lost connection reads %q", got)
	}
	if got := netWords("The server said: room full"); got != "Der Server meldet: room full" {
		t.Errorf("the server's words read %q", got)
	}
	if got := netWords(""); got != "" {
		t.Errorf("all well reads %q", got)
	}
}
