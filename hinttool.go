//go:build !js

package main

import (
	"flag"
	"fmt"
	"io"

	"quartet/ai/hint"
)

// hintMain prints the hint for the seat to move at the end of a record:
// the move the computer would make, in the title's notation, on the first
// line, and why, in one sentence, on the second:
//
//	quartet hint FILE [-level L] [-seed S]    (FILE "-" reads standard input)
//
// Its exit codes are replay's, as think's are: 1 when the record holds an
// illegal move, 2 when it cannot be read or the game is already over.
func hintMain(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "quartet hint: internal error: %v\n", r)
			code = exitInternal
		}
	}()
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	level := fs.String("level", "", "the level of the computer player whose move is shown: easy, medium, hard or expert (default: the one the table's Hint uses, hard, or expert in KiezKönig)")
	seed := fs.Uint64("seed", 1, "seed of the computer player's search")
	rec, code := recordArg(fs, args, "usage: quartet hint FILE [-level L] [-seed S]   (FILE - reads standard input)", stdin, stderr)
	if rec == nil {
		return code
	}
	if *level == "" {
		*level = hint.LevelFor(rec.Title)
	}
	finder, err := hint.New(rec.Title, *level, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "quartet hint: %v\n", err)
		return exitBadInput
	}
	g, code := replayRecord(rec, "hint", stderr)
	if g == nil {
		return code
	}
	if g.Outcome().Over {
		fmt.Fprintln(stderr, "quartet hint: the game is over: there is no move to hint at")
		return exitBadInput
	}
	finder.Start(g)
	for !finder.Step(256) {
	}
	h := finder.Result()
	fmt.Fprintln(stdout, h.Move.String())
	fmt.Fprintln(stdout, h.Why)
	return exitOK
}
