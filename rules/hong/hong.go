package hong

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"slices"

	"quartet/rules"
)

// The seats: the Emperor starts (rulebook, GAME OVERVIEW).
const (
	Emperor      = 0
	DragonMaster = 1
)

// StartStones is the number of stones laid at random at setup.
const StartStones = 3

// Title describes Hong for menus, setup and records.
var Title = rules.Title{
	ID:           "hong",
	Name:         "Hong",
	Blurb:        "Breed dragons, or block them as Emperor.",
	MinSeats:     2,
	MaxSeats:     2,
	DefaultSeats: 2,
	SeatNames:    []string{"Emperor", "Dragon Master"},
	Options: []rules.Option{
		// The target stands in the row's name, so that the three labels
		// are short enough to be read on a phone (play-test: "Castle,
		// inner 7x7 (target 11)" made the whole row tiny).
		{Key: "board", Label: "Board: the Dragon Master's target", Choices: []rules.Choice{
			{Value: "castle", Label: "Castle · 15"},
			{Value: "garden", Label: "Garden · 13"},
			{Value: "inner", Label: "Inner 7x7 · 11"},
		}},
		{Key: "expansion", Label: "Lair of the seven Great Dragons", Choices: []rules.Choice{
			{Value: false, Label: "Off"},
			{Value: true, Label: "On"},
		}},
	},
	New: func(options json.RawMessage, seats int, seed uint64) (rules.Game, error) {
		return newFromRecord(options, seats, rules.NewRand(seed))
	},
	// The stones and the Lair are set up in view of both players, so an
	// online player's copy is given those draws (rules.PublicChance).
	NewWith: newFromRecord,
}

func newFromRecord(options json.RawMessage, seats int, r *rules.Rand) (rules.Game, error) {
	if seats != 2 {
		return nil, fmt.Errorf("Hong is a game for 2 players, not %d", seats)
	}
	var opt Options
	if err := rules.DecodeOptions(options, &opt); err != nil {
		return nil, err
	}
	return NewFrom(opt, r)
}

// Options are a record's options for Hong.
type Options struct {
	// Board is "castle" (the default), "garden" or "inner".
	Board string `json:"board,omitempty"`
	// Expansion plays with the Lair of the seven Great Dragons.
	Expansion bool `json:"expansion,omitempty"`
	// Stones lists the three stones' cells ("c3"); left out, they are drawn
	// at random from the seed.
	Stones []string `json:"stones,omitempty"`
}

// phase is what the game waits for from the player to move.
type phase uint8

const (
	placing  phase = iota // the turn's tile
	choosing              // which Great Dragon to summon
	powering              // the target of the summoned dragon's power
)

// Game is a game of Hong. Seat 0 is the Emperor, seat 1 the Dragon Master.
type Game struct {
	board *Board // shared, never changed
	cells [Cells]Content
	empty int // empty spaces
	hongs int // Hongs on the board
	// toMove is the seat whose turn it is; during a chain of summons and
	// powers it stays the seat that started the turn.
	toMove    int
	over      bool
	expansion bool
	// lair[size] is the Great Dragon set on lair space size (1..7) at
	// setup; summoned has bit size set once that dragon has been summoned.
	lair     [8]Power
	summoned uint8
	phase    phase
	pending  Power // powering: the power waiting for its target
	offer    uint8 // choosing: bit size for each dragon that may be summoned
	rng      rules.Rand
}

// New sets up a game: the board, three stones (from opt or at random) and,
// with the expansion, the seven Great Dragons shuffled onto the lair.
func New(opt Options, seed uint64) (*Game, error) { return NewFrom(opt, rules.NewRand(seed)) }

// NewFrom sets up a game whose chance comes from r: an online player's copy
// is given the setup the referee drew.
func NewFrom(opt Options, r *rules.Rand) (*Game, error) {
	b := Castle
	if opt.Board != "" {
		var ok bool
		if b, ok = BoardByID(opt.Board); !ok {
			return nil, fmt.Errorf("unknown board %q (castle, garden or inner)", opt.Board)
		}
	}
	g := &Game{board: b, expansion: opt.Expansion, rng: *r}
	for c := range Cells {
		if !b.Playable(c) {
			g.cells[c] = Blocked
		} else {
			g.empty++
		}
	}
	// The stones are drawn from the seed even when they are given, so that
	// the lair's order drawn after them is the one the seed gives: placing
	// the stones by hand reshuffled the dragons shown at setup (play-test).
	drawn := drawStones(g, b)
	if opt.Stones != nil {
		for _, c := range drawn {
			g.cells[c] = Empty
			g.empty++
		}
		if len(opt.Stones) != StartStones {
			return nil, fmt.Errorf("list %d stones, not %d", StartStones, len(opt.Stones))
		}
		for _, s := range opt.Stones {
			c, ok := ParseCell(s)
			switch {
			case !ok:
				return nil, fmt.Errorf("stone %q is not a cell (a1 to i7)", s)
			case g.cells[c] == Blocked:
				return nil, fmt.Errorf("stone %s is not on a space of the %s board", CellName(c), b.Name)
			case g.cells[c] == Stone:
				return nil, fmt.Errorf("stone %s is listed twice", CellName(c))
			}
			g.cells[c] = Stone
			g.empty--
		}
	}
	if g.expansion {
		order := Powers
		g.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for i, p := range order {
			g.lair[i+1] = p
		}
	}
	return g, nil
}

