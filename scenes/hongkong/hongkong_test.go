package hongkong_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/rules"
	hk "quartet/rules/hongkong"
	"quartet/rules/record"
	"quartet/scenes"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"quartet/sprites"
)

// startHongKong goes from the menu through setup to a game with the given
// seat choices (0 human, 1..4 the AI levels).
func startHongKong(d *testapp.Driver, seat0, seat1 int) {
	d.T.Helper()
	d.StartFromSetup("hongkong", scenetest.Seat(0, seat0), scenetest.Seat(1, seat1))
}

func TestAnIllegalTryShowsTheRulesReasonAndPlacesNothing(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	tg := d.Target("plot-c3")
	if tg.Enabled {
		t.Fatal("c3 is lit on the start player's first turn")
	}
	d.Tap(tg.X+tg.W/2, tg.Y+tg.H/2)
	s := d.State()
	if scenetest.Moves(s) != 0 || !strings.Contains(s["message"].(string), "centre") {
		t.Fatalf("after tapping c3: %d moves, message %q", scenetest.Moves(s), s["message"])
	}
}

func TestADoubleMoveIsBuiltFromTwoTaps(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("piece-double")
	d.TapTarget("plot-a1")
	if s := d.State(); s["pending"].(float64) != 0 || scenetest.Moves(s) != 0 {
		t.Fatalf("after the fast block: pending %v, %d moves", s["pending"], scenetest.Moves(s))
	}
	d.Shot("hongkong-double-move")
	d.TapTarget("plot-b1")
	d.WaitFor("the double move", 10, func(s map[string]any) bool { return s["lastMove"] == "F a1 B b1" })
}

// The Double button keeps its name while the double move is under way, and
// a second tap on it takes the fast block back, as a chosen mode is left:
// a Cancel button in its place changed under the finger (play-test). A
// double tap on Double, before any plot, only chooses it.
func TestTappingDoubleAgainTakesTheFastBlockBack(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	before := d.Target("piece-double")
	d.TapTarget("piece-double")
	d.TapTarget("piece-double")
	if s := d.State(); s["piece"] != "fast block" || s["pending"].(float64) != -1 {
		t.Fatalf("after a double tap on Double: piece %v, pending %v", s["piece"], s["pending"])
	}
	d.TapTarget("plot-a1")
	under := d.Target("piece-double")
	if under.Label != "Double" || under.X != before.X || under.Y != before.Y || !under.Enabled || d.HasTarget("cancel") {
		t.Fatalf("with the fast block down the button there reads %q (enabled %v)", under.Label, under.Enabled)
	}
	if msg := d.State()["message"].(string); !strings.Contains(msg, "tap Double to take it back") {
		t.Fatalf("the line says %q", msg)
	}
	d.Shot("hongkong-double-under-way-390x844")
	d.TapTarget("piece-double")
	if s := d.State(); s["pending"].(float64) != -1 || scenetest.Moves(s) != 0 || s["piece"] != "block" {
		t.Fatalf("after Double again: pending %v, piece %v", s["pending"], s["piece"])
	}
}

func TestSettingsArePersisted(t *testing.T) {
	st := store.Memory{}
	d := testapp.New(t, 1280, 720, st)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("settings")
	d.TapTarget("colourblind")
	d.TapTarget("speed-2")
	d.TapTarget("done")
	got := settings.Load(st)
	if !got.ColourBlind || got.AnimationSpeed != 2 {
		t.Fatalf("saved settings %+v", got)
	}
	again := testapp.New(t, 1280, 720, st)
	if !again.Settings().ColourBlind {
		t.Fatal("a new start forgot the colour-blind setting")
	}
}

func TestTheGameInProgressIsSavedAndResumedFromTheMenu(t *testing.T) {
	st := store.Memory{}
	d := testapp.New(t, 1280, 720, st)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("plot-b2")
	d.WaitFor("the reply", 900, func(s map[string]any) bool { return scenetest.Moves(s) == 2 })
	saved, err := st.Get(play.SaveName("hongkong"))
	if err != nil {
		t.Fatal("nothing autosaved")
	}
	rec, err := record.Parse(saved)
	if err != nil || len(rec.Moves) != 2 || rec.Moves[0] != "B b2" {
		t.Fatalf("autosave %s (%v)", saved, err)
	}
	again := testapp.New(t, 1280, 720, st)
	again.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	again.Shot("menu-resume")
	again.TapTarget("resume-hongkong")
	again.WaitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	if s := again.State(); scenetest.Moves(s) != 2 || s["lastMove"] != rec.Moves[1] {
		t.Fatalf("resumed with %d moves, last %v", scenetest.Moves(s), s["lastMove"])
	}
}

