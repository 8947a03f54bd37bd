package scenetest

import (
	"testing"
	"time"
)

// The frame benchmarks of the menu and of each title's table time frames
// the same way, so that the browser tests can hold a table's frame against
// the menu's.

// FrameTimes splits a frame's time: the tick, the drawing queued, and the
// drawing done on the GPU (what a software GPU in a browser pays for).
type FrameTimes struct{ Update, Draw, GPU time.Duration }

// Frame runs one tick and draws it onto the last frame, as the game does
// in a browser (the screen kept between frames), waiting for the drawing
// to be done.
func (d *Driver) Frame(ft *FrameTimes) {
	t0 := time.Now()
	d.Update()
	t1 := time.Now()
	d.App.Draw(d.Image())
	t2 := time.Now()
	d.Image().At(0, 0)
	t3 := time.Now()
	ft.Update += t1.Sub(t0)
	ft.Draw += t2.Sub(t1)
	ft.GPU += t3.Sub(t2)
}

// Report reports the times per frame as the benchmark's metrics.
func (ft FrameTimes) Report(b *testing.B) {
	n := float64(b.N)
	b.ReportMetric(float64(ft.Update.Microseconds())/n, "update-µs/op")
	b.ReportMetric(float64(ft.Draw.Microseconds())/n, "draw-µs/op")
	b.ReportMetric(float64(ft.GPU.Microseconds())/n, "gpu-µs/op")
}

// DrawFrames draws b.N frames of what d shows, each flushed to the GPU as
// a browser's frame would be.
func (d *Driver) DrawFrames(b *testing.B) {
	b.ResetTimer()
	for range b.N {
		d.Draw()
		d.Image().At(0, 0)
	}
}
