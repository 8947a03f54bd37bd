// Package rules is the contract every Quartet title implements.
//
// A title lives in its own package under rules/ (rules/hongkong is the model to
// copy). Its state is pure data: it imports no Ebitengine, reads no clock and
// takes its chance only from the Rand it carries, so the same seed and the same
// moves always give the same game. The scenes, the AI, the records and the
// headless tools all talk to a title through the Game interface below and
// nothing else, which is what lets one AI and one record format serve four
// very different games.
package rules

import "fmt"

// NoSeat stands where a seat number is expected but there is none: nobody to
// move once the game is over, nobody the winner of a draw.
const NoSeat = -1

// Move is one decision of one player. Its String is the title's notation, and
// the title's ParseMove reads that text back into an equal move, so a game
// record is just the notation of its moves.
type Move interface {
	String() string
}

// Event is one thing that happened while a move was applied: a piece landed, a
// die was rolled, money changed hands. Scenes animate events and play their
// sounds; String says what happened in plain words for the game log.
type Event interface {
	String() string
}

// Outcome says whether the game is over and how it ended.
type Outcome struct {
	Over bool
	// Winner is the winning seat, or NoSeat for a draw or a game nobody won.
	Winner int
	// Reward holds one value per seat in [0, 1]: 1 for the winner, 0 for the
	// losers, shares for a draw. The AI maximises its own entry.
	Reward []float64
}

// Game is the state of one game of one title.
type Game interface {
	// Title is the title's id, as used in records: "hongkong", "hong", ...
	Title() string
	// Seats is the number of players.
	Seats() int
	// ToMove is the seat whose decision the game waits for, or NoSeat once
	// the game is over. Titles where several players may act at once
	// (trading) still name one seat here, in a fixed order, so that
	// headless play and search have a well-defined next step.
	ToMove() int
	// LegalMoves lists every move ToMove may make now, in a deterministic
	// order. It is empty only when the game is over.
	LegalMoves() []Move
	// Apply plays m for the seat it belongs to. On success it returns the
	// events that happened, in order. An illegal move leaves the state
	// untouched and returns an *IllegalMove naming the broken rule in words a
	// player understands.
	Apply(m Move) ([]Event, error)
	// ParseMove reads one move in the title's notation. It checks the syntax
	// only: whether the move is legal is Apply's business.
	ParseMove(text string) (Move, error)
	// Clone returns an independent deep copy, chance generator included.
	Clone() Game
	// Outcome reports whether the game is over, and its result.
	Outcome() Outcome
	// View returns a copy holding only what seat may know: other players'
	// hidden cards and money are replaced by what is publicly known, and the
	// chance generator is replaced so that future dice and draws cannot be
	// read from it. Titles with no hidden information still replace the
	// generator.
	View(seat int) Game
	// Summary is the title's own part of the replay summary (see the record
	// package), as JSON-ready values.
	Summary() map[string]any
}

// Determinizer is implemented by views of titles with hidden information or
// chance. Determinize fills what View hid with one sample consistent with
// everything the viewer knows, drawn from r, and reseeds the chance generator
// from r. The AI searches over many such samples, so it never peeks.
type Determinizer interface {
	Determinize(r *Rand)
}

// PublicChance is implemented by titles whose chance is seen by every
// player the moment it is drawn (KiezKönig's dice, Hong's set-up) and never
// before. Chance is the game's own generator: an online referee tapes the
// draws of each move (Rand.StartTape) and sends them with it, and a
// player's copy, which does not know the seed, is given them (Rand.Give)
// before it applies the move. A title with secret draws (Chinatown's cards)
// must not implement it: its tape would tell who holds what.
type PublicChance interface {
	Chance() *Rand
}

// Evaluator is implemented by titles whose games can run long. Evaluate
// estimates each seat's Reward from a position that is not over, so that
// search can cut random play-outs short.
type Evaluator interface {
	Evaluate() []float64
}

// PlayoutMover is implemented by titles whose full LegalMoves list is costly.
// PlayoutMove picks one legal move for ToMove using r, cheaply and with a bias
// towards sensible play, for the AI's random play-outs.
type PlayoutMover interface {
	PlayoutMove(r *Rand) Move
}

// Stepwise is implemented by titles whose turns are built from parts, such
// as Hong Kong's double move (a fast block, then a block or roof). Searching
// the parts one at a time gives the AI a branching of tens instead of
// thousands. Steps returns a copy of the game in which each part is a move of
// its own (the same seat moves again until its turn is complete); Join turns
// the parts chosen there back into one move of the real game, reporting
// whether they make a whole turn yet.
type Stepwise interface {
	Steps() Game
	Join(parts []Move) (m Move, complete bool)
}

// SearchSharer is implemented by titles some of whose decisions are so small
// (a handful of moves, such as how many cards to add to a duel) that a small
// share of the AI's search budget decides them nearly as well as the whole,
// while the whole made a person wait on them many times a round. SearchShare
// is that share for the decision of the seat to move, in (0, 1]; it must
// depend on the position only, so that the AI stays the same for a seed.
type SearchSharer interface {
	SearchShare() float64
}

// Irreversible is implemented by events that undo must not take back: a
// die thrown, a card or tile revealed, a commitment made to another player.
// Taking such an event back would let a person throw a bad roll again for
// free, or decide again knowing what was secret a moment ago. The table
// offers no undo of a move in which one happened, for every title alike,
// which is why the rules say it and not each title's scene.
//
// Irreversible says, in a player's words, why seat (a person who would take
// the move back) may not, or "" where seat may. Chance and secrets bar every
// seat alike; a promise binds only those who made it, so an event may bar
// some seats and not others.
type Irreversible interface {
	Irreversible(seat int) string
}

// Final is why seats (the people who would take events back) may not: the
// reason of the first event that is Irreversible for any of them, or ""
// where they may take every one back.
func Final(events []Event, seats ...int) string {
	for _, e := range events {
		ir, ok := e.(Irreversible)
		if !ok {
			continue
		}
		for _, seat := range seats {
			if why := ir.Irreversible(seat); why != "" {
				return why
			}
		}
	}
	return ""
}

// IllegalMove is the error Apply returns for a move the rules forbid.
type IllegalMove struct {
	Move   string // the move in notation
	Reason string // the rule, in plain English: "You may not build on a roof."
	// Why is the reason as a code and its arguments, for a player who reads
	// another language (package lang renders it). A title's refusal always
	// has one; Illegal, kept for toy games in tests, leaves it zero.
	Why Text
}

func (e *IllegalMove) Error() string { return e.Reason }

// Illegal builds an *IllegalMove for m with a formatted English reason and no
// code: the titles use Refuse, so that their reasons can be translated.
func Illegal(m Move, format string, args ...any) error {
	text := ""
	if m != nil {
		text = m.String()
	}
	return &IllegalMove{Move: text, Reason: fmt.Sprintf(format, args...)}
}

// Winner returns the Outcome of a finished game won by seat (or drawn when
// seat is NoSeat and the draw is shared by all players).
func Winner(seats, seat int) Outcome {
	r := make([]float64, seats)
	if seat == NoSeat {
		for i := range r {
			r[i] = 1 / float64(seats)
		}
	} else {
		r[seat] = 1
	}
	return Outcome{Over: true, Winner: seat, Reward: r}
}

// Ongoing is the Outcome of a game that is not over.
func Ongoing() Outcome { return Outcome{Winner: NoSeat} }

// GameOver is every title's refusal of a move after the end.
var GameOver = &Phrase{Code: "game-over", English: "The game is over."}
