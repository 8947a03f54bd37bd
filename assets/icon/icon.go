// Package icon draws Quartet's icon: a red tower with a roof beside a jade
// block, on the menu's night blue. The web build's icons and the desktop
// window's icon are both drawn here, so they always match.
package icon

import (
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/vector"
)

// Draw paints the icon as a size by size image, on a 100-unit square. The art keeps to
// the middle 80% so that maskable crops do not cut it.
func Draw(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{0x13, 0x21, 0x2B, 0xff}}, image.Point{}, draw.Src)
	s := float32(size) / 100
	poly := func(col color.RGBA, pts ...float32) {
		r := vector.NewRasterizer(size, size)
		r.MoveTo(pts[0]*s, pts[1]*s)
		for i := 2; i+1 < len(pts); i += 2 {
			r.LineTo(pts[i]*s, pts[i+1]*s)
		}
		r.ClosePath()
		r.Draw(img, img.Bounds(), &image.Uniform{col}, image.Point{})
	}
	shade := func(c color.RGBA, f float32) color.RGBA {
		return color.RGBA{uint8(float32(c.R) * f), uint8(float32(c.G) * f), uint8(float32(c.B) * f), 0xff}
	}
	// An isometric cube with its top corner at (x, y) and half-width w.
	cube := func(x, y, w float32, c color.RGBA) {
		h := w * 0.58
		d := w * 1.05
		poly(shade(c, 1.1), x, y, x+w, y+h, x, y+2*h, x-w, y+h)
		poly(shade(c, 0.85), x-w, y+h, x, y+2*h, x, y+2*h+d, x-w, y+h+d)
		poly(shade(c, 0.62), x+w, y+h, x, y+2*h, x, y+2*h+d, x+w, y+h+d)
	}
	red := color.RGBA{0xC8, 0x37, 0x2D, 0xff}
	jade := color.RGBA{0x1F, 0x8A, 0x70, 0xff}
	gold := color.RGBA{0xC9, 0x97, 0x3A, 0xff}
	cube(64, 52, 15, jade)
	cube(40, 56, 17, red)
	cube(40, 38, 17, red)
	// The roof: a hip roof in darker red with a gold finial.
	// It sits on the upper cube's top face, the diamond from (23, 48) to
	// (57, 48) between (40, 38) and (40, 58), and rises to an apex.
	poly(shade(red, 0.95), 40, 27, 23, 47.9, 40, 57.7)
	poly(shade(red, 0.7), 40, 27, 57, 47.9, 40, 57.7)
	poly(gold, 38.6, 23, 41.4, 23, 41.4, 27.5, 38.6, 27.5)
	return img
}
