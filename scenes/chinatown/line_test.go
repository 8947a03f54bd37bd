package chinatown

import (
	"strings"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/internal/store"
	"quartet/online"
	ct "quartet/rules/chinatown"
	"quartet/rules/record"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// The message line says what the screen waits for now, never what it
// waited for a step ago (play-test, online between a phone and a tablet).

// quietLink is a server that takes moves and answers nothing: a move sent
// has not landed yet, as online between a tap and the server's word.
type quietLink struct{ sent []string }

func (l *quietLink) Send(_ int, move string) { l.sent = append(l.sent, move) }
func (l *quietLink) Sync()                   {}
func (l *quietLink) Take() []online.Arrival  { return nil }
func testContext() *ui.Context {
	return &ui.Context{W: 1024, H: 768, Scale: 1, Sound: silent{}, Pointer: &ui.Pointer{}}
}
func lineOf(s *Scene) string { text, _ := s.ch.Msg.Text(); return text }
func playedTo(t *testing.T, stop func(*ct.Game) bool) (*ct.Game, *record.Record) {
	t.Helper()
	g := ct.New(3, 5)
	rec := &record.Record{Title: "chinatown", Seed: 5, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}, {Level: "easy"}}}
	for n := 0; !stop(g); n++ {
		if g.Outcome().Over {
			t.Skip("the game ended before the point wanted")
		}
		agent, _ := opponents.New("chinatown", "easy", uint64(n))
		m := ai.Decide(agent, g)
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return g, rec
}

// onlineScene is the scene of seat 0 at an online table whose game is g,
// the others the server's computers.
func onlineScene(t *testing.T, g *ct.Game) (*Scene, *quietLink) {
	t.Helper()
	snap := online.Snapshot{Code: "ABCDEF", Title: "chinatown", You: 0, Started: true, Index: 0, ToMove: g.ToMove(),
		View: online.SeatView(g, 0)}
	for s := range g.Seats() {
		seat := online.Seat{Name: []string{"Mia", "Jonas", "Lena"}[s], Kind: online.KindComputer, Level: "easy", Joined: true, Connected: true}
		if s == 0 {
			seat = online.Seat{Name: "Mia", Kind: online.KindFriend, Joined: true, Connected: true}
		}
		snap.Seats = append(snap.Seats, seat)
	}
	l := &quietLink{}
	tb, err := play.NewOnline(snap, l, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	return New(tb, testContext()).(*Scene), l
}

// lastOfAKind: the person builds, holding one tile of a type, another
// tile besides, and two empty lots.
func lastOfAKind(g *ct.Game) bool {
	if g.Phase() != ct.Placing || g.ToMove() != 0 || g.HandTiles(0) < 2 {
		return false
	}
	vacant := 0
	for _, l := range g.LotsOf(0) {
		if g.ShopAt(l) == ct.NoShop {
			vacant++
		}
	}
	for sh := range ct.Shop(ct.Shops) {
		if g.Hand(0, sh) == 1 && vacant >= 2 {
			return true
		}
	}
	return false
}

func TestAfterTheLastTileOfAKindIsBuiltTheLineSaysWhatComesNext(t *testing.T) {
	g, rec := playedTo(t, lastOfAKind)
	for _, on := range []string{"on this device", "online"} {
		var s *Scene
		if on == "online" {
			s, _ = onlineScene(t, g.Clone().(*ct.Game))
		} else {
			s = sceneOf(t, rec)
		}
		shop := ct.NoShop
		for sh := range ct.Shop(ct.Shops) {
			if g.Hand(0, sh) == 1 {
				shop = sh
			}
		}
		lot := 0
		for _, l := range g.LotsOf(0) {
			if g.ShopAt(l) == ct.NoShop {
				lot = l
			}
		}
		c := testContext()
		// The person chooses the tile, which the line says, and builds it
		// at once.
		s.ch.Msg.Notice(chosenWords(shop))
		s.tile = shop
		s.place(c, shop, lot)
		line := lineOf(s)
		if strings.Contains(line, "chosen") || !strings.Contains(line, "last "+shop.Name()) || !strings.Contains(line, "Done building") {
			t.Fatalf("%s, after the last %s: the line says %q", on, shop.Name(), line)
		}
		if s.tile != ct.NoShop {
			t.Fatalf("%s, after the last %s it is still the tile chosen", on, shop.Name())
		}
		if p := s.prompt(); strings.Contains(p, shop.Name()) {
			t.Fatalf("%s, after the last %s the prompt says %q", on, shop.Name(), p)
		}
	}
}

func TestAfterAcceptingAnOfferOnlineTheLineNoLongerSaysTheOffer(t *testing.T) {
	g, _ := playedTo(t, func(g *ct.Game) bool { return g.Phase() == ct.Trading })
	// Jonas offers the person $1,000 for nothing.
	if _, err := g.Apply(ct.Move{Seat: 1, Action: ct.Propose, Terms: ct.NewTerms(ct.Leg{From: 1, To: 0, Money: 1000})}); err != nil {
		t.Fatal(err)
	}
	id := g.Deals()[0].ID
	s, l := onlineScene(t, g)
	s.ch.Msg.Notice("Jonas offers you a deal: Accept, Decline or Change it on its card.")
	s.accept(testContext(), id)
	if len(l.sent) != 1 {
		t.Fatalf("Accept sent %v", l.sent)
	}
	if line := lineOf(s); strings.Contains(line, "offers you") || !strings.Contains(line, "Deal done with Jonas") {
		t.Fatalf("after Accept, before the server's word, the line says %q", line)
	}
}

func TestAfterDoneTradingTheLineNamesWhoIsStillTrading(t *testing.T) {
	s := sceneAt(t, 3, "P1 done")
	p := s.prompt()
	for seat := 1; seat <= 2; seat++ {
		if name := desk.ShortName(s.ch.Names.Called(seat)); !strings.Contains(p, name) {
			t.Fatalf("done trading, the line says %q, not naming %s", p, name)
		}
	}
	if !strings.Contains(p, "waiting for") {
		t.Fatalf("done trading, the line says %q", p)
	}
}

func TestAfterDoneTradingTheOfferButtonSaysItTradesAgainAndSuggestIsOff(t *testing.T) {
	s := sceneAt(t, 3, "P1 done")
	c := testContext()
	c.Tick = 1000
	s.ch.Lay = table.Arrange(c, s.spec(c))
	s.layout(c)
	c.Tick = 2000 // the row has stood long enough to be lit
	s.layout(c)
	found := map[string]bool{}
	for _, w := range s.widgets {
		switch w.ID {
		case "new-deal":
			found[w.ID] = true
			if w.Label != "Trade again" || !w.Enabled {
				t.Fatalf("done trading, the offer button reads %q (enabled %v)", w.Label, w.Enabled)
			}
		case "suggest":
			found[w.ID] = true
			if w.Enabled || w.Why == "" {
				t.Fatalf("done trading, Suggest is enabled %v, why %q", w.Enabled, w.Why)
			}
		}
	}
	if len(found) != 2 {
		t.Fatalf("done trading, the row has %v", found)
	}
}
