package kiezkoenig_test

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// frameChecker draws each tick onto the last frame, as the app does in a
// browser that keeps the screen, and compares it with the same frame drawn
// whole.
type frameChecker struct {
	d           *testapp.Driver
	whole       *ebiten.Image
	kept, fresh *image.RGBA
	frames      int
	parity      int // the frames checked: frames%2 == parity
	checked     int
	worst, at   int
	during      string
	box         image.Rectangle
	bad         [2]*image.RGBA // the first wrong frame, drawn over the last and whole
}

func cloneRGBA(m *image.RGBA) *image.RGBA {
	c := *m
	c.Pix = append([]byte(nil), m.Pix...)
	return &c
}

func newFrameChecker(d *testapp.Driver) *frameChecker {
	b := d.Image().Bounds()
	fc := &frameChecker{d: d, whole: ebiten.NewImage(b.Dx(), b.Dy()), kept: image.NewRGBA(b), fresh: image.NewRGBA(b)}
	// The driver's own draws clear the screen first: the screen is made
	// whole again before the frames drawn over it are compared.
	d.Image().Clear()
	d.App.Current().Draw(sprites.NewCanvas(d.Image(), 1), d.App.Context())
	d.App.Draw(d.Image())
	return fc
}

// step runs one tick and checks its frame.
func (fc *frameChecker) step(what string) {
	d := fc.d
	d.T.Helper()
	d.Update()
	d.App.Draw(d.Image())
	fc.frames++
	if d.App.Describe()["overlay"] != nil {
		// The overlay lies over the scene: the app clears and draws the
		// whole frame, and the next frame of the table is drawn whole.
		return
	}
	// Every other frame is checked, the phone's even ones and the
	// tablet's odd ones, which play the same games: drawing each frame
	// whole and reading both back was most of the test's minute, and a
	// part drawn wrong stays wrong until something draws over it, so the
	// next frame checked shows it.
	if fc.frames%2 != fc.parity {
		return
	}
	d.Image().ReadPixels(fc.kept.Pix)
	fc.checked++
	fc.whole.Clear()
	// Every few frames the whole frame is painted afresh, its cached parts
	// too: a part whose key missed a change shows the old picture in the
	// frame drawn over the last, and the new one here. (Every frame would
	// cost the test minutes; a stale part stays stale until its key
	// changes.)
	if f, ok := d.App.Current().(ui.Freer); ok && fc.checked%2 == 0 {
		f.Free()
	}
	d.App.Current().Draw(sprites.NewCanvas(fc.whole, 1), d.App.Context())
	fc.whole.ReadPixels(fc.fresh.Pix)
	bad := 0
	var box image.Rectangle
	stride := fc.kept.Stride
	for row := 0; row < len(fc.kept.Pix); row += stride {
		// Most rows are the same to the byte.
		if bytes.Equal(fc.kept.Pix[row:row+stride], fc.fresh.Pix[row:row+stride]) {
			continue
		}
		for p := row; p < row+stride; p += 4 {
			for ch := range 3 {
				if diff := int(fc.kept.Pix[p+ch]) - int(fc.fresh.Pix[p+ch]); diff > 8 || diff < -8 {
					bad++
					x, y := (p-row)/4, row/stride
					box = box.Union(image.Rect(x, y, x+1, y+1))
					break
				}
			}
		}
	}
	// A wrong frame stays wrong where nothing moves after it: the first
	// is the one to look at.
	if bad > 0 && fc.worst == 0 {
		fc.worst, fc.at, fc.during, fc.box = bad, fc.frames, what, box
		fc.bad = [2]*image.RGBA{cloneRGBA(fc.kept), cloneRGBA(fc.fresh)}
	}
}

// target finds a target the scene registered in the last tick: the
// driver's own look-up draws a frame on a cleared screen.
func (fc *frameChecker) target(id string) (ui.Target, bool) {
	for _, tg := range fc.d.App.Context().Targets {
		if tg.ID == id && tg.Enabled {
			return tg, true
		}
	}
	return ui.Target{}, false
}

