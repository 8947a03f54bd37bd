// Blank is the yardstick of `make fps` and e2e/fps.mjs: an Ebitengine app
// that only fills its screen with one colour, built and run the way the
// game is (same window size, same Ebitengine). Quartet's frame rates are
// reported as ratios to this app's, measured in the same run.
//
// With QUARTET_FPS_SECONDS set it measures its frame rate (internal/fpsprobe),
// prints "fps N" natively and exits, or sets window.quartetFps in a browser.
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/fpsprobe"
)

type blank struct {
	probe *fpsprobe.Probe
	quit  bool
}

func (b *blank) Update() error {
	if b.quit {
		return ebiten.Termination
	}
	return nil
}

func (b *blank) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1F, 0x3A, 0x33, 0xFF})
	if b.probe != nil && !b.probe.Done() && b.probe.Frame(true) {
		b.quit = report(b.probe)
	}
}

func (b *blank) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowTitle("blank")
	ebiten.SetWindowSize(1280, 720)
	b := &blank{probe: probe()}
	if err := ebiten.RunGame(b); err != nil {
		panic(err)
	}
}
