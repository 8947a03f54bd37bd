//go:build js

package scenes

import (
	"encoding/json"
	"strings"
	"syscall/js"
)

// InstallHook exposes window.quartetState() when the page was opened with
// ?test in its address: it returns the app's Describe() as JSON, so browser
// tests can assert on scenes and find what to tap. Players never see it.
func (a *App) InstallHook() {
	search := js.Global().Get("location").Get("search").String()
	if !strings.Contains(search, "test") {
		return
	}
	js.Global().Set("quartetState", js.FuncOf(func(js.Value, []js.Value) any {
		b, err := json.Marshal(a.Describe())
		if err != nil {
			return `{"error":` + quote(err.Error()) + `}`
		}
		return string(b)
	}))
}

func quote(s string) string { b, _ := json.Marshal(s); return string(b) }

// firstFrame tells the page the game has drawn, to lift the loading screen
// and to time the first frame.
func (a *App) firstFrame() {
	if f := js.Global().Get("quartetFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
