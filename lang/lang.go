// Package lang puts the rules' phrases (rules.Text) into the player's
// language: English, German or French. The words live in gettext catalogues
// (po/*.po), keyed by each phrase's code (msgctxt) and its English
// (msgid), so that translators can work with the usual PO tools. The
// program carries them compiled into Go tables (compiled.go, written from
// the PO files by the catalogue test through gotext): reading PO at run
// time would cost the browser's download 79 KB of the 59 KB it has left.
//
// Which language a player reads comes from the system (System): the
// environment natively, navigator.languages in the browser.
package lang

import (
	"strings"
)

// Language is one language Quartet speaks, by its ISO 639-1 code.
type Language string

const (
	English Language = "en"
	German  Language = "de"
	French  Language = "fr"
)

// All are the languages Quartet speaks, English (the rules' own) first.
var All = []Language{English, German, French}

// Parse reads a language tag as systems write them ("de", "de-AT",
// "de_DE.UTF-8", "fr-CA", "FR") and reports whether Quartet speaks it.
func Parse(tag string) (Language, bool) {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(tag, "-_.@"); i >= 0 {
		tag = tag[:i]
	}
	for _, l := range All {
		if string(l) == tag {
			return l, true
		}
	}
	return English, false
}

// Pick is the first of tags (most preferred first, as navigator.languages
// lists them) that Quartet speaks, or English.
func Pick(tags ...string) Language {
	for _, t := range tags {
		if l, ok := Parse(t); ok {
			return l
		}
	}
	return English
}

// FromEnv chooses the language from environment variables: QUARTET_LANG
// when it names a language Quartet speaks, else the locale as POSIX reads
// it for messages (the first set of LC_ALL, LC_MESSAGES, LANG), else
// English. A locale Quartet does not speak, such as C or es_ES, means
// English: it is not a reason to look at the next variable.
func FromEnv(getenv func(string) string) Language {
	if l, ok := Parse(getenv("QUARTET_LANG")); ok {
		return l
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if tag := getenv(v); tag != "" {
			l, _ := Parse(tag)
			return l
		}
	}
	return English
}
