// Package selfplay pits computer players against each other headlessly, to
// measure the AI ladder, seat balance and game length.
package selfplay

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"sync"
	"time"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/record"
)

// Options sets up a run.
type Options struct {
	Title   string
	Games   int
	Seed    uint64
	Players int // 0: the title's default
	// Levels holds one AI level per seat, or a single level for every seat.
	Levels []string
	// Rotate shifts the levels one seat further every game, so that each
	// level plays every seat equally often.
	Rotate bool
	// TitleOptions is the record's options object for every game.
	TitleOptions json.RawMessage
	// Iterations, when positive, overrides every level's search budget.
	Iterations int
	// MaxMoves abandons a game that runs longer (it then has no winner).
	MaxMoves int
	// Workers plays this many games at once (natively only; results do not
	// depend on it).
	Workers int
	// Progress, when set, hears of every finished game.
	Progress func(done int)
}

// Game is the result of one game.
type Game struct {
	Seed     uint64
	Levels   []string // per seat
	Winner   int      // seat, or rules.NoSeat
	Finished bool
	Moves    int
	Summary  map[string]any
	Record   *record.Record
	// Thinking is the AI's time per move, per seat.
	Thinking [][]time.Duration
}

// Report sums up a run.
type Report struct {
	Options    Options
	Players    int
	Games      []Game
	SeatWins   []int
	Draws      int
	Unfinished int
	// LevelWins and LevelGames count, per level, the seats it won and played.
	LevelWins, LevelGames map[string]int
	// LevelSeatWins and LevelSeatGames break those down by seat.
	LevelSeatWins, LevelSeatGames map[string][]int
	MeanMoves                     float64
	MoveTime                      map[string]Timing // per level
}

// Timing is a level's computing time per move.
type Timing struct {
	Mean, Max time.Duration
	Moves     int
}

