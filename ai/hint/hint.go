// Package hint finds the move the computer would make for the seat to move
// and says why, in one sentence built from the title's own evaluation.
//
// A Finder is anytime and sliced like an ai.Agent (Start, Step, Result),
// because a table runs it from its Update and the browser has one thread.
// It asks ai/opponents for the computer player of the level, so the move is
// the one that player makes for the same seed; the sentence is worked out
// from the position before and after that move, as the seat to move sees
// it (its View), by the title's explainer in this package. Nothing in a
// sentence is canned: each one carries a figure read off the rules or the
// evaluation.
package hint

import (
	"fmt"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/catalog"
)

// DefaultLevel is the level whose move a hint shows unless told otherwise;
// LevelFor says which for a title.
const DefaultLevel = "hard"

// LevelFor is the level whose move a hint and a review show in title: the
// hard computer, but KiezKönig's expert, which decides in a tenth of a
// second of CPU, where its hard level is a 150-iteration search, kept that
// weak so that each level beats the one below (docs/kiezkoenig-ai.md).
func LevelFor(title string) string {
	if title == "kiezkoenig" {
		return "expert"
	}
	return DefaultLevel
}

// Hint is what a hint says, from the vaguest to the most precise: the area
// of the board, the move itself (and the spot a table lights for it), and
// why.
type Hint struct {
	Move rules.Move
	// Nudge names the area of the board in a player's words: "the centre
	// plot", "the fight for Arms Ltd", "trading with Jade".
	Nudge string
	// Target is the table's id of the spot the move is made on, as the
	// title's scene names its targets: "plot-c3" (Hong Kong), "cell-d4"
	// (Hong), "space-R2" or "die" (KiezKönig), "lot-17" (Chinatown); ""
	// when the move is made with a button rather than on the board.
	Target string
	// Why is the sentence: what the move does, in the title's terms and
	// numbers.
	Why string
}

// explain works out a hint's words for move m of seat in view v (that
// seat's View of the game), found by agent. name says how to call a seat.
type explain func(v rules.Game, seat int, m rules.Move, name func(int) string, agent ai.Agent) (nudge, target, why string)

// explainers are the titles' explainers, each in its own file.
var explainers = map[string]explain{}

// Finder finds a hint a slice at a time.
type Finder struct {
	agent ai.Agent
	title string
	// Names says how to call each seat; nil calls them as the title does
	// ("Player 2", "Dragon Master").
	Names func(seat int) string
	view  rules.Game
	seat  int
	hint  Hint
	ready bool
}

// New returns a finder of the hints of title's computer player at level,
// seeded so that the same position always gets the same hint.
func New(title, level string, seed uint64) (*Finder, error) {
	if _, ok := explainers[title]; !ok {
		return nil, fmt.Errorf("no hints for title %q", title)
	}
	a, err := opponents.New(title, level, seed)
	if err != nil {
		return nil, err
	}
	return &Finder{agent: a, title: title}, nil
}

// Start begins finding the hint for the seat to move in g. The computer
// player keeps only that seat's view of g, and so does the explainer.
func (f *Finder) Start(g rules.Game) {
	f.seat, f.hint, f.ready = g.ToMove(), Hint{}, false
	f.view = nil
	if f.seat == rules.NoSeat {
		f.ready = true
		return
	}
	f.view = g.View(f.seat)
	f.agent.Start(g)
}

// Step does up to n units of the computer player's work and reports whether
// the hint is ready.
func (f *Finder) Step(n int) bool {
	if f.ready {
		return true
	}
	if !f.agent.Step(n) {
		return false
	}
	m := f.agent.Move()
	// The search tree (tens of megabytes at expert) is not needed once
	// the move is known.
	if r, ok := f.agent.(interface{ Release() }); ok {
		r.Release()
	}
	f.hint = Hint{Move: m}
	if m != nil {
		f.hint.Nudge, f.hint.Target, f.hint.Why = explainers[f.title](f.view, f.seat, m, f.name, f.agent)
	}
	f.ready = true
	return true
}

// Result is the hint; its Move is nil when the game is over or before Step
// has reported ready.
func (f *Finder) Result() Hint { return f.hint }

func (f *Finder) name(seat int) string {
	if f.Names != nil {
		return f.Names(seat)
	}
	if t, ok := catalog.Lookup(f.title); ok {
		return t.SeatName(seat)
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// Find runs a finder to its hint in one go, for headless tools and tests.
func Find(g rules.Game, level string, seed uint64) (Hint, error) {
	f, err := New(g.Title(), level, seed)
	if err != nil {
		return Hint{}, err
	}
	f.Start(g)
	for !f.Step(256) {
	}
	return f.Result(), nil
}
