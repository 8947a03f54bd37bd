package main

import (
	"flag"
	"fmt"
	"image"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/assets/icon"
	"quartet/audio"
	"quartet/internal/fpsprobe"
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
	ebiten.SetWindowIcon([]image.Image{icon.Draw(16), icon.Draw(32), icon.Draw(48), icon.Draw(128)})
	app := scenes.New(scenes.Options{Store: store.Default(), Sound: audio.Start()})
	app.InstallHook()
	// QUARTET_SCRIPT holds the game in one state to measure its frame rate
	// (`make fps`; scenes/script.go).
	if name := os.Getenv("QUARTET_SCRIPT"); name != "" {
		if err := app.Script(name, fpsprobe.FromEnv()); err != nil {
			fmt.Fprintf(os.Stderr, "quartet: %v\n", err)
			return exitBadInput
		}
	}
	if err := ebiten.RunGameWithOptions(app, &ebiten.RunGameOptions{X11ClassName: "Quartet", X11InstanceName: "quartet"}); err != nil {
		fmt.Fprintf(os.Stderr, "quartet: %v\n", err)
		return exitInternal
	}
	return exitOK
}
