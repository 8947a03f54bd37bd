package hint

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"quartet/ai/selfplay"
	"quartet/rules"
	"quartet/rules/record"
)

// midGame plays easy computer players for moves moves of title and returns
// the position reached.
func midGame(t testing.TB, title string, players int, options string, moves int, seed uint64) rules.Game {
	t.Helper()
	opt := selfplay.Options{Title: title, Games: 1, Seed: seed, Players: players, Levels: []string{"easy"}, Workers: 1, MaxMoves: moves}
	if options != "" {
		opt.TitleOptions = json.RawMessage(options)
	}
	rep, err := selfplay.Run(opt)
	if err != nil {
		t.Fatal(err)
	}
	rec := rep.Games[0].Record
	if len(rec.Moves) > moves {
		rec.Moves = rec.Moves[:moves]
	}
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var midGames = []struct {
	title   string
	players int
	options string
	moves   int
}{
	{"hongkong", 2, "", 16},
	{"hong", 2, "", 24},
	{"hong", 2, `{"expansion":true}`, 30},
	{"hong", 2, `{"board":"inner","expansion":true}`, 20},
	{"kiezkoenig", 2, "", 60},
	{"kiezkoenig", 3, "", 70},
	{"kiezkoenig", 4, "", 80},
	{"kiezkoenig", 5, "", 90},
	{"chinatown", 3, "", 40},
	{"chinatown", 4, "", 60},
	{"chinatown", 5, "", 80},
}

func TestTheHintIsALegalMoveWithAFigureInItsSentence(t *testing.T) {
	for _, c := range midGames {
		for _, seed := range []uint64{3, 8} {
			name := fmt.Sprintf("%s %dp %s seed %d", c.title, c.players, c.options, seed)
			g := midGame(t, c.title, c.players, c.options, c.moves, seed)
			if g.Outcome().Over {
				t.Fatalf("%s: the game is over after %d moves", name, c.moves)
			}
			h, err := Find(g, DefaultLevel, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := record.Play(g.Clone(), h.Move.String()); err != nil {
				t.Fatalf("%s: the hint %q is not legal: %v", name, h.Move, err)
			}
			if !strings.ContainsAny(h.Why, "0123456789") || h.Nudge == "" {
				t.Fatalf("%s: hint %q: nudge %q, sentence without a figure: %q", name, h.Move, h.Nudge, h.Why)
			}
			t.Logf("%s: %s | %s | %s | %s", name, h.Move, h.Nudge, h.Target, h.Why)
		}
	}
}

func TestTheSameHintForTheSamePositionAndSeed(t *testing.T) {
	g := midGame(t, "kiezkoenig", 3, "", 50, 5)
	first, _ := Find(g, "medium", 9)
	again, _ := Find(g, "medium", 9)
	if first.Move.String() != again.Move.String() || first.Why != again.Why {
		t.Fatalf("%v then %v", first, again)
	}
}

func TestTheHintIsTheComputerPlayersMoveFoundASliceAtATime(t *testing.T) {
	g := midGame(t, "hongkong", 2, "", 10, 4)
	f, err := New("hongkong", "medium", 2)
	if err != nil {
		t.Fatal(err)
	}
	f.Start(g)
	steps := 0
	for !f.Step(16) {
		steps++
	}
	whole, _ := Find(g, "medium", 2)
	if steps < 2 || f.Result().Move.String() != whole.Move.String() {
		t.Fatalf("after %d slices %q, in one go %q", steps, f.Result().Move, whole.Move)
	}
}

func TestNoHintForAnUnknownTitleOrLevel(t *testing.T) {
	if _, err := New("ludo", "hard", 1); err == nil {
		t.Fatal("ludo has hints")
	}
	if _, err := New("hongkong", "grandmaster", 1); err == nil {
		t.Fatal("a grandmaster level")
	}
}

// KiezKönig's hints and reviews ask its expert, which decides in a tenth
// of a second: its hard level is a 150-iteration search, too weak to teach
// from. The other titles ask the hard computer.
func TestKiezKoenigHintsAskTheExpert(t *testing.T) {
	if got := LevelFor("kiezkoenig"); got != "expert" {
		t.Fatalf("KiezKönig's hints ask %q", got)
	}
	for _, title := range []string{"hongkong", "hong", "chinatown"} {
		if got := LevelFor(title); got != DefaultLevel {
			t.Fatalf("%s's hints ask %q", title, got)
		}
	}
}
