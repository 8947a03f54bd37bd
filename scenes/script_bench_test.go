package scenes

import (
	"testing"

	"quartet/scenes/scenetest"
)

// BenchmarkScriptedFrame is a frame of the menu and of each title in each
// state `make fps` measures, drawn as the game draws (the screen kept),
// split into its tick (an expert's search included), its drawing queued
// and the drawing done: where a frame's time goes, per table.
func BenchmarkScriptedFrame(b *testing.B) {
	for _, name := range Scripts {
		b.Run(name, func(b *testing.B) {
			d := newDriver(b, 1280, 720, nil)
			d.app.KeepScreen()
			if err := d.app.Script(name, nil); err != nil {
				b.Fatal(err)
			}
			var warm scenetest.FrameTimes
			for i := 0; i < 120 || !d.app.inScriptState(); i++ {
				if i > 1200 {
					b.Fatalf("%s: not reached", name)
				}
				d.Frame(&warm)
			}
			var ft scenetest.FrameTimes
			for b.Loop() {
				d.Frame(&ft)
			}
			b.StopTimer()
			ft.Report(b)
		})
	}
}
