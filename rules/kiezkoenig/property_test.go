package kiezkoenig

import (
	"math/bits"
	"testing"

	"quartet/rules"
	"quartet/rules/ruletest"
)

// randomGames plays random legal moves and calls check after every move
// with the game and the move's events.
func randomGames(t *testing.T, games int, check func(g *Game, ev []rules.Event)) {
	t.Helper()
	for players := 2; players <= MaxSeats; players++ {
		for seed := range games {
			g := New(players, uint64(seed))
			r := rules.NewRand(uint64(seed)*977 + uint64(players))
			for step := 0; step < 4000 && !g.Outcome().Over; step++ {
				legal := g.LegalMoves()
				ev, err := g.Apply(legal[r.IntN(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
				check(g, ev)
			}
		}
	}
}

// Money is conserved: players, Cash markers and the fight money in the
// middle always hold all 1180 kiezdollars, nobody is ever in debt, and the
// MoneyMoved events alone account for every change.
func TestMoneyIsConserved(t *testing.T) {
	for players := 2; players <= MaxSeats; players++ {
		for seed := range 30 {
			g := New(players, uint64(seed))
			ledger := map[Place]int{}
			for s := range players {
				ledger[player(s)] = g.money[s]
			}
			for sp := range board.track {
				ledger[marker(sp)] = g.cash[sp]
			}
			r := rules.NewRand(uint64(seed) + 5)
			for step := 0; step < 4000 && !g.Outcome().Over; step++ {
				legal := g.LegalMoves()
				ev, _ := g.Apply(legal[r.IntN(len(legal))])
				for _, e := range ev {
					if m, ok := e.(MoneyMoved); ok {
						if m.Amount <= 0 || m.Amount%5 != 0 {
							t.Fatalf("moved %d", m.Amount)
						}
						ledger[m.From] -= m.Amount
						ledger[m.To] += m.Amount
					}
				}
				if total(g) != TotalMoney {
					t.Fatalf("%d players, seed %d, step %d: %d kiezdollars in play", players, seed, step, total(g))
				}
				for s := range players {
					if g.money[s] < 0 || ledger[player(s)] != g.money[s] {
						t.Fatalf("P%d has %d, the events say %d", s+1, g.money[s], ledger[player(s)])
					}
				}
				for sp := range board.track {
					if g.cash[sp] < 0 || ledger[marker(sp)] != g.cash[sp] {
						t.Fatalf("%s holds %d, the events say %d", board.track[sp].ID, g.cash[sp], ledger[marker(sp)])
					}
					if board.track[sp].Kind == CarSpace && g.cash[sp] != 0 {
						t.Fatalf("money on a Sports Car")
					}
				}
				if ledger[Place{Kind: AtMiddle}] != g.f.money {
					t.Fatalf("fight money %d, the events say %d", g.f.money, ledger[Place{Kind: AtMiddle}])
				}
			}
		}
	}
}

// The 36 stakes are always somewhere exactly once: with a player, in the
// display or bet in the middle, and the StakeMoved events account for every
// move.
func TestEveryStakeIsSomewhereExactlyOnce(t *testing.T) {
	randomGames(t, 40, func(g *Game, ev []rules.Event) {
		seen := map[int]int{}
		for s := range int(g.seats) {
			for _, x := range g.Held(s) {
				seen[x]++
			}
		}
		for _, x := range g.Display() {
			seen[x]++
		}
		for _, x := range g.Middle() {
			seen[x]++
		}
		for s := range Stakes {
			if seen[s] != 1 {
				t.Fatalf("stake %s is in %d places", board.stakes[s].ID, seen[s])
			}
		}
		if len(seen) != Stakes {
			t.Fatalf("%d stakes", len(seen))
		}
		for s := int(g.seats); s < MaxSeats; s++ {
			if g.held[s] != 0 {
				t.Fatal("an empty seat holds stakes")
			}
		}
		if g.middle != 0 && g.phase != phCorrupt && g.phase != phSupport {
			t.Fatalf("stakes left in the middle in phase %s", g.Phase())
		}
		if g.middle&^(businessMask(int(g.f.bet))|businessMask(int(g.f.target))) != 0 {
			t.Fatal("the middle holds stakes of neither bet")
		}
		for _, e := range ev {
			if m, ok := e.(StakeMoved); ok && m.From == m.To {
				t.Fatalf("%v moves nowhere", m)
			}
		}
	})
}

// Cards are conserved: 12 Corruption and 12 Turbo cards between the players,
// the duel and the display; nobody holds more than three Corruption cards
// or more than two Turbo cards between turns.
func TestCardsAreConserved(t *testing.T) {
	randomGames(t, 40, func(g *Game, ev []rules.Event) {
		if g.available(CorruptionCard) < 0 || g.available(TurboCard) < 0 {
			t.Fatalf("more cards out than in the box")
		}
		for s := range int(g.seats) {
			if g.corruption[s] < 0 || g.corruption[s] > 3 || g.turbo[s] < 0 || g.turbo[s] > 2 {
				t.Fatalf("P%d holds %d Corruption and %d Turbo cards", s+1, g.corruption[s], g.turbo[s])
			}
			if (g.out[s] || g.tourist[s]) && (g.corruption[s] != 0 || g.turbo[s] != 0 || g.super[s] || g.held[s] != 0) {
				t.Fatalf("P%d is out or a tourist with cards or stakes", s+1)
			}
		}
	})
}

// A game that is not over always waits for someone who is in it, and that
// seat always has a legal move.
func TestTheSeatToMoveIsInTheGameAndCanMove(t *testing.T) {
	randomGames(t, 40, func(g *Game, ev []rules.Event) {
		if g.Outcome().Over {
			if g.meetsGoal(g.Winner()) == false && bits.OnesCount8(^outMask(g)&(1<<g.seats-1)) != 1 {
				t.Fatalf("P%d won without the goal while others are in the race", g.Winner()+1)
			}
			return
		}
		if g.out[g.toMove] || len(g.LegalMoves()) == 0 {
			t.Fatalf("P%d to move in %s, out %v", g.toMove+1, g.Phase(), g.out[g.toMove])
		}
	})
}

func outMask(g *Game) uint8 {
	var m uint8
	for s := range int(g.seats) {
		if !g.InRace(s) {
			m |= 1 << s
		}
	}
	return m
}

// The view hides only the future dice: Determinize gives other throws.
func TestViewsHideTheFutureDice(t *testing.T) {
	g := table(2)
	v := g.View(0).(*Game)
	throws := map[int]bool{}
	for i := range 30 {
		c := v.Clone().(*Game)
		c.Determinize(rules.NewRand(uint64(i)))
		if _, err := c.Apply(Move{Kind: Roll}); err != nil {
			t.Fatal(err)
		}
		throws[c.Position(0)] = true
	}
	if len(throws) < 4 {
		t.Fatalf("determinized views throw only %v", throws)
	}
	a, b := New(3, 1), New(3, 2)
	if ruletest.State(a.View(1)) != ruletest.State(b.View(1)) {
		t.Fatal("the view depends on the seed")
	}
}
