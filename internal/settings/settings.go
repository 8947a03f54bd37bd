// Package settings holds the player's preferences and keeps them between runs.
package settings

import (
	"encoding/json"

	"quartet/internal/store"
	"quartet/lang"
)

// Settings are the player's preferences.
type Settings struct {
	Master  float64 `json:"master"`  // 0..1
	Music   float64 `json:"music"`   // 0..1
	Effects float64 `json:"effects"` // 0..1
	Mute    bool    `json:"mute"`
	// AnimationSpeed scales how fast pieces move: 0.5 slow, 1, 2 fast.
	AnimationSpeed float64 `json:"animationSpeed"`
	// ColourBlind switches seat colours to a palette safe for red-green
	// colour blindness.
	ColourBlind bool `json:"colourBlind"`
	// Tips shows a one-line tip the first time each situation of a game
	// arises (a forced fight, the last year); off, none is shown.
	Tips bool `json:"tips"`
	// Language is the language the screens speak, a code lang.Parse
	// reads ("de"); empty follows the system's.
	Language string `json:"language"`
}

// Defaults are the settings of a first start.
func Defaults() Settings {
	return Settings{Master: 0.8, Music: 0.6, Effects: 0.9, AnimationSpeed: 1, Tips: true}
}

const document = "settings.json"

// Load reads the saved settings. Anything missing or unreadable falls back
// to the defaults: a broken settings file must never stop the game.
func Load(s store.Store) Settings {
	out := Defaults()
	data, err := s.Get(document)
	if err != nil {
		return out
	}
	if json.Unmarshal(data, &out) != nil {
		return Defaults()
	}
	return out.sane()
}

// Save writes the settings (atomically: see store).
func Save(s store.Store, v Settings) error {
	data, err := json.MarshalIndent(v.sane(), "", "  ")
	if err != nil {
		return err
	}
	return s.Put(document, data)
}

// sane clamps values a hand-edited file might break.
func (v Settings) sane() Settings {
	clamp := func(x float64) float64 { return max(0, min(1, x)) }
	v.Master, v.Music, v.Effects = clamp(v.Master), clamp(v.Music), clamp(v.Effects)
	switch {
	case v.AnimationSpeed <= 0:
		v.AnimationSpeed = 1
	case v.AnimationSpeed > 4:
		v.AnimationSpeed = 4
	}
	// A language this version does not speak (a newer version's, a
	// hand-edited one) follows the system rather than English.
	if l, ok := lang.Parse(v.Language); ok && v.Language != "" {
		v.Language = string(l)
	} else {
		v.Language = ""
	}
	return v
}

// Lang is the language the settings choose: their own, or the system's
// when they leave it to the system.
func (v Settings) Lang() lang.Language {
	if l, ok := lang.Parse(v.Language); ok && v.Language != "" {
		return l
	}
	return lang.System()
}
