package scenes

import (
	"testing"

	"quartet/scenes/scenetest"
)

// BenchmarkMenuFrame is the menu's frame, the yardstick the browser test
// measures the tables' frame rates against.
func BenchmarkMenuFrame(b *testing.B) {
	d := newDriver(b, 1024, 768, nil)
	d.app.KeepScreen()
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.Tick(60)
	b.ReportAllocs()
	var ft scenetest.FrameTimes
	for b.Loop() {
		d.Frame(&ft)
	}
	ft.Report(b)
}

// A frame of the menu on a phone: what the table's frames are held to.
func BenchmarkMenuFramePhone(b *testing.B) {
	d := newDriver(b, 390, 844, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.Tick(30)
	d.DrawFrames(b)
}
