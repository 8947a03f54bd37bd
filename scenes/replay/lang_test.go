package replay_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// The shared table, its end screen and log, the replay viewer and the
// review page, each in German and French on a phone either way up and a
// tablet either way up: every word they show is translated (lang.Missing
// names any shown in English for want of one), the buttons carry the
// language's words, and a shot of each is kept to look at.

var phonesAndTablets = [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}}

// words are what each screen must say, in one language.
type words struct {
	l                                    lang.Language
	undo, log, menu, result              string
	again, board, review                 string
	level, closeLog                      string
	first, next, closeViewer, start, end string
	looking, reviewTitleWords            string
}

var german = words{
	l: lang.German, undo: "Zurück", log: "Verlauf", menu: "Menü", result: "Wertung",
	again: "Noch mal", board: "Spielplan", review: "Meine Züge ansehen",
	level: "(leicht)", closeLog: "Zurück zum Spiel",
	first: "Anfang", next: "Vor", closeViewer: "Schließen", start: "Anfang · ", end: "Spiel vorbei: ",
	looking: "Deine Züge werden geprüft… ", reviewTitleWords: "Zug ",
}

var french = words{
	l: lang.French, undo: "Annuler", log: "Journal", menu: "Menu", result: "Résultat",
	again: "Rejouer", board: "Plateau", review: "Revoir mes coups",
	level: "(facile)", closeLog: "Retour à la partie",
	first: "Début", next: "Suivant", closeViewer: "Fermer", start: "Le début · ", end: "Partie terminée\u00a0: ",
	looking: "Examen de vos coups… ", reviewTitleWords: "Coup ",
}

// speaking runs the rest of the test in w's language and fails it, at its
// end, on any word shown in English for want of a translation.
func speaking(t *testing.T, w words) {
	t.Helper()
	lang.Missing()
	lang.Use(w.l)
	t.Cleanup(func() {
		lang.Use(lang.English)
		if m := lang.Missing(); len(m) > 0 {
			t.Errorf("%s: words shown in English: %q", w.l, m)
		}
	})
}

// label checks that the target id carries want.
func label(t *testing.T, d *testapp.Driver, id, want string) {
	t.Helper()
	if got := d.Target(id).Label; got != want {
		t.Errorf("%s says %q, want %q", id, got, want)
	}
}

func shotName(what string, w words, sz [2]float64) string {
	return fmt.Sprintf("lang-%s-%s-%.0fx%.0f", w.l, what, sz[0], sz[1])
}

// The table's toolbar, its log, its end screen and the board seen after
// it speak the player's language. The table in play is looked at on the
// phones, where its buttons are narrowest; the end everywhere.
func TestTheTableItsLogAndItsEndSpeakGermanAndFrench(t *testing.T) {
	mid, end := game(t, "hongkong", 6), finished(t, "hongkong")
	for _, w := range []words{german, french} {
		for _, sz := range phonesAndTablets {
			phone := sz[0] < 900 && sz[1] < 900
			t.Run(fmt.Sprintf("%s-%.0fx%.0f", w.l, sz[0], sz[1]), func(t *testing.T) {
				speaking(t, w)
				if phone {
					d := testapp.Resume(t, sz[0], sz[1], mid)
					d.WaitFor("the person's turn", 600, scenetest.HumanTurn)
					label(t, d, "undo", w.undo)
					label(t, d, "log", w.log)
					label(t, d, "menu", w.menu)
					if s := d.State(); !strings.Contains(s["lastWords"].(string), w.level) {
						t.Errorf("the computer is called %q", s["lastWords"])
					}
					d.Shot(shotName("table", w, sz))
				}
				d := testapp.Resume(t, sz[0], sz[1], end)
				d.WaitFor("the end dialog", 600, func(s map[string]any) bool { return s["endScreen"] == true })
				label(t, d, "again", w.again)
				label(t, d, "board", w.board)
				label(t, d, "to-menu", w.menu)
				label(t, d, "review", w.review)
				d.Shot(shotName("end", w, sz))
				d.TapTarget("board")
				d.WaitFor("the final board", 60, func(s map[string]any) bool { return s["boardSeen"] == true })
				label(t, d, "show-result", w.result)
				label(t, d, "log", w.log)
				d.TapTarget("log")
				d.WaitFor("the log", 60, func(s map[string]any) bool { return s["overlay"] == "log" })
				label(t, d, "close-log", w.closeLog)
				if phone {
					d.Shot(shotName("log", w, sz))
				}
			})
		}
	}
}

// The replay viewer steps through a kept game in the player's language,
// from its start to its end.
func TestTheReplayViewerSpeaksGermanAndFrench(t *testing.T) {
	rec := finished(t, "hongkong")
	for _, w := range []words{german, french} {
		for _, sz := range [][2]float64{{390, 844}, {1024, 768}} {
			t.Run(fmt.Sprintf("%s-%.0fx%.0f", w.l, sz[0], sz[1]), func(t *testing.T) {
				speaking(t, w)
				d := openKept(t, sz[0], sz[1], "hongkong-1.json", rec)
				if s := d.State(); !strings.HasPrefix(s["status"].(string), w.start) {
					t.Errorf("the start says %q", s["status"])
				}
				label(t, d, "replay-first", w.first)
				label(t, d, "replay-next", w.next)
				label(t, d, "replay-close", w.closeViewer)
				d.TapTarget("replay-next")
				d.Shot(shotName("replay", w, sz))
				d.TapTarget("replay-last")
				if s := d.State(); !strings.HasPrefix(s["status"].(string), w.end) {
					t.Errorf("the end says %q", s["status"])
				}
				d.Shot(shotName("replay-end", w, sz))
				d.TapTarget("replay-close")
				d.WaitFor("the replays list", 60, isScene("replays"))
				d.Shot(shotName("replays", w, sz))
			})
		}
	}
}

