package scenes

import (
	"fmt"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/online"
	"quartet/online/room"
	ct "quartet/rules/chinatown"
	"quartet/rules/record"
	"quartet/scenes/play"
)

// onlineDevice opens the table of line's seat on a device of its own.
func onlineDevice(t *testing.T, w, h float64, line *room.Line) *driver {
	t.Helper()
	return onlineTable(t, w, h, line, "hongkong")
}

// onlineTable opens the table of line's seat in a game of title on a
// device of its own.
func onlineTable(t *testing.T, w, h float64, line *room.Line, title string) *driver {
	t.Helper()
	return onlineTableVia(t, w, h, line, line, title)
}

// onlineTableVia opens the table of line's seat, its moves going through
// link (a connection that may lose them).
func onlineTableVia(t *testing.T, w, h float64, line *room.Line, link play.Link, title string) *driver {
	t.Helper()
	d := newDriver(t, w, h, store.Memory{})
	d.app.Settings().AnimationSpeed = 4
	d.WaitFor("the menu", 60, isScene("menu"))
	got := line.Take()
	for i, a := range got {
		if a.Snapshot == nil {
			continue
		}
		if err := d.app.playOnline(*a.Snapshot, play.WithEarly(link, got[i+1:])); err != nil {
			t.Fatal(err)
		}
		break
	}
	d.WaitFor("the table", 120, func(s map[string]any) bool { return s["scene"] == title && s["transition"] == nil })
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
	// Mia's server's word that the game is over comes a while after its
	// last move, as a slow network may bring it.
	devices := []*driver{onlineTableVia(t, 390, 844, la, &lateEnd{Line: la}, "hongkong"), onlineDevice(t, 1024, 768, lj)}
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
	// Each keeps the finished game, seed and all, for the replays list.
	for _, d := range devices {
		d.WaitFor("the finished game kept", 120, func(map[string]any) bool {
			_, err := d.st.Get(play.FinishedName("hongkong"))
			return err == nil
		})
	}
	// Each device calls the other player by the name they joined with.
	for i, d := range devices {
		other := []string{"Jonas", "Mia"}[i]
		if card := d.app.Table(); card.Rec.Seats[1-i].Name != other {
			t.Fatalf("device %d calls the other seat %q", i, card.Rec.Seats[1-i].Name)
		}
	}
}

// lateEnd is a line on which the server's word that the game is over
// comes some looks after the last move.
type lateEnd struct {
	*room.Line
	held []online.Arrival
	wait int
}

func (l *lateEnd) Take() []online.Arrival {
	var now []online.Arrival
	for _, a := range l.Line.Take() {
		if a.Ended != nil {
			l.held, l.wait = append(l.held, a), 30
			continue
		}
		now = append(now, a)
	}
	if l.wait--; len(l.held) > 0 && l.wait <= 0 {
		now, l.held = append(now, l.held...), nil
	}
	return now
}

// losingLine loses the moves it is told to, as a connection that dropped
// while they were on their way; its Sync brings the snapshot, as the
// reconnect does.
type losingLine struct {
	*room.Line
	lose int
}

func (l *losingLine) Send(index int, move string) {
	if l.lose > 0 {
		l.lose--
		return
	}
	l.Line.Send(index, move)
}

// A move lost with the connection (the server restarted while it was on
// its way) lights the person's plots again once the reconnect's snapshot
// shows it was never played, and their next tap is played. The browser
// test's online game stood still after Nakama's restart: the person's
// turn, every plot dark.
func TestAMoveLostWithTheConnectionLightsThePlotsAgain(t *testing.T) {
	lit := func(s map[string]any) bool { return s["humanTurn"] == true && len(s["legal"].([]any)) > 0 }
	aLostMoveIsMadeAgain(t, "hongkong", 11, lit, func(d *driver) { tapAMove(t, d) })
}

// The same in KiezKönig: the person's choices come back.
func TestAKiezMoveLostWithTheConnectionOffersTheChoicesAgain(t *testing.T) {
	offered := func(s map[string]any) bool { c, _ := s["choices"].([]any); return s["humanTurn"] == true && len(c) > 0 }
	aLostMoveIsMadeAgain(t, "kiezkoenig", 5, offered, func(d *driver) {
		d.TapTarget(d.State()["choices"].([]any)[0].(map[string]any)["id"].(string))
	})
}

