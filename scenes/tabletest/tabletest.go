// Package tabletest checks that a title's table keeps the contract every
// table shares, as rules/ruletest does for a title's rules: the title is
// known below the app (its rules, its computer players, its rules page), and
// its table opens at every screen size, describes the shared state, offers
// the shared controls, plays the computers' moves and a remote player's
// moves, and resumes a game in the middle. Its own test runs Conformance
// for every title the app lists, so a fifth title is checked the moment it
// is registered.
package tabletest

import (
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/assets"
	"quartet/lang"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/table"
	"quartet/scenes/testapp"
)

// Conformance runs every check on one title's table.
func Conformance(t *testing.T, title table.Title) {
	id := title.Rules.ID
	t.Run("KnownBelowTheApp", func(t *testing.T) { knownBelowTheApp(t, title) })
	t.Run("OpensAtEverySize", func(t *testing.T) { opensAtEverySize(t, id) })
	t.Run("ComputersPlayOnTheirOwn", func(t *testing.T) { computersPlayOnTheirOwn(t, id) })
	t.Run("ARemotePlayersMoveReachesTheTable", func(t *testing.T) { remoteMoveReachesTheTable(t, id) })
	t.Run("ResumesInTheMiddle", func(t *testing.T) { resumesInTheMiddle(t, id) })
	t.Run("HintInThreeTaps", func(t *testing.T) { hintInThreeTaps(t, id) })
	t.Run("TextFitsInEveryLanguage", func(t *testing.T) { textFitsInEveryLanguage(t, id) })
	t.Run("AComputerThinkingLeavesMostFramesUnchanged", func(t *testing.T) { thinkingLeavesFramesUnchanged(t, id) })
}

// knownBelowTheApp: the headless tools and the game server find the
// title's rules and computer players without the app, and the rules page
// has text.
func knownBelowTheApp(t *testing.T, title table.Title) {
	id := title.Rules.ID
	if r, ok := catalog.Lookup(id); !ok || r.Name != title.Rules.Name {
		t.Fatalf("rules/catalog does not list %q as the app does", id)
	}
	if title.New == nil || title.Emblem == nil {
		t.Fatal("the title has no table or no menu card")
	}
	for _, level := range record.Levels {
		if _, err := opponents.New(id, level, 1); err != nil {
			t.Errorf("no %s computer player: %v", level, err)
		}
	}
	if assets.Rules(id) == "" {
		t.Error("no rules page (assets/rules/" + id + ".md)")
	}
}

