package hong

import (
	"fmt"
	"strings"

	"quartet/rules"
)

// Power is the action of one of the seven Great Dragons (expansion).
type Power uint8

const (
	NoPower Power = iota
	// PowerRotate: "Rotate one dragon tile of your choice on the game board."
	// The tile turns a quarter, so H becomes V and V becomes H.
	PowerRotate
	// PowerSlide: "Move a dragon tile to an adjacent empty space." The tile
	// keeps its orientation; adjacent means sharing an edge.
	PowerSlide
	// PowerExtra: "Immediately place another dragon tile."
	PowerExtra
	// PowerStone: "Place a stone tile on any empty space on the board."
	PowerStone
	// PowerCarry: "Move one stone tile of your choice to any empty space."
	PowerCarry
	// PowerSwap: "Swap a dragon tile with a stone tile. The dragon tile must
	// already have been placed on the board and can be rotated in any
	// direction before replacing." The tile goes where the stone was, turned
	// as its player likes; the stone goes where the tile was.
	PowerSwap
	// PowerFlip: "Flip a dragon tile to its stone side."
	PowerFlip
)

// Powers lists the seven Great Dragons in the rulebook's order.
var Powers = [...]Power{PowerRotate, PowerSlide, PowerExtra, PowerStone, PowerCarry, PowerSwap, PowerFlip}

var powerNames = [...]string{"", "rotate", "slide", "extra", "stone", "carry", "swap", "flip"}

// Name is the power's notation token.
func (p Power) Name() string {
	if int(p) < len(powerNames) {
		return powerNames[p]
	}
	return "?"
}

func (p Power) String() string { return p.Name() }

// Describe says what the power does, for the log and the scene's lair panel.
func (p Power) Describe() string {
	return [...]string{"",
		"rotate one dragon tile on the board",
		"move a dragon tile to an adjacent empty space",
		"place another dragon tile",
		"place a stone on an empty space",
		"move a stone to an empty space",
		"swap a dragon tile with a stone, turning the tile as wished",
		"flip a dragon tile to its stone side",
	}[p]
}

// ParsePower reads a power's token (either case).
func ParsePower(s string) (Power, bool) {
	for _, p := range Powers {
		if strings.EqualFold(s, p.Name()) {
			return p, true
		}
	}
	return NoPower, false
}

// MoveKind tells a placement from a summon and the use of a power.
type MoveKind uint8

const (
	// Place is the turn's tile: "H d4" or "V d4".
	Place MoveKind = iota
	// Summon chooses which Great Dragon to summon when one action completed
	// Hongs of several sizes whose dragons are still in the lair.
	Summon
	// Use carries out the summoned dragon's power.
	Use
)

// Move is one decision: the turn's placement, the choice of a dragon, or the
// target of a power.
type Move struct {
	Kind  MoveKind
	Power Power   // Summon: the dragon chosen; Use: the power used
	Tile  Content // H or V: Place, extra, and swap (the tile's new turn)
	// At is the cell placed on or acted on; for slide and carry the cell the
	// tile or stone leaves, for swap the dragon tile's cell.
	At int
	// To is where a slide or carry goes, and the stone's cell in a swap.
	To int
}

// PlaceTile is the move that puts tile t on cell at.
func PlaceTile(t Content, at int) Move { return Move{Kind: Place, Tile: t, At: at} }

// SummonDragon is the choice of the dragon with power p.
func SummonDragon(p Power) Move { return Move{Kind: Summon, Power: p} }

// Rotate, SlideTile, ExtraTile, DropStone, CarryStone, SwapTile and FlipTile
// are the uses of the seven powers.
func Rotate(at int) Move               { return Move{Kind: Use, Power: PowerRotate, At: at} }
func SlideTile(from, to int) Move      { return Move{Kind: Use, Power: PowerSlide, At: from, To: to} }
func ExtraTile(t Content, at int) Move { return Move{Kind: Use, Power: PowerExtra, Tile: t, At: at} }
func DropStone(at int) Move            { return Move{Kind: Use, Power: PowerStone, At: at} }
func CarryStone(from, to int) Move     { return Move{Kind: Use, Power: PowerCarry, At: from, To: to} }
func SwapTile(tile, stone int, t Content) Move {
	return Move{Kind: Use, Power: PowerSwap, At: tile, To: stone, Tile: t}
}
func FlipTile(at int) Move { return Move{Kind: Use, Power: PowerFlip, At: at} }

