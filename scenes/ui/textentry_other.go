//go:build !js

package ui

import "quartet/sprites"

// keyboard natively is the keyboard's characters, read each tick.
type keyboard struct{}

func (keyboard) open()                                  {}
func (keyboard) close() []rune                          { return nil }
func (keyboard) composing() string                      { return "" }
func (keyboard) read(c *Context, _ sprites.Rect) []rune { return c.typed(true) }
