package lang

import (
	"fmt"
	"strconv"
)

// nbsp is the no-break space: French groups digits with it and puts it
// before ; : ! ? (the Go fonts lack U+202F, the narrow one CLDR prefers).
const nbsp = "\u00a0"

// Number writes n with the language's digit grouping: 12,000 in English,
// 12.000 in German, 12 000 in French (with a no-break space).
func (l Language) Number(n int) string {
	sep := map[Language]string{English: ",", German: ".", French: nbsp}[l]
	if sep == "" {
		sep = ","
	}
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return sign + s
}

// Dollars writes an amount of dollars the language's way: $12,000 in
// English, 12.000 $ in German, 12 000 $ in French.
func (l Language) Dollars(n int) string {
	if l == German || l == French {
		return l.Number(n) + nbsp + "$"
	}
	if n < 0 {
		return "-$" + l.Number(-n)
	}
	return "$" + l.Number(n)
}

// number is an int argument of a translated phrase: a translation's %d
// groups its digits the language's way.
type number struct {
	l Language
	n int
}

func (x number) Format(f fmt.State, verb rune) {
	if verb == 'd' || verb == 'v' || verb == 's' {
		f.Write([]byte(x.l.Number(x.n)))
		return
	}
	fmt.Fprintf(f, fmt.FormatString(f, verb), x.n)
}