// tap presses at the middle of a target and lets go, a frame checked at
// every tick.
func (fc *frameChecker) tap(id, what string) bool {
	tg, ok := fc.target(id)
	if ok {
		fc.press(tg.X+tg.W/2, tg.Y+tg.H/2, 4, what)
	}
	return ok
}

// save writes the last frame drawn over the one before it as
// screenshots/NAME.png.
func (fc *frameChecker) save(name string) {
	fc.d.Image().ReadPixels(fc.kept.Pix)
	fc.saveImage(name, fc.kept)
}

func (fc *frameChecker) saveImage(name string, m *image.RGBA) { fc.d.SavePNG(name, m) }

// press holds the pointer at (x, y) for n ticks and lets go.
func (fc *frameChecker) press(x, y float64, n int, what string) {
	p := fc.d.App.Pointer()
	p.Inject(x, y, true)
	for range n {
		fc.step(what)
	}
	p.Inject(x, y, false)
	fc.step(what)
}

// play checks n frames, taking the person's first choice whenever one is
// offered, so that the game goes on: dice, walks, money and stakes
// changing hands, duels.
func (fc *frameChecker) play(n int, what string) {
	for range n {
		s := fc.d.State()
		if scenetest.HumanTurn(s) {
			if ids := choiceIDs(s); len(ids) > 0 && fc.tap(ids[0], what+": "+ids[0]) {
				continue
			}
		}
		fc.step(what)
	}
}

func (fc *frameChecker) check(t *testing.T) {
	t.Helper()
	if fc.worst > 0 {
		fc.saveImage(strings.ReplaceAll(t.Name(), "/", "-")+"-kept", fc.bad[0])
		fc.saveImage(strings.ReplaceAll(t.Name(), "/", "-")+"-whole", fc.bad[1])
		t.Fatalf("frame %d (%s) drawn over the last is the first to differ from the whole frame, in %d pixels within %v", fc.at, fc.during, fc.worst, fc.box)
	}
}

// The KiezKönig table redraws only what moves onto the frame before
// (sprites.Scenery): tokens walking, the die, money and stakes flying, the
// duel's dice. Every frame so drawn must be the frame drawn whole, on a
// phone and on a tablet, through a few turns, a duel, the log and a
// space's card: a still part whose key missed a change would be left
// showing the old picture.
func TestEachKiezFrameDrawnOverTheLastIsTheFrameDrawnWhole(t *testing.T) {
	turn := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 12 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	fight := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "corrupt" && g.ToMove() == 0
	})
	for parity, size := range [][2]float64{{390, 844}, {1024, 768}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%vx%v", w, h), func(t *testing.T) {
			d := resumeKiez(t, w, h, turn)
			d.App.KeepScreen()
			d.Settings().AnimationSpeed = 2
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			fc := newFrameChecker(d)
			fc.parity = parity
			fc.play(200, "turns")
			// A space's card, opened by a long press on the person's turn
			// and closed by a tap.
			for i := 0; i < 600 && !scenetest.HumanTurn(d.State()); i++ {
				fc.step("turns")
			}
			sp, ok := fc.target("space-S1")
			if !ok {
				t.Fatal("no space to long-press on the person's turn")
			}
			fc.press(sp.X+sp.W/2, sp.Y+sp.H/2, 40, "the space's card")
			if d.State()["info"] == "" {
				t.Fatal("a long press on a space opened no card")
			}
			for range 20 {
				fc.step("the space's card")
			}
			fc.save(fmt.Sprintf("kiez-frames-card-%vx%v", w, h))
			fc.press(sp.X+sp.W/2, sp.Y+sp.H/2, 3, "closing the card")
			// The log, an overlay over the table.
			if !fc.tap("log", "the log") {
				t.Fatal("no log button")
			}
			for range 20 {
				fc.step("the log")
			}
			fc.tap("close-log", "closing the log")
			fc.play(40, "after the log")
			fc.save(fmt.Sprintf("kiez-frames-%vx%v", w, h))
			fc.check(t)

			d = resumeKiez(t, w, h, fight)
			d.App.KeepScreen()
			fc = newFrameChecker(d)
			fc.parity = parity
			for i := 0; i < 300 && !(d.State()["duel"] == true && scenetest.HumanTurn(d.State())); i++ {
				fc.step("the duel opening")
			}
			fc.play(60, "the duel")
			fc.save(fmt.Sprintf("kiez-frames-duel-%vx%v", w, h))
			fc.play(200, "the duel")
			fc.check(t)
		})
	}
}

