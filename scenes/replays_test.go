package scenes

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestARecordFileDroppedOnTheWindowOpensInTheViewer(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, isScene("menu"))
	rec := savedRecord(t, "hongkong", 5)
	d.app.openDropped(fstest.MapFS{"game.json": {Data: rec.Marshal()}})
	d.WaitFor("the viewer", 60, isScene("replay"))
	if s := d.State(); s["title"] != "hongkong" || s["moves"].(float64) != 5 || s["at"].(float64) != 0 {
		t.Fatalf("the dropped record opens as %v", s)
	}
	d.TapTarget("replay-close")
	d.WaitFor("the menu", 60, isScene("menu"))
}

func TestAFileDroppedThatIsNoRecordIsSaidOnTheMenu(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, isScene("menu"))
	d.app.openDropped(fstest.MapFS{"photo.png": {Data: []byte("\x89PNG")}})
	d.WaitFor("the menu's notice", 60, func(s map[string]any) bool {
		n, _ := s["notice"].(string)
		return isScene("menu")(s) && strings.Contains(n, "photo.png cannot be shown") && strings.Contains(n, "not a game record")
	})
}
