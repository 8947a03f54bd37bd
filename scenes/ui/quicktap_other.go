//go:build !js

package ui

// quickTapTick is a browser's concern only (quicktap_js.go).
func quickTapTick() {}
