package ai

import (
	"runtime"
	"sync/atomic"
	"time"

	"quartet/rules"
)

// aside says whether Runners search on a goroutine of their own.
var aside atomic.Bool

// ThinkAside lets every Runner search on a goroutine of its own, beside
// the game loop, rather than in slices of each frame, for at most
// asideShare of the wall clock: a machine with a core that the drawing
// leaves idle then decides without waiting for frames to spare a few
// milliseconds each. The move is the same: a decision's iterations are
// fixed, and nothing else changes it. It is off unless asked for
// (QUARTET_THINKASIDE=1): on the two-core build machine, whose cores
// llvmpipe's drawing keeps busy, it cost the frames more than it saved
// the decisions (docs/performance.md). A browser has one thread, where a
// goroutine that never waits would keep the page from drawing, so there
// the search stays sliced whatever is asked. Tests that tick faster than
// real time leave it off, so a decision there takes a number of ticks, not
// of milliseconds.
func ThinkAside(on bool) { aside.Store(on && runtime.GOOS != "js") }

// worker is a decision under way on its own goroutine.
type worker struct {
	stop atomic.Bool
	done chan struct{}
	// Written by the goroutine, read once done is closed.
	ready bool
	spent time.Duration
}

// work starts the agent's search on a goroutine of its own. The agent
// belongs to that goroutine until done is closed.
func (r *Runner) work() {
	w := &worker{done: make(chan struct{})}
	r.worker = w
	go func(a Agent) {
		defer close(w.done)
		start := time.Now()
		for !w.stop.Load() && !w.ready {
			t := time.Now()
			w.ready = a.Step(Chunk)
			w.spent += time.Since(t)
			// At most asideShare of the wall clock: a machine whose
			// cores the drawing keeps busy keeps the rest of them.
			if over := w.spent - time.Duration(asideShare*float64(time.Since(start))); over > 0 && !w.ready {
				time.Sleep(time.Duration(float64(over) / asideShare))
			}
		}
	}(r.agent)
}

// asideShare is the most of the wall clock a worker searches: an expert's
// half second of work then takes about a second, and the drawing keeps
// the rest of a core that it shares with the search.
const asideShare = 0.5

// poll takes the worker's decision once it is made.
func (r *Runner) poll() bool {
	select {
	case <-r.worker.done:
	default:
		return false
	}
	r.ready, r.elapsed = r.worker.ready, r.worker.spent
	r.worker = nil
	return r.ready
}

// halt stops a worker under way and waits for it (at most one chunk), so
// that the agent is the caller's again.
func (r *Runner) halt() {
	if w := r.worker; w != nil {
		w.stop.Store(true)
		<-w.done
		r.worker = nil
	}
}

// own is what a worker searches: a copy of g of its own, since the table
// goes on with g meanwhile (a person's out-of-turn trade, an undo) and a
// title's view may share its slices.
func own(g rules.Game) rules.Game {
	if g == nil {
		return nil
	}
	return g.Clone()
}