// Run plays the games.
func Run(opt Options) (*Report, error) {
	if opt.Games <= 0 {
		return nil, fmt.Errorf("need at least one game")
	}
	if len(opt.Levels) == 0 {
		opt.Levels = []string{"medium"}
	}
	if opt.MaxMoves <= 0 {
		opt.MaxMoves = 5000
	}
	if opt.Workers <= 0 {
		opt.Workers = 1
	}
	probe, err := newRecord(opt, 0)
	if err != nil {
		return nil, err
	}
	g0, err := probe.Start()
	if err != nil {
		return nil, err
	}
	players := g0.Seats()
	if len(opt.Levels) != 1 && len(opt.Levels) != players {
		return nil, fmt.Errorf("%d levels given for %d players", len(opt.Levels), players)
	}
	for _, l := range opt.Levels {
		if _, err := opponents.Config(opt.Title, l); err != nil {
			return nil, err
		}
	}

	games := make([]Game, opt.Games)
	var wg sync.WaitGroup
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	for range opt.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				games[i] = playOne(opt, players, i)
				mu.Lock()
				done++
				if opt.Progress != nil {
					opt.Progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	for i := range opt.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	return summarise(opt, players, games), nil
}

func newRecord(opt Options, i int) (*record.Record, error) {
	rec := &record.Record{Title: opt.Title, Options: opt.TitleOptions, Seed: record.Seed(opt.Seed + uint64(i))}
	if opt.Players > 0 {
		for range opt.Players {
			rec.Seats = append(rec.Seats, record.Seat{Level: "easy"})
		}
	}
	return rec, nil
}

// seatLevels assigns levels to seats for game i.
func seatLevels(opt Options, players, i int) []string {
	out := make([]string, players)
	for s := range out {
		if len(opt.Levels) == 1 {
			out[s] = opt.Levels[0]
			continue
		}
		k := s
		if opt.Rotate {
			k = (s + i) % players
		}
		out[s] = opt.Levels[k]
	}
	return out
}

func playOne(opt Options, players, i int) Game {
	rec, _ := newRecord(opt, i)
	levels := seatLevels(opt, players, i)
	rec.Seats = make([]record.Seat, players)
	for s := range rec.Seats {
		rec.Seats[s] = record.Seat{Level: levels[s]}
	}
	g, err := rec.Start()
	if err != nil {
		return Game{Seed: uint64(rec.Seed), Levels: levels, Winner: rules.NoSeat}
	}
	agents := make([]ai.Agent, players)
	for s := range agents {
		seed := (opt.Seed+uint64(i))*0x9e3779b97f4a7c15 + uint64(s+1)*0xbf58476d1ce4e5b9
		agents[s], _ = opponents.New(opt.Title, levels[s], seed)
		if opt.Iterations > 0 {
			cfg, _ := opponents.Config(opt.Title, levels[s])
			cfg.Iterations = opt.Iterations
			agents[s] = ai.NewMCTS(cfg, seed)
		}
	}
	out := Game{Seed: uint64(rec.Seed), Levels: levels, Winner: rules.NoSeat, Thinking: make([][]time.Duration, players)}
	for !g.Outcome().Over && out.Moves < opt.MaxMoves {
		seat := g.ToMove()
		start := time.Now()
		m := ai.Decide(agents[seat], g)
		out.Thinking[seat] = append(out.Thinking[seat], time.Since(start))
		if _, err := g.Apply(m); err != nil {
			break // an agent chose an illegal move: a bug the tests catch
		}
		rec.Moves = append(rec.Moves, m.String())
		out.Moves++
	}
	o := g.Outcome()
	out.Finished, out.Winner = o.Over, o.Winner
	out.Summary = record.Summary(g)
	out.Record = rec
	return out
}

func summarise(opt Options, players int, games []Game) *Report {
	r := &Report{Options: opt, Players: players, Games: games, SeatWins: make([]int, players),
		LevelWins: map[string]int{}, LevelGames: map[string]int{}, MoveTime: map[string]Timing{},
		LevelSeatWins: map[string][]int{}, LevelSeatGames: map[string][]int{}}
	moves := 0
	times := map[string][]time.Duration{}
	for _, g := range games {
		moves += g.Moves
		for s, l := range g.Levels {
			r.LevelGames[l]++
			if r.LevelSeatGames[l] == nil {
				r.LevelSeatGames[l] = make([]int, players)
				r.LevelSeatWins[l] = make([]int, players)
			}
			r.LevelSeatGames[l][s]++
			times[l] = append(times[l], g.Thinking[s]...)
		}
		switch {
		case !g.Finished:
			r.Unfinished++
		case g.Winner == rules.NoSeat:
			r.Draws++
		default:
			r.SeatWins[g.Winner]++
			r.LevelWins[g.Levels[g.Winner]]++
			r.LevelSeatWins[g.Levels[g.Winner]][g.Winner]++
		}
	}
	r.MeanMoves = float64(moves) / float64(len(games))
	for l, ts := range times {
		var t Timing
		var sum time.Duration
		for _, d := range ts {
			sum += d
			t.Max = max(t.Max, d)
		}
		t.Moves = len(ts)
		if len(ts) > 0 {
			t.Mean = sum / time.Duration(len(ts))
		}
		r.MoveTime[l] = t
	}
	return r
}

// Means averages every numeric field of the games' replay summaries (a
// title's counts and scores), by field name.
func (r *Report) Means() map[string]float64 {
	sums := map[string]float64{}
	counts := map[string]int{}
	for _, g := range r.Games {
		for k, v := range g.Summary {
			if f, ok := number(v); ok {
				sums[k] += f
				counts[k]++
			}
		}
	}
	for k := range sums {
		sums[k] /= float64(counts[k])
	}
	return sums
}

func number(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// Print writes the report for people.
func (r *Report) Print(w io.Writer) {
	n := len(r.Games)
	fmt.Fprintf(w, "%s: %d games, %d players, levels %v", r.Options.Title, n, r.Players, r.Options.Levels)
	if r.Options.Rotate {
		fmt.Fprint(w, " (rotated across seats)")
	}
	fmt.Fprintln(w)
	for s, wins := range r.SeatWins {
		fmt.Fprintf(w, "  seat %d wins %4d  %5.1f%%\n", s, wins, pct(wins, n))
	}
	fmt.Fprintf(w, "  draws %d, unfinished %d\n", r.Draws, r.Unfinished)
	levels := slices.Collect(maps.Keys(r.LevelGames))
	sort.Slice(levels, func(i, j int) bool {
		return slices.Index(record.Levels, levels[i]) < slices.Index(record.Levels, levels[j])
	})
	if len(levels) > 1 {
		for _, l := range levels {
			fmt.Fprintf(w, "  level %-6s won %4d of %4d seats  %5.1f%%   by seat:", l, r.LevelWins[l], r.LevelGames[l], pct(r.LevelWins[l], r.LevelGames[l]))
			for s := range r.LevelSeatGames[l] {
				fmt.Fprintf(w, " %d/%d", r.LevelSeatWins[l][s], r.LevelSeatGames[l][s])
			}
			fmt.Fprintln(w)
		}
	}
	fmt.Fprintf(w, "  mean game length %.1f moves\n", r.MeanMoves)
	for _, l := range levels {
		t := r.MoveTime[l]
		fmt.Fprintf(w, "  AI time per move, %-6s mean %7.1f ms  max %7.1f ms  (%d moves)\n", l, ms(t.Mean), ms(t.Max), t.Moves)
	}
	means := r.Means()
	keys := slices.Sorted(maps.Keys(means))
	for _, k := range keys {
		if k == "toMove" || k == "winner" {
			continue
		}
		fmt.Fprintf(w, "  mean %s %.2f\n", k, means[k])
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