func TestACorruptOrForeignSaveGivesAClearMessageAndAFreshStart(t *testing.T) {
	for name, data := range map[string]string{
		"corrupt": "{not json",
		"foreign": `{"title":"monopoly","seed":1,"moves":[]}`,
		"illegal": `{"title":"hongkong","seed":1,"moves":["B c3"]}`,
	} {
		t.Run(name, func(t *testing.T) {
			st := store.Memory{}
			st.Put(play.LegacySaveName, []byte(data))
			d := testapp.New(t, 1280, 720, st)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			s := d.State()
			if s["resume"] != nil || !strings.Contains(s["notice"].(string), "could not be resumed") {
				t.Fatalf("menu state %v", s)
			}
			if _, err := st.Get(play.LegacySaveName); err == nil {
				t.Fatal("the bad save was kept")
			}
		})
	}
}

func TestUndoTakesBackTheLastHumanMoveAndTheComputersReply(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	if d.Target("undo").Enabled {
		t.Fatal("undo offered before any move")
	}
	d.TapTarget("plot-d4")
	d.WaitFor("the reply", 900, func(s map[string]any) bool { return scenetest.Moves(s) == 2 && s["animating"] == false })
	d.TapTarget("undo")
	if s := d.State(); scenetest.Moves(s) != 0 || s["humanTurn"] != true {
		t.Fatalf("after undo: %d moves, human turn %v", scenetest.Moves(s), s["humanTurn"])
	}
}

func TestTwoPeopleTakeTurnsOnOneScreen(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	for i, plot := range []string{"a1", "e5", "b1"} {
		d.WaitFor("a human turn", 200, func(s map[string]any) bool { return scenetest.HumanTurn(s) && scenetest.Moves(s) == i })
		if s := d.State(); int(s["toMove"].(float64)) != i%2 {
			t.Fatalf("move %d: seat %v to move", i, s["toMove"])
		}
		d.TapTarget("plot-" + plot)
	}
	// Between people, Undo takes back the latest move alone: the one who
	// made it plays again.
	d.WaitFor("the third move landed", 200, func(s map[string]any) bool { return scenetest.Moves(s) == 3 && s["animating"] == false })
	if !d.Target("undo").Enabled {
		t.Fatal("Undo is not offered between two people")
	}
	d.TapTarget("undo")
	if s := d.State(); scenetest.Moves(s) != 2 || int(s["toMove"].(float64)) != 0 {
		t.Fatalf("after undo: %d moves, seat %v to move", scenetest.Moves(s), s["toMove"])
	}
}

func TestThePauseMenuRestartsTheGame(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("plot-a1")
	d.TapTarget("menu")
	if s := d.State(); s["overlay"] != "pause" {
		t.Fatalf("overlay %v", s["overlay"])
	}
	d.Shot("pause")
	d.TapTarget("pause-Rules")
	d.Shot("rules")
	d.TapTarget("close-rules")
	d.TapTarget("pause-Restart")
	d.TapTarget("confirm")
	if s := d.State(); scenetest.Moves(s) != 0 || s["overlay"] != nil {
		t.Fatalf("after restart: %d moves, overlay %v", scenetest.Moves(s), s["overlay"])
	}
}

func TestAComputerGameReachesTheEndScreen(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	d.Settings().AnimationSpeed = 4
	startHongKong(d, 1, 1)
	// Computer moves follow each other as soon as the last piece lands, so
	// the middle of the game is caught with a piece in flight.
	d.WaitFor("the middle of the game", 20000, func(s map[string]any) bool { return scenetest.Moves(s) >= 16 })
	d.Shot("hongkong-midgame")
	d.WaitFor("the end screen", 30000, func(s map[string]any) bool { return s["endScreen"] == true })
	d.Shot("hongkong-end")
	if !strings.Contains(strings.Join(d.Sound.Played, " "), "win") {
		t.Fatalf("no fanfare: %v", d.Sound.Played)
	}
	d.TapTarget("again")
	if s := d.State(); scenetest.Moves(s) != 0 || s["endScreen"] == true {
		t.Fatalf("play again: %v", s)
	}
}

