// Package ruletest checks that a title keeps the rules contract. Every title's
// tests call Conformance, and its fuzz target calls PlayBytes; the title's own
// tests then cover its rulebook, one test per rule.
package ruletest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"quartet/rules"
)

// NewGame starts a game of the title under test from a seed.
type NewGame func(seed uint64) rules.Game

// Conformance plays random games from several seeds and checks the contract
// at every step:
//   - ToMove is NoSeat exactly when the game is over, and LegalMoves is
//     empty exactly then;
//   - every legal move's notation parses back to the same notation, and
//     applying it succeeds;
//   - Clone is deep: the clone is unchanged by moves on the original;
//   - the same seed and moves give the same events and the same state;
//   - View(seat) does not depend on the chance generator's future.
func Conformance(t *testing.T, newGame NewGame, games, maxMoves int) {
	t.Helper()
	for i := range games {
		seed := uint64(1000 + i)
		moves := playRandom(t, newGame, seed, maxMoves)
		replayMatches(t, newGame, seed, moves)
	}
}

func playRandom(t *testing.T, newGame NewGame, seed uint64, maxMoves int) []string {
	t.Helper()
	g := newGame(seed)
	r := rules.NewRand(seed * 31)
	var moves []string
	for step := 0; step < maxMoves; step++ {
		o := g.Outcome()
		legal := g.LegalMoves()
		if o.Over != (g.ToMove() == rules.NoSeat) {
			t.Fatalf("seed %d step %d: Over=%v but ToMove=%d", seed, step, o.Over, g.ToMove())
		}
		if o.Over != (len(legal) == 0) {
			t.Fatalf("seed %d step %d: Over=%v with %d legal moves", seed, step, o.Over, len(legal))
		}
		if o.Over {
			checkOutcome(t, g, o)
			return moves
		}
		for _, m := range legal {
			back, err := g.ParseMove(m.String())
			if err != nil {
				t.Fatalf("seed %d step %d: legal move %q does not parse: %v", seed, step, m, err)
			}
			if back.String() != m.String() {
				t.Fatalf("seed %d step %d: %q parses back as %q", seed, step, m, back)
			}
		}
		m := legal[r.IntN(len(legal))]
		before := g.Clone()
		snapshot := State(before)
		if _, err := g.Apply(m); err != nil {
			t.Fatalf("seed %d step %d: legal move %q refused: %v", seed, step, m, err)
		}
		if State(before) != snapshot {
			t.Fatalf("seed %d step %d: applying %q to the original changed its clone", seed, step, m)
		}
		moves = append(moves, m.String())
	}
	return moves
}

func checkOutcome(t *testing.T, g rules.Game, o rules.Outcome) {
	t.Helper()
	if len(o.Reward) != g.Seats() {
		t.Fatalf("outcome has %d rewards for %d seats", len(o.Reward), g.Seats())
	}
	if o.Winner != rules.NoSeat && (o.Winner < 0 || o.Winner >= g.Seats()) {
		t.Fatalf("winner %d is not a seat", o.Winner)
	}
	for _, v := range o.Reward {
		if v < 0 || v > 1 {
			t.Fatalf("reward %v outside [0, 1]", o.Reward)
		}
	}
}

func replayMatches(t *testing.T, newGame NewGame, seed uint64, moves []string) {
	t.Helper()
	a, b := newGame(seed), newGame(seed)
	for i, text := range moves {
		ea := mustPlay(t, a, text, i)
		eb := mustPlay(t, b, text, i)
		if !slices.Equal(ea, eb) {
			t.Fatalf("seed %d move %d %q: same move, different events:\n%v\n%v", seed, i+1, text, ea, eb)
		}
	}
	if State(a) != State(b) {
		t.Fatalf("seed %d: the same moves from the same seed end in different states", seed)
	}
	// Views must not leak the chance generator: the view of a game and of
	// the same game with another future are the same.
	for seat := range a.Seats() {
		if State(a.View(seat)) != State(b.View(seat)) {
			t.Fatalf("seed %d: views of equal games differ for seat %d", seed, seat)
		}
	}
}

