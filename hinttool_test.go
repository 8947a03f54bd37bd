//go:build !js

package main

import (
	"bytes"
	"strings"
	"testing"

	"quartet/rules/record"
)

func hintTool(input string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = hintMain(append([]string{"-"}, args...), strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

func TestHintPrintsTheMoveThenWhyWithAFigure(t *testing.T) {
	for _, c := range []struct {
		title   string
		players int
	}{{"hongkong", 2}, {"hong", 2}, {"kiezkoenig", 3}, {"chinatown", 3}} {
		rec := finishedRecord(t, c.title, c.players)
		rec.Moves = rec.Moves[:len(rec.Moves)/2]
		code, out, errs := hintTool(string(rec.Marshal()), "-seed", "3")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 0 || len(lines) != 2 || !strings.ContainsAny(lines[1], "0123456789") {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q", c.title, code, out, errs)
		}
		g, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if err := record.Play(g, lines[0]); err != nil {
			t.Fatalf("%s: %q is not legal here: %v", c.title, lines[0], err)
		}
	}
}

func TestHintShowsTheMoveThinkChoosesAtTheSameLevelAndSeed(t *testing.T) {
	rec := `{"title":"hongkong","seed":1,"moves":["B a1","B c3"]}`
	_, move, _ := think(rec, "-level", "medium", "-seed", "5")
	_, out, _ := hintTool(rec, "-level", "medium", "-seed", "5")
	if first, _, _ := strings.Cut(out, "\n"); first+"\n" != move {
		t.Fatalf("hint %q, think %q", first, move)
	}
}

func TestHintExitsLikeReplay(t *testing.T) {
	if code, out, errs := hintTool(`{"title":"hongkong","seed":1,"moves":["B a1","B c3","B c3"]}`); code != 1 || out != "" || !strings.HasPrefix(errs, "move 3 (B c3): ") {
		t.Fatalf("illegal move: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, in := range []string{"", "{", `{"title":"nope","moves":[]}`} {
		if code, _, errs := hintTool(in); code != 2 || errs == "" {
			t.Fatalf("%q: exit %d, stderr %q", in, code, errs)
		}
	}
	if code, _, errs := hintTool(`{"title":"hongkong","seed":1,"moves":[]}`, "-level", "grandmaster"); code != 2 || !strings.Contains(errs, "level") {
		t.Fatalf("unknown level: exit %d, stderr %q", code, errs)
	}
	rec := finishedRecord(t, "hongkong", 2)
	if code, out, errs := hintTool(string(rec.Marshal())); code != 2 || out != "" || !strings.Contains(errs, "the game is over") {
		t.Fatalf("game over: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	var out, errb bytes.Buffer
	if code := hintMain([]string{"a.json", "b.json"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage") {
		t.Fatalf("two files: exit %d, stderr %q", code, errb.String())
	}
}
