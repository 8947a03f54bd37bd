package scenes

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/internal/fpsprobe"
	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// Scripts are the states `make fps` and e2e/fps.mjs measure the frame rate
// in. A script starts the app in its state and keeps it there; the probe
// counts only the frames drawn in it.
//
//	menu             the title menu
//	TITLE/idle       a table mid-game, its person to move and not touching
//	                 it (the others are computers, waiting)
//	TITLE/flights    easy computer players: pieces are nearly always moving
//	TITLE/thinking   expert computer players, every frame of their game:
//	                 deciding, pieces moving while they decide (the search
//	                 takes its time from those frames too), and the waits
//	                 between (Chinatown's expert decides in a tenth of a
//	                 second, too seldom to count only those frames)
//
// TITLE is a title's id (hongkong, hong, kiezkoenig, chinatown); a state
// alone is Hong Kong's. Natively QUARTET_SCRIPT names the script and
// QUARTET_FPS_SECONDS the measuring time (game.go); in a browser the page
// address does (?script= and ?fps=). Scripts play in memory: they neither
// read nor overwrite the player's settings and saved game.
var Scripts = scriptNames()

// ScriptStates are the states of a table a script can hold.
var ScriptStates = []string{"idle", "flights", "thinking"}

func scriptNames() []string {
	names := []string{"menu"}
	for _, id := range catalog.IDs() {
		for _, st := range ScriptStates {
			names = append(names, id+"/"+st)
		}
	}
	return names
}

// scriptMoves is how far into a game the scripted tables start: a board
// with buildings in front of others, as in most of a real game.
const scriptMoves = 14

// Script puts the app in the scripted state name and measures its frame
// rate with probe (nil: just show it).
func (a *App) Script(name string, probe *fpsprobe.Probe) error {
	title, state, ok := strings.Cut(name, "/")
	if !ok {
		title, state = "hongkong", name
	}
	if name != "menu" && (!slices.Contains(Scripts, title+"/"+state)) {
		return fmt.Errorf("unknown script %q (want one of %v)", name, Scripts)
	}
	a.script, a.scriptTitle, a.probe = state, title, probe
	a.store = store.Memory{}
	a.settings = settings.Load(a.store)
	a.applyVolumes()
	if name == "menu" {
		a.Menu()
	} else {
		a.scriptGame()
	}
	if a.m.next != nil {
		a.m.current, a.m.next, a.m.t = a.m.next, nil, 0
	}
	return nil
}

// scriptGame starts (or, when one ends, starts again) the script's game.
func (a *App) scriptGame() {
	seat := map[string]string{"idle": record.Human, "flights": "easy", "thinking": "expert"}[a.script]
	a.scriptSeed++
	rec := midgame(a.scriptTitle, a.scriptSeed, scriptMoves)
	for i := range rec.Seats {
		rec.Seats[i].Level = seat
	}
	if a.script == "idle" {
		// One person, whose turn it comes to, and computers: people
		// sharing a screen would see Chinatown's hand-over page.
		for i := range rec.Seats[1:] {
			rec.Seats[i+1].Level = "easy"
		}
	}
	a.Play(rec)
	if a.m.next != nil {
		a.m.current, a.m.next, a.m.t = a.m.next, nil, 0
	}
}

// midgame is a record of title n moves in, played by the easy computer,
// for the fewest seats the title takes (two where it can).
func midgame(title string, seed uint64, n int) *record.Record {
	t, _ := catalog.Lookup(title)
	rec := &record.Record{Title: title, Seed: record.Seed(seed), Seats: make([]record.Seat, max(2, t.MinSeats))}
	g, err := rec.Start()
	if err != nil {
		panic(err)
	}
	agent, err := opponents.New(title, "easy", seed)
	if err != nil {
		panic(err)
	}
	for range n {
		if g.Outcome().Over {
			break
		}
		m := ai.Decide(agent, g)
		if _, err := g.Apply(m); err != nil {
			panic(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// scriptUpdate keeps the scripted state going: a finished game is started
// afresh, and the computer's decision times are collected.
func (a *App) scriptUpdate() {
	if a.script == "" || a.table == nil {
		return
	}
	if a.table.Decisions != a.decisions {
		a.decisions = a.table.Decisions
		a.decideWall = append(a.decideWall, a.table.DecideWall)
		a.decideWait = append(a.decideWait, a.table.DecideWait)
	}
	if a.table.Over() && a.m.next == nil {
		a.scriptGame()
	}
}

// inScriptState reports whether the frame just drawn shows the script's
// state.
func (a *App) inScriptState() bool {
	if a.m.next != nil || len(a.m.overlays) > 0 {
		return false
	}
	if a.script == "menu" {
		_, ok := a.m.current.(*menu)
		return ok
	}
	busy, ok := a.m.current.(interface{ Busy() bool })
	if !ok || a.table == nil {
		return false
	}
	switch a.script {
	case "idle":
		return !busy.Busy() && a.table.HumanToMove()
	case "flights":
		return busy.Busy()
	case "thinking":
		return !a.table.Over()
	}
	return false
}

// ScriptReport is the measurement once it is done: the frame rate, and for
// the thinking script the wall-clock time of each computer decision and
// the part of it in which the table stood calm, waiting for it (ms).
func (a *App) ScriptReport() (fps float64, decideMs, waitMs []float64, done bool) {
	if a.probe == nil || !a.probe.Done() {
		return 0, nil, nil, false
	}
	for i, d := range a.decideWall {
		decideMs = append(decideMs, float64(d)/float64(time.Millisecond))
		waitMs = append(waitMs, float64(a.decideWait[i])/float64(time.Millisecond))
	}
	return a.probe.FPS(), decideMs, waitMs, true
}