func TestAPlacedBlockShowsInItsSeatsColour(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("plot-c2")
	d.WaitFor("the landing", 200, func(s map[string]any) bool { return s["animating"] == false })
	tg := d.Target("plot-c2")
	// The top of the block, behind the tap point: its height's tag sits
	// on the near half.
	r, g, b := d.Pixel(tg.X+tg.W/2, tg.Y+tg.H/2-10)
	if !(r > 150 && int(r) > int(g)+60 && int(r) > int(b)+60) {
		t.Fatalf("c2 shows rgb(%d,%d,%d), want the red of seat 0", r, g, b)
	}
}

// Every page keeps every control on screen and at least a finger (44 px)
// on each side, from a small phone held upright to a desktop monitor: the
// menu, the setup page, the table, the pause menu, the settings, the rules
// and the game log. (The plots themselves are measured in the hongkong
// package's layout test.)
func TestLayoutsFitPhonesTabletsAndDesktops(t *testing.T) {
	for _, size := range scenetest.Screens {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%vx%v", w, h), func(t *testing.T) {
			d := testapp.New(t, w, h, nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			check := func(where string) {
				d.T.Helper()
				d.Tick(1)
				for _, tg := range d.App.Context().Targets {
					if strings.HasPrefix(tg.ID, "plot-") {
						continue
					}
					if tg.W < 44 || tg.H < 44 {
						t.Errorf("%s: %s is %.0fx%.0f", where, tg.ID, tg.W, tg.H)
					}
					if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > w+0.5 || tg.Y+tg.H > h+0.5 {
						t.Errorf("%s: %s is off screen at %.0f,%.0f %.0fx%.0f", where, tg.ID, tg.X, tg.Y, tg.W, tg.H)
					}
				}
			}
			check("menu")
			d.Shot(fmt.Sprintf("menu-%vx%v", w, h))
			d.TapTarget("title-hongkong")
			d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
			check("setup")
			d.TapTarget("seat1-2")
			d.TapTarget("start")
			d.WaitFor("the game", 60, scenetest.SceneIs("hongkong"))
			d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
			check("game")
			d.Shot(fmt.Sprintf("hongkong-%vx%v", w, h))
			d.TapTarget("menu")
			check("pause")
			d.Shot(fmt.Sprintf("pause-%vx%v", w, h))
			d.TapTarget("pause-Settings")
			check("settings")
			d.TapTarget("done")
			d.TapTarget("pause-Rules")
			check("rules")
			d.TapTarget("close-rules")
			d.TapTarget("pause-Restart")
			check("restart question")
			d.TapTarget("cancel")
			d.TapTarget("pause-Resume")
			d.TapTarget("log")
			check("log")
			d.TapTarget("close-log")
		})
	}
}

// The pause menu's question never puts Yes where the button that asked it
// was: a double tap on Restart or Quit answered Yes (play-test, phone).
func TestAPauseQuestionsYesIsNotWhereItsButtonWas(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {1280, 720}} {
		t.Run(fmt.Sprintf("%vx%v", size[0], size[1]), func(t *testing.T) {
			d := testapp.New(t, size[0], size[1], nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			d.TapTarget("title-hongkong")
			d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
			d.TapTarget("start")
			d.WaitFor("the game", 60, scenetest.SceneIs("hongkong"))
			d.TapTarget("menu")
			for _, id := range []string{"pause-Restart", "pause-Quit to menu"} {
				asked := d.Target(id)
				d.TapTarget(id)
				yes := d.Target("confirm")
				if yes.X < asked.X+asked.W/2 && asked.X+asked.W/2 < yes.X+yes.W && yes.Y < asked.Y+asked.H/2 && asked.Y+asked.H/2 < yes.Y+yes.H {
					t.Errorf("%s: Yes lies where the button was", id)
				}
				d.TapTarget("cancel")
			}
		})
	}
}

func TestHighDPIScreensRenderAtTheirDeviceScale(t *testing.T) {
	scenetest.NeedGraphics(t)
	app := scenes.New(scenes.Options{Scale: 2})
	w, h := app.LayoutF(640, 400)
	if w != 1280 || h != 800 {
		t.Fatalf("a 640x400 window at scale 2 renders %vx%v pixels, want 1280x800", w, h)
	}
	if c := app.Context(); c.W != 640 || c.H != 400 || c.Scale != 2 {
		t.Fatalf("logical size %vx%v at %v", c.W, c.H, c.Scale)
	}
}

