//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"quartet/ai/selfplay"
	"quartet/rules/record"
)

func replay(input string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = replayMain([]string{"-"}, strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

func TestReplayPrintsTheFinalStateAsOneJSONObject(t *testing.T) {
	code, out, _ := replay(`{"title":"hongkong","seed":1,"moves":["F a1 R a1","B c3"]}`)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var s map[string]any
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("output is not one JSON object: %q", out)
	}
	for _, k := range []string{"title", "over", "winner", "toMove", "buildings", "centre", "board"} {
		if _, ok := s[k]; !ok {
			t.Fatalf("summary lacks %q: %s", k, out)
		}
	}
	if s["board"].(map[string]any)["a1"] != "FR" || s["centre"] != 1.0 {
		t.Fatalf("summary %s", out)
	}
}

func TestReplayReportsAnIllegalMoveAndExits1(t *testing.T) {
	code, out, errs := replay(`{"title":"hongkong","seed":1,"moves":["B a1","B c3","B c3"]}`)
	if code != 1 || out != "" || !strings.HasPrefix(errs, "move 3 (B c3): ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestReplayExits2OnAnUnreadableRecord(t *testing.T) {
	for _, in := range []string{"", "{", `{"title":"nope","moves":[]}`, `{"title":"hongkong","options":{"x":1}}`} {
		if code, _, errs := replay(in); code != 2 || errs == "" {
			t.Fatalf("%q: exit %d, stderr %q", in, code, errs)
		}
	}
}

func TestReplayReadsAFileOrStandardInput(t *testing.T) {
	var out, errb bytes.Buffer
	if code := replayMain([]string{"does-not-exist.json"}, nil, &out, &errb); code != 2 {
		t.Fatalf("missing file: exit %d", code)
	}
}

func FuzzReplay(f *testing.F) {
	f.Add(`{"title":"hongkong","seed":1,"moves":["B a1","F c3 B d3","pass"]}`)
	f.Add(`{"title":"chinatown","seed":3,"options":{"players":3},"moves":["P1 keep 1 2 3 4 5"]}`)
	f.Add(`{"title":"hongkong","seed":"99","seats":["human",{"level":"easy"}],"moves":[]}`)
	f.Add(`{"title":"hongkong","options":null,"seed":0,"moves":["R e5","R e5"]}`)
	f.Fuzz(func(t *testing.T, input string) {
		code, out, errs := replay(input)
		if code == exitInternal || strings.Contains(errs, "goroutine ") {
			t.Fatalf("internal error on %q: %s", input, errs)
		}
		if code == 0 && !json.Valid([]byte(out)) {
			t.Fatalf("exit 0 without a JSON object for %q", input)
		}
	})
}

func TestSelfplayReportsWinRatesGameLengthAndThinkingTime(t *testing.T) {
	for _, c := range []struct{ title, players string }{{"hongkong", "2"}, {"kiezkoenig", "3"}, {"chinatown", "3"}} {
		var out, errb bytes.Buffer
		code := selfplayMain([]string{"-title", c.title, "-n", "2", "-players", c.players, "-levels", "easy", "-workers", "1", "-json"}, &out, &errb)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.title, code, errb.String())
		}
		var rep map[string]any
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatalf("%s: %v in %s", c.title, err, out.String())
		}
		if rep["games"] != 2.0 || rep["meanMoves"].(float64) <= 0 || rep["seatWins"] == nil || rep["moveTime"].(map[string]any)["easy"] == nil {
			t.Fatalf("%s: report %s", c.title, out.String())
		}
	}
}

