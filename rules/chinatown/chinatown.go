package chinatown

import (
	"encoding/json"
	"fmt"
	"slices"

	"quartet/rules"
)

// Title describes Chinatown for menus, setup and records.
var Title = rules.Title{
	ID:           "chinatown",
	Name:         "Chinatown",
	Blurb:        "Trade lots and shops in 1960s New York; the richest merchant wins.",
	MinSeats:     MinSeats,
	MaxSeats:     MaxSeats,
	DefaultSeats: 4,
	New: func(options json.RawMessage, seats int, seed uint64) (rules.Game, error) {
		if seats < MinSeats || seats > MaxSeats {
			return nil, fmt.Errorf("Chinatown is a game for %d to %d players, not %d", MinSeats, MaxSeats, seats)
		}
		if err := rules.NoOptions(options); err != nil {
			return nil, err
		}
		return New(seats, seed), nil
	},
}

// Phase is the part of the round that waits for players. Dealing, drawing,
// income and the year marker happen by themselves between them.
type Phase uint8

const (
	// Keeping: players choose which dealt building cards to keep.
	Keeping Phase = iota + 1
	// Trading: players make deals until every one of them is done.
	Trading
	// Placing: players build shops from hand, one after the other.
	Placing
	// Over: the sixth year's income is paid.
	Over
)

func (p Phase) String() string {
	return [...]string{"", "keeping", "trading", "placing", "over"}[p]
}

// Deal is an open deal on the table.
type Deal struct {
	ID    int
	By    int // who proposed it or changed it last
	Terms Terms
	// Confirmed is the set of parties that agree to the terms, a bit per seat.
	Confirmed uint8
	// Changes counts how often the terms were changed since the proposal.
	Changes int
}

// Waiting reports whether seat is a party that has not confirmed yet.
func (d *Deal) Waiting(seat int) bool {
	return d.Terms.Involves(seat) && d.Confirmed&(1<<seat) == 0
}

// ClosedDeal is a deal of this trading phase that is off the table, kept so
// that players (and the AI) remember what was already tried.
type ClosedDeal struct {
	ID       int
	By       int
	Terms    Terms
	Executed bool
	// WithdrawnBy is the party that withdrew, or -1.
	WithdrawnBy int
}

// Game is a game of Chinatown. Seats sit clockwise in seat order; seat 0
// holds the First Player card in the first year.
type Game struct {
	seats int
	round int // 1..6
	phase Phase
	first int
	owner [Lots + 1]int8 // seat, or -1 for a lot nobody owns
	shop  [Lots + 1]Shop
	hand  [MaxSeats][Shops]int8 // shop tiles in hand
	money [MaxSeats]int         // -1 where a view hides it
	// earned is each player's income so far; it is public, because every
	// business is on the board for all to count.
	earned [MaxSeats]int
	bag    [Shops]int8
	// deck holds the building cards nobody holds; its order means nothing,
	// because it is shuffled before every deal. Slices in the state are
	// replaced, never written in place, so clones may share them.
	deck  []int8
	dealt [MaxSeats][]int8 // Keeping: the cards in each hand
	kept  [MaxSeats][]int8 // Keeping: the cards chosen, secret until all chose
	chose [MaxSeats]bool

	deals     []Deal
	history   []ClosedDeal
	nextDeal  int
	done      [MaxSeats]bool
	cursor    int
	proposals [MaxSeats]int // proposals and changes this trading phase
	offers    [MaxSeats]int // proposals alone this trading phase
	// Counts over the whole game, for the replay summary.
	proposed, executed int

	placer int
	over   bool
	rng    rules.Rand

	// viewer is the seat a view was made for, -1 for the true game. In a
	// view, hidden is set until Determinize fills in what was removed.
	viewer int
	hidden bool
	// follows marks a seat's copy of a game played elsewhere
	// (UnmarshalView): it applies moves despite what it hides.
	follows bool
	// total is the money of all players together, which everyone can work
	// out: the starting money plus all income (deals only move money).
	total int
}

