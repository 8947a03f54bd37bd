package kiezkoenig

import (
	"fmt"
	"strings"
)

// PlaceKind says where money or a stake card lies.
type PlaceKind uint8

const (
	AtPlayer     PlaceKind = iota // in front of a player (Index: seat)
	AtCashMarker                  // on the Cash marker of a space (Index: space)
	AtMiddle                      // bet in the middle of the board during a fight
	AtDisplay                     // in the display (stakes only)
	AtBox                         // in the box (only before the deal)
)

// Place is where money or a stake card lies, for events.
type Place struct {
	Kind  PlaceKind
	Index int
}

func (p Place) String() string {
	switch p.Kind {
	case AtPlayer:
		return fmt.Sprintf("Player %d", p.Index+1)
	case AtCashMarker:
		return "the Cash marker of " + spaceName(p.Index)
	case AtMiddle:
		return "the middle of the board"
	case AtBox:
		return "the box"
	}
	return "the display"
}

func player(seat int) Place  { return Place{AtPlayer, seat} }
func marker(space int) Place { return Place{AtCashMarker, space} }
func spaceName(s int) string {
	if s < 0 || s >= len(board.track) {
		return "the Start"
	}
	sp := board.track[s]
	switch sp.Kind {
	case BusinessSpace:
		return board.businesses[sp.Business].Name
	case AuthoritySpace:
		return sp.Authority.String()
	}
	// A person reads a Sports Car by where it stands: every one is followed
	// by a business.
	next := board.track[(s+1)%len(board.track)]
	if next.Kind == BusinessSpace {
		return "the Sports Car before " + board.businesses[next.Business].Name
	}
	return "a Sports Car"
}

// SpaceName is how a person reads space sp: a business's or an
// authority's name, or which Sports Car it is.
func SpaceName(sp int) string { return spaceName(sp) }

// Card is a kind of playing card other than a Business Stake.
type Card uint8

const (
	CorruptionCard Card = iota
	TurboCard
	SuperTurboCard
)

func (c Card) String() string {
	return [...]string{"Corruption", "Turbo", "Super Turbo"}[c]
}

// OrderRolled: a player threw the die to decide who starts.
type OrderRolled struct{ Seat, Die int }

func (e OrderRolled) String() string {
	return fmt.Sprintf("Player %d throws %d for the start", e.Seat+1, e.Die)
}

// OrderTied: the highest throw was shared; these players throw again.
type OrderTied struct{ Seats []int }

func (e OrderTied) String() string {
	return fmt.Sprintf("Tie for the start between players %s: they throw again", seatList(e.Seats))
}

// StartPlayer: the winner of the start throw goes first.
type StartPlayer struct{ Seat int }

func (e StartPlayer) String() string { return fmt.Sprintf("Player %d goes first", e.Seat+1) }

// TurnBegan: a player's turn begins. Turn counts turns from 1.
type TurnBegan struct{ Seat, Turn int }

func (e TurnBegan) String() string { return fmt.Sprintf("Turn %d: Player %d", e.Turn, e.Seat+1) }

// Rolled: a player threw the die to move.
type Rolled struct{ Seat, Die int }

func (e Rolled) String() string { return fmt.Sprintf("Player %d throws %d", e.Seat+1, e.Die) }

// How a token got where it went.
type MoveCause uint8

const (
	ByDie        MoveCause = iota // the thrown die
	ByCar                         // a Sports Car ride
	ByTurbo                       // the free move of the third Turbo card
	BySuperTurbo                  // the Super Turbo card
	ToAuthority                   // no sale for the entrance fee: the next authority
	ToFight                       // three Corruption cards: onto the business fought for
)

// Moved: a token moved. From is -1 for the Start. Steps counts spaces
// passed clockwise (0 for a free move, which goes straight to To).
type Moved struct {
	Seat, From, To, Steps int
	By                    MoveCause
}

func (e Moved) String() string {
	n := Spaces(e.Steps)
	how := [...]string{"moves " + n + " to %s", "drives the Sports Car " + n + " to %s",
		"uses three Turbo cards to go to %s", "plays the Super Turbo to go to %s",
		"has no sale and must move to %s", "takes three Corruption cards to the fight at %s"}[e.By]
	return fmt.Sprintf("Player %d "+how, e.Seat+1, spaceName(e.To))
}

// Spaces says a number of spaces in words: "1 space", "4 spaces".
func Spaces(n int) string {
	if n == 1 {
		return "1 space"
	}
	return fmt.Sprintf("%d spaces", n)
}

// Stayed: a player on a Sports Car chose not to drive.
type Stayed struct{ Seat int }

func (e Stayed) String() string { return fmt.Sprintf("Player %d stays on the Sports Car", e.Seat+1) }

