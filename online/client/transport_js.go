//go:build js

package client

import (
	"context"
	"errors"
	"sync"
	"syscall/js"
)

// In a browser the client speaks through the page's own fetch and
// WebSocket: net/http, which coder/websocket imports even for the browser,
// added a megabyte to the download.

// socket is the realtime socket: text messages, one JSON envelope each.
type socket interface {
	Write(ctx context.Context, b []byte) error
	Read(ctx context.Context) ([]byte, error)
	Close() error
}

// post sends body as JSON with the Authorization header auth and returns
// the answer's status and body.
func post(ctx context.Context, url, auth string, body []byte) (int, []byte, error) {
	opts := map[string]any{
		"method":  "POST",
		"headers": map[string]any{"Content-Type": "application/json", "Authorization": auth},
		"body":    string(body),
	}
	resp, err := await(ctx, js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, nil, err
	}
	text, err := await(ctx, resp.Call("text"))
	if err != nil {
		return 0, nil, err
	}
	return resp.Get("status").Int(), []byte(text.String()), nil
}

// await waits for a promise. The callbacks only send on buffered channels:
// a JavaScript callback must never block, or the page stops.
func await(ctx context.Context, p js.Value) (js.Value, error) {
	done := make(chan js.Value, 1)
	failed := make(chan error, 1)
	then := js.FuncOf(func(_ js.Value, a []js.Value) any {
		done <- a[0]
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, a []js.Value) any {
		failed <- errors.New(a[0].Call("toString").String())
		return nil
	})
	p.Call("then", then, catch)
	select {
	case v := <-done:
		then.Release()
		catch.Release()
		return v, nil
	case err := <-failed:
		then.Release()
		catch.Release()
		return js.Value{}, err
	case <-ctx.Done():
		// The callbacks stay: the promise may settle later and call them.
		return js.Value{}, ctx.Err()
	}
}

// jsSocket is the browser's WebSocket. Messages are queued by its
// callbacks and read from Go, which may wait.
type jsSocket struct {
	ws    js.Value
	funcs []js.Func

	mu     sync.Mutex
	queue  [][]byte
	err    error
	wake   chan struct{} // a message or the end arrived
	closed bool
}

func dial(ctx context.Context, url string) (socket, error) {
	s := &jsSocket{ws: js.Global().Get("WebSocket").New(url), wake: make(chan struct{}, 1)}
	opened := make(chan struct{}, 1)
	s.on("open", func(js.Value) {
		select {
		case opened <- struct{}{}:
		default:
		}
	})
	s.on("message", func(e js.Value) {
		s.mu.Lock()
		s.queue = append(s.queue, []byte(e.Get("data").String()))
		s.mu.Unlock()
		s.poke()
	})
	s.on("close", func(e js.Value) { s.end(errors.New("the socket closed: " + e.Get("reason").String())) })
	s.on("error", func(js.Value) { s.end(errors.New("the socket failed")) })
	select {
	case <-opened:
		return s, nil
	case <-s.wake:
		s.Close()
		return nil, s.failure()
	case <-ctx.Done():
		s.Close()
		return nil, ctx.Err()
	}
}

func (s *jsSocket) on(event string, f func(js.Value)) {
	fn := js.FuncOf(func(_ js.Value, a []js.Value) any {
		f(a[0])
		return nil
	})
	s.funcs = append(s.funcs, fn)
	s.ws.Call("addEventListener", event, fn)
}

func (s *jsSocket) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *jsSocket) end(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.poke()
}

func (s *jsSocket) failure() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == nil {
		return errors.New("the socket closed")
	}
	return s.err
}

func (s *jsSocket) Write(ctx context.Context, b []byte) error {
	if s.ws.Get("readyState").Int() != 1 {
		return s.failure()
	}
	s.ws.Call("send", string(b))
	return nil
}

func (s *jsSocket) Read(ctx context.Context) ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.queue) > 0 {
			b := s.queue[0]
			s.queue = s.queue[1:]
			s.mu.Unlock()
			return b, nil
		}
		err := s.err
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-s.wake:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

func (s *jsSocket) Close() error {
	s.mu.Lock()
	closed := s.closed
	s.closed = true
	s.mu.Unlock()
	if !closed {
		s.ws.Call("close")
		s.end(errors.New("the socket was closed"))
	}
	return nil
}
