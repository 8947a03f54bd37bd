// Package assets holds what the game embeds besides code: the rules pages
// shown in the pause menu, and the drawing of the app's icon. Board data
// and reconstructions live with their title's rules (rules/<title>), which
// must not depend on anything else.
package assets

import (
	"embed"
	"strings"
)

//go:embed rules/*.md
var rulesPages embed.FS

// Rules returns the rules page of a title ("hongkong"), or "" when there is
// none. A "# " line starts a section; a "- " line is a bullet.
func Rules(title string) string {
	b, err := rulesPages.ReadFile("rules/" + title + ".md")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

//go:embed tutorials/*.json
var tutorials embed.FS

// Tutorial returns the guided first game of a title (rules/tutorial reads
// it), or nil when the title has none yet.
func Tutorial(title string) []byte {
	b, err := tutorials.ReadFile("tutorials/" + title + ".json")
	if err != nil {
		return nil
	}
	return b
}

// Tutorials lists the titles that have a guided first game.
func Tutorials() []string {
	entries, _ := tutorials.ReadDir("tutorials")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".json"))
	}
	return out
}
