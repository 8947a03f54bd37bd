package chinatown

import (
	"fmt"
	"strings"
)

// RoundStarted: a new year begins; First holds the First Player card.
type RoundStarted struct {
	Round, Year, First int
}

func (e RoundStarted) String() string {
	return fmt.Sprintf("Round %d, %d (Year of the %s): Player %d is first player", e.Round, e.Year, YearAnimal(e.Year), e.First+1)
}

// Dealt: a player received building cards. Cards is for that player's eyes
// only (a scene shows it to the seat it belongs to); String keeps it secret.
type Dealt struct {
	Seat  int
	Cards []int
	Keep  int
}

func (e Dealt) String() string {
	return fmt.Sprintf("Player %d is dealt %d building cards and must keep %d", e.Seat+1, len(e.Cards), e.Keep)
}

// Chose: a player has chosen the cards to keep; which ones stays secret
// until every player has chosen.
type Chose struct{ Seat int }

func (e Chose) String() string {
	return fmt.Sprintf("Player %d has chosen the cards to keep", e.Seat+1)
}

// Revealed: a player's kept cards are shown and the player's markers go on
// those lots; the cards leave the game.
type Revealed struct {
	Seat int
	Lots []int
}

func (e Revealed) String() string {
	return fmt.Sprintf("Player %d takes lots %s", e.Seat+1, joinInts(e.Lots))
}

// Drew: a player drew shop tiles from the bag (revealed with everyone's).
type Drew struct {
	Seat  int
	Tiles []Shop
}

func (e Drew) String() string {
	names := make([]string, len(e.Tiles))
	for i, s := range e.Tiles {
		names[i] = s.Name()
	}
	return fmt.Sprintf("Player %d draws %s", e.Seat+1, strings.Join(names, ", "))
}

// TradingOpened: the trading phase begins.
type TradingOpened struct{ Round int }

func (e TradingOpened) String() string { return "Trading is open" }

// Proposed: a deal was put on the table. Its proposer has confirmed it.
type Proposed struct {
	Deal, By int
	Terms    Terms
}

func (e Proposed) String() string {
	return fmt.Sprintf("Player %d proposes deal #%d: %s", e.By+1, e.Deal, e.Terms.Describe())
}

// Changed: a party changed a deal's terms; every earlier confirmation is
// cleared and the changer has confirmed the new terms.
type Changed struct {
	Deal, By int
	Terms    Terms
}

func (e Changed) String() string {
	return fmt.Sprintf("Player %d changes deal #%d: %s", e.By+1, e.Deal, e.Terms.Describe())
}

// Confirmed: a party agreed to a deal as it stands.
type Confirmed struct{ Deal, By int }

func (e Confirmed) String() string { return fmt.Sprintf("Player %d confirms deal #%d", e.By+1, e.Deal) }

// Executed: every party confirmed and the deal took place.
type Executed struct {
	Deal  int
	Terms Terms
}

func (e Executed) String() string {
	return fmt.Sprintf("Deal #%d is done: %s", e.Deal, e.Terms.Describe())
}

// Withdrawn: a party withdrew from a deal, which is off the table.
type Withdrawn struct{ Deal, By int }

func (e Withdrawn) String() string {
	return fmt.Sprintf("Player %d withdraws from deal #%d; it is off the table", e.By+1, e.Deal)
}

// Cancelled: a deal can no longer take place, or trading ended before it did.
type Cancelled struct {
	Deal   int
	Reason string
}

func (e Cancelled) String() string { return fmt.Sprintf("Deal #%d is off: %s", e.Deal, e.Reason) }

// Reopened: another deal changed what a party of this deal owns, so its
// confirmations are cleared and every party must confirm it again.
type Reopened struct{ Deal int }

func (e Reopened) String() string {
	return fmt.Sprintf("Deal #%d must be confirmed again: a party's holdings changed", e.Deal)
}

// SaidDone: a player has finished trading for now.
type SaidDone struct{ Seat int }

func (e SaidDone) String() string { return fmt.Sprintf("Player %d is done trading", e.Seat+1) }

// TradingClosed: every player said done.
type TradingClosed struct{}

func (e TradingClosed) String() string { return "Trading is over; shops are built in turn order" }

// Placed: a player built a shop tile on one of their lots. It can never move
// again, though its ownership may change.
type Placed struct {
	Seat int
	Shop Shop
	Lot  int
}

func (e Placed) String() string {
	return fmt.Sprintf("Player %d builds a %s on lot %d", e.Seat+1, e.Shop.Name(), e.Lot)
}

// FinishedPlacing: a player's placement is over, by passing or because
// nothing more can be built.
type FinishedPlacing struct {
	Seat   int
	Passed bool
}

func (e FinishedPlacing) String() string {
	if e.Passed {
		return fmt.Sprintf("Player %d builds nothing more this year", e.Seat+1)
	}
	return fmt.Sprintf("Player %d has nothing (more) to build", e.Seat+1)
}

// Earned: a player's income for the year, business by business.
type Earned struct {
	Seat       int
	Businesses []Business
	Amount     int
}

func (e Earned) String() string {
	return fmt.Sprintf("Player %d earns %s from %d businesses", e.Seat+1, Dollars(e.Amount), len(e.Businesses))
}

// YearAdvanced: the Year marker moves one space.
type YearAdvanced struct{ From, To int }

func (e YearAdvanced) String() string {
	return fmt.Sprintf("The Year marker moves from %d to %d, the Year of the %s", e.From, e.To, YearAnimal(e.To))
}

// Ended: the sixth year's income is paid and the game is over. Money is now
// revealed; Shops counts each player's shop tiles on the board (the
// tie-break). Winner is rules.NoSeat when the tie-break ties too.
type Ended struct {
	Winner int
	Money  []int
	Shops  []int
}

func (e Ended) String() string {
	var parts []string
	for s, m := range e.Money {
		parts = append(parts, fmt.Sprintf("Player %d %s", s+1, Dollars(m)))
	}
	s := "The game ends: " + strings.Join(parts, ", ")
	if e.Winner < 0 {
		return s + "; a shared win"
	}
	return s + fmt.Sprintf("; Player %d wins", e.Winner+1)
}

func joinInts(a []int) string {
	s := make([]string, len(a))
	for i, n := range a {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

// NoUndoPastReveal is why a move that revealed something cannot be taken
// back: kept cards shown, tiles drawn from the bag, a new year's cards dealt
// and incomes paid. Taken back, they would let a player decide again
// knowing what the bag or the deck holds, or what the others earn.
const NoUndoPastReveal = "Undo cannot take back what was revealed since (cards kept, tiles drawn, a new year)."

// Irreversible: the kept cards are revealed to everyone.
func (Revealed) Irreversible(int) string { return NoUndoPastReveal }

// Irreversible: the tiles came out of the bag.
func (Drew) Irreversible(int) string { return NoUndoPastReveal }

// Irreversible: the new year's cards are in the players' hands.
func (Dealt) Irreversible(int) string { return NoUndoPastReveal }

// Irreversible: a year's income is paid, and tells what each player earns.
func (Earned) Irreversible(int) string { return NoUndoPastReveal }

// Irreversible: a deal struck is a commitment, and it told the other
// parties what each would give (play-test: Undo took back a deal the
// computer had accepted, money and tile returned). It binds its parties
// only: a deal between others is taken back with the move before it.
func (e Executed) Irreversible(seat int) string {
	if !e.Terms.Involves(seat) {
		return ""
	}
	return fmt.Sprintf("Undo cannot take back deal #%d: a deal struck is final.", e.Deal)
}
