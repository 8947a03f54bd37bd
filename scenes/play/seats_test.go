package play

import (
	"strings"
	"testing"
	"time"

	"quartet/rules/hongkong"
)

// remoteTable is a Hong Kong game of a person here (seat 0) against a
// player elsewhere (seat 1), after the person's first move.
func remoteTable(t *testing.T) (*Table, *Remote) {
	t.Helper()
	tb, _ := newTable(t, "human", "human")
	r := &Remote{}
	tb.SetDriver(1, r)
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	return tb, r
}

func TestEverySeatHasADriverFromTheRecord(t *testing.T) {
	tb, _ := newTable(t, "easy", "human")
	if got := tb.Driver(0).Who() + " " + tb.Driver(1).Who(); got != "computer person" {
		t.Fatalf("drivers %q, want computer person", got)
	}
	if tb.Driver(2) != nil || tb.Driver(-1) != nil {
		t.Fatal("a seat that does not exist has a driver")
	}
}

func TestARemoteSeatsMoveIsPlayedOnceItArrives(t *testing.T) {
	tb, r := remoteTable(t)
	if ev := tb.Update(false, time.Second); ev != nil {
		t.Fatal("a move was played for the remote seat before one arrived")
	}
	r.Deliver("B b2")
	ev := tb.Update(false, time.Second)
	if ev == nil || len(tb.Rec.Moves) != 2 || tb.Rec.Moves[1] != "B b2" || tb.LastMoveSeat != 1 {
		t.Fatalf("moves %v (events %v), last mover %d", tb.Rec.Moves, ev, tb.LastMoveSeat)
	}
	if r.Waiting() != 0 || !tb.HumanToMove() {
		t.Fatal("the arrived move was not used up, or the turn did not come back to the person")
	}
}

func TestARemoteMoveWaitsForTheTableToCalm(t *testing.T) {
	tb, r := remoteTable(t)
	r.Deliver("B b2")
	if ev := tb.Update(true, time.Second); ev != nil || len(tb.Rec.Moves) != 1 {
		t.Fatal("a remote move was played while the last move was still showing")
	}
	if ev := tb.Update(false, time.Second); ev == nil {
		t.Fatal("the remote move was not played once the table was calm")
	}
}

func TestARemoteMoveTheRulesRefuseIsKeptAsADivergenceNotPlayed(t *testing.T) {
	tb, r := remoteTable(t)
	r.Deliver("B a1")
	r.Deliver("B b2")
	for range 3 {
		if ev := tb.Update(false, time.Second); ev != nil {
			t.Fatalf("a refused move, or one after it, was played: %v", tb.Rec.Moves)
		}
	}
	if r.Err == nil || !strings.Contains(r.Err.Error(), "B a1: To build on your opponent's block") || r.Waiting() != 2 {
		t.Fatalf("err %v, waiting %d", r.Err, r.Waiting())
	}
}

func TestAPersonCannotMoveForARemoteSeat(t *testing.T) {
	tb, _ := remoteTable(t)
	if tb.HumanToMove() {
		t.Fatal("the person is asked to move for the player elsewhere")
	}
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 6)); err == nil {
		t.Fatal("a person here moved in the remote player's turn")
	}
}

func TestAGameWithAPlayerElsewhereHasNoUndo(t *testing.T) {
	tb, r := remoteTable(t)
	r.Deliver("B b2")
	tb.Update(false, time.Second)
	if tb.CanUndo() || tb.Undo() {
		t.Fatal("undo took back a move the other player has seen")
	}
}

func TestARemoteSeatStaysRemoteAfterARestart(t *testing.T) {
	tb, r := remoteTable(t)
	tb.Restart()
	if tb.Driver(1) != r {
		t.Fatalf("after a restart seat 2 is driven by %s", tb.Driver(1).Who())
	}
}
