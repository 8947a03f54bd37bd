package kiezkoenig_test

import (
	"fmt"
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"quartet/scenes/ui"
)

// computersFightRecord is a game stopped in a fight between two computer
// players, before its first duel.
func computersFightRecord(t *testing.T, players int, seed uint64) *record.Record {
	t.Helper()
	return kiezRecord(t, players, seed, func(g *kk.Game, next rules.Move) bool {
		f, ok := g.Fight()
		return ok && f.Attacker != 0 && f.Defender != 0 && f.Duels == 0 && g.ToMove() != 0
	})
}

// untilThePersonsTurn plays on until the person is to throw, staying out
// of any duel they are asked to support.
func untilThePersonsTurn(d *testapp.Driver) map[string]any {
	for range 6000 {
		s := d.State()
		if scenetest.HumanTurn(s) && s["phase"] == "turn" {
			break
		}
		if scenetest.HumanTurn(s) && strings.Contains(" "+strings.Join(choiceIDs(s), " ")+" ", " support-none ") {
			d.TapTarget("support-none")
			continue
		}
		d.Update()
	}
	d.Tick(2)
	return d.State()
}

// A computers' fight is summed up when the person's turn comes, skipped
// ahead through or watched: who fought whom for what, and how it ended.
func TestSkippingAComputersFightStillRecapsItsResult(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
		w, h    float64
	}{{3, 10, 1024, 768}, {5, 5, 390, 844}} {
		for _, skip := range []bool{false, true} {
			where := fmt.Sprintf("%d players, %vx%v, skip %v", tc.players, tc.w, tc.h, skip)
			d := resumeKiez(t, tc.w, tc.h, computersFightRecord(t, tc.players, tc.seed))
			var again ui.Target
			if skip {
				d.WaitFor("Skip ahead", 300, func(s map[string]any) bool { return s["canSkip"] == true && s["duel"] == true })
				again = d.Target("skip")
				d.TapTarget("skip")
			}
			s := untilThePersonsTurn(d)
			if skip {
				// Skip ahead tapped once more as the turns rush by lands
				// after they are over: it must not take the recap away.
				d.Tap(again.X+again.W/2, again.Y+again.H/2)
				s = d.State()
			}
			recap, _ := s["recap"].(string)
			if !strings.Contains(recap, "fought ") || !strings.Contains(recap, ", won") && !strings.Contains(recap, ", lost") {
				t.Errorf("%s: the recap %q says nothing of the fight and its result", where, recap)
			}
		}
	}
}

// The recap's lines follow the order in which the players took their
// turns: the attacker whose turn held the fight comes first, and a
// defender or a backer who played Corruption cards in it is not listed
// before the attacker for those cards, its own turn merged into that
// line.
func TestTheRecapListsThePlayersInTheOrderTheyTookTheirTurns(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
		w, h    float64
	}{{3, 10, 1024, 768}, {5, 5, 390, 844}} {
		// A fight in the first computer's turn after the person's, so
		// that no other computer's turn comes before the attacker's.
		prev, since := -1, 0
		rec := kiezRecord(t, tc.players, tc.seed, func(g *kk.Game, next rules.Move) bool {
			if g.Current() != prev {
				prev = g.Current()
				since++
				if prev == 0 {
					since = 0
				}
			}
			f, ok := g.Fight()
			return ok && f.Attacker != 0 && f.Defender != 0 && f.Duels == 0 && g.ToMove() != 0 && since == 1
		})
		g := kk.New(tc.players, uint64(rec.Seed))
		for _, m := range rec.Moves {
			mv, err := kk.ParseMove(m)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(mv); err != nil {
				t.Fatal(err)
			}
		}
		f, _ := g.Fight()
		d := resumeKiez(t, tc.w, tc.h, rec)
		s := untilThePersonsTurn(d)
		recap, _ := s["recap"].(string)
		names := s["seatNames"].([]any)
		attacker := names[f.Attacker].(string)
		if !strings.HasPrefix(recap, attacker+": ") {
			t.Errorf("%d players: the recap %q does not begin with %s, whose turn held the fight", tc.players, recap, attacker)
		}
		// Every seat that took a turn after the attacker's follows in the
		// order of play.
		at := -1
		for i := 1; i < tc.players; i++ {
			seat := (f.Attacker + i) % tc.players
			if seat == 0 {
				break
			}
			name := names[seat].(string)
			if k := strings.Index(recap, "\n"+name+": "); k >= 0 {
				if k < at {
					t.Errorf("%d players: %s is listed out of the order of play in %q", tc.players, name, recap)
				}
				at = k
			}
		}
	}
}

// "Stay out of this fight" is one tap for a whole computers' fight: the
// table stays out for the person in each duel that asks again, and the
// line says so (play-test: six taps for a fight they were not in).
func TestStayingOutOfAComputersFightIsOneTap(t *testing.T) {
	rec := kiezRecord(t, 3, 10, func(g *kk.Game, _ rules.Move) bool {
		f, ok := g.Fight()
		if !ok || f.Attacker == 0 || f.Defender == 0 || g.Phase() != "support" || g.ToMove() != 0 {
			return false
		}
		return true
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's support", 400, func(s map[string]any) bool {
		return scenetest.HumanTurn(s) && strings.Contains(strings.Join(choiceIDs(s), " "), "support-out")
	})
	d.Tick(2)
	d.Shot("kiez-stay-out-of-fight")
	d.TapTarget("support-out")
	said := false
	for range 6000 {
		d.Update()
		s := d.State()
		said = said || s["message"] == "You stay out of this fight."
		if s["phase"] != "support" && s["phase"] != "corrupt" {
			break
		}
		if scenetest.HumanTurn(s) && strings.Contains(strings.Join(choiceIDs(s), " "), "support-") {
			t.Fatalf("asked again in the fight the person stays out of: %v", choiceIDs(s))
		}
	}
	s := d.State()
	if s["phase"] == "support" || s["phase"] == "corrupt" {
		t.Fatal("the fight did not end")
	}
	if !said {
		t.Error("the line never said the person stays out of this fight")
	}
	if n, _ := s["stayedOut"].(float64); n < 1 {
		t.Errorf("the table stayed out for the person %v times; the test wants a fight that asks again", s["stayedOut"])
	}
}
