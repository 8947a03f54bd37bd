// Package ai plays any title through the rules contract.
//
// The search is Monte Carlo tree search, run a slice at a time: Step does a
// given number of iterations and returns, so a scene can advance it from
// Update within a frame's time budget. The browser build has one thread and no
// preemption; a search in a goroutine would freeze the game there, so nothing
// here ever runs on its own.
//
// The search starts from the view of the seat it plays (Game.View), never the
// full state. For titles with hidden information or chance, every iteration
// first fills in the unknowns with a fresh sample (Determinizer) and walks an
// open-loop tree keyed by move notation: single-observer information-set MCTS.
// For perfect-information titles it is plain UCT. Given the same view, seed
// and iteration budget it always chooses the same move.
package ai

import (
	"math"

	"quartet/rules"
)

// Config sets how hard a search works.
type Config struct {
	// Iterations is the budget: the search decides after this many.
	Iterations int
	// Exploration is the UCT constant; 0 means the default, 0.7.
	Exploration float64
	// PlayoutDepth cuts play-outs short after this many moves and scores the
	// position with the title's Evaluator; 0 plays to the end.
	PlayoutDepth int
}

// maxPlayout guards against a play-out that never ends (a bug in a title's
// rules must not hang the game): past it the position counts as a draw or is
// scored by the Evaluator.
const maxPlayout = 2000

type node struct {
	move   rules.Move
	key    string // notation, to match moves across determinizations (open loop only)
	mover  int    // the seat that played move
	visits float64
	reward float64 // sum of the mover's rewards through this node
	avail  float64 // how often the move was legal when its parent was visited
	// children and untried: in UCT mode untried holds the legal moves not yet
	// expanded; in open-loop mode untried is unused and children are matched
	// by key against each determinization's legal moves.
	children []*node
	byKey    map[string]*node
	untried  []rules.Move
	opened   bool
}

// Pruner is implemented by titles that know some legal moves are not worth
// a search's time at all: a fight with the odds against it while a purchase
// is open, or a number of cards in a duel that exact odds already settle.
// The search ranges at its root only over the moves Prune keeps; Prune must
// keep at least one and depend on the position only, so that the AI stays
// the same for a seed. Deeper in the tree every legal move stays open.
type Pruner interface {
	Prune(legal []rules.Move) []rules.Move
}

// Search is one decision in progress.
type Search struct {
	cfg   Config
	seat  int
	view  rules.Game
	legal []rules.Move
	rng   *rules.Rand
	open  bool // the view hides something: sample it each iteration
	// pruned: the title's Pruner dropped some root moves (legal keeps the rest)
	pruned bool
	root   *node
	done   int
	// sum is each seat's total reward over the iterations run, for Value.
	sum []float64
	// path and scratch are reused by every iteration to spare the allocator.
	path    []*node
	scratch []rules.Move
}

// NewSearch starts deciding the move of the seat to move in g. It keeps only
// that seat's view of g.
func NewSearch(g rules.Game, cfg Config, seed uint64) *Search {
	seat := g.ToMove()
	view := g.View(seat)
	_, open := view.(rules.Determinizer)
	if cfg.Exploration == 0 {
		cfg.Exploration = 0.7
	}
	s := &Search{
		cfg:  cfg,
		seat: seat,
		view: view,
		rng:  rules.NewRand(seed),
		open: open,
		root: &node{mover: rules.NoSeat},
	}
	s.legal, s.pruned = rootMoves(view)
	return s
}

// rootMoves are the moves a search at g ranges over: the legal ones, less
// those the title prunes.
func rootMoves(g rules.Game) (moves []rules.Move, pruned bool) {
	legal := g.LegalMoves()
	if p, ok := g.(Pruner); ok && len(legal) > 1 {
		if kept := p.Prune(legal); len(kept) > 0 && len(kept) < len(legal) {
			return kept, true
		}
	}
	return legal, false
}

// Advance returns a search for the position after m, keeping what this
// search learned below m: its subtree becomes the new root, and the new
// search adds cfg's budget of iterations to it. The AI uses it between the
// parts of one turn (rules.Stepwise).
func (s *Search) Advance(m rules.Move, cfg Config, seed uint64) (*Search, error) {
	view := s.view.Clone()
	if _, err := view.Apply(m); err != nil {
		return nil, err
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = s.cfg.Exploration
	}
	root := s.root.child(m, s.open)
	if root == nil {
		root = &node{mover: rules.NoSeat}
	}
	next := &Search{cfg: cfg, seat: view.ToMove(), view: view, rng: rules.NewRand(seed), open: s.open, root: root}
	next.legal, next.pruned = rootMoves(view)
	return next, nil
}

// Done reports whether the budget is spent (or there is nothing to decide).
func (s *Search) Done() bool {
	return s.done >= s.cfg.Iterations || len(s.legal) <= 1
}

// Iterations is how many iterations have run.
func (s *Search) Iterations() int { return s.done }

// Step runs up to n more iterations, never past the budget.
func (s *Search) Step(n int) {
	for i := 0; i < n && !s.Done(); i++ {
		s.iterate()
		s.done++
	}
}

// Best is the move chosen so far: the most visited of the legal moves at the
// root, the first legal move before any search.
func (s *Search) Best() rules.Move {
	if len(s.legal) == 0 {
		return nil
	}
	best, most := s.legal[0], -1.0
	for _, m := range s.legal {
		c := s.root.child(m, s.open)
		if c != nil && c.visits > most {
			best, most = c.move, c.visits
		}
	}
	return best
}

