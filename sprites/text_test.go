package sprites_test

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"quartet/scenes/scenetest"
	"quartet/sprites"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// Text is drawn without Ebitengine's text/v2, to keep the browser download
// small, but must look exactly as text/v2 drew it: the same glyph shapes,
// sub-pixel placement, kerning, alignment and line spacing, pixel for pixel.
func TestTextLooksExactlyAsEbitenginesTextPackageDrewIt(t *testing.T) {
	scenetest.NeedGraphics(t)
	cases := []struct {
		s     string
		size  float64
		scale float64
		x, y  float64
		w     sprites.Weight
		h, v  sprites.Align
	}{
		{"Hong Kong", 14, 1, 10, 20, sprites.Regular, sprites.Start, sprites.Start},
		{"AVATAR To Wy, Kiez König: Straße", 9.3, 1, 3.3, 40.7, sprites.Bold, sprites.Middle, sprites.Middle},
		{"Chinatown\nÉté à Noël, œuvre «ça» ĳ Ł", 17, 1.5, 150.25, 60.5, sprites.Regular, sprites.End, sprites.End},
		{"first\r\nsecond line\n\nfourth", 11, 2, 120, 30, sprites.Bold, sprites.Middle, sprites.Start},
		{"Kante – 12 € · 3×4 ✓", 31, 1.25, 4.6, 100, sprites.Regular, sprites.Start, sprites.End},
		{"a tiny note, drawn 1/8 px apart", 6.5, 1, 0.125, 8, sprites.Regular, sprites.Start, sprites.Middle},
		{"Off the edge: partly drawn", 22, 1, -40, 238, sprites.Bold, sprites.Start, sprites.Middle},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%q@%v", c.s, c.size), func(t *testing.T) {
			ours := ebiten.NewImage(320, 240)
			cv := sprites.NewCanvas(ours, c.scale)
			col := color.RGBA{0xE0, 0x40, 0x20, 0xFF}
			cv.Text(c.s, c.x, c.y, c.size, c.w, col, c.h, c.v)

			theirs := ebiten.NewImage(320, 240)
			px := max(4, int(c.size*c.scale+0.5))
			ff, err := opentype.NewFace(sprites.FontOf(c.w), &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingVertical})
			if err != nil {
				t.Fatal(err)
			}
			op := &text.DrawOptions{}
			op.GeoM.Translate(c.x*c.scale, c.y*c.scale)
			op.ColorScale.ScaleWithColor(col)
			op.PrimaryAlign = text.Align(c.h)
			op.SecondaryAlign = text.Align(c.v)
			op.LineSpacing = c.size * c.scale * 1.3
			text.Draw(theirs, c.s, text.NewGoXFace(ff), op)

			if w, g := cv.TextWidth(c.s, c.size, c.w), text.Advance(c.s, text.NewGoXFace(ff))/c.scale; w != g {
				t.Errorf("width %v, text/v2 says %v", w, g)
			}
			a, b := pixels(ours), pixels(theirs)
			inked, differ := 0, 0
			for i := 0; i < len(a); i += 4 {
				if b[i+3] != 0 {
					inked++
				}
				if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] || a[i+3] != b[i+3] {
					differ++
				}
			}
			if inked < 20 {
				t.Fatalf("text/v2 inked only %d pixels: the case shows nothing", inked)
			}
			if differ > 0 {
				t.Errorf("%d of %d inked pixels differ from text/v2's", differ, inked)
			}
		})
	}
}

func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	return rgba.Pix
}
