package hong

import (
	"fmt"
	"strings"

	"quartet/rules"
)

// role names a seat in the game log.
func role(seat int) string {
	if seat == DragonMaster {
		return "The Dragon Master"
	}
	return "The Emperor"
}

// Placed: a dragon tile landed on an empty space, as the turn's placement or
// (Extra) by the power of the extra-tile dragon.
type Placed struct {
	Seat  int
	Tile  Content
	Cell  int
	Extra bool
}

func (e Placed) String() string {
	s := fmt.Sprintf("%s places %s on %s", role(e.Seat), e.Tile, CellName(e.Cell))
	if e.Extra {
		s += " (extra tile)"
	}
	return s
}

// HongsFormed: the action just played completed these Hongs. Count is the
// number of Hongs on the board afterwards. A scene highlights each Hong's
// Cells and Caps.
type HongsFormed struct {
	Seat  int
	Hongs []Hong
	Count int
}

func (e HongsFormed) String() string {
	n := "Hong"
	if len(e.Hongs) > 1 {
		n = "Hongs"
	}
	return fmt.Sprintf("%d new %s: %s (%d on the board)", len(e.Hongs), n, hongList(e.Hongs), e.Count)
}

// HongsBroken: a power turned, moved or flipped a tile and these Hongs are
// gone (only possible with the expansion). Count is the number left.
type HongsBroken struct {
	Seat  int
	Hongs []Hong
	Count int
}

func (e HongsBroken) String() string {
	return fmt.Sprintf("Hongs undone: %s (%d on the board)", hongList(e.Hongs), e.Count)
}

// SummonOffered: the action completed Hongs of several sizes whose Great
// Dragons are still in the lair; the player must choose one of Powers (the
// dragons on lair spaces Sizes) with a summon move.
type SummonOffered struct {
	Seat   int
	Sizes  []int
	Powers []Power
}

func (e SummonOffered) String() string {
	names := make([]string, len(e.Powers))
	for i, p := range e.Powers {
		names[i] = fmt.Sprintf("%s (size %d)", p, e.Sizes[i])
	}
	return fmt.Sprintf("%s may summon one Great Dragon: %s", role(e.Seat), strings.Join(names, ", "))
}

// Summoned: the Great Dragon of lair space Size leaves the lair for good and
// its power is now to be used.
type Summoned struct {
	Seat  int
	Size  int
	Power Power
}

func (e Summoned) String() string {
	return fmt.Sprintf("%s summons the Great Dragon of size %d: %s", role(e.Seat), e.Size, e.Power.Describe())
}

// PowerSkipped: the summoned dragon's power has no legal target, so nothing
// happens and the dragon is gone all the same.
type PowerSkipped struct {
	Seat   int
	Power  Power
	Reason string
	// Why is Reason as a phrase, for screens in other languages.
	Why rules.Text
}

func (e PowerSkipped) String() string {
	return fmt.Sprintf("The %s dragon's power is skipped: %s", e.Power, e.Reason)
}

// Rotated: the rotate power turned the tile on Cell from From to To.
type Rotated struct {
	Seat     int
	Cell     int
	From, To Content
}

func (e Rotated) String() string {
	return fmt.Sprintf("%s turns the tile on %s from %s to %s", role(e.Seat), CellName(e.Cell), e.From, e.To)
}

// Slid: the slide power moved a tile to an adjacent empty space.
type Slid struct {
	Seat     int
	Tile     Content
	From, To int
}

func (e Slid) String() string {
	return fmt.Sprintf("%s slides the %s tile from %s to %s", role(e.Seat), e.Tile, CellName(e.From), CellName(e.To))
}

// StoneDropped: the stone power put a stone on an empty space.
type StoneDropped struct {
	Seat int
	Cell int
}

func (e StoneDropped) String() string {
	return fmt.Sprintf("%s places a stone on %s", role(e.Seat), CellName(e.Cell))
}

// StoneCarried: the carry power moved a stone to an empty space.
type StoneCarried struct {
	Seat     int
	From, To int
}

func (e StoneCarried) String() string {
	return fmt.Sprintf("%s moves the stone from %s to %s", role(e.Seat), CellName(e.From), CellName(e.To))
}

// Swapped: the tile on TileCell (turned From) and the stone on StoneCell
// changed places; the tile now stands on StoneCell turned To, the stone on
// TileCell.
type Swapped struct {
	Seat                int
	TileCell, StoneCell int
	From, To            Content
}

func (e Swapped) String() string {
	s := fmt.Sprintf("%s swaps the %s tile on %s with the stone on %s", role(e.Seat), e.From, CellName(e.TileCell), CellName(e.StoneCell))
	if e.To != e.From {
		s += fmt.Sprintf(", turning it to %s", e.To)
	}
	return s
}

// Flipped: the flip power turned the tile on Cell (turned Tile) to its stone
// side.
type Flipped struct {
	Seat int
	Cell int
	Tile Content
}

func (e Flipped) String() string {
	return fmt.Sprintf("%s flips the %s tile on %s to its stone side", role(e.Seat), e.Tile, CellName(e.Cell))
}

// Ended: every space is occupied. The Dragon Master wins with at least
// Target Hongs; otherwise the Emperor wins.
type Ended struct {
	Hongs, Target int
	Winner        int
}

func (e Ended) String() string {
	return fmt.Sprintf("The board is full: %d Hongs against a target of %d. %s wins", e.Hongs, e.Target, role(e.Winner))
}
