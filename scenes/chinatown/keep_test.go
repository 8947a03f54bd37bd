package chinatown_test

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/testapp"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// keptFrames draws each tick onto the last frame, as the app does where
// the screen is kept between frames, and compares it with the same frame
// drawn whole, its cached parts painted afresh.
type keptFrames struct {
	d           *testapp.Driver
	whole       *ebiten.Image
	kept, fresh *image.RGBA
	frames      int
	first       string // the first frame that differed, and where
}

func newKeptFrames(d *testapp.Driver) *keptFrames {
	d.App.KeepScreen()
	b := d.Image().Bounds()
	kf := &keptFrames{d: d, whole: ebiten.NewImage(b.Dx(), b.Dy()), kept: image.NewRGBA(b), fresh: image.NewRGBA(b)}
	// The driver's own draws clear the screen: it is made whole again (a
	// canvas not kept) before frames are drawn onto it.
	d.Image().Clear()
	d.App.Current().Draw(sprites.NewCanvas(d.Image(), 1), d.App.Context())
	d.App.Draw(d.Image())
	return kf
}

// step runs one tick, draws it onto the last frame and compares.
func (kf *keptFrames) step(what string) {
	d := kf.d
	d.T.Helper()
	d.Update()
	d.App.Draw(d.Image())
	d.Image().ReadPixels(kf.kept.Pix)
	kf.frames++
	if d.App.Describe()["overlay"] != nil || kf.first != "" {
		return
	}
	// Every few frames the cached parts are painted afresh too: a part
	// whose key missed a change shows the old picture in the frame drawn
	// onto the last, and the new one here. (Every frame would cost the
	// test a minute.)
	if f, ok := d.App.Current().(ui.Freer); ok && kf.frames%4 == 0 {
		f.Free()
	}
	kf.whole.Clear()
	d.App.Current().Draw(sprites.NewCanvas(kf.whole, 1), d.App.Context())
	kf.whole.ReadPixels(kf.fresh.Pix)
	bad := 0
	var box image.Rectangle
	for p := 0; p < len(kf.kept.Pix); p += 4 {
		for ch := range 3 {
			if diff := int(kf.kept.Pix[p+ch]) - int(kf.fresh.Pix[p+ch]); diff > 2 || diff < -2 {
				bad++
				x, y := p/4%kf.kept.Rect.Dx(), p/4/kf.kept.Rect.Dx()
				box = box.Union(image.Rect(x, y, x+1, y+1))
				break
			}
		}
	}
	if bad > 0 {
		kf.first = fmt.Sprintf("frame %d (%s) differs from the frame drawn whole in %d pixels within %v", kf.frames, what, bad, box)
		kf.d.SavePNG("chinatown-kept-frame", kf.kept)
		kf.d.SavePNG("chinatown-whole-frame", kf.fresh)
	}
}

func (kf *keptFrames) steps(n int, what string) {
	kf.d.T.Helper()
	for range n {
		kf.step(what)
	}
}

// press holds the pointer at (x, y) for n ticks and lets go, and runs a
// tick more: the tick that takes a tap may register only some targets.
func (kf *keptFrames) press(x, y float64, n int, what string) {
	p := kf.d.App.Pointer()
	p.Inject(x, y, true)
	kf.steps(n, what)
	p.Inject(x, y, false)
	kf.steps(2, what)
}

// tap taps the middle of a target the scene registered in the last tick
// (the driver's own look-up draws a frame on a cleared screen), once it
// takes taps: a button that just changed its meaning waits a moment.
func (kf *keptFrames) tap(id, what string) {
	kf.d.T.Helper()
	for range 60 {
		for _, tg := range kf.d.App.Context().Targets {
			if tg.ID == id && tg.Enabled {
				kf.press(tg.X+tg.W/2, tg.Y+tg.H/2, 3, what)
				return
			}
		}
		kf.step(what)
	}
	kf.d.T.Fatalf("no target %s for %s", id, what)
}

