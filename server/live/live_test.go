// Package live tests a running Quartet server (make test-online starts one
// and sets QUARTET_SERVER and QUARTET_SERVER_KEY) through the headless
// client, as players elsewhere reach it.
package live

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"quartet/online"
	"quartet/online/client"
	"quartet/rules/record"
)

var devices atomic.Int64

// login logs a fresh device in.
func login(t *testing.T, ctx context.Context) *client.Session {
	t.Helper()
	server, key := os.Getenv("QUARTET_SERVER"), os.Getenv("QUARTET_SERVER_KEY")
	if server == "" {
		t.Skip("no server: run make test-online, which starts one")
	}
	device := fmt.Sprintf("live-test-%d-%d", time.Now().UnixNano(), devices.Add(1))
	s, err := client.Login(ctx, server, key, device)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func timeout(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// seat connects s to room and joins its match, returning the socket and
// what arrived while joining.
func seat(t *testing.T, ctx context.Context, s *client.Session, room client.Room) (*client.Conn, []client.Message) {
	t.Helper()
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	early, err := c.Join(ctx, room.Match, room.Code, "")
	if err != nil {
		t.Fatal(err)
	}
	return c, early
}

// await reads until a message of op arrives and decodes it.
func await[T any](t *testing.T, ctx context.Context, c *client.Conn, early []client.Message, op online.Op) T {
	t.Helper()
	var v T
	for {
		var m client.Message
		if len(early) > 0 {
			m, early = early[0], early[1:]
		} else {
			var err error
			if m, err = c.Next(ctx); err != nil {
				t.Fatalf("waiting for op %d: %v", op, err)
			}
		}
		if m.Op == op {
			if err := json.Unmarshal(m.Data, &v); err != nil {
				t.Fatal(err)
			}
			return v
		}
	}
}

func checkRecord(t *testing.T, rec *record.Record, title string) {
	t.Helper()
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if rec.Title != title || !g.Outcome().Over {
		t.Errorf("the record of %s replays to a game not over (%d moves)", rec.Title, len(rec.Moves))
	}
}

func TestFriendPlaysAWholeGameAgainstTheServersComputer(t *testing.T) {
	ctx := timeout(t)
	s := login(t, ctx)
	room, err := s.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := online.ParseCode(room.Code); err != nil || room.Match == "" {
		t.Fatalf("room %+v: %v", room, err)
	}
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	p := &client.Player{Conn: c, Match: room.Match, Code: room.Code, Level: "easy", Seed: 1}
	rec, err := p.Play(ctx)
	if err != nil {
		t.Fatal(err)
	}
	checkRecord(t, rec, "hongkong")

	// Coming back to the ended game gives its record at once.
	c2, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	back := &client.Player{Conn: c2, Match: room.Match, Code: room.Code, Level: "easy"}
	again, err := back.Play(ctx)
	if err != nil {
		t.Fatalf("coming back after the end: %v", err)
	}
	if !slices.Equal(again.Moves, rec.Moves) {
		t.Errorf("coming back after the end gave %d moves of %d", len(again.Moves), len(rec.Moves))
	}
}

func TestTwoFriendsPlayAWholeGameByCode(t *testing.T) {
	ctx := timeout(t)
	a, b := login(t, ctx), login(t, ctx)
	room, err := a.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "human"}})
	if err != nil {
		t.Fatal(err)
	}
	joined, err := b.JoinCode(ctx, strings.ToLower(room.Code))
	if err != nil || joined.Match != room.Match {
		t.Fatalf("joining %s found %+v, %v", room.Code, joined, err)
	}
	records := make(chan *record.Record, 2)
	errs := make(chan error, 2)
	for i, s := range []*client.Session{a, b} {
		c, err := s.Connect(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		p := &client.Player{Conn: c, Match: room.Match, Code: room.Code, Level: "easy", Seed: uint64(i)}
		go func() {
			rec, err := p.Play(ctx)
			records <- rec
			errs <- err
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
		checkRecord(t, <-records, "hongkong")
	}
}

func TestMovesThatBreakTheRulesOfPlayAreRefusedWithTheReason(t *testing.T) {
	ctx := timeout(t)
	a, b := login(t, ctx), login(t, ctx)
	room, err := a.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "human"}})
	if err != nil {
		t.Fatal(err)
	}
	ca, early := seat(t, ctx, a, room)
	cb, earlyB := seat(t, ctx, b, room)
	await[online.Snapshot](t, ctx, cb, earlyB, online.OpSnapshot)
	for _, tc := range []struct {
		conn *client.Conn
		move online.MoveMsg
		want string
	}{
		{cb, online.MoveMsg{Index: 0, Move: "B a1"}, "It is Player 1's turn, not yours."},
		{ca, online.MoveMsg{Index: 0, Move: "pass"}, "You may only pass when you cannot place a piece."},
		{ca, online.MoveMsg{Index: 4, Move: "B a1"}, "The game has moved on"},
	} {
		if err := tc.conn.Send(ctx, room.Match, online.OpMove, tc.move); err != nil {
			t.Fatal(err)
		}
		got := await[online.Refused](t, ctx, tc.conn, nil, online.OpRefused)
		if !strings.HasPrefix(got.Reason, tc.want) {
			t.Errorf("%+v refused with %q, want %q", tc.move, got.Reason, tc.want)
		}
	}
	_ = early
}

