package chinatown

import (
	"quartet/audio"
	"strings"
	"testing"

	ct "quartet/rules/chinatown"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/store"
	"quartet/scenes/ui"
)

// sceneAt is the scene of a game of seats players, the person in seat 0
// and easy computers in the others, after the moves of the first keeping
// (each keeps the first cards dealt) and then moves.
func sceneAt(t *testing.T, seats int, moves ...string) *Scene {
	t.Helper()
	g := ct.New(seats, 5)
	rec := &record.Record{Title: "chinatown", Seed: 5, Seats: []record.Seat{{Level: record.Human}}}
	for range seats - 1 {
		rec.Seats = append(rec.Seats, record.Seat{Level: "easy"})
	}
	for g.Phase() == ct.Keeping {
		m := g.LegalMoves()[0]
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	rec.Moves = append(rec.Moves, moves...)
	tb, err := play.New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	return New(tb, &ui.Context{W: 1024, H: 768, Scale: 1, Sound: silent{}}).(*Scene)
}

type silent struct{}

func (silent) Play(audio.Effect)        {}
func (silent) PlayMusic(audio.Theme)    {}
func (silent) SetVolumes(audio.Volumes) {}
func (silent) Update()                  {}

func TestTheLineLeavesDealsAmongTheComputersToTheLog(t *testing.T) {
	// Gold's $1,000 to Jade is struck, which reopens Jade's $1,000 to
	// Gold: no concern of the person's.
	s := sceneAt(t, 3, "P2 propose P2>P3 $1000", "P3 propose P3>P2 $1000", "P2 confirm #2")
	e := s.t.Log[len(s.t.Log)-1]
	if !strings.Contains(strings.Join(e.Events, " "), "confirmed again") {
		t.Fatalf("the move reopened no deal: %v", e.Events)
	}
	if said := s.summarize(e); said != "" {
		t.Fatalf("the line says %q of the computers' deals", said)
	}
	if log := strings.Join(s.logText(e), " "); !strings.Contains(log, "confirmed again") {
		t.Fatalf("the log leaves the reopened deal out: %q", log)
	}
}

func TestAnOfferToAPersonDoneTradingSaysTheirTradingIsOpenAgain(t *testing.T) {
	s := sceneAt(t, 3, "P1 done", "P3 propose P3>P1 $1000")
	if said := s.summarize(s.t.Log[len(s.t.Log)-1]); !strings.Contains(said, "then Done trading again") {
		t.Fatalf("the line says %q of an offer to a person done trading", said)
	}
	// Without Done before, an offer is just an offer.
	s = sceneAt(t, 3, "P3 propose P3>P1 $1000")
	if said := s.summarize(s.t.Log[len(s.t.Log)-1]); strings.Contains(said, "Done trading") {
		t.Fatalf("the line says %q of an offer to a person still trading", said)
	}
}
