package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/rules"
	hk "quartet/rules/hongkong"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/settings"
	"quartet/scenes/store"
	"quartet/scenes/ui"
)

func humanTurn(s map[string]any) bool { return s["humanTurn"] == true }

func moves(s map[string]any) int { return int(s["moves"].(float64)) }

func TestAnIllegalTryShowsTheRulesReasonAndPlacesNothing(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	tg := d.target("plot-c3")
	if tg.Enabled {
		t.Fatal("c3 is lit on the start player's first turn")
	}
	d.tap(tg.X+tg.W/2, tg.Y+tg.H/2)
	s := d.state()
	if moves(s) != 0 || !strings.Contains(s["message"].(string), "centre") {
		t.Fatalf("after tapping c3: %d moves, message %q", moves(s), s["message"])
	}
}

func TestADoubleMoveIsBuiltFromTwoTaps(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("piece-double")
	d.tapTarget("plot-a1")
	if s := d.state(); s["pending"].(float64) != 0 || moves(s) != 0 {
		t.Fatalf("after the fast block: pending %v, %d moves", s["pending"], moves(s))
	}
	d.shot("hongkong-double-move")
	d.tapTarget("plot-b1")
	d.waitFor("the double move", 10, func(s map[string]any) bool { return s["lastMove"] == "F a1 B b1" })
}

func TestCancellingADoubleMoveTakesTheFastBlockBack(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("piece-double")
	d.tapTarget("plot-a1")
	d.tapTarget("cancel")
	if s := d.state(); s["pending"].(float64) != -1 || moves(s) != 0 {
		t.Fatalf("after cancelling: pending %v", s["pending"])
	}
}

func TestSettingsArePersisted(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	d.waitFor("the menu", 60, sceneIs("menu"))
	d.tapTarget("settings")
	d.tapTarget("colourblind")
	d.tapTarget("speed-2")
	d.tapTarget("done")
	got := settings.Load(st)
	if !got.ColourBlind || got.AnimationSpeed != 2 {
		t.Fatalf("saved settings %+v", got)
	}
	again := newDriver(t, 1280, 720, st)
	if !again.app.Context().Settings.ColourBlind {
		t.Fatal("a new start forgot the colour-blind setting")
	}
}

