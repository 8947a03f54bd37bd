// Package audio plays Quartet's sound effects and music. Every sound is made
// by package synth at run time; nothing is loaded or downloaded.
//
// A game creates one Engine with Start and calls its Update once per tick.
// The engine opens the sound device on the first Update, renders the sounds a
// little at a time in the ticks that follow (WebAssembly has one thread), and
// never fails: without a device it stays silent, and in a browser it waits
// for the first tap or key, which unlocks audio (Ready reports when).
// QUARTET_AUDIO=off in the environment keeps it silent from the start.
//
// The device is reached through Oto directly rather than through
// ebiten/v2/audio: Ebitengine returns an audio device error from RunGame,
// which would end the game on a machine without sound (or when a sound
// server goes away mid-game); Oto reports it to us, and we go quiet instead.
// So the game must not create an ebiten/v2/audio Context as well: Oto allows
// one per process.
package audio

import "quartet/audio/synth"

// Effect names a sound effect.
type Effect string

// The effects.
const (
	// Hong Kong.
	BlockOnWood   Effect = "block-wood"   // a block lands on the wooden board
	BlockOnBlocks Effect = "block-blocks" // a block lands on other blocks
	RoofClack     Effect = "roof-clack"   // a roof is set on a building
	Capture       Effect = "capture"      // an opponent's block is taken

	// Hong.
	TilePlaced  Effect = "tile-placed"  // a tile is laid
	TileRotated Effect = "tile-rotated" // a tile is turned
	DragonRoar  Effect = "dragon-roar"  // a Great Dragon is summoned
	StonePlaced Effect = "stone-placed" // a stone is set
	StoneMoved  Effect = "stone-moved"  // a stone is moved
	HongFormed  Effect = "hong-formed"  // a Hong is completed and lights up

	// KiezKönig.
	DiceShake Effect = "dice-shake" // dice rattle in the cup
	DiceRoll  Effect = "dice-roll"  // dice tumble on the table
	DuelWin   Effect = "duel-win"   // the duel is won
	DuelLoss  Effect = "duel-loss"  // the duel is lost
	Tick      Effect = "tick"       // a bullet or podium marker moves one step

	// Chinatown.
	Coins      Effect = "coins"       // money changes hands
	Card       Effect = "card"        // a card is dealt or played
	DealStruck Effect = "deal-struck" // a trade is agreed

	// Interface.
	Tap        Effect = "tap"  // a button is pressed
	WinFanfare Effect = "win"  // the game is won
	LossCue    Effect = "loss" // the game is lost
)

// Theme names a music theme.
type Theme string

// The themes: one for the menu and one per title (named by the title's id).
const (
	MenuTheme       Theme = "menu"
	HongKongTheme   Theme = "hongkong"
	HongTheme       Theme = "hong"
	KiezKoenigTheme Theme = "kiezkoenig"
	ChinatownTheme  Theme = "chinatown"
)

// Effects lists every effect.
func Effects() []Effect {
	out := make([]Effect, len(synth.Effects))
	for i, e := range synth.Effects {
		out[i] = Effect(e.Name)
	}
	return out
}

// Themes lists every theme, the menu's first.
func Themes() []Theme {
	out := make([]Theme, len(synth.Themes))
	for i, t := range synth.Themes {
		out[i] = Theme(t.Name)
	}
	return out
}

// ThemeFor returns the theme of a title id (as in rules/catalog), or the
// menu theme for an unknown id.
func ThemeFor(titleID string) Theme {
	for _, t := range Themes() {
		if string(t) == titleID {
			return t
		}
	}
	return MenuTheme
}

// Volumes are the player's sound settings, each 0..1.
type Volumes struct {
	Master, Music, Effects float64
	Mute                   bool
}

// DefaultVolumes are the settings of a first start: music a little under the
// effects, so that the game's sounds read clearly over it.
func DefaultVolumes() Volumes {
	return Volumes{Master: 0.8, Music: 0.6, Effects: 0.9}
}

func (v Volumes) clamped() Volumes {
	c := func(x float64) float64 {
		if !(x >= 0) { // also catches NaN
			return 0
		}
		return min(x, 1)
	}
	return Volumes{Master: c(v.Master), Music: c(v.Music), Effects: c(v.Effects), Mute: v.Mute}
}

// variesPitch tells which effects may be played a little higher or lower
// each time, so that repeated knocks do not sound like a machine. Musical
// effects keep their pitch.
func variesPitch(fx Effect) bool {
	switch fx {
	case BlockOnWood, BlockOnBlocks, RoofClack, TilePlaced, TileRotated, StonePlaced, StoneMoved,
		DiceShake, DiceRoll, Tick, Coins, Card, Tap:
		return true
	}
	return false
}
