package play

import "quartet/rules"

// Entry is one move in the game log: who made it, its notation, and what
// the rules say happened, in the rules' own words.
type Entry struct {
	Seat   int
	Move   string
	Events []string
}

func entry(seat int, m string, events []rules.Event) Entry {
	texts := make([]string, len(events))
	for i, e := range events {
		texts[i] = e.String()
	}
	return Entry{Seat: seat, Move: m, Events: texts}
}
