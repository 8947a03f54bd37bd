// Package record reads, writes and replays game records.
//
// A record is a JSON object:
//
//	{
//	  "title":   "hongkong",
//	  "options": {},                      // optional: the title's options
//	  "seed":    42,                      // the chance generator's seed
//	  "seats":   ["human", {"name": "Mei", "level": "expert"}],  // optional
//	  "moves":   ["B a1", "F c3 B d3", "pass"]
//	}
//
// A seat is "human" or an AI level ("easy", "medium", "hard", "expert"),
// written alone or as an object with an optional name. The number of players
// is options.players if given, else the number of seats, else the title's
// default. Replaying a record applies its moves in order, so a record and its
// seed reproduce the game exactly, dice and shuffles included.
package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"

	"quartet/rules"
	"quartet/rules/catalog"
)

// Human is the seat kind of a person at the table.
const Human = "human"

// Levels are the AI levels a seat may have, weakest first.
var Levels = []string{"easy", "medium", "hard", "expert"}

// Record is one game: what was set up and every move made.
type Record struct {
	Title   string          `json:"title"`
	Options json.RawMessage `json:"options,omitempty"`
	Seed    Seed            `json:"seed"`
	Seats   []Seat          `json:"seats,omitempty"`
	Moves   []string        `json:"moves"`
}

// Seed is a record's seed. It reads a JSON number or a string of digits, so
// that seeds above 2^53 survive tools that treat numbers as floats.
type Seed uint64

func (s *Seed) UnmarshalJSON(b []byte) error {
	text := string(bytes.Trim(b, `"`))
	v, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return fmt.Errorf("seed %s is not a whole number from 0 to %d", b, uint64(1<<64-1))
	}
	*s = Seed(v)
	return nil
}

// Seat says who plays a seat.
type Seat struct {
	Name  string `json:"name,omitempty"`
	Level string `json:"level"` // Human or one of Levels
	// Colour is the seat's colour chosen at setup: a palette index plus
	// one; 0 keeps the seat's own colour.
	Colour int `json:"colour,omitempty"`
}

// IsAI reports whether the seat is played by the computer.
func (s Seat) IsAI() bool { return s.Level != Human }

func (s *Seat) UnmarshalJSON(b []byte) error {
	var short string
	if err := json.Unmarshal(b, &short); err == nil {
		s.Level = short
	} else {
		type plain Seat
		var p plain
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&p); err != nil {
			return fmt.Errorf("a seat is \"human\", an AI level or {\"name\": ..., \"level\": ...}: %v", err)
		}
		*s = Seat(p)
		if s.Level == "" {
			s.Level = Human
		}
	}
	if s.Level != Human && !slices.Contains(Levels, s.Level) {
		return fmt.Errorf("unknown seat level %q (want human, easy, medium, hard or expert)", s.Level)
	}
	return nil
}

// ReadError is a record that cannot be used at all: bad JSON, an unknown
// title, bad options or seats.
type ReadError struct{ Err error }

