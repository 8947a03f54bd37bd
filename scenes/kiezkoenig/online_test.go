package kiezkoenig_test

import (
	"strings"
	"testing"

	"quartet/online/room"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// friends are the two people of an online test game, by seat.
var friends = [2]string{"Mia", "Jonas"}

// onlineKiez opens a KiezKönig room for Mia and Jonas and plays it on the
// server by the rules' play-out policy, fighting whenever it can, until
// stop says the next move is the one the test wants. It returns the room
// and that move; the devices are opened with openDevices. A game that ends
// first gives way to the next seed.
func onlineKiez(t *testing.T, seed uint64, stop func(g *kk.Game, next rules.Move) bool) (*room.Loopback, map[int]*room.Line, kk.Move) {
	t.Helper()
	for s := seed; s < seed+40; s++ {
		r, err := room.New("KIEZAB", room.Setup{Title: "kiezkoenig", Seats: []string{record.Human, record.Human}}, s)
		if err != nil {
			t.Fatal(err)
		}
		lb := room.NewLoopback(r)
		lines := map[int]*room.Line{}
		for i, name := range friends {
			l, err := lb.Join(strings.ToLower(name), name)
			if err != nil {
				t.Fatal(err)
			}
			if l.Seat != i {
				t.Fatalf("%s was given seat %d", name, l.Seat)
			}
			lines[i] = l
		}
		rnd := rules.NewRand(s + 99)
		for range 3000 {
			g, err := r.Record().Replay()
			if err != nil {
				t.Fatal(err)
			}
			kg := g.(*kk.Game)
			if kg.Outcome().Over {
				break
			}
			next := kg.PlayoutMove(rnd)
			for _, m := range kg.LegalMoves() {
				if m.(kk.Move).Kind == kk.Fight {
					next = m
					break
				}
			}
			if stop(kg, next) {
				return lb, lines, next.(kk.Move)
			}
			before := r.Index()
			lines[kg.ToMove()].Send(before, next.String())
			if r.Index() != before+1 {
				t.Fatalf("the server refused %v", next)
			}
		}
	}
	t.Fatal("no game reached the position the test wants")
	return nil, nil, kk.Move{}
}

// openDevices opens each friend's table on a device of their own: Mia's
// a phone, Jonas's a tablet.
func openDevices(t *testing.T, lines map[int]*room.Line) [2]*testapp.Driver {
	t.Helper()
	var out [2]*testapp.Driver
	for seat, size := range [2][2]float64{{390, 844}, {1024, 768}} {
		out[seat] = testapp.Online(t, size[0], size[1], lines[seat], "kiezkoenig")
		out[seat].Settings().AnimationSpeed = 2
	}
	return out
}

// tapMove has the person at d make move m by tapping its button.
func tapMove(t *testing.T, d *testapp.Driver, m kk.Move) {
	t.Helper()
	d.WaitFor("the person's decision", 600, scenetest.HumanTurn)
	for _, c := range scenetest.List(d.State()["choices"]) {
		ch := c.(map[string]any)
		if ch["move"] == m.String() {
			d.TapTarget(ch["id"].(string))
			return
		}
	}
	t.Fatalf("no button plays %v: %v", m, d.State()["choices"])
}

// throwsDuelDice reports that next throws the dice of a duel.
func throwsDuelDice(g *kk.Game, next rules.Move) bool {
	ev, err := g.Clone().Apply(next)
	if err != nil {
		return false
	}
	for _, e := range ev {
		if _, ok := e.(kk.DuelRolled); ok {
			return true
		}
	}
	return false
}

// Online, the duel's dice are the server's throws, and the tap on a die
// only paces its animation: each screen waits for its own person's throw,
// and rolls the other player's die by itself, saying whose it is
// ("Jonas throws…"). Before, each screen offered "Throw your die" for the
// other's throw too, and both players tapped through both dice.
func TestOnlineTheOtherPlayersDuelDieRollsByItselfAndYoursWaitsForYourTap(t *testing.T) {
	// A move with a button of its own: Corruption cards played.
	lb, lines, next := onlineKiez(t, 3, func(g *kk.Game, next rules.Move) bool {
		return next.(kk.Move).Kind == kk.Corrupt && throwsDuelDice(g, next)
	})
	devices := openDevices(t, lines)
	g, _ := lb.Room.Record().Replay()
	tapMove(t, devices[g.ToMove()], next)
	var ownWaited, sawOther [2]bool
	decided := [2]bool{}
	for tick := 0; !(decided[0] && decided[1]); tick++ {
		if tick > 3000 {
			t.Fatalf("the first duel never ends on both screens: own throw waited %v, other's throw said %v", ownWaited, sawOther)
		}
		for seat, d := range devices {
			d.Tick(1)
			s := d.State()
			msg, _ := s["message"].(string)
			other := friends[1-seat]
			if strings.Contains(msg, other+" throws") {
				sawOther[seat] = true
			}
			if s["throwWait"] == true {
				if !strings.Contains(msg, "Your throw") {
					t.Fatalf("%s's screen waits for a tap on %s's die: the line says %q", friends[seat], other, msg)
				}
				ownWaited[seat] = true
				d.TapTarget("duel-throw")
			}
			if r, ok := s["duelResult"].(float64); ok && r >= -1 && ownWaited[seat] {
				decided[seat] = true
			}
		}
	}
	for seat := range devices {
		if !sawOther[seat] {
			t.Errorf("%s's screen never said %s throws", friends[seat], friends[1-seat])
		}
	}
	devices[1].Shot("kiez-online-duel-tablet")
}

// endsFightLosingACash reports that next ends a fight whose loser loses a
// Cash with money on its marker, and passes the turn to the loser.
func endsFightLosingACash(g *kk.Game, next rules.Move) bool {
	f, ok := g.Fight()
	if !ok || next.(kk.Move).Kind != kk.Corrupt || f.Bet == f.Target {
		return false
	}
	after := g.Clone()
	ev, err := after.Apply(next)
	if err != nil {
		return false
	}
	for _, e := range ev {
		won, ok := e.(kk.FightWon)
		if !ok || after.ToMove() != won.Loser {
			continue
		}
		lost := f.Target
		if won.Loser == f.Attacker {
			lost = f.Bet
		}
		cash := kk.StakeOf(lost, kk.Cash)
		for _, st := range won.Stakes {
			if st == cash && g.CashAt(kk.BusinessAt(lost).Space) > 0 {
				return true
			}
		}
	}
	return false
}

// Online, once a fight the person won has been shown and the turn has
// passed to the other player, the line says what the screen waits for.
// Before, the other player, played from elsewhere, was taken for a person
// here: the fight's result was held on the line as news for them ("You
// win the fight and take Jonas's …"), over the other player's turn.
func TestOnlineAfterYourFightTheLineSaysWhoThePlayWaitsFor(t *testing.T) {
	lb, lines, next := onlineKiez(t, 3, endsFightLosingACash)
	g, _ := lb.Room.Record().Replay()
	after := g.Clone()
	after.Apply(next)
	loser := after.ToMove()
	winner := 1 - loser
	devices := openDevices(t, lines)
	tapMove(t, devices[g.ToMove()], next)
	w := devices[winner]
	sawFight := false
	for tick := 0; ; tick++ {
		if tick > 3000 {
			t.Fatal("the fight never ends on the winner's screen")
		}
		for _, d := range devices {
			d.Tick(1)
			if d.State()["throwWait"] == true {
				d.TapTarget("duel-throw")
			}
		}
		s := w.State()
		if s["duel"] == true {
			sawFight = true
		}
		if sawFight && s["duel"] == false && s["animating"] == false {
			break
		}
	}
	w.Tick(2)
	if msg := w.State()["message"]; msg != "Waiting for "+friends[loser]+" to play." {
		w.Shot("kiez-online-after-fight")
		t.Fatalf("%s's turn, after the fight %s won, the winner's line says %q", friends[loser], friends[winner], msg)
	}
}

// paysAFee reports that next is a throw in which its player pays an
// entrance fee, after which they decide again (their second job).
func paysAFee(g *kk.Game, next rules.Move) bool {
	if next.(kk.Move).Kind != kk.Roll || g.Waiting() != kk.PhaseTurn {
		return false
	}
	seat := g.ToMove()
	after := g.Clone()
	ev, err := after.Apply(next)
	if err != nil || after.ToMove() != seat {
		return false
	}
	for _, e := range ev {
		m, ok := e.(kk.MoneyMoved)
		if ok && m.Amount > 0 && m.Why == "entrance fee" && m.From.Kind == kk.AtPlayer && m.From.Index == seat {
			return true
		}
	}
	return false
}

// Online, once the other player's throw has been shown, the watching
// screen's line says it waits for them to play on. Before, what their
// throw did to their own money ("Jonas paid a 5 fee at …") was held there
// as if it were the person's own news, over the other player's decision.
func TestOnlineAfterTheOthersThrowTheLineSaysItWaitsForThem(t *testing.T) {
	lb, lines, next := onlineKiez(t, 5, paysAFee)
	g, _ := lb.Room.Record().Replay()
	mover := g.ToMove()
	devices := openDevices(t, lines)
	tapMove(t, devices[mover], next)
	d := devices[1-mover]
	d.WaitFor("the throw to be shown", 1200, func(s map[string]any) bool {
		return scenetest.Moves(s) == len(lb.Room.Record().Moves) && s["animating"] == false
	})
	d.Tick(2)
	if msg := d.State()["message"]; msg != "Waiting for "+friends[mover]+" to play." {
		d.Shot("kiez-online-after-throw")
		t.Fatalf("after %s's throw, %s's line says %q", friends[mover], friends[1-mover], msg)
	}
}
