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
	os.Exit(runGame(os.Args[1:], nil))
}
