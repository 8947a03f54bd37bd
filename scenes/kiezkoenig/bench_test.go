//go:build !js

package kiezkoenig_test

import (
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"testing"
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
	var warm scenetest.FrameTimes
	for range 120 {
		d.Frame(&warm)
	}
	before := scenetest.Moves(d.State())
	b.ReportAllocs()
	var ft scenetest.FrameTimes
	for b.Loop() {
		d.Frame(&ft)
	}
	b.StopTimer()
	ft.Report(b)
	if b.N > 200 && scenetest.Moves(d.State()) == before {
		b.Fatal("no move was played: the street did not animate")
	}
}
