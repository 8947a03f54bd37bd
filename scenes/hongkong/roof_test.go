package hongkong_test

import (
	"image"
	"testing"

	"quartet/internal/store"
	"quartet/scenes/play"
	"quartet/scenes/testapp"
	"quartet/sprites"
)

// changed counts the pixels that differ between two grabs of one place.
func changed(a, b *image.RGBA) int {
	n := 0
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			ca, cb := a.RGBAAt(x, y), b.RGBAAt(x, y)
			d := max(int(ca.R), int(cb.R)) - min(int(ca.R), int(cb.R)) + max(int(ca.G), int(cb.G)) - min(int(ca.G), int(cb.G)) + max(int(ca.B), int(cb.B)) - min(int(ca.B), int(cb.B))
			if d > 30 {
				n++
			}
		}
	}
	return n
}

// The play-test, on a phone: after a tap on Roof the line said "Choose a
// lit plot for your roof", and the board did not change, since a roof may
// go nearly wherever a block may. The lit plots show the roof chosen.
func TestTappingRoofShowsTheRoofOnEveryLitPlot(t *testing.T) {
	st := store.Memory{}
	rec := towersInFront(t, 14)
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, 390, 844, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.TapTarget("resume-" + rec.Title)
	d.WaitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	d.Tick(2)
	lit := d.State()["legal"].([]any)
	cell := func(name string) *image.RGBA {
		tg := d.Target("plot-" + name)
		return d.Grab(sprites.R(tg.X, tg.Y, tg.W, tg.H))
	}
	before := map[string]*image.RGBA{}
	for _, p := range lit {
		before[p.(string)] = cell(p.(string))
	}
	d.TapTarget("piece-roof")
	d.Tick(2)
	d.Shot("hongkong-roof-chosen-390x844")
	for _, p := range lit {
		if n := changed(before[p.(string)], cell(p.(string))); n < 150 {
			t.Errorf("lit %s changed in %d pixels when Roof was chosen", p, n)
		}
	}
}
