package scenetest

import (
	"hash/crc32"
	"image"

	"quartet/sprites"
)

// Screens runs from a small phone held upright to a desktop monitor: the
// sizes a layout test tries.
var Screens = [][2]float64{{360, 640}, {390, 844}, {844, 390}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}}

// SceneIs holds once the named scene is on screen and done arriving.
func SceneIs(name string) func(map[string]any) bool {
	return func(s map[string]any) bool { return s["scene"] == name && s["transition"] == nil }
}

// HumanTurn holds while a person at this screen may move.
func HumanTurn(s map[string]any) bool { return s["humanTurn"] == true }

// Moves is how many moves the table's game has had.
func Moves(s map[string]any) int { return int(s["moves"].(float64)) }

// Strs reads a state's list of strings.
func Strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// Ints reads a state's list of numbers.
func Ints(v any) []int {
	var out []int
	for _, x := range v.([]any) {
		out = append(out, int(x.(float64)))
	}
	return out
}

// List reads a state's list, or nil where there is none.
func List(v any) []any {
	l, _ := v.([]any)
	return l
}

// Within reports r inside s, give or take half a pixel.
func Within(r, s sprites.Rect) bool {
	return r.X >= s.X-0.5 && r.Y >= s.Y-0.5 && r.Right() <= s.Right()+0.5 && r.Bottom() <= s.Bottom()+0.5
}

// Overlapping reports two non-empty rectangles that share more than an
// edge.
func Overlapping(a, b sprites.Rect) bool {
	if a.W <= 0 || a.H <= 0 || b.W <= 0 || b.H <= 0 {
		return false
	}
	return a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5
}

// Near reports two colour channels within 24 of each other.
func Near(a, b uint8) bool { return int(a)-int(b) < 24 && int(b)-int(a) < 24 }

// Sum is a checksum of img's own pixels (a sub-image's Pix runs on past
// its bounds), to tell whether a part of the screen changed.
func Sum(img *image.RGBA) uint32 {
	h := crc32.NewIEEE()
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := img.PixOffset(b.Min.X, y)
		h.Write(img.Pix[i : i+4*b.Dx()])
	}
	return h.Sum32()
}
