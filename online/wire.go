package online

import (
	"encoding/json"

	"quartet/rules"
)

// Op says what a match-data packet holds. Client ops are below 10; the
// referee's from 10.
type Op int64

const (
	// OpMove (client): a MoveMsg.
	OpMove Op = 1
	// OpSync (client, empty): send me a fresh Snapshot (after a
	// reconnect, or when a Moved arrived with an unexpected index).
	OpSync Op = 2

	// OpSnapshot: a Snapshot, the whole game as this seat may see it.
	OpSnapshot Op = 10
	// OpMoved: a Moved, one accepted move.
	OpMoved Op = 11
	// OpRefused: a Refused, the sender's move was not played.
	OpRefused Op = 12
	// OpLobby: a Lobby, who has joined and who is connected.
	OpLobby Op = 13
	// OpEnded: an Ended, the game is over and its record is open.
	OpEnded Op = 14
)

// MoveMsg is a move a player sends: its notation and the index it expects
// the move to get.
type MoveMsg struct {
	Index int    `json:"index"`
	Move  string `json:"move"`
}

// Seat describes one seat of a room to every player.
type Seat struct {
	Name string `json:"name"`
	// Kind is KindFriend (a person joining by the code) or KindComputer.
	Kind string `json:"kind"`
	// Level is the computer's level; empty for a friend.
	Level string `json:"level,omitempty"`
	// Joined: a person holds the seat (always true for a computer).
	Joined bool `json:"joined"`
	// Connected: that person is in the room now.
	Connected bool `json:"connected"`
}

// Seat kinds.
const (
	KindFriend   = "friend"
	KindComputer = "computer"
)

// Lobby is who is at the table; it is sent whenever someone joins, leaves
// or comes back.
type Lobby struct {
	Seats   []Seat `json:"seats"`
	Started bool   `json:"started"`
}

// Seen is one accepted move as a seat sees it. Move is empty, and Hidden
// true, where the move is secret from this seat (the building cards another
// Chinatown player keeps, until every player has chosen).
type Seen struct {
	Seat   int    `json:"seat"`
	Move   string `json:"move,omitempty"`
	Hidden bool   `json:"hidden,omitempty"`
	// Chance is what the move drew, for a title whose chance every player
	// sees once drawn (rules.PublicChance: KiezKönig's dice): the player's
	// copy is given it, as it does not know the seed.
	Chance []int `json:"chance,omitempty"`
}

// Event is one thing a move made happen, as this seat may see it: Kind is
// the rules' event type ("Dealt"), Text its words for the log, Data its
// fields (with what the seat may not see left out).
type Event struct {
	Kind string          `json:"kind"`
	Text string          `json:"text"`
	Data json.RawMessage `json:"data,omitempty"`
}

// Moved is one accepted move, sent to every seat as that seat may see it.
type Moved struct {
	Index  int     `json:"index"`
	Seen   Seen    `json:"seen"`
	Events []Event `json:"events,omitempty"`
	// ToMove is the seat the game waits for next, -1 once it is over.
	ToMove int  `json:"to_move"`
	Over   bool `json:"over"`
	// View is the game after the move as this seat sees it, for a title
	// whose copy cannot replay moves (Chinatown: every deal is secret);
	// the seat's copy becomes it (online.ReadView).
	View json.RawMessage `json:"view,omitempty"`
}

// Refused says why the sender's move was not played, in a player's words:
// the rules' reason for an illegal move. Reason is the English; Why is the
// same phrase by code and arguments, for the client to say in its
// player's language (nil for a reason that has no code, such as a move's
// notation that does not read, and from a server older than codes).
type Refused struct {
	Index  int    `json:"index"`
	Move   string `json:"move"`
	Reason string `json:"reason"`
	Why    *Words `json:"why,omitempty"`
}

// Text is the refusal's phrase, the zero Text where it came without one
// (then Reason is all there is to say).
func (r Refused) Text() rules.Text { return r.Why.Text() }

// Snapshot is the whole game as one seat may see it: enough for a client
// that reconnects to catch up.
type Snapshot struct {
	Code    string          `json:"code"`
	Title   string          `json:"title"`
	Options json.RawMessage `json:"options,omitempty"`
	Seats   []Seat          `json:"seats"`
	// You is the seat this snapshot is for; -1 for a watcher.
	You     int  `json:"you"`
	Started bool `json:"started"`
	// Index is the number of moves accepted: the index of the next move.
	Index  int  `json:"index"`
	ToMove int  `json:"to_move"`
	Over   bool `json:"over"`
	Winner int  `json:"winner"`
	// Setup is what the game's set-up drew, for a title whose chance is
	// public (Hong's stones and Lair).
	Setup []int `json:"setup,omitempty"`
	// Moves are the accepted moves as this seat sees them.
	Moves []Seen `json:"moves"`
	// Summary is the rules' summary of this seat's view of the game.
	Summary map[string]any `json:"summary"`
	// Private holds what only this seat knows and its view's summary does
	// not show (Chinatown: the building cards dealt to it and kept).
	Private map[string]any `json:"private,omitempty"`
	// Record is the game's full record, seed included, once it is over.
	Record json.RawMessage `json:"record,omitempty"`
	// View is the game as this seat sees it, for a title whose copy
	// cannot replay the moves (as in Moved).
	View json.RawMessage `json:"view,omitempty"`
}

// Ended says the game is over. Record is its full record, seed included:
// the seed is kept secret until now because it tells every future die and
// shuffle.
type Ended struct {
	Winner int             `json:"winner"`
	Record json.RawMessage `json:"record"`
}
