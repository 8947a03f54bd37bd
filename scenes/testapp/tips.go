package testapp

import (
	"image"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/rules/record"
	"quartet/scenes/table"
	"quartet/sprites"
)

// Screen sizes the tips are looked at on: a phone held upright, a tablet.
const (
	phoneW, phoneH   = 390, 844
	tabletW, tabletH = 1024, 768
)

// tipTicks is how long a table is given to show a tip: it waits for the
// table to be calm, past any opening animation.
const tipTicks = 300

// TipOnce checks a first-game tip the way a person meets it. The table of
// rec, opened with tips on, shows a tip holding want, whole, on its band (shot as name, on a phone and on a tablet); opened
// again on the same storage, as in a later game, it does not; opened with
// the setting off, it shows no tip at all. Other tips of the same position
// are tapped away first, as a person would.
func TipOnce(t *testing.T, rec *record.Record, want, name string) {
	t.Helper()
	st := store.Memory{}
	d := openTips(t, phoneW, phoneH, st, rec, true)
	if tip := d.tipFor(want); !strings.Contains(tip, want) {
		t.Fatalf("the first time, the tip says %q; want it to say %q", tip, want)
	}
	d.lookAtTip(name + "-phone")
	again := openTips(t, phoneW, phoneH, st, rec, true)
	if tip := again.tipFor(want); strings.Contains(tip, want) {
		t.Fatalf("the second time, the tip %q came back", tip)
	}
	off := openTips(t, tabletW, tabletH, store.Memory{}, rec, false)
	off.Tick(tipTicks)
	if tip, _ := off.State()["tip"].(string); tip != "" {
		t.Fatalf("with tips off, the line shows the tip %q", tip)
	}
	tablet := openTips(t, tabletW, tabletH, store.Memory{}, rec, true)
	if tip := tablet.tipFor(want); !strings.Contains(tip, want) {
		t.Fatalf("on a tablet, the tip says %q; want it to say %q", tip, want)
	}
	area := tablet.lookAtTip(name + "-tablet")
	tablet.Tap(area.X+area.W/2, area.Y+area.H/2)
	tablet.Tick(2)
	// Where another tip of the position follows, it takes the same place.
	if tip, _ := tablet.State()["tip"].(string); tip == "" && bandShare(tablet.Grab(area)) > 0.05 {
		tablet.Shot(name + "-tablet-gone")
		t.Fatalf("the tip went on a tap, but its band is still drawn")
	}
}

// openTips opens a copy of rec at its table on a w x h screen, saving into
// st, with first-game tips on or off.
func openTips(t *testing.T, w, h float64, st store.Store, rec *record.Record, tips bool) *Driver {
	t.Helper()
	cp, err := record.Parse(rec.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	d := New(t, w, h, st)
	d.Settings().Tips = tips
	d.App.Play(cp)
	d.WaitFor("the table", 120, func(s map[string]any) bool { return s["scene"] == cp.Title && s["transition"] == nil })
	return d
}

// tipFor runs the table until it shows the tip holding want in sight,
// tapping other tips away (and the notices a tip waits behind), and returns the tip shown last ("" for none).
func (d *Driver) tipFor(want string) string {
	tip := ""
	for i := range tipTicks {
		d.Update()
		if i%5 != 0 {
			continue
		}
		s := d.State()
		tip, _ = s["tip"].(string)
		a, ok := s["tipArea"].(map[string]any)
		if !ok {
			continue
		}
		if strings.Contains(tip, want) && a["inSight"] == true {
			return tip
		}
		if a["inSight"] == true || i > table.NoticeTicks {
			d.Tap(a["x"].(float64)+a["w"].(float64)/2, a["y"].(float64)+a["h"].(float64)/2)
		}
	}
	return tip
}

// lookAtTip shoots the screen as name and checks that the tip is drawn
// whole on its band: the band's brown shows between the letters.
func (d *Driver) lookAtTip(name string) sprites.Rect {
	d.T.Helper()
	d.Shot(name)
	a, ok := d.State()["tipArea"].(map[string]any)
	if !ok || a["inSight"] != true {
		d.T.Fatalf("%s: no tip in sight", name)
	}
	if a["fits"] != true {
		d.T.Fatalf("%s: the tip is cut short: %v", name, a)
	}
	r := sprites.R(a["x"].(float64), a["y"].(float64), a["w"].(float64), a["h"].(float64))
	if share := bandShare(d.Grab(r)); share < 0.3 {
		d.T.Fatalf("%s: the band's brown covers only %.0f%% of the tip's place", name, share*100)
	}
	return r
}

// bandShare is the share of img's pixels in the brown of a tip's band.
func bandShare(img *image.RGBA) float64 {
	b, band := img.Bounds(), 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if near(c.R, 0x5A) && near(c.G, 0x45) && near(c.B, 0x14) {
				band++
			}
		}
	}
	return float64(band) / float64(max(1, b.Dx()*b.Dy()))
}

func near(a uint8, b int) bool { return int(a)+6 >= b && b+6 >= int(a) }
