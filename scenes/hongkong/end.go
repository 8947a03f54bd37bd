package hongkong

import (
	"fmt"
	"strings"

	"quartet/lang"
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
	a, b := names.Called(0), names.Called(1)
	switch {
	case n[0] != n[1]:
		res.Detail = lang.Tf("Buildings: %s %d, %s %d.", a, n[0], b, n[1])
	case centre >= 0:
		res.Detail = lang.Tf("Buildings: %s %d, %s %d. Tied on buildings, so the centre plot decides: %s controls c3.", a, n[0], b, n[1], names.Called(centre))
	default:
		res.Detail = lang.Tf("Buildings: %s %d, %s %d. Tied on buildings with the centre plot empty: nobody wins.", a, n[0], b, n[1])
	}
	return res
}

// summarize says in words what a move did, for the message line after a
// computer move: "Jade (easy) built a block on c3 and took the building."
// Each kind of move is a sentence of its own, taking a building or not:
// German and French put the words in other orders, and a block and a roof
// differ in gender.
func (s *Scene) summarize(e play.Entry) string {
	who := s.ch.Names.Called(e.Seat)
	m, err := hk.ParseMove(e.Move)
	if err != nil {
		return lang.Tf("%s played %s.", who, e.Move)
	}
	took := false
	for _, ev := range e.Events {
		took = took || strings.Contains(ev, "takes the building")
	}
	at := hk.PlotName(int(m.At))
	switch {
	case m.Pass:
		return lang.Tf("%s cannot build and passes.", who)
	case m.Double:
		return doubleWords(who, hk.PlotName(int(m.Fast)), m.Piece == hk.Roof, at, took)
	case m.Piece == hk.Roof && took:
		return lang.Tf("%s put a roof on %s and took the building.", who, at)
	case m.Piece == hk.Roof:
		return lang.Tf("%s put a roof on %s.", who, at)
	case took:
		return lang.Tf("%s built a block on %s and took the building.", who, at)
	}
	return lang.Tf("%s built a block on %s.", who, at)
}

// doubleWords says a double move: a fast block on fast, then a block or a
// roof on at.
func doubleWords(who, fast string, roof bool, at string, took bool) string {
	switch {
	case roof && took:
		return lang.Tf("%s made a double move: a fast block on %s, then a roof on %s and took the building.", who, fast, at)
	case roof:
		return lang.Tf("%s made a double move: a fast block on %s, then a roof on %s.", who, fast, at)
	case took:
		return lang.Tf("%s made a double move: a fast block on %s, then a block on %s and took the building.", who, fast, at)
	}
	return lang.Tf("%s made a double move: a fast block on %s, then a block on %s.", who, fast, at)
}

// logText is what the game log says of a move: the same sentence as the
// message line, and how the game ended when it did.
func (s *Scene) logText(e play.Entry) []string {
	out := []string{s.summarize(e)}
	for _, ev := range e.Events {
		if strings.HasPrefix(ev, "The game ends") {
			out = append(out, s.endWords(ev))
		}
	}
	return out
}

// endReasons are the rules' reasons a game ends (rules/hongkong's ended),
// for the log's last line.
var endReasons = map[string]string{
	"all 25 plots are occupied":                 lang.Noop("all 25 plots are occupied"),
	"all standard blocks and roofs are used up": lang.Noop("all standard blocks and roofs are used up"),
	"both players passed in a row":              lang.Noop("both players passed in a row"),
}

// endWords says the rules' end of the game, "The game ends: all 25 plots
// are occupied. Buildings 13 to 12; Player 1 wins", with the seats' names
// and in the screens' language. The log keeps only the event's English,
// so it is read back; a text it cannot read is said as the rules wrote it.
func (s *Scene) endWords(ev string) string {
	asWritten := s.ch.Names.Words(ev) + "."
	rest, ok := strings.CutPrefix(ev, "The game ends: ")
	why, rest, ok2 := strings.Cut(rest, ". Buildings ")
	reason, known := endReasons[why]
	var a, b int
	_, err := fmt.Sscanf(rest, "%d to %d", &a, &b)
	_, tail, ok3 := strings.Cut(rest, "; ")
	if !ok || !ok2 || !known || err != nil || !ok3 {
		return asWritten
	}
	reason = lang.Of(reason)
	if tail == "a draw" {
		return lang.Tf("The game ends: %s. Buildings %d to %d; a draw.", reason, a, b)
	}
	var seat int
	if _, err := fmt.Sscanf(tail, "Player %d wins", &seat); err != nil || seat < 1 || seat > 2 {
		return asWritten
	}
	winner := s.ch.Names.Called(seat - 1)
	if strings.HasSuffix(tail, " with the centre") {
		return lang.Tf("The game ends: %s. Buildings %d to %d; %s wins with the centre.", reason, a, b, winner)
	}
	return lang.Tf("The game ends: %s. Buildings %d to %d; %s wins.", reason, a, b, winner)
}
