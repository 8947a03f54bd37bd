package online

import (
	"encoding/json"
	"fmt"
	"reflect"

	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/chinatown"
)

// What each seat may see of a move and its events. The rules' View says what
// a seat may know of a position; moves and events need the same care,
// title by title, and this file is the one place that gives it, for the
// referee that sends and the client that checks what it follows. A title
// not named here has no secrets beyond its chance generator, which the
// referee never sends.

// Followable reports whether a player's copy of a title's game can follow
// the server's from what its seat is sent. Every title can: most replay
// the moves, given their public chance (Replayable); Chinatown's copy is
// the view of the game its seat is sent after every move (SeatView).
func Followable(title string) bool { _, ok := catalog.Lookup(title); return ok }

// Replayable reports whether a title's copy follows by replaying the moves:
// every move is in the open and chance public once drawn. Chinatown's
// deals are secret draws and its trades move money its seats do not see,
// so its copy is sent its view instead.
func Replayable(title string) bool { return title != chinatown.Title.ID }

// SeatView is the game g as viewer sees it, for a title that is not
// Replayable; nil for the others.
func SeatView(g rules.Game, viewer int) json.RawMessage {
	c, ok := g.(*chinatown.Game)
	if !ok || viewer < 0 || viewer >= g.Seats() {
		return nil
	}
	data, err := c.MarshalView(viewer)
	if err != nil {
		return nil // the rules' own state: it always encodes
	}
	return data
}

// ReadView is the seat's copy of a game of title from the view the server
// sent (SeatView).
func ReadView(title string, view json.RawMessage) (rules.Game, error) {
	if title != chinatown.Title.ID {
		return nil, fmt.Errorf("%s is followed by its moves, not by views", title)
	}
	return chinatown.UnmarshalView(view)
}

// ReadEvent is an event the server sent, as the rules made it (with what
// the seat may not see left out), for a title that is not Replayable.
func ReadEvent(title string, e Event) (rules.Event, error) {
	if title != chinatown.Title.ID {
		return nil, fmt.Errorf("%s's events are played here, not read", title)
	}
	return chinatown.DecodeEvent(e.Kind, e.Data)
}

// SeenMove is move m (played by seat mover) as viewer sees it.
func SeenMove(m rules.Move, mover, viewer int) Seen {
	if cm, ok := m.(chinatown.Move); ok && cm.Action == chinatown.Keep && viewer != mover {
		// The cards a player keeps are secret until every player has
		// chosen; their Revealed events then show them to all.
		return Seen{Seat: mover, Hidden: true}
	}
	return Seen{Seat: mover, Move: m.String()}
}

// VisibleEvent is event e as viewer sees it, with what viewer may not know
// taken out.
func VisibleEvent(e rules.Event, viewer int) rules.Event {
	if d, ok := e.(chinatown.Dealt); ok && d.Seat != viewer {
		d.Cards = nil // the cards dealt are for their holder's eyes only
		return d
	}
	return e
}

// Private is what viewer alone knows of g that its view's summary leaves
// out.
func Private(g rules.Game, viewer int) map[string]any {
	c, ok := g.(*chinatown.Game)
	if !ok || viewer < 0 || viewer >= g.Seats() || c.Phase() != chinatown.Keeping {
		return nil
	}
	return map[string]any{"dealt": c.Dealt(viewer), "kept": c.Kept(viewer)}
}

// EncodeEvent encodes event e as viewer may see it.
func EncodeEvent(e rules.Event, viewer int) Event {
	v := VisibleEvent(e, viewer)
	data, err := json.Marshal(v)
	if err != nil {
		data = nil // an event the rules made unencodable still has its words
	}
	return Event{Kind: reflect.TypeOf(v).Name(), Text: v.String(), Data: data}
}
