package rules_test

import (
	"slices"
	"testing"

	"quartet/rules"
)

func TestATapeKeepsEveryDrawAndACopyGivenItDrawsTheSame(t *testing.T) {
	r := rules.NewRand(7)
	r.StartTape()
	var drawn []int
	for n := 1; n < 40; n++ {
		drawn = append(drawn, r.IntN(n))
	}
	drawn = append(drawn, r.Die()-1)
	tape := r.StopTape()
	if !slices.Equal(tape, drawn) {
		t.Fatalf("tape %v, drawn %v", tape, drawn)
	}
	other := rules.NewRand(99)
	other.Give(tape...)
	for n := 1; n < 40; n++ {
		if got := other.IntN(n); got != drawn[n-1] {
			t.Fatalf("given draw %d: %d, want %d", n, got, drawn[n-1])
		}
	}
	if got := other.Die(); got != drawn[len(drawn)-1]+1 {
		t.Fatalf("given die %d, want %d", got, drawn[len(drawn)-1]+1)
	}
}

// A game's clone copies its generator by value, taping or not; the two
// then tape on, and neither may write into the other's tape.
func TestACloneTapingNeverWritesIntoTheOriginalsTape(t *testing.T) {
	for taped := range 6 {
		r := rules.NewRand(1)
		r.StartTape()
		for range taped {
			r.IntN(1000)
		}
		c := *r
		mine := c.IntN(1000)
		r.Give(mine+1, mine+2) // the original draws otherwise than the clone
		r.IntN(1002)
		r.IntN(1002)
		if got := c.StopTape(); len(got) != taped+1 || got[taped] != mine {
			t.Fatalf("after %d draws the clone's tape ends %v, want its own draw %d", taped, got, mine)
		}
	}
}

// A copy given draws that do not fit (it has left the referee's game) draws
// afresh rather than crash; its owner sees the events differ.
func TestAGivenDrawThatDoesNotFitIsDrawnAfresh(t *testing.T) {
	r := rules.NewRand(3)
	r.Give(9, -1)
	for range 2 {
		if v := r.IntN(6); v < 0 || v >= 6 {
			t.Fatalf("IntN(6) gave %d", v)
		}
	}
}

// Give replaces what was given before and left unused, so a draw given for
// one move never leaks into the next.
func TestGivingAgainReplacesWhatWasLeft(t *testing.T) {
	r := rules.NewRand(3)
	r.Give(1, 2, 3)
	r.IntN(6)
	r.Give(5)
	if v := r.IntN(6); v != 5 {
		t.Fatalf("IntN(6) after giving 5 again: %d", v)
	}
}
