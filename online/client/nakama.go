// Package client talks to a Quartet server (Nakama with the Quartet plugin)
// as a player: a device login over REST, the room RPCs, and the realtime
// socket that carries a match's messages. Natively it speaks through
// net/http and github.com/coder/websocket; in a browser through the page's
// own fetch and WebSocket (transport_js.go), since net/http alone added a
// megabyte to the download. The envelopes are hand-written (protojson:
// snake_case names, 64-bit numbers as strings, bytes as base64) instead of
// Nakama's generated types, which would add about a megabyte too.
package client

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"quartet/online"
)

// Session is a player logged in to a server.
type Session struct {
	server string // http://host:port
	key    string
	device string

	mu      sync.Mutex
	token   string
	refresh string
	expires time.Time
}

// Login authenticates a device (an id of 10 to 128 characters that the
// player's device keeps), creating its account on first use.
//
// The account's Nakama username is left as Nakama draws it: the name other
// players see comes with each join (Player.Name), so two friends may both
// be Ann.
func Login(ctx context.Context, server, serverKey, device string) (*Session, error) {
	s := &Session{server: strings.TrimRight(server, "/"), key: serverKey, device: device}
	if err := s.login(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *Session) login(ctx context.Context) error {
	var out struct {
		Token   string `json:"token"`
		Refresh string `json:"refresh_token"`
	}
	body := map[string]string{"id": s.device}
	if err := s.call(ctx, "/v2/account/authenticate/device?create=true", true, body, &out); err != nil {
		return err
	}
	s.keep(out.Token, out.Refresh)
	return nil
}

func (s *Session) keep(token, refresh string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.token = token
	if refresh != "" {
		s.refresh = refresh
	}
	s.expires = expiry(token)
}

// expiry reads a session token's expiry (a JWT's exp claim); a token it
// cannot read counts as expired, so it is refreshed.
func expiry(token string) time.Time {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return time.Time{}
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return time.Time{}
	}
	var claims struct {
		Exp int64 `json:"exp"`
	}
	if json.Unmarshal(raw, &claims) != nil {
		return time.Time{}
	}
	return time.Unix(claims.Exp, 0)
}

