package replay_test

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/store"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes"
	"quartet/scenes/play"
	"quartet/scenes/replay"
	"quartet/scenes/scenetest"
	"quartet/scenes/table"
	"quartet/scenes/testapp"
	"quartet/sprites"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func titles(id string) (table.Title, bool) {
	for _, t := range scenes.Titles {
		if t.Rules.ID == id {
			return t, true
		}
	}
	return table.Title{}, false
}

// game plays moves moves of a title, a person against the computer, each
// move a different one of the legal moves so that the board fills.
func game(t testing.TB, id string, moves int) *record.Record {
	t.Helper()
	title, ok := catalog.Lookup(id)
	if !ok {
		t.Fatalf("no title %s", id)
	}
	rec := &record.Record{Title: id, Seed: 11, Seats: []record.Seat{{Level: record.Human}}}
	for len(rec.Seats) < title.DefaultSeats {
		rec.Seats = append(rec.Seats, record.Seat{Level: "easy"})
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < moves && !g.Outcome().Over; i++ {
		legal := g.LegalMoves()
		m := legal[(i*7)%len(legal)]
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// finished plays a title to its end.
func finished(t *testing.T, id string) *record.Record {
	t.Helper()
	rec := game(t, id, 5000)
	g, _ := rec.Replay()
	if !g.Outcome().Over {
		t.Fatalf("%s never ends", id)
	}
	return rec
}

func state(d *testapp.Driver) map[string]any { return d.State() }

func at(s map[string]any) int { n, _ := s["at"].(float64); return int(n) }

func tableLog(s map[string]any) int {
	tb, _ := s["table"].(map[string]any)
	n, _ := tb["logLength"].(float64)
	return int(n)
}

func isScene(name string) func(map[string]any) bool {
	return func(s map[string]any) bool { return s["scene"] == name && s["transition"] == nil }
}

// openKept starts the app with rec kept in the store as doc, and opens it
// from the menu's Replays.
func openKept(t *testing.T, w, h float64, doc string, rec *record.Record) *testapp.Driver {
	t.Helper()
	st := store.Memory{}
	st.Put(doc, rec.Marshal())
	d := testapp.New(t, w, h, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("replays")
	d.WaitFor("the replays list", 60, isScene("replays"))
	d.TapTarget("replay-" + doc)
	d.WaitFor("the viewer", 60, isScene("replay"))
	return d
}

// board is the picture of the table the viewer shows.
func board(d *testapp.Driver) *image.RGBA {
	first := d.Target("replay-first")
	// The table's part of the screen is above or left of the panel; its
	// step buttons are where the table's toolbar was.
	line := d.Target("replay-slider")
	r := sprites.R(0, 0, line.X-20, first.Y-10)
	if line.Y > first.Y {
		r = sprites.R(0, 0, d.App.Context().W, first.Y-10)
	}
	return d.Grab(r)
}

func differ(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

func TestAKeptGameOfEachTitleStepsForwardBackAndJumps(t *testing.T) {
	for _, ts := range scenes.Titles {
		id := ts.Rules.ID
		t.Run(id, func(t *testing.T) {
			rec := game(t, id, 12)
			d := openKept(t, 1280, 720, id+"-11.json", rec)
			s := state(d)
			if at(s) != 0 || tableLog(s) != 0 {
				t.Fatalf("the viewer opens at move %d, its table at %d", at(s), tableLog(s))
			}
			start := board(d)
			d.TapTarget("replay-next")
			d.TapTarget("replay-next")
			if s := state(d); at(s) != 2 || tableLog(s) != 2 || !strings.HasPrefix(s["line"].(string), "2. ") {
				t.Fatalf("after two steps: move %v, table %d, line %q", s["at"], tableLog(s), s["line"])
			}
			d.TapTarget("replay-line-9")
			s = state(d)
			if at(s) != 9 || tableLog(s) != 9 {
				t.Fatalf("a tap on line 9 shows move %d (table %d)", at(s), tableLog(s))
			}
			if f := differ(start, board(d)); f < 0.002 {
				t.Fatalf("the board at move 9 is the start's (%.4f of it differs)", f)
			}
			// The line of the move shown is lit gold.
			line := d.Target("replay-line-9")
			if r, g, b := d.Pixel(line.X+4, line.Y+line.H/2); !scenetest.Near(r, 0xC9) || !scenetest.Near(g, 0x97) || !scenetest.Near(b, 0x3A) {
				t.Fatalf("the line of move 9 is not lit: %d,%d,%d", r, g, b)
			}
			d.Shot("replay-" + id)
			d.TapTarget("replay-back")
			if s := state(d); at(s) != 8 || tableLog(s) != 8 {
				t.Fatalf("back from 9 shows %d", at(s))
			}
			d.TapTarget("replay-last")
			if s := state(d); at(s) != len(rec.Moves) || tableLog(s) != len(rec.Moves) {
				t.Fatalf("last shows %d of %d", at(s), len(rec.Moves))
			}
			d.TapTarget("replay-first")
			if s := state(d); at(s) != 0 {
				t.Fatalf("first shows %d", at(s))
			}
		})
	}
}

func TestAJumpShowsThePositionAtOnce(t *testing.T) {
	for _, ts := range scenes.Titles {
		id := ts.Rules.ID
		t.Run(id, func(t *testing.T) {
			rec := game(t, id, 20)
			d := openKept(t, 1280, 720, id+"-11.json", rec)
			d.TapTarget("replay-last")
			d.TapTarget("replay-line-15")
			if at(state(d)) != 15 {
				t.Fatalf("a tap on line 15 shows move %d", at(state(d)))
			}
			now := board(d)
			// Long enough for any opening flourish to have come and gone.
			d.Tick(240)
			if f := differ(now, board(d)); f > 0.001 {
				t.Fatalf("the board still moved after the jump: %.4f of it changed", f)
			}
			tb := state(d)["table"].(map[string]any)
			if tb["animating"] == true {
				t.Fatal("the table animates the moves jumped over")
			}
			// Nor does a table's greeting (Chinatown's year banner)
			// cover the board at every step.
			if tb["banner"] != nil {
				t.Fatalf("a banner covers the board: %v", tb["banner"])
			}
		})
	}
}

func TestTheViewerOffersNoMoveUndoOrMenuOfTheTable(t *testing.T) {
	rec := finished(t, "hongkong")
	d := openKept(t, 1280, 720, "hongkong-3.json", rec)
	d.TapTarget("replay-last")
	for _, tg := range d.Targets() {
		if !strings.HasPrefix(tg.ID, "replay") {
			t.Fatalf("the viewer offers the table's %q", tg.ID)
		}
	}
	s := state(d)
	if tb := s["table"].(map[string]any); tb["endScreen"] == true {
		t.Fatal("the end dialog covers the last position")
	}
	if st := s["status"].(string); !strings.HasPrefix(st, "Game over: ") || !strings.Contains(st, "won in") && !strings.Contains(st, "draw") {
		t.Fatalf("the last position says %q", st)
	}
	d.Shot("replay-last-position")
}

func TestAFinishedGameIsListedInReplays(t *testing.T) {
	rec := finished(t, "hongkong")
	last := rec.Moves[len(rec.Moves)-1]
	rec.Moves = rec.Moves[:len(rec.Moves)-1]
	st := store.Memory{}
	tb, err := play.New(rec, st)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := tb.Game.ParseMove(last)
	if _, err := tb.SubmitAs(tb.Game.ToMove(), m); err != nil {
		t.Fatal(err)
	}
	games := replay.Kept(st, titles)
	if len(games) != 1 || games[0].Doc != play.FinishedName("hongkong") || !games[0].Finished || games[0].Err != nil {
		t.Fatalf("kept games: %+v", games)
	}
	if r := games[0].Result; !strings.Contains(r, "won in") && !strings.Contains(r, "draw") {
		t.Fatalf("the result says %q", r)
	}
}

func TestACorruptRecordSaysWhyAndNothingBreaks(t *testing.T) {
	st := store.Memory{}
	st.Put("hong-9.json", []byte(`{"title": "hong", "moves": [`))
	bad := game(t, "hongkong", 4)
	bad.Moves[2] = "B z9"
	st.Put("hongkong-4.json", bad.Marshal())
	d := testapp.New(t, 1280, 720, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("replays")
	d.WaitFor("the replays list", 60, isScene("replays"))
	d.TapTarget("replay-hong-9.json")
	if n := state(d)["notice"].(string); !strings.Contains(n, "hong-9.json cannot be shown") || !strings.Contains(n, "not a game record") {
		t.Fatalf("a corrupt record says %q", n)
	}
	d.TapTarget("replay-hongkong-4.json")
	if n := state(d)["notice"].(string); !strings.Contains(n, "move 3 (B z9)") {
		t.Fatalf("a record with an illegal move says %q", n)
	}
	d.Shot("replays-corrupt")
	// A file dropped on the window, or named on the command line.
	d.App.OpenRecord("notes.txt", []byte("hello"))
	d.WaitFor("the menu", 60, isScene("menu"))
	if n := state(d)["notice"].(string); !strings.Contains(n, "notes.txt cannot be shown") {
		t.Fatalf("a file that is no record says %q", n)
	}
}

func TestTheViewerFitsAPhoneAndATablet(t *testing.T) {
	for _, id := range []string{"hong", "chinatown"} {
		rec := game(t, id, 12)
		for _, size := range [][2]float64{{390, 844}, {1024, 768}, {768, 1024}} {
			t.Run(fmt.Sprintf("%s-%vx%v", id, size[0], size[1]), func(t *testing.T) {
				d := openKept(t, size[0], size[1], id+"-11.json", rec)
				d.TapTarget("replay-next")
				d.TapTarget("replay-line-2")
				d.TapTarget("replay-next")
				if s := state(d); at(s) != 3 || tableLog(s) != 3 {
					t.Fatalf("move %d shown", at(s))
				}
				screen := sprites.R(0, 0, size[0], size[1])
				var tgs []sprites.Rect
				for _, tg := range d.Targets() {
					r := sprites.R(tg.X, tg.Y, tg.W, tg.H)
					if !scenetest.Within(r, screen) || tg.H < 43 || tg.W < 43 {
						t.Fatalf("%s is off screen or small: %v", tg.ID, r)
					}
					for i, o := range tgs {
						if scenetest.Overlapping(r, o) {
							t.Fatalf("%s overlaps %s", tg.ID, d.Targets()[i].ID)
						}
					}
					tgs = append(tgs, r)
				}
				d.Shot(fmt.Sprintf("replay-%s-%vx%v", id, size[0], size[1]))
			})
		}
	}
}

// BenchmarkViewerFrame is a frame of the viewer showing a mid-game
// position of each title: the table drawn into its part of the screen,
// and the panel.
func BenchmarkViewerFrame(b *testing.B) {
	for _, ts := range scenes.Titles {
		id := ts.Rules.ID
		b.Run(id, func(b *testing.B) {
			rec := game(b, id, 12)
			st := store.Memory{}
			d := testapp.New(b, 1024, 768, st)
			d.App.KeepScreen()
			d.App.View(rec, 6)
			d.WaitFor("the viewer", 60, isScene("replay"))
			d.Tick(30)
			var ft scenetest.FrameTimes
			for b.Loop() {
				d.Frame(&ft)
			}
			ft.Report(b)
		})
	}
}

// BenchmarkViewerStep is a step to the next move: the title's table built
// afresh at the position.
func BenchmarkViewerStep(b *testing.B) {
	for _, ts := range scenes.Titles {
		id := ts.Rules.ID
		b.Run(id, func(b *testing.B) {
			rec := game(b, id, 40)
			d := testapp.New(b, 1024, 768, nil)
			d.App.View(rec, 0)
			d.WaitFor("the viewer", 60, isScene("replay"))
			ctx := d.App.Context()
			i := 0
			var ft scenetest.FrameTimes
			for b.Loop() {
				if i%len(rec.Moves) == 0 {
					ctx.InjectKey(ebiten.KeyHome)
				} else {
					ctx.InjectKey(ebiten.KeyArrowRight)
				}
				i++
				d.Frame(&ft)
			}
			ft.Report(b)
		})
	}
}

func TestTheReplaysListSaysTitleDatePlayersAndResult(t *testing.T) {
	st := store.Memory{}
	// A finished game of Hong Kong, kept by its table at its end.
	rec := finished(t, "hongkong")
	last := rec.Moves[len(rec.Moves)-1]
	rec.Moves = rec.Moves[:len(rec.Moves)-1]
	tb, err := play.New(rec, st)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := tb.Game.ParseMove(last)
	if _, err := tb.SubmitAs(tb.Game.ToMove(), m); err != nil {
		t.Fatal(err)
	}
	// A Hong game kept from its table half way.
	hong, err := play.New(game(t, "hong", 6), st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := hong.Keep("hong-11.json"); err != nil {
		t.Fatal(err)
	}
	// A game in progress is the menu's, not a replay.
	st.Put(play.SaveName("chinatown"), game(t, "chinatown", 3).Marshal())
	d := testapp.New(t, 390, 844, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("replays")
	d.WaitFor("the replays list", 60, isScene("replays"))
	if games := scenetest.Strs(state(d)["games"]); len(games) != 2 {
		t.Fatalf("listed: %v", games)
	}
	year := fmt.Sprint(time.Now().Year())
	for id, want := range map[string][]string{
		"replay-" + play.FinishedName("hongkong"): {"Hong Kong", year, "Red (you), Jade (easy)", "won in"},
		"replay-hong-11.json":                     {"Hong", year, "Red (you), Jade (easy)", "unfinished after 6 moves"},
	} {
		label := d.Target(id).Label
		for _, w := range want {
			if !strings.Contains(label, w) {
				t.Fatalf("%s says %q, without %q", id, label, w)
			}
		}
	}
	d.Shot("replays-phone")
	d.TapTarget("replay-hong-11.json")
	d.WaitFor("the viewer", 60, isScene("replay"))
	if s := state(d); at(s) != 0 || s["moves"].(float64) != 6 {
		t.Fatalf("the kept game opens at %v of %v", s["at"], s["moves"])
	}
	d.TapTarget("replay-close")
	d.WaitFor("the list again", 60, isScene("replays"))
}

func TestAFinishedGameAlsoKeptFromItsTableIsListedOnce(t *testing.T) {
	rec := finished(t, "hong")
	last := rec.Moves[len(rec.Moves)-1]
	rec.Moves = rec.Moves[:len(rec.Moves)-1]
	st := store.Memory{}
	tb, err := play.New(rec, st)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := tb.Game.ParseMove(last)
	if _, err := tb.SubmitAs(tb.Game.ToMove(), m); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Keep("hong-11.json"); err != nil {
		t.Fatal(err)
	}
	if games := replay.Kept(st, titles); len(games) != 1 || games[0].Doc != "hong-11.json" {
		t.Fatalf("listed: %+v", games)
	}
}

// A move's whole words can be read on a phone: the status over the log
// wraps onto the lines it needs, never cut short with "…" (play-test:
// "Jade (medium) places a block on d2 and tak…" and no way to read on).
func TestEveryMoveIsReadInFullOnAPhone(t *testing.T) {
	rec := finished(t, "hongkong")
	d := openKept(t, 390, 844, "hongkong-3.json", rec)
	d.Tick(2)
	longest := ""
	for k := 0; k <= len(rec.Moves); k++ {
		s := state(d)
		want := strings.Fields(s["status"].(string) + " " + s["words"].(string))
		shown, _ := s["shown"].(string)
		if got := strings.Fields(shown); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Fatalf("move %d shows %q, not all of %q", k, shown, strings.Join(want, " "))
		}
		if len(shown) > len(longest) {
			longest = shown
			if k > 0 {
				d.Shot("replay-longest-move-phone")
			}
		}
		d.TypeKeys(ebiten.KeyArrowRight)
	}
	if strings.Count(longest, "\n") < 2 {
		t.Fatalf("no move needed more than one line of words; the test shows nothing: %q", longest)
	}
}

// The empty Replays page says what will appear there, in words that are
// true: the latest finished game of each title is kept by itself, with
// no button to find.
func TestTheEmptyReplaysPageSaysFinishedGamesAppearThere(t *testing.T) {
	d := testapp.New(t, 390, 844, store.Memory{})
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("replays")
	d.WaitFor("the replays list", 60, isScene("replays"))
	msg, _ := state(d)["empty"].(string)
	if !strings.Contains(msg, "finished game appears here") || !strings.Contains(msg, "latest") || strings.Contains(msg, "from a table") {
		t.Fatalf("the empty page says %q", msg)
	}
	d.Shot("replays-empty-phone")
}

// A Hong Kong position in the viewer shows no piece buttons: nobody moves
// from it, and greyed Block, Roof and Double only took the board's room
// on a phone (play-test).
func TestTheViewerShowsNoPieceButtonsOfHongKong(t *testing.T) {
	rec := game(t, "hongkong", 12)
	d := openKept(t, 390, 844, "hongkong-11.json", rec)
	d.TapTarget("replay-next")
	tb, _ := state(d)["table"].(map[string]any)
	if h, ok := tb["controls"].(float64); !ok || h != 0 {
		t.Fatalf("the table keeps %v px for its piece buttons", h)
	}
	d.Shot("replay-hongkong-phone")
}
