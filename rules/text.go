package rules

import (
	"fmt"
	"strconv"
)

// Phrase is one sentence the rules say to a player, such as why a move is
// refused. The rules keep it as a stable code with its English template, so
// that a screen, or a client of an online server, can put the same code into
// its own language (package lang has the German and French) while the rules
// themselves stay free of any catalogue.
//
// A phrase is declared once, at package level, as a literal with literal
// fields: the catalogue test finds every phrase by reading the rules'
// source, and a literal costs the browser's download no start-up code. The
// template is a fmt format; a translation may reorder the arguments with
// explicit indexes (%[2]s), which is why the arguments travel with the
// code rather than as finished words.
type Phrase struct {
	Code    string // stable key, "title.what": "hongkong.none-left"
	English string // fmt template, the words Error() gives
	// Plural is the English for numbers other than 1, where the phrase
	// counts: "one tile", "two tiles".
	Plural string
	// CountArg is the argument, numbered from 1 as fmt's %[1]d numbers
	// them, whose number the words agree with; 0 where none does. A
	// translation has its own forms, by its language's plural rule.
	CountArg int
}

// With fills the phrase's template. An argument may itself be a Text (a
// reason inside a reason, a term such as a piece's name), which a
// translation renders in its own language too.
func (p *Phrase) With(args ...any) Text { return Text{Phrase: p, Args: args} }

// Text is a phrase with its arguments: words for a player, not yet in any
// language. String gives the English. The phrase is held by pointer, so
// that the Text built at every refusal is small to build and copy: the
// browser's code for each refusal site is smaller for it.
type Text struct {
	*Phrase
	Args []any
}

// String renders the text in English.
func (t Text) String() string {
	if t.IsZero() {
		return ""
	}
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
	if t.IsZero() || t.CountArg < 1 || t.CountArg > len(t.Args) {
		return 0, false
	}
	n, ok := t.Args[t.CountArg-1].(int)
	return n, ok
}

// IsZero reports whether t holds no phrase, the way "" said "nothing to
// say" before reasons were texts.
func (t Text) IsZero() bool { return t.Phrase == nil || t.Code == "" }

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
