package selfplay_test

import (
	"encoding/json"
	"testing"

	"quartet/ai/selfplay"
)

func TestSelfplayPlaysHongToTheEnd(t *testing.T) {
	for _, opt := range []string{`{"board":"castle"}`, `{"board":"garden","expansion":true}`} {
		rep, err := selfplay.Run(selfplay.Options{Title: "hong", Games: 2, Levels: []string{"easy"}, TitleOptions: json.RawMessage(opt)})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Unfinished != 0 || rep.SeatWins[0]+rep.SeatWins[1] != 2 {
			t.Fatalf("%s: %d unfinished, wins %v", opt, rep.Unfinished, rep.SeatWins)
		}
		for _, g := range rep.Games {
			if g.Summary["winnerRole"] == nil {
				t.Fatalf("%s: a finished game without winnerRole", opt)
			}
		}
	}
}
