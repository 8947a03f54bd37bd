// Package assets holds what the game embeds besides code: the rules pages
// shown in the pause menu, and the drawing of the app's icon. Board data
// and reconstructions live with their title's rules (rules/<title>), which
// must not depend on anything else.
package assets

import "strings"

// The English pages and tutorials are at the top of their directories;
// German and French ones, with the same names, in de/ and fr/ below them:
// embedded natively (assets_native.go), fetched by the browser with the
// language's words (assets_js.go).

// Rules returns the English rules page of a title ("hongkong"), or "" when
// there is none. A "# " line starts a section; a "- " line is a bullet.
func Rules(title string) string { return RulesIn(title, "en") }

// RulesIn returns a title's rules page in a language ("de", "fr"), or in
// English where that language has none.
func RulesIn(title, language string) string {
	b, err := translated("rules", language, title+".md")
	if err != nil {
		b, err = rulesPages.ReadFile("rules/" + title + ".md")
	}
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// Tutorial returns the English guided first game of a title (rules/tutorial
// reads it), or nil when the title has none yet.
func Tutorial(title string) []byte { return TutorialIn(title, "en") }

// TutorialIn returns a title's guided first game in a language: the same
// steps and moves, its words translated. English where there is none.
func TutorialIn(title, language string) []byte {
	b, err := translated("tutorials", language, title+".json")
	if err != nil {
		b, err = tutorials.ReadFile("tutorials/" + title + ".json")
	}
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
		if e.IsDir() {
			continue // a language's translations
		}
		out = append(out, strings.TrimSuffix(e.Name(), ".json"))
	}
	return out
}