// New sets up a game for seats players (3 to 5; it panics otherwise, which
// Title.New prevents): $50,000 each, all tiles in the bag, the building cards
// shuffled and the first year's cards dealt.
func New(seats int, seed uint64) *Game {
	if seats < MinSeats || seats > MaxSeats {
		panic(fmt.Sprintf("chinatown: %d players", seats))
	}
	g := &Game{seats: seats, round: 1, viewer: -1, rng: *rules.NewRand(seed), nextDeal: 1}
	for l := range g.owner {
		g.owner[l] = -1
		g.shop[l] = NoShop
	}
	for s := range seats {
		g.money[s] = StartMoney
	}
	g.total = seats * StartMoney
	for s := range Shop(Shops) {
		g.bag[s] = int8(s.Tiles())
	}
	g.deck = make([]int8, Lots)
	for i := range g.deck {
		g.deck[i] = int8(i + 1)
	}
	g.startRound()
	return g
}

func (g *Game) Title() string { return Title.ID }
func (g *Game) Seats() int    { return g.seats }

// Round is the year being played, 1 to 6.
func (g *Game) Round() int { return g.round }

// Year is the year the Year marker shows.
func (g *Game) Year() int { return Year(g.round) }

// Phase is the phase waiting for players.
func (g *Game) Phase() Phase { return g.phase }

// FirstPlayer is the seat holding the First Player card.
func (g *Game) FirstPlayer() int { return g.first }

// Owner is the seat owning lot, or -1.
func (g *Game) Owner(lot int) int { return int(g.owner[lot]) }

// ShopAt is the shop built on lot, or NoShop.
func (g *Game) ShopAt(lot int) Shop { return g.shop[lot] }

// Hand is how many tiles of type s seat holds.
func (g *Game) Hand(seat int, s Shop) int { return int(g.hand[seat][s]) }

// HandTiles is the number of tiles seat holds.
func (g *Game) HandTiles(seat int) int {
	n := 0
	for _, c := range g.hand[seat] {
		n += int(c)
	}
	return n
}

// Bag is how many tiles of type s are still in the bag.
func (g *Game) Bag(s Shop) int { return int(g.bag[s]) }

// BagTiles is the number of tiles in the bag.
func (g *Game) BagTiles() int {
	n := 0
	for _, c := range g.bag {
		n += int(c)
	}
	return n
}

// Money is seat's money; known is false where a view hides it.
func (g *Game) Money(seat int) (amount int, known bool) {
	return g.money[seat], g.money[seat] >= 0
}

// TotalMoney is the money of all players together, known to everybody.
func (g *Game) TotalMoney() int { return g.total }

// Earned is seat's income so far, which everyone can count.
func (g *Game) Earned(seat int) int { return g.earned[seat] }

// Viewer is the seat this game is a view for, or -1 for the true game.
func (g *Game) Viewer() int { return g.viewer }

// Dealt lists the building cards seat holds while keeping (nil when they are
// hidden from this view, or outside the keeping phase).
func (g *Game) Dealt(seat int) []int { return ints(g.dealt[seat]) }

// Chose reports whether seat has chosen the cards to keep this year.
func (g *Game) Chose(seat int) bool { return g.chose[seat] }

// Kept lists the cards seat chose to keep, nil when not chosen or hidden.
func (g *Game) Kept(seat int) []int { return ints(g.kept[seat]) }

// DeckSize is the number of building cards in the draw pile.
func (g *Game) DeckSize() int {
	if g.hidden && g.phase == Keeping {
		n := 0
		for l := 1; l <= Lots; l++ {
			if g.owner[l] < 0 {
				n++
			}
		}
		deal, _ := CardsDealt(g.seats, g.round)
		return n - deal*g.seats
	}
	return len(g.deck)
}

// LotsOf lists the lots seat owns, ascending.
func (g *Game) LotsOf(seat int) []int {
	var out []int
	for l := 1; l <= Lots; l++ {
		if int(g.owner[l]) == seat {
			out = append(out, l)
		}
	}
	return out
}

// ShopsOnBoard counts seat's shop tiles on the board (the tie-break).
func (g *Game) ShopsOnBoard(seat int) int {
	n := 0
	for l := 1; l <= Lots; l++ {
		if int(g.owner[l]) == seat && g.shop[l] != NoShop {
			n++
		}
	}
	return n
}

