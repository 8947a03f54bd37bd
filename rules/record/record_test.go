package record_test

import (
	"errors"
	"strings"
	"testing"

	"quartet/rules/record"
)

func parse(t *testing.T, text string) *record.Record {
	t.Helper()
	rec, err := record.Parse([]byte(text))
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return rec
}

func unreadable(t *testing.T, text, want string) {
	t.Helper()
	_, err := record.Parse([]byte(text))
	var re *record.ReadError
	if !errors.As(err, &re) {
		t.Fatalf("%s: want a ReadError, got %v", text, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: error %q should mention %q", text, err, want)
	}
}

func TestARecordSavesLoadsAndReplaysExactly(t *testing.T) {
	rec := parse(t, `{"title":"hongkong","seed":7,"seats":["human",{"name":"Mei","level":"expert"}],"moves":["B a1","F c3 B d3","R e5"]}`)
	again := parse(t, string(rec.Marshal()))
	if string(again.Marshal()) != string(rec.Marshal()) {
		t.Fatalf("a saved record reads back differently:\n%s\n%s", rec.Marshal(), again.Marshal())
	}
	g1, err1 := rec.Replay()
	g2, err2 := again.Replay()
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if s1, s2 := record.Summary(g1), record.Summary(g2); s1["toMove"] != s2["toMove"] || len(rec.Moves) != 3 {
		t.Fatal("replays differ")
	}
	if again.Seats[1].Name != "Mei" || again.Seats[1].Level != "expert" || again.Seats[0].IsAI() {
		t.Fatalf("seats read as %+v", again.Seats)
	}
}

func TestOptionsAndSeatsMayBeLeftOutAndTakeTheirDefaults(t *testing.T) {
	g, err := parse(t, `{"title":"chinatown","seed":1,"moves":[]}`).Start()
	if err != nil {
		t.Fatal(err)
	}
	if g.Seats() != 4 {
		t.Fatalf("a Chinatown record without seats has %d players, want the default 4", g.Seats())
	}
}

func TestThePlayerCountComesFromOptionsOrSeats(t *testing.T) {
	g, err := parse(t, `{"title":"chinatown","options":{"players":5},"seed":1,"moves":[]}`).Start()
	if err != nil || g.Seats() != 5 {
		t.Fatalf("options.players: %d players (%v)", g.Seats(), err)
	}
	g, err = parse(t, `{"title":"chinatown","seats":["human","easy","hard"],"seed":1,"moves":[]}`).Start()
	if err != nil || g.Seats() != 3 {
		t.Fatalf("three seats: %d players (%v)", g.Seats(), err)
	}
	unreadable(t, `{"title":"chinatown","options":{"players":5},"seats":["human","easy","hard"],"seed":1,"moves":[]}`, "5 players but 3 seats")
	unreadable(t, `{"title":"hongkong","options":{"players":3},"seed":1,"moves":[]}`, "2 to 2 players")
}

func TestUnreadableRecordsSayWhy(t *testing.T) {
	unreadable(t, `{"title":"hongkong",`, "not a game record")
	unreadable(t, `[1,2,3]`, "not a game record")
	unreadable(t, `{"seed":1}`, "names no title")
	unreadable(t, `{"title":"monopoly","seed":1}`, "unknown title")
	unreadable(t, `{"title":"hongkong","options":{"colour":"pink"},"seed":1}`, "unknown option")
	unreadable(t, `{"title":"hongkong","seed":-4}`, "seed")
	unreadable(t, `{"title":"hongkong","seed":1,"seats":["wizard","human"]}`, "unknown seat level")
	unreadable(t, `{"title":"hongkong","seed":1}{"title":"hong"}`, "more data")
}

func TestASeedMayBeWrittenAsAStringOfDigits(t *testing.T) {
	rec := parse(t, `{"title":"hongkong","seed":"18446744073709551615","moves":[]}`)
	if uint64(rec.Seed) != 1<<64-1 {
		t.Fatalf("seed %d", rec.Seed)
	}
}

func TestReplayStopsAtTheFirstIllegalMoveAndNumbersIt(t *testing.T) {
	rec := parse(t, `{"title":"hongkong","seed":1,"moves":["B a1","B a1","pass"]}`)
	_, err := rec.Replay()
	var me *record.MoveError
	if !errors.As(err, &me) || me.N != 2 || me.Text != "B a1" {
		t.Fatalf("want move 2 (B a1) refused, got %v", err)
	}
	if !strings.HasPrefix(err.Error(), "move 2 (B a1): ") {
		t.Fatalf("message %q", err)
	}
	rec = parse(t, `{"title":"hongkong","seed":1,"moves":["Q z9"]}`)
	if _, err := rec.Replay(); !errors.As(err, &me) || me.N != 1 {
		t.Fatalf("a move that is not notation is an illegal move: %v", err)
	}
}

func TestTheSummaryNamesTitleOverWinnerAndSeatToMove(t *testing.T) {
	g, err := parse(t, `{"title":"hongkong","seed":1,"moves":["B a1"]}`).Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := record.Summary(g)
	if s["title"] != "hongkong" || s["over"] != false || s["winner"] != nil || s["toMove"] != 1 {
		t.Fatalf("summary %v", s)
	}
}
