//go:build !js

package scenes

import (
	"fmt"
	"image/png"
	"os"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// InstallHook does nothing natively: tests call Describe directly.
func (a *App) InstallHook() {}

func (a *App) firstFrame() {}

// reportScript prints a scripted measurement for `make fps` and ends the
// program; with QUARTET_SCREENSHOT set it saves the last frame there too.
func (a *App) reportScript(screen *ebiten.Image) {
	if path := os.Getenv("QUARTET_SCREENSHOT"); path != "" {
		if f, err := os.Create(path); err == nil {
			_ = png.Encode(f, screen)
			f.Close()
		}
	}
	fps, decide, wait, _ := a.ScriptReport()
	fmt.Fprintf(os.Stdout, "fps %.2f\ncpu_ms_per_frame %.3f\n", fps, float64(a.probe.CPUPerFrame())/1e6)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	var gpu ebiten.DebugInfo
	ebiten.ReadDebugInfo(&gpu)
	fmt.Fprintf(os.Stdout, "go_mb heap_inuse %.0f sys %.0f images %.0f\n", float64(ms.HeapInuse)/(1<<20), float64(ms.Sys)/(1<<20), float64(gpu.TotalGPUImageMemoryUsageInBytes)/(1<<20))
	if len(decide) > 0 {
		// Bare numbers: %v's brackets cost e2e/fps the first and the last.
		fmt.Fprintf(os.Stdout, "decide_ms %s\nwait_ms %s\n", strings.Trim(fmt.Sprint(decide), "[]"), strings.Trim(fmt.Sprint(wait), "[]"))
	}
	a.quit = true
}
