package hongkong

import (
	"testing"

	"quartet/internal/store"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/sprites"
)

func TestTheComputersMovesReadAsSentences(t *testing.T) {
	rec := &record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}}
	tb, err := play.New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	s := &Scene{t: tb, ch: &table.Chrome{T: tb, Names: table.Names{T: tb, Palette: sprites.StandardPalette}}}
	for _, c := range []struct {
		e    play.Entry
		want string
	}{
		{play.Entry{Seat: 1, Move: "B c3", Events: []string{"Player 2 places a block on c3"}}, "Jade (easy) built a block on c3."},
		{play.Entry{Seat: 1, Move: "R d2", Events: []string{"Player 2 places a roof on d2"}}, "Jade (easy) put a roof on d2."},
		{play.Entry{Seat: 1, Move: "F a1 R b1"}, "Jade (easy) made a double move: a fast block on a1, then a roof on b1."},
		{play.Entry{Seat: 1, Move: "B b2", Events: []string{"Player 2 places a block on b2 and takes the building"}}, "Jade (easy) built a block on b2 and took the building."},
		{play.Entry{Seat: 1, Move: "pass"}, "Jade (easy) cannot build and passes."},
	} {
		if got := s.summarize(c.e); got != c.want {
			t.Errorf("%s: %q, want %q", c.e.Move, got, c.want)
		}
	}
}
