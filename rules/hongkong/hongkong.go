package hongkong

import (
	"encoding/json"
	"fmt"

	"quartet/rules"
)

// Supply at the start of the game, per player (GAME PREPARATION).
const (
	StartBlocks = 20
	StartFast   = 5
	StartRoofs  = 5
)

// Title describes Hong Kong for menus, setup and records.
var Title = rules.Title{
	ID:           "hongkong",
	Name:         "Hong Kong",
	Blurb:        "Stack blocks and roofs; control the most buildings.",
	MinSeats:     2,
	MaxSeats:     2,
	DefaultSeats: 2,
	New: func(options json.RawMessage, seats int, seed uint64) (rules.Game, error) {
		if seats != 2 {
			return nil, fmt.Errorf("Hong Kong is a game for 2 players, not %d", seats)
		}
		if err := rules.NoOptions(options); err != nil {
			return nil, err
		}
		return New(seed), nil
	},
}

// Game is a game of Hong Kong. Seat 0 is the start player.
type Game struct {
	board [Plots]Stack
	// supply[seat][kind] counts the pieces a seat has left to play.
	supply [2][Roof + 1]int
	toMove int
	// turns counts turns played, passes included; turn 0 is the start
	// player's first, the one with the centre ban.
	turns int
	// passes counts passes in a row; two end the game.
	passes int
	over   bool
	rng    rules.Rand
	// stepwise marks the AI's copy in which a double move is two moves (see
	// steps.go); midTurn is set there between its fast block and second piece.
	stepwise, midTurn bool
}

// New sets up a game: an empty board and each player's 20 blocks, 5 fast
// blocks and 5 roofs. Nothing in Hong Kong is left to chance; the seed only
// seeds the generator the contract asks every game to carry.
func New(seed uint64) *Game {
	g := &Game{rng: *rules.NewRand(seed)}
	for s := range 2 {
		g.supply[s][Block] = StartBlocks
		g.supply[s][Fast] = StartFast
		g.supply[s][Roof] = StartRoofs
	}
	return g
}

func (g *Game) Title() string { return Title.ID }
func (g *Game) Seats() int    { return 2 }

// ToMove is the seat whose turn it is, or rules.NoSeat once the game is over.
func (g *Game) ToMove() int {
	if g.over {
		return rules.NoSeat
	}
	return g.toMove
}

// Plot returns the building on plot p.
func (g *Game) Plot(p int) *Stack { return &g.board[p] }

// Supply is how many pieces of kind k seat has left.
func (g *Game) Supply(seat int, k Kind) int { return g.supply[seat][k] }

// Turns is the number of turns played so far, passes included.
func (g *Game) Turns() int { return g.turns }

// Buildings counts the buildings each seat controls.
func (g *Game) Buildings() [2]int {
	var n [2]int
	for p := range g.board {
		if c := g.board[p].Controller(); c >= 0 {
			n[c]++
		}
	}
	return n
}

// Occupied counts the plots with a building on them.
func (g *Game) Occupied() int {
	n := 0
	for p := range g.board {
		if !g.board[p].Empty() {
			n++
		}
	}
	return n
}

func (g *Game) ParseMove(text string) (rules.Move, error) {
	if g.stepwise {
		if m, ok := parseStep(text); ok {
			return m, nil
		}
	}
	return ParseMove(text)
}

// Clone copies the game; the board is an array, so a plain copy is deep.
func (g *Game) Clone() rules.Game { c := *g; return &c }

// View returns the game as seat sees it: everything in Hong Kong is on the
// table, so only the (unused) chance generator is replaced.
func (g *Game) View(seat int) rules.Game {
	c := *g
	c.rng = *rules.NewRand(0)
	return &c
}

// CheckPlacement says whether the player to move may put a piece of kind k on
// plot p now, as the first (or only) piece of the turn, and if not, why.
func (g *Game) CheckPlacement(k Kind, p int) error {
	if g.over {
		return rules.Refused(rules.GameOver.With())
	}
	if g.supply[g.toMove][k] == 0 {
		return rules.Refused(sayNoneLeft.With(plural(k)))
	}
	return g.canPlace(g.toMove, k, p).err()
}

// AfterFast returns a copy of the game with the player's fast block already on
// plot p, mid-turn, so that a player can see where the second piece of the
// double move may go.
func (g *Game) AfterFast(p int) (*Game, error) {
	if err := g.CheckPlacement(Fast, p); err != nil {
		return nil, err
	}
	if g.supply[g.toMove][Block]+g.supply[g.toMove][Roof] == 0 {
		return nil, rules.Refused(sayFastNoneLeft.With())
	}
	c := *g
	c.place(c.toMove, Fast, p)
	return &c, nil
}