func TestSelfplayRefusesAnUnknownTitle(t *testing.T) {
	var out, errb bytes.Buffer
	if code := selfplayMain([]string{"-title", "ludo"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "hongkong") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}

func think(input string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = thinkMain(append([]string{"-"}, args...), strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

// finishedRecord plays one quick computer game of title to its end.
func finishedRecord(t *testing.T, title string, players int) *record.Record {
	t.Helper()
	rep, err := selfplay.Run(selfplay.Options{Title: title, Games: 1, Seed: 7, Players: players, Levels: []string{"easy"}, Workers: 1})
	if err != nil || !rep.Games[0].Finished {
		t.Fatalf("%s: no finished game (%v)", title, err)
	}
	return rep.Games[0].Record
}

func TestThinkPrintsALegalMoveForTheSeatToMoveOnOneLine(t *testing.T) {
	for _, c := range []struct {
		title   string
		players int
	}{{"hongkong", 2}, {"hong", 2}, {"kiezkoenig", 3}, {"chinatown", 3}} {
		rec := finishedRecord(t, c.title, c.players)
		rec.Moves = rec.Moves[:len(rec.Moves)/2]
		code, out, errs := think(string(rec.Marshal()), "-level", "easy", "-seed", "3")
		if code != 0 || strings.Count(out, "\n") != 1 {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q", c.title, code, out, errs)
		}
		g, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if err := record.Play(g, strings.TrimSpace(out)); err != nil {
			t.Fatalf("%s: %q is not legal here: %v", c.title, out, err)
		}
	}
}

func TestThinkChoosesTheSameMoveForTheSameLevelAndSeed(t *testing.T) {
	rec := finishedRecord(t, "kiezkoenig", 4)
	rec.Moves = rec.Moves[:40]
	_, first, _ := think(string(rec.Marshal()), "-level", "easy", "-seed", "11")
	for range 3 {
		if _, again, _ := think(string(rec.Marshal()), "-level", "easy", "-seed", "11"); again != first {
			t.Fatalf("%q then %q", first, again)
		}
	}
}

func TestThinkReadsTheFileBeforeOrAfterTheFlags(t *testing.T) {
	path := t.TempDir() + "/game.json"
	if err := os.WriteFile(path, []byte(`{"title":"hongkong","seed":1,"moves":["B a1"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{path, "-level", "easy"}, {"-level", "easy", "-seed", "2", path}} {
		var out, errb bytes.Buffer
		if code := thinkMain(args, nil, &out, &errb); code != 0 || out.Len() == 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
	}
}

func TestThinkExits2WhenTheGameIsOver(t *testing.T) {
	rec := finishedRecord(t, "hongkong", 2)
	code, out, errs := think(string(rec.Marshal()))
	if code != 2 || out != "" || !strings.Contains(errs, "the game is over") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestThinkExitsLikeReplayOnABadRecord(t *testing.T) {
	if code, out, errs := think(`{"title":"hongkong","seed":1,"moves":["B a1","B c3","B c3"]}`); code != 1 || out != "" || !strings.HasPrefix(errs, "move 3 (B c3): ") {
		t.Fatalf("illegal move: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, in := range []string{"", "{", `{"title":"nope","moves":[]}`} {
		if code, _, errs := think(in); code != 2 || errs == "" {
			t.Fatalf("%q: exit %d, stderr %q", in, code, errs)
		}
	}
	if code, _, errs := think(`{"title":"hongkong","seed":1,"moves":[]}`, "-level", "grandmaster"); code != 2 || !strings.Contains(errs, "level") {
		t.Fatalf("unknown level: exit %d, stderr %q", code, errs)
	}
	var out, errb bytes.Buffer
	if code := thinkMain([]string{"a.json", "b.json"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage") {
		t.Fatalf("two files: exit %d, stderr %q", code, errb.String())
	}
}

func TestViewSaysWhyARecordCannotBeShownBeforeAnyWindowOpens(t *testing.T) {
	for input, want := range map[string]string{
		`{"title":"hongkong","moves":[`:                         "not a game record this version can read",
		`{"title":"mahjong","seed":1,"moves":[]}`:               `unknown title "mahjong"`,
		`{"title":"hongkong","seed":1,"moves":["B a1","B a1"]}`: "move 2 (B a1) breaks the rules",
	} {
		var errb bytes.Buffer
		code := viewMain([]string{"-"}, strings.NewReader(input), &errb)
		if code != exitBadInput || !strings.Contains(errb.String(), "- cannot be shown: ") || !strings.Contains(errb.String(), want) {
			t.Fatalf("%s: exit %d, %q", input, code, errb.String())
		}
	}
}
