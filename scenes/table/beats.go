package table

import (
	"quartet/rules"
	"quartet/scenes/ui"
)

// Beats is the queue in which a table shows moves. Each event of a move is
// a beat, and the beats play one after another, each for its own time, so
// that a move reads as a story (the piece flies, then the capture; the
// throw, the walk, the fee) rather than a jump. The title says what its
// events look like (a Show); the queue plays them, and handles once for
// every table the animation speed setting, skipping ahead, a beat that
// waits for the person at the screen, and which beat is showing, for the
// message line.
type Beats struct {
	queue []Beat
	// Skip makes every beat instant (skip ahead), except those the show
	// keeps (Keeper): a duel the person fights is still seen.
	Skip bool
}

// Beat is one event being shown.
type Beat struct {
	Event rules.Event
	// Seat made the move the event belongs to.
	Seat int
	// Age is the ticks the beat has played; Len its length in ticks, at
	// the speed setting, fixed as it begins.
	Age, Len int
	begun    bool
}

// Show is what a title says about its events. A show holds the picture of
// the game as shown, which lags the rules' state while beats play: Finish
// brings it up to the beat's event.
type Show interface {
	// Begin starts showing b and returns its length in ticks at normal
	// speed; 0 passes it in the same tick as the next.
	Begin(c *ui.Context, b *Beat) int
	// Step runs each tick while b plays, after its age has grown.
	Step(c *ui.Context, b *Beat)
	// Finish ends b: the picture now shows what its event did.
	Finish(c *ui.Context, b *Beat)
}

// Waiter is a show some of whose beats wait before they begin: for the
// person at the screen to throw their own die, say.
type Waiter interface {
	Waits(b *Beat) bool
}

// Pacer is a show whose beats play at other speeds by whose move they
// are: a computer's move at twice the person's pace, say. Pace returns the
// factor on the beat's length.
type Pacer interface {
	Pace(b *Beat) float64
}

// Keeper is a show some of whose beats keep their length while skipping
// ahead: the person must still see them.
type Keeper interface {
	Keep(b *Beat) bool
}

// Add queues the events of a move seat made.
func (q *Beats) Add(seat int, events []rules.Event) {
	for _, e := range events {
		q.queue = append(q.queue, Beat{Event: e, Seat: seat})
	}
}

// Busy reports beats still to play: the next move waits for them.
func (q *Beats) Busy() bool { return len(q.queue) > 0 }

// Len counts the beats still to play, the one showing included.
func (q *Beats) Len() int { return len(q.queue) }

// Showing is the beat playing now, or nil while none has begun.
func (q *Beats) Showing() *Beat {
	if len(q.queue) == 0 || !q.queue[0].begun {
		return nil
	}
	return &q.queue[0]
}

// Drop forgets every beat: the moves were taken back, and the table shows
// the game afresh.
func (q *Beats) Drop() { q.queue = q.queue[:0] }

// Update plays the beats for one tick: beats of no length all pass in the
// same tick, and a beat that waits holds every beat behind it.
func (q *Beats) Update(c *ui.Context, show Show) {
	for len(q.queue) > 0 {
		b := &q.queue[0]
		if !b.begun {
			if w, ok := show.(Waiter); ok && w.Waits(b) {
				return
			}
			b.begun = true
			b.Len = q.length(c, show, b, show.Begin(c, b))
		}
		if b.Age >= b.Len {
			show.Finish(c, b)
			q.queue = q.queue[1:]
			continue
		}
		b.Age++
		show.Step(c, b)
		return
	}
}

// length is a beat's length in ticks, at the speed setting and the show's
// pace, or none while skipping ahead.
func (q *Beats) length(c *ui.Context, show Show, b *Beat, base int) int {
	if base <= 0 {
		return 0
	}
	if q.Skip {
		if k, ok := show.(Keeper); !ok || !k.Keep(b) {
			return 0
		}
	}
	if p, ok := show.(Pacer); ok {
		base = max(1, int(float64(base)*p.Pace(b)+0.5))
	}
	return c.AnimTicks(base)
}