// refusal is why a piece may not go on a plot; allowed (0) means it may. Codes
// keep the hot path of move generation free of allocations; Error gives the
// words a player reads.
type refusal uint8

const (
	allowed refusal = iota
	noSuchPlot
	centreBanned
	onRoof
	tooHigh
	notHighEnough
)

func (r refusal) Error() string { return r.text().String() }

// text is the refusal as a phrase, for a player of any language.
func (r refusal) text() rules.Text {
	return [...]*rules.Phrase{
		allowed:       nil,
		noSuchPlot:    sayNoSuchPlot,
		centreBanned:  sayCentreBanned,
		onRoof:        sayOnRoof,
		tooHigh:       sayTooHigh,
		notHighEnough: sayNotHighEnough,
	}[r].With()
}

// err turns a refusal into an error, nil when allowed.
func (r refusal) err() error {
	if r == allowed {
		return nil
	}
	return rules.Refused(r.text())
}

// canPlace checks the placement rules for one piece of seat on plot p.
func (g *Game) canPlace(seat int, k Kind, p int) refusal {
	if p < 0 || p >= Plots {
		return noSuchPlot
	}
	if g.turns == 0 && p == Centre {
		return centreBanned
	}
	s := &g.board[p]
	top, occupied := s.Top()
	if !occupied {
		return allowed // any piece may go on an empty plot, even a roof
	}
	if top.Kind == Roof {
		return onRoof
	}
	if s.Len() >= MaxHeight {
		return tooHigh
	}
	if int(top.Seat) == seat {
		return allowed // players may always build on their own blocks
	}
	after := s.Height() + k.halfStoreys()
	for _, q := range neighbours[p] {
		if q < 0 {
			break
		}
		n := &g.board[q]
		if n.Controller() == seat && n.Height() >= after {
			return allowed
		}
	}
	return notHighEnough
}

func (g *Game) place(seat int, k Kind, p int) {
	g.supply[seat][k]--
	g.board[p].push(Piece{Kind: k, Seat: uint8(seat)})
}

func (g *Game) hasStandardPieces(seat int) bool {
	return g.supply[seat][Block]+g.supply[seat][Roof] > 0
}

// check validates m for the player to move without changing the game.
func (g *Game) check(m Move) error {
	if g.over {
		return rules.Refuse(m, rules.GameOver.With())
	}
	seat := g.toMove
	if m.Pass {
		if g.hasLegalTurn() {
			return rules.Refuse(m, sayPassOnlyStuck.With())
		}
		return nil
	}
	if m.Piece != Block && m.Piece != Roof {
		return rules.Refuse(m, sayTurnShape.With())
	}
	c := *g
	if m.Double {
		if c.supply[seat][Fast] == 0 {
			return rules.Refuse(m, sayNoneLeft.With(plural(Fast)))
		}
		if err := c.canPlace(seat, Fast, int(m.Fast)); err != allowed {
			return rules.Refuse(m, err.text())
		}
		c.place(seat, Fast, int(m.Fast))
	}
	if c.supply[seat][m.Piece] == 0 {
		return rules.Refuse(m, sayNoneLeft.With(plural(m.Piece)))
	}
	if err := c.canPlace(seat, m.Piece, int(m.At)); err != allowed {
		return rules.Refuse(m, err.text())
	}
	return nil
}

// hasLegalTurn reports whether the player to move can place anything. While
// the game runs some plot is empty, and any piece may go on an empty plot, so
// only a player without standard blocks and roofs is stuck (a fast block can
// never be played alone).
func (g *Game) hasLegalTurn() bool {
	if !g.hasStandardPieces(g.toMove) {
		return false
	}
	for p := range Plots {
		if g.canPlace(g.toMove, Block, p) == allowed && g.supply[g.toMove][Block] > 0 ||
			g.canPlace(g.toMove, Roof, p) == allowed && g.supply[g.toMove][Roof] > 0 {
			return true
		}
	}
	return false
}

// Apply plays the turn m for the player to move.
func (g *Game) Apply(mv rules.Move) ([]rules.Event, error) {
	m, ok := asMove(mv)
	if !ok {
		return nil, rules.Refuse(mv, sayNotATurn.With())
	}
	if g.stepwise {
		if events, handled, err := g.applyStep(m); handled {
			return events, err
		}
	}
	if err := g.check(m); err != nil {
		return nil, err
	}
	seat := g.toMove
	var events []rules.Event
	if m.Pass {
		g.passes++
		events = append(events, Passed{Seat: seat})
	} else {
		g.passes = 0
		if m.Double {
			events = append(events, g.placeEvent(seat, Fast, int(m.Fast)))
		}
		events = append(events, g.placeEvent(seat, m.Piece, int(m.At)))
	}
	return g.finishTurn(events), nil
}