// MoneyMoved: kiezdollars changed hands. Why says what for, in words.
type MoneyMoved struct {
	From, To Place
	Amount   int
	Why      string
}

func (e MoneyMoved) String() string {
	return fmt.Sprintf("%d kiezdollars go from %s to %s: %s", e.Amount, e.From, e.To, e.Why)
}

// NothingToCashIn: a Cash owner found the Cash marker empty.
type NothingToCashIn struct{ Seat, Space int }

func (e NothingToCashIn) String() string {
	return fmt.Sprintf("Player %d finds nothing to cash in at %s", e.Seat+1, spaceName(e.Space))
}

// NoFee: the player owns the business's Gang or Hot Commodity.
type NoFee struct{ Seat, Business int }

func (e NoFee) String() string {
	return fmt.Sprintf("Player %d owns a stake of %s and pays no entrance fee", e.Seat+1, board.businesses[e.Business].Name)
}

// StakeMoved: a Business Stake card moved.
type StakeMoved struct {
	Stake    int
	From, To Place
	Why      string
}

func (e StakeMoved) String() string {
	return fmt.Sprintf("%s goes from %s to %s: %s", stakeName(e.Stake), e.From, e.To, e.Why)
}

func stakeName(s int) string {
	st := board.stakes[s]
	return fmt.Sprintf("%s of %s (%s)", st.Kind, board.businesses[st.Business].Name, st.ID)
}

// CardTaken: a player took a Corruption or Turbo card from the display.
type CardTaken struct {
	Seat int
	Card Card
}

func (e CardTaken) String() string {
	return fmt.Sprintf("Player %d takes a %s card", e.Seat+1, e.Card)
}

// CardsReturned: a player's cards went back to the display (or, for the
// Super Turbo, out of the game).
type CardsReturned struct {
	Seat int
	Card Card
	N    int
}

func (e CardsReturned) String() string {
	if e.Card == SuperTurboCard {
		return fmt.Sprintf("Player %d's Super Turbo card leaves the game", e.Seat+1)
	}
	return fmt.Sprintf("Player %d returns %d %s card(s) to the display", e.Seat+1, e.N, e.Card)
}

// NoCharge: the authority found nothing of the player's to charge for.
type NoCharge struct{ Seat, Space int }

func (e NoCharge) String() string {
	return fmt.Sprintf("Player %d owns nothing %s charges for", e.Seat+1, spaceName(e.Space))
}

// ThreeCorruption: the player's third Corruption card came from an
// authority; they must fight or rob.
type ThreeCorruption struct{ Seat int }

func (e ThreeCorruption) String() string {
	return fmt.Sprintf("Player %d holds three Corruption cards: fight or rob the authority", e.Seat+1)
}

// SaleOffered: a player without the entrance fee offers a stake.
type SaleOffered struct{ Seller, Buyer, Stake, Price int }

func (e SaleOffered) String() string {
	return fmt.Sprintf("Player %d offers %s to Player %d for %d", e.Seller+1, stakeName(e.Stake), e.Buyer+1, e.Price)
}

// SaleDeclined: the offered stake was refused.
type SaleDeclined struct{ Seller, Buyer, Stake int }

func (e SaleDeclined) String() string {
	return fmt.Sprintf("Player %d does not buy %s", e.Buyer+1, stakeName(e.Stake))
}

// NoBuyer: nobody owns a stake of the business, so nobody can be offered one.
type NoBuyer struct{ Seat, Business int }

func (e NoBuyer) String() string {
	return fmt.Sprintf("Nobody owns a stake of %s to buy from Player %d", board.businesses[e.Business].Name, e.Seat+1)
}

// FightBegan: the bets are in the middle; both bullets are at the bottom of
// the winner's podium.
type FightBegan struct {
	Attacker, Defender int
	Bet, Target        int   // businesses
	AttackerStakes     []int // the attacker's bet
	DefenderStakes     []int // the defender's bet
	FightMoney         int
	Gang               [2]bool // each side's bet holds a Gang: +1 in every duel
}

func (e FightBegan) String() string {
	s := fmt.Sprintf("Player %d bets %s against Player %d's %s", e.Attacker+1, stakeIDs(e.AttackerStakes),
		e.Defender+1, stakeIDs(e.DefenderStakes))
	if e.FightMoney > 0 {
		s += fmt.Sprintf(" with %d kiezdollars of fight money", e.FightMoney)
	}
	return s
}

func stakeIDs(list []int) string {
	ids := make([]string, len(list))
	for i, s := range list {
		ids[i] = board.stakes[s].ID
	}
	return strings.Join(ids, "+")
}

func seatList(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprint(s + 1)
	}
	return strings.Join(parts, ", ")
}

