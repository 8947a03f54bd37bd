package sprites_test

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"quartet/sprites"
)

// The game's fonts are the Go fonts cut down to the Latin scripts and our
// symbols. Every character of German, French and the other Latin-script
// languages, and every symbol we draw, must look exactly as in the whole
// Go fonts: same outline, advance and placement, at sizes from a phone's
// smallest label to a title.
func TestTheCutFontsDrawEveryKeptCharacterAsTheGoFontsDo(t *testing.T) {
	var kept []rune
	for _, r := range [][2]rune{{0x20, 0x7E}, {0xA0, 0x24F}, {0x2B0, 0x2FF}, {0x1E00, 0x1EFF}, {0x2000, 0x24FF}, {0x25A0, 0xFFFF}} {
		for c := r[0]; c <= r[1]; c++ {
			kept = append(kept, c)
		}
	}
	for _, w := range []struct {
		weight sprites.Weight
		whole  []byte
	}{{sprites.Regular, goregular.TTF}, {sprites.Bold, gobold.TTF}} {
		whole, err := opentype.Parse(w.whole)
		if err != nil {
			t.Fatal(err)
		}
		for _, px := range []float64{6, 9, 13, 20, 37} {
			cut, full := newFace(t, sprites.FontOf(w.weight), px), newFace(t, whole, px)
			have := 0
			for _, r := range kept {
				_, _, inFull := full.GlyphBounds(r)
				if !inFull {
					continue
				}
				have++
				if a, b := glyph(cut, r), glyph(full, r); a != b {
					t.Errorf("weight %d, %v px: %q (U+%04X) differs from the Go font's: %s, want %s", w.weight, px, r, r, a, b)
				}
			}
			// Letters every title's text needs, whichever language.
			for _, r := range "AZaz09äöüÄÖÜßéèêëàâçœŒæ«»€–—…’“”·×→Łłĳőűčšžřąęıİğş" {
				if _, _, ok := cut.GlyphBounds(r); !ok {
					t.Errorf("weight %d has no %q (U+%04X)", w.weight, r, r)
				}
			}
			if have < 400 {
				t.Fatalf("only %d kept characters are in the Go font: the ranges are wrong", have)
			}
		}
	}
}

func newFace(t *testing.T, f *opentype.Font, px float64) font.Face {
	t.Helper()
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingVertical})
	if err != nil {
		t.Fatal(err)
	}
	return face
}

// glyph describes r's advance, bounds and rendered mask at a sub-pixel
// offset, for comparing two fonts.
func glyph(f font.Face, r rune) string {
	adv, _ := f.GlyphAdvance(r)
	b, _, _ := f.GlyphBounds(r)
	dr, mask, mp, _, ok := f.Glyph(fixed.Point26_6{X: 21, Y: 40 << 6}, r)
	var pix []byte
	if ok && !dr.Empty() {
		img := image.NewAlpha(dr)
		draw.Draw(img, dr, mask, mp, draw.Src)
		pix = img.Pix
	}
	return fmt.Sprintf("advance %v bounds %v mask %v %x", adv, b, dr, shorten(pix))
}

func shorten(p []byte) []byte {
	if len(p) > 0 && bytes.Count(p, []byte{0}) == len(p) {
		return nil
	}
	return p
}
