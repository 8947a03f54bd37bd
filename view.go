//go:build !js

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"quartet/rules/record"
	"quartet/scenes"
	viewer "quartet/scenes/replay"
	"quartet/scenes/table"
)

// viewMain opens a record file in the game window's replay viewer. A file
// that is no record, or one the rules refuse, is said on stderr before any
// window opens (exit 2), as replay says it.
func viewMain(args []string, stdin io.Reader, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprintln(stderr, "usage: quartet view FILE [-width W -height H]")
		return exitBadInput
	}
	path := args[0]
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		fmt.Fprintf(stderr, "quartet: %v\n", err)
		return exitBadInput
	}
	rec, err := record.Parse(data)
	if err == nil {
		_, err = viewer.Check(rec, titleScene)
	} else {
		err = viewer.Unreadable(err)
	}
	if err != nil {
		fmt.Fprintf(stderr, "quartet: %s cannot be shown: %v\n", path, err)
		return exitBadInput
	}
	name := filepath.Base(path)
	return runGame(args[1:], func(a *scenes.App) { a.OpenRecord(name, data) })
}

// titleScene finds a title's table among the app's.
func titleScene(id string) (table.Title, bool) {
	for _, t := range scenes.Titles {
		if t.Rules.ID == id {
			return t, true
		}
	}
	return table.Title{}, false
}