// The same in Hong: the lit cells come back.
func TestAHongTileLostWithTheConnectionLightsTheCellsAgain(t *testing.T) {
	lit := func(s map[string]any) bool { l, _ := s["lit"].([]any); return s["humanTurn"] == true && len(l) > 0 }
	aLostMoveIsMadeAgain(t, "hong", 5, lit, func(d *driver) {
		cell := d.State()["lit"].([]any)[0].(string)
		d.TapTarget("cell-" + cell)
		d.WaitFor("the tile shown", 60, func(s map[string]any) bool { return s["ghost"] == cell })
		d.TapTarget("place")
	})
}

// aLostMoveIsMadeAgain plays a room of title for Mia on a phone and Jonas
// on a tablet until Mia is to move, loses her move as a dropped
// connection does, and brings the reconnect's snapshot: ready (her choices
// lit) must hold again, and her next move is played. act makes a move by
// taps.
func aLostMoveIsMadeAgain(t *testing.T, title string, seed uint64, ready func(map[string]any) bool, act func(*driver)) {
	t.Helper()
	r, err := room.New("ABCDEF", room.Setup{Title: title, Seats: []string{record.Human, record.Human}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	la, _ := lb.Join("mia", "Mia")
	lj, _ := lb.Join("jonas", "Jonas")
	lost := &losingLine{Line: la, lose: 1}
	mia := onlineTableVia(t, 390, 844, la, lost, title)
	jonas := onlineTable(t, 1024, 768, lj, title)
	took := func(n int) func(map[string]any) bool {
		return func(map[string]any) bool { return len(r.Record().Moves) >= n }
	}
	for i := 0; mia.app.Table().Game.ToMove() != 0; i++ {
		if i > 20 {
			t.Fatal("Mia never comes to move")
		}
		jonas.WaitFor("Jonas's turn", 600, ready)
		before := len(r.Record().Moves)
		act(jonas)
		jonas.WaitFor("the server to take Jonas's move", 120, took(before+1))
		mia.Tick(30)
	}
	mia.WaitFor("Mia's turn", 600, ready)
	before := len(r.Record().Moves)
	act(mia)
	mia.Tick(10)
	if len(r.Record().Moves) != before || mia.app.Table().HumanToMove() {
		t.Fatalf("the lost move: the server has %d moves (%d before), Mia to move %v", len(r.Record().Moves), before, mia.app.Table().HumanToMove())
	}
	lost.Sync()
	mia.WaitFor("her choices offered again", 120, ready)
	act(mia)
	mia.WaitFor("the server to take the move", 120, took(before+1))
}

// The same in Chinatown: the cards to keep are offered again once the
// snapshot shows the choice was lost, and Keep is played.
func TestAChinatownKeepLostWithTheConnectionOffersTheCardsAgain(t *testing.T) {
	r, err := room.New("ABCDEF", room.Setup{Title: "chinatown", Seats: []string{record.Human, record.Human, "easy"}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	la, _ := lb.Join("mia", "Mia")
	lb.Join("jonas", "Jonas")
	lost := &losingLine{Line: la, lose: 1}
	mia := onlineTableVia(t, 1024, 768, la, lost, "chinatown")
	keeping := func(s map[string]any) bool {
		return s["canAct"] == true && s["phase"] == "keeping" && mia.HasTarget("keep")
	}
	keep := func() {
		s := mia.State()
		dealt, need := s["dealt"].([]any), int(s["keepNeed"].(float64))
		for _, c := range dealt[:need] {
			id := fmt.Sprintf("card-%d", int(c.(float64)))
			if kept, _ := s["kept"].([]any); !containsNumber(kept, c) {
				mia.TapTarget(id)
			}
		}
		mia.TapTarget("keep")
	}
	mia.WaitFor("the cards to keep", 600, keeping)
	before := len(r.Record().Moves)
	keep()
	mia.Tick(10)
	if len(r.Record().Moves) != before || mia.app.Table().HumanToMove() {
		t.Fatalf("the lost keep: the server has %d moves (%d before), Mia to move %v", len(r.Record().Moves), before, mia.app.Table().HumanToMove())
	}
	lost.Sync()
	mia.WaitFor("the cards offered again", 120, keeping)
	keep()
	mia.WaitFor("the server to take the cards kept", 120, func(map[string]any) bool { return len(r.Record().Moves) > before })
}

func containsNumber(list []any, v any) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
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

// The Online page offers Chinatown, whose copy follows the views the
// server sends, for three to five players, each other seat a friend or the
// server's computer.
func TestTheOnlinePageOffersChinatownForThreeToFivePlayers(t *testing.T) {
	d := newDriver(t, 390, 844, store.Memory{})
	d.WaitFor("the menu", 60, isScene("menu"))
	d.app.Online("")
	d.WaitFor("the online page", 60, isScene("online"))
	if got := d.Target("online-title-3").Label; got != "Chinatown" {
		t.Fatalf("the fourth game offered is %q", got)
	}
	d.TapTarget("online-title-3")
	for i, want := range []string{"3 players", "4 players", "5 players"} {
		if got := d.Target(fmt.Sprintf("online-players-%d", i)).Label; got != want {
			t.Fatalf("player count %d reads %q", i, got)
		}
	}
	d.TapTarget("online-players-0")
	if d.HasTarget("online-seat3") || !d.HasTarget("online-seat2") {
		t.Fatal("three players do not make two other seats")
	}
	before := d.Target("online-seat2").Label
	d.TapTarget("online-seat2")
	if after := d.Target("online-seat2").Label; after == before {
		t.Fatalf("a tap leaves seat 3 %q", after)
	}
	d.Shot("online-chinatown-page-phone")
}

// Two people, each at their own device, and the server's computer play
// Chinatown: each keeps cards by taps, then one offers the other money for
// a lot at the trading desk and the other accepts it on the offer's card,
// both by touch, and both tables show the lot changing hands.
func TestTwoPeopleStrikeAChinatownDealOnlineByTouch(t *testing.T) {
	lb, mia, jonas := chinatownTrading(t)
	r := lb.Room
	mia.Shot("online-chinatown-trading-mia")

	mia.TapTarget("new-deal")
	mia.WaitFor("the desk", 120, func(s map[string]any) bool { return s["desk"] == true })
	lots := jonas.app.Table().Game.(*ct.Game).LotsOf(1)
	lot := -1
	for _, l := range lots {
		if mia.HasTarget(fmt.Sprintf("lot-%d", l)) {
			lot = l
			break
		}
	}
	if lot < 0 {
		t.Fatalf("none of Jonas's lots %v can be asked for", lots)
	}
	mia.TapTarget(fmt.Sprintf("lot-%d", lot))
	mia.TapTarget("pay+1")
	before := len(r.Record().Moves)
	mia.TapTarget("send")
	mia.WaitFor("the offer to reach the server", 120, func(map[string]any) bool { return len(r.Record().Moves) > before })

	var offer int
	jonas.WaitFor("the offer's card", 600, func(s map[string]any) bool {
		for _, d := range s["deals"].([]any) {
			d := d.(map[string]any)
			if d["waitingMe"] == true && int(d["by"].(float64)) == 0 {
				offer = int(d["id"].(float64))
				return jonas.HasTarget(fmt.Sprintf("accept-%d", offer))
			}
		}
		return false
	})
	jonas.Shot("online-chinatown-offer-jonas")
	jonas.TapTarget(fmt.Sprintf("accept-%d", offer))
	for _, d := range []*driver{mia, jonas} {
		d.WaitFor("the deal struck", 600, func(map[string]any) bool {
			return d.app.Table().Game.(*ct.Game).Owner(lot) == 0
		})
	}
	if got := lb.Room.Record(); !strings.Contains(strings.Join(got.Moves, "\n"), fmt.Sprintf("P2 confirm #%d", offer)) {
		t.Fatalf("the server's moves %v hold no confirmation of #%d", got.Moves, offer)
	}
	mia.Shot("online-chinatown-struck-mia")
}

// Online the others do not wait: the pause menu and the log say that play
// goes on, where offline they say the game waits (play-test: "paused" and
// "Play waits while you read" over a game the others played on).
func TestOnlineThePauseMenuAndTheLogSayTheOthersPlayOn(t *testing.T) {
	r, err := room.New("ABCDEF", room.Setup{Title: "hongkong", Seats: []string{record.Human, record.Human}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	la, _ := lb.Join("mia", "Mia")
	_, _ = lb.Join("jonas", "Jonas")
	d := onlineDevice(t, 390, 844, la)
	describe := func() map[string]any {
		return d.app.Top().(interface{ Describe() map[string]any }).Describe()
	}
	d.TapTarget("menu")
	d.WaitFor("the pause menu", 30, func(s map[string]any) bool { return s["overlay"] == "pause" })
	if h, _ := describe()["heading"].(string); !strings.Contains(h, "play goes on") || strings.Contains(h, "paused") {
		t.Errorf("the online pause menu is headed %q", h)
	}
	d.TapTarget("pause-Resume")
	d.TapTarget("log")
	if n, _ := describe()["note"].(string); n != "The others play on; their moves show when you close the log." {
		t.Errorf("the online log's note is %q", n)
	}
}
