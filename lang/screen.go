package lang

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"quartet/rules"
)

// The screens' words. A screen says its words through T, TC, Tf and N with
// the English as a string literal: the catalogue test reads every such call
// from the source (scenes, sprites, audio, ai, assets, main), writes them
// into one PO template per package directory (po/screens/), and fails when
// German or French lacks one. Words that live in tables are marked with
// Noop where they are written and said with Of where they are shown.
//
// The screens speak one language at a time, the player's: it is set once
// from settings (Use) and read on the game's one thread. The rules and the
// server never read it; they say rules.Text and leave the words to the
// screen that shows them.

var current = English

// Use makes l the language every screen speaks from now on.
func Use(l Language) { current = l }

// Current is the language the screens speak.
func Current() Language { return current }

// Showing is what the screens' words are: the language, and whether its
// words have arrived. In a browser a language chosen in Settings is
// fetched, and shown in English until it arrives.
type Showing struct {
	Language Language
	Arrived  bool
}

// Shown is what the screens' words are now: a drawing cached under it (a
// menu card, a layer of panels) is drawn again once the words arrive,
// rather than kept in English (play-test: the menu's cards stayed English
// after French was chosen).
func Shown() Showing { return Showing{current, ready(current)} }

// T is english in the screens' language.
func T(english string) string { return current.screen(english, english) }

// TC is english in the screens' language, where the same English needs
// different words by context ("Play" the verb and the noun).
func TC(context, english string) string {
	return current.screen(context+"\x04"+english, english)
}

// TCf is Tf where the same English needs different words by context: a
// phrase said of the person ("you" paid) and of another player.
func TCf(context, english string, args ...any) string {
	return current.fill(current.screen(context+"\x04"+english, english), args)
}

// Tf is the fmt template english in the screens' language, filled with
// args: numbers grouped and money written the language's way, a rules.Text
// said in it.
func Tf(english string, args ...any) string {
	return current.fill(current.screen(english, english), args)
}

// N is the form of one (n is 1) or other that a count of n takes in the
// screens' language, filled with args as Tf fills them (n is not among
// them unless given).
func N(one, other string, n int, args ...any) string {
	l := current
	format := other
	if n == 1 {
		format = one
	}
	if l == English || !ready(l) {
		return l.fill(format, args) // in English, or on its way to the browser
	}
	if m, ok := l.screenMessage(one); ok && len(m.forms) == 2 {
		format = m.forms[l.pluralForm(n)]
	} else {
		noteMissing(l, one)
	}
	return l.fill(format, args)
}

// Noop marks english for the catalogue where it is written into a table,
// and returns it as it is; Of says it where it is shown.
func Noop(english string) string { return english }

// Of is a word marked with Noop (or said in English by the rules, such as a
// piece's name) in the screens' language. It is the one call that takes a
// word that is not a literal, so a word Of is given must be in a
// catalogue: Missing reports it when it is not.
func Of(english string) string { return current.screen(english, english) }

// Say is a phrase of the rules in the screens' language.
func Say(t rules.Text) string { return current.Say(t) }

// Number and Dollars write an amount the screens' language's way.
func Number(n int) string  { return current.Number(n) }
func Dollars(n int) string { return current.Dollars(n) }

// ExplainErr is a refusal of the rules in the screens' language.
func ExplainErr(err error) string { return current.Explain(err) }

func (l Language) screenMessage(key string) (message, bool) {
	if !ready(l) {
		return message{}, false
	}
	var msgs []message
	switch l {
	case German:
		msgs = germanScreens
	case French:
		msgs = frenchScreens
	default:
		return message{}, false
	}
	i, ok := slices.BinarySearchFunc(msgs, key, func(m message, k string) int { return strings.Compare(m.code, k) })
	if !ok {
		return message{}, false
	}
	return msgs[i], true
}

func (l Language) screen(key, english string) string {
	// Whether the words are here is asked once, before the look-up: asked
	// after a look-up that missed, it could take in the words that very
	// moment and count a word they hold as missing (CI: "de: Fast").
	if l == English || !ready(l) {
		return english
	}
	if m, ok := l.screenMessage(key); ok && len(m.forms) > 0 {
		return m.forms[0]
	}
	noteMissing(l, key)
	return english
}

func (l Language) fill(format string, args []any) string {
	if len(args) == 0 {
		return format
	}
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = l.arg(a)
	}
	filled := fmt.Sprintf(format, out...)
	if l == French {
		// A name filled in after "de" elides it before a vowel: "d'Or",
		// not "de Or" (review); the translations write their own.
		filled = elided.ReplaceAllString(filled, "${1}d'$2")
	}
	return filled
}

// elided is French "de" before a word that begins with a vowel.
var elided = regexp.MustCompile(`(^|[\s(«\x{a0}])de ([AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû])`)

var missing struct {
	sync.Mutex
	keys map[string]bool
	ever []string // every word ever missed, for the browser tests (Missed)
}

// noteMissing remembers a word a screen showed in English because l's
// catalogue lacks it, for tests to find (Missing).
func noteMissing(l Language, key string) {
	missing.Lock()
	defer missing.Unlock()
	if missing.keys == nil {
		missing.keys = map[string]bool{}
	}
	k := string(l) + ": " + strings.ReplaceAll(key, "\x04", " | ")
	if !slices.Contains(missing.ever, k) && len(missing.ever) < 100 {
		missing.ever = append(missing.ever, k)
	}
	missing.keys[k] = true
}

// Missing lists, sorted, the words screens have shown in English since the
// last call because German or French lacked them, and forgets them. A
// screen test in German or French fails on any.
func Missing() []string {
	missing.Lock()
	defer missing.Unlock()
	var out []string
	for k := range missing.keys {
		out = append(out, k)
	}
	slices.Sort(out)
	missing.keys = nil
	return out
}

// Missed lists the first hundred words screens have ever shown in English
// because German or French lacked them, in the order they were shown, and
// forgets none: the browser tests read it from the game's state.
func Missed() []string {
	missing.Lock()
	defer missing.Unlock()
	return slices.Clone(missing.ever)
}
