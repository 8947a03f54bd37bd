package client

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/online"
	"quartet/online/room"
	"quartet/rules/record"
)

// A player follows a game whose chance is public (KiezKönig's dice, Hong's
// set-up) from what the server sends its seat, without the seed, and its
// computer decides every move of its seat from that copy to the end; a
// Chinatown player, whose deals are secret, from the views of the game its
// seat is sent.
func TestAPlayerFollowsDiceAndSetUpAndPlaysItsSeatToTheEnd(t *testing.T) {
	for _, tc := range []struct {
		title, options string
		seats          []string
	}{
		{"kiezkoenig", "", []string{"human", "easy", "easy"}},
		{"hong", `{"expansion":true}`, []string{"easy", "human"}},
		{"chinatown", "", []string{"easy", "human", "easy"}},
	} {
		t.Run(tc.title, func(t *testing.T) {
			r, err := room.New("ABCDEF", room.Setup{Title: tc.title, Options: json.RawMessage(tc.options), Seats: tc.seats}, 0xfeed)
			if err != nil {
				t.Fatal(err)
			}
			p := &Player{Level: "easy", sent: -1}
			ctx := context.Background()
			var rec *record.Record
			deliver := func(out []room.Out, seat int) {
				t.Helper()
				for _, o := range out {
					if o.To != seat {
						continue
					}
					got, err := p.handle(ctx, Message{Op: o.Op, Data: o.Data})
					if err != nil {
						t.Fatalf("at move %d: %v", r.Index(), err)
					}
					if got != nil {
						rec = got
					}
				}
			}
			seat, out, err := r.Join("me", "")
			if err != nil {
				t.Fatal(err)
			}
			deliver(out, seat)
			for n := 0; rec == nil; n++ {
				if n > 5000 {
					t.Fatal("the game never ends")
				}
				if r.Thinking() {
					out = r.Think(ai.Chunk)
				} else {
					agent, err := opponents.New(tc.title, "easy", uint64(n))
					if err != nil {
						t.Fatal(err)
					}
					m := ai.Decide(agent, p.game.View(seat))
					out = r.Submit(seat, online.MoveMsg{Index: r.Index(), Move: m.String()})
				}
				deliver(out, seat)
			}
			if _, err := rec.Replay(); err != nil || len(rec.Moves) != r.Index() {
				t.Fatalf("the record of %d moves (the room played %d): %v", len(rec.Moves), r.Index(), err)
			}
			fmt.Fprintf(t.Output(), "%s: %d moves followed\n", tc.title, len(rec.Moves))
		})
	}
}
