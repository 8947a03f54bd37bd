package scenes

import (
	"encoding/json"
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/store"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// The helpers below are this file's own, so that the tests of saves stand
// whatever becomes of the titles' test files.

// isScene holds once the app shows scene, arrived.
func isScene(scene string) func(map[string]any) bool {
	return func(s map[string]any) bool { return s["scene"] == scene && s["transition"] == nil }
}

func personToMove(s map[string]any) bool { return s["humanTurn"] == true }

func movesMade(s map[string]any) int {
	n, _ := s["moves"].(float64)
	return int(n)
}

func texts(v any) []string {
	var out []string
	if l, ok := v.([]any); ok {
		for _, x := range l {
			out = append(out, x.(string))
		}
	}
	return out
}

func inside(r, s sprites.Rect) bool {
	return r.X >= s.X-0.5 && r.Y >= s.Y-0.5 && r.Right() <= s.Right()+0.5 && r.Bottom() <= s.Bottom()+0.5
}

func overlap(a, b sprites.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// startForPeople starts a new game of a title from the menu, every seat
// played by a person at this screen.
func startForPeople(d *driver, id string) {
	d.T.Helper()
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("title-" + id)
	d.WaitFor("the setup page", 60, isScene("setup"))
	for i := range 2 {
		d.TapTarget(fmt.Sprintf("seat%d-0", i))
	}
	d.TapTarget("start")
	d.WaitFor("the first turn", 120, func(s map[string]any) bool { return isScene(id)(s) && personToMove(s) })
}

// finishedRecord is a whole game of Hong Kong between two people.
func finishedRecord(t *testing.T) *record.Record {
	t.Helper()
	rec := &record.Record{Title: "hongkong", Seed: 3, Seats: []record.Seat{{Level: record.Human}, {Level: record.Human}}}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	for !g.Outcome().Over {
		if len(rec.Moves) > 1000 {
			t.Fatal("the game never ends")
		}
		m := g.LegalMoves()[0]
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// quitToMenu leaves the table through the pause menu and returns the
// question the quit dialog asked.
func quitToMenu(d *driver) string {
	d.T.Helper()
	d.TapTarget("menu")
	d.WaitFor("the pause menu", 30, func(s map[string]any) bool { return s["overlay"] == "pause" })
	d.TapTarget("pause-Quit to menu")
	q, _ := d.State()["question"].(string)
	d.TapTarget("confirm")
	d.WaitFor("the menu", 120, func(s map[string]any) bool { return s["scene"] == "menu" && s["transition"] == nil })
	return q
}

// quitQuestion opens the quit dialog at the table and returns its question,
// leaving it open.
func quitQuestion(d *driver) string {
	d.T.Helper()
	d.TapTarget("menu")
	d.WaitFor("the pause menu", 30, func(s map[string]any) bool { return s["overlay"] == "pause" })
	d.TapTarget("pause-Quit to menu")
	q, _ := d.State()["question"].(string)
	return q
}

func savesOf(s map[string]any) []string { return texts(s["saves"]) }

// firstFreeHongCell is a cell a Hong tile may be placed on now.
func firstFreeHongCell(d *driver) string {
	d.T.Helper()
	for _, c := range []string{"d4", "e4", "c4", "f4", "d3", "e3"} {
		if d.Target("cell-" + c).Enabled {
			return c
		}
	}
	d.T.Fatal("no free cell near the centre")
	return ""
}

// savedRecord is a game of a title in progress: its default number of
// seats, a person and computers, moves in.
func savedRecord(t *testing.T, id string, moves int) *record.Record {
	t.Helper()
	title, ok := catalog.Lookup(id)
	if !ok {
		t.Fatalf("no title %s", id)
	}
	rec := &record.Record{Title: id, Seed: 7, Seats: []record.Seat{{Level: record.Human}}}
	for len(rec.Seats) < title.DefaultSeats {
		rec.Seats = append(rec.Seats, record.Seat{Level: "easy"})
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	for range moves {
		m := g.LegalMoves()[0]
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

func TestAGameOfEachTitleStaysSavedWhenAnotherTitleBegins(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	startForPeople(d, "hongkong")
	d.TapTarget("plot-b2")
	d.WaitFor("the Hong Kong move", 60, func(s map[string]any) bool { return movesMade(s) == 1 })
	quitToMenu(d)

	startForPeople(d, "hong")
	cell := firstFreeHongCell(d)
	d.TapTarget("cell-" + cell)
	d.TapTarget("place")
	d.WaitFor("the Hong move", 60, func(s map[string]any) bool { return movesMade(s) == 1 })
	hongMove := d.State()["lastMove"]
	quitToMenu(d)

	if got := savesOf(d.State()); len(got) != 2 || !slices.Contains(got, "hongkong") || !slices.Contains(got, "hong") {
		t.Fatalf("games in progress on the menu: %v, want Hong Kong's and Hong's", got)
	}
	d.Shot("menu-two-games-in-progress")
	d.TapTarget("resume-hongkong")
	d.WaitFor("the resumed Hong Kong game", 120, func(s map[string]any) bool {
		return s["scene"] == "hongkong" && s["transition"] == nil
	})
	if s := d.State(); movesMade(s) != 1 || s["lastMove"] != "B b2" {
		t.Fatalf("Hong Kong resumed with %d moves, last %v", movesMade(s), s["lastMove"])
	}
	quitToMenu(d)
	d.TapTarget("resume-hong")
	d.WaitFor("the resumed Hong game", 120, func(s map[string]any) bool {
		return s["scene"] == "hong" && s["transition"] == nil
	})
	if s := d.State(); movesMade(s) != 1 || s["lastMove"] != hongMove {
		t.Fatalf("Hong resumed with %d moves, last %v, want %v", movesMade(s), s["lastMove"], hongMove)
	}
}

func TestAGameSavedByAnOlderVersionIsOfferedUnderItsTitle(t *testing.T) {
	st := store.Memory{}
	rec := savedRecord(t, "hongkong", 2)
	st.Put(play.LegacySaveName, rec.Marshal())
	d := newDriver(t, 1280, 720, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	if got := savesOf(d.State()); len(got) != 1 || got[0] != "hongkong" {
		t.Fatalf("games in progress: %v", got)
	}
	if _, err := st.Get(play.SaveName("hongkong")); err != nil {
		t.Fatal("the old save was not moved to its title's document")
	}
	if _, err := st.Get(play.LegacySaveName); err == nil {
		t.Fatal("the old save is still there beside its copy")
	}
}

func TestStartingATitleWithAGameInProgressAsksBeforeReplacingIt(t *testing.T) {
	st := store.Memory{}
	old := savedRecord(t, "hongkong", 3)
	st.Put(play.SaveName("hongkong"), old.Marshal())
	d := newDriver(t, 390, 844, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("title-hongkong")
	s := d.State()
	if q, _ := s["question"].(string); s["scene"] != "menu" || !strings.Contains(q, "Replace your game of Hong Kong in progress") {
		t.Fatalf("a tap on Hong Kong with its game in progress: scene %v, question %q", s["scene"], q)
	}
	d.Shot("menu-replace-question-phone")
	d.TapTarget("keep")
	if s := d.State(); s["question"] != nil || len(savesOf(s)) != 1 {
		t.Fatalf("after Keep it: %v", s)
	}
	d.TapTarget("title-hongkong")
	d.TapTarget("confirm-replace")
	d.WaitFor("the setup page", 60, isScene("setup"))
	if data, err := st.Get(play.SaveName("hongkong")); err != nil || string(data) != string(old.Marshal()) {
		t.Fatal("the game in progress went before the new game's first move")
	}
	d.TapTarget("seat0-0")
	d.TapTarget("seat1-0")
	d.TapTarget("start")
	d.WaitFor("the first turn", 60, func(s map[string]any) bool {
		return s["scene"] == "hongkong" && s["transition"] == nil && personToMove(s)
	})
	d.TapTarget("plot-b2")
	d.WaitFor("the move", 60, func(s map[string]any) bool { return movesMade(s) == 1 })
	data, _ := st.Get(play.SaveName("hongkong"))
	if rec, err := record.Parse(data); err != nil || len(rec.Moves) != 1 || rec.Moves[0] != "B b2" {
		t.Fatalf("after the new game's first move the save holds %s", data)
	}
}

func TestDiscardingOneGameInProgressAsksAndKeepsTheOthers(t *testing.T) {
	st := store.Memory{}
	for _, id := range []string{"hongkong", "hong"} {
		st.Put(play.SaveName(id), savedRecord(t, id, 2).Marshal())
	}
	d := newDriver(t, 768, 1024, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("discard-hong")
	if q, _ := d.State()["question"].(string); !strings.Contains(q, "Discard your game of Hong in progress") {
		t.Fatalf("Discard asks %q", q)
	}
	if _, err := st.Get(play.SaveName("hong")); err != nil {
		t.Fatal("one tap on Discard threw the game away")
	}
	d.TapTarget("confirm-discard")
	if _, err := st.Get(play.SaveName("hong")); err == nil {
		t.Fatal("the game is still saved after Yes, discard")
	}
	if got := savesOf(d.State()); len(got) != 1 || got[0] != "hongkong" {
		t.Fatalf("games in progress after discarding Hong's: %v", got)
	}
}

func TestTheQuitDialogSaysAGameWithNoMoveIsNotKept(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	startForPeople(d, "hongkong")
	if q := quitQuestion(d); !strings.Contains(q, "No move has been made yet, so this game is not kept") {
		t.Fatalf("the quit dialog asks %q", q)
	}
	d.Shot("quit-no-move")
	d.TapTarget("confirm")
	d.WaitFor("the menu", 120, isScene("menu"))
	if got := savesOf(d.State()); len(got) != 0 {
		t.Fatalf("games in progress: %v", got)
	}
}

func TestTheQuitDialogSaysAGameInProgressStaysSaved(t *testing.T) {
	d := newDriver(t, 390, 844, store.Memory{})
	startForPeople(d, "hongkong")
	d.TapTarget("plot-b2")
	d.WaitFor("the move", 60, func(s map[string]any) bool { return movesMade(s) == 1 })
	if q := quitQuestion(d); !strings.Contains(q, "It stays saved to resume") {
		t.Fatalf("the quit dialog asks %q", q)
	}
	d.Shot("quit-in-progress-phone")
}

func TestTheQuitDialogSaysAFinishedGameIsNotKept(t *testing.T) {
	rec := finishedRecord(t)
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.app.Play(rec)
	d.WaitFor("the finished game", 120, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	if q := quitQuestion(d); !strings.Contains(q, "This game is over, so it is not kept") {
		t.Fatalf("the quit dialog asks %q", q)
	}
}

// The menu over a finished game says it is over, not paused.
func TestTheMenuOverAFinishedGameSaysItIsOverNotPaused(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.app.Play(finishedRecord(t))
	d.WaitFor("the finished game", 120, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	d.TapTarget("menu")
	d.WaitFor("the pause menu", 30, func(s map[string]any) bool { return s["overlay"] == "pause" })
	o := d.app.m.overlays
	if h, _ := o[len(o)-1].(ui.Describer).Describe()["heading"].(string); h != "Hong Kong — game over" {
		t.Fatalf("the menu over a finished game is headed %q", h)
	}
	d.Tick(30)
	d.Shot("pause-finished-phone")
}

// failingStore refuses every save for want of room, as a browser's full
// localStorage does, keeping what it held.
type failingStore struct{ store.Memory }

func (failingStore) Put(string, []byte) error { return store.ErrFull }

func TestAFullStorageIsSaidOnTheTableAndTheSavedGameIsKept(t *testing.T) {
	mem := store.Memory{}
	old := savedRecord(t, "hongkong", 2)
	mem.Put(play.SaveName("hongkong"), old.Marshal())
	d := newDriver(t, 1280, 720, failingStore{mem})
	d.WaitFor("the menu", 60, isScene("menu"))
	d.TapTarget("resume-hongkong")
	d.WaitFor("the resumed game", 120, func(s map[string]any) bool {
		return s["scene"] == "hongkong" && s["transition"] == nil && personToMove(s)
	})
	legal := d.State()["legal"].([]any)
	d.TapTarget("plot-" + legal[0].(string))
	d.WaitFor("the full storage said", 60, func(s map[string]any) bool {
		msg, _ := s["message"].(string)
		return strings.Contains(msg, store.FullWords) && strings.Contains(msg, "not saved")
	})
	d.Shot("table-storage-full")
	if data, _ := mem.Get(play.SaveName("hongkong")); string(data) != string(old.Marshal()) {
		t.Fatalf("the save is now %s", data)
	}
	if q := quitQuestion(d); !strings.Contains(q, "only up to move 2") {
		t.Fatalf("the quit dialog asks %q", q)
	}
}

// brightIn is the share of r's pixels that are light text on a dark panel.
func (d *driver) brightIn(r sprites.Rect) float64 {
	img := d.Grab(r)
	return share(img, func(r, g, b uint8) bool { return int(r)+int(g)+int(b) > 3*100 })
}

func share(img *image.RGBA, pick func(r, g, b uint8) bool) float64 {
	b := img.Bounds()
	n, all := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			all++
			if pick(c.R, c.G, c.B) {
				n++
			}
		}
	}
	if all == 0 {
		return 0
	}
	return float64(n) / float64(all)
}

func TestTheMenuListsFourGamesInProgressAtPhoneAndTabletSizes(t *testing.T) {
	st := store.Memory{}
	for _, id := range []string{"hongkong", "hong", "kiezkoenig", "chinatown"} {
		st.Put(play.SaveName(id), savedRecord(t, id, 4).Marshal())
	}
	for _, sz := range [][2]float64{{390, 844}, {1024, 768}, {768, 1024}, {844, 390}, {1280, 720}} {
		t.Run(fmt.Sprintf("%vx%v", sz[0], sz[1]), func(t *testing.T) {
			d := newDriver(t, sz[0], sz[1], st)
			d.WaitFor("the menu", 60, isScene("menu"))
			d.Tick(1)
			m := d.app.m.current.(*menu)
			l := m.lay
			if len(m.saves) != 4 || len(l.rows) != 4 {
				t.Fatalf("%d games in progress listed, want 4", len(l.rows))
			}
			screen := sprites.R(0, 0, sz[0], sz[1])
			cv := &sprites.Canvas{Scale: 1}
			for i, g := range m.saves {
				row := l.rows[i]
				for _, r := range []sprites.Rect{row.words, row.resume, row.discard} {
					if !inside(r, screen) || !inside(r, l.saves) {
						t.Errorf("%s's row is off its panel: %+v", g.name, r)
					}
				}
				for _, b := range []sprites.Rect{row.resume, row.discard} {
					if b.W < 44 || b.H < 44 {
						t.Errorf("%s's button is %.0fx%.0f, under 44 px", g.name, b.W, b.H)
					}
				}
				// The title's name is written whole in its row, readable.
				size := cv.FitSize(g.name, row.words.W, min(22, row.words.H*0.4), sprites.Bold)
				if size < 14 || cv.TextWidth(g.name, size, sprites.Bold) > row.words.W+0.5 {
					t.Errorf("%s is written at %.1f px in a row %.0f wide", g.name, size, row.words.W)
				}
				if bright := d.brightIn(sprites.R(row.words.X, row.words.Y, row.words.W, row.words.H/2)); bright < 0.01 {
					t.Errorf("%s's row shows no name: %.3f lit", g.name, bright)
				}
				if words := texts(d.State()["saveWords"])[i]; !strings.HasPrefix(words, g.name+": 4 moves · ") {
					t.Errorf("row %d says %q", i, words)
				}
			}
			for i, c := range l.cards {
				if overlap(c, l.saves) {
					t.Errorf("card %d lies under the games in progress", i)
				}
				// A phone held sideways leaves the cards smaller, still
				// named and easy to tap.
				if c.W < 96 || c.H < 96 {
					t.Errorf("card %d is only %.0fx%.0f", i, c.W, c.H)
				}
			}
			d.Shot(fmt.Sprintf("menu-four-games-in-progress-%vx%v", sz[0], sz[1]))
		})
	}
}

// savedAt is rec as a save written at a given time.
func savedAt(t *testing.T, rec *record.Record, at time.Time) []byte {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(rec.Marshal(), &doc); err != nil {
		t.Fatal(err)
	}
	doc["saved"] = at.UTC().Format(time.RFC3339)
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The games in progress stay in the titles' order whenever each was played,
// so that the row a finger knows stays where it is; each says when it was
// played, and Enter resumes the one played last.
func TestTheGamesInProgressStayInTheTitlesOrderAndSayWhen(t *testing.T) {
	st := store.Memory{}
	st.Put(play.SaveName("hongkong"), savedAt(t, savedRecord(t, "hongkong", 2), time.Now().Add(-75*time.Hour)))
	st.Put(play.SaveName("chinatown"), savedAt(t, savedRecord(t, "chinatown", 2), time.Now().Add(-5*time.Minute-time.Second)))
	d := newDriver(t, 390, 844, st)
	d.WaitFor("the menu", 60, isScene("menu"))
	s := d.State()
	if got := savesOf(s); strings.Join(got, " ") != "hongkong chinatown" {
		t.Fatalf("games in progress listed %v, want the titles' order", got)
	}
	words := texts(s["saveWords"])
	if !strings.HasSuffix(words[0], " · 3 days ago") || !strings.HasSuffix(words[1], " · 5 min ago") {
		t.Fatalf("the menu says %q", words)
	}
	d.Shot("menu-played-when-phone")
	d.TypeKeys(ebiten.KeyEnter)
	d.WaitFor("the game played last", 120, isScene("chinatown"))
}

// No lantern glows over the panel of games in progress, at any size and
// wherever the lanterns bob (play-test: a glow behind the saves panel).
func TestNoLanternGlowsOverTheGamesInProgress(t *testing.T) {
	st := store.Memory{}
	for _, id := range []string{"hongkong", "hong", "kiezkoenig", "chinatown"} {
		st.Put(play.SaveName(id), savedRecord(t, id, 2).Marshal())
	}
	for _, sz := range scenetest.Screens {
		d := newDriver(t, sz[0], sz[1], st)
		d.WaitFor("the menu", 60, isScene("menu"))
		m := d.app.m.current.(*menu)
		for tick := 0; tick < 440; tick += 11 {
			for _, r := range lanterns(sz[0], sz[1], tick, []sprites.Rect{m.lay.saves, m.lay.ask}) {
				if overlap(r, m.lay.saves) {
					t.Fatalf("%vx%v: a lantern at %v glows over the games in progress %v", sz[0], sz[1], r, m.lay.saves)
				}
			}
		}
	}
}

// Yes is red only where the answer loses moves: leaving a game that stays
// saved is asked in the game's gold, restarting it in red.
func TestLeavingAGameThatStaysSavedIsNotAskedInAlarmRed(t *testing.T) {
	d := newDriver(t, 390, 844, store.Memory{})
	startForPeople(d, "hongkong")
	d.TapTarget("plot-b2")
	d.WaitFor("the move", 60, func(s map[string]any) bool { return movesMade(s) == 1 })
	red := func() bool {
		tg := d.Target("confirm")
		r, g, _ := d.Pixel(tg.X+8, tg.Y+tg.H/2)
		return r > 150 && g < 100
	}
	quitQuestion(d)
	if red() {
		d.Shot("quit-yes-red")
		t.Fatal("Yes, quit is alarm red although the game stays saved")
	}
	d.TapTarget("cancel")
	d.TapTarget("pause-Restart")
	if !red() {
		t.Fatal("Yes, restart, which loses the game's moves, is not red")
	}
}
