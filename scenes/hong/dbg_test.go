package hong

import (
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	hg "quartet/rules/hong"
	"quartet/scenes/ui"
)

type loop struct {
	m    *testing.M
	code int
	ran  bool
}

func (l *loop) Update() error {
	if !l.ran {
		l.ran = true
		l.code = l.m.Run()
	}
	return ebiten.Termination
}
func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	l := &loop{m: m}
	ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true})
	os.Exit(l.code)
}

func TestDbgCost(t *testing.T) {
	img := ebiten.NewImage(1280, 720)
	cv := ui.NewCanvas(img, 1)
	for i := 0; i < 2; i++ {
	art = map[artKey]*ebiten.Image{}
	t0 := time.Now()
	g := newGeom(ui.R(16, 16, 850, 680), hg.Castle)
	paintBoard(cv, g, hg.Castle)
	img.At(0, 0)
	t.Log("board", time.Since(t0))
	t0 = time.Now()
	tileImage(hg.H, 85).At(0, 0)
	t.Log("tile", time.Since(t0))
	t0 = time.Now()
	stoneImage(85, 1).At(0, 0)
	t.Log("stone", time.Since(t0))
	t0 = time.Now()
	dragonImage(hg.PowerRotate, 60).At(0, 0)
	t.Log("dragon", time.Since(t0))
	t0 = time.Now()
	glowImage(85).At(0, 0)
	t.Log("glow", time.Since(t0))
	t0 = time.Now()
	drawFelt(cv)
	img.At(0, 0)
	t.Log("felt", time.Since(t0))
	}
}
