package hong

import (
	"slices"

	"quartet/lang"
	"quartet/rules"
	"quartet/scenes/hong/words"
	"quartet/scenes/play"
)

// The game log and the line's summary of a computer's move, in the
// screens' language. The table keeps each move's events as the rules'
// English lines; the scene says them from the events themselves, which it
// gets back by replaying the record.

// replayed are the events of each move of the record, by log entry, as
// far as the record was replayed.
type replayed struct {
	moves  []string
	events [][]rules.Event
}

// eventsOf is the events of the log's entry e, or nil when the record
// does not replay to it (a game followed online whose set-up the seed does
// not give): then the rules' English lines are all there is to say.
func (s *Scene) eventsOf(e play.Entry) []rules.Event {
	r := &s.replayed
	if !slices.Equal(r.moves, s.t.Rec.Moves) {
		r.moves, r.events = slices.Clone(s.t.Rec.Moves), nil
		if g, err := s.t.Rec.Start(); err == nil {
			for _, text := range r.moves {
				m, err := g.ParseMove(text)
				if err != nil {
					break
				}
				events, err := g.Apply(m)
				if err != nil {
					break
				}
				r.events = append(r.events, events)
			}
		}
	}
	// Two entries that read alike did alike: the latest that reads as e
	// is as good as e's own.
	for i := min(len(r.events), len(s.t.Log)) - 1; i >= 0; i-- {
		if s.t.Log[i].Move == e.Move && sameLines(r.events[i], e.Events) {
			return r.events[i]
		}
	}
	return nil
}

func sameLines(events []rules.Event, lines []string) bool {
	if len(events) != len(lines) {
		return false
	}
	for i, ev := range events {
		if ev.String() != lines[i] {
			return false
		}
	}
	return true
}

// linesOf says what e's events did, one line each.
func (s *Scene) linesOf(e play.Entry) ([]string, []rules.Event) {
	events := s.eventsOf(e)
	if events == nil {
		return e.Events, nil
	}
	return words.Lines(events), events
}

// summarize is what the line says of a computer's move that the scene did
// not show itself.
func (s *Scene) summarize(e play.Entry) string {
	lines, events := s.linesOf(e)
	return words.Summarize(lang.Tf("%s played %s", s.name(e.Seat), e.Move), lines, events...)
}

// logText is what the log says of a move: each of its events.
func (s *Scene) logText(e play.Entry) []string {
	lines, _ := s.linesOf(e)
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l + "."
	}
	return out
}

// completes says which tiles on an empty space looked at would complete a
// Hong: tiles is "H", "V" or "H V".
func completes(tiles string) string {
	if len(tiles) == 3 {
		return lang.Tf("%s or %s here completes a Hong.", tiles[:1], tiles[2:])
	}
	return lang.Tf("%s here completes a Hong.", tiles)
}
