package kiezkoenig

import (
	"encoding/json"
	"fmt"
	"math/bits"

	"quartet/rules"
)

// MaxSeats is the most players the game takes.
const MaxSeats = 5

// maxSpaces bounds the track so that the state stays a plain array.
const maxSpaces = 40

// Decks: 12 Corruption cards and 12 Turbo cards lie in the display.
const Deck = 12

// Token positions besides track spaces.
const (
	AtStart  = -1 // before the first space
	OffBoard = -2 // out of the game
)

// Title describes KiezKönig for menus, setup and records.
var Title = rules.Title{
	ID:           "kiezkoenig",
	Name:         "KiezKönig",
	Blurb:        "Buy, bribe and fight your way to King of St. Pauli.",
	MinSeats:     2,
	MaxSeats:     MaxSeats,
	DefaultSeats: 4,
	// The option's label in plain words: a newcomer read "the chips left
	// in the box" and did not know which chips, or why they mattered.
	Options: []rules.Option{{
		Key:   "rest",
		Label: "Left-over money lies as loot at",
		Choices: []rules.Choice{
			{Value: "court", Label: "the Law Courts"},
			{Value: "tax", Label: "the Tax Office"},
			{Value: "police", Label: "the Police"},
		},
	}},
	New: func(options json.RawMessage, seats int, seed uint64) (rules.Game, error) {
		if seats < 2 || seats > MaxSeats {
			return nil, fmt.Errorf("KiezKönig is a game for 2 to 5 players, not %d", seats)
		}
		var o struct {
			Rest string `json:"rest"`
		}
		if err := rules.DecodeOptions(options, &o); err != nil {
			return nil, err
		}
		rest := LawCourts
		switch o.Rest {
		case "", "court":
		case "tax":
			rest = TaxOffice
		case "police":
			rest = Police
		default:
			return nil, fmt.Errorf("option rest must be court, tax or police, not %q", o.Rest)
		}
		return NewWithRest(seats, seed, rest), nil
	},
}

// Phase is what the game waits for.
type Phase uint8

// The phases, in the order of a turn.
const (
	PhaseOrder   Phase = iota // throwing for the start player
	PhaseTurn                 // roll, or play the Super Turbo
	PhaseReroll               // throw again (after an authority)
	PhaseDrive                // how far to drive the Sports Car
	PhaseLose                 // which stake to give up for corruption
	PhaseThree                // three Corruption cards: fight or rob
	PhaseSell                 // which stake to sell for the entrance fee
	PhaseOffer                // the buyer accepts or declines
	PhaseJob                  // the second job: buy, fight or draw
	PhaseTurbo                // the free move of the third Turbo card
	PhaseCorrupt              // a duellist's Corruption cards for this duel
	PhaseSupport              // another player's support in this duel
	PhaseOver                 // the game is won
)

