package sprites

import "image/color"

// Hex builds an opaque colour from 0xRRGGBB.
func Hex(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Alpha returns c with opacity a in [0, 1] (premultiplied, as ebiten wants).
func Alpha(c color.RGBA, a float64) color.RGBA {
	a = Clamp01(a) * float64(c.A) / 255
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// Mix blends opaque colours a and b by t.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = Clamp01(t)
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// Shade darkens (f < 1) or lightens (f > 1, towards white) an opaque colour.
func Shade(c color.RGBA, f float64) color.RGBA {
	if f >= 1 {
		return Mix(c, color.RGBA{255, 255, 255, 255}, f-1)
	}
	return Mix(color.RGBA{0, 0, 0, c.A}, c, f)
}

// Palette is the game's colours. Seat colours come in two sets: the default
// and one safe for red-green colour blindness (Okabe and Ito's).
type Palette struct {
	Seats []color.RGBA
	// SeatNames are the colours' names, used in messages ("Red wins").
	SeatNames []string
}

var (
	StandardPalette = Palette{
		Seats:     []color.RGBA{Hex(0xC8372D), Hex(0x1F8A70), Hex(0xD9A21B), Hex(0x3F5BB5), Hex(0x8E44AD)},
		SeatNames: []string{"Red", "Jade", "Gold", "Blue", "Violet"},
	}
	ColourBlindPalette = Palette{
		Seats:     []color.RGBA{Hex(0xD55E00), Hex(0x0072B2), Hex(0xF0E442), Hex(0x009E73), Hex(0xCC79A7)},
		SeatNames: []string{"Vermilion", "Blue", "Yellow", "Green", "Pink"},
	}
)

// Fixed interface colours.
var (
	Ink       = Hex(0x2B2118) // text on paper
	Paper     = Hex(0xF4ECD8) // cards and panels
	PaperDark = Hex(0xE2D5B5)
	Gold      = Hex(0xC9973A)
	Night     = Hex(0x13212B) // menu background
	NightLift = Hex(0x22394A)
	White     = Hex(0xFFFFFF)
	Good      = Hex(0x2E8B57)
	Bad       = Hex(0xB03A2E)
	Shadow    = color.RGBA{0, 0, 0, 90}
)
