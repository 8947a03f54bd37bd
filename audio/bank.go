package audio

import (
	"math"
	"slices"

	"quartet/audio/synth"
)

// bank holds the rendered effects, 16-bit, and renders those the scene
// that plays now will want a step at a time. The music is not kept: it is
// made as it plays (see mixer.fill).
type bank struct {
	effects map[Effect][]int16
	wanted  []Effect
}

func newBank() *bank {
	return &bank{effects: map[Effect][]int16{}, wanted: effectsFor(MenuTheme)}
}

// effectsFor lists the effects the scenes of a theme play: every table
// plays the interface's and its title's (and a few of another's). All of
// them kept took 3.2 MB, as floats.
func effectsFor(t Theme) []Effect {
	if fx, ok := sceneEffects[t]; ok {
		return fx
	}
	return sceneEffects[MenuTheme]
}

var sceneEffects = map[Theme][]Effect{
	MenuTheme:       {Tap},
	HongKongTheme:   {Tap, Tick, WinFanfare, LossCue, BlockOnWood, BlockOnBlocks, RoofClack, Capture},
	HongTheme:       {Tap, Tick, WinFanfare, LossCue, TilePlaced, TileRotated, DragonRoar, StonePlaced, StoneMoved, HongFormed},
	KiezKoenigTheme: {Tap, Tick, WinFanfare, LossCue, DiceShake, DiceRoll, DuelWin, DuelLoss, Card, Coins},
	ChinatownTheme:  {Tap, Tick, WinFanfare, LossCue, Coins, Card, DealStruck, TilePlaced},
}

// want makes the effects of theme t's scenes the ones made ahead, and lets
// go of the others ("" changes nothing).
func (b *bank) want(t Theme) {
	if t == "" {
		return
	}
	b.wanted = effectsFor(t)
	for fx := range b.effects {
		if !slices.Contains(b.wanted, fx) {
			delete(b.effects, fx)
		}
	}
}

// effect returns the effect's sound, rendering it now if need be.
func (b *bank) effect(fx Effect) []int16 {
	if buf, ok := b.effects[fx]; ok {
		return buf
	}
	f, _ := synth.RenderEffect(string(fx))
	var buf []int16 // nil for an unknown name: asked once, silent after
	if f != nil {
		buf = make([]int16, len(f))
		for i, v := range f {
			buf[i] = int16(math.Round(math.Max(-1, math.Min(1, float64(v))) * synth.PCMScale))
		}
	}
	b.effects[fx] = buf
	return buf
}

// step renders one missing effect of those wanted and reports whether it
// did.
func (b *bank) step() (more bool) {
	for _, fx := range b.wanted {
		if _, ok := b.effects[fx]; !ok {
			b.effect(fx)
			return true
		}
	}
	return false
}
