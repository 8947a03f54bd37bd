//go:build !js

package audio

import "github.com/ebitengine/oto/v3"

// playerBufferFrames is how much the device player reads ahead: 23 ms, so
// that an effect follows its event closely.
const playerBufferFrames = 1024

// watchPage has nothing to watch outside a browser.
func watchPage(*oto.Context, chan struct{}) {}