// drawStones lays the three stones on spaces drawn from the seed, without
// replacement, and returns them.
func drawStones(g *Game, b *Board) []int {
	spaces := make([]int, 0, Cells)
	for c := range Cells {
		if b.Playable(c) {
			spaces = append(spaces, c)
		}
	}
	for i := range StartStones {
		j := i + g.rng.IntN(len(spaces)-i)
		spaces[i], spaces[j] = spaces[j], spaces[i]
		g.cells[spaces[i]] = Stone
		g.empty--
	}
	return spaces[:StartStones]
}

func (g *Game) Title() string { return Title.ID }
func (g *Game) Seats() int    { return 2 }

// ToMove is the seat to act, or rules.NoSeat once the game is over.
func (g *Game) ToMove() int {
	if g.over {
		return rules.NoSeat
	}
	return g.toMove
}

// Board is the board being played.
func (g *Game) Board() *Board { return g.board }

// Target is the number of Hongs the Dragon Master needs.
func (g *Game) Target() int { return g.board.Target }

// Cell is what cell c holds.
func (g *Game) Cell(c int) Content { return g.cells[c] }

// Count is the number of Hongs on the board.
func (g *Game) Count() int { return g.hongs }

// Hongs lists every Hong on the board: horizontal ones row by row from the
// top, then vertical ones column by column from the left.
func (g *Game) Hongs() []Hong { return allHongs(&g.cells) }

// Empty counts the empty spaces.
func (g *Game) Empty() int { return g.empty }

// Expansion reports whether the Lair of the seven Great Dragons is in play.
func (g *Game) Expansion() bool { return g.expansion }

// LairSpace is one space of the lair: the dragon set on it and whether it has
// been summoned.
type LairSpace struct {
	Size     int
	Power    Power
	Summoned bool
}

// Lair returns the lair's seven spaces, size 1 first; nil without the
// expansion.
func (g *Game) Lair() []LairSpace {
	if !g.expansion {
		return nil
	}
	out := make([]LairSpace, 7)
	for s := 1; s <= 7; s++ {
		out[s-1] = LairSpace{Size: s, Power: g.lair[s], Summoned: g.summoned&(1<<s) != 0}
	}
	return out
}

// Pending is the power waiting for its target, or NoPower.
func (g *Game) Pending() Power { return g.pending }

// Offer lists the powers of the dragons the player must choose from, or nil.
func (g *Game) Offer() []Power {
	var out []Power
	for s := 1; s <= 7; s++ {
		if g.offer&(1<<s) != 0 {
			out = append(out, g.lair[s])
		}
	}
	return out
}

func (g *Game) ParseMove(text string) (rules.Move, error) { return ParseMove(text) }

// Clone copies the game; the board layout is shared and never changes.
func (g *Game) Clone() rules.Game { c := *g; return &c }

// View returns the game as seat sees it: everything in Hong is on the table,
// so only the chance generator (used at setup only) is replaced.
func (g *Game) View(seat int) rules.Game {
	c := *g
	c.rng = *rules.NewRand(0)
	return &c
}

// Outcome: once the board is full the Dragon Master wins with at least the
// target number of Hongs, the Emperor otherwise.
func (g *Game) Outcome() rules.Outcome {
	if !g.over {
		return rules.Ongoing()
	}
	return rules.Winner(2, g.winner())
}

func (g *Game) winner() int {
	if g.hongs >= g.board.Target {
		return DragonMaster
	}
	return Emperor
}

// inLair reports whether the dragon of lair space size can still be summoned.
func (g *Game) inLair(size int) bool {
	return g.expansion && size >= 1 && size <= 7 && g.summoned&(1<<size) == 0
}

