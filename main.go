// Quartet: four board games in one program.
//
//	quartet                  opens the game window
//	quartet replay FILE      replays a game record headlessly
//	quartet view FILE        opens a game record in the replay viewer
//	quartet think FILE       prints the computer's move at the record's end
//	quartet selfplay ...     plays computer against computer
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "replay":
			os.Exit(replayMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		case "view":
			os.Exit(viewMain(os.Args[2:], os.Stdin, os.Stderr))
		case "think":
			os.Exit(thinkMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		case "selfplay":
			os.Exit(selfplayMain(os.Args[2:], os.Stdout, os.Stderr))
		case "-h", "-help", "--help", "help":
			fmt.Println("usage: quartet [replay FILE | view FILE | think FILE [-level L] [-seed S] | selfplay -title T -n N ...]")
			return
		}
	}
	os.Exit(runGame(os.Args[1:], nil))
}
