package scenes

import (
	"fmt"
	"image"
	"math"
	"os"
	"os/exec"
	"quartet/scenes/scenetest"
	"quartet/sprites"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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
	scenetest.NeedGraphics(t)
	const limit = 4 << 20
	for px := 20; px <= 130; px++ {
		s := float64(px)
		// An image of its own: one on a shared atlas page would make At read
		// back the whole page (32 MB for a 4096x2048 page another test grew).
		img := ebiten.NewImageWithOptions(image.Rect(0, 0, px, px), &ebiten.NewImageOptions{Unmanaged: true})
		cv := &sprites.Canvas{Img: img, Scale: 1, W: s, H: s}
		if n := allocatedBy(img, func() { cv.StrokeCircle(s/2, s/2, s*0.3, s*0.03, sprites.White) }); n > limit {
			t.Errorf("a circle stroked in a %d px image allocated %d MB", px, n>>20)
		}
		for i := range 5 {
			x := (0.1 + 0.2*float64(i)) * s
			if n := allocatedBy(img, func() { cv.Arc(x, 0.47*s, 0.08*s, 0, math.Pi, 0.02*s, sprites.White) }); n > limit {
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
	scenetest.NeedGraphics(t)
	const limit = 300 << 20
	for _, tc := range []struct {
		title string
		start func(d *driver)
	}{
		{"Chinatown", func(d *driver) {
			d.StartFromSetup("chinatown", "players-0", scenetest.Seat(0, 0), scenetest.Seat(1, 1), scenetest.Seat(2, 1))
		}},
		{"Hong", func(d *driver) {
			d.StartFromSetup("hong", scenetest.Seat(0, 0), scenetest.Seat(1, 1), "option-board-0", "option-expansion-1")
		}},
	} {
		d := newDriver(t, 1024, 768, nil)
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		var a, b runtime.MemStats
		runtime.ReadMemStats(&a)
		tc.start(d)
		d.Tick(30)
		runtime.ReadMemStats(&b)
		if n := b.TotalAlloc - a.TotalAlloc; n > limit {
			t.Errorf("opening the %s table allocated %d MB", tc.title, n>>20)
		}
	}
}

// imageMemoryChild is set in the process TestImageMemoryOfAGame starts: the
// measure needs a fresh process, because Ebitengine's vector package keeps
// its stencil images for the program's life at the largest size any test
// before needed.
const imageMemoryChild = "QUARTET_IMAGE_MEMORY_CHILD"

// The textures a game holds are memory outside Go's heap (in a browser and
// under software rendering, plain memory). Measured in a fresh process: the
// menu, the Hong Kong table at 1280x720 after a few moves, and the menu
// again. The table once held 120 MB: a full-screen layer painted into
// another, and atlas pages of 16 to 32 MB left by the stencil images of
// the vector fill (the board's faces in one batch, a panel's outline).
// Leaving a table kept its layers until the garbage collector got round to
// them.
func TestImageMemoryOfAGame(t *testing.T) {
	scenetest.NeedGraphics(t)
	if os.Getenv(imageMemoryChild) != "" {
		reportImageMemory(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestImageMemoryOfAGame$", "-test.count=1")
	cmd.Env = append(os.Environ(), imageMemoryChild+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the measuring process failed: %v\n%s", err, out)
	}
	mb := map[string]float64{}
	for _, line := range strings.Split(string(out), "\n") {
		var what string
		var v float64
		if n, _ := fmt.Sscanf(strings.TrimSpace(line), "image-memory %s %f", &what, &v); n == 2 {
			mb[what] = v
		}
	}
	if len(mb) != 3 {
		t.Fatalf("the measuring process reported %v\n%s", mb, out)
	}
	t.Logf("image memory: menu %.0f MB, Hong Kong table %.0f MB, menu again %.0f MB", mb["menu"], mb["table"], mb["menu-again"])
	// Before: menu 52 MB, table 120 MB, menu again 152 MB. After: 33, 40, 42.
	if mb["table"] > 48 {
		t.Errorf("the Hong Kong table holds %.0f MB of images (at most 48)", mb["table"])
	}
	if mb["menu-again"] > mb["table"]+8 {
		t.Errorf("back at the menu, %.0f MB of images are held, against %.0f MB at the table: the table's were kept", mb["menu-again"], mb["table"])
	}
}

func reportImageMemory(t *testing.T) {
	used := func() float64 {
		var d ebiten.DebugInfo
		ebiten.ReadDebugInfo(&d)
		return float64(d.TotalGPUImageMemoryUsageInBytes) / (1 << 20)
	}
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.Tick(10)
	fmt.Printf("image-memory menu %.1f\n", used())
	startHongKong(d, 0, 1)
	for _, plot := range []string{"plot-a1", "plot-c3", "plot-e5"} {
		d.WaitFor("the human's turn", 600, func(s map[string]any) bool { return s["humanTurn"] == true })
		d.TapTarget(plot)
		d.Tick(90)
	}
	fmt.Printf("image-memory table %.1f\n", used())
	d.TapTarget("menu")
	d.TapTarget("pause-Quit to menu")
	d.TapTarget("confirm")
	d.WaitFor("the menu", 120, scenetest.SceneIs("menu"))
	d.Tick(30)
	fmt.Printf("image-memory menu-again %.1f\n", used())
}

// Convex polygons are drawn as triangles with faded edges (ui/convex.go),
// not through the vector fill: they must look the same, edges included.
func TestConvexPolygonsLookAsTheVectorFillDrawsThem(t *testing.T) {
	scenetest.NeedGraphics(t)
	const size = 160
	shapes := map[string][]float64{
		"a tilted square":   {80, 10, 150, 80, 80, 150, 10, 80},
		"a board's face":    {12, 40, 148, 30, 155, 120, 5, 130},
		"a narrow triangle": {20, 20, 140, 60, 30, 90},
		"a panel":           nil, // a rounded rectangle's outline
	}
	draw := func(pts []float64, vector bool, outline bool) []byte {
		img := ebiten.NewImageWithOptions(image.Rect(0, 0, size, size), &ebiten.NewImageOptions{Unmanaged: true})
		defer img.Deallocate()
		cv := &sprites.Canvas{Img: img, Scale: 1, W: size, H: size}
		col := sprites.Hex(0x9A6B3C)
		panel := sprites.R(12, 20, 136, 110)
		switch {
		case pts == nil && vector:
			sprites.StrokeRoundRectWithVector(cv, panel, 14, 1.5, col)
		case pts == nil:
			cv.StrokeRoundRect(panel, 14, 1.5, col)
		case vector && outline:
			sprites.StrokePolyWithVector(cv, pts, 2.5, col)
		case vector:
			sprites.PolyWithVector(cv, pts, col)
		case outline:
			cv.StrokePoly(pts, 2.5, col)
		default:
			cv.Poly(pts, col)
		}
		px := make([]byte, 4*size*size)
		img.ReadPixels(px)
		return px
	}
	for name, pts := range shapes {
		for _, outline := range []bool{false, true} {
			want, got := draw(pts, true, outline), draw(pts, false, outline)
			var sumWant, sumGot float64
			worst := 0
			for i := 3; i < len(want); i += 4 {
				sumWant += float64(want[i])
				sumGot += float64(got[i])
				worst = max(worst, int(want[i])-int(got[i]), int(got[i])-int(want[i]))
			}
			if math.Abs(sumGot-sumWant) > 0.02*sumWant || worst > 140 {
				t.Errorf("%s (outline %v): coverage %.0f against the vector fill's %.0f, worst pixel off by %d", name, outline, sumGot/255, sumWant/255, worst)
			}
		}
	}
}