func (e *ReadError) Error() string { return e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// MoveError is a record whose move number N (from 1) is not legal.
type MoveError struct {
	N      int
	Text   string
	Reason string // in English
	// Refusal is the rules' reason as a phrase, for other languages; it is
	// zero where the move did not even read (the notation's errors are
	// English only).
	Refusal rules.Text
}

// The sentences of a record that cannot be played, for a person running
// the headless tools; package lang holds their German and French.
var (
	sayNotARecord   = &rules.Phrase{Code: "record.not-a-record", English: "not a game record: %s"}
	sayMoreData     = &rules.Phrase{Code: "record.more-data", English: "not a game record: more data follows the record's JSON object"}
	sayNoTitle      = &rules.Phrase{Code: "record.no-title", English: "not a game record: it names no title"}
	sayTitleRefuses = &rules.Phrase{Code: "record.title-refuses", English: "%s: %s"}
	sayUnknownTitle = &rules.Phrase{Code: "record.unknown-title", English: "unknown title %q (known: %s)"}
	sayPlayersSeats = &rules.Phrase{Code: "record.players-seats", English: "options say %d players but %d seats are listed"}
	saySeatRange    = &rules.Phrase{Code: "record.seat-range", English: "%s is for %d to %d players, not %d"}
	sayBadPlayers   = &rules.Phrase{Code: "record.bad-players", English: "bad options: players must be a positive whole number, not %s"}
)

// sayMove is the line a replay prints for a move it cannot play.
var sayMove = &rules.Phrase{Code: "record.move-refused", English: "move %d (%s): %s"}

func (e *MoveError) Error() string { return e.Words().String() }

// Words is the error as a phrase, for a player of any language.
func (e *MoveError) Words() rules.Text {
	var reason any = e.Reason
	if !e.Refusal.IsZero() {
		reason = e.Refusal
	}
	return sayMove.With(e.N, e.Text, reason)
}

// Read decodes one record and checks that its title, options and seats make a
// game. It does not replay the moves.
func Read(r io.Reader) (*Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, &ReadError{err}
	}
	return Parse(data)
}

// Parse is Read for a record already in memory.
func Parse(data []byte) (*Record, error) {
	var rec Record
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&rec); err != nil {
		return nil, &ReadError{rules.Refused(sayNotARecord.With(err.Error()))}
	}
	if dec.More() {
		return nil, &ReadError{rules.Refused(sayMoreData.With())}
	}
	if rec.Title == "" {
		return nil, &ReadError{rules.Refused(sayNoTitle.With())}
	}
	if _, err := rec.Start(); err != nil {
		return nil, err
	}
	return &rec, nil
}

