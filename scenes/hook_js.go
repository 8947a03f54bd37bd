//go:build js

package scenes

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/fpsprobe"
)

// InstallHook exposes window.quartetState() when the page was opened with
// ?test in its address: it returns the app's Describe() as JSON, so browser
// tests can assert on scenes and find what to tap. Players never see it.
func (a *App) InstallHook() {
	search := js.Global().Get("location").Get("search").String()
	if !strings.Contains(search, "test") {
		return
	}
	q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
	// ?seed=N: every game started here deals and throws alike, so that a
	// browser test's whole game takes the same time in every run.
	if n, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil {
		a.gameSeed = n
	}
	// ?script=NAME&fps=SECONDS: hold a scripted state and measure it
	// (script.go; e2e/fps.mjs).
	if q.Get("script") != "" {
		var probe *fpsprobe.Probe
		if secs, err := strconv.ParseFloat(q.Get("fps"), 64); err == nil && secs > 0 {
			probe = fpsprobe.New(secs)
		}
		if err := a.Script(q.Get("script"), probe); err != nil {
			js.Global().Get("console").Call("error", err.Error())
		}
	}
	js.Global().Set("quartetState", js.FuncOf(func(js.Value, []js.Value) any {
		b, err := json.Marshal(a.Describe())
		if err != nil {
			return `{"error":` + quote(err.Error()) + `}`
		}
		return string(b)
	}))
	// The tick alone, for a test that holds a finger down until the game
	// has seen it: describing the whole state takes long enough on a loaded
	// machine that a tap held while waiting for it became a long press.
	js.Global().Set("quartetTick", js.FuncOf(func(js.Value, []js.Value) any {
		return a.ctx.Tick
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

// reportScript leaves a scripted measurement in Describe (fps, decideMs, waitMs),
// where the browser test reads it; the page keeps running.
func (a *App) reportScript(*ebiten.Image) {}
