package kiezkoenig_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/scenetest"
)

// A tap off the buttons leaves the recap where it is, and "Throw the die"
// with it: the recap goes with the person's decision, not with a stray
// tap, and a button that jumped under the finger lost the next tap. On a
// phone and a tablet.
func TestThrowTheDieStaysPutWhenTheRecapGoes(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
		rec := kiezRecord(t, 3, 5, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > 3 && g.Phase() == "turn" && g.ToMove() == 1
		})
		where := fmt.Sprintf("%vx%v", size[0], size[1])
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
		d.Tick(2)
		s := d.State()
		if s["recap"] == "" || s["recapShown"] != true {
			t.Fatalf("%s: no recap to put away (%q)", where, s["recap"])
		}
		with := d.Target("roll")
		d.Tap(5, 5)
		d.Tick(1)
		if r := d.State()["recap"]; r != s["recap"] {
			t.Fatalf("%s: a tap off the buttons changed the recap to %q", where, r)
		}
		if after := d.Target("roll"); with.X != after.X || with.Y != after.Y {
			t.Errorf("%s: Throw the die moved from %v to %v", where, with, after)
		}
		d.TapTarget("roll")
		if r := d.State()["recap"]; r != "" {
			t.Fatalf("%s: the recap %q stays after the throw", where, r)
		}
	}
}

