package sprites

import (
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
			rasterise(f, r, fixed.Point26_6{}, gb)
		}
	}
}
