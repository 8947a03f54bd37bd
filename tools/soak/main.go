// Command soak plays computer against computer at every title and player
// count, thousands of games, and checks that nothing gives way: no error,
// no illegal move, no game that fails to end, every record replaying to the
// state the game reached, and memory that does not grow. It prints games per
// second per title and player count, the longest decision per level, and the
// heap and resident memory at intervals.
//
//	go run ./tools/soak -games 10000
//
// It exits 1 when any check fails. It is not part of `make test`: run it
// with `make soak`.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// kase is one title at one player count.
type kase struct {
	title   string
	players int
}

// tally is what the games of one case add up to.
type tally struct {
	games, moves int
	busy         time.Duration // summed wall time of its games
}

type soak struct {
	mu       sync.Mutex
	cases    []kase
	tallies  []tally
	longest  map[string]time.Duration // per level
	where    map[string]string        // the game of each level's longest decision
	decided  map[string]int
	failures []string
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("soak", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 10000, "games in all, spread evenly over every title and player count")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	maxMoves := fs.Int("max-moves", 20000, "a game still going after this many moves has failed to end")
	strongEvery := fs.Int("medium-every", 10, "one seat of every Nth game plays at medium (0: never); the others at easy")
	only := fs.String("titles", "", "comma-separated title ids (default: all)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	s := &soak{longest: map[string]time.Duration{}, where: map[string]string{}, decided: map[string]int{}}
	for _, t := range catalog.Titles {
		if *only != "" && !slices.Contains(strings.Split(*only, ","), t.ID) {
			continue
		}
		for p := t.MinSeats; p <= t.MaxSeats; p++ {
			s.cases = append(s.cases, kase{t.ID, p})
		}
	}
	if len(s.cases) == 0 {
		fmt.Fprintln(stderr, "soak: no title matches -titles")
		return 2
	}
	s.tallies = make([]tally, len(s.cases))

	type job struct{ i, c int }
	jobs := make(chan job)
	var wg sync.WaitGroup
	for range *workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				s.play(j.c, *seed+uint64(j.i), j.i, *strongEvery, *maxMoves)
			}
		}()
	}
	start := time.Now()
	checkpoints := 10
	var mem []memPoint
	fmt.Fprintf(stdout, "soak: %d games over %d title and player-count cases, %d workers\n", *games, len(s.cases), *workers)
	// An interrupt ends the run early: the games under way finish and the
	// report covers the games played.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	played := *games
dispatch:
	for i := range *games {
		select {
		case jobs <- job{i, i % len(s.cases)}:
		case <-stop:
			played = i
			fmt.Fprintf(stdout, "  interrupted: stopping after %d games\n", i)
			break dispatch
		}
		if (i+1)%max(1, *games/checkpoints) == 0 {
			p := measure(i+1, time.Since(start))
			mem = append(mem, p)
			fmt.Fprintf(stdout, "  %6d games started, %6.0f s: heap %6.1f MiB after GC, RSS %6.1f MiB, %d goroutines\n",
				p.games, p.at.Seconds(), mib(p.heap), mib(p.rss), runtime.NumGoroutine())
		}
	}
	close(jobs)
	wg.Wait()
	signal.Stop(stop)
	took := time.Since(start)
	end := measure(played, took)
	mem = append(mem, end)
	s.report(stdout, played, took, mem)
	if msg := memoryGrew(mem); msg != "" {
		s.failures = append(s.failures, msg)
	}
	if len(s.failures) > 0 {
		fmt.Fprintf(stdout, "FAILED: %d problems\n", len(s.failures))
		for _, f := range s.failures {
			fmt.Fprintln(stdout, "  "+f)
		}
		return 1
	}
	fmt.Fprintln(stdout, "ok: no error, no illegal move, every game ended and replayed, memory steady")
	return 0
}

