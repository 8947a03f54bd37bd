package scenes

import (
	"fmt"
	"testing"

	"quartet/rules/catalog"
	"quartet/scenes/scenetest"
	"quartet/sprites"
)

// The play-test: on a landscape tablet the menu's Hong card showed only
// its name and players, while the other cards had their line. Every
// card shows its blurb, upright and on its side.
func TestEveryMenuCardShowsItsLineOnATablet(t *testing.T) {
	for _, size := range [][2]float64{{1024, 768}, {768, 1024}, {390, 844}, {1280, 720}} {
		d := newDriver(t, size[0], size[1], nil)
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		cv := &sprites.Canvas{Scale: 1}
		for _, id := range catalog.IDs() {
			card := d.Target("title-" + id)
			r := sprites.R(card.X, card.Y, card.W, card.H)
			tl, _ := catalog.Lookup(id)
			if blurb := cardBlurb(cv, r, id); blurb == "" {
				t.Errorf("%.0fx%.0f: the %s card shows no line of its blurb %q", size[0], size[1], id, tl.Blurb)
			}
		}
		d.Shot(fmt.Sprintf("hong-menu-%.0fx%.0f", size[0], size[1]))
	}
}
