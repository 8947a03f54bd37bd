package ui

import (
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/sprites"
)

// TextEntry is one short line a person types, such as a seat's name.
// Ebitengine has no text field: natively the keyboard's characters are
// read each tick; in a browser a text field of the page takes them, which
// is what brings up a phone's on-screen keyboard (textentry_js.go).
type TextEntry struct {
	// ID names the field being typed into, "" while none is.
	ID   string
	Text string
	// Max is the most characters the text may hold (0: 24).
	Max int
	// fresh: the text was not typed here; the first character typed
	// replaces it, as a selected field's text is replaced.
	fresh bool
	keys  keyboard
}

// Open starts typing into the field id, holding text. Call it when the
// press that opens the field begins (Pointer.Pressed): a phone's browser
// shows its keyboard only for a field focused during a touch.
func (e *TextEntry) Open(id, text string) {
	if e.ID == id {
		return
	}
	e.ID, e.Text, e.fresh = id, text, true
	e.keys.open()
}

// Close ends typing and returns the text typed.
func (e *TextEntry) Close() string {
	if e.ID == "" {
		return e.Text
	}
	e.add(e.keys.close())
	e.ID = ""
	return e.Text
}

// Set replaces the text, as if it had not been typed (a name picked from
// a list): the next character typed replaces it.
func (e *TextEntry) Set(text string) { e.Text, e.fresh = text, true }

// Update reads this tick's typing into the open field, which sits at r on
// screen. It reports the typing done: Enter or Escape pressed.
func (e *TextEntry) Update(c *Context, r sprites.Rect) (done bool) {
	if e.ID == "" {
		return false
	}
	e.add(e.keys.read(c, r))
	if c.Key(ebiten.KeyBackspace) {
		if e.fresh {
			e.Text = ""
		} else if _, n := utf8.DecodeLastRuneInString(e.Text); n > 0 {
			e.Text = e.Text[:len(e.Text)-n]
		}
		e.fresh = false
	}
	return c.Key(ebiten.KeyEnter) || c.Key(ebiten.KeyNumpadEnter) || c.Key(ebiten.KeyEscape)
}

// Shown is what the field shows: the text and, in a browser, what the
// keyboard is still composing.
func (e *TextEntry) Shown() string { return e.Text + e.keys.composing() }

func (e *TextEntry) add(typed []rune) {
	most := e.Max
	if most == 0 {
		most = 24
	}
	for _, r := range typed {
		if !unicode.IsPrint(r) {
			continue
		}
		if e.fresh {
			e.Text, e.fresh = "", false
		}
		if utf8.RuneCountInString(e.Text) < most {
			e.Text += string(r)
		}
	}
}

// InjectText types s in the next tick, for tests.
func (c *Context) InjectText(s string) { c.injectedText = append(c.injectedText, []rune(s)...) }

// typed is what was typed this tick through the keyboard (where devices
// is true) and the tests.
func (c *Context) typed(devices bool) []rune {
	c.chars = c.chars[:0]
	if devices {
		c.chars = ebiten.AppendInputChars(c.chars)
	}
	c.chars = append(c.chars, c.injectedText...)
	c.injectedText = c.injectedText[:0]
	return c.chars
}