// The review page looks a game over and lists its findings in the
// player's language.
func TestTheReviewPageSpeaksGermanAndFrench(t *testing.T) {
	rec := game(t, "hongkong", 6)
	for _, w := range []words{german, french} {
		for _, sz := range [][2]float64{{390, 844}, {1024, 768}} {
			t.Run(fmt.Sprintf("%s-%.0fx%.0f", w.l, sz[0], sz[1]), func(t *testing.T) {
				speaking(t, w)
				d := testapp.New(t, sz[0], sz[1], nil)
				d.WaitFor("the menu", 60, isScene("menu"))
				d.App.Review(rec, 0, func(seat int) string { return fmt.Sprint("Seat ", seat) })
				d.WaitFor("the review", 60, isScene("review"))
				if s := d.State(); !strings.HasPrefix(s["status"].(string), w.looking) {
					t.Errorf("while it looks the moves over the page says %q", s["status"])
				}
				label(t, d, "review-back", w.menu)
				d.WaitFor("the review's findings", 3000, func(s map[string]any) bool { return s["done"] == true })
				s := d.State()
				if strings.HasPrefix(s["status"].(string), "The ") || strings.HasPrefix(s["status"].(string), "No ") {
					t.Errorf("the findings are told in English: %q", s["status"])
				}
				if d.HasTarget("review-0") && !strings.HasPrefix(d.Target("review-0").Label, w.reviewTitleWords) {
					t.Errorf("the first finding reads %q", d.Target("review-0").Label)
				}
				d.Shot(shotName("review", w, sz))
			})
		}
	}
}

// A kept game whose move the rules refuse says why in the player's
// language, as the rules' refusal is translated.
func TestAKeptGamesRefusedMoveIsToldInThePlayersLanguage(t *testing.T) {
	bad := game(t, "hongkong", 4)
	// A move that reads but that the rules refuse: Red builds on Jade's
	// block of move 2 without a building beside it to allow it.
	bad.Moves[2] = "B " + strings.Fields(bad.Moves[1])[1]
	var me *record.MoveError
	if _, err := bad.Replay(); !errors.As(err, &me) || me.Refusal.IsZero() {
		t.Fatalf("the record's third move is not refused by a rule: %v", err)
	}
	want := lang.German.Say(me.Refusal)
	st := store.Memory{}
	st.Put("hongkong-4.json", bad.Marshal())
	speaking(t, german)
	d := testapp.New(t, 390, 844, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("replays")
	d.WaitFor("the replays list", 60, isScene("replays"))
	d.TapTarget("replay-hongkong-4.json")
	n := state(d)["notice"].(string)
	if !strings.Contains(n, "hongkong-4.json lässt sich nicht zeigen: ihr Zug 3 ("+bad.Moves[2]+") verstößt gegen die Regeln: "+want) {
		t.Fatalf("a record with a refused move says %q, want the German %q", n, want)
	}
	d.Shot("lang-de-replays-refused-390x844")
}

// A kept Hong Kong game says its moves in the player's language, in the
// words its table's log uses, not in the rules' English (French
// play-test: "1. Red (vous) places a block on b2").
func TestTheReplayViewerSaysTheMovesInFrench(t *testing.T) {
	rec := game(t, "hongkong", 6)
	speaking(t, french)
	d := openKept(t, 390, 844, "hongkong-6.json", rec)
	yours := 0
	for k := 1; k <= len(rec.Moves); k++ {
		d.TapTarget("replay-next")
		s := state(d)
		for _, said := range []string{s["line"].(string), s["words"].(string)} {
			if !strings.Contains(said, " a posé un") || strings.Contains(said, "places") || strings.Contains(said, " on ") {
				t.Errorf("move %d is said %q, not in the French of the table's log", k, said)
			}
		}
		if strings.Contains(s["line"].(string), " (vous) a posé un") {
			yours++
		}
	}
	if yours != (len(rec.Moves)+1)/2 {
		t.Errorf("%d of the person's %d moves name them \"(vous)\"", yours, (len(rec.Moves)+1)/2)
	}
	n := len(rec.Moves)
	if line := d.Target(fmt.Sprint("replay-line-", n)).Label; !strings.HasPrefix(line, fmt.Sprint(n, ". ")) || !strings.Contains(line, " a posé un") {
		t.Errorf("the log's first line reads %q", line)
	}
	d.Shot("lang-fr-replay-moves-390x844")
}

// A kept KiezKönig game too: its table said in French only the moves it
// played itself, and the rules' English ("Red throws 6 for the start")
// for those it found in the record, all of them in the viewer.
func TestTheReplayViewerSaysKiezKoenigsMovesInFrench(t *testing.T) {
	rec := game(t, "kiezkoenig", 6)
	speaking(t, french)
	d := openKept(t, 1024, 768, "kiezkoenig-6.json", rec)
	for k := 1; k <= len(rec.Moves); k++ {
		d.TapTarget("replay-next")
		if line := state(d)["line"].(string); strings.Contains(line, "throws") || !strings.Contains(line, " fait ") {
			t.Errorf("move %d is said %q, not in the French of the table's log", k, line)
		}
	}
}
