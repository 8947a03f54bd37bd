package match

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"

	"quartet/online"
)

// Stand-ins for the parts of Nakama the handler uses.

type fakeNK struct {
	runtime.NakamaModule
	mu      sync.Mutex
	store   map[string]string
	live    map[string]bool // matches running
	slow    bool
	created int
}

func newNK() *fakeNK { return &fakeNK{store: map[string]string{}, live: map[string]bool{}} }

func (f *fakeNK) StorageRead(_ context.Context, reads []*runtime.StorageRead) ([]*api.StorageObject, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []*api.StorageObject
	for _, r := range reads {
		if v, ok := f.store[r.Collection+"/"+r.Key]; ok {
			out = append(out, &api.StorageObject{Collection: r.Collection, Key: r.Key, Value: v})
		}
	}
	return out, nil
}

func (f *fakeNK) StorageWrite(_ context.Context, writes []*runtime.StorageWrite) ([]*api.StorageObjectAck, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, w := range writes {
		if w.PermissionRead != 0 {
			return nil, fmt.Errorf("room %s stored readable by clients", w.Key)
		}
		f.store[w.Collection+"/"+w.Key] = w.Value
	}
	return nil, nil
}

func (f *fakeNK) MatchCreate(context.Context, string, map[string]any) (string, error) {
	if f.slow {
		// Starting a match takes a while (it replays the room), which is
		// when a second friend's request may look for the match too.
		time.Sleep(20 * time.Millisecond)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.created++
	id := fmt.Sprintf("m%d", f.created)
	f.live[id] = true
	return id, nil
}

func (f *fakeNK) MatchGet(_ context.Context, id string) (*api.Match, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.live[id] {
		return nil, nil
	}
	return &api.Match{MatchId: id}, nil
}

func (f *fakeNK) room(t *testing.T, code string) entry {
	t.Helper()
	var e entry
	if err := json.Unmarshal([]byte(f.store[collection+"/"+code]), &e); err != nil {
		t.Fatal(err)
	}
	return e
}

type logger struct{ runtime.Logger }

func (logger) Debug(string, ...any) {}
func (logger) Info(string, ...any)  {}
func (logger) Warn(string, ...any)  {}
func (logger) Error(string, ...any) {}

type presence struct{ user, session string }

func (p presence) GetUserId() string                 { return p.user }
func (p presence) GetSessionId() string              { return p.session }
func (p presence) GetNodeId() string                 { return "node" }
func (p presence) GetHidden() bool                   { return false }
func (p presence) GetPersistence() bool              { return false }
func (p presence) GetUsername() string               { return p.user }
func (p presence) GetStatus() string                 { return "" }
func (p presence) GetReason() runtime.PresenceReason { return runtime.PresenceReasonUnknown }

type packet struct {
	presence
	op   online.Op
	data []byte
}

func (d packet) GetOpCode() int64      { return int64(d.op) }
func (d packet) GetData() []byte       { return d.data }
func (d packet) GetReliable() bool     { return true }
func (d packet) GetReceiveTime() int64 { return 0 }

type sent struct {
	session string
	op      online.Op
	data    []byte
}

type dispatcher struct {
	runtime.MatchDispatcher
	sent []sent
	// seen, when set, looks at each message as it goes out.
	seen func(op online.Op, data []byte)
}

func (d *dispatcher) BroadcastMessage(op int64, data []byte, to []runtime.Presence, _ runtime.Presence, _ bool) error {
	if d.seen != nil {
		d.seen(online.Op(op), data)
	}
	for _, p := range to {
		d.sent = append(d.sent, sent{p.GetSessionId(), online.Op(op), data})
	}
	return nil
}

func (d *dispatcher) MatchKick([]runtime.Presence) error { return nil }

// opened creates a room through the RPC and starts its match.
func opened(t *testing.T, nk *fakeNK, seats ...string) (*state, string) {
	t.Helper()
	setup, _ := json.Marshal(map[string]any{"title": "hongkong", "seats": seats})
	out, err := Create(context.Background(), logger{}, nil, nk, string(setup))
	if err != nil {
		t.Fatal(err)
	}
	var j Joined
	json.Unmarshal([]byte(out), &j)
	st, rate, _ := Match{}.MatchInit(context.Background(), logger{}, nil, nk, map[string]any{"code": j.Code})
	if st == nil || rate != TickRate {
		t.Fatalf("the match did not start: %v", rate)
	}
	return st.(*state), j.Code
}

// join admits and joins p, as Nakama does.
func join(t *testing.T, nk *fakeNK, d *dispatcher, s *state, p presence, code string) {
	t.Helper()
	if _, ok, why := (Match{}).MatchJoinAttempt(context.Background(), logger{}, nil, nk, d, 0, s, p, map[string]string{"code": code}); !ok {
		t.Fatalf("%s turned away: %s", p.user, why)
	}
	Match{}.MatchJoin(context.Background(), logger{}, nil, nk, d, 0, s, []runtime.Presence{p})
}

func loop(nk *fakeNK, d *dispatcher, s *state, msgs ...runtime.MatchData) any {
	return Match{}.MatchLoop(context.Background(), logger{}, nil, nk, d, 0, s, msgs)
}

func TestEveryAcceptedMoveIsStored(t *testing.T) {
	nk, d := newNK(), &dispatcher{}
	s, code := opened(t, nk, "human", "human")
	ann, bob := presence{"ann", "s1"}, presence{"bob", "s2"}
	join(t, nk, d, s, ann, code)
	join(t, nk, d, s, bob, code)
	first := s.room.Record()
	g, _ := first.Start()
	move, _ := json.Marshal(online.MoveMsg{Index: 0, Move: g.LegalMoves()[0].String()})
	loop(nk, d, s, packet{ann, online.OpMove, move})
	if stored := nk.room(t, code).Room; len(stored.Moves) != 1 || stored.Users[0] != "ann" || stored.Users[1] != "bob" {
		t.Errorf("stored %+v after one move", stored)
	}
}

func TestAMoveIsStoredBeforeAnyoneIsToldOfIt(t *testing.T) {
	nk, d := newNK(), &dispatcher{}
	s, code := opened(t, nk, "easy", "human")
	d.seen = func(op online.Op, data []byte) {
		if op != online.OpMoved {
			return
		}
		var m online.Moved
		json.Unmarshal(data, &m)
		if stored := nk.room(t, code).Room.Moves; len(stored) <= m.Index {
			t.Errorf("move %d went out with %d moves stored", m.Index+1, len(stored))
		}
	}
	join(t, nk, d, s, presence{"ann", "s1"}, code)
	for ticks := 0; s.room.Index() == 0 && ticks < 1000; ticks++ {
		loop(nk, d, s)
	}
}

func TestAnOldSessionLeavingLeavesTheSeatConnected(t *testing.T) {
	nk, d := newNK(), &dispatcher{}
	s, code := opened(t, nk, "human", "easy")
	join(t, nk, d, s, presence{"ann", "old"}, code)
	join(t, nk, d, s, presence{"ann", "new"}, code) // she reconnected before the old socket closed
	Match{}.MatchLeave(context.Background(), logger{}, nil, nk, d, 0, s, []runtime.Presence{presence{"ann", "old"}})
	d.sent = nil
	loop(nk, d, s, packet{presence{"ann", "new"}, online.OpSync, nil})
	if len(d.sent) != 1 || d.sent[0].session != "new" || d.sent[0].op != online.OpSnapshot {
		t.Fatalf("a sync from the new session answered %+v", d.sent)
	}
	var snap online.Snapshot
	json.Unmarshal(d.sent[0].data, &snap)
	if !snap.Seats[0].Connected {
		t.Error("the old session's leaving marked Ann away")
	}
}

func TestJoinWithoutTheCodeIsTurnedAway(t *testing.T) {
	nk, d := newNK(), &dispatcher{}
	s, _ := opened(t, nk, "human", "human")
	if _, ok, _ := (Match{}).MatchJoinAttempt(context.Background(), logger{}, nil, nk, d, 0, s, presence{"eve", "s"}, nil); ok {
		t.Error("a join without the code was admitted")
	}
}

func TestJoinRebuildsAMatchThatIsGone(t *testing.T) {
	nk := newNK()
	_, code := opened(t, nk, "human", "easy")
	gone := nk.room(t, code).Match
	delete(nk.live, gone) // the server restarted
	out, err := Join(context.Background(), logger{}, nil, nk, `{"code":"`+code+`"}`)
	if err != nil {
		t.Fatal(err)
	}
	var j Joined
	json.Unmarshal([]byte(out), &j)
	if j.Match == gone || !nk.live[j.Match] || nk.room(t, code).Match != j.Match {
		t.Errorf("joined %+v after %s was gone; stored %s", j, gone, nk.room(t, code).Match)
	}
}

func TestComputerPlaysInTheMatchLoopAndItsMoveIsStored(t *testing.T) {
	nk, d := newNK(), &dispatcher{}
	s, code := opened(t, nk, "easy", "human")
	join(t, nk, d, s, presence{"ann", "s1"}, code)
	for ticks := 0; s.room.Index() == 0; ticks++ {
		if ticks > 1000 {
			t.Fatal("the computer never moved")
		}
		loop(nk, d, s)
	}
	if stored := nk.room(t, code).Room; len(stored.Moves) != 1 {
		t.Errorf("stored %d moves after the computer's", len(stored.Moves))
	}
}

func TestFriendsComingBackAtOnceGetOneMatch(t *testing.T) {
	nk := newNK()
	_, code := opened(t, nk, "human", "human")
	delete(nk.live, nk.room(t, code).Match) // the server restarted
	nk.slow = true
	before := nk.created
	var wg sync.WaitGroup
	matches := make([]string, 8)
	for i := range matches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err := Join(context.Background(), logger{}, nil, nk, `{"code":"`+code+`"}`)
			if err != nil {
				t.Error(err)
				return
			}
			var j Joined
			json.Unmarshal([]byte(out), &j)
			matches[i] = j.Match
		}()
	}
	wg.Wait()
	if nk.created != before+1 {
		t.Errorf("%d matches started for one room", nk.created-before)
	}
	for _, m := range matches {
		if m != matches[0] {
			t.Errorf("friends were sent to different matches: %v", matches)
			break
		}
	}
}
