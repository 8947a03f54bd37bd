package room

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"quartet/online"
	"quartet/rules"
	"quartet/rules/record"
)

// copyOf is a player's copy of the game, built only from what its seat is
// sent: the set-up's draws, then each move with its draws.
type copyOf struct {
	t    *testing.T
	seat int
	game rules.Game
}

func (c *copyOf) start(r *Room, snap online.Snapshot) {
	rec := &record.Record{Title: snap.Title, Options: snap.Options}
	for range snap.Seats {
		rec.Seats = append(rec.Seats, record.Seat{Level: record.Human})
	}
	g, err := rec.StartGiven(snap.Setup)
	if err != nil {
		c.t.Fatal(err)
	}
	c.game = g
}

func (c *copyOf) follow(mv online.Moved) {
	c.t.Helper()
	m, err := c.game.ParseMove(mv.Seen.Move)
	if err != nil {
		c.t.Fatalf("move %d %q: %v", mv.Index, mv.Seen.Move, err)
	}
	events, err := rules.ApplyGiven(c.game, m, mv.Seen.Chance)
	if err != nil {
		c.t.Fatalf("the copy refused move %d %q: %v", mv.Index, mv.Seen.Move, err)
	}
	if len(events) != len(mv.Events) {
		c.t.Fatalf("move %d %q: %d events here, %d on the server", mv.Index, mv.Seen.Move, len(events), len(mv.Events))
	}
	for i, e := range events {
		if e.String() != mv.Events[i].Text {
			c.t.Fatalf("move %d %q: %q here, %q on the server", mv.Index, mv.Seen.Move, e, mv.Events[i].Text)
		}
	}
}

// A title whose chance every player sees once drawn (KiezKönig's dice,
// Hong's stones and Lair) sends the draws with each move and the set-up, so
// a player's copy, which never learns the seed, plays the very same game.
func TestAPlayersCopyFollowsTheDiceAndTheSetUpFromWhatItIsSent(t *testing.T) {
	for _, tc := range []struct {
		title   string
		options string
		seats   []string
	}{
		{"kiezkoenig", "", []string{H, "easy", "easy"}},
		{"kiezkoenig", "", []string{"easy", H}},
		{"hong", `{"expansion":true}`, []string{"easy", H}},
		{"hong", `{"board":"garden"}`, []string{H, "easy"}},
		{"hongkong", "", []string{H, "easy"}},
	} {
		t.Run(fmt.Sprintf("%s-%d%s", tc.title, len(tc.seats), tc.options), func(t *testing.T) {
			r, err := New("ABCDEF", Setup{Title: tc.title, Options: json.RawMessage(tc.options), Seats: tc.seats}, testSeed)
			if err != nil {
				t.Fatal(err)
			}
			var seat int
			var joined []Out
			for i, s := range tc.seats {
				if s == H {
					seat, joined, _ = r.Join("u", "")
					break
				} else if i == len(tc.seats)-1 {
					t.Fatal("no friend's seat")
				}
			}
			c := &copyOf{t: t, seat: seat}
			c.start(r, decode[online.Snapshot](t, joined, seat, online.OpSnapshot))
			drawn := 0
			for n := 0; !r.Over(); n++ {
				if n > 5000 {
					t.Fatal("the game never ends")
				}
				mv := decode[online.Moved](t, step(t, r), seat, online.OpMoved)
				drawn += len(mv.Seen.Chance)
				c.follow(mv)
			}
			if got, want := c.game.View(seat).Summary(), r.game.View(seat).Summary(); !reflect.DeepEqual(got, want) {
				t.Fatalf("at the end the copy sees %v, the server %v", got, want)
			}
			if tc.title == "kiezkoenig" && drawn == 0 {
				t.Fatal("a whole KiezKönig game sent no die")
			}
			if tc.title == "hongkong" && drawn != 0 {
				t.Fatalf("Hong Kong, which has no chance, sent %d draws", drawn)
			}
		})
	}
}

// Chinatown's draws tell who holds which cards, so none is ever sent:
// its players follow their own cards through the Dealt events instead.
func TestChinatownsDrawsAreNeverSent(t *testing.T) {
	r := open(t, "chinatown", H, H, "easy")
	check := func(out []Out) {
		for _, o := range out {
			if bytes.Contains(o.Data, []byte(`"chance"`)) || bytes.Contains(o.Data, []byte(`"setup"`)) {
				t.Fatalf("a message to seat %d carries draws: %.200s", o.To, o.Data)
			}
		}
	}
	check([]Out{r.Snapshot(0), r.Snapshot(1)})
	for n := 0; !r.Over() && n < 400; n++ {
		check(step(t, r))
	}
	check([]Out{r.Snapshot(0)})
}
