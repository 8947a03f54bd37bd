package lang

import (
	"embed"
	"fmt"
	"sync"

	"github.com/leonelquinteros/gotext"

	"quartet/rules"
)

// po holds one catalogue per language other than English, named by the
// language's code; quartet.pot is the template the translators start from.
//
//go:embed po/*.po
var po embed.FS

var (
	loadOnce   sync.Once
	catalogues map[Language]*gotext.Po
)

// catalogue is the parsed PO file of l, or nil for English (the phrases
// carry their English) or a language without one. Parsing waits for the
// first phrase said, so that a player who reads English pays nothing.
func catalogue(l Language) *gotext.Po {
	loadOnce.Do(func() {
		catalogues = map[Language]*gotext.Po{}
		for _, l := range All {
			data, err := po.ReadFile("po/" + string(l) + ".po")
			if err != nil {
				continue
			}
			c := gotext.NewPo()
			c.Parse(data)
			catalogues[l] = c
		}
	})
	return catalogues[l]
}

// Say puts t into the language. A phrase the catalogue lacks (or whose
// English has changed since it was translated) is said in English rather
// than not at all; the catalogue test keeps that from reaching a player.
func (l Language) Say(t rules.Text) string {
	if t.IsZero() {
		return ""
	}
	format := t.English
	n, counting := t.Counted()
	if counting && n != 1 {
		format = t.Plural
	}
	if c := catalogue(l); c != nil {
		if counting {
			format = c.GetNC(t.English, t.Plural, n, t.Code)
		} else {
			format = c.GetC(t.English, t.Code)
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