// Deals lists the open deals, oldest first. Callers must not modify them.
func (g *Game) Deals() []Deal { return g.deals }

// OpenDeal finds an open deal by number.
func (g *Game) OpenDeal(id int) (*Deal, bool) {
	for i := range g.deals {
		if g.deals[i].ID == id {
			return &g.deals[i], true
		}
	}
	return nil, false
}

// History lists this trading phase's deals that are off the table.
func (g *Game) History() []ClosedDeal { return g.history }

// IsDone reports whether seat has said done in this trading phase.
func (g *Game) IsDone(seat int) bool { return g.done[seat] }

// Proposals is how many deals seat proposed or changed this trading phase.
func (g *Game) Proposals(seat int) int { return g.proposals[seat] }

// Offers is how many deals seat proposed this trading phase, changes to
// deals left out.
func (g *Game) Offers(seat int) int { return g.offers[seat] }

// DealCounts is how many deals were proposed and executed in the game.
func (g *Game) DealCounts() (proposed, executed int) { return g.proposed, g.executed }

// ToMove is the seat the game waits for. While keeping it is the first seat
// (from the first player, clockwise) that has not chosen; while trading it
// cycles through the players not yet done; while placing it is the player
// placing. Keeping and trading moves are also accepted from other seats.
func (g *Game) ToMove() int {
	switch g.phase {
	case Keeping:
		for i := range g.seats {
			s := (g.first + i) % g.seats
			if !g.chose[s] {
				return s
			}
		}
	case Trading:
		return g.cursor
	case Placing:
		return g.placer
	}
	return rules.NoSeat
}

func (g *Game) ParseMove(text string) (rules.Move, error) { return ParseMove(text) }

// Clone copies the game. Slices in the state are never written in place,
// except the list of open deals, which is copied.
func (g *Game) Clone() rules.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.deals = slices.Clone(g.deals)
	c.history = slices.Clone(g.history)
	return &c
}

// Apply plays m for the seat it names.
func (g *Game) Apply(mv rules.Move) ([]rules.Event, error) {
	m, ok := mv.(Move)
	if !ok {
		return nil, rules.Refuse(mv, sayNotAMove.With())
	}
	if g.over {
		return nil, rules.Refuse(m, rules.GameOver.With())
	}
	if m.Seat < 0 || m.Seat >= g.seats {
		return nil, rules.Refuse(m, sayNoSeat.With(SeatName(m.Seat), g.seats))
	}
	if g.hidden && !g.follows {
		return nil, rules.Refuse(m, sayHidden.With())
	}
	switch m.Action {
	case Keep:
		return g.keep(m)
	case Propose, Change, Confirm, Withdraw, Done:
		return g.trade(m)
	case Place, Pass:
		return g.placeMove(m)
	}
	return nil, rules.Refuse(m, sayNotAMove.With())
}

// Outcome: the most money wins; on a tie, the most shop tiles on the board;
// players still tied share the win.
func (g *Game) Outcome() rules.Outcome {
	if !g.over {
		return rules.Ongoing()
	}
	winners := g.leaders()
	o := rules.Outcome{Over: true, Winner: rules.NoSeat, Reward: make([]float64, g.seats)}
	for _, s := range winners {
		o.Reward[s] = 1 / float64(len(winners))
	}
	if len(winners) == 1 {
		o.Winner = winners[0]
	}
	return o
}

// leaders lists the seats with the most money, narrowed by the tie-break.
func (g *Game) leaders() []int {
	best := []int{}
	bm, bs := -1, -1
	for s := range g.seats {
		m, n := g.money[s], g.ShopsOnBoard(s)
		switch {
		case m > bm || m == bm && n > bs:
			best, bm, bs = []int{s}, m, n
		case m == bm && n == bs:
			best = append(best, s)
		}
	}
	return best
}

func ints(s []int8) []int {
	if s == nil {
		return nil
	}
	out := make([]int, len(s))
	for i, v := range s {
		out[i] = int(v)
	}
	return out
}
