package sprites_test

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/sfnt"

	"quartet/scenes/scenetest"
	"quartet/sprites"
)

// germanAndFrench are the characters German and French text needs beyond
// ASCII: umlauts and ß, the French accents and ligatures, their quotation
// marks, the apostrophe, dash and ellipsis they are typeset with, and the
// no-break space French puts before ; : ! ? and between thousands.
const germanAndFrench = "äöüÄÖÜßéèêëàâîïôûùçœŒÉÈÀÇ«»’–…\u00a0"

// Every character German and French need is in both cut fonts, as a glyph
// of its own (not the missing-glyph box), with an advance, and drawn: each
// but the space leaves ink.
func TestTheCutFontsHaveEveryCharacterGermanAndFrenchNeed(t *testing.T) {
	scenetest.NeedGraphics(t)
	img := ebiten.NewImage(64, 64)
	defer img.Deallocate()
	cv := &sprites.Canvas{Img: img, Scale: 1, W: 64, H: 64}
	var buf sfnt.Buffer
	for _, w := range []sprites.Weight{sprites.Regular, sprites.Bold} {
		f := sprites.FontOf(w)
		for _, r := range germanAndFrench {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("weight %d has no glyph for %q (U+%04X): index %d, %v", w, r, r, g, err)
				continue
			}
			s := string(r)
			if cv.TextWidth(s, 24, w) <= 0 {
				t.Errorf("weight %d: %q (U+%04X) takes no room", w, r, r)
			}
			if r == '\u00a0' {
				if cv.TextWidth(s, 24, w) != cv.TextWidth(" ", 24, w) {
					t.Errorf("weight %d: the no-break space is not as wide as a space", w)
				}
				continue
			}
			img.Clear()
			cv.Text(s, 32, 32, 24, w, sprites.Ink, sprites.Middle, sprites.Middle)
			px := image.NewRGBA(image.Rect(0, 0, 64, 64))
			img.ReadPixels(px.Pix)
			ink := 0
			for i := 3; i < len(px.Pix); i += 4 {
				if px.Pix[i] > 128 {
					ink++
				}
			}
			if ink == 0 {
				t.Errorf("weight %d: %q (U+%04X) draws nothing", w, r, r)
			}
		}
	}
}
