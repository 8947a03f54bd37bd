//go:build !js

package hong_test

import (
	"syscall"
	"testing"
	"time"

	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// cpuTime is the CPU time the process has used, in all its threads: a
// software GPU's drawing included, and steadier than the wall clock on a
// machine others share.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkHongAnimatingFrame is a frame of the Hong table while two easy
// computers play the castle with the Great Dragons: tiles dropping, Hongs
// lighting up, dragons rising, as e2e/hong.mjs measures it in the browser.
func BenchmarkHongAnimatingFrame(b *testing.B) {
	d := testapp.New(b, 1024, 768, nil)
	d.App.KeepScreen()
	startHong(d, 1, 1, 0, true)
	d.WaitFor("the first move", 600, func(s map[string]any) bool { return s["animating"] == true })
	// The first frames paint the board, tiles and dragons once: not timed.
	var warm scenetest.FrameTimes
	for range 120 {
		d.Frame(&warm)
	}
	b.ReportAllocs()
	var ft scenetest.FrameTimes
	for b.Loop() {
		d.Frame(&ft)
	}
	b.StopTimer()
	ft.Report(b)
	if s := d.State(); scenetest.Moves(s) < 2 {
		b.Fatalf("%d moves played: the table did not animate", scenetest.Moves(s))
	}
}
