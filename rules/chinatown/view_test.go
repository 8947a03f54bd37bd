package chinatown

import (
	"slices"
	"testing"

	"quartet/rules"
	"quartet/rules/ruletest"
)

func TestOtherPlayersMoneyIsSecret(t *testing.T) {
	g := New(4, 3)
	keepAll(t, g)
	v := g.View(1).(*Game)
	for s := range 4 {
		_, known := v.Money(s)
		if known != (s == 1) {
			t.Fatalf("seat 1's view: money of seat %d known = %v", s, known)
		}
	}
	if v.TotalMoney() != 4*StartMoney {
		t.Fatalf("the total %d is public", v.TotalMoney())
	}
	players := v.Summary()["players"].([]map[string]any)
	if players[0]["money"] != nil || players[1]["money"] != StartMoney {
		t.Fatalf("summary of the view shows money %v", players)
	}
	if _, err := v.Apply(DoneMove(0)); err == nil {
		t.Fatal("a view that hides money accepted a move before Determinize")
	}
}

func TestMoneyIsRevealedWhenTheGameEnds(t *testing.T) {
	g := New(3, 3)
	playRounds(t, g, func(int) {})
	v := g.View(0).(*Game)
	for s := range 3 {
		if m, ok := v.Money(s); !ok || m != g.money[s] {
			t.Fatalf("after the game seat %d's money %d known %v", s, m, ok)
		}
	}
}

func TestBuildingCardsInHandAreSecretUntilRevealed(t *testing.T) {
	g := New(3, 8)
	play(t, g, "P2 keep "+join(g.Dealt(1)[:5]))
	v := g.View(0).(*Game)
	if v.Dealt(0) == nil || v.Dealt(1) != nil || v.Dealt(2) != nil || v.Kept(1) != nil {
		t.Fatal("the view shows other players' cards")
	}
	if !v.Chose(1) || v.Chose(2) {
		t.Fatal("that a player has chosen is public")
	}
	if len(v.LegalMoves()) == 0 {
		t.Fatal("the viewer is to move and sees its own choices")
	}
	if v.DeckSize() != Lots-3*7 {
		t.Fatalf("the deck size %d is public", v.DeckSize())
	}
}

func TestDrawnTilesArePublic(t *testing.T) {
	g := New(5, 8)
	keepAll(t, g)
	v := g.View(3).(*Game)
	for s := range 5 {
		if v.hand[s] != g.hand[s] {
			t.Fatalf("seat %d's tiles differ in the view", s)
		}
	}
	if v.bag != g.bag {
		t.Fatal("the bag's contents (all tiles less the visible ones) differ")
	}
}

func TestViewDoesNotDependOnHiddenInformation(t *testing.T) {
	// Two games alike in everything seat 0 can see: the other players'
	// money and cards differ.
	a := New(4, 21)
	b := a.clone()
	b.money[2] += 7000
	b.money[3] -= 7000
	b.dealt[1], b.dealt[2] = b.dealt[2], b.dealt[1]
	b.rng = *rules.NewRand(99)
	if ruletest.State(a.View(0)) != ruletest.State(b.View(0)) {
		t.Fatal("the view shows hidden information")
	}
}

func TestDeterminizeIsConsistentWithWhatTheViewerKnows(t *testing.T) {
	for seed := range uint64(20) {
		g := New(3+int(seed%3), seed)
		// Some history: a choice made, and later years with money moved.
		if seed%2 == 1 {
			keepAll(t, g)
			s, q := g.ToMove(), (g.ToMove()+1)%g.seats
			play(t, g, SeatName(s)+" propose "+SeatName(s)+">"+SeatName(q)+" $3000", SeatName(q)+" confirm #1")
		} else {
			s := (g.first + 1) % g.seats
			play(t, g, SeatName(s)+" keep "+join(g.keepCards(s)))
		}
		viewer := int(seed) % g.seats
		v := g.View(viewer).(*Game)
		v.Determinize(rules.NewRand(seed * 7))
		total := 0
		for s := range g.seats {
			m, ok := v.Money(s)
			if !ok || m < 0 || m%MoneyUnit != 0 {
				t.Fatalf("seed %d: sampled money %d for seat %d", seed, m, s)
			}
			total += m
		}
		if total != g.TotalMoney() || v.money[viewer] != g.money[viewer] {
			t.Fatalf("seed %d: sampled money sums to %d, want %d, and keeps the viewer's own", seed, total, g.TotalMoney())
		}
		if g.phase == Keeping {
			seen := map[int]bool{}
			for s := range g.seats {
				hand := v.Dealt(s)
				if len(hand) != len(g.Dealt(s)) {
					t.Fatalf("seed %d: seat %d dealt %d cards in the sample", seed, s, len(hand))
				}
				if s == viewer && !slices.Equal(hand, g.Dealt(s)) {
					t.Fatal("the viewer's own cards changed")
				}
				for _, c := range hand {
					if seen[c] || g.Owner(c) >= 0 {
						t.Fatalf("seed %d: card %d sampled twice or owned", seed, c)
					}
					seen[c] = true
				}
				if v.Chose(s) {
					for _, c := range v.Kept(s) {
						if !slices.Contains(hand, c) {
							t.Fatalf("seed %d: seat %d kept %d, not in its hand", seed, s, c)
						}
					}
				}
			}
			if v.DeckSize() != g.DeckSize() || len(v.deck) != g.DeckSize() {
				t.Fatalf("seed %d: deck %d, want %d", seed, v.DeckSize(), g.DeckSize())
			}
		}
		// The sample is a game that plays on.
		for i := 0; i < 50 && !v.over; i++ {
			if _, err := v.Apply(v.PlayoutMove(rules.NewRand(uint64(i)))); err != nil {
				t.Fatalf("seed %d: the determinized view refuses a move: %v", seed, err)
			}
		}
	}
}

// keepCards is a valid choice for seat: its lowest cards.
func (g *Game) keepCards(s int) []int {
	_, k := CardsDealt(g.seats, g.round)
	return g.Dealt(s)[:k]
}
