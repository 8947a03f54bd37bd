package ui

import (
	"quartet/sprites"
	"testing"
	"time"
)

// frame runs one frame in which background work takes the budget it is
// given, and ends it after the time the table draws in plus that work.
func frame(c *Context, last *int, draw time.Duration) time.Duration {
	b := c.WorkBudget(last)
	c.EndFrame(draw + b)
	c.Frame++
	return b
}

func TestBackgroundWorkGetsOneSliceOfEachFrame(t *testing.T) {
	c := &Context{Frame: 7}
	last := 0
	if b := c.WorkBudget(&last); b <= 0 {
		t.Fatalf("the first tick of a frame gets %v, want a slice", b)
	}
	if b := c.WorkBudget(&last); b != 0 {
		t.Fatalf("a second tick in the same frame gets %v, want nothing", b)
	}
}

func TestWorkShrinksWhenItSlowsTheFramesDown(t *testing.T) {
	c := &Context{Frame: 1}
	for range 10 {
		c.EndFrame(10 * time.Millisecond) // frames without work: 100 fps
		c.Frame++
	}
	last := 0
	var b time.Duration
	for range 60 {
		b = frame(c, &last, 10*time.Millisecond)
	}
	if got := 10*time.Millisecond + b; float64(got) > float64(10*time.Millisecond)/keepRate*1.15 {
		t.Fatalf("frames with work settle at %v, want within about %.0f%% of the 10 ms idle frames", got, 100/keepRate-100)
	}
	if b < minBudget {
		t.Fatalf("budget %v is under the floor %v", b, minBudget)
	}
}

func TestWorkGrowsWhileFramesHaveTimeToSpare(t *testing.T) {
	c := &Context{Frame: 1}
	for range 10 {
		c.EndFrame(40 * time.Millisecond) // the display waits: idle frames are slow
		c.Frame++
	}
	last := 0
	var b time.Duration
	for range 200 {
		// The work hides in the wait: the frame takes as long as before.
		c.WorkBudget(&last)
		c.EndFrame(40 * time.Millisecond)
		c.Frame++
		b = c.work.budget
	}
	if b != maxBudget {
		t.Fatalf("budget %v while frames keep their rate, want it to grow to the cap %v", b, maxBudget)
	}
}

// holdAndLift runs ticks of a pointer held at (x, y) and then let go there; at
// each tick, lay places the targets and reports which of them fired.
func holdAndLift(c *Context, x, y float64, ticks int, lay func(tick int) []string) (fired []string) {
	for i := 0; i <= ticks; i++ {
		c.Tick++
		c.Pointer.Inject(x, y, i < ticks)
		c.Pointer.Update(1)
		c.BeginTick()
		fired = append(fired, lay(i)...)
	}
	return fired
}

func TestATapActsOnlyOnTheButtonItWasPressedOn(t *testing.T) {
	c := &Context{Pointer: &Pointer{}}
	left, right := sprites.R(0, 0, 100, 44), sprites.R(100, 0, 100, 44)
	// Change stands on the right; as the finger is down, a second offer
	// arrives and Next takes the right, Change moving left.
	fired := holdAndLift(c, 150, 20, 3, func(tick int) (f []string) {
		change, next := right, sprites.Rect{}
		if tick >= 2 {
			change, next = left, right
		}
		if c.Target("change", change, "Change", true) {
			f = append(f, "change")
		}
		if next.W > 0 && c.Target("next", next, "Next offer", true) {
			f = append(f, "next")
		}
		return f
	})
	if len(fired) != 0 {
		t.Fatalf("a press begun on Change, let go where Next had come, fired %v", fired)
	}
	// The same press with nothing moving acts.
	fired = holdAndLift(c, 150, 20, 3, func(int) (f []string) {
		if c.Target("change", right, "Change", true) {
			f = append(f, "change")
		}
		return f
	})
	if len(fired) != 1 {
		t.Fatalf("a tap on a button that stayed put fired %v", fired)
	}
	// A press begun where no button was is judged by where it ends, as
	// before: a button appearing under a finger still takes it (once the
	// spot's last button acted a while ago: see the test below).
	c.Tick += guardTicks
	fired = holdAndLift(c, 150, 20, 3, func(tick int) (f []string) {
		if tick >= 1 && c.Target("next", right, "Next", true) {
			f = append(f, "next")
		}
		return f
	})
	if len(fired) != 1 {
		t.Fatalf("a button that came under a press begun on nothing fired %v", fired)
	}
}

// A double tap does not act twice: for a moment after a button acts, a
// new button at its spot takes no tap (a second tap on Start landed on the
// table, on a card on the menu's question), while the same button takes
// its own taps, and a button elsewhere takes one at once.
func TestASpotWhoseButtonJustActedIgnoresATapOnWhatCameThere(t *testing.T) {
	c := &Context{Pointer: &Pointer{}}
	r, other := sprites.R(0, 0, 100, 44), sprites.R(200, 0, 100, 44)
	start := holdAndLift(c, 50, 20, 3, func(int) (f []string) {
		if c.Target("start", r, "Start", true) {
			f = append(f, "start")
		}
		return f
	})
	if len(start) != 1 {
		t.Fatalf("Start did not act: %v", start)
	}
	came := func(int) (f []string) {
		if c.Target("board", r, "Board", true) {
			f = append(f, "board")
		}
		if c.Target("log", other, "Log", true) {
			f = append(f, "log")
		}
		return f
	}
	if fired := holdAndLift(c, 50, 20, 3, came); len(fired) != 0 {
		t.Fatalf("the second tap of a double tap set off %v", fired)
	}
	if c.Targets[0].Enabled {
		t.Error("the guarded button is reported ready to tap")
	}
	if fired := holdAndLift(c, 250, 20, 3, came); len(fired) != 1 {
		t.Fatalf("a tap elsewhere set off %v", fired)
	}
	c.Tick += guardTicks
	if fired := holdAndLift(c, 50, 20, 3, came); len(fired) != 1 || fired[0] != "board" {
		t.Fatalf("a tap a moment later set off %v", fired)
	}
}
