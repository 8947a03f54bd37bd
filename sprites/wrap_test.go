package sprites_test

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/scenetest"
	"quartet/sprites"
)

// A line never breaks at a no-break space: French's colon stays with the
// word before it, and the space stays a no-break one (it broke there, and
// came back an ordinary space).
func TestWrapKeepsANoBreakSpaceUnbroken(t *testing.T) {
	scenetest.NeedGraphics(t)
	cv := sprites.NewCanvas(ebiten.NewImage(4, 4), 1)
	s := "le code\u00a0: ABCDEF"
	width := cv.TextWidth("le code", 16, sprites.Regular) + 2
	if got, want := cv.Wrap(s, width, 16, sprites.Regular), []string{"le", "code\u00a0:", "ABCDEF"}; !slices.Equal(got, want) {
		t.Fatalf("wrapped %q as %q, want %q", s, got, want)
	}
}
