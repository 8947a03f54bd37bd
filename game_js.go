package main

// openWindow does nothing in the browser: the page sizes the canvas, names
// the tab and gives the icon (web/index.html), and there are no flags.
func openWindow([]string) bool { return true }

// profile does nothing in the browser, whose own profiler sees the game.
func profile() func() { return func() {} }