// computerRecord is a game of the title's default seat count, every seat an
// easy computer, after moves moves chosen by easy computers.
func computerRecord(t *testing.T, id string, moves int) *record.Record {
	t.Helper()
	rt, _ := catalog.Lookup(id)
	rec := &record.Record{Title: id, Seed: 3}
	for range rt.DefaultSeats {
		rec.Seats = append(rec.Seats, record.Seat{Level: "easy"})
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < moves && !g.Outcome().Over; n++ {
		agent, _ := opponents.New(id, "easy", uint64(n+1))
		m := ai.Decide(agent, g)
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// opensAtEverySize: at a phone, a tablet either way up and a desktop, the
// table describes the state every table shares and lays out the shared
// controls, each on screen.
func opensAtEverySize(t *testing.T, id string) {
	d := testapp.Resume(t, 1280, 720, computerRecord(t, id, 0))
	for _, size := range scenetest.Screens {
		d.Resize(size[0], size[1])
		d.Tick(2)
		s := d.State()
		for _, key := range []string{"scene", "over", "moves", "thinking", "animating", "humanTurn"} {
			if _, ok := s[key]; !ok {
				t.Errorf("%vx%v: the table does not describe %q", size[0], size[1], key)
			}
		}
		for _, id := range []string{"undo", "log", "menu"} {
			tg := d.Target(id)
			if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > size[0]+0.5 || tg.Y+tg.H > size[1]+0.5 {
				t.Errorf("%vx%v: %s lies off the screen: %+v", size[0], size[1], id, tg)
			}
		}
	}
}

// computersPlayOnTheirOwn: with no person at the table, the turn loop asks
// the computers for their moves and the table shows them.
func computersPlayOnTheirOwn(t *testing.T, id string) {
	d := testapp.Resume(t, 1280, 720, computerRecord(t, id, 0))
	d.Settings().AnimationSpeed = 4
	d.WaitFor("three computer moves", 6000, func(s map[string]any) bool { return scenetest.Moves(s) >= 3 })
}

// remoteMoveReachesTheTable: a seat played from elsewhere (the first, with
// a person here at the second and computers at the rest, as in an online
// game) gets its move in notation, and the table plays and shows it as it
// shows a computer's.
func remoteMoveReachesTheTable(t *testing.T, id string) {
	rec := computerRecord(t, id, 0)
	rec.Seats[0].Level, rec.Seats[1].Level = record.Human, record.Human
	d := testapp.Resume(t, 1280, 720, rec)
	d.Settings().AnimationSpeed = 4
	tb := d.App.Table()
	remote := &play.Remote{}
	tb.SetDriver(0, remote)
	if tb.Game.ToMove() != 0 {
		t.Fatalf("seat %d to move first, want the first seat", tb.Game.ToMove())
	}
	agent, _ := opponents.New(id, "easy", 1)
	move := ai.Decide(agent, tb.Game.View(0)).String()
	remote.Deliver(move)
	d.WaitFor("the remote move on the table", 600, func(s map[string]any) bool {
		return scenetest.Moves(s) >= 1 && s["animating"] == false
	})
	if remote.Err != nil || tb.Rec.Moves[0] != move {
		t.Fatalf("remote move %q: played %v (%v)", move, tb.Rec.Moves, remote.Err)
	}
}

// resumesInTheMiddle: a game kept after a dozen moves opens at its table
// with those moves played.
func resumesInTheMiddle(t *testing.T, id string) {
	rec := computerRecord(t, id, 12)
	d := testapp.Resume(t, 1024, 768, rec)
	if got := scenetest.Moves(d.State()); got < len(rec.Moves) {
		t.Fatalf("resumed with %d moves, want %d", got, len(rec.Moves))
	}
}

// textFitsInEveryLanguage: on a phone and a tablet either way up, in every
// language, the table's words, with a person to move after a dozen moves,
// fit the screen, their buttons and their boxes and do not run over each
// other (scenetest.TextProblems).
func textFitsInEveryLanguage(t *testing.T, id string) {
	defer lang.Use(lang.Current())
	rec := computerRecord(t, id, 12)
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	rec.Seats[g.ToMove()] = record.Seat{Level: record.Human}
	for _, l := range scenetest.Languages {
		lang.Use(l)
		d := testapp.Resume(t, 390, 844, rec)
		d.WaitFor("the person's turn", 600, scenetest.HumanTurn)
		for _, size := range scenetest.TextScreens {
			d.Resize(size[0], size[1])
			d.Tick(2)
			for _, p := range d.TextProblems() {
				if knownTextProblem(id, size, p) {
					t.Logf("%s's table at %vx%v: known, to be mended: %s", id, size[0], size[1], p)
					continue
				}
				t.Errorf("%s's table at %vx%v in %s: %s", id, size[0], size[1], l, p)
			}
		}
	}
}

// knownTextProblems are problems the check found in a title's table that
// wait for the title's own fix: they are logged, not failed, and each
// entry goes once its fix is merged.
var knownTextProblems = []struct {
	title string
	size  [2]float64
	says  string
}{
	// The hand's tiles lie under Done building: below four seat cards
	// the controls' area is too short for a row of tiles above the
	// button (scenes/chinatown/controls.go, placeWidgets).
	// (and, while the button comes in, shows through it).
	{"chinatown", [2]float64{844, 390}, `is hidden under the button "pass"`},
	{"chinatown", [2]float64{844, 390}, `and "Done building" at`},
}

func knownTextProblem(title string, size [2]float64, problem string) bool {
	for _, k := range knownTextProblems {
		if k.title == title && k.size == size && strings.Contains(problem, k.says) {
			return true
		}
	}
	return false
}

// thinkingLeavesFramesUnchanged: while an expert computer thinks at a
// calm table, the frames change the kept screen no more often than at rest
// with the person to move, but for the spinner's steps (one in twelve
// ticks): most frames are then not presented at all, and their time goes
// to the search (ui.Context.FrameDrawn). A spinner turning a little every
// tick changed every frame, and on a machine drawing on its CPU the
// expert took four to five seconds to decide.
func thinkingLeavesFramesUnchanged(t *testing.T, id string) {
	rec := computerRecord(t, id, 12)
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	// The expert to move, the person next, easy computers at the rest
	// (two people at one screen would pass it behind a handover screen).
	mover := g.ToMove()
	for i := range rec.Seats {
		rec.Seats[i] = record.Seat{Level: "easy"}
	}
	rec.Seats[mover] = record.Seat{Level: "expert"}
	rec.Seats[(mover+1)%len(rec.Seats)] = record.Seat{Level: record.Human}
	d := testapp.Resume(t, 1024, 768, rec)
	d.App.KeepScreen()
	// Slow pieces make the computer's least thinking time long too.
	d.Settings().AnimationSpeed = 0.25
	calm := func(s map[string]any) bool { return s["animating"] != true && s["over"] != true }
	thinking := func(s map[string]any) bool {
		return calm(s) && s["humanTurn"] != true && scenetest.Moves(s) == len(rec.Moves)
	}
	resting := func(s map[string]any) bool { return calm(s) && s["humanTurn"] == true }
	// changedFrames draws frames while in holds, and counts those that
	// changed the screen.
	changedFrames := func(in func(map[string]any) bool) (frames, changed int) {
		for range 96 {
			d.Update()
			d.App.Draw(d.Image())
			if !in(d.State()) {
				break
			}
			frames++
			if d.App.Context().StillFrames() == 0 {
				changed++
			}
		}
		return frames, changed
	}
	d.WaitFor("the expert's turn at a calm table", 600, thinking)
	frames, changed := changedFrames(thinking)
	if frames < 24 {
		t.Fatalf("the expert's turn lasted %d frames: too few to count", frames)
	}
	d.WaitFor("the person's turn at a calm table", 3000, resting)
	for range 8 { // the last move's marks settle
		d.Update()
		d.App.Draw(d.Image())
	}
	restFrames, restChanged := changedFrames(resting)
	t.Logf("thinking: %d of %d frames changed the screen; at rest %d of %d", changed, frames, restChanged, restFrames)
	atRest := float64(restChanged) / float64(max(1, restFrames))
	if most := int(atRest*float64(frames)) + frames/12 + 3; changed > most {
		t.Errorf("%d of %d frames of a computer thinking changed the screen, want at most %d (%d of %d at rest)", changed, frames, most, restChanged, restFrames)
	}
}
