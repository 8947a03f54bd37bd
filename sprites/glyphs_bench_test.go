package sprites

import (
	"image"
	"image/color"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// BenchmarkGlyphRasterising is what a glyph costs the first time it is
// drawn at a size (glyphFace.image keeps it after): the browser build
// compiles x/image without inlining (Makefile, WASMCOLD), and this says
// what that costs; compare it with -gcflags=golang.org/x/image/...=-l.
func BenchmarkGlyphRasterising(b *testing.B) {
	const s = "Straßenbahn über Café Déjà 12.000 $ KiezKönig"
	for b.Loop() {
		f, err := opentype.NewFace(fonts[Regular], &opentype.FaceOptions{Size: 18, DPI: 72, Hinting: font.HintingVertical})
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range s {
			gb, _, _ := f.GlyphBounds(r)
			w, h := (gb.Max.X-gb.Min.X).Ceil()+1, (gb.Max.Y-gb.Min.Y).Ceil()+1
			d := font.Drawer{Dst: image.NewRGBA(image.Rect(0, 0, w, h)), Src: image.NewUniform(color.White), Face: f,
				Dot: fixed.Point26_6{X: -gb.Min.X, Y: -gb.Min.Y}}
			d.DrawString(string(r))
		}
	}
}
