package hongkong_test

import (
	"strings"
	"testing"

	"quartet/rules"
	. "quartet/rules/hongkong"
	"quartet/rules/ruletest"
)

// The AI's step game plays a double move as two moves and must reach exactly
// the position the whole turn reaches.
func TestTheStepGameSplitsADoubleMoveIntoTwoMovesWithTheSameResult(t *testing.T) {
	whole := New(1)
	play(t, whole, "B a1", "B e5", "F b2 R b2")
	steps := New(1).Steps()
	for _, text := range []string{"B a1", "B e5", "F b2"} {
		m, err := steps.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := steps.Apply(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	if steps.ToMove() != 0 {
		t.Fatal("after the fast block the same player completes the turn")
	}
	for _, m := range steps.LegalMoves() {
		if strings.HasPrefix(m.String(), "F") || m.String() == "pass" {
			t.Fatalf("mid-turn the step game offers %q", m)
		}
	}
	m, _ := steps.ParseMove("R b2")
	if _, err := steps.Apply(m); err != nil {
		t.Fatal(err)
	}
	if ruletest.State(steps) != ruletest.State(whole.Steps()) {
		t.Fatalf("the two halves left\n%s\nthe whole turn left\n%s", ruletest.State(steps), ruletest.State(whole.Steps()))
	}
}

func TestJoinTurnsStepsBackIntoOneTurn(t *testing.T) {
	g := New(1)
	if m, ok := g.Join([]rules.Move{FastStep(0), Place(Roof, 1)}); !ok || m.String() != "F a1 R b1" {
		t.Fatalf("joined %v (%v)", m, ok)
	}
	if _, ok := g.Join([]rules.Move{FastStep(0)}); ok {
		t.Fatal("a lone fast block is not a whole turn")
	}
	if m, ok := g.Join([]rules.Move{Place(Block, 12)}); !ok || m.String() != "B c3" {
		t.Fatalf("a single piece is a whole turn: %v", m)
	}
}

func TestOnlyTheStepGameAcceptsALoneFastBlock(t *testing.T) {
	if _, err := New(1).ParseMove("F a1"); err == nil {
		t.Fatal("a real game accepted a lone fast block")
	}
}

func TestTheStepGameKeepsTheContract(t *testing.T) {
	ruletest.Conformance(t, func(seed uint64) rules.Game { return New(seed).Steps() }, 10, 300)
}