// towersInFront plays a game in which both sides stack as high as they can
// near the front edge, so that buildings hide plots behind them.
func towersInFront(t *testing.T, turns int) *record.Record {
	t.Helper()
	g := hk.New(7)
	rec := &record.Record{Title: "hongkong", Seed: 7, Seats: []record.Seat{{Level: record.Human}, {Level: record.Human}}}
	for range turns {
		var best rules.Move
		bestScore := -1
		for _, m := range g.LegalMoves() {
			text := m.String()
			if text[0] != 'B' && text[0] != 'R' || len(text) != 4 {
				continue
			}
			p, _ := hk.ParsePlot(text[2:])
			if score := 10*g.Plot(p).Len() - 3*(p/hk.Size); score > bestScore {
				best, bestScore = m, score
			}
		}
		if best == nil {
			break
		}
		if _, err := g.Apply(best); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, best.String())
	}
	return rec
}

func TestEveryLitPlotCanBeTappedEvenBehindATallBuilding(t *testing.T) {
	st := store.Memory{}
	rec := towersInFront(t, 24)
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	tallest := 0
	for p := range hk.Size { // the front row
		tallest = max(tallest, g.(*hk.Game).Plot(p).Len())
	}
	if tallest < 4 {
		t.Fatalf("the front row is only %d high; the test needs towers", tallest)
	}
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, 1280, 720, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.TapTarget("resume-" + rec.Title)
	d.WaitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	d.Shot("hongkong-towers")
	// The fast block's first tap only marks its plot, so every lit plot can
	// be tried without playing it.
	d.TapTarget("piece-double")
	lit := d.State()["legal"].([]any)
	if len(lit) < 5 {
		t.Fatalf("only %d lit plots", len(lit))
	}
	// The towers in front that hide lit plots are drawn see-through,
	// rather than the lit plots' outlines being painted over them.
	if ghosts := d.State()["seeThrough"].([]any); len(ghosts) == 0 {
		t.Fatal("no building in front is see-through, though lit plots hide behind towers")
	}
	d.Shot("hongkong-towers-lit")
	for _, name := range lit {
		d.TapTarget("plot-" + name.(string))
		want, _ := hk.ParsePlot(name.(string))
		if got := d.State()["pending"].(float64); int(got) != want {
			t.Fatalf("tapping lit %s marked plot %v", name, got)
		}
		d.TapTarget("piece-double") // takes the fast block back
		d.TapTarget("piece-double")
	}
}

// The play-test: on a phone the board is seen almost from above, where
// buildings of one, two and three blocks look alike, yet every capture
// turns on height. Each building says its height on its top, a roof as a
// half ("2½"), in a dark tag that the front row's tops show.
func TestEveryBuildingShowsItsHeightOnAPhone(t *testing.T) {
	st := store.Memory{}
	rec := towersInFront(t, 14)
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, 390, 844, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.TapTarget("resume-" + rec.Title)
	d.WaitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	d.Tick(2)
	d.Shot("hongkong-heights-390x844")
	shown := d.State()["heights"].(map[string]any)
	seen := map[string]bool{}
	for p := range hk.Plots {
		stack := g.(*hk.Game).Plot(p)
		want := ""
		if n := stack.Len(); n > 0 {
			blocks := n
			if stack.Roofed() {
				blocks--
			}
			want = fmt.Sprint(blocks)
			if stack.Roofed() {
				want = strings.TrimPrefix(want+"½", "0")
			}
		}
		got, _ := shown[hk.PlotName(p)].(string)
		if got != want {
			t.Errorf("%s is %d pieces high and says %q, want %q", hk.PlotName(p), stack.Len(), got, want)
		}
		seen[want] = true
		if p >= hk.Size || want == "" {
			continue // the front row's tops are in sight
		}
		tg := d.Target("plot-" + hk.PlotName(p))
		tag := d.Grab(sprites.R(tg.X+tg.W/2-10, tg.Y+tg.H/2-6, 20, 22))
		dark := 0
		for y := tag.Rect.Min.Y; y < tag.Rect.Max.Y; y++ {
			for x := tag.Rect.Min.X; x < tag.Rect.Max.X; x++ {
				if c := tag.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) < 120 {
					dark++
				}
			}
		}
		if share := float64(dark) / 440; share < 0.15 {
			t.Errorf("%s's top shows no height tag: %.2f of it dark", hk.PlotName(p), share)
		}
	}
	if delete(seen, ""); len(seen) < 3 {
		t.Fatalf("the position has heights %v; the test needs three", seen)
	}
}

