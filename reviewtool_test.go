//go:build !js

package main

import (
	"bytes"
	"strings"
	"testing"
)

func reviewTool(input string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = reviewMain(append([]string{"-"}, args...), strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

// blunderedGame is a Hong Kong game in which the person (Red) made the hard
// computer's every move but the 13th, B d1: of Red's single pieces the one
// that left Red worst off after Jade's best reply, and Jade took d1 at once
// (ai/review's tests build it).
const blunderedGame = `{"title":"hongkong","seed":3,"seats":[{"level":"human"},{"level":"medium"}],"moves":["F a2 R b3","F d3 B d3","F a2 R c3","F e1 R a1","R d4","R c5","R d2","F e5 R a3","F d5 R e3","B e1","F d5 B c4","F e5 B e5","B d1","F d1 R b5","F d5 B d5","R e5","B a4","B b1","B c2","B b4","B a4","B b4","B a4","B b4","B a4","B b4","B b2","B b4","B a4","B c4","B b2","B b1","B b2","B b1","B b2","B b1","B b2","B b1","B a5","B c1","B c2","B e4","B c2","B e2"]}`

func TestReviewPrintsTheCostliestMoveFirstWithTheBetterMoveAndWhy(t *testing.T) {
	code, out, errs := reviewTool(blunderedGame)
	first, _, _ := strings.Cut(out, "\n")
	if code != 0 || !strings.HasPrefix(first, "move 13: B d1; better ") || !strings.ContainsAny(first[len("move 13: B d1; better "):], "0123456789") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestReviewOfTheOtherSeatIsAskedForWithSeat(t *testing.T) {
	code, out, errs := reviewTool(blunderedGame, "-seat", "1")
	if code != 0 || strings.Contains(out, "move 13:") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestReviewExitsLikeReplay(t *testing.T) {
	if code, out, errs := reviewTool(`{"title":"hongkong","seed":1,"seats":["human","hard"],"moves":["B a1","B c3","B c3"]}`); code != 1 || out != "" || !strings.HasPrefix(errs, "move 3 (B c3): ") {
		t.Fatalf("illegal move: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, in := range []string{"", "{", `{"title":"nope","moves":[]}`} {
		if code, _, errs := reviewTool(in); code != 2 || errs == "" {
			t.Fatalf("%q: exit %d, stderr %q", in, code, errs)
		}
	}
	if code, _, errs := reviewTool(`{"title":"hongkong","seed":1,"seats":["hard","hard"],"moves":["B a1"]}`); code != 2 || !strings.Contains(errs, "-seat") {
		t.Fatalf("no person's seat: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := reviewTool(blunderedGame, "-seat", "2"); code != 2 || !strings.Contains(errs, "no seat 2") {
		t.Fatalf("no such seat: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := reviewTool(blunderedGame, "-level", "grandmaster"); code != 2 || !strings.Contains(errs, "level") {
		t.Fatalf("unknown level: exit %d, stderr %q", code, errs)
	}
	var out, errb bytes.Buffer
	if code := reviewMain([]string{"a.json", "b.json"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage") {
		t.Fatalf("two files: exit %d, stderr %q", code, errb.String())
	}
}
