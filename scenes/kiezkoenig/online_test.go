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