func TestTheGameInProgressIsSavedAndResumedFromTheMenu(t *testing.T) {
	st := store.Memory{}
	d := newDriver(t, 1280, 720, st)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("plot-b2")
	d.waitFor("the reply", 900, func(s map[string]any) bool { return moves(s) == 2 })
	saved, err := st.Get(play.SaveName("hongkong"))
	if err != nil {
		t.Fatal("nothing autosaved")
	}
	rec, err := record.Parse(saved)
	if err != nil || len(rec.Moves) != 2 || rec.Moves[0] != "B b2" {
		t.Fatalf("autosave %s (%v)", saved, err)
	}
	again := newDriver(t, 1280, 720, st)
	again.waitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	again.shot("menu-resume")
	again.tapTarget("resume-hongkong")
	again.waitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	if s := again.state(); moves(s) != 2 || s["lastMove"] != rec.Moves[1] {
		t.Fatalf("resumed with %d moves, last %v", moves(s), s["lastMove"])
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
			d := newDriver(t, 1280, 720, st)
			d.waitFor("the menu", 60, sceneIs("menu"))
			s := d.state()
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
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	if d.target("undo").Enabled {
		t.Fatal("undo offered before any move")
	}
	d.tapTarget("plot-d4")
	d.waitFor("the reply", 900, func(s map[string]any) bool { return moves(s) == 2 && s["animating"] == false })
	d.tapTarget("undo")
	if s := d.state(); moves(s) != 0 || s["humanTurn"] != true {
		t.Fatalf("after undo: %d moves, human turn %v", moves(s), s["humanTurn"])
	}
}

func TestTwoPeopleTakeTurnsOnOneScreen(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	for i, plot := range []string{"a1", "e5", "b1"} {
		d.waitFor("a human turn", 200, func(s map[string]any) bool { return humanTurn(s) && moves(s) == i })
		if s := d.state(); int(s["toMove"].(float64)) != i%2 {
			t.Fatalf("move %d: seat %v to move", i, s["toMove"])
		}
		d.tapTarget("plot-" + plot)
	}
	if d.target("undo").Enabled {
		t.Fatal("undo is for games against the computer")
	}
}

func TestThePauseMenuRestartsTheGame(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("plot-a1")
	d.tapTarget("menu")
	if s := d.state(); s["overlay"] != "pause" {
		t.Fatalf("overlay %v", s["overlay"])
	}
	d.shot("pause")
	d.tapTarget("pause-Rules")
	d.shot("rules")
	d.tapTarget("close-rules")
	d.tapTarget("pause-Restart")
	d.tapTarget("confirm")
	if s := d.state(); moves(s) != 0 || s["overlay"] != nil {
		t.Fatalf("after restart: %d moves, overlay %v", moves(s), s["overlay"])
	}
}

func TestAComputerGameReachesTheEndScreen(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.app.Context().Settings.AnimationSpeed = 4
	startHongKong(d, 1, 1)
	// Computer moves follow each other as soon as the last piece lands, so
	// the middle of the game is caught with a piece in flight.
	d.waitFor("the middle of the game", 20000, func(s map[string]any) bool { return moves(s) >= 16 })
	d.shot("hongkong-midgame")
	d.waitFor("the end screen", 30000, func(s map[string]any) bool { return s["endScreen"] == true })
	d.shot("hongkong-end")
	if !strings.Contains(strings.Join(d.sound.played, " "), "win") {
		t.Fatalf("no fanfare: %v", d.sound.played)
	}
	d.tapTarget("again")
	if s := d.state(); moves(s) != 0 || s["endScreen"] == true {
		t.Fatalf("play again: %v", s)
	}
}

func TestAPlacedBlockShowsInItsSeatsColour(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("plot-c2")
	d.waitFor("the landing", 200, func(s map[string]any) bool { return s["animating"] == false })
	tg := d.target("plot-c2")
	// The top of the block, just below the tap point on its roof line.
	r, g, b := d.pixel(tg.X+tg.W/2, tg.Y+tg.H/2+4)
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
	for _, size := range screens {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%vx%v", w, h), func(t *testing.T) {
			d := newDriver(t, w, h, nil)
			d.waitFor("the menu", 60, sceneIs("menu"))
			check := func(where string) {
				d.t.Helper()
				d.tick(1)
				for _, tg := range d.app.Context().Targets {
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
			d.shot(fmt.Sprintf("menu-%vx%v", w, h))
			d.tapTarget("title-hongkong")
			d.waitFor("the setup page", 60, sceneIs("setup"))
			check("setup")
			d.tapTarget("seat1-2")
			d.tapTarget("start")
			d.waitFor("the game", 60, sceneIs("hongkong"))
			d.waitFor("the human's turn", 60, humanTurn)
			check("game")
			d.shot(fmt.Sprintf("hongkong-%vx%v", w, h))
			d.tapTarget("menu")
			check("pause")
			d.shot(fmt.Sprintf("pause-%vx%v", w, h))
			d.tapTarget("pause-Settings")
			check("settings")
			d.tapTarget("done")
			d.tapTarget("pause-Rules")
			check("rules")
			d.tapTarget("close-rules")
			d.tapTarget("pause-Restart")
			check("restart question")
			d.tapTarget("cancel")
			d.tapTarget("pause-Resume")
			d.tapTarget("log")
			check("log")
			d.tapTarget("close-log")
		})
	}
}

// The pause menu's question never puts Yes where the button that asked it
// was: a double tap on Restart or Quit answered Yes (play-test, phone).
func TestAPauseQuestionsYesIsNotWhereItsButtonWas(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {1280, 720}} {
		t.Run(fmt.Sprintf("%vx%v", size[0], size[1]), func(t *testing.T) {
			d := newDriver(t, size[0], size[1], nil)
			d.waitFor("the menu", 60, sceneIs("menu"))
			d.tapTarget("title-hongkong")
			d.waitFor("the setup page", 60, sceneIs("setup"))
			d.tapTarget("start")
			d.waitFor("the game", 60, sceneIs("hongkong"))
			d.tapTarget("menu")
			for _, id := range []string{"pause-Restart", "pause-Quit to menu"} {
				asked := d.target(id)
				d.tapTarget(id)
				yes := d.target("confirm")
				if yes.X < asked.X+asked.W/2 && asked.X+asked.W/2 < yes.X+yes.W && yes.Y < asked.Y+asked.H/2 && asked.Y+asked.H/2 < yes.Y+yes.H {
					t.Errorf("%s: Yes lies where the button was", id)
				}
				d.tapTarget("cancel")
			}
		})
	}
}

