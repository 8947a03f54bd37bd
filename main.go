// Quartet: four board games in one program.
//
//	quartet                  opens the game window
//	quartet replay FILE      replays a game record headlessly
//	quartet view FILE        opens a game record in the replay viewer
//	quartet think FILE       prints the computer's move at the record's end
//	quartet hint FILE        prints that move and why, in one sentence
//	quartet review FILE      prints the 2-3 moves that cost a seat most
//	quartet tutorial check   replays every guided first game against the rules
//	quartet selfplay ...     plays computer against computer
//	quartet online ...       plays a seat of a room on a Quartet server
//
// The browser build has no command line, so the subcommands are native only
// (commands.go): they would only make its download bigger.
package main

import (
	"io"
	"os"
	"runtime/debug"
)

// Exit codes of the game and the headless tools.
const (
	exitOK          = 0
	exitIllegalMove = 1
	exitBadInput    = 2
	exitInternal    = 3
)

// commands are the subcommands only some builds have.
var commands = map[string]func(args []string, stdout, stderr io.Writer) int{}

func main() {
	if len(os.Args) > 1 {
		if cmd, ok := commands[os.Args[1]]; ok {
			os.Exit(cmd(os.Args[2:], os.Stdout, os.Stderr))
		}
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(gameMemoryLimit)
	}
	os.Exit(runGame(os.Args[1:], nil))
}

// gameMemoryLimit is a soft limit on the Go memory of the game (not the
// tools: a long self-play may need more). What the game keeps alive is
// 20-30 MB, and 40-45 MB for a moment while a theme renders at a table; at
// the usual setting the heap may grow to twice that before it is
// collected, and the memory it reached stays with the process. Held to
// 56 MB, the Hong table's peak fell from 217-219 MB to 211-212, its
// frames costing no more; at 48 MB the collector ran often enough to cost
// frames. The images are outside Go's heap and outside the limit.
const gameMemoryLimit = 56 << 20
