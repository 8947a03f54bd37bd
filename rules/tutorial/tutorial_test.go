package tutorial

import (
	"strings"
	"testing"
)

// hk builds a Hong Kong tutorial of one section from steps in JSON.
func hongKong(t *testing.T, steps string) *Tutorial {
	t.Helper()
	tut, err := Parse([]byte(`{"title": "hongkong", "seed": 1, "you": 0, "names": ["", "Jade"],
		"sections": [{"name": "Only", "steps": [` + steps + `]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	return tut
}

func wantProblem(t *testing.T, tut *Tutorial, words string) {
	t.Helper()
	problems := Check(tut)
	for _, p := range problems {
		if strings.Contains(p.Error(), words) {
			return
		}
	}
	t.Fatalf("check found %v, want a problem saying %q", problems, words)
}

func TestATutorialThatFitsTheRulesHasNoProblems(t *testing.T) {
	tut := hongKong(t, `{"say": "The goal."}, {"say": "Tap b2.", "show": ["plot-b2", "piece-block"], "expect": "B b2"},
		{"auto": "B c2"}, {"say": "Any roof on column b.", "expect": "R b*"}, {"auto": "B d4"}, {"say": "A tip."}`)
	if p := Check(tut); len(p) != 0 {
		t.Fatal(p)
	}
}

func TestAnExpectedMoveTheRulesRefuseIsReported(t *testing.T) {
	// The start player may not build on the centre on the first turn.
	wantProblem(t, hongKong(t, `{"say": "Tap c3.", "expect": "B c3"}`), "step 1: expected move \"B c3\"")
}

func TestAnAutoMoveOnThePersonsTurnIsReported(t *testing.T) {
	wantProblem(t, hongKong(t, `{"auto": "B c2"}`), "it is the person's turn")
}

func TestAnExpectOnTheOtherSeatsTurnIsReported(t *testing.T) {
	wantProblem(t, hongKong(t, `{"say": "Tap b2.", "expect": "B b2"}, {"say": "Again.", "expect": "B b3"}`), "step 2: expects \"B b3\", but it is not the person's turn")
}

func TestAShowOfSomethingNotOnTheTableIsReported(t *testing.T) {
	wantProblem(t, hongKong(t, `{"say": "Look.", "show": ["plot-f9"]}`), `"plot-f9" is nothing on the hongkong table`)
	wantProblem(t, hongKong(t, `{"say": "Look.", "show": ["dice"]}`), `"dice" is nothing`)
}

func TestAPatternNoLegalMoveFitsIsReported(t *testing.T) {
	wantProblem(t, hongKong(t, `{"say": "Centre roof.", "expect": "R c3"}`), "expected move")
	wantProblem(t, hongKong(t, `{"say": "Any centre roof.", "expect": "R c?3"}`), "no legal move fits")
}

func TestAReplyThatFitsOnlySomeMovesOfAPatternIsReported(t *testing.T) {
	// Jade's roof on b3 fits a game where the person built on b2, and
	// not one where the person built on b3: Jade has no building beside
	// it to build on the person's block with.
	tut := hongKong(t, `{"say": "b2 or b3.", "expect": "B b[23]"}, {"auto": "R b3"}`)
	wantProblem(t, tut, "auto move \"R b3\"")
}

func TestStepsKnowTheirKindAndFit(t *testing.T) {
	e := Step{Say: "x", Expect: "F c3 B c3"}
	if e.Kind() != Expect || e.Pattern() || !e.Fits("F  c3 B c3") || e.Fits("F c3 B c2") {
		t.Fatal("an exact expect should fit its own move only")
	}
	p := Step{Say: "x", Expect: "R *"}
	if !p.Pattern() || !p.Fits("R a1") || p.Fits("B a1") {
		t.Fatal("a pattern should fit the moves it names")
	}
	if (Step{Auto: "B a1"}).Kind() != Auto || (Step{Say: "x"}).Kind() != Show {
		t.Fatal("kinds")
	}
}

func TestParseRefusesAStepThatBothExpectsAndPlays(t *testing.T) {
	_, err := Parse([]byte(`{"title": "hongkong", "sections": [{"name": "A", "steps": [{"say": "x", "expect": "B a1", "auto": "B a2"}]}]}`))
	if err == nil {
		t.Fatal("want an error")
	}
}

func TestFirstIsWhereASectionBegins(t *testing.T) {
	tut, _ := Parse([]byte(`{"title": "hongkong", "sections": [{"name": "A", "steps": [{"say": "a"}, {"say": "b"}]}, {"name": "B", "steps": [{"say": "c"}]}]}`))
	if tut.First(0) != 0 || tut.First(1) != 2 {
		t.Fatal(tut.First(1))
	}
	steps, sec := tut.Steps()
	if len(steps) != 3 || sec[2] != 1 {
		t.Fatal(sec)
	}
	moves, _ := Parse([]byte(`{"title": "hongkong", "sections": [{"name": "A", "steps": [{"say": "a"}, {"say": "b", "expect": "B a1"}, {"auto": "B a2"}]}, {"name": "B", "steps": [{"say": "c"}]}]}`))
	if moves.MovesBefore(0) != 0 || moves.MovesBefore(1) != 2 {
		t.Fatal(moves.MovesBefore(1))
	}
}

func TestATutorialBeginsWithTheGoalAndEndsWithATip(t *testing.T) {
	wantProblem(t, hongKong(t, `{"say": "Tap b2.", "expect": "B b2"}, {"say": "A tip."}`), "begins by showing the goal")
	wantProblem(t, hongKong(t, `{"say": "The goal."}, {"say": "Tap b2.", "expect": "B b2"}, {"auto": "B c2"}`), "ends by showing a tip")
}

// chinatown builds a three-player Chinatown tutorial (seed 188) of one
// section from steps in JSON, the person in the first seat.
func chinatown(t *testing.T, steps string) *Tutorial {
	t.Helper()
	tut, err := Parse([]byte(`{"title": "chinatown", "seed": 188, "seats": 3, "you": 0, "names": ["", "Jade", "Wen"],
		"sections": [{"name": "Only", "steps": [{"say": "The goal."}, ` + steps + `, {"say": "A tip."}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	return tut
}

// Chinatown's players keep cards and trade at once: Jade may keep hers
// while the person, first to keep, has not yet.
func TestAScriptedMoveThatNamesItsSeatIsPlayedOutOfTurn(t *testing.T) {
	tut := chinatown(t, `{"auto": "P2 keep 8 12 27 28 33"}, {"say": "Keep.", "expect": "P1 keep 21 29 76 77 81"}`)
	if problems := Check(tut); len(problems) > 0 {
		t.Fatal(problems)
	}
}

func TestAnExpectOfAMoveThatNamesAnotherSeatIsReported(t *testing.T) {
	wantProblem(t, chinatown(t, `{"say": "Keep.", "expect": "P2 keep 8 12 27 28 33"}`), "it is not the person's turn")
}

func TestAScriptedMoveThatNamesThePersonsSeatIsReported(t *testing.T) {
	wantProblem(t, chinatown(t, `{"say": "Keep.", "expect": "P1 keep 21 29 76 77 81"}, {"auto": "P1 done"}`), "auto move \"P1 done\", but it is the person's turn")
}
