package review

import (
	"fmt"
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/hint"
	"quartet/ai/opponents"
	"quartet/rules"
	hk "quartet/rules/hongkong"
	"quartet/rules/record"
)

// hkGame plays a Hong Kong game in which Red (seat 0) makes the hard
// computer's move, asked of one finder seeded as the review's is, so that
// the review sees the very same choices, except at Red's decision blunderAt
// (from 0), where Red makes the move that leaves it worst off after Jade's
// best reply, by buildings; blunderAt < 0 plays no blunder. Jade is a
// medium computer player. It returns the record and the blunder's index.
func hkGame(t testing.TB, blunderAt int) (*record.Record, int) {
	t.Helper()
	rec := &record.Record{Title: hk.Title.ID, Seed: 3, Seats: []record.Seat{{Level: record.Human}, {Level: "medium"}}}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	finder, err := hint.New(rec.Title, "hard", 1)
	if err != nil {
		t.Fatal(err)
	}
	jade, _ := opponents.New(rec.Title, "medium", 2)
	blunder, decisions := -1, 0
	for !g.Outcome().Over {
		var m rules.Move
		switch {
		case g.ToMove() == 1:
			m = ai.Decide(jade, g)
		case len(g.LegalMoves()) == 1:
			m = g.LegalMoves()[0]
		default:
			finder.Start(g)
			for !finder.Step(256) {
			}
			m = finder.Result().Move
			if decisions == blunderAt {
				m, blunder = worstMove(g), len(rec.Moves)
			}
			decisions++
		}
		rec.Moves = append(rec.Moves, m.String())
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return rec, blunder
}

// worstMove is the single piece of the seat to move that leaves it the
// fewest buildings against its opponent's after the opponent's best reply.
func worstMove(g rules.Game) rules.Move {
	seat := g.ToMove()
	var worst rules.Move
	worstScore := 1 << 30
	for _, m := range g.LegalMoves() {
		if strings.HasPrefix(m.String(), "F ") { // a double move
			continue
		}
		c := g.Clone()
		c.Apply(m)
		best := 1 << 30
		for _, r := range c.LegalMoves() {
			d := c.Clone().(*hk.Game)
			d.Apply(r)
			b := d.Buildings()
			best = min(best, b[seat]-b[1-seat])
		}
		if best < worstScore {
			worst, worstScore = m, best
		}
	}
	return worst
}

func TestReviewNamesTheBlunderFirst(t *testing.T) {
	rec, blunder := hkGame(t, 6)
	moments, err := Review(rec, 0, "hard", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(moments) == 0 || moments[0].Index != blunder || moments[0].Played != rec.Moves[blunder] {
		t.Fatalf("blunder at move %d (%s), review %+v", blunder+1, rec.Moves[blunder], moments)
	}
	if m := moments[0]; m.Better == m.Played || m.Why == "" || m.Drop < minDrop {
		t.Fatalf("the blunder's moment: %+v", m)
	}
}

func TestReviewNeverNamesAMoveTheComputerWouldHaveMade(t *testing.T) {
	rec, _ := hkGame(t, -1)
	moments, err := Review(rec, 0, "hard", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(moments) != 0 {
		t.Fatalf("Red made the hard computer's every move, yet the review names %+v", moments)
	}
}

func TestAReviewRunInSlicesFindsWhatOneRunFinds(t *testing.T) {
	rec, _ := hkGame(t, 6)
	whole, err := Review(rec, 0, "hard", 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(rec, 0, "hard", 1)
	if err != nil {
		t.Fatal(err)
	}
	last := -1
	for steps := 0; !r.Step(7); steps++ {
		done, total := r.Progress()
		if done < last || done > total {
			t.Fatalf("progress went from %d to %d of %d", last, done, total)
		}
		last = done
	}
	if done, total := r.Progress(); done != total || total == 0 {
		t.Fatalf("a finished review reports %d of %d", done, total)
	}
	if sliced := r.Moments(); fmt.Sprint(sliced) != fmt.Sprint(whole) {
		t.Fatalf("in slices %+v, in one go %+v", sliced, whole)
	}
}

// BenchmarkReviewHongKong times the review of a whole Hong Kong game of
// about twenty decisions, which a table runs 8 ms a frame.
func BenchmarkReviewHongKong(b *testing.B) {
	rec, _ := hkGame(b, 6)
	for b.Loop() {
		if _, err := Review(rec, 0, "hard", 1); err != nil {
			b.Fatal(err)
		}
	}
}
