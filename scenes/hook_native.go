//go:build !js

package scenes

import (
	"fmt"
	"os"
)

// InstallHook does nothing natively: tests call Describe directly.
func (a *App) InstallHook() {}

func (a *App) firstFrame() {}

// reportScript prints a scripted measurement for `make fps` and ends the
// program.
func (a *App) reportScript() {
	fps, decide, _ := a.ScriptReport()
	fmt.Fprintf(os.Stdout, "fps %.2f\n", fps)
	if len(decide) > 0 {
		fmt.Fprintf(os.Stdout, "decide_ms %v\n", decide)
	}
	a.quit = true
}
