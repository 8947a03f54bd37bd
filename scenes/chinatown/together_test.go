package chinatown

import (
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/online"
	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/play"
)

// Keeping cards and trading are done by everyone at once: the line and the
// seat cards say what the person does, never whose turn it is (play-test
// s26, online with a friend and a computer).

// shownLine is what the message line shows, as the chrome picks it.
func shownLine(s *Scene) string { m, _ := s.ch.Describe(false)["message"].(string); return m }

// friendScene is seat 0's scene at an online table whose game is g: seat 1
// (Ben) a friend elsewhere, the others the server's computers.
func friendScene(t *testing.T, g *ct.Game) *Scene {
	t.Helper()
	snap := online.Snapshot{Code: "ABCDEF", Title: "chinatown", You: 0, Started: true, Index: 0, ToMove: g.ToMove(),
		View: online.SeatView(g, 0)}
	for s := range g.Seats() {
		seat := online.Seat{Name: []string{"Anna", "Ben", "Gold"}[s], Kind: online.KindComputer, Level: "easy", Joined: true, Connected: true}
		if s < 2 {
			seat = online.Seat{Name: seat.Name, Kind: online.KindFriend, Joined: true, Connected: true}
		}
		snap.Seats = append(snap.Seats, seat)
	}
	tb, err := play.NewOnline(snap, &quietLink{}, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	return New(tb, testContext()).(*Scene)
}

// keepingNotFirst is a game in its second year's keeping, which Ben
// (seat 1) begins: the rules name him to move while everyone keeps cards.
func keepingNotFirst(t *testing.T) *ct.Game {
	t.Helper()
	g, _ := playedTo(t, func(g *ct.Game) bool { return g.Phase() == ct.Keeping && g.Round() == 2 })
	if g.ToMove() != 1 {
		t.Fatalf("year 2's keeping begins with seat %d", g.ToMove())
	}
	return g
}

func TestWhileThePersonKeepsCardsTheLineSaysToChooseThem(t *testing.T) {
	s := friendScene(t, keepingNotFirst(t))
	s.ch.Prompt(s.prompt())
	if line := shownLine(s); !strings.Contains(line, "Choose") || strings.Contains(line, "Waiting for") {
		t.Fatalf("with cards to keep, while Ben is named to move, the line says %q", line)
	}
	cards := s.cards()
	for seat, c := range cards {
		if c.State == "to play" || c.State != "choosing" {
			t.Errorf("while everyone keeps cards, seat %d's card says %q", seat, c.State)
		}
	}
}

func TestAnotherChoosingCardsDoesNotReplaceThePersonsInstruction(t *testing.T) {
	g := keepingNotFirst(t)
	s := friendScene(t, g)
	var ben ct.Move
	for _, m := range g.LegalMoves() {
		if m := m.(ct.Move); m.Seat == 1 {
			ben = m
			break
		}
	}
	after := g.Clone().(*ct.Game)
	if _, err := after.Apply(ben); err != nil {
		t.Fatal(err)
	}
	s.t.Game = after
	if said := s.summarize(play.Entry{Seat: 1}); said != "" {
		t.Fatalf("Ben's choice, with the person's cards still to keep, takes the line: %q", said)
	}
	if c := s.cards()[1]; c.State != "has chosen" {
		t.Fatalf("Ben's card says %q once he chose", c.State)
	}
}

func TestTradingWithAFriendElsewhereSaysEveryoneTradesAtOnce(t *testing.T) {
	// In year 1 the rules name the person to move in trading, in year 2
	// Ben.
	year2, _ := playedTo(t, func(g *ct.Game) bool { return g.Phase() == ct.Trading && g.Round() == 2 })
	for _, g := range []*ct.Game{trading(t, 3, 5), year2} {
		if len(g.Deals()) > 0 || g.IsDone(0) {
			t.Fatalf("trading opens with deals %v, done %v", g.Deals(), g.IsDone(0))
		}
		s := friendScene(t, g)
		s.ch.Prompt(s.prompt())
		if line := shownLine(s); line != tradingWords {
			t.Errorf("trading with Ben elsewhere, seat %d named to move, the line says %q", g.ToMove(), line)
		}
		for seat, c := range s.cards() {
			if c.State == "to play" {
				t.Errorf("trading, seat %d's card says %q", seat, c.State)
			}
		}
	}
}

func TestDoneTradingOnlineTheLineKeepsNamingWhoIsStillTrading(t *testing.T) {
	g := trading(t, 3, 5)
	if _, err := g.Apply(ct.DoneMove(0)); err != nil {
		t.Fatal(err)
	}
	if g.ToMove() == 0 || g.Phase() != ct.Trading {
		t.Skip("the turn stayed with the person")
	}
	s := friendScene(t, g)
	// The notice of Done trading has timed out.
	line := shownLine(s)
	if !strings.Contains(line, "You are done trading: waiting for Ben and Gold") {
		t.Fatalf("done trading, with %s named to move, the line says %q", desk.ShortName(s.ch.Names.Called(g.ToMove())), line)
	}
}

// The cards' states and labels are said in the player's language
// (play-test: "choosing" and "secret" on German cards).
func TestTheCardsSayTheirStatesInThePlayersLanguage(t *testing.T) {
	g := keepingNotFirst(t)
	lang.Use(lang.German)
	defer lang.Use(lang.English)
	s := friendScene(t, g)
	for seat, c := range s.cards() {
		if c.State != "beim Wählen" {
			t.Errorf("seat %d's card says %q", seat, c.State)
		}
		if want := map[bool]string{true: "Geld", false: "geheim"}[seat == 0]; c.ScoreLabel != want {
			t.Errorf("seat %d's figure is labelled %q, want %q", seat, c.ScoreLabel, want)
		}
	}
}
