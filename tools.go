//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/ai/selfplay"
	"quartet/lang"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// replayMain replays one record and prints its final state as JSON:
//
//	quartet replay FILE    (FILE "-" reads standard input)
//
// It exits 1 on an illegal move (printing "move N (TEXT): REASON") and 2 on
// a record it cannot read. Whatever the input, it never panics.
func replayMain(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "quartet replay: internal error: %v\n", r)
			code = exitInternal
		}
	}()
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: quartet replay FILE   (FILE - reads standard input)")
		return exitBadInput
	}
	rec, err := readRecord(args[0], stdin)
	if err != nil {
		fmt.Fprintf(stderr, "quartet replay: %s\n", lang.System().Explain(err))
		return exitBadInput
	}
	g, code := replayRecord(rec, "replay", stderr)
	if g == nil {
		return code
	}
	out, err := json.Marshal(record.Summary(g))
	if err != nil {
		fmt.Fprintf(stderr, "quartet replay: %v\n", err)
		return exitInternal
	}
	fmt.Fprintln(stdout, string(out))
	return exitOK
}

// thinkMain prints the move the computer would make for the seat to move
// at the end of a record, in the title's notation, on one line:
//
//	quartet think FILE [-level L] [-seed S]    (FILE "-" reads standard input)
//
// Its exit codes are replay's: 1 when the record holds an illegal move, 2
// when it cannot be read or the game is already over. An outside program
// can play against the computer players by asking for each of their moves.
func thinkMain(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "quartet think: internal error: %v\n", r)
			code = exitInternal
		}
	}()
	fs := flag.NewFlagSet("think", flag.ContinueOnError)
	fs.SetOutput(stderr)
	level := fs.String("level", "medium", "AI level: easy, medium, hard or expert")
	seed := fs.Uint64("seed", 1, "seed of the computer player's search")
	rec, code := recordArg(fs, args, "usage: quartet think FILE [-level L] [-seed S]   (FILE - reads standard input)", stdin, stderr)
	if rec == nil {
		return code
	}
	agent, err := opponents.New(rec.Title, *level, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "quartet think: %v\n", err)
		return exitBadInput
	}
	g, code := replayRecord(rec, "think", stderr)
	if g == nil {
		return code
	}
	if o := g.Outcome(); o.Over {
		result := "a draw"
		if o.Winner >= 0 {
			result = fmt.Sprintf("seat %d won", o.Winner)
		}
		fmt.Fprintf(stderr, "quartet think: the game is over (%s): there is no move to make\n", result)
		return exitBadInput
	}
	fmt.Fprintln(stdout, ai.Decide(agent, g).String())
	return exitOK
}

// selfplayMain plays computer against computer and prints the statistics:
//
//	quartet selfplay -title T -n N [-seed S] [-players P] [-level L | -levels L0,L1,...] [-rotate]
func selfplayMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	title := fs.String("title", "", "title id: "+strings.Join(catalog.IDs(), ", "))
	n := fs.Int("n", 10, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	players := fs.Int("players", 0, "number of players (default: the title's)")
	level := fs.String("level", "medium", "AI level of every seat: easy, medium, hard or expert")
	levels := fs.String("levels", "", "comma-separated AI level per seat (overrides -level)")
	rotate := fs.Bool("rotate", false, "rotate the -levels across seats from game to game")
	options := fs.String("options", "", "the title's options as a JSON object")
	iterations := fs.Int("iterations", 0, "override every level's search iterations")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	records := fs.String("records", "", "write each game's record into this directory")
	if err := fs.Parse(args); err != nil {
		return exitBadInput
	}
	if _, ok := catalog.Lookup(*title); !ok {
		fmt.Fprintf(stderr, "quartet selfplay: -title must be one of %s\n", strings.Join(catalog.IDs(), ", "))
		return exitBadInput
	}
	opt := selfplay.Options{Title: *title, Games: *n, Seed: *seed, Players: *players,
		Levels: []string{*level}, Rotate: *rotate, Iterations: *iterations, Workers: *workers}
	if *levels != "" {
		opt.Levels = strings.Split(*levels, ",")
	}
	if *options != "" {
		opt.TitleOptions = json.RawMessage(*options)
	}
	rep, err := selfplay.Run(opt)
	if err != nil {
		fmt.Fprintf(stderr, "quartet selfplay: %v\n", err)
		return exitBadInput
	}
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			fmt.Fprintf(stderr, "quartet selfplay: %v\n", err)
			return exitBadInput
		}
		for i, g := range rep.Games {
			name := fmt.Sprintf("%s/%s-%03d.json", *records, *title, i)
			if err := os.WriteFile(name, g.Record.Marshal(), 0o644); err != nil {
				fmt.Fprintf(stderr, "quartet selfplay: %v\n", err)
				return exitBadInput
			}
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(jsonReport(rep))
		return exitOK
	}
	rep.Print(stdout)
	return exitOK
}

func jsonReport(r *selfplay.Report) map[string]any {
	times := map[string]any{}
	for l, t := range r.MoveTime {
		times[l] = map[string]any{"meanMs": t.Mean.Seconds() * 1000, "maxMs": t.Max.Seconds() * 1000, "moves": t.Moves}
	}
	return map[string]any{
		"title": r.Options.Title, "games": len(r.Games), "players": r.Players,
		"levels": r.Options.Levels, "rotate": r.Options.Rotate,
		"seatWins": r.SeatWins, "draws": r.Draws, "unfinished": r.Unfinished,
		"levelWins": r.LevelWins, "levelGames": r.LevelGames,
		"levelSeatWins": r.LevelSeatWins, "levelSeatGames": r.LevelSeatGames,
		"meanMoves": r.MeanMoves, "moveTime": times, "means": r.Means(),
	}
}

// readRecord reads a game record from the file name, or from stdin when the
// name is "-".
// recordArg parses a record tool's flags and its one file, which may come
// before or after them, and reads the record. It prints usage, or why the
// record cannot be read, and returns nil and the exit code when it fails.
func recordArg(fs *flag.FlagSet, args []string, usage string, stdin io.Reader, stderr io.Writer) (*record.Record, int) {
	var files []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			files = nil
			break
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, usage)
		return nil, exitBadInput
	}
	rec, err := readRecord(files[0], stdin)
	if err != nil {
		fmt.Fprintf(stderr, "quartet %s: %v\n", fs.Name(), err)
		return nil, exitBadInput
	}
	return rec, exitOK
}

func readRecord(name string, stdin io.Reader) (*record.Record, error) {
	if name == "-" {
		return record.Read(stdin)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return record.Read(f)
}

// replayRecord plays a record's moves for the tool named, reporting a move
// the rules refuse as exitIllegalMove and any other failure as
// exitBadInput; the game is nil when it fails.
func replayRecord(rec *record.Record, tool string, stderr io.Writer) (rules.Game, int) {
	g, err := rec.Replay()
	var moveErr *record.MoveError
	switch {
	case errors.As(err, &moveErr):
		// The one line of replay a person reads, so it is in their
		// language (QUARTET_LANG, else the locale).
		fmt.Fprintln(stderr, lang.System().Say(moveErr.Words()))
		return nil, exitIllegalMove
	case err != nil:
		fmt.Fprintf(stderr, "quartet %s: %s\n", tool, lang.System().Explain(err))
		return nil, exitBadInput
	}
	return g, exitOK
}