// finishTurn passes the turn on and applies the end rules.
func (g *Game) finishTurn(events []rules.Event) []rules.Event {
	g.turns++
	g.toMove = 1 - g.toMove
	if end, why := g.ended(); end {
		g.over = true
		o := g.Outcome()
		events = append(events, Ended{Winner: o.Winner, Buildings: g.Buildings(), Centre: g.board[Centre].Controller(), Reason: why})
	}
	return events
}

// asMove accepts a turn as a value (parsed) or a pointer (listed).
func asMove(mv rules.Move) (Move, bool) {
	switch v := mv.(type) {
	case Move:
		return v, true
	case *Move:
		return *v, true
	}
	return Move{}, false
}

func (g *Game) placeEvent(seat int, k Kind, p int) Placed {
	before := g.board[p].Controller()
	g.place(seat, k, p)
	return Placed{Seat: seat, Piece: k, Plot: p, Level: g.board[p].Len() - 1, Captured: before == 1-seat}
}

// ended applies the end rules, checked at the end of every turn.
func (g *Game) ended() (bool, string) {
	switch {
	case g.Occupied() == Plots:
		return true, "all 25 plots are occupied"
	case !g.hasStandardPieces(0) && !g.hasStandardPieces(1):
		return true, "all standard blocks and roofs are used up"
	case g.passes >= 2:
		return true, "both players passed in a row"
	}
	return false, ""
}

// Outcome: more buildings wins; on a tie the centre decides; a tie with the
// centre empty (possible only when pieces run out) is a draw.
func (g *Game) Outcome() rules.Outcome {
	if !g.over {
		return rules.Ongoing()
	}
	return rules.Winner(2, g.leader())
}

// leader is the seat that would win if the game ended now, or NoSeat.
func (g *Game) leader() int {
	n := g.Buildings()
	switch {
	case n[0] > n[1]:
		return 0
	case n[1] > n[0]:
		return 1
	}
	if c := g.board[Centre].Controller(); c >= 0 {
		return c
	}
	return rules.NoSeat
}

// LegalMoves lists every legal turn: single pieces first, plot by plot, then
// double moves. Pass appears only when nothing else is legal. The moves are
// pointers into one array: the list can hold over a thousand turns, and
// boxing each one separately would dominate the AI's time.
func (g *Game) LegalMoves() []rules.Move {
	if g.over {
		return nil
	}
	var moves []Move
	if g.stepwise {
		moves = g.appendSteps(make([]Move, 0, 3*Plots))
	} else {
		moves = g.appendLegal(make([]Move, 0, 2*Plots*(1+Plots)))
	}
	out := make([]rules.Move, len(moves))
	for i := range moves {
		out[i] = &moves[i]
	}
	return out
}

func (g *Game) appendLegal(out []Move) []Move {
	seat := g.toMove
	out = g.appendSingles(out)
	if g.supply[seat][Fast] > 0 {
		for f := range Plots {
			if g.canPlace(seat, Fast, f) != allowed {
				continue
			}
			c := *g
			c.place(seat, Fast, f)
			for _, k := range [...]Kind{Block, Roof} {
				if c.supply[seat][k] == 0 {
					continue
				}
				for p := range Plots {
					if c.canPlace(seat, k, p) == allowed {
						out = append(out, Double(f, k, p))
					}
				}
			}
		}
	}
	if len(out) == 0 {
		out = append(out, Pass)
	}
	return out
}

// singles yields the standard blocks and roofs the player to move may place:
// whole turns on their own, and second halves of a double move.
func (g *Game) singles(yield func(Move) bool) {
	seat := g.toMove
	for _, k := range [...]Kind{Block, Roof} {
		if g.supply[seat][k] == 0 {
			continue
		}
		for p := range Plots {
			if g.canPlace(seat, k, p) == allowed && !yield(Place(k, p)) {
				return
			}
		}
	}
}

func (g *Game) appendSingles(out []Move) []Move {
	for m := range g.singles {
		out = append(out, m)
	}
	return out
}

// Summary is the replay summary: buildings per seat, the centre's controller
// and every occupied plot's stack.
func (g *Game) Summary() map[string]any {
	board := map[string]string{}
	for p := range g.board {
		if !g.board[p].Empty() {
			board[PlotName(p)] = g.board[p].Code()
		}
	}
	var centre any
	if c := g.board[Centre].Controller(); c >= 0 {
		centre = c
	}
	n := g.Buildings()
	return map[string]any{
		"buildings": []int{n[0], n[1]},
		"centre":    centre,
		"board":     board,
	}
}