// Write encodes the record as indented JSON.
func (rec *Record) Write(w io.Writer) error {
	out := *rec
	if out.Moves == nil {
		out.Moves = []string{}
	}
	b, err := json.MarshalIndent(&out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Marshal returns the record as indented JSON.
func (rec *Record) Marshal() []byte {
	var buf bytes.Buffer
	_ = rec.Write(&buf) // writing to a buffer cannot fail
	return buf.Bytes()
}

// Start sets up the game the record describes, before any move.
func (rec *Record) Start() (rules.Game, error) {
	title, options, n, err := rec.table()
	if err != nil {
		return nil, err
	}
	g, err := title.New(options, n, uint64(rec.Seed))
	return made(title, g, err)
}

// StartTaped sets up the game as Start does and, for a title whose chance
// is public (rules.PublicChance), returns the draws its set-up made: an
// online referee sends them to the players, who do not know the seed.
func (rec *Record) StartTaped() (rules.Game, []int, error) {
	title, options, n, err := rec.table()
	if err != nil || title.NewWith == nil {
		g, err := rec.Start()
		return g, nil, err
	}
	r := rules.NewRand(uint64(rec.Seed))
	r.StartTape()
	g, err := title.NewWith(options, n, r)
	if g, err = made(title, g, err); err != nil {
		return nil, nil, err
	}
	pc, ok := g.(rules.PublicChance)
	if !ok {
		return g, nil, nil // a title that set NewWith but draws in secret sends nothing
	}
	return g, pc.Chance().StopTape(), nil
}

// StartGiven sets up a player's copy of a game whose set-up draws were
// taped by the referee (StartTaped); the record's seed is not used for
// them.
func (rec *Record) StartGiven(draws []int) (rules.Game, error) {
	title, options, n, err := rec.table()
	if err != nil {
		return nil, err
	}
	if title.NewWith == nil {
		return rec.Start()
	}
	r := rules.NewRand(uint64(rec.Seed))
	r.Give(draws...)
	g, err := title.NewWith(options, n, r)
	return made(title, g, err)
}

func made(title rules.Title, g rules.Game, err error) (rules.Game, error) {
	if err != nil {
		var why any = err.Error()
		if r, ok := err.(*rules.Refusal); ok {
			why = r.Text
		}
		return nil, &ReadError{rules.Refused(sayTitleRefuses.With(title.Name, why))}
	}
	return g, nil
}

// table finds the record's title, its own options and the number of seats.
func (rec *Record) table() (rules.Title, json.RawMessage, int, error) {
	title, ok := catalog.Lookup(rec.Title)
	if !ok {
		return title, nil, 0, &ReadError{rules.Refused(sayUnknownTitle.With(rec.Title, fmt.Sprint(catalog.IDs())))}
	}
	options, players, err := splitPlayers(rec.Options)
	if err != nil {
		return title, nil, 0, &ReadError{err}
	}
	n := title.DefaultSeats
	switch {
	case players > 0 && len(rec.Seats) > 0 && players != len(rec.Seats):
		return title, nil, 0, &ReadError{rules.Refused(sayPlayersSeats.With(players, len(rec.Seats)))}
	case players > 0:
		n = players
	case len(rec.Seats) > 0:
		n = len(rec.Seats)
	}
	if n < title.MinSeats || n > title.MaxSeats {
		return title, nil, 0, &ReadError{rules.Refused(saySeatRange.With(title.Name, title.MinSeats, title.MaxSeats, n))}
	}
	return title, options, n, nil
}

// splitPlayers takes the platform's own "players" key out of the options,
// leaving the title's options for the title to judge.
func splitPlayers(options json.RawMessage) (json.RawMessage, int, error) {
	trimmed := bytes.TrimSpace(options)
	if len(trimmed) == 0 || string(trimmed) == "null" {
		return nil, 0, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &m); err != nil {
		return nil, 0, rules.Refused(rules.BadOptions.With(err.Error()))
	}
	raw, ok := m["players"]
	if !ok {
		return options, 0, nil
	}
	var players int
	if err := json.Unmarshal(raw, &players); err != nil || players <= 0 {
		return nil, 0, rules.Refused(sayBadPlayers.With(string(raw)))
	}
	delete(m, "players")
	if len(m) == 0 {
		return nil, players, nil
	}
	// Re-encode with sorted keys so the title sees a canonical object.
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			buf.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		buf.Write(kb)
		buf.WriteByte(':')
		buf.Write(m[k])
	}
	buf.WriteByte('}')
	return buf.Bytes(), players, nil
}

// Replay sets the game up and applies every move. On an illegal move it
// returns the game as it stood before that move, with a *MoveError.
func (rec *Record) Replay() (rules.Game, error) {
	g, err := rec.Start()
	if err != nil {
		return nil, err
	}
	for i, text := range rec.Moves {
		if err := Play(g, text); err != nil {
			me := &MoveError{N: i + 1, Text: text, Reason: err.Error()}
			if illegal, ok := err.(*rules.IllegalMove); ok {
				me.Refusal = illegal.Why
			}
			return g, me
		}
	}
	return g, nil
}

// Play parses one move in notation and applies it. A text that is not valid
// notation is as illegal as a move the rules forbid.
func Play(g rules.Game, text string) error {
	m, err := g.ParseMove(text)
	if err != nil {
		return err
	}
	_, err = g.Apply(m)
	return err
}

// Summary describes a game's state as the replay tool prints it: the title,
// whether it is over, the winning seat (or nil), the seat to move (or nil) and
// the title's own fields.
func Summary(g rules.Game) map[string]any {
	s := map[string]any{}
	maps.Copy(s, g.Summary())
	o := g.Outcome()
	s["title"] = g.Title()
	s["over"] = o.Over
	s["winner"] = seatOrNil(o.Winner)
	s["toMove"] = seatOrNil(g.ToMove())
	return s
}

func seatOrNil(seat int) any {
	if seat == rules.NoSeat {
		return nil
	}
	return seat
}
