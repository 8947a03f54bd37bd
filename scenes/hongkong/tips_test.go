package hongkong_test

import (
	"testing"

	"quartet/rules/record"
	"quartet/scenes/testapp"
)

// tipsRecord is a game against the computer after moves, with the person
// to move.
func tipsRecord(moves ...string) *record.Record {
	return &record.Record{Title: "hongkong", Seed: 3, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: moves}
}

// The first roof on the board: a tip says that it finishes the building
// for its owner, and how many roofs each player has.
func TestTheFirstRoofGetsATip(t *testing.T) {
	testapp.TipOnce(t, tipsRecord("B a1", "R e5"), "A roof finishes a building", "tip-hongkong-roof")
}

// The first fast block on the board: a tip says what a double move is.
func TestTheFirstDoubleMoveGetsATip(t *testing.T) {
	testapp.TipOnce(t, tipsRecord("B a1", "F e5 B d5"), "starts a double move", "tip-hongkong-double-move")
}
