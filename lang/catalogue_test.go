package lang

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/leonelquinteros/gotext"

	"quartet/rules"
)

var update = flag.Bool("update", false, "rewrite po/quartet.pot from the rules' phrases and compiled.go from the PO files")

// entry is one message of a PO file.
type entry struct {
	ctxt, id, plural string
	strs             []string // msgstr, or msgstr[0], msgstr[1], ...
}

// readPO reads the messages of a PO file, header left out.
func readPO(t *testing.T, name string) []entry {
	t.Helper()
	data, err := os.ReadFile(name)
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
func template(t *testing.T) []byte {
	var b bytes.Buffer
	b.WriteString(`# Quartet's phrases: the rules' refusals, by code (msgctxt), with the
# rules' English (msgid). Generated from the rules: go test ./lang -run TestTheTemplate -update
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
`)
	for _, p := range phrases(t) {
		fmt.Fprintf(&b, "\nmsgctxt %s\nmsgid %s\n", quote(p.Code), quote(p.English))
		if p.CountArg > 0 {
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
	want := template(t)
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
		for _, p := range phrases(t) {
			e, ok := byCode[p.Code]
			switch {
			case !ok:
				t.Errorf("%s: no entry for %s (%q)", l, p.Code, p.English)
			case e.id != p.English || e.plural != p.Plural && p.CountArg > 0:
				t.Errorf("%s: %s translates %q, but the rules now say %q: translate it again", l, p.Code, e.id, p.English)
			case p.CountArg > 0 && len(e.strs) != 2:
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
	for _, p := range phrases(t) {
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

var (
	sourceOnce sync.Once
	source     []rules.Phrase
	sourceErrs []string
)

// phrases is every phrase declared in the rules' source, sorted by code.
// It reads the syntax rather than asking the packages, so that no package
// can be left out: each composite literal with a Code and an English is a
// phrase, and its fields must be literals.
func phrases(t *testing.T) []rules.Phrase {
	t.Helper()
	sourceOnce.Do(func() { source, sourceErrs = readSource() })
	for _, e := range sourceErrs {
		t.Error(e)
	}
	return source
}

func readSource() (out []rules.Phrase, errs []string) {
	fset := token.NewFileSet()
	seen := map[string]string{}
	err := filepath.WalkDir("../rules", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				p, ok, why := phraseOf(n)
				at := fset.Position(n.Pos()).String()
				switch {
				case why != "":
					errs = append(errs, at+": "+why)
				case ok && seen[p.Code] != "":
					errs = append(errs, at+": phrase "+p.Code+" is also declared at "+seen[p.Code])
				case ok:
					seen[p.Code] = at
					out = append(out, p)
				}
			case *ast.CallExpr:
				// rules.Illegal words a refusal in English only; the
				// titles refuse with rules.Refuse and a phrase.
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Illegal" {
					errs = append(errs, fset.Position(n.Pos()).String()+": rules.Illegal has no code to translate; use rules.Refuse")
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		errs = append(errs, err.Error())
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out, errs
}

// phraseOf reads a composite literal that names a Code and an English.
func phraseOf(lit *ast.CompositeLit) (p rules.Phrase, ok bool, why string) {
	fields := map[string]ast.Expr{}
	for _, e := range lit.Elts {
		kv, isKV := e.(*ast.KeyValueExpr)
		if !isKV {
			continue
		}
		if k, isIdent := kv.Key.(*ast.Ident); isIdent {
			fields[k.Name] = kv.Value
		}
	}
	if fields["Code"] == nil || fields["English"] == nil {
		return p, false, ""
	}
	str := func(name string) string {
		e, present := fields[name]
		if !present {
			return ""
		}
		if b, isLit := e.(*ast.BasicLit); isLit && b.Kind == token.STRING {
			v, _ := strconv.Unquote(b.Value)
			return v
		}
		why = "a phrase's " + name + " must be a literal"
		return ""
	}
	p = rules.Phrase{Code: str("Code"), English: str("English"), Plural: str("Plural")}
	if e, present := fields["CountArg"]; present {
		b, isLit := e.(*ast.BasicLit)
		if !isLit || b.Kind != token.INT {
			return p, false, "a phrase's CountArg must be a literal"
		}
		p.CountArg, _ = strconv.Atoi(b.Value)
	}
	return p, why == "", why
}

func TestEveryPhraseOfTheRulesIsALiteralWithACodeOfItsOwn(t *testing.T) {
	if len(phrases(t)) < 100 {
		t.Fatalf("found only %d phrases in the rules' source", len(phrases(t)))
	}
}

// verbs matches the fmt verbs of a template, with an optional argument index.
var verbs = regexp.MustCompile(`%(\[\d+\])?[dsvq]`)

// sampleArgs are arguments of the kinds template's verbs take: 2 for a
// %d, "X" for the others.
func sampleArgs(template string) []any {
	var args []any
	for _, v := range verbs.FindAllString(template, -1) {
		if strings.HasSuffix(v, "d") {
			args = append(args, 2)
		} else {
			args = append(args, "X")
		}
	}
	return args
}

func TestTranslationsTakeTheArgumentsTheEnglishGives(t *testing.T) {
	for _, p := range phrases(t) {
		args := sampleArgs(p.English)
		for _, n := range []int{0, 1, 2} {
			text := p.With(args...)
			if p.CountArg > 0 {
				text.Args[p.CountArg-1] = n
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

// readCatalogue parses a PO file with gotext, as translators' tools read it.
func readCatalogue(t *testing.T, l Language) *gotext.Po {
	t.Helper()
	data, err := os.ReadFile("po/" + string(l) + ".po")
	if err != nil {
		t.Fatal(err)
	}
	c := gotext.NewPo()
	c.Parse(data)
	return c
}

// phraseTable is l's translations of the phrases the rules say now, as
// gotext reads them from the PO file. A translation of an English the
// rules no longer say is left out, so it is never shown.
func phraseTable(t *testing.T, l Language) []message {
	c := readCatalogue(t, l)
	var out []message
	for _, p := range phrases(t) {
		switch {
		case p.CountArg > 0 && c.IsTranslatedNC(p.English, 1, p.Code):
			// The first n of each form: 1 and 2 in both languages.
			out = append(out, message{p.Code, []string{c.GetNC(p.English, p.Plural, 1, p.Code), c.GetNC(p.English, p.Plural, 2, p.Code)}})
		case p.CountArg == 0 && c.IsTranslatedC(p.English, p.Code):
			out = append(out, message{p.Code, []string{c.GetC(p.English, p.Code)}})
		}
	}
	return out
}

// compiled writes compiled.go: each language's phrases and screen words,
// for the native program.
func compiled(t *testing.T) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by go test ./lang -update from po/*.po and po/screens/*.po; DO NOT EDIT.\n\n// The browser fetches its language's words instead (words_js.go).\n\n//go:build !js\n\npackage lang\n")
	table := func(name string, msgs []message) {
		fmt.Fprintf(&b, "\nvar %s = []message{\n", name)
		for _, m := range msgs {
			fmt.Fprintf(&b, "\t{%q, []string{", m.code)
			for i, f := range m.forms {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%q", f)
			}
			b.WriteString("}},\n")
		}
		b.WriteString("}\n")
	}
	names := map[Language]string{German: "german", French: "french"}
	for _, l := range []Language{German, French} {
		table(names[l], phraseTable(t, l))
	}
	for _, l := range []Language{German, French} {
		table(names[l]+"Screens", screenTable(t, l))
	}
	out, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// wordsFor writes web/words/XX.json, the words the browser fetches for l
// (words_js.go reads it).
func wordsFor(t *testing.T, l Language) []byte {
	pages := map[string]string{}
	for _, dir := range []string{"rules", "tutorials"} {
		names, _ := filepath.Glob("../assets/" + dir + "/" + string(l) + "/*")
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			pages[dir+"/"+filepath.Base(name)] = string(data)
		}
	}
	data, err := encodeWords(phraseTable(t, l), screenTable(t, l), pages)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestTheCompiledCataloguesAreThePOFiles(t *testing.T) {
	if *update {
		updateScreenCatalogues(t) // first, so that one -update compiles the screens' new words
	}
	want := map[string][]byte{"compiled.go": compiled(t)}
	for _, l := range []Language{German, French} {
		want["../web/words/"+string(l)+".json"] = wordsFor(t, l)
	}
	for name, data := range want {
		if *update {
			if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(name, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, data) {
			t.Errorf("%s is not the PO files: go test ./lang -update", name)
		}
	}
}

// The plural rule Say applies is the one each PO header states, for every
// count a game can reach.
func TestThePluralFormsAreThoseThePOHeadersState(t *testing.T) {
	for _, l := range []Language{German, French} {
		c := readCatalogue(t, l)
		for _, p := range phrases(t) {
			if p.CountArg == 0 {
				continue
			}
			for n := range 200 {
				args := make([]any, strings.Count(p.English, "%"))
				for i := range args {
					args[i] = "X"
				}
				args[p.CountArg-1] = n
				want := c.GetNC(p.English, p.Plural, n, p.Code)
				m, _ := l.lookup(p.Code)
				if got := m.forms[l.pluralForm(n)]; got != want {
					t.Fatalf("%s %s n=%d: form %q, the PO file's %q", l, p.Code, n, got, want)
				}
			}
		}
	}
}

// The words the browser fetches are the words the native program carries.
func TestTheBrowsersWordsAreTheCompiledOnes(t *testing.T) {
	for l, tables := range map[Language][2][]message{German: {german, germanScreens}, French: {french, frenchScreens}} {
		data, err := os.ReadFile("../web/words/" + string(l) + ".json")
		if err != nil {
			t.Fatal(err)
		}
		phrases, screens, _, err := decodeWords(data)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if !reflect.DeepEqual(phrases, tables[0]) || !reflect.DeepEqual(screens, tables[1]) {
			t.Errorf("web/words/%s.json reads back as other words than compiled.go's", l)
		}
		if len(phrases) < 100 {
			t.Errorf("web/words/%s.json has %d phrases", l, len(phrases))
		}
	}
}
