package client

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"quartet/online"
)

// token is a session token that expires at exp, as Nakama writes them (a
// JWT; only its claims matter to the client).
func token(name string, exp time.Time) string {
	claims, _ := json.Marshal(map[string]any{"exp": exp.Unix(), "tag": name})
	return "h." + base64.RawURLEncoding.EncodeToString(claims) + ".s"
}

// fake is a stand-in for Nakama's REST API that records what it was sent.
type fake struct {
	t       *testing.T
	tokens  []string // tokens handed out, in order
	bearers []string // Authorization of each RPC
	bodies  []string // body of each RPC
	expiry  time.Duration
}

func (f *fake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	issue := func() {
		tok := token(fmt.Sprint(len(f.tokens)), time.Now().Add(f.expiry))
		f.tokens = append(f.tokens, tok)
		json.NewEncoder(w).Encode(map[string]string{"token": tok, "refresh_token": "refresh-" + fmt.Sprint(len(f.tokens))})
	}
	switch {
	case r.URL.Path == "/v2/account/authenticate/device":
		if user, _, _ := r.BasicAuth(); user != "sekrit" {
			http.Error(w, `{"message":"Server key invalid"}`, http.StatusUnauthorized)
			return
		}
		var req struct{ ID string }
		json.Unmarshal(body, &req)
		if req.ID != "device-0001" || r.URL.Query().Get("create") != "true" {
			http.Error(w, `{"message":"bad device"}`, http.StatusBadRequest)
			return
		}
		issue()
	case r.URL.Path == "/v2/account/session/refresh":
		var req struct{ Token string }
		json.Unmarshal(body, &req)
		if user, _, _ := r.BasicAuth(); user != "sekrit" || req.Token != "refresh-1" {
			http.Error(w, `{"message":"bad refresh"}`, http.StatusUnauthorized)
			return
		}
		issue()
	case strings.HasPrefix(r.URL.Path, "/v2/rpc/"):
		f.bearers = append(f.bearers, r.Header.Get("Authorization"))
		f.bodies = append(f.bodies, string(body))
		if r.URL.Path != "/v2/rpc/quartet_join" {
			http.Error(w, `{"message":"No room has the code ABCDEF."}`, http.StatusNotFound)
			return
		}
		json.NewEncoder(w).Encode(map[string]string{"payload": `{"code":"ABCDEF","match":"m1.quartet"}`})
	default:
		http.NotFound(w, r)
	}
}

