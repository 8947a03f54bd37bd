package sprites_test

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/scenetest"
	"quartet/sprites"
)

// A test that records text may hold a run back to see what lies under it;
// a layer painted meanwhile must not keep the hole once the recording is
// over.
func TestALayerPaintedWhileRecordingIsPaintedWholeAfterwards(t *testing.T) {
	scenetest.NeedGraphics(t)
	screen := ebiten.NewImage(200, 100)
	var l sprites.Layer
	draw := func() []byte {
		screen.Clear()
		l.DrawRect(sprites.NewCanvas(screen, 1), sprites.R(20, 20, 160, 40), "key", func(cv *sprites.Canvas) {
			cv.Text("Kiezdollar", 4, 4, 20, sprites.Bold, sprites.Paper, sprites.Start, sprites.Start)
		})
		return pixels(screen)
	}
	whole := draw()
	var seen []sprites.TextRun
	stop := sprites.RecordText(func(r sprites.TextRun) bool { seen = append(seen, r); return false })
	held := draw()
	stop()
	if len(seen) != 1 || seen[0].Onto != screen || seen[0].Box.X < 24 || seen[0].Box.Y < 24 {
		t.Fatalf("recorded %+v, want the run on the screen from (24, 24)", seen)
	}
	if bytes.Equal(whole, held) {
		t.Fatal("the run held back was drawn")
	}
	if !bytes.Equal(whole, draw()) {
		t.Error("the layer kept the hole the recording left")
	}
}

// TextBox says how much height it used; a recording, which hears of the
// lines cut as well, must not change that.
func TestATextBoxUsesTheSameHeightWhileRecording(t *testing.T) {
	scenetest.NeedGraphics(t)
	cv := sprites.NewCanvas(ebiten.NewImage(200, 100), 1)
	box := func() float64 {
		return cv.TextBox("one two three four five six seven eight nine ten", sprites.R(0, 0, 80, 50), 14, sprites.Regular, sprites.Paper, sprites.Start)
	}
	plain := box()
	cut := 0
	stop := sprites.RecordText(func(r sprites.TextRun) bool {
		if r.Cut {
			cut++
		}
		return true
	})
	recorded := box()
	stop()
	if plain != recorded || cut == 0 {
		t.Errorf("used %v, %v while recording (%d lines cut)", plain, recorded, cut)
	}
}
