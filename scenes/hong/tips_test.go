package hong_test

import (
	"testing"

	"quartet/rules/record"
	"quartet/scenes/testapp"
)

// againstTheEmperor is summonRecord's game, the person playing the Dragon
// Master against the Emperor, a computer, after moves.
func againstTheEmperor(moves ...string) *record.Record {
	rec := summonRecord()
	rec.Seats = []record.Seat{{Level: "easy"}, {Level: record.Human}}
	rec.Moves = moves
	return rec
}

// The Emperor completed a Hong and summoned its Great Dragon against the
// person: the first time, a tip says whom a dragon serves.
func TestTheFirstDragonSummonedForTheOpponentGetsATip(t *testing.T) {
	testapp.TipOnce(t, againstTheEmperor("V d4", "V f4", "H e4"), "summoned its Great Dragon", "tip-hong-dragon-summoned")
}

// The person's move left a Hong one tile short, and the Emperor can
// complete it: the first time, a tip says where, and which dragon waits.
func TestTheFirstHongSetUpForTheOpponentGetsATip(t *testing.T) {
	testapp.TipOnce(t, againstTheEmperor("V d4", "V f4"), "a Hong of 1 on e4", "tip-hong-hong-set-up")
}