// Stats reports the visit count and mean reward of a root move, for tests and
// for the hint display.
func (s *Search) Stats(m rules.Move) (visits int, mean float64) {
	c := s.root.child(m, s.open)
	if c == nil || c.visits == 0 {
		return 0, 0
	}
	return int(c.visits), c.reward / c.visits
}

// Value is seat's mean reward over the iterations run so far: what the
// position is worth to seat as the search sees it, its replies included.
// A game's review compares it after two moves; ok is false before any
// iteration.
func (s *Search) Value(seat int) (v float64, ok bool) {
	if s.done == 0 || seat < 0 || seat >= len(s.sum) {
		return 0, false
	}
	return s.sum[seat] / float64(s.done), true
}

func (n *node) child(m rules.Move, open bool) *node {
	if open {
		return n.byKey[m.String()]
	}
	// Perfect-information trees hold the very moves listed at the node, so
	// notation is compared only here, at the end of a search.
	key := m.String()
	for _, c := range n.children {
		if c.move.String() == key {
			return c
		}
	}
	return nil
}

func (s *Search) iterate() {
	g := s.view.Clone()
	if d, ok := g.(rules.Determinizer); ok {
		d.Determinize(rules.NewRand(s.rng.Uint64()))
	}
	path := append(s.path[:0], s.root)
	n := s.root
	for !g.Outcome().Over {
		next, expanded := s.descend(n, g)
		if next == nil {
			break
		}
		if _, err := g.Apply(next.move); err != nil {
			break // a rules bug: score what we have rather than crash
		}
		path = append(path, next)
		n = next
		if expanded {
			break
		}
	}
	reward := s.playout(g)
	s.path = path
	if len(s.sum) < len(reward) {
		s.sum = append(s.sum, make([]float64, len(reward)-len(s.sum))...)
	}
	for i, r := range reward {
		s.sum[i] += r
	}
	for _, v := range path {
		v.visits++
		if v.mover >= 0 && v.mover < len(reward) {
			v.reward += reward[v.mover]
		}
	}
}

// descend picks the child of n to follow in g, expanding a new one when some
// legal move has not been tried. expanded reports a fresh child.
func (s *Search) descend(n *node, g rules.Game) (child *node, expanded bool) {
	mover := g.ToMove()
	if !s.open {
		if !n.opened {
			if n == s.root && s.pruned {
				n.untried = append([]rules.Move(nil), s.legal...)
			} else {
				n.untried = g.LegalMoves()
			}
			n.opened = true
		}
		if k := len(n.untried); k > 0 {
			i := s.rng.IntN(k)
			m := n.untried[i]
			n.untried[i] = n.untried[k-1]
			n.untried = n.untried[:k-1]
			c := &node{move: m, mover: mover}
			n.children = append(n.children, c)
			return c, true
		}
		return s.bestChild(n, n.children, n.visits), false
	}
	// Open loop: the legal moves depend on the determinization; a pruned
	// root's are the searching seat's own, which it sees.
	legal := s.legal
	if n != s.root || !s.pruned {
		legal = g.LegalMoves()
	}
	if n.byKey == nil {
		n.byKey = map[string]*node{}
	}
	s.scratch = s.scratch[:0]
	avail := make([]*node, 0, len(legal))
	for _, m := range legal {
		if c := n.byKey[m.String()]; c != nil {
			avail = append(avail, c)
		} else {
			s.scratch = append(s.scratch, m)
		}
	}
	for _, c := range avail {
		c.avail++
	}
	if len(s.scratch) > 0 {
		m := s.scratch[s.rng.IntN(len(s.scratch))]
		c := &node{move: m, key: m.String(), mover: mover, avail: 1}
		n.children = append(n.children, c)
		n.byKey[c.key] = c
		return c, true
	}
	if len(avail) == 0 {
		return nil, false
	}
	return s.bestChild(n, avail, -1), false
}

// bestChild is UCB1. parentVisits < 0 means "use each child's availability",
// as information-set MCTS does for moves that are not always legal. The
// logarithm of a shared parent count is taken once: it is most of the cost.
func (s *Search) bestChild(n *node, children []*node, parentVisits float64) *node {
	var best *node
	bestScore := math.Inf(-1)
	logN := 0.0
	if parentVisits >= 0 {
		logN = math.Log(parentVisits)
	}
	for _, c := range children {
		l := logN
		if parentVisits < 0 {
			l = math.Log(c.avail)
		}
		score := c.reward/c.visits + s.cfg.Exploration*math.Sqrt(l/c.visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// playout plays g on to the end (or to the depth limit) and returns each
// seat's reward.
func (s *Search) playout(g rules.Game) []float64 {
	pm, fast := g.(rules.PlayoutMover)
	limit := s.cfg.PlayoutDepth
	if limit <= 0 || limit > maxPlayout {
		limit = maxPlayout
	}
	for depth := 0; depth < limit; depth++ {
		if o := g.Outcome(); o.Over {
			return o.Reward
		}
		var m rules.Move
		if fast {
			m = pm.PlayoutMove(s.rng)
		} else {
			legal := g.LegalMoves()
			if len(legal) == 0 {
				break
			}
			m = legal[s.rng.IntN(len(legal))]
		}
		if _, err := g.Apply(m); err != nil {
			break
		}
	}
	if o := g.Outcome(); o.Over {
		return o.Reward
	}
	if e, ok := g.(rules.Evaluator); ok {
		return e.Evaluate()
	}
	even := make([]float64, g.Seats())
	for i := range even {
		even[i] = 1 / float64(len(even))
	}
	return even
}
