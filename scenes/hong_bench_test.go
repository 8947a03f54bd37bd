//go:build !js

package scenes

import (
	"quartet/scenes/scenetest"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time the process has used, in all its threads: a
// software GPU's drawing included, and steadier than the wall clock on a
// machine others share.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// frameTimes splits a frame's time: the tick, the drawing queued, and the
// drawing done on the GPU (what a software GPU in a browser pays for).
type frameTimes struct{ update, draw, gpu time.Duration }

// frame runs one tick and draws it onto the last frame, as the game does
// in a browser (the screen kept between frames), waiting for the drawing
// to be done.
func (d *driver) frame(ft *frameTimes) {
	t0 := time.Now()
	d.Update()
	t1 := time.Now()
	d.app.Draw(d.Image())
	t2 := time.Now()
	d.Image().At(0, 0)
	t3 := time.Now()
	ft.update += t1.Sub(t0)
	ft.draw += t2.Sub(t1)
	ft.gpu += t3.Sub(t2)
}

func (ft frameTimes) report(b *testing.B) {
	n := float64(b.N)
	b.ReportMetric(float64(ft.update.Microseconds())/n, "update-µs/op")
	b.ReportMetric(float64(ft.draw.Microseconds())/n, "draw-µs/op")
	b.ReportMetric(float64(ft.gpu.Microseconds())/n, "gpu-µs/op")
}

// BenchmarkMenuFrame is the menu's frame, the yardstick the browser test
// measures the tables' frame rates against.
func BenchmarkMenuFrame(b *testing.B) {
	d := newDriver(b, 1024, 768, nil)
	d.app.KeepScreen()
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.Tick(60)
	b.ReportAllocs()
	var ft frameTimes
	for b.Loop() {
		d.frame(&ft)
	}
	ft.report(b)
}

// BenchmarkHongAnimatingFrame is a frame of the Hong table while two easy
// computers play the castle with the Great Dragons: tiles dropping, Hongs
// lighting up, dragons rising, as e2e/hong.mjs measures it in the browser.
func BenchmarkHongAnimatingFrame(b *testing.B) {
	d := newDriver(b, 1024, 768, nil)
	d.app.KeepScreen()
	startHong(d, 1, 1, 0, true)
	d.WaitFor("the first move", 600, func(s map[string]any) bool { return s["animating"] == true })
	// The first frames paint the board, tiles and dragons once: not timed.
	var warm frameTimes
	for range 120 {
		d.frame(&warm)
	}
	b.ReportAllocs()
	var ft frameTimes
	for b.Loop() {
		d.frame(&ft)
	}
	b.StopTimer()
	ft.report(b)
	if s := d.State(); scenetest.Moves(s) < 2 {
		b.Fatalf("%d moves played: the table did not animate", scenetest.Moves(s))
	}
}