func mustPlay(t *testing.T, g rules.Game, text string, i int) []string {
	t.Helper()
	m, err := g.ParseMove(text)
	if err != nil {
		t.Fatalf("move %d %q: %v", i+1, text, err)
	}
	events, err := g.Apply(m)
	if err != nil {
		t.Fatalf("move %d %q: %v", i+1, text, err)
	}
	out := make([]string, len(events))
	for j, e := range events {
		out[j] = e.String()
	}
	return out
}

// State is a comparable snapshot of a game: its summary, outcome, player to
// move and legal moves, as text.
func State(g rules.Game) string {
	var b strings.Builder
	sum, err := json.Marshal(g.Summary())
	if err != nil {
		panic(err)
	}
	b.Write(sum)
	fmt.Fprintf(&b, "|%d|%v|", g.ToMove(), g.Outcome())
	for _, m := range g.LegalMoves() {
		b.WriteString(m.String())
		b.WriteByte(';')
	}
	return b.String()
}

// PlayBytes is the body of a title's fuzz target. It reads data as a script:
// each byte picks a legal move by index, except that a byte of 0xFF makes
// the next bytes up to a 0x00 a move text, which must either parse and apply
// or be refused with an error, never panic or corrupt the game. Legal moves
// must always apply.
func PlayBytes(t *testing.T, g rules.Game, data []byte) {
	t.Helper()
	for i := 0; i < len(data) && !g.Outcome().Over; i++ {
		if data[i] == 0xFF {
			j := i + 1
			for j < len(data) && data[j] != 0 {
				j++
			}
			text := string(data[i+1 : j])
			i = j
			before := State(g)
			m, err := g.ParseMove(text)
			if err != nil {
				continue
			}
			if _, err := g.Apply(m); err != nil {
				var illegal *rules.IllegalMove
				if !asIllegal(err, &illegal) {
					t.Fatalf("move %q refused with %T, want *rules.IllegalMove", text, err)
				}
				if illegal.Why.IsZero() {
					t.Fatalf("move %q refused without a phrase, so only English can say why: %v", text, err)
				}
				if State(g) != before {
					t.Fatalf("refused move %q changed the game", text)
				}
			}
			continue
		}
		legal := g.LegalMoves()
		if len(legal) == 0 {
			t.Fatalf("game not over but no legal moves")
		}
		m := legal[int(data[i])%len(legal)]
		if _, err := g.Apply(m); err != nil {
			t.Fatalf("legal move %q refused: %v", m, err)
		}
	}
}

func asIllegal(err error, target **rules.IllegalMove) bool {
	e, ok := err.(*rules.IllegalMove)
	if ok {
		*target = e
	}
	return ok
}

// NothingIsFinal plays random games from several seeds and fails at the
// first event that bars undo (rules.Irreversible) for any seat: for a title
// whose chance is spent at setup and which hides nothing, every move can be
// taken back, and an event that says otherwise would grey Undo for nothing.
func NothingIsFinal(t *testing.T, newGame NewGame, games, maxMoves int) {
	t.Helper()
	for i := range games {
		seed := uint64(2000 + i)
		g := newGame(seed)
		seats := make([]int, g.Seats())
		for s := range seats {
			seats[s] = s
		}
		r := rules.NewRand(seed * 17)
		for step := 0; step < maxMoves && !g.Outcome().Over; step++ {
			legal := g.LegalMoves()
			m := legal[r.IntN(len(legal))]
			events, err := g.Apply(m)
			if err != nil {
				t.Fatalf("seed %d step %d: legal move %q refused: %v", seed, step, m, err)
			}
			if why := rules.Final(events, seats...); why != "" {
				t.Fatalf("seed %d step %d: %q cannot be taken back: %s", seed, step, m, why)
			}
		}
	}
}
