//go:build js

package audio

import (
	"syscall/js"
	"testing"
)

// Outside a browser (Node.js runs the js/wasm tests) there is no WebAudio:
// opening the device fails, and the engine must carry on silently.
func TestWithoutWebAudioTheEngineIsSilent(t *testing.T) {
	if js.Global().Get("AudioContext").Truthy() {
		t.Skip("this runtime has WebAudio")
	}
	e := Start()
	for range 10 {
		e.Update()
		e.Play(Tap)
	}
	if !e.Silent() || e.Ready() || e.Err() == nil {
		t.Errorf("silent=%v ready=%v err=%v", e.Silent(), e.Ready(), e.Err())
	}
}