// Reading a space's card or a seat's card, opened by a tap or a long
// press and closed by a tap, leaves the recap to be read on: only the
// person's decision puts it away.
func TestTheRecapStaysWhileCardsAreOpenedAndClosed(t *testing.T) {
	rec := kiezRecord(t, 3, 5, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 3 && g.Phase() == "turn" && g.ToMove() == 1
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
	d.Tick(2)
	recap := d.State()["recap"]
	if recap == "" {
		t.Fatal("no recap")
	}
	stays := func(after string) {
		t.Helper()
		if s := d.State(); s["recap"] != recap {
			t.Fatalf("after %s the recap is %q", after, s["recap"])
		}
	}
	d.TapTarget("space-court")
	if d.State()["info"] == "" {
		t.Fatal("a tap on the Law Courts opened no card")
	}
	stays("a tap that opened a space's card")
	d.TapTarget("info-close")
	stays("a tap that closed it")
	seat := d.Target("seatcard-1")
	p := d.App.Pointer()
	p.Inject(seat.X+seat.W/2, seat.Y+seat.H/2, true)
	d.Tick(40)
	p.Inject(seat.X+seat.W/2, seat.Y+seat.H/2, false)
	d.Tick(1)
	if d.State()["info"] == "" {
		t.Fatal("a long press on a seat card opened no card")
	}
	stays("a long press that opened a seat's card")
	d.Tap(seat.X+seat.W/2, seat.Y+seat.H/2)
	stays("a tap that closed it")
	d.TapTarget("roll")
	if r := d.State()["recap"]; r != "" {
		t.Fatalf("the recap %q stays after the throw", r)
	}
}

// The recap says what each computer player's throw did, "threw a 3 to Peep
// Show" (on a phone "threw a 3"), and whose Cash marker a fee went to; a
// turn that did something never reads as a bare "moved on".
func TestTheRecapSaysWhatEachThrowDidAndWhoseCashAFeeWentTo(t *testing.T) {
	rec := kiezRecord(t, 3, 7, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 16 && g.Phase() == "turn" && g.ToMove() == 1
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
	d.Tick(2)
	s := d.State()
	threw := regexp.MustCompile(`^[^:]+: (threw a [1-6]|Super Turbo)`)
	for _, key := range []string{"recap", "recapBrief"} {
		text, _ := s[key].(string)
		if strings.Contains(text, "moved on") || !strings.Contains(text, "for your Cash") {
			t.Errorf("%s %q: a bare \"moved on\", or no word of the fee paid for the person's Cash", key, text)
		}
		for _, line := range strings.Split(text, "\n") {
			if !threw.MatchString(line) {
				t.Errorf("%s: the line %q does not begin with the throw", key, line)
			}
		}
	}
	if full, _ := s["recap"].(string); !regexp.MustCompile(`threw a [1-6] to \w`).MatchString(full) {
		t.Errorf("the recap %q never says where a throw went", full)
	}
}

// When "Throw the die" is offered, a tap on the die resting in the middle
// of the street throws it, on a tablet and a phone.
func TestTappingTheDieThrowsIt(t *testing.T) {
	for _, size := range [][2]float64{{1024, 768}, {390, 844}} {
		rec := kiezRecordFor(t, 3, 5, true, func(g *kk.Game, next rules.Move) bool {
			return next.(kk.Move).Kind == kk.Roll && g.Phase() == "turn" && g.Turns() > 2
		})
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's throw", 600, scenetest.HumanTurn)
		d.Tick(2)
		before := d.State()["moves"]
		d.TapTarget("die")
		if s := d.State(); s["moves"] == before {
			t.Errorf("%vx%v: a tap on the die threw nothing", size[0], size[1])
		}
	}
}

// Once the game is won, the street and the winner's seat card say so:
// "leads with 12 of the 12 stakes" stood on the board after the end.
func TestTheBoardSaysWhoWonOnceTheGameIsOver(t *testing.T) {
	for _, size := range [][2]float64{{1024, 768}, {390, 844}} {
		d := winByBuying(t, size[0], size[1])
		d.Tick(2)
		d.Draw()
		s := d.State()
		where := fmt.Sprintf("%vx%v", size[0], size[1])
		if line := s["centreLine"].(string); strings.Contains(line, "lead") || !strings.Contains(line, " won") {
			t.Errorf("%s: after the end the street says %q", where, line)
		}
		for _, b := range s["seatBodies"].([]any) {
			for _, x := range b.(map[string]any)["texts"].([]any) {
				if text := x.(map[string]any)["text"].(string); strings.HasPrefix(text, "lead") {
					t.Errorf("%s: after the end a seat card says %q", where, text)
				}
			}
		}
	}
}

// The recap of the throws for the start lists every seat's throws, the
// person's re-throw after a tie among them, each seat's in one phrase
// with the latest last (play-test: the person's re-throw was never said,
// and "threw a 6 for the start, threw a 4 for the start").
func TestTheStartRecapListsEverySeatsLatestThrow(t *testing.T) {
	players, seed := startTieSeed()
	if players == 0 {
		t.Fatal("no game with a tie for the start that the person re-throws")
	}
	// The game stops at the start: the throws are played and recapped.
	rec := kiezRecord(t, players, seed, func(*kk.Game, rules.Move) bool { return true })
	d := resumeKiez(t, 1024, 768, rec)
	var recap string
	for range 4000 {
		s := d.State()
		if scenetest.HumanTurn(s) && s["phase"] == "order" {
			d.TapTarget("roll")
			continue
		}
		if scenetest.HumanTurn(s) && s["phase"] != "order" {
			recap, _ = s["recap"].(string)
			break
		}
		d.Update()
	}
	t.Log(recap)
	if !regexp.MustCompile(`You: threw a \d, then a \d`).MatchString(recap) {
		t.Errorf("the recap %q does not say the person's throws for the start, the re-throw among them", recap)
	}
	if strings.Count(recap, "for the start") > players {
		t.Errorf("the recap %q says a seat's throws for the start more than once", recap)
	}
}

// startTieSeed finds a game whose throws for the start tie with the
// person in the tie, its players and seed.
func startTieSeed() (int, uint64) {
	for _, players := range []int{3, 4, 5} {
		for seed := uint64(1); seed < 60; seed++ {
			g := kk.New(players, seed)
			r := rules.NewRand(seed + 99)
			for moves := 0; moves < 40 && g.Phase() == "order"; moves++ {
				if g.ToMove() == 0 && moves >= players {
					return players, seed
				}
				if _, err := g.Apply(g.PlayoutMove(r)); err != nil {
					break
				}
			}
		}
	}
	return 0, 0
}
