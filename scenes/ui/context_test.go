package ui

import (
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
