package room

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"quartet/ai"
)

// TestReplayRebuildsTheRoom: a room stored mid-game (as JSON, as the server
// keeps it) and restored tells every seat the same, and its computers go on
// to play the same moves.
func TestReplayRebuildsTheRoom(t *testing.T) {
	r := open(t, "chinatown", H, "easy", H, "medium")
	for range 60 {
		step(t, r)
	}
	data, err := json.Marshal(r.Stored())
	if err != nil {
		t.Fatal(err)
	}
	var stored Stored
	if err := json.Unmarshal(data, &stored); err != nil {
		t.Fatal(err)
	}
	back, err := Restore(stored)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.moves, r.moves) || !slices.Equal(back.movers, r.movers) {
		t.Fatal("the restored room has other moves")
	}
	for _, user := range []string{"u0", "u2"} { // the friends reconnect
		if _, _, err := back.Join(user, ""); err != nil {
			t.Fatal(err)
		}
	}
	for seat := range 4 {
		a, b := r.Snapshot(seat).Data, back.Snapshot(seat).Data
		if !bytes.Equal(a, b) {
			t.Errorf("seat %d's snapshot differs after the restore:\n%s\n%s", seat, a, b)
		}
	}
	for range 40 {
		for r.Thinking() {
			x, y := r.Think(ai.Chunk), back.Think(ai.Chunk)
			if !slices.EqualFunc(x, y, func(a, b Out) bool { return a.To == b.To && bytes.Equal(a.Data, b.Data) }) {
				t.Fatalf("the computers played differently after the restore at move %d", len(r.moves))
			}
		}
		if r.Over() {
			break
		}
		seat, msg := friendMove(t, r)
		r.Submit(seat, msg)
		back.Submit(seat, msg)
	}
	if !bytes.Equal(r.Record().Marshal(), back.Record().Marshal()) {
		t.Error("the records differ after playing on")
	}
}

func TestRestoreRefusesAMoveTheRulesRefuse(t *testing.T) {
	r := open(t, "hongkong", H, H)
	s := r.Stored()
	s.Moves = []string{"pass"}
	if _, err := Restore(s); err == nil {
		t.Error("a stored illegal move was replayed")
	}
}
