//go:build !js

package main

import (
	"flag"
	"fmt"
	"io"

	"quartet/ai/hint"
	"quartet/ai/review"
)

// reviewMain looks over one seat's moves in a record and prints the two or
// three that cost that seat the most, one a line: the move's number, the
// move played, the move the computer would have made, and why:
//
//	quartet review FILE [-seat N] [-level L] [-seed S]    (FILE "-" reads standard input)
//
// Seats count from 0; without -seat the record's first human seat is
// reviewed. Its exit codes are replay's: 1 when the record holds an illegal
// move, 2 when it cannot be read or names no seat to review.
func reviewMain(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "quartet review: internal error: %v\n", r)
			code = exitInternal
		}
	}()
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seat := fs.Int("seat", -1, "the seat to review, from 0 (default: the record's first human seat)")
	level := fs.String("level", "", "the level of the computer player the moves are compared with (default: the one the game's review page uses, hard, or expert in KiezKönig)")
	seed := fs.Uint64("seed", 1, "seed of the computer player's search")
	rec, code := recordArg(fs, args, "usage: quartet review FILE [-seat N] [-level L] [-seed S]   (FILE - reads standard input)", stdin, stderr)
	if rec == nil {
		return code
	}
	if g, code := replayRecord(rec, "review", stderr); g == nil {
		return code
	}
	if *seat < 0 {
		if *seat = review.PersonSeat(rec); *seat < 0 {
			fmt.Fprintln(stderr, "quartet review: no seat of the record is a person's: say which with -seat N")
			return exitBadInput
		}
	}
	if *level == "" {
		*level = hint.LevelFor(rec.Title)
	}
	moments, err := review.Review(rec, *seat, *level, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "quartet review: %v\n", err)
		return exitBadInput
	}
	if len(moments) == 0 {
		fmt.Fprintln(stdout, "no move cost you much: the computer would have played much the same")
	}
	for _, m := range moments {
		fmt.Fprintf(stdout, "move %d: %s; better %s: %s\n", m.Number(), m.Played, m.Better, m.Why)
	}
	return exitOK
}