func TestHighDPIScreensRenderAtTheirDeviceScale(t *testing.T) {
	if !haveGraphics {
		t.Skip("needs a display")
	}
	app := New(Options{Scale: 2})
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
	d := newDriver(t, 1280, 720, st)
	d.waitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.tapTarget("resume-" + rec.Title)
	d.waitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	d.shot("hongkong-towers")
	// The fast block's first tap only marks its plot, so every lit plot can
	// be tried without playing it.
	d.tapTarget("piece-double")
	lit := d.state()["legal"].([]any)
	if len(lit) < 5 {
		t.Fatalf("only %d lit plots", len(lit))
	}
	// The towers in front that hide lit plots are drawn see-through,
	// rather than the lit plots' outlines being painted over them.
	if ghosts := d.state()["seeThrough"].([]any); len(ghosts) == 0 {
		t.Fatal("no building in front is see-through, though lit plots hide behind towers")
	}
	d.shot("hongkong-towers-lit")
	for _, name := range lit {
		d.tapTarget("plot-" + name.(string))
		want, _ := hk.ParsePlot(name.(string))
		if got := d.state()["pending"].(float64); int(got) != want {
			t.Fatalf("tapping lit %s marked plot %v", name, got)
		}
		d.tapTarget("cancel")
		d.tapTarget("piece-double")
	}
}

// typeKeys presses each key for one tick, as typing does.
func (d *driver) typeKeys(keys ...ebiten.Key) {
	d.t.Helper()
	for _, k := range keys {
		d.app.Context().InjectKey(k)
		d.tick(1)
	}
}

func TestTypingAPlotNamePlacesTheChosenPiece(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.waitFor("the first turn", 60, humanTurn)
	// b is the column, not the Block key: the roof stays chosen.
	d.typeKeys(ebiten.KeyR, ebiten.KeyB, ebiten.Key2)
	d.waitFor("the roof", 10, func(s map[string]any) bool { return s["lastMove"] == "R b2" })
}

func TestTypingTheSecondPlotOfADoubleMoveKeepsTheFastBlock(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.waitFor("the first turn", 60, humanTurn)
	// c is the column, not the Cancel key.
	d.typeKeys(ebiten.KeyF, ebiten.KeyA, ebiten.Key1, ebiten.KeyC, ebiten.Key1)
	d.waitFor("the double move", 10, func(s map[string]any) bool { return s["lastMove"] == "F a1 B c1" })
}

func TestARefusalIsClearedByTheNextLegalMove(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	startHongKong(d, 0, 0)
	d.waitFor("the first turn", 60, humanTurn)
	tg := d.target("plot-c3")
	d.tap(tg.X+tg.W/2, tg.Y+tg.H/2)
	if s := d.state(); !strings.Contains(s["refusal"].(string), "centre") || s["message"] != s["refusal"] {
		t.Fatalf("after the refused tap: refusal %q, message %q", s["refusal"], s["message"])
	}
	d.shot("hongkong-refused-390x844")
	d.tapTarget("plot-a1")
	d.waitFor("the legal move", 10, func(s map[string]any) bool { return s["lastMove"] == "B a1" })
	if s := d.state(); s["refusal"] != "" || strings.Contains(s["message"].(string), "centre") {
		t.Fatalf("after a legal move: refusal %q, message %q", s["refusal"], s["message"])
	}
}

func TestTheRoofChoiceResetsToBlockAfterTheTurn(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	startHongKong(d, 0, 0)
	d.waitFor("the first turn", 60, humanTurn)
	d.tapTarget("piece-roof")
	d.tapTarget("plot-a1")
	d.waitFor("the roof", 10, func(s map[string]any) bool { return s["lastMove"] == "R a1" })
	d.waitFor("the next turn", 200, humanTurn)
	if s := d.state(); s["piece"] != "block" {
		t.Fatalf("the next turn starts with a %v chosen", s["piece"])
	}
}

