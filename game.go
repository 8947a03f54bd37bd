package main

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/ai"
	"quartet/audio"
	"quartet/internal/fpsprobe"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/scenes"
)

// runGame opens the game window; open, when set, then opens something in
// it (a record in the replay viewer).
func runGame(args []string, open func(*scenes.App)) int {
	if !openWindow(args) {
		return exitBadInput
	}
	// The system's language, until the settings name one of their own
	// (scenes.New applies that).
	lang.Use(lang.System())
	app := scenes.New(scenes.Options{Store: store.Default(), Sound: audio.Start()})
	// QUARTET_FULLDRAW=1 redraws every frame whole, to compare a frame
	// drawn in parts with one drawn afresh.
	if os.Getenv("QUARTET_FULLDRAW") == "" {
		app.KeepScreen()
	}
	app.InstallHook()
	if open != nil {
		open(app)
	}
	// QUARTET_SCRIPT holds the game in one state to measure its frame rate
	// (`make fps`; scenes/script.go).
	if name := os.Getenv("QUARTET_SCRIPT"); name != "" {
		if err := app.Script(name, fpsprobe.FromEnv()); err != nil {
			fmt.Fprintf(os.Stderr, "quartet: %v\n", err)
			return exitBadInput
		}
	}
	// The computer's search makes garbage by the megabyte; collecting at
	// half the live heap rather than all of it keeps the game's peak
	// memory down for a little more collecting.
	debug.SetGCPercent(50)
	// A soft ceiling as well: near it the collector also returns freed
	// pages to the system, which the percentage alone leaves mapped (about
	// 30 MB of peak RSS on the Hong Kong table; see make fps). The game's
	// live heap is well under it, so it never makes the collector thrash.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(128 << 20)
	}
	// QUARTET_THINKASIDE=1 lets the computer search beside the game loop
	// rather than in slices of each frame (ai.ThinkAside), to measure on
	// a machine with a core to spare.
	ai.ThinkAside(os.Getenv("QUARTET_THINKASIDE") == "1")
	defer profile()()
	if err := ebiten.RunGameWithOptions(app, &ebiten.RunGameOptions{X11ClassName: "Quartet", X11InstanceName: "quartet"}); err != nil {
		fmt.Fprintf(os.Stderr, "quartet: %v\n", err)
		return exitInternal
	}
	return exitOK
}
