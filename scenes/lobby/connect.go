package lobby

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/online/client"
)

// memory is what the page keeps between visits: this device's id on the
// server (so that a person comes back to the seats they hold, hours later),
// their name, the server and the rooms they played in.
type memory struct {
	Device string   `json:"device"`
	Name   string   `json:"name,omitempty"`
	Server string   `json:"server,omitempty"`
	Rooms  []string `json:"rooms,omitempty"` // "CODE title", newest first
}

const memoryDoc = "online.json"

func recall(st store.Store) memory {
	var m memory
	if st != nil {
		if b, err := st.Get(memoryDoc); err == nil {
			_ = json.Unmarshal(b, &m)
		}
	}
	if m.Device == "" {
		var b [12]byte
		randomBytes(b[:])
		m.Device = "quartet-" + hex.EncodeToString(b[:])
	}
	return m
}

func (m memory) keep(st store.Store) {
	if st == nil {
		return
	}
	if b, err := json.Marshal(m); err == nil {
		_ = st.Put(memoryDoc, b) // a room forgotten costs a typed code, not the game
	}
}

// remember puts a room first in the list of rooms played, at most six.
func (m *memory) remember(code, title string) {
	entry := code + " " + title
	rooms := []string{entry}
	for _, r := range m.Rooms {
		if r != entry && len(rooms) < 6 {
			rooms = append(rooms, r)
		}
	}
	m.Rooms = rooms
}

// dialer logs in and opens the room's link on goroutines that wait on the
// network only; the page reads where it got to each tick.
type dialer struct {
	mu   sync.Mutex
	busy bool
	err  error
	link *client.Link
	code string
}

// start logs in to server as device and then runs do, which returns the
// room's code, off the game's thread.
func (d *dialer) start(server, device, name string, do func(context.Context, *client.Session) (string, error)) {
	d.mu.Lock()
	d.busy, d.err = true, nil
	d.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		s, err := client.Login(ctx, server, client.PublicServerKey, device)
		var code string
		if err == nil {
			code, err = do(ctx, s)
		}
		d.mu.Lock()
		defer d.mu.Unlock()
		d.busy = false
		if err != nil {
			// Worded on the game's thread (Update), in the player's
			// language: this goroutine must not read it.
			d.err = err
			return
		}
		d.code, d.link = code, client.Open(s, code, name)
	}()
}

// state is where the dialing got to.
func (d *dialer) state() (busy bool, err error, link *client.Link, code string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.busy, d.err, d.link, d.code
}

// words says a failure to reach or use the server in a player's words.
func words(err error) string {
	var refused *client.Error
	if errors.As(err, &refused) {
		return lang.Tf("The server said: %s", serverWords(refused.Message))
	}
	return lang.Tf("The server cannot be reached: %s", err.Error())
}

// The server's refusals of a room, in the English it sends (an RPC's error
// carries no code): said in the player's language where the page knows
// them, as they came where it does not (a newer server's).
var serverSays = []string{lang.Noop("This room is full."), lang.Noop("That is not this room's code.")}

func serverWords(msg string) string {
	if code, ok := strings.CutPrefix(msg, "No room has the code "); ok && strings.HasSuffix(code, ".") {
		return lang.Tf("No room has the code %s.", strings.TrimSuffix(code, "."))
	}
	if slices.Contains(serverSays, msg) {
		return lang.Of(msg)
	}
	return msg
}