// play plays game i of case c and records what it saw.
func (s *soak) play(c int, seed uint64, i, strongEvery, maxMoves int) {
	k := s.cases[c]
	levels := make([]string, k.players)
	for p := range levels {
		levels[p] = "easy"
	}
	if strongEvery > 0 && i/len(s.cases)%strongEvery == 0 {
		levels[i%k.players] = "medium"
	}
	name := fmt.Sprintf("%s, %d players, seed %d", k.title, k.players, seed)
	fail := func(format string, a ...any) {
		s.mu.Lock()
		s.failures = append(s.failures, name+": "+fmt.Sprintf(format, a...))
		s.mu.Unlock()
	}
	defer func() {
		if r := recover(); r != nil {
			fail("panic: %v", r)
		}
	}()
	start := time.Now()
	rec := &record.Record{Title: k.title, Seed: record.Seed(seed), Options: json.RawMessage(`{"players":` + strconv.Itoa(k.players) + `}`)}
	for _, l := range levels {
		rec.Seats = append(rec.Seats, record.Seat{Level: l})
	}
	g, err := rec.Start()
	if err != nil {
		fail("%v", err)
		return
	}
	agents := make([]ai.Agent, k.players)
	for p := range agents {
		if agents[p], err = opponents.New(k.title, levels[p], seed*0x9e3779b97f4a7c15+uint64(p)+1); err != nil {
			fail("%v", err)
			return
		}
	}
	longest := map[string]time.Duration{}
	decided := map[string]int{}
	for len(rec.Moves) < maxMoves && !g.Outcome().Over {
		seat := g.ToMove()
		t0 := time.Now()
		m := ai.Decide(agents[seat], g)
		d := time.Since(t0)
		longest[levels[seat]] = max(longest[levels[seat]], d)
		decided[levels[seat]]++
		if _, err := g.Apply(m); err != nil {
			fail("move %d (%s) by seat %d is illegal: %v", len(rec.Moves)+1, m, seat, err)
			return
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	if !g.Outcome().Over {
		fail("no end after %d moves", len(rec.Moves))
		return
	}
	live, _ := json.Marshal(record.Summary(g))
	back, err := record.Parse(rec.Marshal())
	if err != nil {
		fail("its record does not read back: %v", err)
		return
	}
	again, err := back.Replay()
	if err != nil {
		fail("its record does not replay: %v", err)
		return
	}
	if replayed, _ := json.Marshal(record.Summary(again)); !bytes.Equal(live, replayed) {
		fail("its record replays to another state:\n%s\n%s", live, replayed)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t := &s.tallies[c]
	t.games++
	t.moves += len(rec.Moves)
	t.busy += time.Since(start)
	for l, d := range longest {
		if d > s.longest[l] {
			s.longest[l], s.where[l] = d, name
		}
		s.decided[l] += decided[l]
	}
}

type memPoint struct {
	games     int
	at        time.Duration
	heap, rss uint64
}

// measure collects garbage and reads the live heap and the resident set.
func measure(games int, at time.Duration) memPoint {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return memPoint{games: games, at: at, heap: ms.HeapAlloc, rss: rss()}
}

// rss is the resident set size from /proc, or 0 where there is none.
func rss() uint64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseUint(f[1], 10, 64)
	return pages * uint64(os.Getpagesize())
}

// memoryGrew compares the second half of the run with the first
// checkpoint after warming up: a live heap that keeps growing is a leak.
func memoryGrew(mem []memPoint) string {
	if len(mem) < 4 {
		return ""
	}
	base := mem[1].heap
	for _, p := range mem[len(mem)/2:] {
		if p.heap > base*3/2+4<<20 {
			return fmt.Sprintf("the live heap grew from %.1f MiB after %d games to %.1f MiB after %d", mib(base), mem[1].games, mib(p.heap), p.games)
		}
	}
	return ""
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }

func (s *soak) report(w io.Writer, games int, took time.Duration, mem []memPoint) {
	fmt.Fprintf(w, "\n%d games in %.0f s: %.2f games/s overall\n", games, took.Seconds(), float64(games)/took.Seconds())
	fmt.Fprintf(w, "%-11s %7s %6s %10s %12s\n", "title", "players", "games", "mean moves", "games/s/core")
	for i, k := range s.cases {
		t := s.tallies[i]
		if t.games == 0 {
			continue
		}
		fmt.Fprintf(w, "%-11s %7d %6d %10.1f %12.2f\n", k.title, k.players, t.games, float64(t.moves)/float64(t.games), float64(t.games)/t.busy.Seconds())
	}
	fmt.Fprintln(w, "longest decision per level:")
	for _, l := range record.Levels {
		if d, ok := s.longest[l]; ok {
			fmt.Fprintf(w, "  %-6s %8.1f ms  (%d decisions; %s)\n", l, float64(d)/float64(time.Millisecond), s.decided[l], s.where[l])
		}
	}
	first, last := mem[0], mem[len(mem)-1]
	fmt.Fprintf(w, "memory: live heap %.1f MiB after %d games, %.1f MiB at the end; RSS %.1f MiB, then %.1f MiB\n",
		mib(first.heap), first.games, mib(last.heap), mib(first.rss), mib(last.rss))
}
