package hongkong

import "quartet/rules/grid"

// The board is 25 plots, a1..e5. Plot numbers run row by row from a1 (0) to
// e5 (24), so column = plot % 5 and row = plot / 5, row 0 being rank 1.
const (
	Size   = 5
	Plots  = Size * Size
	Centre = 2*Size + 2 // c3
	// MaxHeight is the most pieces a building may have, its roof included.
	MaxHeight = 5
)

// PlotName returns the notation of a plot: "a1" .. "e5".
func PlotName(p int) string { return grid.Name(p, Size) }

// ParsePlot reads "a1" .. "e5" (either case); ok is false for anything else.
func ParsePlot(s string) (plot int, ok bool) { return grid.Parse(s, Size, Size) }

// neighbours lists each plot's orthogonal neighbours; -1 pads the list.
var neighbours = grid.Neighbours(Size, Size)

// Neighbours returns the plots that share an edge with p.
func Neighbours(p int) []int {
	var out []int
	for _, q := range neighbours[p] {
		if q >= 0 {
			out = append(out, int(q))
		}
	}
	return out
}

// Kind is a type of piece.
type Kind uint8

const (
	// Block is a standard building-block.
	Block Kind = iota + 1
	// Fast is a fast building-block: a block in every respect except supply,
	// only ever played as the first piece of a double move.
	Fast
	// Roof tops a building for good: nothing may be placed on a roof.
	Roof
)

// Letter is the kind's notation letter.
func (k Kind) Letter() byte { return " BFR"[k] }

func (k Kind) String() string {
	switch k {
	case Block:
		return "block"
	case Fast:
		return "fast block"
	case Roof:
		return "roof"
	}
	return "nothing"
}

// halfStoreys is a piece's contribution to a building's height. Measuring in
// half-storeys makes a roof a storey of its own while every block stays
// higher than a roof (NOTES.md, ruling 1).
func (k Kind) halfStoreys() int {
	if k == Roof {
		return 1
	}
	return 2
}

// Piece is one piece on the board: its kind and the seat that owns it.
type Piece struct {
	Kind Kind
	Seat uint8
}

// Stack is a building: its pieces from the bottom up.
type Stack struct {
	pieces [MaxHeight]Piece
	n      uint8
}

// Pieces returns the building's pieces, bottom first.
func (s *Stack) Pieces() []Piece { return s.pieces[:s.n] }

// Len is the number of pieces in the building.
func (s *Stack) Len() int { return int(s.n) }

// Empty reports whether the plot has no building.
func (s *Stack) Empty() bool { return s.n == 0 }

// Top is the topmost piece; ok is false on an empty plot.
func (s *Stack) Top() (p Piece, ok bool) {
	if s.n == 0 {
		return Piece{}, false
	}
	return s.pieces[s.n-1], true
}

// Controller is the seat whose piece is on top, or -1 on an empty plot.
func (s *Stack) Controller() int {
	if s.n == 0 {
		return -1
	}
	return int(s.pieces[s.n-1].Seat)
}

// Roofed reports whether the building has a roof, and so is finished.
func (s *Stack) Roofed() bool {
	return s.n > 0 && s.pieces[s.n-1].Kind == Roof
}

// Height is the building's height in half-storeys: 2 per block, 1 per roof.
func (s *Stack) Height() int {
	h := 0
	for _, p := range s.pieces[:s.n] {
		h += p.Kind.halfStoreys()
	}
	return h
}

func (s *Stack) push(p Piece) { s.pieces[s.n] = p; s.n++ }

// Code is the stack in the replay summary's letters, bottom to top: B F R
// for seat 0 and b f r for seat 1.
func (s *Stack) Code() string {
	b := make([]byte, s.n)
	for i, p := range s.pieces[:s.n] {
		b[i] = p.Kind.Letter() | byte(p.Seat)*0x20
	}
	return string(b)
}