func (kf *keptFrames) target(prefix string) (ui.Target, bool) {
	for _, tg := range kf.d.App.Context().Targets {
		if len(tg.ID) >= len(prefix) && tg.ID[:len(prefix)] == prefix && tg.Enabled {
			return tg, true
		}
	}
	return ui.Target{}, false
}

// An idle Chinatown table leaves the screen as it is: nothing moves, and
// the last frame stays (it filled the screen, copied the city scaled and
// the panels over it every frame, at under half a blank app's frame rate).
// A change shows in the next frame all the same: a button lit under the
// mouse, a tile chosen and its lots lit, the income table opened and
// closed, a shop placed with its ring, and the year's income counted with
// coins flying and values over the businesses. Every frame drawn onto the
// last is the frame drawn whole.
func TestChinatownAnIdleTableLeavesTheScreenAndAChangeShowsAtOnce(t *testing.T) {
	d := resumeChinatown(t, chinatownGame(t, 3, myBuildingTurn(1)), 2)
	d.WaitFor("my turn to build", 600, phaseIs("placing"))
	busy := d.App.Current().(interface{ Busy() bool })
	d.WaitFor("the banner gone and nothing moving", 600, func(s map[string]any) bool { return s["banner"] == nil && !busy.Busy() })
	kf := newKeptFrames(d)
	kf.steps(2, "idle")
	// A mark on the map, where only the table draws: an idle table
	// leaves it there.
	m := d.State()["map"].(map[string]any)
	x, y := int(m["x"].(float64)+m["w"].(float64)/2), int(m["y"].(float64)+m["h"].(float64)/2)
	mark := color.RGBA{255, 0, 255, 255}
	d.Image().SubImage(image.Rect(x, y, x+8, y+8)).(*ebiten.Image).Fill(mark)
	for i := range 10 {
		d.Update()
		d.App.Draw(d.Image())
		if got := d.Image().At(x+4, y+4); got != mark {
			t.Fatalf("idle frame %d drew over the screen: the mark on the map is now %v", i+1, got)
		}
	}
	// The mouse over a button lights it. (The driver's own look-up draws
	// a frame on a cleared screen: it goes before the frames kept.)
	tg := d.Target("income-table")
	kf = newKeptFrames(d)
	d.App.Pointer().Inject(tg.X+tg.W/2, tg.Y+tg.H/2, false)
	kf.steps(2, "the mouse over a button")
	d.App.Pointer().Inject(tg.X+tg.W/2, tg.Y+tg.H+200, false)
	kf.steps(2, "the mouse off the button")
	kf.tap("income-table", "the income table opening")
	kf.steps(3, "the income table open")
	lot, _ := kf.target("lot-")
	kf.press(lot.X+lot.W/2, lot.Y+lot.H/2, 3, "the income table closing")
	tile, ok := kf.target("tile-")
	if !ok {
		t.Fatal("no tile to choose")
	}
	kf.press(tile.X+tile.W/2, tile.Y+tile.H/2, 3, "a tile chosen")
	var lit ui.Target
	for _, l := range lotsOf(d.State(), 0) {
		if tg, ok := kf.target(fmt.Sprintf("lot-%d", l)); ok {
			lit = tg
			break
		}
	}
	kf.press(lit.X+lit.W/2, lit.Y+lit.H/2, 3, "a shop placed")
	kf.steps(30, "a shop placed")
	for i := 0; i < 600 && d.State()["income"] != true; i++ {
		if pass, ok := kf.target("pass"); ok {
			kf.press(pass.X+pass.W/2, pass.Y+pass.H/2, 3, "passing")
			continue
		}
		kf.step("the others building")
	}
	if d.State()["income"] != true {
		t.Fatal("the year's income never came")
	}
	for i := 0; i < 400 && d.State()["incomeSummary"] == nil; i++ {
		kf.step("income counted")
	}
	kf.steps(10, "the year's sum")
	t.Logf("%d frames drawn onto the last", kf.frames)
	if kf.first != "" {
		t.Fatal(kf.first)
	}
}

