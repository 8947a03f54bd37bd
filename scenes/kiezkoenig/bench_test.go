//go:build !js

package kiezkoenig_test

import (
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"testing"
	"time"
)

// BenchmarkKiezFiveTokensFrame is a frame of the KiezKönig street while
// five easy computers play: all five tokens on the street, swaying, one
// hopping, as e2e/kiezkoenig.mjs measures it in the browser against
// BenchmarkMenuFrame.
func BenchmarkKiezFiveTokensFrame(b *testing.B) {
	d := testapp.New(b, 1024, 768, nil)
	d.App.KeepScreen()
	startKiez(d, 1, 1, 1, 1, 1)
	d.WaitFor("five tokens on the street", 3000, func(s map[string]any) bool {
		return s["tokens"] == float64(5) && s["phase"] != "order" && s["animating"] == true
	})
	// The first frames paint the street and the cards once: not timed.
	var warm frameTimes
	for range 120 {
		frame(d, &warm)
	}
	before := scenetest.Moves(d.State())
	b.ReportAllocs()
	var ft frameTimes
	for b.Loop() {
		frame(d, &ft)
	}
	b.StopTimer()
	ft.report(b)
	if b.N > 200 && scenetest.Moves(d.State()) == before {
		b.Fatal("no move was played: the street did not animate")
	}
}

// TEMPORARY copy of frameTimes and frame from scenes/hong_bench_test.go,
// until they live in scenes/scenetest (frames.go): point this at them then.

// frameTimes splits a frame's time: the tick, the drawing queued, and the
// drawing done on the GPU (what a software GPU in a browser pays for).
type frameTimes struct{ update, draw, gpu time.Duration }

// frame runs one tick and draws it onto the last frame, as the game does
// in a browser (the screen kept between frames), waiting for the drawing
// to be done.
func frame(d *testapp.Driver, ft *frameTimes) {
	t0 := time.Now()
	d.Update()
	t1 := time.Now()
	d.App.Draw(d.Image())
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
