//go:build js

package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2/exp/textinput"

	"quartet/sprites"
)

// keyboard in a browser is Ebitengine's text field: a text area of the page
// that takes the focus, so that a phone shows its on-screen keyboard, and
// on iOS at the end of the touch that opened it. Each character it commits
// is taken from it at once; Backspace and Enter reach the game as keys.
type keyboard struct {
	field textinput.Field
}

func (k *keyboard) open() {
	k.field.SetTextAndSelection("", 0, 0)
	k.field.Focus()
}

func (k *keyboard) close() []rune {
	rest := []rune(k.field.TextForRendering())
	k.field.SetTextAndSelection("", 0, 0)
	k.field.Blur()
	return rest
}

func (k *keyboard) composing() string { return k.field.TextForRendering() }

func (k *keyboard) read(c *Context, r sprites.Rect) []rune {
	if !k.field.IsFocused() {
		return c.typed(true)
	}
	// The field has the keys: those it passes on to the game as keys
	// (so that Backspace and Enter work) are its characters already.
	typed := c.typed(false)
	s := c.Scale
	bounds := image.Rect(int(r.X*s), int(r.Y*s), int(r.Right()*s), int(r.Bottom()*s))
	if _, err := k.field.HandleInputWithBounds(bounds); err != nil {
		return typed
	}
	if t := k.field.Text(); t != "" {
		typed = append(typed, []rune(t)...)
		k.field.SetTextAndSelection("", 0, 0)
	}
	return typed
}
