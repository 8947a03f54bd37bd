package race

import (
	"math"
	"testing"
)

// A castle-sized board: 60 spaces, a target of 12, three stones laid.
func board(count, empty int) Board {
	return Board{Count: count, Target: 12, Spaces: 60, Stones: 3, Empty: empty}
}

func TestThePaceIsTheTargetsShareOfTheTilesLaidNotOfTheStones(t *testing.T) {
	b := board(0, 57)
	if p := b.Pace(); p != 0 {
		t.Errorf("pace with only the stones down = %v, want 0", p)
	}
	b.Empty = 0
	if p := b.Pace(); p != 12 {
		t.Errorf("pace on a full board = %v, want the target, 12", p)
	}
	b.Empty = 19 // 38 of 57 tiles laid
	if p := b.Pace(); math.Abs(p-8) > 1e-9 {
		t.Errorf("pace with 38 of 57 tiles laid = %v, want 8", p)
	}
}

func TestNobodyLeadsEarlyByASingleHong(t *testing.T) {
	// Early on it takes two Hongs off the pace to lead: one came in a lump.
	if got, want := board(1, 50).Leader(), "Even race · 1 due now: Dragon Master needs 11 more Hongs in 50 spaces"; got != want {
		t.Errorf("leader = %q, want %q", got, want)
	}
}

func TestTheLeaderIsNamedWithTheHongsDueNow(t *testing.T) {
	for _, c := range []struct {
		b    Board
		want string
	}{
		{board(0, 19), "Emperor leads · 8 due now: Dragon Master needs 12 more Hongs in 19 spaces"},
		{board(10, 19), "Dragon Master leads · 8 due now: Dragon Master needs 2 more Hongs in 19 spaces"},
		{board(7, 19), "Emperor leads · 8 due now: Dragon Master needs 5 more Hongs in 19 spaces"},
	} {
		if got := c.b.Leader(); got != c.want {
			t.Errorf("leader = %q, want %q", got, c.want)
		}
	}
}

func TestOneMoreHongInOneSpaceIsSaidInTheSingular(t *testing.T) {
	if got, want := board(11, 1).Leader(), "Even race · 12 due now: Dragon Master needs 1 more Hong in 1 space"; got != want {
		t.Errorf("leader = %q, want %q", got, want)
	}
}

func TestAFullBoardSaysWhoWon(t *testing.T) {
	won := board(12, 0)
	if got, want := won.Leader(), "Board full, the Dragon Master wins: 12 Hongs of 12"; got != want {
		t.Errorf("leader = %q, want %q", got, want)
	}
	lost := board(1, 0)
	lost.Over = true
	if got, want := lost.Leader(), "Board full, the Emperor wins: 1 Hong of 12"; got != want {
		t.Errorf("leader = %q, want %q", got, want)
	}
}

func TestTheTargetReachedWinsUnlessTheEmperorCanStillBreakAHong(t *testing.T) {
	b := board(12, 10)
	if got, want := b.Leader(), "Dragon Master wins: 12 Hongs of 12: the target is reached"; got != want {
		t.Errorf("base game leader = %q, want %q", got, want)
	}
	b.Expansion = true
	if got, want := b.Leader(), "Dragon Master leads: 12 Hongs of 12: the Emperor must break one"; got != want {
		t.Errorf("expansion leader = %q, want %q", got, want)
	}
}
