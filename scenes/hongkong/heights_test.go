package hongkong_test

import (
	"testing"

	"quartet/internal/store"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/testapp"
	"quartet/sprites"
)

// tallCorners is a game with a tower five high on a5 and one four high on
// a1, Red to play.
func tallCorners() *record.Record {
	rec := &record.Record{Title: "hongkong", Seed: 7, Seats: []record.Seat{{Level: record.Human}, {Level: record.Human}}}
	red := []string{"a5", "a5", "a5", "a5", "a5", "a1", "a1", "a1", "a1"}
	jade := []string{"e1", "e2", "e3", "e4", "e5", "d5", "d4", "d3", "d2"}
	for i := range red {
		rec.Moves = append(rec.Moves, "B "+red[i], "B "+jade[i])
	}
	return rec
}

// The play-test, on a phone: a tower five high on a5 stood over the digits
// 4 and 5 at the board's left edge, so the rows could not be told (here the
// tower four high on a1 hides most of the 1). The coordinates are written
// over the buildings, with a dark edge; the middle of each glyph shows its
// light strokes.
func TestTheCoordinatesStayReadableBesideTallTowers(t *testing.T) {
	rec := tallCorners()
	st := store.Memory{}
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, 390, 844, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "hongkong" })
	d.TapTarget("resume-" + rec.Title)
	d.WaitFor("the resumed game", 60, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	d.Tick(2)
	d.Shot("hongkong-tall-corners-390x844")
	for name, b := range d.State()["coords"].(map[string]any) {
		v := b.([]any)
		r := sprites.R(v[0].(float64), v[1].(float64), v[2].(float64), v[3].(float64))
		if ink := d.LightIn(r); ink < 0.3 {
			t.Errorf("the coordinate %s shows %.2f of its ink", name, ink)
		}
	}
}
