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
