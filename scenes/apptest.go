package scenes

import (
	"quartet/online"
	"quartet/scenes/play"
	"quartet/scenes/ui"
)

// The scene tests of each title live in the title's own package and reach
// the app only through what it exports: these are the few things they need
// that no player-facing state describes.

// Top is the scene on top: the topmost overlay, or else the scene on
// screen. The tests use it to read an overlay's own description (the game
// log's lines), which Describe reduces to the overlay's name, and to free
// its images as the manager would.
func (a *App) Top() ui.Scene { return a.m.top() }

// Current is the scene on screen beneath any overlays. The tests use it to
// draw the scene alone, without the app's transition and overlays.
func (a *App) Current() ui.Scene { return a.m.current }

// PlayOnline opens the table of an online game for the seat snap is for,
// as the Online page does once a room is joined: a title's tests play
// online through a loopback room with it.
func (a *App) PlayOnline(snap online.Snapshot, link play.Link) error {
	return a.playOnline(snap, link)
}
