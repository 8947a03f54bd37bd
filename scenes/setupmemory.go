package scenes

import (
	"encoding/json"

	"quartet/internal/store"
)

// setupMemory is the last setup started for a title: who played each seat,
// their names and colours, and the options. The setup page opens on it, so
// a group that plays again does not choose everything afresh.
type setupMemory struct {
	Players int   `json:"players"`
	Seats   []int `json:"seats"`
	// Given holds the seats' names; Names, the index into seatNames
	// that older versions kept instead, is still read.
	Given   []string `json:"given"`
	Names   []int    `json:"names,omitempty"`
	Colours []int    `json:"colours"`
	Options []int    `json:"options"`
	Table   []int    `json:"table"`
}

func setupMemoryName(title string) string { return "setup-" + title + ".json" }

// remember saves the choices of s for its title; a store that fails only
// loses the convenience.
func (s *setup) remember(st store.Store) {
	if st == nil {
		return
	}
	b, err := json.Marshal(setupMemory{Players: s.players, Seats: s.seats, Given: s.names, Colours: s.colours,
		Options: s.options, Table: s.tableChosen})
	if err == nil {
		_ = st.Put(setupMemoryName(s.title.ID), b)
	}
}

// recall restores the last setup of the title when it fits the page: a
// saved setup from an older version with other options or seats is
// ignored whole.
func (s *setup) recall(st store.Store) {
	if st == nil {
		return
	}
	b, err := st.Get(setupMemoryName(s.title.ID))
	if err != nil {
		return
	}
	var m setupMemory
	if json.Unmarshal(b, &m) != nil {
		return
	}
	within := func(list []int, n, hi int) bool {
		if len(list) != n {
			return false
		}
		for _, v := range list {
			if v < 0 || v >= hi {
				return false
			}
		}
		return true
	}
	if m.Players < s.title.MinSeats || m.Players > s.title.MaxSeats ||
		!within(m.Seats, len(s.seats), len(seatChoices)) || !s.recallNames(m) ||
		!within(m.Colours, len(s.colours), 16) || len(m.Options) != len(s.options) ||
		len(m.Table) != len(s.tableChosen) {
		return
	}
	for i, o := range s.title.Options {
		if m.Options[i] < 0 || m.Options[i] >= len(o.Choices) {
			return
		}
	}
	for i, o := range s.table {
		if m.Table[i] < 0 || m.Table[i] >= len(o.Choices) {
			return
		}
	}
	if m.Given == nil {
		m.Given = make([]string, len(m.Names))
		for i, k := range m.Names {
			m.Given[i] = seatNames[k]
		}
	}
	copy(s.names, m.Given)
	s.players = m.Players
	copy(s.seats, m.Seats)
	copy(s.colours, m.Colours)
	copy(s.options, m.Options)
	copy(s.tableChosen, m.Table)
}

// recallNames reports a memory's names fit for the page: typed names, or
// an older version's indices into seatNames.
func (s *setup) recallNames(m setupMemory) bool {
	if m.Given != nil {
		return len(m.Given) == len(s.names)
	}
	if len(m.Names) != len(s.names) {
		return false
	}
	for _, k := range m.Names {
		if k < 0 || k >= len(seatNames) {
			return false
		}
	}
	return true
}
