package scenes

import "quartet/scenes/ui"

// Top is the scene on top: the topmost overlay, or the scene under none.
// The titles' scene tests use it to read an overlay's own description (the
// log's lines), which Describe leaves out, and to let a scene's images go.
func (a *App) Top() ui.Scene { return a.m.top() }

// Current is the scene under the overlays. The titles' scene tests use it
// to draw the table afresh beside the frame the app drew over the last.
func (a *App) Current() ui.Scene { return a.m.current }