func TestTypingAPlotNamePlacesTheChosenPiece(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.WaitFor("the first turn", 60, scenetest.HumanTurn)
	// b is the column, not the Block key: the roof stays chosen.
	d.TypeKeys(ebiten.KeyR, ebiten.KeyB, ebiten.Key2)
	d.WaitFor("the roof", 10, func(s map[string]any) bool { return s["lastMove"] == "R b2" })
}

func TestTypingTheSecondPlotOfADoubleMoveKeepsTheFastBlock(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.WaitFor("the first turn", 60, scenetest.HumanTurn)
	// c is the column, not the Cancel key.
	d.TypeKeys(ebiten.KeyF, ebiten.KeyA, ebiten.Key1, ebiten.KeyC, ebiten.Key1)
	d.WaitFor("the double move", 10, func(s map[string]any) bool { return s["lastMove"] == "F a1 B c1" })
}

func TestARefusalIsClearedByTheNextLegalMove(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	startHongKong(d, 0, 0)
	d.WaitFor("the first turn", 60, scenetest.HumanTurn)
	tg := d.Target("plot-c3")
	d.Tap(tg.X+tg.W/2, tg.Y+tg.H/2)
	if s := d.State(); !strings.Contains(s["refusal"].(string), "centre") || s["message"] != s["refusal"] {
		t.Fatalf("after the refused tap: refusal %q, message %q", s["refusal"], s["message"])
	}
	d.Shot("hongkong-refused-390x844")
	d.TapTarget("plot-a1")
	d.WaitFor("the legal move", 10, func(s map[string]any) bool { return s["lastMove"] == "B a1" })
	if s := d.State(); s["refusal"] != "" || strings.Contains(s["message"].(string), "centre") {
		t.Fatalf("after a legal move: refusal %q, message %q", s["refusal"], s["message"])
	}
}

func TestTheRoofChoiceResetsToBlockAfterTheTurn(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.WaitFor("the first turn", 60, scenetest.HumanTurn)
	d.TapTarget("piece-roof")
	d.TapTarget("plot-a1")
	d.WaitFor("the roof", 10, func(s map[string]any) bool { return s["lastMove"] == "R a1" })
	d.WaitFor("the next turn", 200, scenetest.HumanTurn)
	if s := d.State(); s["piece"] != "block" {
		t.Fatalf("the next turn starts with a %v chosen", s["piece"])
	}
}

func TestUndoSaysSoAndLiftsThePiecesAway(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("plot-d4")
	d.WaitFor("the reply", 900, func(s map[string]any) bool { return scenetest.Moves(s) == 2 && s["animating"] == false })
	d.Tick(200) // past the notice of the computer's move
	d.TapTarget("undo")
	s := d.State()
	if scenetest.Moves(s) != 0 || !strings.Contains(s["message"].(string), "taken back") {
		t.Fatalf("after undo: %d moves, message %q", scenetest.Moves(s), s["message"])
	}
	if n := s["lifting"].(float64); n < 2 {
		t.Fatalf("%v pieces seen going, want the two taken back", n)
	}
	d.Tick(6)
	d.Shot("hongkong-undo-390x844")
	d.Tick(90)
	if s := d.State(); !strings.Contains(s["message"].(string), "taken back") {
		t.Fatalf("the notice went at once: %q", s["message"])
	}
}

func TestTheComputersMoveIsSaidInWordsAndLogged(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("plot-b2")
	d.WaitFor("the reply", 900, func(s map[string]any) bool { return scenetest.Moves(s) == 2 && s["animating"] == false })
	msg := d.State()["message"].(string)
	if !strings.HasPrefix(msg, "Jade (easy) ") || !strings.ContainsAny(msg[len("Jade (easy) "):len("Jade (easy) ")+1], "bpmc") {
		t.Fatalf("after the computer's move the line says %q", msg)
	}
	d.Shot("hongkong-said-390x844")
	d.TapTarget("log")
	if s := d.State(); s["overlay"] != "log" {
		t.Fatalf("the Log button opened %v", s["overlay"])
	}
	lines := d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
	if len(lines) < 4 || !strings.HasPrefix(lines[0], "2. Jade (easy)") || !strings.Contains(strings.Join(lines, "\n"), "Red (you) built a block on b2.") {
		t.Fatalf("the log reads %q", lines)
	}
	// The drawer's text is light on dark: its text area has that ink.
	closeLog := d.Target("close-log")
	area := sprites.R(closeLog.X, 90, closeLog.W, closeLog.Y-100)
	d.Shot("hongkong-log-390x844")
	if light := d.LightIn(area); light < 0.003 {
		t.Fatalf("the log's text area is blank: %.3f of it inked", light)
	}
	d.TapTarget("close-log")
	if s := d.State(); s["overlay"] != nil {
		t.Fatalf("the log stayed open: %v", s["overlay"])
	}
}