// Apply plays m for the player to move.
func (g *Game) Apply(mv rules.Move) ([]rules.Event, error) {
	m, ok := mv.(Move)
	if !ok {
		return nil, rules.Refuse(mv, sayNotAMove.With())
	}
	if err := g.check(m); err != nil {
		return nil, err
	}
	seat := g.toMove
	if m.Kind == Summon {
		for s := 1; s <= 7; s++ {
			if g.offer&(1<<s) != 0 && g.lair[s] == m.Power {
				return g.summon(nil, seat, s), nil
			}
		}
		return nil, rules.Refuse(m, sayCannotSummon.With()) // check already refuses this
	}
	changed := [2]int{m.At, m.To}
	n := 1
	if m.Kind == Use && (m.Power == PowerSlide || m.Power == PowerCarry || m.Power == PowerSwap) {
		n = 2
	}
	ls := linesThrough(changed[:n]...)
	before := snapshot(&g.cells, &ls)
	var was [2]Content
	for i, c := range changed[:n] {
		was[i] = g.cells[c]
	}
	events := make([]rules.Event, 0, 4)
	switch {
	case m.Kind == Place || m.Power == PowerExtra:
		g.cells[m.At] = m.Tile
		events = append(events, Placed{Seat: seat, Tile: m.Tile, Cell: m.At, Extra: m.Kind == Use})
	case m.Power == PowerRotate:
		t := g.cells[m.At]
		g.cells[m.At] = t.Turned()
		events = append(events, Rotated{Seat: seat, Cell: m.At, From: t, To: t.Turned()})
	case m.Power == PowerSlide:
		t := g.cells[m.At]
		g.cells[m.At], g.cells[m.To] = Empty, t
		events = append(events, Slid{Seat: seat, Tile: t, From: m.At, To: m.To})
	case m.Power == PowerStone:
		g.cells[m.At] = Stone
		events = append(events, StoneDropped{Seat: seat, Cell: m.At})
	case m.Power == PowerCarry:
		g.cells[m.At], g.cells[m.To] = Empty, Stone
		events = append(events, StoneCarried{Seat: seat, From: m.At, To: m.To})
	case m.Power == PowerSwap:
		t := g.cells[m.At]
		g.cells[m.At], g.cells[m.To] = Stone, m.Tile
		events = append(events, Swapped{Seat: seat, TileCell: m.At, StoneCell: m.To, From: t, To: m.Tile})
	case m.Power == PowerFlip:
		t := g.cells[m.At]
		g.cells[m.At] = Stone
		events = append(events, Flipped{Seat: seat, Cell: m.At, Tile: t})
	}
	for i, c := range changed[:n] {
		if was[i] == Empty {
			g.empty--
		}
		if g.cells[c] == Empty {
			g.empty++
		}
	}
	after := snapshot(&g.cells, &ls)
	return g.settle(events, seat, &before, &after, &ls), nil
}

// settle follows an action: it finds the Hongs the action formed and broke,
// summons a Great Dragon if one answers, and otherwise ends the turn.
func (g *Game) settle(events []rules.Event, seat int, before, after *lineSnapshot, ls *lineSet) []rules.Event {
	formed, broken := diffHongs(before, after, ls)
	g.hongs += len(formed) - len(broken)
	if len(broken) > 0 {
		events = append(events, HongsBroken{Seat: seat, Hongs: broken, Count: g.hongs})
	}
	if len(formed) > 0 {
		events = append(events, HongsFormed{Seat: seat, Hongs: formed, Count: g.hongs})
	}
	g.phase, g.pending, g.offer = placing, NoPower, 0
	var offer uint8
	for _, h := range formed {
		if g.inLair(h.Size) {
			offer |= 1 << h.Size
		}
	}
	switch bits.OnesCount8(offer) {
	case 0:
		return g.endTurn(events)
	case 1:
		return g.summon(events, seat, bits.TrailingZeros8(offer))
	}
	g.phase, g.offer = choosing, offer
	e := SummonOffered{Seat: seat}
	for s := 1; s <= 7; s++ {
		if offer&(1<<s) != 0 {
			e.Sizes = append(e.Sizes, s)
			e.Powers = append(e.Powers, g.lair[s])
		}
	}
	return append(events, e)
}

