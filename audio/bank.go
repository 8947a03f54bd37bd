package audio

import (
	"quartet/audio/synth"
)

// bank holds the rendered effects and renders the missing ones a step at a
// time. The music is not kept: it is made as it plays (see mixer.fill).
type bank struct {
	effects map[Effect][]float32
}

func newBank() *bank {
	return &bank{effects: map[Effect][]float32{}}
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

// step renders one missing effect and reports whether it did.
func (b *bank) step() (more bool) {
	for _, e := range synth.Effects {
		if _, ok := b.effects[Effect(e.Name)]; !ok {
			b.effect(Effect(e.Name))
			return true
		}
	}
	return false
}
