//go:build !js

package client

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// socket is the realtime socket: text messages, one JSON envelope each.
type socket interface {
	Write(ctx context.Context, b []byte) error
	Read(ctx context.Context) ([]byte, error)
	Close() error
}

var httpClient = &http.Client{Timeout: 30 * time.Second}

// post sends body as JSON with the Authorization header auth and returns
// the answer's status and body.
func post(ctx context.Context, url, auth string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", auth)
	resp, err := httpClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, data, err
}

type wsSocket struct{ c *websocket.Conn }

func dial(ctx context.Context, url string) (socket, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(4 << 20) // a long game's snapshot
	return wsSocket{c}, nil
}

func (w wsSocket) Write(ctx context.Context, b []byte) error {
	return w.c.Write(ctx, websocket.MessageText, b)
}

func (w wsSocket) Read(ctx context.Context) ([]byte, error) {
	_, b, err := w.c.Read(ctx)
	return b, err
}

func (w wsSocket) Close() error { return w.c.Close(websocket.StatusNormalClosure, "") }
