package ui

import (
	"image/color"
	"quartet/lang"
	"quartet/sprites"
	"strings"
	"testing"
)

func lum(c color.RGBA) float64 {
	return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
}

// over is c at alpha a over the dark table.
func over(c color.RGBA, a float64) float64 {
	table := lum(sprites.Hex(0x1F2B27))
	return a*lum(c) + (1-a)*table
}

func TestAGreyedQuietButtonIsFainterThanAnEnabledOneNeverBrighter(t *testing.T) {
	bg, fg, fill := buttonColours(Quiet, true, false)
	gbg, gfg, gfill := buttonColours(Quiet, false, false)
	on, off := over(bg, fill), over(gbg, gfill)
	if off > on+1 {
		t.Errorf("the greyed button's fill is brighter than the enabled one's: %.0f against %.0f", off, on)
	}
	if c, gc := lum(fg)-on, lum(gfg)-off; gc >= c/2 {
		t.Errorf("the greyed button's words stand out %.0f from its fill, the enabled one's %.0f", gc, c)
	}
}

// A slider's value is written the language's way: German and French put a
// (no-break) space before the per cent sign, English none (review: "80%").
func TestASlidersPercentIsWrittenTheLanguagesWay(t *testing.T) {
	defer lang.Use(lang.English)
	for l, want := range map[lang.Language]string{lang.English: "80%", lang.German: "80\u00a0%", lang.French: "80\u00a0%"} {
		lang.Use(l)
		if got := percent(0.8); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
}

// A label set on two lines breaks at a space, never at a no-break space:
// French sets one before a colon, and "Super Turbo / : aller où vous
// voulez" began its second line with the colon (play-test).
func TestAButtonsTwoLinesNeverBreakAtANoBreakSpace(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1, W: 400, H: 800}
	for w := 120.0; w <= 320; w += 10 {
		lines, _ := ButtonLines(cv, sprites.R(0, 0, w, 60), "Super Turbo\u00a0: aller où vous voulez", 40)
		for _, l := range lines {
			if strings.HasPrefix(l, ":") || strings.HasSuffix(l, "\u00a0") {
				t.Errorf("a button %v px wide: lines %q, broken at the no-break space", w, lines)
			}
		}
	}
}
