// Package review looks over a finished game for one seat and finds the two
// or three moves where that seat gave away the most: for each of its moves
// it asks the computer player of a level (hard by default) what it would
// have played, and when that differs it values both positions with a short
// search from the seat's side. The drop between the two is what the move
// cost; the moments with the largest drops are the review.
//
// A Runner works a slice at a time, like an ai.Agent, because a table runs
// it from its Update and the browser has one thread; Review runs one to the
// end for headless tools and tests.
package review

import (
	"fmt"
	"slices"
	"sort"

	"quartet/ai"
	"quartet/ai/hint"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/record"
)

// Most is how many moments a review names at most.
const Most = 3

// valueIterations is the budget of the search that values a position after
// a move: a fifth of hard's in Hong Kong, enough to separate a blunder from
// a good move while a review of forty moves stays within a few seconds.
const valueIterations = 600

// valueDepth cuts a value search's play-outs short, in titles with an
// Evaluator, after this many moves.
const valueDepth = 30

// minDrop is the least a move must cost, as a share of a win, to be named:
// below it the two searches' noise decides.
const minDrop = 0.03

// Moment is one of the seat's moves the computer would have played
// otherwise.
type Moment struct {
	// Index is the move's place in the record's moves, from 0; the viewer
	// shows the position before it at Index.
	Index  int
	Played string
	Better string
	// Why is the hint's sentence for the better move.
	Why string
	// Drop is the value the seat lost by the move, as a share of a win.
	Drop float64
}

// Number is the move's number as a player counts it, from 1.
func (m Moment) Number() int { return m.Index + 1 }

// Runner reviews one seat's moves a slice at a time.
type Runner struct {
	seat    int
	seed    uint64
	moves   []int         // indices of the seat's moves worth a look
	before  []rules.Game  // the position before each of them
	played  []rules.Move  // the move made there
	finder  *hint.Finder  // the computer's choice at the current move
	search  [2]*ai.Search // the values after the played and the better move
	hint    hint.Hint     // the computer's choice, once found
	next    int           // the move under review
	found   []Moment      // every costly move so far
	cfg     ai.Config     // the value searches' settings
	started bool          // the current move's finder has started
	valuing bool          // the current move's finder is done: value both moves
	values  [2]float64    // the current move's values once searched
}

// SetNames says how the sentences call each seat (the table's names);
// without it they are called as the title does ("Player 2").
func (r *Runner) SetNames(names func(seat int) string) { r.finder.Names = names }

// New prepares the review of seat's moves in rec (a whole game, or as much
// as was played) against the computer player of level, seeded so that a
// review always reads the same. Moves that had no choice are left out.
func New(rec *record.Record, seat int, level string, seed uint64) (*Runner, error) {
	g, err := rec.Start()
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= g.Seats() {
		return nil, fmt.Errorf("there is no seat %d: the game has %d players", seat, g.Seats())
	}
	cfg, err := opponents.Config(rec.Title, level)
	if err != nil {
		return nil, err
	}
	finder, err := hint.New(rec.Title, level, seed)
	if err != nil {
		return nil, err
	}
	cfg.Iterations = valueIterations
	r := &Runner{seat: seat, seed: seed, finder: finder, cfg: cfg}
	for i, text := range rec.Moves {
		m, err := g.ParseMove(text)
		if err != nil {
			return nil, &record.MoveError{N: i + 1, Text: text, Reason: err.Error()}
		}
		if g.ToMove() == seat && len(g.LegalMoves()) > 1 {
			r.moves = append(r.moves, i)
			r.before = append(r.before, g.Clone())
			r.played = append(r.played, m)
		}
		if _, err := g.Apply(m); err != nil {
			return nil, &record.MoveError{N: i + 1, Text: text, Reason: err.Error()}
		}
	}
	return r, nil
}

// Progress is how many of the seat's moves have been looked over, of how
// many.
func (r *Runner) Progress() (done, total int) { return r.next, len(r.moves) }

// Done reports whether every move has been looked over.
func (r *Runner) Done() bool { return r.next >= len(r.moves) }

