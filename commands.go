//go:build !js

package main

import (
	"fmt"
	"io"
	"os"
)

func init() {
	commands["replay"] = func(args []string, stdout, stderr io.Writer) int {
		return replayMain(args, os.Stdin, stdout, stderr)
	}
	commands["view"] = func(args []string, _, stderr io.Writer) int { return viewMain(args, os.Stdin, stderr) }
	commands["think"] = func(args []string, stdout, stderr io.Writer) int {
		return thinkMain(args, os.Stdin, stdout, stderr)
	}
	commands["hint"] = func(args []string, stdout, stderr io.Writer) int {
		return hintMain(args, os.Stdin, stdout, stderr)
	}
	commands["review"] = func(args []string, stdout, stderr io.Writer) int {
		return reviewMain(args, os.Stdin, stdout, stderr)
	}
	commands["tutorial"] = tutorialMain
	commands["selfplay"] = selfplayMain
	for _, h := range []string{"-h", "-help", "--help", "help"} {
		commands[h] = help
	}
}

func help(_ []string, stdout, _ io.Writer) int {
	fmt.Fprintln(stdout, "usage: quartet [replay FILE | view FILE | think FILE [-level L] [-seed S] | hint FILE [-level L] [-seed S] | review FILE [-seat N] [-level L] | tutorial check [FILE ...] | selfplay -title T -n N ... | online -server ADDR -create TITLE | -join CODE ...]")
	return exitOK
}