// The trading desk on a phone, drawn onto the last frame: the money's
// buttons pressed, the offer sent and the computer's answer in its bubble
// over the map, and a lot held and read, each frame as the frame drawn
// whole.
func TestChinatownTheTradingDeskDrawnOntoTheLastFrameIsTheFrameDrawnWhole(t *testing.T) {
	d := deskForJadesLot(t, 390, 844)
	kf := newKeptFrames(d)
	kf.steps(2, "the desk open")
	kf.tap("pay-1", "Get +1k")
	kf.tap("pay-1", "Get +1k again")
	kf.tap("send", "the offer sent")
	kf.steps(20, "the answer")
	if answers, _ := d.State()["answers"].([]any); len(answers) == 0 {
		t.Fatal("the computer did not answer")
	}
	lot, ok := kf.target("lot-")
	if !ok {
		t.Fatal("no lot in sight")
	}
	p := d.App.Pointer()
	p.Inject(lot.X+lot.W/2, lot.Y+lot.H/2, true)
	kf.steps(70, "a lot held and read")
	if d.State()["reading"] == "" {
		t.Fatal("a lot held long shows no card")
	}
	p.Inject(lot.X+lot.W/2, lot.Y+lot.H/2, false)
	kf.steps(5, "after reading")
	t.Logf("%d frames drawn onto the last", kf.frames)
	if kf.first != "" {
		t.Fatal(kf.first)
	}
}

// The handover screen at a shared table hides the city and the panels: an
// idle one leaves the screen as it is, its button lights under the mouse,
// and the table shows again once the screen is taken, each frame as the
// frame drawn whole.
func TestChinatownTheHandoverDrawnOntoTheLastFrameIsTheFrameDrawnWhole(t *testing.T) {
	d := testapp.New(t, 1024, 768, nil)
	startChinatown(d, 3, 0, 1)
	d.WaitFor("the handover", 300, func(s map[string]any) bool { return s["handover"] == true })
	kf := newKeptFrames(d)
	kf.steps(2, "the handover")
	mark := color.RGBA{255, 0, 255, 255}
	d.Image().SubImage(image.Rect(10, 10, 18, 18)).(*ebiten.Image).Fill(mark)
	d.Update()
	d.App.Draw(d.Image())
	if got := d.Image().At(14, 14); got != mark {
		t.Fatalf("an idle handover screen drew over the screen: the mark is now %v", got)
	}
	tg := d.Target("handover")
	kf = newKeptFrames(d)
	d.App.Pointer().Inject(tg.X+tg.W/2, tg.Y+tg.H/2, false)
	kf.steps(2, "the mouse over the button")
	kf.tap("handover", "the screen taken")
	kf.steps(10, "the table shown")
	if d.State()["handover"] == true {
		t.Fatal("the screen was not taken")
	}
	if kf.first != "" {
		t.Fatal(kf.first)
	}
}

// The year's cards kept by tapping, revealed on the map, and the trading
// that follows, drawn onto the last frame, are the frames drawn whole.
func TestChinatownKeepingCardsDrawnOntoTheLastFrameIsTheFrameDrawnWhole(t *testing.T) {
	d := testapp.New(t, 1024, 768, nil)
	startChinatown(d, 4, 1, 1, 1)
	d.WaitFor("keeping", 300, phaseIs("keeping"))
	// The year's banner gone first: its image painted afresh differs from
	// the one painted as the table opened in a row of pixels, kept screen
	// or not.
	d.WaitFor("the banner gone", 300, func(s map[string]any) bool { return s["banner"] == nil })
	s := d.State()
	need := int(s["keepNeed"].(float64))
	kf := newKeptFrames(d)
	for _, c := range s["dealt"].([]any)[:need] {
		kf.tap(fmt.Sprintf("card-%v", c), "a card kept")
	}
	kf.tap("keep", "the cards kept")
	for i := 0; i < 400 && d.State()["phase"] == "keeping"; i++ {
		kf.step("the others revealing")
	}
	kf.steps(30, "trading")
	if d.State()["phase"] == "keeping" {
		t.Fatal("the year's cards were never all kept")
	}
	t.Logf("%d frames drawn onto the last", kf.frames)
	if kf.first != "" {
		t.Fatal(kf.first)
	}
}