func TestUndoSaysSoAndLiftsThePiecesAway(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("plot-d4")
	d.waitFor("the reply", 900, func(s map[string]any) bool { return moves(s) == 2 && s["animating"] == false })
	d.tick(200) // past the notice of the computer's move
	d.tapTarget("undo")
	s := d.state()
	if moves(s) != 0 || !strings.Contains(s["message"].(string), "taken back") {
		t.Fatalf("after undo: %d moves, message %q", moves(s), s["message"])
	}
	if n := s["lifting"].(float64); n < 2 {
		t.Fatalf("%v pieces seen going, want the two taken back", n)
	}
	d.tick(6)
	d.shot("hongkong-undo-390x844")
	d.tick(90)
	if s := d.state(); !strings.Contains(s["message"].(string), "taken back") {
		t.Fatalf("the notice went at once: %q", s["message"])
	}
}

func TestTheComputersMoveIsSaidInWordsAndLogged(t *testing.T) {
	d := newDriver(t, 390, 844, nil)
	startHongKong(d, 0, 1)
	d.waitFor("the human's turn", 60, humanTurn)
	d.tapTarget("plot-b2")
	d.waitFor("the reply", 900, func(s map[string]any) bool { return moves(s) == 2 && s["animating"] == false })
	msg := d.state()["message"].(string)
	if !strings.HasPrefix(msg, "Jade (easy) ") || !strings.ContainsAny(msg[len("Jade (easy) "):len("Jade (easy) ")+1], "bpmc") {
		t.Fatalf("after the computer's move the line says %q", msg)
	}
	d.shot("hongkong-said-390x844")
	d.tapTarget("log")
	if s := d.state(); s["overlay"] != "log" {
		t.Fatalf("the Log button opened %v", s["overlay"])
	}
	lines := d.app.m.top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
	if len(lines) < 4 || !strings.HasPrefix(lines[0], "2. Jade (easy)") || !strings.Contains(strings.Join(lines, "\n"), "Red (you) built a block on b2.") {
		t.Fatalf("the log reads %q", lines)
	}
	// The drawer's text is light on dark: its text area has that ink.
	closeLog := d.target("close-log")
	area := ui.R(closeLog.X, 90, closeLog.W, closeLog.Y-100)
	d.shot("hongkong-log-390x844")
	if light := d.lightIn(area); light < 0.003 {
		t.Fatalf("the log's text area is blank: %.3f of it inked", light)
	}
	d.tapTarget("close-log")
	if s := d.state(); s["overlay"] != nil {
		t.Fatalf("the log stayed open: %v", s["overlay"])
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
	d := newDriver(t, 390, 844, st)
	d.waitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.tapTarget("resume-" + rec.Title)
	d.waitFor("the last turn", 120, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil && humanTurn(s) })
	if last[0] == 'R' {
		d.tapTarget("piece-roof")
	}
	d.tapTarget("plot-" + last[2:])
	d.waitFor("the end screen", 600, func(s map[string]any) bool { return s["endScreen"] == true })
	if s := d.state(); s["canUndo"] == true {
		t.Fatal("Undo is offered on the finished game")
	}
	d.tick(30)
	d.shot("hongkong-end-390x844")
	d.tapTarget("board")
	d.tick(1) // the toolbar of the board seen registers its buttons
	s := d.state()
	if s["boardSeen"] != true || s["endScreen"] == true || strings.Contains(s["message"].(string), "plot") {
		t.Fatalf("after See board: board seen %v, end screen %v, message %q", s["boardSeen"], s["endScreen"], s["message"])
	}
	for _, tg := range d.app.Context().Targets {
		if tg.ID == "undo" {
			t.Fatal("Undo is on screen under the finished game")
		}
	}
	d.shot("hongkong-see-board-390x844")
	d.tapTarget("show-result")
	if s := d.state(); s["endScreen"] != true || moves(s) != len(rec.Moves)+1 {
		t.Fatalf("Result: end screen %v, %d moves", s["endScreen"], moves(s))
	}
}
