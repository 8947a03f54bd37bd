//go:build !js

package audio

import "github.com/ebitengine/oto/v3"

// playerBufferFrames is how much the device player reads ahead: 23 ms, so
// that an effect follows its event closely.
const playerBufferFrames = 1024

// watchPage has nothing to watch outside a browser.
func watchPage(*oto.Context, chan struct{}) {}

// renderWhileWaiting: natively the device opens in a moment, and whether
// there is one at all is not known before; rendering a theme for a device
// that then fails would hold tens of megabytes for nothing.
var renderWhileWaiting = false
