package scenes

import (
	"fmt"
	"time"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/internal/fpsprobe"
	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/rules/record"
)

// Scripts are the states `make fps` and e2e/fps.mjs measure the frame rate
// in. A script starts the app in its state and keeps it there; the probe
// counts only the frames drawn in it.
//
//	menu      the title menu
//	idle      Hong Kong between two people, mid-game, nobody touching it
//	flights   two easy computer players: pieces are nearly always in the air
//	thinking  two expert computer players, counted while one thinks and no
//	          piece flies
//
// Natively QUARTET_SCRIPT names the script and QUARTET_FPS_SECONDS the
// measuring time (game.go); in a browser the page address does (?script=
// and ?fps=). Scripts play in memory: they neither read nor overwrite the
// player's settings and saved game.
var Scripts = []string{"menu", "idle", "flights", "thinking"}

// scriptMoves is how far into a game the scripted tables start: a board
// with buildings in front of others, as in most of a real game.
const scriptMoves = 14

// Script puts the app in the scripted state name and measures its frame
// rate with probe (nil: just show it).
func (a *App) Script(name string, probe *fpsprobe.Probe) error {
	a.script, a.probe = name, probe
	a.store = store.Memory{}
	a.settings = settings.Load(a.store)
	a.applyVolumes()
	switch name {
	case "menu":
		a.Menu()
	case "idle", "flights", "thinking":
		a.scriptGame()
	default:
		return fmt.Errorf("unknown script %q (want one of %v)", name, Scripts)
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
	rec := midgame(a.scriptSeed, scriptMoves)
	rec.Seats = []record.Seat{{Level: seat}, {Level: seat}}
	a.Play(rec)
	if a.m.next != nil {
		a.m.current, a.m.next, a.m.t = a.m.next, nil, 0
	}
}

// midgame is a Hong Kong record n moves in, played by the easy computer.
func midgame(seed uint64, n int) *record.Record {
	rec := &record.Record{Title: "hongkong", Seed: record.Seed(seed)}
	g, err := rec.Start()
	if err != nil {
		panic(err)
	}
	agent, err := opponents.New("hongkong", "easy", seed)
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
		return !busy.Busy()
	case "flights":
		return busy.Busy()
	case "thinking":
		return a.table.Thinking() && !busy.Busy()
	}
	return false
}

// ScriptReport is the measurement once it is done: the frame rate, and for
// the thinking script the wall-clock time of each computer decision (ms).
func (a *App) ScriptReport() (fps float64, decideMs []float64, done bool) {
	if a.probe == nil || !a.probe.Done() {
		return 0, nil, false
	}
	for _, d := range a.decideWall {
		decideMs = append(decideMs, float64(d)/float64(time.Millisecond))
	}
	return a.probe.FPS(), decideMs, true
}
