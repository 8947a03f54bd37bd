package ai_test

import (
	"math"
	"testing"

	"quartet/ai"
)

func TestASearchsValueIsItsSeatsMeanReward(t *testing.T) {
	// Holding the 9, seat 0's call always wins: a search soon spends
	// nearly every iteration on it, so the position is worth nearly a whole
	// win to seat 0 and nearly nothing to seat 1.
	s := ai.NewSearch(newDuel(9, 3, 1), ai.Config{Iterations: 2000}, 7)
	if _, ok := s.Value(0); ok {
		t.Fatal("a value before any iteration")
	}
	s.Step(2000)
	v0, ok0 := s.Value(0)
	v1, ok1 := s.Value(1)
	if !ok0 || !ok1 || v0 < 0.9 || math.Abs(v0+v1-1) > 1e-9 {
		t.Fatalf("values %v (%v) and %v (%v)", v0, ok0, v1, ok1)
	}
	if _, ok := s.Value(2); ok {
		t.Fatal("a value for a seat the game lacks")
	}
}