// CardsPlayed: Corruption cards were added to a duellist's side for this
// duel, by the duellist or by a supporter.
type CardsPlayed struct {
	Seat, Side, N int
}

func (e CardsPlayed) String() string {
	who := [...]string{"the attacker", "the defender"}[e.Side]
	if e.N == 0 {
		return fmt.Sprintf("Player %d plays no Corruption card for %s", e.Seat+1, who)
	}
	return fmt.Sprintf("Player %d plays %d Corruption card(s) for %s", e.Seat+1, e.N, who)
}

// SupportDeclined: a player with Corruption cards stayed out of this duel.
type SupportDeclined struct{ Seat int }

func (e SupportDeclined) String() string {
	return fmt.Sprintf("Player %d stays out of the duel", e.Seat+1)
}

// DuelRolled: one duellist's die in duel number Duel (from 1).
type DuelRolled struct{ Duel, Side, Seat, Die int }

func (e DuelRolled) String() string {
	return fmt.Sprintf("Duel %d: Player %d throws %d", e.Duel, e.Seat+1, e.Die)
}

// DuelDecided: a duel's scores (die + Corruption cards + Gang) and its
// result. Winner is the winning side, or -1 for a draw; Podium is each
// bullet's level after it (3 wins the fight). Seats are the attacker's
// and the defender's, in the order of Scores and Podium.
type DuelDecided struct {
	Duel   int
	Scores [2]int
	Winner int
	Podium [2]int
	Seats  [2]int
}

// String names the duellists, not the bullets' gold and silver: a player
// seated as Gold read "the gold bullet climbs (gold 1, silver 0)" as their
// own win when the attacker had won.
func (e DuelDecided) String() string {
	if e.Winner < 0 {
		return fmt.Sprintf("Duel %d is a draw, %d to %d; the bullets stay", e.Duel, e.Scores[0], e.Scores[1])
	}
	return fmt.Sprintf("Duel %d, %d to %d: Player %d's bullet climbs to %d (Player %d %d, Player %d %d)", e.Duel,
		e.Scores[0], e.Scores[1], e.Seats[e.Winner]+1, e.Podium[e.Winner], e.Seats[0]+1, e.Podium[0], e.Seats[1]+1, e.Podium[1])
}

// FightWon: the first to three duels takes everything in the middle.
type FightWon struct {
	Winner, Loser, Side int
	Stakes              []int // every stake that was bet
	Money               int   // fight money
}

func (e FightWon) String() string {
	return fmt.Sprintf("Player %d wins the fight and takes %s", e.Winner+1, stakeIDs(e.Stakes))
}

// BecameTourist: the display is sold out and the player owns no stakes, so
// they are out of the race; their token stays on the board, moving and
// paying entrance fees, until their money is gone (then PlayerOut).
type BecameTourist struct {
	Seat int
}

func (e BecameTourist) String() string {
	return fmt.Sprintf("Player %d is a tourist: out of the race, still going round paying entrance fees until their money is gone", e.Seat+1)
}

// PlayerOut: a player left the game.
type PlayerOut struct {
	Seat int
	Why  string
}

func (e PlayerOut) String() string { return fmt.Sprintf("Player %d is out: %s", e.Seat+1, e.Why) }

// Ended: the game is over.
type Ended struct {
	Winner int
	Reason string
}

func (e Ended) String() string {
	return fmt.Sprintf("Player %d is KiezKönig: %s", e.Winner+1, e.Reason)
}

// Dealt: a player's start money, in chips of 5, 10 and 25.
type Dealt struct {
	Seat   int
	Chips  [3]int
	Amount int
}

func (e Dealt) String() string {
	return fmt.Sprintf("Player %d receives %d×5, %d×10 and %d×25 = %d kiezdollars", e.Seat+1, e.Chips[0], e.Chips[1], e.Chips[2], e.Amount)
}

// DuelCardsReturned: the Corruption cards played in a duel go back to the
// display.
type DuelCardsReturned struct{ N int }

func (e DuelCardsReturned) String() string {
	return fmt.Sprintf("The %d Corruption card(s) of the duel go back to the display", e.N)
}

// NoUndoPastDice is why a move with a throw in it cannot be taken back: the
// die's word is revealed chance, and taking it back would let a player
// throw a bad roll or a lost duel again for free.
const NoUndoPastDice = "The dice have spoken — no undo past a throw."

// Irreversible: every throw of the die is final, for every player.
func (OrderRolled) Irreversible(int) string { return NoUndoPastDice }

// Irreversible: every throw of the die is final, for every player.
func (Rolled) Irreversible(int) string { return NoUndoPastDice }

// Irreversible: every throw of the die is final, for every player.
func (DuelRolled) Irreversible(int) string { return NoUndoPastDice }
