// Package crossplat checks that a game is the same game on every platform.
// It plays a fixed set of games (random legal moves mixed with computer
// decisions at the easy level), replays each one from its record, and
// fingerprints the outcome: one line per game with a hash of the record and
// a hash of the replay summary, and one line per probed position with the
// move the computer chooses there for a fixed seed and budget.
//
// The test runs the same code natively and as WebAssembly under Node and
// compares the lines one by one, so floating point, map order or word size
// can never make a record replay differently, or the computer play
// differently, in a browser than on a desktop.
package crossplat

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// Case is one title at one player count.
type Case struct {
	Title   string
	Players int
}

// Cases lists every title at every player count it allows.
func Cases() []Case {
	var out []Case
	for _, t := range catalog.Titles {
		for p := t.MinSeats; p <= t.MaxSeats; p++ {
			out = append(out, Case{t.ID, p})
		}
	}
	return out
}

// Plan sets how much to play.
type Plan struct {
	// GamesPerTitle is split evenly over the title's player counts.
	GamesPerTitle int
	// ProbesPerTitle is how many positions per title the computer decides
	// at its easy level.
	ProbesPerTitle int
	// MaxMoves ends a game early (its record still replays).
	MaxMoves int
}

// Standard is the plan the test runs: a few hundred games per title.
var Standard = Plan{GamesPerTitle: 240, ProbesPerTitle: 36, MaxMoves: 1500}

// aiEvery is how often a game's move comes from the computer instead of
// a random legal move.
const aiEvery = 7

// generationIterations caps the search while generating games: the point
// is that the search runs, not that it plays well.
const generationIterations = 24

// Write plays the plan and writes the fingerprint lines.
func Write(w io.Writer, p Plan) error {
	for _, c := range Cases() {
		t, _ := catalog.Lookup(c.Title)
		counts := t.MaxSeats - t.MinSeats + 1
		games := max(1, p.GamesPerTitle/counts)
		probes := max(1, p.ProbesPerTitle/counts)
		for i := range games {
			seed := uint64(1_000_003*c.Players + 7919*i + 17)
			rec, err := Play(c, seed, p.MaxMoves)
			if err != nil {
				return err
			}
			line, err := fingerprint(rec)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "replay %s %d %d %s\n", c.Title, c.Players, i, line)
			if i < probes {
				move, err := Probe(rec, seed)
				if err != nil {
					return err
				}
				fmt.Fprintf(w, "think %s %d %d %s\n", c.Title, c.Players, i, move)
			}
		}
	}
	return nil
}

// Play plays one game: mostly random legal moves, every aiEvery-th by the
// computer at the easy level with a capped search.
func Play(c Case, seed uint64, maxMoves int) (*record.Record, error) {
	rec := &record.Record{Title: c.Title, Seed: record.Seed(seed), Options: json.RawMessage(fmt.Sprintf(`{"players":%d}`, c.Players))}
	g, err := rec.Start()
	if err != nil {
		return nil, err
	}
	r := rules.NewRand(seed ^ 0x5851f42d4c957f2d)
	agents := make([]ai.Agent, c.Players)
	for s := range agents {
		a, err := opponents.New(c.Title, "easy", seed+uint64(s))
		if err != nil {
			return nil, err
		}
		if _, ok := a.(*ai.MCTS); ok {
			cfg, _ := opponents.Config(c.Title, "easy")
			cfg.Iterations = generationIterations
			a = ai.NewMCTS(cfg, seed+uint64(s))
		}
		agents[s] = a
	}
	for n := 0; n < maxMoves && !g.Outcome().Over; n++ {
		var m rules.Move
		if n%aiEvery == aiEvery-1 {
			m = ai.Decide(agents[g.ToMove()], g)
		} else {
			legal := g.LegalMoves()
			m = legal[r.IntN(len(legal))]
		}
		if _, err := g.Apply(m); err != nil {
			return nil, fmt.Errorf("%s seed %d move %d (%s): %v", c.Title, seed, n+1, m, err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec, nil
}

// fingerprint replays a record from its JSON and hashes the record and
// the replay summary.
func fingerprint(rec *record.Record) (string, error) {
	data := rec.Marshal()
	back, err := record.Parse(data)
	if err != nil {
		return "", err
	}
	g, err := back.Replay()
	if err != nil {
		return "", err
	}
	sum, err := json.Marshal(record.Summary(g)) // maps marshal in key order
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("moves=%d record=%s summary=%s", len(rec.Moves), short(data), short(sum)), nil
}

// Probe is the move the computer at the easy level, seeded with seed,
// chooses at the first position from two thirds of the way through the
// record on that offers a real choice (two legal moves or more).
func Probe(rec *record.Record, seed uint64) (string, error) {
	g, err := rec.Start()
	if err != nil {
		return "", err
	}
	from := len(rec.Moves) * 2 / 3
	at := -1
	for i, text := range rec.Moves {
		if i >= from && len(g.LegalMoves()) > 1 {
			at = i
			break
		}
		if err := record.Play(g, text); err != nil {
			return "", err
		}
	}
	if at < 0 {
		if len(g.LegalMoves()) < 2 {
			return "no choice", nil
		}
		at = len(rec.Moves)
	}
	a, err := opponents.New(rec.Title, "easy", seed)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("after=%d choices=%d move=%q", at, len(g.LegalMoves()), ai.Decide(a, g).String()), nil
}

func short(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}
