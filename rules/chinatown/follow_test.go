package chinatown

import (
	"encoding/json"
	"reflect"
	"testing"

	"quartet/rules"
)

// copyOf is seat's copy of g as a device online holds it: the view the
// referee sends, read back.
func copyOf(t *testing.T, g *Game, seat int) *Game {
	t.Helper()
	data, err := g.MarshalView(seat)
	if err != nil {
		t.Fatal(err)
	}
	c, err := UnmarshalView(data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// randomGame plays a whole game of random moves from LegalMoves, calling
// each before every move with the seat about to move and the move.
func randomGame(t *testing.T, seats int, seed uint64, each func(g *Game, m rules.Move)) {
	t.Helper()
	g := New(seats, seed)
	r := rules.NewRand(seed)
	for n := 0; !g.over; n++ {
		if n > 5000 {
			t.Fatal("the game never ends")
		}
		legal := g.LegalMoves()
		m := legal[r.IntN(len(legal))]
		each(g, m)
		if _, err := g.Apply(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	each(g, nil)
}

// A seat's copy shows exactly what its view shows, through every phase of
// a whole game, and writes back as it was read.
func TestASeatsCopyIsItsViewOfTheGame(t *testing.T) {
	randomGame(t, 4, 21, func(g *Game, _ rules.Move) {
		for seat := range g.seats {
			c := copyOf(t, g, seat)
			v := g.View(seat).(*Game)
			if !reflect.DeepEqual(c.Summary(), v.Summary()) {
				t.Fatalf("seat %d's copy sums up as %v, its view %v", seat, c.Summary(), v.Summary())
			}
			for s := range g.seats {
				cm, ck := c.Money(s)
				vm, vk := v.Money(s)
				if cm != vm || ck != vk || !reflect.DeepEqual(c.Dealt(s), v.Dealt(s)) || !reflect.DeepEqual(c.Kept(s), v.Kept(s)) || c.Chose(s) != v.Chose(s) || c.IsDone(s) != v.IsDone(s) {
					t.Fatalf("seat %d's copy shows seat %d otherwise than its view", seat, s)
				}
			}
			if c.DeckSize() != v.DeckSize() || c.ToMove() != v.ToMove() || !reflect.DeepEqual(c.Deals(), v.Deals()) || !reflect.DeepEqual(c.History(), v.History()) {
				t.Fatalf("seat %d's copy: deck %d, to move %d, deals %v; its view: %d, %d, %v", seat, c.DeckSize(), c.ToMove(), c.Deals(), v.DeckSize(), v.ToMove(), v.Deals())
			}
			a, _ := g.MarshalView(seat)
			b, _ := c.MarshalView(seat)
			if string(a) != string(b) {
				t.Fatalf("seat %d's copy writes back otherwise:\n%s\n%s", seat, a, b)
			}
		}
	})
}

// What a view hides never travels: the view written for a seat holds no
// other player's cards while keeping and no other player's money.
func TestAViewSentToASeatHoldsNoOtherPlayersSecrets(t *testing.T) {
	randomGame(t, 3, 5, func(g *Game, _ rules.Move) {
		for seat := range g.seats {
			var v seatView
			data, _ := g.MarshalView(seat)
			if err := json.Unmarshal(data, &v); err != nil {
				t.Fatal(err)
			}
			for s := range g.seats {
				if s == seat {
					continue
				}
				if !g.over && v.Money[s] >= 0 {
					t.Fatalf("seat %d was sent seat %d's money", seat, s)
				}
				if v.Dealt[s] != nil || v.Kept[s] != nil {
					t.Fatalf("seat %d was sent seat %d's cards", seat, s)
				}
			}
			if g.phase == Keeping && v.Deck != nil {
				t.Fatalf("seat %d was sent the cards left in the deck", seat)
			}
		}
	})
}

// The copy answers its seat's moves as the rules do: every move the whole
// game accepts from a seat, that seat's copy accepts too, so a person
// online is never refused a move the referee would play.
func TestASeatsCopyAcceptsEveryMoveOfItsSeatTheRulesAccept(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		randomGame(t, 3+int(seed)%3, seed, func(g *Game, m rules.Move) {
			if m == nil {
				return
			}
			seat := m.(Move).Seat
			if _, err := copyOf(t, g, seat).Apply(m); err != nil {
				t.Fatalf("seat %d's copy refuses %v, which the rules accept: %v", seat, m, err)
			}
		})
	}
}

// Confirming a deal in which another player pays cannot be judged by a
// copy that does not know that player's money: it lets the move through,
// for the referee to decide, rather than refuse what the referee accepts.
func TestACopyLeavesAnotherPlayersMoneyToTheReferee(t *testing.T) {
	g := tradingTable(t, 3)
	own(g, 1, NoShop, 17)
	play(t, g, "P1 propose P2>P1 17 P1>P2 $40000")
	if _, err := copyOf(t, g, 1).Clone().Apply(mustParse(t, "P2 confirm #1")); err != nil {
		t.Fatalf("seat 2's copy refuses to confirm a deal P1 pays: %v", err)
	}
	// Its own money a copy knows: a deal it cannot pay is refused there
	// with the rules' own reason.
	if _, err := copyOf(t, g, 0).Apply(mustParse(t, "P1 propose P2>P1 17 P1>P2 $60000")); err == nil || err.Error() != "Player 1 cannot pay $60,000 in this deal." {
		t.Fatalf("seat 1's copy answers a deal beyond its money with %v", err)
	}
}

// Every event a game makes reads back from the JSON the referee sends, so a
// seat's copy shows the same happenings as the game.
func TestEveryEventReadsBackFromItsJSON(t *testing.T) {
	seen := map[string]bool{}
	randomGame(t, 5, 9, func(g *Game, m rules.Move) {
		if m == nil {
			return
		}
		events, err := g.Clone().Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			kind := reflect.TypeOf(e).Name()
			data, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			back, err := DecodeEvent(kind, data)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back, e) {
				t.Fatalf("%s reads back as %#v, was %#v", kind, back, e)
			}
			seen[kind] = true
		}
	})
	if len(seen) < 15 {
		t.Errorf("a whole game made %d kinds of event: %v", len(seen), seen)
	}
	if _, err := DecodeEvent("Bribed", nil); err == nil {
		t.Error("an event Chinatown does not have reads")
	}
}

func mustParse(t *testing.T, text string) Move {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