// summon takes the dragon of lair space size out of the game and readies its
// power, or skips the power when it has no legal target.
func (g *Game) summon(events []rules.Event, seat, size int) []rules.Event {
	p := g.lair[size]
	g.summoned |= 1 << size
	g.phase, g.offer = placing, 0
	events = append(events, Summoned{Seat: seat, Size: size, Power: p})
	if why := g.noTarget(p); !why.IsZero() {
		events = append(events, PowerSkipped{Seat: seat, Power: p, Reason: why.String(), Why: why})
		return g.endTurn(events)
	}
	g.phase, g.pending = powering, p
	return events
}

// endTurn closes a turn once its chain of summons is over. The end of the
// game is checked here, so a placement that fills the board still has its
// dragon's power used before the Hongs are counted.
func (g *Game) endTurn(events []rules.Event) []rules.Event {
	g.phase, g.pending, g.offer = placing, NoPower, 0
	if g.empty == 0 {
		g.over = true
		return append(events, Ended{Hongs: g.hongs, Target: g.board.Target, Winner: g.winner()})
	}
	g.toMove = 1 - g.toMove
	return events
}

// noTarget says why power p could not be used now, or nothing if it can.
func (g *Game) noTarget(p Power) rules.Text {
	var tiles, stones bool
	slideable := false
	for c := range Cells {
		switch g.cells[c] {
		case H, V:
			tiles = true
			if !slideable {
				for _, q := range neighbours[c] {
					if q >= 0 && g.cells[q] == Empty {
						slideable = true
						break
					}
				}
			}
		case Stone:
			stones = true
		}
	}
	switch p {
	case PowerRotate, PowerFlip:
		if !tiles {
			return sayNoTileOnBoard.With()
		}
	case PowerSlide:
		if !slideable {
			return sayNoRoomToSlide.With()
		}
	case PowerExtra, PowerStone:
		if g.empty == 0 {
			return sayNoEmptySpace.With()
		}
	case PowerCarry:
		if !stones {
			return sayNoStoneOnBoard.With()
		}
		if g.empty == 0 {
			return sayNoEmptySpace.With()
		}
	case PowerSwap:
		if !tiles {
			return sayNoTileOnBoard.With()
		}
		if !stones {
			return sayNoStoneOnBoard.With()
		}
	}
	return rules.Text{}
}

// check validates m for the player to move without changing the game.
func (g *Game) check(m Move) error {
	if g.over {
		return rules.Refuse(m, rules.GameOver.With())
	}
	if m.Kind > Use {
		return rules.Refuse(m, sayNotAMove.With())
	}
	switch g.phase {
	case choosing:
		if m.Kind != Summon {
			return rules.Refuse(m, sayChooseFirst.With(powerList(g.Offer())))
		}
		if !slices.Contains(g.Offer(), m.Power) {
			return rules.Refuse(m, sayOnlyCalled.With(powerList(g.Offer())))
		}
		return nil
	case powering:
		if m.Kind != Use || m.Power != g.pending {
			return rules.Refuse(m, sayUsePowerFirst.With(powerTerm(g.pending), powerDeeds[g.pending].With()))
		}
	default:
		switch m.Kind {
		case Summon:
			return rules.Refuse(m, saySummonFirst.With())
		case Use:
			return rules.Refuse(m, sayNoPowerWaiting.With())
		}
	}
	if !inGrid(m.At) || (m.Power == PowerSlide || m.Power == PowerCarry || m.Power == PowerSwap) && m.Kind == Use && !inGrid(m.To) {
		return rules.Refuse(m, sayNoSuchCell.With())
	}
	if (m.Kind == Place || m.Power == PowerExtra || m.Power == PowerSwap) && !m.Tile.IsTile() {
		return rules.Refuse(m, sayTileLies.With())
	}
	switch {
	case m.Kind == Place || m.Power == PowerExtra || m.Power == PowerStone:
		return g.needEmpty(m, m.At)
	case m.Power == PowerRotate || m.Power == PowerFlip:
		return g.needTile(m, m.At)
	case m.Power == PowerSlide:
		if err := g.needTile(m, m.At); err != nil {
			return err
		}
		if !Adjacent(m.At, m.To) {
			return rules.Refuse(m, saySlideAdjacent.With())
		}
		return g.needEmpty(m, m.To)
	case m.Power == PowerCarry:
		if g.cells[m.At] != Stone {
			return rules.Refuse(m, sayNoStoneToMove.With(CellName(m.At)))
		}
		return g.needEmpty(m, m.To)
	case m.Power == PowerSwap:
		if err := g.needTile(m, m.At); err != nil {
			return err
		}
		if g.cells[m.To] != Stone {
			return rules.Refuse(m, sayNoStoneToSwap.With(CellName(m.To)))
		}
	}
	return nil
}

func inGrid(c int) bool { return c >= 0 && c < Cells }

