package hongkong

import "fmt"

// Placed: a piece landed on a plot. Level is its index in the stack (0 at the
// bottom). Captured is set when the plot was the opponent's before.
type Placed struct {
	Seat     int
	Piece    Kind
	Plot     int
	Level    int
	Captured bool
}

func (e Placed) String() string {
	s := fmt.Sprintf("Player %d places a %s on %s", e.Seat+1, e.Piece, PlotName(e.Plot))
	if e.Captured {
		s += " and takes the building"
	}
	return s
}

// Passed: the player had no legal turn.
type Passed struct{ Seat int }

func (e Passed) String() string { return fmt.Sprintf("Player %d cannot build and passes", e.Seat+1) }

// Ended: the game is over. Winner is a seat or rules.NoSeat for a draw;
// Centre is the centre plot's controller or -1 when it is empty.
type Ended struct {
	Winner    int
	Buildings [2]int
	Centre    int
	Reason    string
}

func (e Ended) String() string {
	s := fmt.Sprintf("The game ends: %s. Buildings %d to %d", e.Reason, e.Buildings[0], e.Buildings[1])
	switch {
	case e.Winner < 0:
		return s + "; a draw"
	case e.Buildings[0] == e.Buildings[1]:
		return s + fmt.Sprintf("; Player %d wins with the centre", e.Winner+1)
	}
	return s + fmt.Sprintf("; Player %d wins", e.Winner+1)
}