// String writes the move in notation:
//
//	H d4, V d4            place a tile
//	summon rotate         choose the Great Dragon to summon
//	rotate d4             turn the tile on d4 (H <-> V)
//	slide d4 d5           move the tile on d4 to the adjacent empty d5
//	extra H d4            place another tile
//	stone d4              place a stone on the empty d4
//	carry c3 g5           move the stone on c3 to the empty g5
//	swap d4 f6 V          the tile on d4 and the stone on f6 change places,
//	                      the tile landing on f6 as V
//	flip d4               turn the tile on d4 to its stone side
func (m Move) String() string {
	switch m.Kind {
	case Place:
		return fmt.Sprintf("%c %s", m.Tile.Letter(), CellName(m.At))
	case Summon:
		return "summon " + m.Power.Name()
	}
	switch m.Power {
	case PowerRotate, PowerStone, PowerFlip:
		return fmt.Sprintf("%s %s", m.Power.Name(), CellName(m.At))
	case PowerSlide, PowerCarry:
		return fmt.Sprintf("%s %s %s", m.Power.Name(), CellName(m.At), CellName(m.To))
	case PowerExtra:
		return fmt.Sprintf("extra %c %s", m.Tile.Letter(), CellName(m.At))
	case PowerSwap:
		return fmt.Sprintf("swap %s %s %c", CellName(m.At), CellName(m.To), m.Tile.Letter())
	}
	return "?"
}

// ParseMove reads a move in notation. Words may be in either case and
// separated by any white space.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(text)
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%q is not a Hong move: %s", text, why)
	}
	if len(f) == 0 {
		return bad(`write "H d4" or "V d4" to place a tile`)
	}
	cell := func(s string) (int, error) {
		c, ok := ParseCell(s)
		if !ok {
			return 0, fmt.Errorf("%q is not a cell (a1 to i7)", s)
		}
		return c, nil
	}
	cells := func(args []string) ([]int, error) {
		out := make([]int, len(args))
		for i, s := range args {
			c, err := cell(s)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	}
	if t, ok := parseTile(f[0]); ok {
		if len(f) != 2 {
			return bad(`a placement is a tile and a cell, such as "H d4"`)
		}
		at, err := cell(f[1])
		if err != nil {
			return bad(err.Error())
		}
		return PlaceTile(t, at), nil
	}
	word := strings.ToLower(f[0])
	if word == "summon" {
		if len(f) != 2 {
			return bad(`write "summon" and the dragon's power, such as "summon rotate"`)
		}
		p, ok := ParsePower(f[1])
		if !ok {
			return bad(fmt.Sprintf("%q is not a Great Dragon (rotate, slide, extra, stone, carry, swap or flip)", f[1]))
		}
		return SummonDragon(p), nil
	}
	p, ok := ParsePower(word)
	if !ok {
		return bad(`a move is "H d4", "V d4", "summon POWER" or a power: rotate, slide, extra, stone, carry, swap, flip`)
	}
	args := f[1:]
	switch p {
	case PowerRotate, PowerStone, PowerFlip:
		if len(args) != 1 {
			return bad(fmt.Sprintf(`write "%s d4"`, p.Name()))
		}
		c, err := cells(args)
		if err != nil {
			return bad(err.Error())
		}
		return Move{Kind: Use, Power: p, At: c[0]}, nil
	case PowerSlide, PowerCarry:
		if len(args) != 2 {
			return bad(fmt.Sprintf(`write "%s FROM TO", such as "%s d4 d5"`, p.Name(), p.Name()))
		}
		c, err := cells(args)
		if err != nil {
			return bad(err.Error())
		}
		return Move{Kind: Use, Power: p, At: c[0], To: c[1]}, nil
	case PowerExtra:
		if len(args) != 2 {
			return bad(`write "extra H d4" or "extra V d4"`)
		}
		t, ok := parseTile(args[0])
		if !ok {
			return bad(fmt.Sprintf("%q is not a tile turn (H or V)", args[0]))
		}
		at, err := cell(args[1])
		if err != nil {
			return bad(err.Error())
		}
		return ExtraTile(t, at), nil
	}
	// PowerSwap
	if len(args) != 3 {
		return bad(`write "swap TILE STONE H|V", such as "swap d4 f6 V"`)
	}
	c, err := cells(args[:2])
	if err != nil {
		return bad(err.Error())
	}
	t, ok := parseTile(args[2])
	if !ok {
		return bad(fmt.Sprintf("%q is not a tile turn (H or V)", args[2]))
	}
	return SwapTile(c[0], c[1], t), nil
}

func parseTile(s string) (Content, bool) {
	switch {
	case strings.EqualFold(s, "H"):
		return H, true
	case strings.EqualFold(s, "V"):
		return V, true
	}
	return Empty, false
}

// placeMoves holds every placement boxed once, so that listing the legal
// placements (the search's hot path) allocates nothing per move.
var placeMoves = func() (out [2][Cells]rules.Move) {
	for c := range Cells {
		out[0][c] = PlaceTile(H, c)
		out[1][c] = PlaceTile(V, c)
	}
	return out
}()

func boxedPlace(t Content, c int) rules.Move { return placeMoves[t-H][c] }