func (g *Game) needEmpty(m Move, c int) error {
	switch g.cells[c] {
	case Empty:
		return nil
	case Blocked:
		if g.board.Feature(c) == '#' {
			return rules.Refuse(m, sayOutside.With(CellName(c), g.board.Name))
		}
		return rules.Refuse(m, sayObstacle.With(CellName(c), g.board.Name))
	}
	// Say what is there, as a player sees it (play-test: "h2 is occupied"
	// over a stone read as jargon).
	if g.cells[c] == Stone {
		return rules.Refuse(m, sayStoneThere.With(CellName(c)))
	}
	return rules.Refuse(m, sayTileThere.With(CellName(c)))
}

func (g *Game) needTile(m Move, c int) error {
	if !g.cells[c].IsTile() {
		return rules.Refuse(m, sayNoTileOn.With(CellName(c)))
	}
	return nil
}

// LegalMoves lists every legal move of the player to move in a fixed order:
// placements cell by cell (H before V); summons in lair order; a power's
// targets cell by cell.
func (g *Game) LegalMoves() []rules.Move {
	if g.over {
		return nil
	}
	var out []rules.Move
	switch g.phase {
	case choosing:
		for s := 1; s <= 7; s++ {
			if g.offer&(1<<s) != 0 {
				out = append(out, SummonDragon(g.lair[s]))
			}
		}
		return out
	case powering:
		return g.powerMoves(nil)
	}
	out = make([]rules.Move, 0, 2*g.empty)
	for c := range Cells {
		if g.cells[c] == Empty {
			out = append(out, boxedPlace(H, c), boxedPlace(V, c))
		}
	}
	return out
}

// powerMoves appends every legal use of the pending power.
func (g *Game) powerMoves(out []rules.Move) []rules.Move {
	p := g.pending
	for a := range Cells {
		ca := g.cells[a]
		switch p {
		case PowerRotate, PowerFlip:
			if ca.IsTile() {
				out = append(out, Move{Kind: Use, Power: p, At: a})
			}
		case PowerSlide:
			if ca.IsTile() {
				for _, q := range neighbours[a] {
					if q >= 0 && g.cells[q] == Empty {
						out = append(out, SlideTile(a, int(q)))
					}
				}
			}
		case PowerExtra:
			if ca == Empty {
				out = append(out, ExtraTile(H, a), ExtraTile(V, a))
			}
		case PowerStone:
			if ca == Empty {
				out = append(out, DropStone(a))
			}
		case PowerCarry:
			if ca == Stone {
				for b := range Cells {
					if g.cells[b] == Empty {
						out = append(out, CarryStone(a, b))
					}
				}
			}
		case PowerSwap:
			if ca.IsTile() {
				for b := range Cells {
					if g.cells[b] == Stone {
						out = append(out, SwapTile(a, b, H), SwapTile(a, b, V))
					}
				}
			}
		}
	}
	return out
}

// Summary is the replay summary: the Hong count, the target, the winning
// role once the game is over (null before), the board's rows top first, and
// the board's id; with the expansion the lair and any decision pending.
func (g *Game) Summary() map[string]any {
	rows := make([]string, Rows)
	for r := range Rows {
		b := make([]byte, Cols)
		for c := range Cols {
			b[c] = g.cells[r*Cols+c].Letter()
		}
		rows[Rows-1-r] = string(b)
	}
	var winnerRole any
	if g.over {
		winnerRole = "emperor"
		if g.winner() == DragonMaster {
			winnerRole = "dragonmaster"
		}
	}
	s := map[string]any{
		"hongs":      g.hongs,
		"target":     g.board.Target,
		"winnerRole": winnerRole,
		"board":      rows,
		"layout":     g.board.ID,
		"expansion":  g.expansion,
	}
	if g.expansion {
		lair := make([]map[string]any, 7)
		for i, sp := range g.Lair() {
			lair[i] = map[string]any{"size": sp.Size, "dragon": sp.Power.Name(), "summoned": sp.Summoned}
		}
		s["lair"] = lair
		var pending any
		switch g.phase {
		case choosing:
			names := []string{}
			for _, p := range g.Offer() {
				names = append(names, p.Name())
			}
			pending = map[string]any{"summon": names}
		case powering:
			pending = map[string]any{"power": g.pending.Name()}
		}
		s["pending"] = pending
	}
	return s
}

// Chance is the game's generator (rules.PublicChance): the set-up's draws
// are all it makes, and both players see the stones and the Lair.
func (g *Game) Chance() *rules.Rand { return &g.rng }