// The play-test: the line saying what the computer played went after
// about two seconds, sometimes before its pieces had landed. It stays
// until the person acts, as the rules page says.
func TestTheComputersMoveStaysSaidUntilThePersonActs(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	startHongKong(d, 0, 1)
	d.WaitFor("the human's turn", 60, scenetest.HumanTurn)
	d.TapTarget("plot-b2")
	d.WaitFor("the reply", 900, func(s map[string]any) bool { return scenetest.Moves(s) == 2 && s["animating"] == false })
	d.Tick(600) // ten seconds of looking at the board
	if msg := d.State()["message"].(string); !strings.HasPrefix(msg, "Jade (easy) ") {
		t.Fatalf("ten seconds after the computer's move the line says %q", msg)
	}
	d.TapTarget("piece-roof")
	if msg := d.State()["message"].(string); strings.HasPrefix(msg, "Jade (easy) ") || !strings.Contains(msg, "roof") {
		t.Fatalf("after the person chose a roof the line says %q", msg)
	}
}

// nearTheEnd plays a game to one move before its end, where the person in
// seat 0 makes the last move, a single block or roof; it returns the
// record (a person against the easy computer) and that move. Single
// pieces on empty plots fill the board in 25 turns, the last one seat 0's.
func nearTheEnd(t *testing.T) (*record.Record, string) {
	t.Helper()
	for seed := uint64(1); seed < 20; seed++ {
		g := hk.New(seed)
		var played, movers []string
		for n := 0; !g.Outcome().Over; n++ {
			legal := g.LegalMoves()
			m := legal[0]
			for k := range legal {
				c := legal[(n*int(seed)+k)%len(legal)]
				if text := c.String(); simple(text) {
					if p, _ := hk.ParsePlot(text[2:]); g.Plot(p).Empty() {
						m = c
						break
					}
				}
			}
			movers = append(movers, fmt.Sprint(g.ToMove()))
			if _, err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
			played = append(played, m.String())
		}
		last := played[len(played)-1]
		if movers[len(movers)-1] != "0" || !simple(last) {
			continue
		}
		rec := &record.Record{Title: "hongkong", Seed: record.Seed(seed), Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: played[:len(played)-1]}
		return rec, last
	}
	t.Fatal("no game ends on a single piece of seat 0")
	return nil, ""
}

// simple reports a turn of one block or roof: "B c3", "R a1".
func simple(m string) bool { return len(m) == 4 && (m[0] == 'B' || m[0] == 'R') }

func TestSeeBoardAfterTheEndHasAWayBackAndNoUndo(t *testing.T) {
	rec, last := nearTheEnd(t)
	st := store.Memory{}
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, 390, 844, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.TapTarget("resume-" + rec.Title)
	d.WaitFor("the last turn", 120, func(s map[string]any) bool {
		return s["scene"] == "hongkong" && s["transition"] == nil && scenetest.HumanTurn(s)
	})
	if last[0] == 'R' {
		d.TapTarget("piece-roof")
	}
	d.TapTarget("plot-" + last[2:])
	d.WaitFor("the end screen", 600, func(s map[string]any) bool { return s["endScreen"] == true })
	if s := d.State(); s["canUndo"] == true {
		t.Fatal("Undo is offered on the finished game")
	}
	d.Tick(30)
	d.Shot("hongkong-end-390x844")
	d.TapTarget("board")
	d.Tick(1) // the toolbar of the board seen registers its buttons
	s := d.State()
	if s["boardSeen"] != true || s["endScreen"] == true || strings.Contains(s["message"].(string), "plot") {
		t.Fatalf("after See board: board seen %v, end screen %v, message %q", s["boardSeen"], s["endScreen"], s["message"])
	}
	for _, tg := range d.App.Context().Targets {
		if tg.ID == "undo" {
			t.Fatal("Undo is on screen under the finished game")
		}
	}
	d.Shot("hongkong-see-board-390x844")
	d.TapTarget("show-result")
	if s := d.State(); s["endScreen"] != true || scenetest.Moves(s) != len(rec.Moves)+1 {
		t.Fatalf("Result: end screen %v, %d moves", s["endScreen"], scenetest.Moves(s))
	}
}
