package lang

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"quartet/rules"
	_ "quartet/rules/chinatown"
	_ "quartet/rules/hong"
	_ "quartet/rules/hongkong"
	_ "quartet/rules/kiezkoenig"
	_ "quartet/rules/record"
)

var update = flag.Bool("update", false, "rewrite po/quartet.pot from the rules' phrases")

// entry is one message of a PO file.
type entry struct {
	ctxt, id, plural string
	strs             []string // msgstr, or msgstr[0], msgstr[1], ...
}

// readPO reads the messages of a PO file, header left out.
func readPO(t *testing.T, name string) []entry {
	t.Helper()
	data, err := fs.ReadFile(po, name)
	if err != nil {
		t.Fatal(err)
	}
	var out []entry
	var e *entry
	var field *string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, rest, _ := strings.Cut(line, " ")
		if strings.HasPrefix(line, `"`) {
			key, rest = "", line
		}
		var s string
		if rest != "" {
			v, err := strconv.Unquote(rest)
			if err != nil {
				t.Fatalf("%s: %q: %v", name, line, err)
			}
			s = v
		}
		switch {
		case key == "":
			*field += s
			continue
		case key == "msgctxt":
			out = append(out, entry{})
			e = &out[len(out)-1]
			field = &e.ctxt
		case key == "msgid":
			if e == nil || e.id != "" || e.ctxt == "" {
				out = append(out, entry{}) // the header, or a message without a code
				e = &out[len(out)-1]
			}
			field = &e.id
		case key == "msgid_plural":
			field = &e.plural
		case strings.HasPrefix(key, "msgstr"):
			e.strs = append(e.strs, "")
			field = &e.strs[len(e.strs)-1]
		}
		*field = s
	}
	// The header is the message with an empty msgid.
	var msgs []entry
	for _, m := range out {
		if m.id != "" {
			msgs = append(msgs, m)
		}
	}
	return msgs
}

// template writes the PO template of every phrase the rules declare.
func template() []byte {
	var b bytes.Buffer
	b.WriteString(`# Quartet's phrases: the rules' refusals, by code (msgctxt), with the
# rules' English (msgid). Generated from the rules: go test ./lang -run TestTheTemplate -update
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
`)
	for _, p := range rules.Phrases() {
		fmt.Fprintf(&b, "\nmsgctxt %s\nmsgid %s\n", quote(p.Code), quote(p.English))
		if p.Count >= 0 {
			fmt.Fprintf(&b, "msgid_plural %s\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n", quote(p.Plural))
		} else {
			b.WriteString("msgstr \"\"\n")
		}
	}
	return b.Bytes()
}

// quote writes s as a PO string: C escapes, which Go's quoting gives for
// the text our phrases hold (no control characters but none at all).
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

func TestTheTemplateListsEveryPhraseOfTheRules(t *testing.T) {
	want := template()
	if *update {
		if err := os.WriteFile("po/quartet.pot", want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("po/quartet.pot")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("po/quartet.pot is not the rules' phrases: go test ./lang -run TestTheTemplate -update, then translate what changed in de.po and fr.po")
	}
}

func TestEveryPhraseHasAGermanAndAFrenchText(t *testing.T) {
	for _, l := range []Language{German, French} {
		byCode := map[string]entry{}
		for _, e := range readPO(t, "po/"+string(l)+".po") {
			byCode[e.ctxt] = e
		}
		for _, p := range rules.Phrases() {
			e, ok := byCode[p.Code]
			switch {
			case !ok:
				t.Errorf("%s: no entry for %s (%q)", l, p.Code, p.English)
			case e.id != p.English || e.plural != p.Plural && p.Count >= 0:
				t.Errorf("%s: %s translates %q, but the rules now say %q: translate it again", l, p.Code, e.id, p.English)
			case p.Count >= 0 && len(e.strs) != 2:
				t.Errorf("%s: %s counts, and needs both plural forms", l, p.Code)
			}
			for _, s := range e.strs {
				if strings.TrimSpace(s) == "" {
					t.Errorf("%s: %s (%q) has no translation", l, p.Code, p.English)
				}
			}
		}
	}
}

func TestTheCataloguesHoldNoKeyThatNoPhraseUses(t *testing.T) {
	codes := map[string]bool{}
	for _, p := range rules.Phrases() {
		codes[p.Code] = true
	}
	for _, l := range []Language{German, French} {
		for _, e := range readPO(t, "po/"+string(l)+".po") {
			if !codes[e.ctxt] {
				t.Errorf("%s: %q (%q) is no phrase of the rules", l, e.ctxt, e.id)
			}
		}
	}
}

// declared finds every phrase declared in the rules' source, by walking
// its syntax rather than trusting the registry: a package this test does
// not import would otherwise go unnoticed.
func declared(t *testing.T) (codes map[string]string, illegal []string) {
	t.Helper()
	codes = map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("../rules", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			switch name {
			case "NewPhrase", "NewCounting":
				if lit, ok := call.Args[0].(*ast.BasicLit); ok {
					code, _ := strconv.Unquote(lit.Value)
					codes[code] = fset.Position(call.Pos()).String()
				} else {
					illegal = append(illegal, fset.Position(call.Pos()).String()+": a phrase's code must be a literal")
				}
			case "Illegal":
				// rules.Illegal words a refusal in English only; the
				// titles refuse with rules.Refuse and a phrase.
				if filepath.Base(path) != "rules.go" {
					illegal = append(illegal, fset.Position(call.Pos()).String()+": rules.Illegal has no code to translate; use rules.Refuse")
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return codes, illegal
}

func TestEveryPhraseInTheRulesSourceIsInTheCatalogue(t *testing.T) {
	codes, illegal := declared(t)
	for _, why := range illegal {
		t.Error(why)
	}
	known := map[string]bool{}
	for _, p := range rules.Phrases() {
		known[p.Code] = true
	}
	for code, at := range codes {
		if !known[code] {
			t.Errorf("%s: phrase %s is declared in a package this test does not import, so the catalogue test cannot see it", at, code)
		}
	}
	if len(codes) != len(known) {
		t.Errorf("the source declares %d phrases, the rules registered %d", len(codes), len(known))
	}
}

// verbs matches the fmt verbs of a template, with an optional argument index.
var verbs = regexp.MustCompile(`%(\[\d+\])?[dsv]`)

func TestTranslationsTakeTheArgumentsTheEnglishGives(t *testing.T) {
	for _, p := range rules.Phrases() {
		var args []any
		for _, v := range verbs.FindAllString(p.English, -1) {
			if strings.HasSuffix(v, "d") {
				args = append(args, 2)
			} else {
				args = append(args, "X")
			}
		}
		for _, n := range []int{0, 1, 2} {
			text := p.With(args...)
			if p.Count >= 0 {
				text.Args[p.Count] = n
			}
			for _, l := range All {
				if s := l.Say(text); strings.Contains(s, "%!") {
					t.Errorf("%s %s with %v: %q", l, p.Code, text.Args, s)
				}
			}
		}
	}
}

func TestFrenchPutsANoBreakSpaceBeforeTallPunctuation(t *testing.T) {
	for _, e := range readPO(t, "po/fr.po") {
		for _, s := range e.strs {
			r := []rune(s)
			for i, c := range r {
				if strings.ContainsRune(";:!?", c) && (i == 0 || r[i-1] != '\u00a0') {
					t.Errorf("%s: %q wants a no-break space before %q", e.ctxt, s, c)
				}
			}
		}
	}
}