// phaseNames are the names the replay summary and Phase have always given.
var phaseNames = [...]string{"order", "turn", "reroll", "drive", "lose", "three", "sell", "offer", "job", "turbo", "corrupt", "support", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// The rules' code (and its tests) write the phases short.
type phase = Phase

const (
	phOrder     = PhaseOrder
	phTurnStart = PhaseTurn
	phReroll    = PhaseReroll
	phDrive     = PhaseDrive
	phLose      = PhaseLose
	phThree     = PhaseThree
	phSell      = PhaseSell
	phOffer     = PhaseOffer
	phJob       = PhaseJob
	phTurbo     = PhaseTurbo
	phCorrupt   = PhaseCorrupt
	phSupport   = PhaseSupport
	phOver      = PhaseOver
)

// fight is the fight in progress.
type fight struct {
	attacker, defender int8
	bet, target        int8
	money              int     // fight money in the middle
	gang               [2]bool // a Gang in the bet: +1 in every duel
	wins               [2]int8 // the bullets' levels on the winner's podium
	cards              [2]int8 // Corruption cards on each side in this duel
	cap                int8    // the most cards the attacker may play per duel
	step               int8    // 0 attacker, 1 defender, 2.. supporters
	supporters         [MaxSeats]int8
	nsup               int8
	duels              int16
}

// Game is a game of KiezKönig. Everything is a plain value, so a copy of
// the struct is a deep copy.
type Game struct {
	seats int8
	money [MaxSeats]int
	pos   [MaxSeats]int8
	out   [MaxSeats]bool
	// tourist marks a player out of the race whose token still goes round
	// (see checkTourists).
	tourist    [MaxSeats]bool
	corruption [MaxSeats]int8
	turbo      [MaxSeats]int8
	super      [MaxSeats]bool
	// held, display and middle partition the 36 stakes as bit sets.
	held    [MaxSeats]uint64
	display uint64
	middle  uint64
	cash    [maxSpaces]int // each space's Cash marker (none on Sports Cars)
	rest    int8           // the authority space the box's rest started on

	phase  phase
	cur    int8 // whose turn it is
	toMove int8
	turns  int
	// order throws: the seats still contending and their throws.
	contenders uint8
	orderDie   [MaxSeats]int8
	// threeCards: this turn's third Corruption card came from an authority
	// and the player chose to fight; all their cards go back at turn end.
	threeCards bool
	saleStake  int8
	saleBuyer  int8
	f          fight
	winner     int8
	reason     string

	rng rules.Rand
	// loaded are dice that tests put in before the generator's own.
	loaded []int8
	// ev collects the events of the move being applied.
	ev []rules.Event
	// quiet marks a search sample, which records no events.
	quiet bool
}

// New sets up a game for players (2 to 5) with the chips left in the box on
// the Law Courts.
func New(players int, seed uint64) *Game { return NewWithRest(players, seed, LawCourts) }

// NewWithRest sets up a game and lays the chips left in the box on the Cash
// marker of the authority rest (HOW DO I SET UP THE GAME?).
func NewWithRest(players int, seed uint64, rest Authority) *Game {
	if players < 2 || players > MaxSeats {
		panic(fmt.Sprintf("kiezkoenig: %d players", players))
	}
	g := &Game{seats: int8(players), rng: *rules.NewRand(seed), winner: rules.NoSeat}
	start := ChipsValue(StartChips(players))
	for s := range players {
		g.money[s] = start
		g.pos[s] = AtStart
		g.super[s] = true
	}
	for s := players; s < MaxSeats; s++ {
		g.pos[s] = OffBoard
		g.out[s] = true
	}
	g.rest = int8(authoritySpace(rest))
	g.cash[g.rest] = ChipsValue(RestChips(players))
	g.display = 1<<Stakes - 1
	g.contenders = uint8(1<<players - 1)
	g.phase = phOrder
	g.toMove = 0
	return g
}

func authoritySpace(a Authority) int {
	for i, sp := range board.track {
		if sp.Kind == AuthoritySpace && sp.Authority == a {
			return i
		}
	}
	panic("kiezkoenig: authority missing from the track")
}

// SetupEvents describes the deal for a scene to animate: each player's
// chips and the rest on an authority's Cash marker.
func (g *Game) SetupEvents() []rules.Event {
	var ev []rules.Event
	for s := range int(g.seats) {
		c := StartChips(int(g.seats))
		ev = append(ev, Dealt{Seat: s, Chips: c, Amount: ChipsValue(c)})
	}
	rest := RestChips(int(g.seats))
	return append(ev, MoneyMoved{From: Place{Kind: AtBox}, To: marker(int(g.rest)), Amount: ChipsValue(rest),
		Why: "the chips left in the box"})
}

func (g *Game) Title() string { return Title.ID }
func (g *Game) Seats() int    { return int(g.seats) }

// ToMove is the seat whose decision the game waits for: the player whose
// turn it is, or during a fight the duellist or supporter deciding, or the
// buyer offered a stake.
func (g *Game) ToMove() int {
	if g.phase == phOver {
		return rules.NoSeat
	}
	return int(g.toMove)
}

// Current is the player whose turn it is.
func (g *Game) Current() int { return int(g.cur) }

// Turns counts the turns begun so far.
func (g *Game) Turns() int { return g.turns }

// Money is a player's kiezdollars.
func (g *Game) Money(seat int) int { return g.money[seat] }

// Position is a player's space, AtStart or OffBoard.
func (g *Game) Position(seat int) int { return int(g.pos[seat]) }

// Out reports whether a player has left the game: their token is off the
// board. A tourist is not out until their money is gone.
func (g *Game) Out(seat int) bool { return g.out[seat] }

// Tourist reports whether a player is a tourist: out of the race (they can
// no longer win, buy, fight or draw cards) while their token stays on the
// board, moving and paying entrance fees until their money is gone.
func (g *Game) Tourist(seat int) bool { return g.tourist[seat] }

// InRace reports whether a player can still win: neither out nor a
// tourist.
func (g *Game) InRace(seat int) bool { return !g.out[seat] && !g.tourist[seat] }

// CorruptionCards and TurboCards count a player's cards.
func (g *Game) CorruptionCards(seat int) int { return int(g.corruption[seat]) }
func (g *Game) TurboCards(seat int) int      { return int(g.turbo[seat]) }

// HasSuperTurbo reports whether a player still holds the Super Turbo card.
func (g *Game) HasSuperTurbo(seat int) bool { return g.super[seat] }

// CashAt is the money on the Cash marker of a space.
func (g *Game) CashAt(space int) int { return g.cash[space] }

// Held lists a player's stakes; Display and Middle list the display's and
// those bet in a fight.
func (g *Game) Held(seat int) []int { return bitList(g.held[seat]) }
func (g *Game) Display() []int      { return bitList(g.display) }
func (g *Game) Middle() []int       { return bitList(g.middle) }

// Owner is the seat holding stake s, or -1 when it is in the display or
// bet in the middle.
func (g *Game) Owner(s int) int {
	for p := range int(g.seats) {
		if g.held[p]&(1<<s) != 0 {
			return p
		}
	}
	return -1
}

// Waiting is what the game waits for.
func (g *Game) Waiting() Phase { return g.phase }

// Phase names what the game waits for, as in the replay summary. Tests and
// tools across the repository compare it with the names; code that decides
// by the phase switches on Waiting instead.
func (g *Game) Phase() string { return g.phase.String() }

// FightState describes the fight in progress for a scene.
type FightState struct {
	Attacker, Defender int
	Bet, Target        int
	FightMoney         int
	Podium             [2]int // wins of the gold (attacker) and silver bullets
	Cards              [2]int // Corruption cards on each side in this duel
	Gang               [2]bool
	Duels              int
}

// Fight returns the fight in progress; ok is false when there is none.
func (g *Game) Fight() (FightState, bool) {
	if g.phase != phCorrupt && g.phase != phSupport {
		return FightState{}, false
	}
	f := &g.f
	return FightState{Attacker: int(f.attacker), Defender: int(f.defender), Bet: int(f.bet), Target: int(f.target),
		FightMoney: f.money, Podium: [2]int{int(f.wins[0]), int(f.wins[1])},
		Cards: [2]int{int(f.cards[0]), int(f.cards[1])}, Gang: f.gang, Duels: int(f.duels)}, true
}

func bitList(set uint64) []int {
	out := make([]int, 0, bits.OnesCount64(set))
	for set != 0 {
		s := bits.TrailingZeros64(set)
		out = append(out, s)
		set &= set - 1
	}
	return out
}

func (g *Game) ParseMove(text string) (rules.Move, error) { return ParseMove(text) }

// Clone copies the game; all of it is plain values (the loaded test dice
// are only ever read).
func (g *Game) Clone() rules.Game {
	c := *g
	c.ev = nil
	return &c
}

// View returns the game as seat sees it. Stakes, Corruption and Turbo cards
// lie open on the table (the text says so) and so do the chips, so nothing
// but the future dice is hidden: the generator is replaced.
func (g *Game) View(seat int) rules.Game {
	c := *g
	c.ev = nil
	c.loaded = nil
	c.rng = *rules.NewRand(0)
	return &c
}

// Determinize reseeds the dice from r: the only unknown is chance. The AI
// determinizes its own scratch copies of a view and never reads their
// events, so a determinized game records none, which keeps the search fast:
// its Apply returns no events but plays exactly the same rules.
func (g *Game) Determinize(r *rules.Rand) {
	g.quiet = true
	g.loaded = nil
	g.rng = *rules.NewRand(r.Uint64())
}

// Outcome: the first player to own what the start's player count asks for
// wins, or the last one left in the game.
func (g *Game) Outcome() rules.Outcome {
	if g.phase != phOver {
		return rules.Ongoing()
	}
	return rules.Winner(int(g.seats), int(g.winner))
}

// Winner is the winning seat once the game is over, else rules.NoSeat.
func (g *Game) Winner() int { return int(g.winner) }

// Summary is the replay summary: per player money, stakes, position, out
// and winner, and the table around them.
func (g *Game) Summary() map[string]any {
	players := make([]map[string]any, g.seats)
	for s := range players {
		var pos any
		switch p := g.pos[s]; {
		case p == AtStart:
			pos = "start"
		case p >= 0:
			pos = board.track[p].ID
		}
		players[s] = map[string]any{
			"money":      g.money[s],
			"stakes":     stakeList(g.held[s]),
			"position":   pos,
			"out":        g.out[s],
			"tourist":    g.tourist[s],
			"winner":     g.phase == phOver && int(g.winner) == s,
			"corruption": int(g.corruption[s]),
			"turbo":      int(g.turbo[s]),
			"superTurbo": g.super[s],
		}
	}
	cash := map[string]int{}
	for sp := range board.track {
		if g.cash[sp] > 0 {
			cash[board.track[sp].ID] = g.cash[sp]
		}
	}
	sum := map[string]any{
		"players": players,
		"display": stakeList(g.display),
		"cash":    cash,
		"turns":   g.turns,
		"phase":   g.phase.String(),
	}
	if g.middle != 0 {
		sum["middle"] = stakeList(g.middle)
	}
	if g.phase == phOver {
		sum["reason"] = g.reason
	}
	return sum
}

// Offer returns the stake offered in a forced sale and its seller while
// the buyer decides; ok is false at any other time.
func (g *Game) Offer() (stake, seller int, ok bool) {
	if g.phase != phOffer {
		return 0, 0, false
	}
	return int(g.saleStake), int(g.cur), true
}

// Chance is the game's generator (rules.PublicChance): it throws only dice,
// each seen by every player once thrown.
func (g *Game) Chance() *rules.Rand { return &g.rng }
