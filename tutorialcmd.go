//go:build !js

package main

import (
	"fmt"
	"io"
	"os"

	"quartet/assets"
	"quartet/rules/tutorial"
)

// tutorialMain checks guided first games:
//
//	quartet tutorial check            every embedded tutorial
//	quartet tutorial check FILE ...   tutorial files being written
//
// It prints each step that does not fit the rules (a move not legal at
// its point, a show of something not on the table) and exits 1 if there
// is one, 2 when a file cannot be read, 0 when every tutorial plays to its
// end.
func tutorialMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "check" {
		fmt.Fprintln(stderr, "usage: quartet tutorial check [FILE ...]")
		return exitBadInput
	}
	type source struct {
		name string
		data []byte
	}
	var sources []source
	for _, path := range args[1:] {
		b, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "quartet tutorial: %v\n", err)
			return exitBadInput
		}
		sources = append(sources, source{path, b})
	}
	if len(args) == 1 {
		for _, id := range assets.Tutorials() {
			sources = append(sources, source{"tutorials/" + id + ".json", assets.Tutorial(id)})
		}
	}
	code := exitOK
	for _, src := range sources {
		t, err := tutorial.Parse(src.data)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", src.name, err)
			return exitBadInput
		}
		problems := tutorial.Check(t)
		for _, p := range problems {
			fmt.Fprintf(stdout, "%s: %v\n", src.name, p)
			code = exitIllegalMove
		}
		if len(problems) == 0 {
			steps, _ := t.Steps()
			fmt.Fprintf(stdout, "%s: %d sections, %d steps: plays to its end\n", src.name, len(t.Sections), len(steps))
		}
	}
	return code
}
