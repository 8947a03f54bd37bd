//go:build !js

package assets

import (
	"embed"
	"errors"
)

//go:embed rules
var rulesPages embed.FS

//go:embed tutorials
var tutorials embed.FS

// translated is a German or French file (name in dir's language
// directory), or an error for English and for a file there is none of.
func translated(dir, language, name string) ([]byte, error) {
	if language == "" || language == "en" {
		return nil, errors.New("English is not translated")
	}
	fs := rulesPages
	if dir == "tutorials" {
		fs = tutorials
	}
	return fs.ReadFile(dir + "/" + language + "/" + name)
}
