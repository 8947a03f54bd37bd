//go:build !js

package ui

import "quartet/sprites"

// keyboard natively is the keyboard's characters, read each tick. held
// stands for the word a phone's keyboard is still composing, which
// natively only a test gives (Compose).
type keyboard struct{ held string }

func (k *keyboard) open() { k.held = "" }

func (k *keyboard) close() []rune {
	r := []rune(k.held)
	k.held = ""
	return r
}

func (k *keyboard) composing() string                    { return k.held }
func (*keyboard) read(c *Context, _ sprites.Rect) []rune { return c.typed(true) }

// Compose holds s as a phone's keyboard holds a word it is still
// composing, for tests: the field shows it, and it is the text's on Close.
func (e *TextEntry) Compose(s string) { e.keys.held = s }
