package review

import (
	"testing"

	"quartet/scenes/ui"
)

// The title, however long in the language, ends clear of the Menu button
// (review: "Deine Auswertung" touched "Menü" on a phone).
func TestTheTitleEndsClearOfTheMenuButton(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}} {
		l := (&Page{}).layout(&ui.Context{W: size[0], H: size[1], Scale: 1})
		if l.title.Right() > l.back.X-titleGap {
			t.Errorf("%v: the title reaches %.0f, the button begins at %.0f", size, l.title.Right(), l.back.X)
		}
	}
}
