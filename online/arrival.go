package online

import (
	"encoding/json"
	"fmt"
)

// A link's statuses, in English: a screen says them in its player's
// language. StatusServerSaid begins the status of a link the server turned
// away for good, the server's own words after it.
const (
	StatusReconnecting = "Connection lost: connecting again…"
	StatusServerSaid   = "The server said: "
)

// Arrival is one message from the referee, decoded: exactly one of its
// fields is set. Status is the client's own word on its connection
// ("connecting again"), "" once it is back.
type Arrival struct {
	Snapshot *Snapshot
	Moved    *Moved
	Refused  *Refused
	Lobby    *Lobby
	Ended    *Ended
	Status   *string
}

// Decode reads a referee's message of op.
func Decode(op Op, data []byte) (Arrival, error) {
	var a Arrival
	var v any
	switch op {
	case OpSnapshot:
		a.Snapshot = &Snapshot{}
		v = a.Snapshot
	case OpMoved:
		a.Moved = &Moved{}
		v = a.Moved
	case OpRefused:
		a.Refused = &Refused{}
		v = a.Refused
	case OpLobby:
		a.Lobby = &Lobby{}
		v = a.Lobby
	case OpEnded:
		a.Ended = &Ended{}
		v = a.Ended
	default:
		return a, fmt.Errorf("the server sent a message of unknown kind %d", op)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return Arrival{}, fmt.Errorf("the server's message of kind %d does not read: %w", op, err)
	}
	return a, nil
}
