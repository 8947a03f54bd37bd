package lang

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"quartet/rules"
)

// message is one phrase of a catalogue: its code and its words, one form
// for each plural form of the language (one form where it does not count).
type message struct {
	code  string
	forms []string
}

// lookup finds code in l's catalogue (compiled.go, sorted by code).
func (l Language) lookup(code string) (message, bool) {
	if !ready(l) {
		return message{}, false
	}
	var msgs []message
	switch l {
	case German:
		msgs = german
	case French:
		msgs = french
	}
	i, ok := slices.BinarySearchFunc(msgs, code, func(m message, c string) int { return strings.Compare(m.code, c) })
	if !ok {
		return message{}, false
	}
	return msgs[i], true
}

// pluralForm is the form a count of n takes, as the catalogues'
// Plural-Forms headers say: German n != 1, French n > 1 (CLDR's "one"
// covers 0 and 1 in French).
func (l Language) pluralForm(n int) int {
	if l == French {
		if n > 1 {
			return 1
		}
		return 0
	}
	if n != 1 {
		return 1
	}
	return 0
}

// Say puts t into the language. A phrase the catalogue lacks (or whose
// English changed after it was translated, which the compiled catalogue
// leaves out) is said in English rather than not at all; the catalogue
// test keeps that from reaching a player.
func (l Language) Say(t rules.Text) string {
	if t.IsZero() {
		return ""
	}
	format := t.English
	n, counting := t.Counted()
	if counting && n != 1 {
		format = t.Plural
	}
	if m, ok := l.lookup(t.Code); ok {
		form := 0
		if counting {
			form = l.pluralForm(n)
		}
		if form < len(m.forms) {
			format = m.forms[form]
		}
	}
	if len(t.Args) == 0 {
		return format
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		args[i] = l.arg(a)
	}
	return fmt.Sprintf(format, args...)
}

// arg is one argument of a phrase in the language: a phrase inside the
// phrase is said too, money and numbers are written the language's way.
// English keeps the rules' own plain digits, so that Say(t) in English is
// always t's English word for word.
func (l Language) arg(a any) any {
	switch a := a.(type) {
	case rules.Text:
		return l.Say(a)
	case rules.Dollars:
		return l.Dollars(int(a))
	case int:
		if l != English {
			return number{l, a}
		}
	}
	return a
}

// Explain says err in the language when it is a phrase of the rules (a
// refused move, a record that makes no game), and in English, as it is,
// when it is not.
func (l Language) Explain(err error) string {
	var illegal *rules.IllegalMove
	if errors.As(err, &illegal) && !illegal.Why.IsZero() && illegal.Error() == err.Error() {
		return l.Say(illegal.Why)
	}
	var refusal *rules.Refusal
	if errors.As(err, &refusal) && refusal.Error() == err.Error() {
		return l.Say(refusal.Text)
	}
	return err.Error()
}
