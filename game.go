package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/scenes"
	"quartet/scenes/store"
)

// runGame opens the game window.
func runGame(args []string) int {
	fs := flag.NewFlagSet("quartet", flag.ContinueOnError)
	width := fs.Int("width", 1280, "window width")
	height := fs.Int("height", 720, "window height")
	if err := fs.Parse(args); err != nil {
		return exitBadInput
	}
	ebiten.SetWindowTitle("Quartet")
	ebiten.SetWindowSize(*width, *height)
	ebiten.SetWindowSizeLimits(360, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	app := scenes.New(scenes.Options{Store: store.Default(), Sound: audio.Start()})
	app.InstallHook()
	if err := ebiten.RunGameWithOptions(app, &ebiten.RunGameOptions{X11ClassName: "Quartet", X11InstanceName: "quartet"}); err != nil {
		fmt.Fprintf(os.Stderr, "quartet: %v\n", err)
		return exitInternal
	}
	return exitOK
}
