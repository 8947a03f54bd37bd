package ai

import (
	"time"

	"quartet/rules"
)

// Agent is a computer player. The scene starts it on a position, steps it a
// little every frame and takes its move when it is ready.
type Agent interface {
	// Start begins deciding the move of the seat to move in g. An agent
	// keeps only that seat's view of g.
	Start(g rules.Game)
	// Step does up to n units of work (search iterations) and reports
	// whether the decision is ready.
	Step(n int) bool
	// Move is the decision; valid once Step has reported ready.
	Move() rules.Move
}

// MCTS is the search-based Agent every title can use.
type MCTS struct {
	cfg    Config
	rng    *rules.Rand
	search *Search
	// For titles whose turns come in parts (rules.Stepwise) the agent
	// searches one part at a time in the title's step game.
	joiner rules.Stepwise
	real   rules.Game
	parts  []rules.Move
	move   rules.Move
}

// NewMCTS returns an MCTS agent. Each decision draws its search seed from the
// agent's own generator, so a game replays identically for one seed.
func NewMCTS(cfg Config, seed uint64) *MCTS {
	return &MCTS{cfg: cfg, rng: rules.NewRand(seed)}
}

func (a *MCTS) Start(g rules.Game) {
	a.joiner, a.parts, a.move, a.real = nil, a.parts[:0], nil, g
	if sw, ok := g.(rules.Stepwise); ok {
		a.joiner = sw
		g = sw.Steps()
	}
	a.search = NewSearch(g, shared(a.cfg, a.real), a.rng.Uint64())
}

// minShared is the fewest iterations a decision given a share of the budget
// gets: enough to try each of a small decision's moves a few times.
const minShared = 40

// shared is cfg with the budget the title gives g's decision
// (rules.SearchSharer).
func shared(cfg Config, g rules.Game) Config {
	sh, ok := g.(rules.SearchSharer)
	if !ok {
		return cfg
	}
	f := sh.SearchShare()
	if f <= 0 || f >= 1 {
		return cfg
	}
	cfg.Iterations = max(int(float64(cfg.Iterations)*f), min(cfg.Iterations, minShared))
	return cfg
}

func (a *MCTS) Step(n int) bool {
	if a.move != nil {
		return true
	}
	a.search.Step(n)
	if !a.search.Done() {
		return false
	}
	m := a.search.Best()
	if a.joiner == nil || m == nil {
		a.move = m
		return true
	}
	a.parts = append(a.parts, m)
	if whole, ok := a.joiner.Join(a.parts); ok {
		a.move = whole
		return true
	}
	// The turn goes on: search its next part from where this one leaves
	// it, keeping what the search learned there, with half the budget more.
	cfg := a.cfg
	cfg.Iterations = max(1, cfg.Iterations/2)
	next, err := a.search.Advance(m, cfg, a.rng.Uint64())
	if err != nil {
		a.move = m // cannot happen for a legal step; never stall
		return true
	}
	a.search = next
	return false
}

// Move returns the decision. Asked early, it still returns a whole, legal
// move: the parts chosen so far joined with the current best, or else the
// real game's first legal move.
func (a *MCTS) Move() rules.Move {
	if a.move != nil {
		return a.move
	}
	best := a.search.Best()
	if a.joiner == nil {
		return best
	}
	if whole, ok := a.joiner.Join(append(a.parts[:len(a.parts):len(a.parts)], best)); ok {
		return whole
	}
	if legal := a.real.LegalMoves(); len(legal) > 0 {
		return legal[0]
	}
	return best
}

// Release lets go of the search tree once the move is decided: an expert's
// tree holds tens of megabytes that the next decision rebuilds anyway.
func (a *MCTS) Release() {
	if a.move != nil {
		a.search = nil
	}
}

// Search exposes the search in progress, for tests and hints.
func (a *MCTS) Search() *Search { return a.search }

// Decide runs an agent to its decision in one go, for headless tools and tests.
func Decide(a Agent, g rules.Game) rules.Move {
	a.Start(g)
	for !a.Step(256) {
	}
	return a.Move()
}

// Runner advances an agent from a game loop: each Update spends at most its
// time budget, in small chunks, and never blocks. The move depends only on
// the agent's seed and work budget, not on how the work was spread over
// frames, so the same game plays the same natively and in a slow browser.
type Runner struct {
	agent    Agent
	thinking bool
	ready    bool
	elapsed  time.Duration
	// perUnit is the recent time one unit of work took: a chunk is cut to
	// what is left of the budget, so that a search whose units are slow
	// (KiezKönig's expert: a chunk took 4 ms of a loaded machine) does not
	// overrun the frame's spare time by a whole chunk.
	perUnit time.Duration
	now     func() time.Time // the clock: time.Now but in tests
	// worker is the decision under way on a goroutine of its own
	// (ThinkAside); nil when the search is sliced.
	worker *worker
}

// NewRunner wraps an agent.
func NewRunner(a Agent) *Runner { return &Runner{agent: a} }

// Begin starts thinking about g.
func (r *Runner) Begin(g rules.Game) {
	r.halt()
	if aside.Load() {
		g = own(g)
	}
	r.agent.Start(g)
	r.thinking, r.ready, r.elapsed = true, false, 0
}

// Thinking reports whether a decision is in progress.
func (r *Runner) Thinking() bool { return r.thinking }

// Cancel drops the decision in progress (after an undo, say).
func (r *Runner) Cancel() {
	r.halt()
	r.thinking, r.ready = false, false
}

// Elapsed is the computing time spent on the current decision so far.
func (r *Runner) Elapsed() time.Duration { return r.elapsed }

// Update works for up to budget and returns the move once it is decided.
// It does at least one unit of work, so that the decision comes however
// small the budgets.
func (r *Runner) Update(budget time.Duration) (rules.Move, bool) {
	if !r.thinking {
		return nil, false
	}
	if r.worker != nil || aside.Load() && !r.ready {
		if r.worker == nil {
			r.work()
		}
		if !r.poll() {
			return nil, false
		}
		return r.decided(), true
	}
	now := r.now
	if now == nil {
		now = time.Now
	}
	start := now()
	for !r.ready {
		n := r.chunk(budget - now().Sub(start))
		t0 := now()
		r.ready = r.agent.Step(n)
		r.observe(now().Sub(t0), n)
		if now().Sub(start) >= budget {
			break
		}
	}
	r.elapsed += now().Sub(start)
	if !r.ready {
		return nil, false
	}
	return r.decided(), true
}

// decided ends a decision that is ready and returns its move.
func (r *Runner) decided() rules.Move {
	r.thinking = false
	m := r.agent.Move()
	if rel, ok := r.agent.(interface{ Release() }); ok {
		rel.Release()
	}
	return m
}

// chunk is the work to do next with left of the budget: Chunk, or as much
// as left fits once a unit's time is known, and never nothing.
func (r *Runner) chunk(left time.Duration) int {
	if r.perUnit <= 0 {
		return Chunk
	}
	return max(1, min(Chunk, int(left/r.perUnit)))
}

// observe keeps the time a unit of work takes: an average that follows a
// slower unit at once, a faster one over a few chunks.
func (r *Runner) observe(d time.Duration, n int) {
	u := d / time.Duration(n)
	if u > r.perUnit {
		r.perUnit = u
	} else {
		r.perUnit = (r.perUnit*3 + u) / 4
	}
}

// Chunk is the work (iterations) between two looks at the clock: small
// enough that a frame's budget is not overrun by much even in the browser.
const Chunk = 16
