package chinatown

import (
	"strings"
	"testing"

	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/play"
)

// What happens to the person's deals is said on the line, for the people
// it concerns, in plain words (play-test s26).

// answeredOnline plays, in a trading game of three, the person's offer of
// $1,000 to Lena (seat 2), countered by the person if counter, and then
// Lena's answer; it returns seat 0's online scene after it and the answer's
// log entry.
func answeredOnline(t *testing.T, counter bool, answer ct.Action) (*Scene, play.Entry) {
	t.Helper()
	g := trading(t, 3, 5)
	s, _ := onlineScene(t, g.Clone().(*ct.Game))
	moves := []ct.Move{{Seat: 0, Action: ct.Propose, Terms: ct.NewTerms(ct.Leg{From: 0, To: 2, Money: 1000})}}
	if counter {
		moves = []ct.Move{
			{Seat: 2, Action: ct.Propose, Terms: ct.NewTerms(ct.Leg{From: 0, To: 2, Money: 2000})},
			{Seat: 0, Action: ct.Change, Deal: 1, Terms: ct.NewTerms(ct.Leg{From: 0, To: 2, Money: 1000})},
		}
	}
	moves = append(moves, ct.Move{Seat: 2, Action: answer, Deal: 1})
	var last play.Entry
	for _, m := range moves {
		ev, err := g.Apply(m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		last = play.Entry{Seat: m.Seat, Move: m.String()}
		for _, e := range ev {
			last.Events = append(last.Events, e.String())
		}
		s.t.Log = append(s.t.Log, last)
	}
	s.t.Game = g
	return s, last
}

func TestAComputerAcceptingThePersonsOfferOnlineIsSaidOnTheLine(t *testing.T) {
	s, e := answeredOnline(t, false, ct.Confirm)
	if said := s.summarize(e); !strings.HasPrefix(said, "Deal done: ") || !strings.Contains(said, "$1,000") {
		t.Fatalf("Lena's accept of the person's offer says %q", said)
	}
}

func TestAComputerDecliningThePersonsCounterOfferOnlineIsSaidOnTheLine(t *testing.T) {
	s, e := answeredOnline(t, true, ct.Withdraw)
	if said := s.summarize(e); !strings.HasPrefix(said, "Lena (easy) declines your counter-offer (") {
		t.Fatalf("Lena's decline of the person's counter-offer says %q", said)
	}
}

func TestAnOfferSentToOneNamesThemAsTheOneToAnswer(t *testing.T) {
	called := func(seat int) string { return []string{"Anna (you)", "Ben", "Gold (easy)"}[seat] }
	terms := ct.NewTerms(ct.Leg{From: 0, To: 1, Money: 1000})
	if said := desk.SentWords(terms, 0, called); said != "Offer sent: waiting for Ben to answer." {
		t.Fatalf("an offer to Ben alone says %q", said)
	}
}

func TestBuildingNothingMoreIsSaidAsDoneBuilding(t *testing.T) {
	w := Words{Name: func(int) string { return "Anna" }}
	if said := w.Move(ct.New(3, 5), ct.Move{Seat: 0, Action: ct.Pass}); said != "Anna is done building this year" {
		t.Fatalf("a pass says %q", said)
	}
}

func TestTheIncomeSummaryPromisesNoWaitForATap(t *testing.T) {
	// It goes by itself after a few seconds: "tap to go on" read as a
	// promise that it waits (play-test).
	s := sceneAt(t, 3)
	s.anims.sum.left = 100
	if said := s.showing(); strings.Contains(strings.ToLower(said), "tap to go on") || said == "" {
		t.Fatalf("under the income summary the line says %q", said)
	}
}

// Online, another's deal comes without its cards, which are theirs to
// see: the log said "Gold is dealt 0 building cards and keeps 4"
// (play-test s26).
func TestAnothersHiddenDealIsNotSaidAsNoCards(t *testing.T) {
	w := Words{Name: func(int) string { return "Gold" }}
	if said := w.Event(ct.Dealt{Seat: 2, Keep: 4}); said != "Gold is dealt building cards to keep 4 of" {
		t.Fatalf("a hidden deal says %q", said)
	}
	if said := w.Event(ct.Dealt{Seat: 2, Cards: []int{3, 9, 12, 40, 41, 60, 77}, Keep: 5}); said != "Gold is dealt 7 building cards and keeps 5" {
		t.Fatalf("a deal seen says %q", said)
	}
}
