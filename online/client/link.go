package client

import (
	"context"
	"errors"
	"sync"
	"time"

	"quartet/online"
)

// PublicServerKey is the server key a Quartet server made by `make server`
// takes. Every copy of a game carries its server's key (Nakama's clients
// all do), so it is no secret; it only has to differ from Nakama's
// default. The secrets (session, refresh, runtime and console keys) are
// generated for each server and never leave it.
const PublicServerKey = "quartet-public-1"

// Link holds one seat of a room for the game's table: it joins the room,
// passes on what the server sends, and connects again by itself when the
// connection drops (a phone that slept, a server restarted), after which the
// server's snapshot brings what was missed. Its goroutines wait on the
// network only, so the browser's one thread is never held; the table takes
// what arrived once a frame (Take).
type Link struct {
	s          *Session
	code, name string
	ctx        context.Context
	stop       context.CancelFunc

	mu    sync.Mutex
	got   []online.Arrival
	conn  *Conn
	match string
}

// Open starts holding the seat of s's user in the room with code, shown to
// the others as name (empty: the seat's own name).
func Open(s *Session, code, name string) *Link {
	ctx, stop := context.WithCancel(context.Background())
	l := &Link{s: s, code: code, name: name, ctx: ctx, stop: stop}
	go l.run()
	return l
}

// Close leaves the room; the seat stays the user's, to come back to.
func (l *Link) Close() {
	l.stop()
	l.mu.Lock()
	c := l.conn
	l.conn = nil
	l.mu.Unlock()
	if c != nil {
		c.Close()
	}
}

// Send asks the referee to play move as the game's move index. A move sent
// while the connection is down is lost; the snapshot on reconnecting tells
// the table so, and the person decides again.
func (l *Link) Send(index int, move string) {
	l.send(online.OpMove, online.MoveMsg{Index: index, Move: move})
}

// Sync asks for a fresh snapshot.
func (l *Link) Sync() { l.send(online.OpSync, struct{}{}) }

func (l *Link) send(op online.Op, msg any) {
	l.mu.Lock()
	c, match := l.conn, l.match
	l.mu.Unlock()
	if c == nil {
		return
	}
	go func() { _ = c.Send(l.ctx, match, op, msg) }()
}

// Take returns what arrived since the last call, oldest first.
func (l *Link) Take() []online.Arrival {
	l.mu.Lock()
	defer l.mu.Unlock()
	a := l.got
	l.got = nil
	return a
}

func (l *Link) put(a online.Arrival) {
	l.mu.Lock()
	l.got = append(l.got, a)
	l.mu.Unlock()
}

func (l *Link) say(status string) { l.put(online.Arrival{Status: &status}) }

// run connects, joins and reads until Close, waiting longer after each
// failure (up to 5 s between tries). A room the server refuses (no room
// has the code, it is full) ends it: trying again would not help.
func (l *Link) run() {
	wait := 200 * time.Millisecond
	for l.ctx.Err() == nil {
		err := l.session()
		if l.ctx.Err() != nil {
			return
		}
		if final(err) {
			l.say(online.StatusServerSaid + err.Error())
			return
		}
		l.say(online.StatusReconnecting)
		select {
		case <-l.ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

// final reports a refusal that trying again would meet again: the room
// has no such code, or no seat for this player. A server that is down or
// restarting (a gateway's 502, a socket that fails) is tried again.
func final(err error) bool {
	var refused *Error
	var seatless *joinRefused
	if errors.As(err, &seatless) {
		return true
	}
	return errors.As(err, &refused) && refused.Status >= 400 && refused.Status < 500 &&
		refused.Status != 401 && refused.Status != 408 && refused.Status != 429
}

// joinRefused is the match's refusal to seat this player (a full room).
type joinRefused struct{ why string }

func (e *joinRefused) Error() string { return e.why }

// session joins and reads on one connection until it fails.
func (l *Link) session() error {
	room, err := l.s.JoinCode(l.ctx, l.code)
	if err != nil {
		return err
	}
	c, err := l.s.Connect(l.ctx)
	if err != nil {
		return err
	}
	defer c.Close()
	early, err := c.Join(l.ctx, room.Match, l.code, l.name)
	if err != nil {
		var dropped *Dropped
		if !errors.As(err, &dropped) {
			return &joinRefused{err.Error()}
		}
		return err
	}
	l.mu.Lock()
	l.conn, l.match = c, room.Match
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		if l.conn == c {
			l.conn = nil
		}
		l.mu.Unlock()
	}()
	l.say("")
	for _, m := range early {
		l.pass(m)
	}
	for {
		m, err := c.Next(l.ctx)
		if err != nil {
			return err
		}
		l.pass(m)
	}
}

func (l *Link) pass(m Message) {
	a, err := online.Decode(m.Op, m.Data)
	if err != nil {
		return // a message this version does not read: the snapshot will do
	}
	l.put(a)
}
