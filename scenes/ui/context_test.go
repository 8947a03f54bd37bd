package ui

import (
	"quartet/sprites"
	"testing"
	"time"
)

// frame runs one frame whose own ticks and drawing take own, in which
// background work takes all the budget it is given, and which then takes
// present to reach the screen; with vsync a frame that is early waits for
// the display's next refresh. It returns the budget and the frame's length.
func frame(c *Context, last *int, own, present time.Duration, vsync bool) (budget, period time.Duration) {
	budget = c.WorkBudget(last)
	c.WorkSpent(budget)
	period = own + budget + present
	if vsync {
		period = (period + FrameInterval - 1) / FrameInterval * FrameInterval
	}
	c.EndFrame(period, own+budget)
	c.Frame++
	return budget, period
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

// The search fills each frame up to the display's interval: a table that
// draws in 5 ms and takes 3 to present leaves the search most of the other
// 8.7 ms, and the frames still come every interval, with or without a
// display to wait for.
func TestWorkFillsTheFrameUpToTheInterval(t *testing.T) {
	for _, vsync := range []bool{false, true} {
		c := &Context{Frame: 1}
		idle := 8 * time.Millisecond
		if vsync {
			idle = FrameInterval
		}
		for range 30 { // the table waits before the computer's turn
			c.EndFrame(idle, 5*time.Millisecond)
			c.Frame++
		}
		last := 0
		var work time.Duration
		late := 0
		for i := range 600 {
			b, period := frame(c, &last, 5*time.Millisecond, 3*time.Millisecond, vsync)
			if i >= 300 {
				work += b
				if period > FrameInterval+lateBy {
					late++
				}
			}
		}
		spare := FrameInterval - 8*time.Millisecond
		if mean := work / 300; mean < spare*6/10 {
			t.Errorf("vsync %v: the search gets %v a frame of the %v the frame leaves spare", vsync, mean, spare)
		}
		t.Logf("vsync %v: the search gets %v a frame; %d frames of 300 late", vsync, work/300, late)
		if late > 300/30 {
			t.Errorf("vsync %v: %d frames of 300 with the search came late", vsync, late)
		}
	}
}

// Pieces taking off make each frame's own work dearer: from the next frame
// on the search gives way, so the frames keep the interval while pieces
// fly, and it takes the time back once they have landed.
func TestWorkGivesWayToPiecesInFlight(t *testing.T) {
	c := &Context{Frame: 1}
	for range 30 { // the table waits before the computer's turn
		c.EndFrame(5*time.Millisecond, 4*time.Millisecond)
		c.Frame++
	}
	last := 0
	var calm time.Duration
	for range 120 {
		calm, _ = frame(c, &last, 4*time.Millisecond, time.Millisecond, false)
	}
	frame(c, &last, 9*time.Millisecond, time.Millisecond, false) // take-off
	var work time.Duration
	for i := range 30 {
		b, period := frame(c, &last, 9*time.Millisecond, time.Millisecond, false)
		if period > FrameInterval+lateBy {
			t.Fatalf("frame %d of the flight took %v: the search kept the pieces' time (interval %v)", i+1, period, FrameInterval)
		}
		work += b
	}
	if spare := FrameInterval - 10*time.Millisecond; work/30 < spare/2 {
		t.Errorf("while pieces fly the search gets %v a frame of the %v spare", work/30, spare)
	}
	var after time.Duration
	for range 120 {
		after, _ = frame(c, &last, 4*time.Millisecond, time.Millisecond, false)
	}
	if after < calm-time.Millisecond {
		t.Fatalf("after the flight the search gets %v, before it %v", after, calm)
	}
}

// A frame slower than the interval on its own has nothing spare: the
// search still gets an eighth of it, so that the computer decides, and the
// frames keep the 0.85 of their rate that issue 28 asks, whether the
// frame's time goes on its own ticks and drawing or on presenting it
// (llvmpipe: a still table, its screen kept, drew in 0.5 ms and took 20
// to present, and the search got a twelfth of it), and however slow the
// frame (a browser drawing in software at 3 frames a second).
func TestSlowFramesGiveTheSearchAnEighthAndKeepTheirRate(t *testing.T) {
	for _, f := range []struct{ own, present time.Duration }{
		{25 * time.Millisecond, 5 * time.Millisecond},
		{500 * time.Microsecond, 20 * time.Millisecond},
		{time.Millisecond, 100 * time.Millisecond},
		{5 * time.Millisecond, 300 * time.Millisecond}, // a browser drawing in software
	} {
		c := &Context{Frame: 1}
		last := 0
		var b, period time.Duration
		for range 120 {
			b, period = frame(c, &last, f.own, f.present, false)
		}
		if share := float64(b) / float64(period); share < 0.115 {
			t.Errorf("%v+%v: the search gets %v of a slow frame of %v (%.3f), want an eighth", f.own, f.present, b, period, share)
		}
		if keep := float64(f.own+f.present) / float64(period); keep < 0.85 {
			t.Errorf("%v+%v: slow frames with the search keep %.2f of their rate, want 0.85 or more", f.own, f.present, keep)
		}
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

// One frame long on its own (a table loading) does not hand the search
// long slices of the frames after it, though a slow frame's share follows
// the frame's cost up at once.
func TestAStallDoesNotHandTheSearchLongSlices(t *testing.T) {
	c := &Context{Frame: 1}
	last := 0
	for range 60 {
		frame(c, &last, 2*time.Millisecond, 5*time.Millisecond, false)
	}
	c.WorkBudget(&last)
	c.EndFrame(time.Second, time.Second) // the stall, with no search
	c.Frame++
	most := time.Duration(0)
	for range 60 {
		b, _ := frame(c, &last, 2*time.Millisecond, 5*time.Millisecond, false)
		most = max(most, b)
	}
	if most > maxSlowBudget {
		t.Fatalf("after a stall of a second the search got %v in one frame, want at most %v", most, maxSlowBudget)
	}
}

// A computer thinking at a still table changes the screen only when its
// spinner turns a step, one frame in twelve. Ebitengine presents no frame
// that changed nothing after four such in a row, so most frames cost no
// presenting at all, and the search takes what they leave of the interval:
// on llvmpipe presenting took 20 ms a frame and the search got an eighth
// of each, whether the frame showed anything new or not. The frames that
// are presented still keep 0.85 of their rate.
func TestFramesThatChangeNothingGiveTheirTimeToTheSearch(t *testing.T) {
	const own, present = time.Millisecond, 20 * time.Millisecond
	c := &Context{Frame: 1}
	last, unchanged := 0, 0
	var work, wall time.Duration
	for i := range 1200 {
		changed := i%12 == 0 // a spinner's step
		if changed {
			c.ScreenChanges()
		}
		b := c.WorkBudget(&last)
		c.WorkSpent(b)
		period := own + b
		if changed {
			unchanged = 0
		} else {
			unchanged++
		}
		if presented := unchanged < unpresentedAfter; presented {
			period += present
			if keep := float64(own+present) / float64(period); keep < 0.85 && i >= 60 {
				t.Fatalf("frame %d, presented, kept %.2f of its rate with the search", i, keep)
			}
		} else {
			period = max(period, FrameInterval) // paced to the interval
		}
		c.FrameDrawn(changed)
		c.EndFrame(period, own+b)
		c.Frame++
		if i >= 600 {
			work += b
			wall += period
		}
	}
	if share := float64(work) / float64(wall); share < 0.45 {
		t.Errorf("the search gets %.2f of the wall clock at a still table, want 0.45 or more", share)
	}
}
