package ui

import (
	"testing"
	"time"
)

func TestBackgroundWorkGetsOneSliceOfEachFrame(t *testing.T) {
	c := &Context{Frame: 7, FrameTime: 30 * time.Millisecond}
	last := 0
	if b := c.WorkBudget(&last); b != 10*time.Millisecond {
		t.Fatalf("a 30 ms frame gives %v, want a third of it", b)
	}
	if b := c.WorkBudget(&last); b != 0 {
		t.Fatalf("a second tick in the same frame gets %v, want nothing", b)
	}
	c.Frame++
	c.FrameTime = 500 * time.Millisecond
	if b := c.WorkBudget(&last); b != 25*time.Millisecond {
		t.Fatalf("a very slow frame gives %v, want the 25 ms cap", b)
	}
	c.Frame++
	c.FrameTime = time.Millisecond
	if b := c.WorkBudget(&last); b != 6*time.Millisecond {
		t.Fatalf("a fast frame gives %v, want the 6 ms floor", b)
	}
}
