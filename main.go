// Quartet: four board games in one program.
//
//	quartet                  opens the game window
//	quartet replay FILE      replays a game record headlessly
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
		case "selfplay":
			os.Exit(selfplayMain(os.Args[2:], os.Stdout, os.Stderr))
		case "-h", "-help", "--help", "help":
			fmt.Println("usage: quartet [replay FILE | selfplay -title T -n N ...]")
			return
		}
	}
	os.Exit(runGame(os.Args[1:]))
}
