package scenes

import (
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/online/room"
	"quartet/rules/record"
	"quartet/scenes/play"
)

// onlineDevice opens the table of line's seat on a device of its own.
func onlineDevice(t *testing.T, w, h float64, line *room.Line) *driver {
	t.Helper()
	d := newDriver(t, w, h, store.Memory{})
	d.app.Settings().AnimationSpeed = 4
	d.WaitFor("the menu", 60, isScene("menu"))
	got := line.Take()
	for i, a := range got {
		if a.Snapshot == nil {
			continue
		}
		if err := d.app.playOnline(*a.Snapshot, play.WithEarly(line, got[i+1:])); err != nil {
			t.Fatal(err)
		}
		break
	}
	d.WaitFor("the table", 120, func(s map[string]any) bool { return s["scene"] == "hongkong" && s["transition"] == nil })
	return d
}

// Two people, each at their own device, play a whole game of Hong Kong by
// taps through the server's referee: the table is the one every game uses,
// with no network code of its own.
func TestTwoPeoplePlayHongKongOnlineByTouchEachAtTheirOwnTable(t *testing.T) {
	r, err := room.New("ABCDEF", room.Setup{Title: "hongkong", Seats: []string{record.Human, record.Human}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	la, _ := lb.Join("mia", "Mia")
	lj, _ := lb.Join("jonas", "Jonas")
	devices := []*driver{onlineDevice(t, 390, 844, la), onlineDevice(t, 1024, 768, lj)}
	for turn := 0; !r.Over(); turn++ {
		if turn > 2000 {
			t.Fatal("the game never ends")
		}
		var d *driver
		for _, dev := range devices {
			dev.Tick(1)
			if dev.app.Table().HumanToMove() {
				d = dev
			}
		}
		if d == nil {
			continue
		}
		d.WaitFor("the last move to land", 600, func(s map[string]any) bool { return s["animating"] == false })
		before := len(r.Record().Moves)
		tapAMove(t, d)
		d.WaitFor("the server to take the move", 120, func(map[string]any) bool { return len(r.Record().Moves) > before })
	}
	for i, d := range devices {
		d.WaitFor("the end", 600, func(s map[string]any) bool { return s["over"] == true && d.app.Table().Over() })
		if got, want := len(d.app.Table().Rec.Moves), len(r.Record().Moves); got != want {
			t.Fatalf("device %d played %d moves, the server %d", i, got, want)
		}
	}
	devices[0].Shot("online-hongkong-end-phone")
	// Each device calls the other player by the name they joined with.
	for i, d := range devices {
		other := []string{"Jonas", "Mia"}[i]
		if card := d.app.Table(); card.Rec.Seats[1-i].Name != other {
			t.Fatalf("device %d calls the other seat %q", i, card.Rec.Seats[1-i].Name)
		}
	}
}

// tapAMove plays, by taps, a legal move of the person to move: a block or a
// roof on a plot, or a pass.
func tapAMove(t *testing.T, d *driver) {
	t.Helper()
	g := d.app.Table().Game
	for _, kind := range []string{"B ", "R "} {
		for _, m := range g.LegalMoves() {
			text := m.String()
			if !strings.HasPrefix(text, kind) {
				continue
			}
			if kind == "R " {
				d.TapTarget("piece-roof")
			}
			d.TapTarget("plot-" + strings.TrimPrefix(text, kind))
			return
		}
	}
	d.TapTarget("pass")
}