func TestForgedMoveForAnotherSeatIsRefused(t *testing.T) {
	ctx := timeout(t)
	s := login(t, ctx)
	room, err := s.Create(ctx, client.Setup{Title: "chinatown", Seats: []string{"human", "easy", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	c, early := seat(t, ctx, s, room)
	await[online.Snapshot](t, ctx, c, early, online.OpSnapshot)
	if err := c.Send(ctx, room.Match, online.OpMove, online.MoveMsg{Index: 0, Move: "P2 keep 1 2 3"}); err != nil {
		t.Fatal(err)
	}
	got := await[online.Refused](t, ctx, c, nil, online.OpRefused)
	if got.Reason != "That move is for Player 2, and you play Player 1." {
		t.Errorf("refused with %q", got.Reason)
	}
}

func TestAFullRoomTurnsAStrangerAway(t *testing.T) {
	ctx := timeout(t)
	a, stranger := login(t, ctx), login(t, ctx)
	room, err := a.Create(ctx, client.Setup{Title: "hong", Seats: []string{"human", "medium"}})
	if err != nil {
		t.Fatal(err)
	}
	seat(t, ctx, a, room)
	c, err := stranger.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Join(ctx, room.Match, room.Code, ""); err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("a stranger joining a full room: %v", err)
	}
}

// TestFriendFollowsTheServersDiceAndSetUp: KiezKönig's dice and Hong's
// stones come from the seed the server keeps secret; each move brings its
// draws, so the client's computer plays its seat to the end and the record
// replays.
func TestFriendFollowsTheServersDiceAndSetUp(t *testing.T) {
	for _, title := range []string{"kiezkoenig", "hong"} {
		t.Run(title, func(t *testing.T) {
			ctx := timeout(t)
			s := login(t, ctx)
			seats := []string{"human", "easy"}
			if title == "hong" {
				seats = []string{"easy", "human"}
			}
			rec, err := playAgainstTheServer(t, ctx, s, title, seats...)
			if err != nil {
				t.Fatal(err)
			}
			checkRecord(t, rec, title)
		})
	}
}

// TestFriendFollowsChinatownFromTheViewsItIsSent: Chinatown's deals are
// secret draws, never sent; the client's copy is the view of the game its
// seat is sent with each move, so its computer plays the seat to the end.
func TestFriendFollowsChinatownFromTheViewsItIsSent(t *testing.T) {
	ctx := timeout(t)
	s := login(t, ctx)
	rec, err := playAgainstTheServer(t, ctx, s, "chinatown", "human", "easy", "easy")
	if err != nil {
		t.Fatal(err)
	}
	checkRecord(t, rec, "chinatown")
}

// playAgainstTheServer creates a room of title with seats, in which the
// friend's seat is played by an easy computer here through the client,
// and plays it to the end.
func playAgainstTheServer(t *testing.T, ctx context.Context, s *client.Session, title string, seats ...string) (*record.Record, error) {
	t.Helper()
	room, err := s.Create(ctx, client.Setup{Title: title, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	p := &client.Player{Conn: c, Match: room.Match, Code: room.Code, Level: "easy", Seed: 1}
	return p.Play(ctx)
}

// TestJoiningNeedsTheCode: matches can be listed, so their ids are no
// secret; a stranger who has one but not the room's code is turned away,
// though a seat is free.
func TestJoiningNeedsTheCode(t *testing.T) {
	ctx := timeout(t)
	a, stranger := login(t, ctx), login(t, ctx)
	room, err := a.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "human"}})
	if err != nil {
		t.Fatal(err)
	}
	c, err := stranger.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Join(ctx, room.Match, "ZZZZZZ", ""); err == nil || !strings.Contains(err.Error(), "code") {
		t.Errorf("joining with a wrong code: %v", err)
	}
}
