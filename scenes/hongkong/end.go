package hongkong

import (
	"fmt"
	"strings"

	hk "quartet/rules/hongkong"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/sprites"
)

// result explains the result in words, the centre tie-break included.
func (s *Scene) result() table.Result {
	g := s.game()
	o := g.Outcome()
	n := g.Buildings()
	centre := g.Plot(hk.Centre).Controller()
	names := s.ch.Names
	res := table.Result{Headline: s.ch.Headline(), Score: fmt.Sprintf("%d – %d", n[0], n[1])}
	if o.Winner >= 0 {
		res.Colour = sprites.Shade(names.Colour(o.Winner), 0.85)
	}
	res.Detail = fmt.Sprintf("Buildings: %s %d, %s %d.", names.Called(0), n[0], names.Called(1), n[1])
	switch {
	case n[0] != n[1]:
	case centre >= 0:
		res.Detail += fmt.Sprintf(" Tied on buildings, so the centre plot decides: %s controls c3.", names.Called(centre))
	default:
		res.Detail += " Tied on buildings with the centre plot empty: nobody wins."
	}
	return res
}

// summarize says in words what a move did, for the message line after a
// computer move: "Jade (easy) built a block on c3 and took the building."
func (s *Scene) summarize(e play.Entry) string {
	who := s.ch.Names.Called(e.Seat)
	m, err := hk.ParseMove(e.Move)
	if err != nil {
		return who + " played " + e.Move + "."
	}
	took := false
	for _, ev := range e.Events {
		took = took || strings.Contains(ev, "takes the building")
	}
	var text string
	switch {
	case m.Pass:
		return who + " cannot build and passes."
	case m.Double:
		text = fmt.Sprintf("%s made a double move: a fast block on %s, then a %s on %s", who, hk.PlotName(int(m.Fast)), m.Piece, hk.PlotName(int(m.At)))
	case m.Piece == hk.Roof:
		text = fmt.Sprintf("%s put a roof on %s", who, hk.PlotName(int(m.At)))
	default:
		text = fmt.Sprintf("%s built a %s on %s", who, m.Piece, hk.PlotName(int(m.At)))
	}
	if took {
		text += " and took the building"
	}
	return text + "."
}

// logText is what the game log says of a move: the same sentence as the
// message line, and how the game ended when it did.
func (s *Scene) logText(e play.Entry) []string {
	out := []string{s.summarize(e)}
	for _, ev := range e.Events {
		if strings.HasPrefix(ev, "The game ends") {
			out = append(out, s.ch.Names.Words(ev)+".")
		}
	}
	return out
}
