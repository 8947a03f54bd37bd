package room

import (
	"encoding/json"
	"fmt"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/online"
	"quartet/rules/record"
)

const testSeed = 0x5eed_0bad_cafe_f00d

// open makes a room of title with the given seats and seats a user at
// every friend's seat ("u0", "u1", ... by seat).
func open(t *testing.T, title string, seats ...string) *Room {
	t.Helper()
	r, err := New("ABCDEF", Setup{Title: title, Seats: seats}, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range seats {
		if s == record.Human {
			if seat, _, err := r.Join(fmt.Sprintf("u%d", i), ""); err != nil || seat != i {
				t.Fatalf("join of seat %d: seat %d, %v", i, seat, err)
			}
		}
	}
	return r
}

// decode reads the one message of op in out for seat, failing otherwise.
func decode[T any](t *testing.T, out []Out, seat int, op online.Op) T {
	t.Helper()
	var v T
	n := 0
	for _, o := range out {
		if o.To == seat && o.Op == op {
			n++
			if err := json.Unmarshal(o.Data, &v); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d messages of op %d for seat %d in %d messages, want 1", n, op, seat, len(out))
	}
	return v
}

// refusal is the reason seat was refused in out.
func refusal(t *testing.T, out []Out, seat int) string {
	t.Helper()
	if len(out) != 1 {
		t.Fatalf("%d messages, want the refusal alone", len(out))
	}
	return decode[online.Refused](t, out, seat, online.OpRefused).Reason
}

// friendMove is what an easy computer would play for the friend to move,
// as that friend sees the game.
func friendMove(t *testing.T, r *Room) (int, online.MoveMsg) {
	t.Helper()
	seat := r.game.ToMove()
	agent, err := opponents.New(r.setup.Title, "easy", uint64(len(r.moves)))
	if err != nil {
		t.Fatal(err)
	}
	m := ai.Decide(agent, r.game.View(seat))
	return seat, online.MoveMsg{Index: len(r.moves), Move: m.String()}
}

// step plays one move: the computer's, or a friend's through Submit. It
// returns every message sent.
func step(t *testing.T, r *Room) []Out {
	t.Helper()
	if r.Thinking() {
		for {
			if out := r.Think(ai.Chunk); out != nil {
				return out
			}
		}
	}
	seat, msg := friendMove(t, r)
	out := r.Submit(seat, msg)
	for _, o := range out {
		if o.Op == online.OpRefused {
			t.Fatalf("the friend's %q was refused: %s", msg.Move, o.Data)
		}
	}
	return out
}
