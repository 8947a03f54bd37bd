package scenes

import (
	"math"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/ui"
)

// allocatedBy is the memory f allocates, its drawing flushed to the GPU.
func allocatedBy(img *ebiten.Image, f func()) uint64 {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	img.At(0, 0) // flushes the paths queued on img
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// Stroked arcs are drawn in sprites of every size a window can ask for.
// Ebitengine's own vector arcs blew up at some radii (a gigabyte of
// vertices for one dragon tile); ours must cost kilobytes at every size.
// Filled corners are checked by TestOpeningATableCostsLittleMemory: alone,
// a tile's one-off first fill varies too much with what ran before.
func TestArcsCostLittleMemory(t *testing.T) {
	if !haveGraphics {
		t.Skip("needs a display")
	}
	const limit = 4 << 20
	for px := 20; px <= 130; px++ {
		s := float64(px)
		img := ebiten.NewImage(px, px)
		cv := &ui.Canvas{Img: img, Scale: 1, W: s, H: s}
		if n := allocatedBy(img, func() { cv.StrokeCircle(s/2, s/2, s*0.3, s*0.03, ui.White) }); n > limit {
			t.Errorf("a circle stroked in a %d px image allocated %d MB", px, n>>20)
		}
		for i := range 5 {
			x := (0.1 + 0.2*float64(i)) * s
			if n := allocatedBy(img, func() { cv.Arc(x, 0.47*s, 0.08*s, 0, math.Pi, 0.02*s, ui.White) }); n > limit {
				t.Errorf("an arc stroked in a %d px image allocated %d MB", px, n>>20)
			}
		}
		img.Deallocate()
	}
}

// Opening a table draws its board, pieces and panels once into layers. It
// once allocated 850 MB (Chinatown) and 840 MB (Hong) through Ebitengine's
// arcs, which in a browser is WebAssembly memory that is never given back.
func TestOpeningATableCostsLittleMemory(t *testing.T) {
	if !haveGraphics {
		t.Skip("needs a display")
	}
	const limit = 300 << 20
	for _, tc := range []struct {
		title string
		start func(d *driver)
	}{
		{"Chinatown", func(d *driver) { startChinatown(d, 3, 1, 1) }},
		{"Hong", func(d *driver) { startHong(d, 0, 1, 0, true) }},
	} {
		d := newDriver(t, 1024, 768, nil)
		d.waitFor("the menu", 60, sceneIs("menu"))
		var a, b runtime.MemStats
		runtime.ReadMemStats(&a)
		tc.start(d)
		d.tick(30)
		runtime.ReadMemStats(&b)
		if n := b.TotalAlloc - a.TotalAlloc; n > limit {
			t.Errorf("opening the %s table allocated %d MB", tc.title, n>>20)
		}
	}
}
