package live

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"quartet/online"
	"quartet/online/client"
	"quartet/rules/record"
)

// firstMoves plays seat 0's first legal move in a Hong Kong room against
// the server's computer and waits for the computer's answer; it returns
// the two moves as the room accepted them.
func firstMoves(t *testing.T, ctx context.Context, c *client.Conn, early []client.Message, room client.Room) []string {
	t.Helper()
	await[online.Snapshot](t, ctx, c, early, online.OpSnapshot)
	g, err := (&record.Record{Title: "hongkong"}).Start()
	if err != nil {
		t.Fatal(err)
	}
	first := g.LegalMoves()[0].String()
	if err := c.Send(ctx, room.Match, online.OpMove, online.MoveMsg{Index: 0, Move: first}); err != nil {
		t.Fatal(err)
	}
	var moves []string
	for len(moves) < 2 {
		m := await[online.Moved](t, ctx, c, nil, online.OpMoved)
		if m.Index != len(moves) {
			t.Fatalf("move %d arrived after %d", m.Index, len(moves))
		}
		moves = append(moves, m.Seen.Move)
	}
	if moves[0] != first {
		t.Fatalf("the room played %q for %q", moves[0], first)
	}
	return moves
}

// finish plays the rest of the game with a new socket and checks that the
// record begins with the moves played before.
func finish(t *testing.T, ctx context.Context, s *client.Session, room client.Room, before []string) {
	t.Helper()
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	p := &client.Player{Conn: c, Match: room.Match, Code: room.Code, Level: "easy", Seed: 3}
	rec, err := p.Play(ctx)
	if err != nil {
		t.Fatal(err)
	}
	checkRecord(t, rec, "hongkong")
	if len(rec.Moves) < len(before) || !slices.Equal(rec.Moves[:len(before)], before) {
		t.Errorf("the record begins %v, want the moves played before, %v", rec.Moves[:min(len(rec.Moves), 2)], before)
	}
}

func TestDroppedSocketLosesNoMove(t *testing.T) {
	ctx := timeout(t)
	s := login(t, ctx)
	room, err := s.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	c, early := seat(t, ctx, s, room)
	before := firstMoves(t, ctx, c, early, room)
	c.Close() // the phone slept
	again, err := s.JoinCode(ctx, room.Code)
	if err != nil || again.Match != room.Match {
		t.Fatalf("coming back found %+v, %v; want the same match", again, err)
	}
	finish(t, ctx, s, again, before)
}

func TestRestartedServerRebuildsTheRoomByReplay(t *testing.T) {
	ctx := timeout(t)
	run := os.Getenv("QUARTET_RUN")
	if run == "" {
		t.Skip("no server to restart: run make test-online")
	}
	s := login(t, ctx)
	room, err := s.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	c, early := seat(t, ctx, s, room)
	before := firstMoves(t, ctx, c, early, room)
	if out, err := exec.CommandContext(ctx, run, "restart").CombinedOutput(); err != nil {
		t.Fatalf("restarting the server: %v\n%s", err, out)
	}
	again, err := s.JoinCode(ctx, room.Code)
	if err != nil {
		t.Fatal(err)
	}
	if again.Match == room.Match {
		t.Error("the room kept its match id through a restart")
	}
	finish(t, ctx, s, again, before)
}

// lines collects a player's log, to tell which moves it saw when.
type lines struct {
	mu   sync.Mutex
	seen []string
}

func (l *lines) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.seen = append(l.seen, strings.TrimSpace(string(b)))
	return len(b), nil
}

// moves are the moves logged ("12: B a1") among the first n lines.
func (l *lines) moves(n int) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, line := range l.seen[:n] {
		if i := strings.Index(line, ": "); i > 0 && line[0] >= '0' && line[0] <= '9' {
			out = append(out, line[i+2:])
		}
	}
	return out
}

// playThrough plays a Hong Kong game against the server's computer with a
// player that comes back by itself, doing fault after its third move; it
// checks that no move seen before the fault is missing from the record.
func playThrough(t *testing.T, fault func(p *client.Player)) {
	ctx := timeout(t)
	s := login(t, ctx)
	room, err := s.Create(ctx, client.Setup{Title: "hongkong", Seats: []string{"human", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	log := &lines{}
	p := &client.Player{Conn: c, Match: room.Match, Session: s, Code: room.Code, Level: "easy", Seed: 5, Log: log}
	mine, before := 0, 0
	p.Waited = func(time.Duration) {
		if mine++; mine == 3 {
			log.mu.Lock()
			before = len(log.seen)
			log.mu.Unlock()
			fault(p)
		}
	}
	rec, err := p.Play(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Conn.Close()
	checkRecord(t, rec, "hongkong")
	seen := log.moves(before)
	if len(seen) < 5 || !slices.Equal(rec.Moves[:len(seen)], seen) {
		t.Errorf("before the fault the player saw %v; the record begins %v", seen, rec.Moves[:min(len(rec.Moves), len(seen))])
	}
}

func TestPlayerComesBackAfterItsSocketDrops(t *testing.T) {
	playThrough(t, func(p *client.Player) { p.Conn.Close() })
}

func TestPlayerComesBackAfterTheServerRestartsMidGame(t *testing.T) {
	run := os.Getenv("QUARTET_RUN")
	if run == "" {
		t.Skip("no server to restart: run make test-online")
	}
	playThrough(t, func(*client.Player) {
		if out, err := exec.Command(run, "restart").CombinedOutput(); err != nil {
			t.Errorf("restarting the server: %v\n%s", err, out)
		}
	})
}

// TestPlayerReadsItsMovesFromInput: with moves on its input the player
// needs no AI and follows only whose turn it is, so it plays a title it
// cannot replay (Chinatown's secrets); a refused line is logged with the
// reason and the next line read; the seat carries the name given.
func TestPlayerReadsItsMovesFromInput(t *testing.T) {
	ctx := timeout(t)
	s := login(t, ctx)
	room, err := s.Create(ctx, client.Setup{Title: "chinatown", Seats: []string{"human", "easy", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	log := &lines{}
	in := bufio.NewScanner(strings.NewReader("P1 keep 99\nP1 done\n"))
	p := &client.Player{Conn: c, Match: room.Match, Code: room.Code, Name: "Ann", Input: in, Log: log}
	if _, err := p.Play(ctx); err == nil || !strings.Contains(err.Error(), "ended") {
		t.Fatalf("playing from two lines: %v, want the input's end", err)
	}
	got := strings.Join(log.seen, "\n")
	for _, want := range []string{"your move (Ann):", "refused P1 keep 99: ", "refused P1 done: Deals are made only in the trading phase"} {
		if !strings.Contains(got, want) {
			t.Errorf("the log lacks %q:\n%s", want, got)
		}
	}
}
