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
package main

import (
	"fmt"
	"io"
	"os"
)

// commands are the subcommands only some builds have (the browser build
// has no use for a network client on the command line).
var commands = map[string]func(args []string, stdout, stderr io.Writer) int{}

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "replay":
			os.Exit(replayMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		case "view":
			os.Exit(viewMain(os.Args[2:], os.Stdin, os.Stderr))
		case "think":
			os.Exit(thinkMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		case "hint":
			os.Exit(hintMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		case "review":
			os.Exit(reviewMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		case "tutorial":
			os.Exit(tutorialMain(os.Args[2:], os.Stdout, os.Stderr))
		case "selfplay":
			os.Exit(selfplayMain(os.Args[2:], os.Stdout, os.Stderr))
		case "-h", "-help", "--help", "help":
			fmt.Println("usage: quartet [replay FILE | view FILE | think FILE [-level L] [-seed S] | hint FILE [-level L] [-seed S] | review FILE [-seat N] [-level L] | tutorial check [FILE ...] | selfplay -title T -n N ... | online -server ADDR -create TITLE | -join CODE ...]")
			return
		}
		if cmd, ok := commands[os.Args[1]]; ok {
			os.Exit(cmd(os.Args[2:], os.Stdout, os.Stderr))
		}
	}
	os.Exit(runGame(os.Args[1:], nil))
}
