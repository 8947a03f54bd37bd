//go:build !js

package scenes

// InstallHook does nothing natively: tests call Describe directly.
func (a *App) InstallHook() {}

func (a *App) firstFrame() {}
