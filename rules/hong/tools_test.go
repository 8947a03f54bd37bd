package hong_test

import (
	"encoding/json"
	"slices"
	"testing"

	"quartet/rules/record"
)

func TestARecordReplaysToTheHongSummary(t *testing.T) {
	rec, err := record.Parse([]byte(`{
		"title": "hong",
		"options": {"board": "inner", "expansion": true, "stones": ["b1", "c1", "d1"]},
		"seed": 7,
		"moves": ["V b4", "H c4", "V d4"]
	}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := record.Summary(g)
	b, _ := json.Marshal(s)
	var got struct {
		Hongs      int
		Target     int
		WinnerRole *string
		Board      []string
		Pending    map[string]any
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	want := []string{"#.......#", "#.......#", "#.......#", "#VHV....#", "#.......#", "#.......#", "#SSS....#"}
	if got.Hongs != 1 || got.Target != 11 || got.WinnerRole != nil || !slices.Equal(got.Board, want) {
		t.Fatalf("summary %s", b)
	}
	if got.Pending == nil || s["toMove"] != 0 {
		t.Fatalf("the Emperor's size-1 Hong should leave a dragon's power pending for the Emperor: %s", b)
	}
}
