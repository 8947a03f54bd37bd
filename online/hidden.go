package online

import (
	"encoding/json"
	"reflect"

	"quartet/rules"
	"quartet/rules/chinatown"
)

// What each seat may see of a move and its events. The rules' View says what
// a seat may know of a position; moves and events need the same care,
// title by title, and this file is the one place that gives it, for the
// referee that sends and the client that checks what it follows. A title
// not named here has no secrets beyond its chance generator, which the
// referee never sends.

// Followable reports whether a player's copy of a title's game can follow
// the server's from what its seat is sent: every move in the open, and
// chance public once drawn. Chinatown's moves and deals are secret in part,
// so its copy would need to be built from its seat's events instead.
func Followable(title string) bool { return title != chinatown.Title.ID }

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
