//go:build js

package lang

import "syscall/js"

// The browser's words: none are compiled in, so that the download of a
// player reading English carries none. The page (web/index.html) fetches
// the words of the language it expects before the game starts, into
// globalThis.quartetWords; a language chosen later is asked for through
// globalThis.quartetFetchWords and shown in English until it arrives.
var german, french, germanScreens, frenchScreens []message

type wordsState struct {
	loaded, failed, asked bool
	polls                 int
}

var words = map[Language]*wordsState{German: {}, French: {}}

// pages are the assets' pages in each language fetched (see Page).
var pages = map[Language]map[string]string{}

// Page is the assets' page name ("rules/hongkong.md") in l, from l's
// words once they are here: the browser's download carries only the
// English pages (assets/assets_js.go).
func Page(l Language, name string) (string, bool) {
	if !ready(l) {
		return "", false
	}
	p, ok := pages[l][name]
	return p, ok
}

// ready reports whether l's words are here, taking them from the page
// when it has them. Looking costs a call into JavaScript, so a language
// still on its way is looked for once every 30 words said, about once a
// frame.
func ready(l Language) bool {
	st := words[l]
	if st == nil || st.loaded {
		return true
	}
	if st.failed {
		return false
	}
	st.polls++
	if st.polls%30 != 1 {
		return false
	}
	if got := js.Global().Get("quartetWords"); got.Truthy() {
		if v := got.Get(string(l)); v.Type() == js.TypeString {
			phrases, screens, pp, err := decodeWords([]byte(v.String()))
			if err != nil || len(phrases) == 0 {
				st.failed = true // the page could not fetch them: English it is
				return false
			}
			switch l {
			case German:
				german, germanScreens = phrases, screens
			case French:
				french, frenchScreens = phrases, screens
			}
			pages[l] = pp
			st.loaded = true
			return true
		}
	}
	if !st.asked {
		st.asked = true
		if f := js.Global().Get("quartetFetchWords"); f.Type() == js.TypeFunction {
			f.Invoke(string(l))
		}
	}
	return false
}
