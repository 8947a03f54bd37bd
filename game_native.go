//go:build !js

package main

import (
	"flag"
	"image"
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/assets/icon"
)

// openWindow sizes the game's window from the -width and -height flags and
// gives it its icon; false means the flags were wrong.
func openWindow(args []string) bool {
	fs := flag.NewFlagSet("quartet", flag.ContinueOnError)
	width := fs.Int("width", 1280, "window width")
	height := fs.Int("height", 720, "window height")
	if err := fs.Parse(args); err != nil {
		return false
	}
	ebiten.SetWindowTitle("Quartet")
	ebiten.SetWindowSize(*width, *height)
	ebiten.SetWindowSizeLimits(360, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowIcon([]image.Image{icon.Draw(16), icon.Draw(32), icon.Draw(48), icon.Draw(128)})
	return true
}

// profile writes a CPU profile to $QUARTET_CPUPROFILE while the game runs,
// and a heap profile to $QUARTET_MEMPROFILE when it ends, for `go tool
// pprof`. The returned function stops and writes them.
func profile() func() {
	var stop []func()
	if path := os.Getenv("QUARTET_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil && pprof.StartCPUProfile(f) == nil {
			stop = append(stop, func() { pprof.StopCPUProfile(); f.Close() })
		}
	}
	if path := os.Getenv("QUARTET_MEMPROFILE"); path != "" {
		runtime.MemProfileRate = 64 << 10
		stop = append(stop, func() {
			if f, err := os.Create(path); err == nil {
				_ = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		})
	}
	return func() {
		for _, s := range stop {
			s()
		}
	}
}