// Money flying to or from a seat card slips under the card (play-test:
// the amounts hid the cards' labels for a moment): no pixel of a seat
// card is the amounts' gold while one crosses it, on a phone.
func TestKiezAmountsFlyingNeverHideTheSeatCardsLabels(t *testing.T) {
	rec := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 12 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	d.TapTarget("roll")
	pix := image.NewRGBA(d.Image().Bounds())
	gold := func(x, y int) bool {
		c := pix.RGBAAt(x, y)
		near := func(v uint8, want int) bool { return int(v) > want-25 && int(v) < want+25 }
		return near(c.R, 255) && near(c.G, 200) && near(c.B, 87)
	}
	crossed, seen := 0, 0
	for range 400 {
		d.Update()
		d.Draw()
		s := d.State()
		amounts, _ := s["amounts"].([]any) // as drawn
		if len(amounts) == 0 {
			if scenetest.HumanTurn(s) {
				if ids := choiceIDs(s); len(ids) > 0 {
					d.TapTarget(ids[0])
				}
			}
			continue
		}
		d.Image().ReadPixels(pix.Pix)
		for _, a := range amounts {
			box := rectOf(a.(map[string]any))
			over := false
			for _, b := range s["seatCards"].([]any) {
				body := rectOf(b.(map[string]any)).Inset(4) // inside the rounded corners
				in := box.Intersect(body)
				if in.Empty() {
					continue
				}
				over = true
				for y := in.Min.Y; y < in.Max.Y; y++ {
					for x := in.Min.X; x < in.Max.X; x++ {
						if gold(x, y) && inRounded(body.Inset(-4), 18, x, y) {
							t.Fatalf("the amount %v covers the seat card at %v: gold at (%d, %d)", a.(map[string]any)["text"], body, x, y)
						}
					}
				}
			}
			if over {
				crossed++
				continue
			}
			for y := box.Min.Y; y < box.Max.Y; y++ {
				for x := box.Min.X; x < box.Max.X; x++ {
					if gold(x, y) {
						seen++
					}
				}
			}
		}
	}
	if crossed == 0 || seen == 0 {
		t.Fatalf("no amount crossed a seat card (%d frames) or none was seen in gold on the street (%d pixels)", crossed, seen)
	}
}

// inRounded reports whether the pixel x, y lies inside r with its corners
// rounded by rad, as a seat card is drawn (ui.Panel): an amount passing
// a corner shows beside the card, not over it.
func inRounded(r image.Rectangle, rad float64, x, y int) bool {
	px, py := float64(x)+0.5, float64(y)+0.5
	cx := min(max(px, float64(r.Min.X)+rad), float64(r.Max.X)-rad)
	cy := min(max(py, float64(r.Min.Y)+rad), float64(r.Max.Y)-rad)
	return math.Hypot(px-cx, py-cy) <= rad
}

func rectOf(m map[string]any) image.Rectangle {
	x, y, w, h := m["x"].(float64), m["y"].(float64), m["w"].(float64), m["h"].(float64)
	return image.Rect(int(x), int(y), int(x+w), int(y+h)).Intersect(image.Rect(0, 0, 390, 844))
}
