// Package tutorial reads a title's guided first game and checks it against
// the title's rules. A tutorial is data (assets/tutorials/<title>.json): a
// game fixed by its seed, and sections of steps that either show something
// with a sentence, expect the person's move, or play the other seat's
// scripted reply. Nothing here draws: the table runtime (scenes/table) runs
// a tutorial, and `quartet tutorial check` and the tests replay it.
package tutorial

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strings"

	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// Tutorial is one title's guided first game.
type Tutorial struct {
	Title   string          `json:"title"`
	Options json.RawMessage `json:"options,omitempty"`
	// Seed fixes the game's chance, so that the scripted replies fit it.
	Seed uint64 `json:"seed"`
	// Seats is the number of players; 0 means the title's default.
	Seats int `json:"seats,omitempty"`
	// You is the seat the person plays; every other seat plays Auto steps.
	You int `json:"you"`
	// Names are the other seats' names, by seat ("" for the person's).
	Names    []string  `json:"names,omitempty"`
	Sections []Section `json:"sections"`
}

// Section is a part of a tutorial that can be left and resumed: leaving
// in the middle of one comes back to its start.
type Section struct {
	Name  string `json:"name"`
	Steps []Step `json:"steps"`
}

// Step is one thing the tutorial does. With neither Expect nor Auto it is
// a show step: Say is read, Show lit, and the person taps Next.
type Step struct {
	// Say is the sentence on the message line. For an expect step it is
	// also what a wrong tap is answered with.
	Say string `json:"say"`
	// Show names what is lit: the scene's target names ("plot-c3",
	// "piece-roof"). The arrow points at the first.
	Show []string `json:"show,omitempty"`
	// Expect is the move the person must make, in the title's notation,
	// or a pattern (path.Match: * and ?) that the moves which satisfy the
	// rule Say states all fit, such as "R *" for any roof.
	Expect string `json:"expect,omitempty"`
	// Auto is another seat's scripted move, in notation.
	Auto string `json:"auto,omitempty"`
}

// Kind names what a step does.
type Kind int

const (
	Show Kind = iota
	Expect
	Auto
)

// Kind says whether s shows, expects or plays.
func (s Step) Kind() Kind {
	switch {
	case s.Expect != "":
		return Expect
	case s.Auto != "":
		return Auto
	}
	return Show
}

// Pattern reports an expect step whose Expect is a rule (a pattern), not
// one move: any fitting move is taken.
func (s Step) Pattern() bool { return strings.ContainsAny(s.Expect, "*?[") }

// Fits reports whether the move in notation satisfies an expect step.
func (s Step) Fits(move string) bool {
	if !s.Pattern() {
		return strings.EqualFold(strings.Join(strings.Fields(move), " "), strings.Join(strings.Fields(s.Expect), " "))
	}
	ok, err := path.Match(s.Expect, move)
	return err == nil && ok
}

// Parse reads a tutorial.
func Parse(data []byte) (*Tutorial, error) {
	var t Tutorial
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, err
	}
	if t.Title == "" {
		return nil, errors.New("a tutorial names its title")
	}
	if len(t.Sections) == 0 {
		return nil, errors.New("a tutorial has at least one section")
	}
	for i, sec := range t.Sections {
		if len(sec.Steps) == 0 {
			return nil, fmt.Errorf("section %d (%s) has no steps", i+1, sec.Name)
		}
		for j, st := range sec.Steps {
			if st.Expect != "" && st.Auto != "" {
				return nil, fmt.Errorf("section %d step %d both expects and plays a move", i+1, j+1)
			}
			if st.Say == "" && st.Auto == "" {
				return nil, fmt.Errorf("section %d step %d says nothing", i+1, j+1)
			}
		}
	}
	return &t, nil
}

// Steps lists every step in order, with the section each is in.
func (t *Tutorial) Steps() (steps []Step, section []int) {
	for i, sec := range t.Sections {
		for _, st := range sec.Steps {
			steps = append(steps, st)
			section = append(section, i)
		}
	}
	return steps, section
}

// First is the index, in Steps, of section i's first step.
func (t *Tutorial) First(i int) int {
	n := 0
	for _, sec := range t.Sections[:min(i, len(t.Sections))] {
		n += len(sec.Steps)
	}
	return n
}

// MovesBefore is how many moves are played before section i begins: a
// kept position that holds another number is not that section's start.
func (t *Tutorial) MovesBefore(i int) int {
	steps, _ := t.Steps()
	n := 0
	for _, st := range steps[:min(t.First(i), len(steps))] {
		if st.Kind() != Show {
			n++
		}
	}
	return n
}

// Players is the number of players: Seats, or the title's default.
func (t *Tutorial) Players() int {
	if t.Seats > 0 {
		return t.Seats
	}
	title, _ := catalog.Lookup(t.Title)
	return title.DefaultSeats
}

// Record is the game the tutorial plays, before its first move: the
// person's seat and the scripted ones, all played at this device.
func (t *Tutorial) Record() *record.Record {
	rec := &record.Record{Title: t.Title, Options: t.Options, Seed: record.Seed(t.Seed)}
	for s := range t.Players() {
		seat := record.Seat{Level: record.Human}
		if s != t.You && s < len(t.Names) {
			seat.Name = t.Names[s]
		}
		rec.Seats = append(rec.Seats, seat)
	}
	return rec
}

// Start sets the tutorial's game up.
func (t *Tutorial) Start() (rules.Game, error) { return t.Record().Start() }
