package online

import (
	"fmt"
	"reflect"

	"quartet/rules"
)

// Words is a rules.Text as it crosses the wire, so that each client says a
// refusal in its own player's language rather than the server's English.
// The phrase travels whole (its code, English and plural), not by code
// alone: the rules keep no table of phrases by code (registering them
// would cost the browser's download), and a client that does not know the
// code, older than the server, still says the server's English.
type Words struct {
	Code     string `json:"code"`
	English  string `json:"en"`
	Plural   string `json:"plural,omitempty"`
	CountArg int    `json:"count_arg,omitempty"`
	Args     []Arg  `json:"args,omitempty"`
}

// Arg is one argument of a phrase, tagged with its kind, for a language
// writes a number, money and a phrase inside the phrase each its own way,
// and JSON alone would make every number a float.
type Arg struct {
	Int     *int    `json:"int,omitempty"`
	Str     *string `json:"str,omitempty"`
	Dollars *int    `json:"dollars,omitempty"`
	Text    *Words  `json:"text,omitempty"`
}

// WordsOf is t for the wire; nil where t holds no phrase.
func WordsOf(t rules.Text) *Words {
	if t.IsZero() {
		return nil
	}
	w := &Words{Code: t.Code, English: t.English, Plural: t.Plural, CountArg: t.CountArg}
	for _, a := range t.Args {
		w.Args = append(w.Args, argOf(a))
	}
	return w
}

func argOf(a any) Arg {
	switch a := a.(type) {
	case rules.Text:
		if w := WordsOf(a); w != nil {
			return Arg{Text: w}
		}
		s := ""
		return Arg{Str: &s}
	case rules.Dollars:
		n := int(a)
		return Arg{Dollars: &n}
	}
	// A title's own kinds of number and name (a lot, a cell's name) are
	// said as the plain numbers and words they print as.
	v := reflect.ValueOf(a)
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := int(v.Int())
		return Arg{Int: &n}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32:
		n := int(v.Uint())
		return Arg{Int: &n}
	case reflect.String:
		s := v.String()
		return Arg{Str: &s}
	}
	s := fmt.Sprint(a)
	return Arg{Str: &s}
}

// Text rebuilds the phrase the server said; the zero Text where w is nil
// (a server older than codes).
func (w *Words) Text() rules.Text {
	if w == nil || w.Code == "" {
		return rules.Text{}
	}
	t := rules.Text{Phrase: &rules.Phrase{Code: w.Code, English: w.English, Plural: w.Plural, CountArg: w.CountArg}}
	for _, a := range w.Args {
		t.Args = append(t.Args, a.value())
	}
	return t
}

func (a Arg) value() any {
	switch {
	case a.Int != nil:
		return *a.Int
	case a.Dollars != nil:
		return rules.Dollars(*a.Dollars)
	case a.Text != nil:
		return a.Text.Text()
	case a.Str != nil:
		return *a.Str
	}
	return ""
}
