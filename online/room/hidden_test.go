package room

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"quartet/online"
	"quartet/rules"
	"quartet/rules/chinatown"
	"quartet/rules/record"
)

// secrets lists, for each seat, byte strings that only that seat may see,
// gathered from the full game while it is played.
type secrets struct {
	of [][][]byte
}

func (s *secrets) add(seat int, secret string) { s.of[seat] = append(s.of[seat], []byte(secret)) }

// gather notes what a move and its events hide from every seat but one
// (Chinatown: the cards dealt to a player and the cards it keeps).
func (s *secrets) gather(g rules.Game, m rules.Move, mover int, events []rules.Event) {
	if cm, ok := m.(chinatown.Move); ok && cm.Action == chinatown.Keep {
		s.add(mover, strconv.Quote(m.String()))
	}
	for _, e := range events {
		if d, ok := e.(chinatown.Dealt); ok {
			cards, _ := json.Marshal(d.Cards)
			s.add(d.Seat, `"Cards":`+string(cards))
			s.add(d.Seat, `"dealt":`+string(cards))
		}
	}
}

// TestNoMessageCarriesAnotherSeatsSecrets plays whole games of every title,
// friends and computers alike played by our AI, and reads every byte sent
// to each seat until the game ended: none holds the seed, the cards dealt
// to or kept by another seat, or (in a snapshot) another seat's money.
func TestNoMessageCarriesAnotherSeatsSecrets(t *testing.T) {
	for _, tc := range []struct {
		title string
		seats []string
	}{
		{"hongkong", []string{H, "easy"}},
		{"hong", []string{"easy", H}},
		{"kiezkoenig", []string{H, "easy"}},
		{"chinatown", []string{H, H, "easy"}},
		{"chinatown", []string{H, "easy", H, "medium"}},
		{"chinatown", []string{H, H, H, H, H}},
	} {
		t.Run(fmt.Sprintf("%s-%d", tc.title, len(tc.seats)), func(t *testing.T) {
			r := open(t, tc.title, tc.seats...)
			sent := make([][]byte, len(tc.seats)) // every byte to each seat before the end
			secret := &secrets{of: make([][][]byte, len(tc.seats))}
			views := 0
			send := func(out []Out) {
				for _, o := range out {
					if o.Op != online.OpEnded && !(o.Op == online.OpSnapshot && r.Over()) {
						sent[o.To] = append(append(sent[o.To], o.Data...), '\n')
						if checkView(t, o, r.Over()) {
							views++
						}
					}
				}
			}
			ended := 0
			for !r.Over() {
				before := r.game.Clone()
				out := step(t, r)
				send(out)
				i := len(r.moves) - 1
				m, _ := before.ParseMove(r.moves[i])
				events, _ := before.Apply(m)
				secret.gather(before, m, r.movers[i], events)
				if i%7 == 0 && !r.Over() { // a reconnect now and then
					for seat := range tc.seats {
						checkSnapshot(t, r, seat)
						send([]Out{r.Snapshot(seat)})
					}
				}
				for _, o := range out {
					if o.Op == online.OpEnded {
						ended++
					}
				}
			}
			t.Logf("%d moves, %d views sent", len(r.moves), views)
			if (views > 0) == online.Replayable(tc.title) {
				t.Errorf("%d views of %s were sent", views, tc.title)
			}
			if ended != len(tc.seats) {
				t.Errorf("%d seats were told the game ended, want %d", ended, len(tc.seats))
			}
			seed := []byte(strconv.FormatUint(testSeed, 10))
			for seat, b := range sent {
				if bytes.Contains(b, seed) {
					t.Errorf("seat %d was sent the seed before the end", seat)
				}
				for other := range secret.of {
					if other == seat {
						continue
					}
					for _, s := range secret.of[other] {
						if bytes.Contains(b, s) {
							t.Errorf("seat %d was sent seat %d's secret %s", seat, other, s)
						}
					}
				}
			}
			checkEnd(t, r)
		})
	}
}

// checkView: the view of the game a message carries (Chinatown's) shows
// its seat no other player's cards and, before the end, no other player's
// money; and a title followed by its moves is sent no view.
func checkView(t *testing.T, o Out, over bool) bool {
	t.Helper()
	var msg struct {
		View json.RawMessage `json:"view"`
	}
	if err := json.Unmarshal(o.Data, &msg); err != nil || msg.View == nil {
		return false
	}
	c, err := chinatown.UnmarshalView(msg.View)
	if err != nil {
		t.Fatalf("seat %d was sent a view that does not read: %v", o.To, err)
	}
	if c.Viewer() != o.To {
		t.Fatalf("seat %d was sent seat %d's view", o.To, c.Viewer())
	}
	for s := range c.Seats() {
		if s == o.To {
			continue
		}
		if _, known := c.Money(s); known && !over {
			t.Fatalf("seat %d was sent seat %d's money", o.To, s)
		}
		if c.Dealt(s) != nil || c.Kept(s) != nil {
			t.Fatalf("seat %d was sent seat %d's building cards", o.To, s)
		}
	}
	return true
}

// checkSnapshot: a seat's snapshot summarises its own view, where the
// others' money is unknown while the game goes on.
func checkSnapshot(t *testing.T, r *Room, seat int) {
	t.Helper()
	snap := decode[online.Snapshot](t, []Out{r.Snapshot(seat)}, seat, online.OpSnapshot)
	players, _ := snap.Summary["players"].([]any)
	for other, p := range players {
		money := p.(map[string]any)["money"]
		if _, hidden := r.game.(*chinatown.Game); hidden && other != seat && money != nil {
			t.Fatalf("seat %d's snapshot shows seat %d's money %v", seat, other, money)
		}
	}
	if snap.Record != nil {
		t.Fatalf("seat %d's snapshot holds the record before the end", seat)
	}
}

// checkEnd: once over, every seat's snapshot opens the record, which
// replays to the same end.
func checkEnd(t *testing.T, r *Room) {
	t.Helper()
	snap := decode[online.Snapshot](t, []Out{r.Snapshot(0)}, 0, online.OpSnapshot)
	rec, err := record.Parse(snap.Record)
	if err != nil {
		t.Fatal(err)
	}
	if uint64(rec.Seed) != testSeed {
		t.Errorf("the record's seed is %d, want the room's", rec.Seed)
	}
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !g.Outcome().Over || g.Outcome().Winner != r.game.Outcome().Winner {
		t.Errorf("the record replays to %+v, the room ended %+v", g.Outcome(), r.game.Outcome())
	}
}
