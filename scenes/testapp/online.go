package testapp

import (
	"testing"

	"quartet/online/room"
	"quartet/scenes/play"
)

// Online starts the app on a w x h screen and opens the table of line's
// seat in its loopback room, as it stands now: what arrived before is
// dropped for a fresh snapshot, so that a game played far by the test
// opens where it is rather than replaying every move.
func Online(t testing.TB, w, h float64, line *room.Line, title string) *Driver {
	t.Helper()
	d := New(t, w, h, nil)
	d.WaitFor("the menu", 60, func(s map[string]any) bool { return s["scene"] == "menu" })
	line.Take()
	line.Sync()
	got := line.Take()
	opened := false
	for i, a := range got {
		if a.Snapshot == nil {
			continue
		}
		if err := d.App.PlayOnline(*a.Snapshot, play.WithEarly(line, got[i+1:])); err != nil {
			t.Fatal(err)
		}
		opened = true
		break
	}
	if !opened {
		t.Fatal("the room sent no snapshot")
	}
	d.WaitFor("the table", 120, func(s map[string]any) bool { return s["scene"] == title && s["transition"] == nil })
	return d
}