// Step does up to n units of search and reports whether the review is
// done.
func (r *Runner) Step(n int) bool {
	for n > 0 && !r.Done() {
		n -= r.work(n)
	}
	return r.Done()
}

// work spends up to n units on the move under review and returns how many
// it spent (at least one, so that Step always gets on).
func (r *Runner) work(n int) int {
	g := r.before[r.next]
	if !r.started {
		r.finder.Start(g)
		r.started = true
	}
	if !r.valuing {
		if !r.finder.Step(n) {
			return n
		}
		r.hint = r.finder.Result()
		if r.hint.Move == nil || r.hint.Move.String() == r.played[r.next].String() {
			r.advance()
			return 1
		}
		for k, m := range []rules.Move{r.played[r.next], r.hint.Move} {
			s, v := r.valueSearch(g, m, k)
			r.search[k], r.values[k] = s, v
		}
		r.valuing = true
		return 1
	}
	spent := 0
	for k, s := range r.search {
		if s != nil && !s.Done() {
			before := s.Iterations()
			s.Step(n - spent)
			spent += s.Iterations() - before
			if !s.Done() {
				return max(spent, 1)
			}
		}
		if s != nil {
			if v, ok := s.Value(r.seat); ok {
				r.values[k] = v
			}
		}
	}
	r.record()
	return max(spent, 1)
}

// valueSearch starts valuing the position after m in g for the seat: the
// seat's own view of it, with the forced moves that follow already made.
// A position with nothing left to decide needs no search: its value is
// returned as it stands.
func (r *Runner) valueSearch(g rules.Game, m rules.Move, k int) (*ai.Search, float64) {
	c := g.Clone()
	if _, err := c.Apply(m); err != nil {
		return nil, 0
	}
	for guard := 0; guard < 100 && !c.Outcome().Over; guard++ {
		legal := c.LegalMoves()
		if len(legal) != 1 {
			break
		}
		if _, err := c.Apply(legal[0]); err != nil {
			break
		}
	}
	if o := c.Outcome(); o.Over {
		return nil, o.Reward[r.seat]
	}
	cfg := r.cfg
	if _, ok := c.(rules.Evaluator); ok && cfg.PlayoutDepth == 0 {
		// Titles that value their own positions (Chinatown) need not play
		// each year out to the end to compare two moves.
		cfg.PlayoutDepth = valueDepth
	}
	s := ai.NewSearch(c.View(r.seat), cfg, r.seed+uint64(2*r.next+k))
	if s.Done() {
		// The search has no choice to make, so it runs no iteration:
		// fall back on the title's estimate, or an even share.
		if e, ok := c.(rules.Evaluator); ok {
			return nil, e.Evaluate()[r.seat]
		}
		return nil, 1 / float64(c.Seats())
	}
	return s, 0
}

// record notes the move under review when it cost something, and moves on.
func (r *Runner) record() {
	if drop := r.values[1] - r.values[0]; drop >= minDrop {
		r.found = append(r.found, Moment{Index: r.moves[r.next], Played: r.played[r.next].String(),
			Better: r.hint.Move.String(), Why: r.hint.Why, Drop: drop})
	}
	r.advance()
}

func (r *Runner) advance() {
	r.next++
	r.started, r.valuing, r.search, r.hint, r.values = false, false, [2]*ai.Search{}, hint.Hint{}, [2]float64{}
}

// Moments are the costliest moves found so far, the costliest first, at
// most Most of them.
func (r *Runner) Moments() []Moment {
	out := slices.Clone(r.found)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Drop != b.Drop {
			return a.Drop > b.Drop
		}
		return a.Index < b.Index
	})
	return out[:min(len(out), Most)]
}

// Review looks over seat's moves in rec in one go.
func Review(rec *record.Record, seat int, level string, seed uint64) ([]Moment, error) {
	r, err := New(rec, seat, level, seed)
	if err != nil {
		return nil, err
	}
	for !r.Step(512) {
	}
	return r.Moments(), nil
}

// PersonSeat is the first seat of rec a person played, or -1.
func PersonSeat(rec *record.Record) int {
	for i, s := range rec.Seats {
		if !s.IsAI() {
			return i
		}
	}
	return -1
}
