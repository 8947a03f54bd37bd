package hongkong

import (
	"fmt"
	"strings"
)

// Move is one turn: a standard block, a roof, a fast block followed by a
// block or a roof, or a pass.
//
// The fields are bytes because the AI builds lists of over a thousand turns.
type Move struct {
	Pass bool
	// Double is set for a double move; Fast is where its fast block goes.
	Double bool
	Fast   int8
	// Piece (Block or Roof) and At are the turn's standard piece, which in a
	// double move is placed after the fast block.
	Piece Kind
	At    int8
}

// Place is the single-piece turn: a standard block or a roof on plot at.
func Place(k Kind, at int) Move { return Move{Piece: k, At: int8(at)} }

// Double is the double move: a fast block on fast, then k on at.
func Double(fast int, k Kind, at int) Move {
	return Move{Double: true, Fast: int8(fast), Piece: k, At: int8(at)}
}

// Pass is the turn of a player who can do nothing else.
var Pass = Move{Pass: true}

// String writes the move in notation: "B c3", "R c3", "F c3 B d3", "pass".
func (m Move) String() string {
	switch {
	case m.Pass:
		return "pass"
	case m.isFastStep():
		return "F " + PlotName(int(m.Fast))
	case m.Double:
		return fmt.Sprintf("F %s %c %s", PlotName(int(m.Fast)), m.Piece.Letter(), PlotName(int(m.At)))
	default:
		return fmt.Sprintf("%c %s", m.Piece.Letter(), PlotName(int(m.At)))
	}
}

// ParseMove reads a turn in notation. Letters may be either case and words may
// be separated by any white space.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(text)
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%q is not a Hong Kong turn: %s", text, why)
	}
	switch {
	case len(f) == 1 && strings.EqualFold(f[0], "pass"):
		return Pass, nil
	case len(f) == 2:
		k, err := standardPiece(f[0])
		if err != nil {
			return bad(err.Error())
		}
		at, ok := ParsePlot(f[1])
		if !ok {
			return bad(fmt.Sprintf("%q is not a plot (a1 to e5)", f[1]))
		}
		return Place(k, at), nil
	case len(f) == 4:
		if !strings.EqualFold(f[0], "F") {
			return bad("a double move starts with a fast block, F")
		}
		fast, ok := ParsePlot(f[1])
		if !ok {
			return bad(fmt.Sprintf("%q is not a plot (a1 to e5)", f[1]))
		}
		k, err := standardPiece(f[2])
		if err != nil {
			return bad("a fast block is followed by " + err.Error()[len("expected "):])
		}
		at, ok := ParsePlot(f[3])
		if !ok {
			return bad(fmt.Sprintf("%q is not a plot (a1 to e5)", f[3]))
		}
		return Double(fast, k, at), nil
	}
	return bad(`write "B c3", "R c3", "F c3 B d3", "F c3 R c3" or "pass"`)
}

func standardPiece(s string) (Kind, error) {
	switch {
	case strings.EqualFold(s, "B"):
		return Block, nil
	case strings.EqualFold(s, "R"):
		return Roof, nil
	}
	return 0, fmt.Errorf("expected a standard block B or a roof R, not %q", s)
}
