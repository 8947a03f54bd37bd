//go:build js

package assets

import (
	"embed"
	"errors"

	"quartet/lang"
)

// The browser's download carries the English pages only; a German or
// French page comes with that language's words, which the page fetches
// for the player who reads it (lang/words_js.go).

//go:embed rules/*.md
var rulesPages embed.FS

//go:embed tutorials/*.json
var tutorials embed.FS

// translated is a German or French file from the language's words, or an
// error for English and for a page the words lack (or that has not come).
func translated(dir, language, name string) ([]byte, error) {
	if p, ok := lang.Page(lang.Language(language), dir+"/"+name); ok {
		return []byte(p), nil
	}
	return nil, errors.New("no such page")
}
