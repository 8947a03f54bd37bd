package rules

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
)

// Phrase is one sentence the rules say to a player, such as why a move is
// refused. The rules keep it as a stable code with its English template, so
// that a screen, or a client of an online server, can put the same code into
// its own language (package lang has the German and French) while the rules
// themselves stay free of any catalogue.
//
// The template is a fmt format. A translation may reorder the arguments with
// explicit indexes (%[2]s), which is why the arguments travel with the code
// rather than as finished words.
type Phrase struct {
	Code    string // stable key, "title.what": "hongkong.no-fast-blocks"
	English string // fmt template, the words Error() gives
	// Plural is the English for numbers other than 1, where the phrase
	// counts (Count >= 0).
	Plural string
	// Count is the index (from 0) of the argument whose number picks the
	// plural form, or -1 where no argument does.
	Count int
}

// phrases is every Phrase a package of the rules has declared, by code, so
// the catalogue test can demand a German and a French text for each.
var phrases = map[string]Phrase{}

// NewPhrase declares a phrase. Codes are unique across all titles: a second
// declaration of a code is a programming error.
func NewPhrase(code, english string) Phrase {
	return declare(Phrase{Code: code, English: english, Count: -1})
}

// NewCounting declares a phrase whose argument count (from 0) is a number
// that the words agree with: one for 1 in English, other for other numbers
// ("one tile", "two tiles"). A translation has its own forms, by the
// language's plural rules (French says "0 tuile").
func NewCounting(code, one, other string, count int) Phrase {
	return declare(Phrase{Code: code, English: one, Plural: other, Count: count})
}

func declare(p Phrase) Phrase {
	if _, dup := phrases[p.Code]; dup {
		panic("rules: phrase " + p.Code + " declared twice")
	}
	phrases[p.Code] = p
	return p
}

// Phrases lists every declared phrase, sorted by code.
func Phrases() []Phrase {
	out := make([]Phrase, 0, len(phrases))
	for _, k := range slices.Sorted(maps.Keys(phrases)) {
		out = append(out, phrases[k])
	}
	return out
}

// With fills the phrase's template. An argument may itself be a Text (a
// reason inside a reason, a term such as a piece's name), which a
// translation renders in its own language too.
func (p Phrase) With(args ...any) Text { return Text{Phrase: p, Args: args} }

// Text is a phrase with its arguments: words for a player, not yet in any
// language. String gives the English.
type Text struct {
	Phrase
	Args []any
}

// String renders the text in English.
func (t Text) String() string {
	if len(t.Args) == 0 {
		return t.English
	}
	format := t.English
	if n, ok := t.Counted(); ok && n != 1 {
		format = t.Plural
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		if inner, ok := a.(Text); ok {
			a = inner.String()
		}
		args[i] = a
	}
	return fmt.Sprintf(format, args...)
}

// Dollars is an amount of money as an argument of a phrase, so that each
// language writes it its own way; String is the English: $12,000.
type Dollars int

func (d Dollars) String() string {
	n, sign := int(d), ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + "$" + s
}

// Counted is the number that picks t's plural form, and whether t counts.
func (t Text) Counted() (int, bool) {
	if t.Count < 0 || t.Count >= len(t.Args) {
		return 0, false
	}
	n, ok := t.Args[t.Count].(int)
	return n, ok
}

// IsZero reports whether t holds no phrase, the way "" said "nothing to
// say" before reasons were texts.
func (t Text) IsZero() bool { return t.Code == "" }

// Refuse builds an *IllegalMove for m whose reason is why.
func Refuse(m Move, why Text) error {
	text := ""
	if m != nil {
		text = m.String()
	}
	return &IllegalMove{Move: text, Reason: why.String(), Why: why}
}

// Refusal is an error a title's helper returns before it knows the move (a
// placement check for a screen's hint); Error gives the English.
type Refusal struct{ Text }

func (r *Refusal) Error() string { return r.String() }

// Refused wraps why as an error.
func Refused(why Text) error { return &Refusal{why} }