func serve(t *testing.T, f *fake) string {
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestLoginNeedsTheServerKey(t *testing.T) {
	url := serve(t, &fake{t: t, expiry: time.Hour})
	if _, err := Login(context.Background(), url, "defaultkey", "device-0001"); err == nil || err.Error() != "Server key invalid" {
		t.Errorf("a login with the wrong key: %v", err)
	}
}

func TestRPCSendsItsPayloadAsAJSONStringWithTheToken(t *testing.T) {
	f := &fake{t: t, expiry: time.Hour}
	s, err := Login(context.Background(), serve(t, f), "sekrit", "device-0001")
	if err != nil {
		t.Fatal(err)
	}
	room, err := s.JoinCode(context.Background(), "abcdef")
	if err != nil {
		t.Fatal(err)
	}
	if room != (Room{Code: "ABCDEF", Match: "m1.quartet"}) {
		t.Errorf("answer read as %+v", room)
	}
	if f.bodies[0] != `"{\"code\":\"abcdef\"}"` || f.bearers[0] != "Bearer "+f.tokens[0] {
		t.Errorf("sent %s with %q", f.bodies[0], f.bearers[0])
	}
	if _, err := s.Create(context.Background(), Setup{Title: "hongkong"}); err == nil || err.(*Error).Status != 404 {
		t.Errorf("an error answered: %v", err)
	}
}

func TestSessionIsRefreshedBeforeItsTokenEnds(t *testing.T) {
	f := &fake{t: t, expiry: 10 * time.Second} // less than the margin kept
	s, err := Login(context.Background(), serve(t, f), "sekrit", "device-0001")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.JoinCode(context.Background(), "ABCDEF"); err != nil {
		t.Fatal(err)
	}
	if len(f.tokens) != 2 || f.bearers[0] != "Bearer "+f.tokens[1] {
		t.Errorf("tokens %d, the RPC used %q: want a refreshed token", len(f.tokens), f.bearers[0])
	}
}

// TestSocketSpeaksNakamasEnvelopes: a join is answered by its cid, match
// data arriving first is kept, and data goes out with the op code as a
// string and the bytes in base64, as Nakama's protojson has them.
func TestDeviceLogsInAgainWhenTheRefreshTokenHasEnded(t *testing.T) {
	f := &fake{t: t, expiry: 10 * time.Second}
	s, err := Login(context.Background(), serve(t, f), "sekrit", "device-0001")
	if err != nil {
		t.Fatal(err)
	}
	s.refresh = "refresh-ended" // the fake refuses it, as Nakama an expired one
	if _, err := s.JoinCode(context.Background(), "ABCDEF"); err != nil {
		t.Fatal(err)
	}
	if len(f.tokens) != 2 || f.bearers[0] != "Bearer "+f.tokens[1] {
		t.Errorf("tokens %d, the RPC used %q: want a new login's token", len(f.tokens), f.bearers[0])
	}
}

func TestSocketSpeaksNakamasEnvelopes(t *testing.T) {
	sent := make(chan map[string]any, 2)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ws" || r.URL.Query().Get("format") != "json" || r.URL.Query().Get("token") == "" {
			http.Error(w, "bad socket", http.StatusBadRequest)
			return
		}
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ctx := r.Context()
		for {
			_, b, err := ws.Read(ctx)
			if err != nil {
				return
			}
			var e map[string]any
			json.Unmarshal(b, &e)
			sent <- e
			if e["match_join"] != nil {
				data := base64.StdEncoding.EncodeToString([]byte(`{"index":0}`))
				ws.Write(ctx, websocket.MessageText, []byte(`{"match_data":{"match_id":"m1","op_code":"10","data":"`+data+`"}}`))
				ws.Write(ctx, websocket.MessageText, []byte(`{"cid":"`+e["cid"].(string)+`","match":{"match_id":"m1"}}`))
				ws.Write(ctx, websocket.MessageText, []byte(`{"match_data":{"match_id":"m1","op_code":"11","data":"`+data+`"}}`))
			}
		}
	}))
	defer srv.Close()
	s := &Session{server: srv.URL, token: token("0", time.Now().Add(time.Hour)), expires: time.Now().Add(time.Hour)}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := s.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	early, err := c.Join(ctx, "m1", "ABCDEF", "")
	if err != nil {
		t.Fatal(err)
	}
	if join := <-sent; fmt.Sprint(join["match_join"]) != "map[match_id:m1 metadata:map[code:ABCDEF]]" {
		t.Errorf("joined with %v", join)
	}
	if len(early) != 1 || early[0].Op != online.OpSnapshot || string(early[0].Data) != `{"index":0}` {
		t.Errorf("early messages %+v", early)
	}
	if m, err := c.Next(ctx); err != nil || m.Op != online.OpMoved {
		t.Errorf("next: %+v, %v", m, err)
	}
	if err := c.Send(ctx, "m1", online.OpMove, online.MoveMsg{Index: 3, Move: "B a1"}); err != nil {
		t.Fatal(err)
	}
	send := (<-sent)["match_data_send"].(map[string]any)
	data, _ := base64.StdEncoding.DecodeString(send["data"].(string))
	if send["op_code"] != "1" || send["match_id"] != "m1" || string(data) != `{"index":3,"move":"B a1"}` {
		t.Errorf("sent %v (data %s)", send, data)
	}
}

// A server down or restarting is tried again; a room that does not exist,
// or has no seat left, is not.
func TestOnlyARefusalTryingAgainWouldMeetAgainEndsTheLink(t *testing.T) {
	for _, tc := range []struct {
		err   error
		final bool
	}{
		{&Error{Status: 502}, false},
		{fmt.Errorf("refreshing the session: %w", &Error{Status: 503}), false},
		{&Error{Status: 401, Message: "token expired"}, false},
		{errors.New("dial tcp: connection refused"), false},
		{&Error{Status: 404, Message: "no room has that code"}, true},
		{&joinRefused{"This room is full."}, true},
	} {
		if got := final(tc.err); got != tc.final {
			t.Errorf("final(%v) = %v, want %v", tc.err, got, tc.final)
		}
	}
}
