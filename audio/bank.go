package audio

import (
	"quartet/audio/synth"
)

// bank holds the rendered sounds and renders the missing ones a step at a
// time, most wanted first.
type bank struct {
	effects map[Effect][]float32
	themes  map[Theme][]int16 // 16-bit interleaved stereo loops
	// used orders the rendered themes from least to most recently wanted,
	// so that the oldest can be let go when memory is short.
	used []Theme

	job      *synth.ThemeRender
	jobTheme Theme
	// wanted is the theme the game asked for (rendered before anything
	// else).
	wanted Theme
}

// maxThemes is how many rendered themes are kept (a loop is 4.5 to 7 MB):
// the menu's and the table's, between which players go back and forth.
// Each more is a tenth of the game's memory.
const maxThemes = 2

func newBank() *bank {
	return &bank{effects: map[Effect][]float32{}, themes: map[Theme][]int16{}}
}

// effect returns the effect's sound, rendering it now if need be.
func (b *bank) effect(fx Effect) []float32 {
	if buf, ok := b.effects[fx]; ok {
		return buf
	}
	buf, _ := synth.RenderEffect(string(fx))
	b.effects[fx] = buf // nil for an unknown name: asked once, silent after
	return buf
}

// theme returns the theme's loop if it is rendered.
func (b *bank) theme(t Theme) ([]int16, bool) {
	loop, ok := b.themes[t]
	if ok {
		b.touch(t)
	}
	return loop, ok
}

func (b *bank) touch(t Theme) {
	for i, u := range b.used {
		if u == t {
			b.used = append(b.used[:i], b.used[i+1:]...)
			break
		}
	}
	b.used = append(b.used, t)
}

// want puts the theme first in the rendering order.
func (b *bank) want(t Theme) {
	b.wanted = t
	if _, ok := b.themes[t]; ok {
		b.touch(t)
	}
}

// step does one small piece of rendering and reports whether anything is
// left to do: the wanted theme, then the effects. No theme is made before
// it is wanted: rendering one holds 20 to 40 MB for a few seconds, which
// made a game that only sits at its table take half again the memory. The
// theme that plays goes on until the wanted one is ready, and the last two
// wanted stay made, so going back and forth between the menu and a table
// is instant after the first time.
func (b *bank) step() (more bool) {
	if b.job != nil && b.jobTheme != b.wanted && b.busy() && b.job.Progress() < 0.5 {
		// The game has moved on: make what it wants now, unless this one is
		// nearly done.
		b.job = nil
	}
	if b.job != nil {
		if b.job.Step() {
			b.store(b.jobTheme, b.job.Result())
			b.job = nil
		}
		return true
	}
	if b.wanted != "" {
		if _, ok := b.themes[b.wanted]; !ok {
			return b.startJob(b.wanted)
		}
	}
	for _, e := range synth.Effects {
		if _, ok := b.effects[Effect(e.Name)]; !ok {
			b.effect(Effect(e.Name))
			return true
		}
	}
	return false
}

// busy reports whether the wanted theme is still being made.
func (b *bank) busy() bool {
	if b.wanted == "" {
		return false
	}
	_, ok := b.themes[b.wanted]
	return !ok
}

func (b *bank) startJob(t Theme) bool {
	job, err := synth.NewThemeRender(string(t))
	if err != nil {
		// An unknown theme: remember it as silence so it is not tried again.
		b.store(t, nil)
		return true
	}
	b.job, b.jobTheme = job, t
	return true
}

func (b *bank) store(t Theme, loop []int16) {
	b.themes[t] = loop
	b.touch(t)
	for len(b.themes) > maxThemes {
		oldest := b.used[0]
		if oldest == b.wanted || oldest == t {
			// Never drop what is wanted or just made; move it to the back.
			b.touch(oldest)
			continue
		}
		delete(b.themes, oldest)
		b.used = b.used[1:]
	}
}

// release drops every rendered theme and the render in progress; what is
// wanted is remembered, and made again if sound comes back.
func (b *bank) release() {
	if b.job == nil && len(b.themes) == 0 {
		return
	}
	b.job, b.jobTheme = nil, ""
	clear(b.themes)
	b.used = b.used[:0]
}