// Token is a session token valid for a while yet, refreshed when it is
// near its end: Nakama's last 60 seconds by default, and a game lasts
// hours.
func (s *Session) Token(ctx context.Context) (string, error) {
	s.mu.Lock()
	token, refresh, fresh := s.token, s.refresh, time.Until(s.expires) > 15*time.Second
	s.mu.Unlock()
	if fresh {
		return token, nil
	}
	var out struct {
		Token   string `json:"token"`
		Refresh string `json:"refresh_token"`
	}
	err := s.call(ctx, "/v2/account/session/refresh", true, map[string]string{"token": refresh}, &out)
	var refused *Error
	if errors.As(err, &refused) && refused.Status == 401 && s.device != "" {
		// The refresh token ended too (an hour, by default): a person
		// coming back to a game after lunch logs the device in again.
		if err := s.login(ctx); err != nil {
			return "", fmt.Errorf("logging in again: %w", err)
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.token, nil
	}
	if err != nil {
		return "", fmt.Errorf("refreshing the session: %w", err)
	}
	s.keep(out.Token, out.Refresh)
	return out.Token, nil
}

// Error is an error the server answered.
type Error struct {
	Status  int
	Message string
}

func (e *Error) Error() string { return e.Message }

// call posts body as JSON and decodes the answer into out; basic calls
// authenticate with the server key, the others with the session token.
func (s *Session) call(ctx context.Context, path string, basic bool, body, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	auth := "Basic " + base64.StdEncoding.EncodeToString([]byte(s.key+":"))
	if !basic {
		token, err := s.Token(ctx)
		if err != nil {
			return err
		}
		auth = "Bearer " + token
	}
	status, data, err := post(ctx, s.server+path, auth, b)
	if err != nil {
		return err
	}
	if status != 200 {
		var e struct {
			Message string `json:"message"`
		}
		_ = json.Unmarshal(data, &e)
		if e.Message == "" {
			e.Message = strings.TrimSpace(string(data))
		}
		return &Error{Status: status, Message: e.Message}
	}
	return json.Unmarshal(data, out)
}

// RPC calls the server function id with payload (JSON-encoded) and decodes
// its answer into out.
func (s *Session) RPC(ctx context.Context, id string, payload, out any) error {
	p, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	var resp struct {
		Payload string `json:"payload"`
	}
	// Nakama takes an RPC's payload as a JSON string holding the JSON.
	if err := s.call(ctx, "/v2/rpc/"+url.PathEscape(id), false, string(p), &resp); err != nil {
		return err
	}
	return json.Unmarshal([]byte(resp.Payload), out)
}

// Conn is the realtime socket.
type Conn struct {
	ws  socket
	cid int
}

// Connect opens the realtime socket.
func (s *Session) Connect(ctx context.Context) (*Conn, error) {
	token, err := s.Token(ctx)
	if err != nil {
		return nil, err
	}
	u := "ws" + strings.TrimPrefix(s.server, "http") + "/ws?format=json&status=true&token=" + url.QueryEscape(token)
	ws, err := dial(ctx, u)
	if err != nil {
		return nil, err
	}
	return &Conn{ws: ws}, nil
}

// Close closes the socket.
func (c *Conn) Close() error { return c.ws.Close() }

// Message is one match-data packet that arrived.
type Message struct {
	Op   online.Op
	Data []byte
}

type envelope struct {
	Cid           string         `json:"cid,omitempty"`
	MatchJoin     *matchJoin     `json:"match_join,omitempty"`
	MatchDataSend *matchDataSend `json:"match_data_send,omitempty"`
	MatchData     *matchData     `json:"match_data,omitempty"`
	Match         *struct {
		MatchID string `json:"match_id"`
	} `json:"match,omitempty"`
	Error *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

type matchJoin struct {
	MatchID  string            `json:"match_id"`
	Metadata map[string]string `json:"metadata,omitempty"`
}

type matchDataSend struct {
	MatchID  string `json:"match_id"`
	OpCode   string `json:"op_code"`
	Data     []byte `json:"data"` // encoding/json writes bytes as base64, as protojson does
	Reliable bool   `json:"reliable"`
}

type matchData struct {
	MatchID string `json:"match_id"`
	OpCode  string `json:"op_code"`
	Data    []byte `json:"data"`
}

// Dropped is a socket that failed: the connection is gone, and a player
// may connect again and carry on.
type Dropped struct{ Err error }

func (e *Dropped) Error() string { return "the connection dropped: " + e.Err.Error() }
func (e *Dropped) Unwrap() error { return e.Err }

func (c *Conn) write(ctx context.Context, e envelope) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := c.ws.Write(ctx, b); err != nil {
		return &Dropped{err}
	}
	return nil
}

// Join joins the match of the room with code, as name (empty keeps the
// seat's own name): the server admits only those who know the code, not
// all who can list its matches. Messages that arrive before the server's
// answer are returned, in order, so none is lost.
func (c *Conn) Join(ctx context.Context, match, code, name string) ([]Message, error) {
	c.cid++
	cid := strconv.Itoa(c.cid)
	meta := map[string]string{"code": code}
	if name != "" {
		meta["name"] = name
	}
	join := &matchJoin{MatchID: match, Metadata: meta}
	if err := c.write(ctx, envelope{Cid: cid, MatchJoin: join}); err != nil {
		return nil, err
	}
	var early []Message
	for {
		e, err := c.read(ctx)
		if err != nil {
			return early, err
		}
		switch {
		case e.MatchData != nil:
			early = append(early, toMessage(e.MatchData))
		case e.Cid == cid && e.Error != nil:
			return early, errors.New(e.Error.Message)
		case e.Cid == cid:
			return early, nil
		}
	}
}

// Send sends a match-data packet.
func (c *Conn) Send(ctx context.Context, match string, op online.Op, msg any) error {
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	return c.write(ctx, envelope{MatchDataSend: &matchDataSend{MatchID: match, OpCode: strconv.FormatInt(int64(op), 10), Data: data, Reliable: true}})
}

// Next waits for the next match-data packet.
func (c *Conn) Next(ctx context.Context) (Message, error) {
	for {
		e, err := c.read(ctx)
		if err != nil {
			return Message{}, err
		}
		if e.MatchData != nil {
			return toMessage(e.MatchData), nil
		}
	}
}

func (c *Conn) read(ctx context.Context) (envelope, error) {
	b, err := c.ws.Read(ctx)
	if err != nil {
		return envelope{}, &Dropped{err}
	}
	var e envelope
	err = json.Unmarshal(b, &e)
	return e, err
}

func toMessage(d *matchData) Message {
	op, _ := strconv.ParseInt(d.OpCode, 10, 64)
	return Message{Op: online.Op(op), Data: d.Data}
}
