package lang

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/leonelquinteros/gotext"
)

// screenWord is one word (or sentence) the screens say through T, TC, Tf,
// N or Noop, as the source writes it.
type screenWord struct {
	ctx, id, plural string
	dir             string // the package directory that says it first, such as scenes/hongkong
	files           []string
}

// key is how compiled.go and Language.screen find the word.
func (w screenWord) key() string {
	if w.ctx != "" {
		return w.ctx + "\x04" + w.id
	}
	return w.id
}

// screenRoots are where the words a player sees are written.
var screenRoots = []string{"../scenes", "../sprites", "../audio", "../ai", "../assets", "../main.go"}

var (
	screenOnce  sync.Once
	screenSrc   []screenWord
	screenErrs  []string
	sayingFuncs = map[string]int{"T": 1, "Tf": 1, "Noop": 1, "TC": 2, "TCf": 2, "N": 2}
)

// screenWords is every word of the screens' source, in the order of the
// directories (sorted), each said once: in the first directory that says
// it.
func screenWords(t *testing.T) []screenWord {
	t.Helper()
	screenOnce.Do(func() { screenSrc, screenErrs = readScreens() })
	for _, e := range screenErrs {
		t.Error(e)
	}
	return screenSrc
}

func readScreens() (out []screenWord, errs []string) {
	fset := token.NewFileSet()
	at := map[string]int{}
	var files []string
	for _, root := range screenRoots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
				files = append(files, path)
			}
			return err
		})
		if err != nil {
			errs = append(errs, err.Error())
		}
	}
	slices.SortFunc(files, func(a, b string) int {
		if c := strings.Compare(filepath.Dir(a), filepath.Dir(b)); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		rel := strings.TrimPrefix(filepath.ToSlash(path), "../")
		dir := filepath.ToSlash(filepath.Dir(rel))
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, ok := sel.X.(*ast.Ident)
			if !ok || pkg.Name != "lang" {
				return true
			}
			nlit, says := sayingFuncs[sel.Sel.Name]
			if !says {
				return true
			}
			pos := fset.Position(call.Pos()).String()
			if len(call.Args) < nlit {
				errs = append(errs, pos+": lang."+sel.Sel.Name+" wants its words")
				return true
			}
			var lits []string
			for _, a := range call.Args[:nlit] {
				b, isLit := a.(*ast.BasicLit)
				if !isLit || b.Kind != token.STRING {
					errs = append(errs, pos+": lang."+sel.Sel.Name+"'s words must be a string literal, so that the catalogue finds them (mark words in a table with lang.Noop and say them with lang.Of)")
					return true
				}
				s, _ := strconv.Unquote(b.Value)
				if strings.TrimSpace(s) == "" {
					errs = append(errs, pos+": lang."+sel.Sel.Name+" of no words")
					return true
				}
				lits = append(lits, s)
			}
			w := screenWord{id: lits[0], dir: dir, files: []string{rel}}
			switch sel.Sel.Name {
			case "TC", "TCf":
				w.ctx, w.id = lits[0], lits[1]
			case "N":
				w.plural = lits[1]
			}
			if i, seen := at[w.key()]; seen {
				prev := &out[i]
				if prev.plural != w.plural {
					errs = append(errs, fmt.Sprintf("%s: %q is said with plural %q here and %q in %s", pos, w.id, w.plural, prev.plural, prev.files[0]))
				}
				if !slices.Contains(prev.files, rel) {
					prev.files = append(prev.files, rel)
				}
				return true
			}
			at[w.key()] = len(out)
			out = append(out, w)
			return true
		})
	}
	return out, errs
}

// screenDomains groups the words by the directory that says them first:
// one PO template per directory keeps translators' files (and the
// merges of parallel work) small.
func screenDomains(words []screenWord) (names []string, byName map[string][]screenWord) {
	byName = map[string][]screenWord{}
	for _, w := range words {
		name := strings.ReplaceAll(w.dir, "/", "-")
		if name == "." {
			name = "main"
		}
		if _, ok := byName[name]; !ok {
			names = append(names, name)
		}
		byName[name] = append(byName[name], w)
	}
	slices.Sort(names)
	return names, byName
}

var headers = map[Language]string{
	"":     "",
	German: "\"Language: de\\n\"\n",
	French: "\"Language: fr\\n\"\n",
}

var pluralHeaders = map[Language]string{
	German: "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n",
	French: "\"Plural-Forms: nplurals=2; plural=(n > 1);\\n\"\n",
}

// screenPO writes a domain's template (l "") or its catalogue in l, each
// word's translation taken from memory.
func screenPO(domain string, words []screenWord, l Language, memory map[string][]string) []byte {
	var b bytes.Buffer
	if l == "" {
		fmt.Fprintf(&b, "# The words Quartet's screens say in %s. Generated from the source:\n# go test ./lang -run TestTheScreen -update (docs/i18n.md)\n", domain)
	} else {
		fmt.Fprintf(&b, "# %s for the words Quartet's screens say in %s. go test ./lang -run TestTheScreen -update\n# adds the new words with an empty msgstr and drops those no screen says.\n", map[Language]string{German: "German", French: "French"}[l], domain)
	}
	b.WriteString("msgid \"\"\nmsgstr \"\"\n")
	b.WriteString(headers[l])
	b.WriteString("\"Content-Type: text/plain; charset=UTF-8\\n\"\n")
	b.WriteString(pluralHeaders[l])
	for _, w := range words {
		fmt.Fprintf(&b, "\n#: %s\n", strings.Join(w.files, " "))
		if w.ctx != "" {
			fmt.Fprintf(&b, "msgctxt %s\n", quote(w.ctx))
		}
		fmt.Fprintf(&b, "msgid %s\n", quote(w.id))
		strs := memory[w.key()]
		if w.plural != "" {
			fmt.Fprintf(&b, "msgid_plural %s\n", quote(w.plural))
			for i := range 2 {
				s := ""
				if len(strs) == 2 {
					s = strs[i]
				}
				fmt.Fprintf(&b, "msgstr[%d] %s\n", i, quote(s))
			}
			continue
		}
		s := ""
		if len(strs) == 1 {
			s = strs[0]
		}
		fmt.Fprintf(&b, "msgstr %s\n", quote(s))
	}
	return b.Bytes()
}

// screenFiles lists the PO files of the screens in po/screens.
func screenFiles(t *testing.T, suffix string) []string {
	t.Helper()
	names, err := filepath.Glob("po/screens/*" + suffix)
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// screenMemory is every translation the screens' PO files of l hold, by
// key, whichever domain holds it: a word that moves to another directory
// keeps its translation.
func screenMemory(t *testing.T, l Language) map[string][]string {
	t.Helper()
	mem := map[string][]string{}
	for _, name := range screenFiles(t, "."+string(l)+".po") {
		for _, e := range readPO(t, name) {
			key := e.id
			if e.ctxt != "" {
				key = e.ctxt + "\x04" + e.id
			}
			if len(mem[key]) == 0 || strings.Join(e.strs, "") != "" {
				mem[key] = e.strs
			}
		}
	}
	return mem
}

// screenCatalogues is what po/screens should hold (want, by file name) and
// what it holds (have).
func screenCatalogues(t *testing.T) (want map[string][]byte, have []string) {
	names, byName := screenDomains(screenWords(t))
	want = map[string][]byte{}
	for _, l := range []Language{"", German, French} {
		var mem map[string][]string
		suffix := ".pot"
		if l != "" {
			mem = screenMemory(t, l)
			suffix = "." + string(l) + ".po"
		}
		for _, n := range names {
			want["po/screens/"+n+suffix] = screenPO(n, byName[n], l, mem)
		}
	}
	for _, suffix := range []string{".pot", ".de.po", ".fr.po"} {
		have = append(have, screenFiles(t, suffix)...)
	}
	return want, have
}

// updateScreenCatalogues rewrites po/screens (-update), keeping every
// translation, for translators to fill in the empty ones.
func updateScreenCatalogues(t *testing.T) {
	want, have := screenCatalogues(t)
	if err := os.MkdirAll("po/screens", 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range have {
		if want[name] == nil {
			os.Remove(name)
		}
	}
	for name, data := range want {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTheScreenCataloguesHoldEveryWordTheScreensSay: po/screens holds a
// template per directory of every word its source says, and a German and a
// French catalogue of the same words.
func TestTheScreenCataloguesHoldEveryWordTheScreensSay(t *testing.T) {
	if *update {
		updateScreenCatalogues(t)
	}
	want, have := screenCatalogues(t)
	for _, name := range have {
		if want[name] == nil {
			t.Errorf("%s: no screen says its words any more: go test ./lang -update", name)
		}
	}
	for name, data := range want {
		got, err := os.ReadFile(name)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s is not the screens' words: go test ./lang -update, then translate the empty msgstr", name)
		}
	}
}

func TestEveryScreenWordHasAGermanAndAFrenchText(t *testing.T) {
	words := screenWords(t)
	for _, l := range []Language{German, French} {
		mem := screenMemory(t, l)
		for _, w := range words {
			strs := mem[w.key()]
			want := 1
			if w.plural != "" {
				want = 2
			}
			if len(strs) != want || slices.Contains(strs, "") {
				t.Errorf("%s: %q (%s) has no translation", l, w.id, w.files[0])
			}
		}
	}
}

// TestScreenTranslationsTakeTheArgumentsTheEnglishGives fills each word
// with the arguments its English takes and finds no fmt complaint.
func TestScreenTranslationsTakeTheArgumentsTheEnglishGives(t *testing.T) {
	defer Use(current)
	for _, w := range screenWords(t) {
		args := sampleArgs(w.id)
		for _, l := range All {
			Use(l)
			var s string
			switch {
			case w.plural != "":
				s = N(w.id, w.plural, 2, args...) + N(w.id, w.plural, 1, args...)
			case w.ctx != "":
				s = current.fill(current.screen(w.key(), w.id), args)
			default:
				s = Tf(w.id, args...)
			}
			if strings.Contains(s, "%!") {
				t.Errorf("%s %q with %v: %q", l, w.id, args, s)
			}
		}
	}
}

func TestFrenchScreensPutANoBreakSpaceBeforeTallPunctuation(t *testing.T) {
	for _, name := range screenFiles(t, ".fr.po") {
		for _, e := range readPO(t, name) {
			for _, s := range e.strs {
				r := []rune(s)
				for i, c := range r {
					if strings.ContainsRune(";:!?", c) && i > 0 && r[i-1] == ' ' {
						t.Errorf("%s: %q wants a no-break space before %q", name, s, c)
					}
				}
			}
		}
	}
}

// screenTable is l's translations of the screens' words, as gotext reads
// the PO files, sorted by key for Language.screen's search.
func screenTable(t *testing.T, l Language) []message {
	names, byName := screenDomains(screenWords(t))
	var rows []message
	for _, n := range names {
		data, err := os.ReadFile("po/screens/" + n + "." + string(l) + ".po")
		if err != nil {
			continue // the catalogue test says so
		}
		c := gotext.NewPo()
		c.Parse(data)
		for _, w := range byName[n] {
			switch {
			case w.plural != "" && c.IsTranslatedN(w.id, 1):
				rows = append(rows, message{w.key(), []string{c.GetN(w.id, w.plural, 1), c.GetN(w.id, w.plural, 2)}})
			case w.plural == "" && w.ctx != "" && c.IsTranslatedC(w.id, w.ctx):
				rows = append(rows, message{w.key(), []string{c.GetC(w.id, w.ctx)}})
			case w.plural == "" && w.ctx == "" && c.IsTranslated(w.id):
				rows = append(rows, message{w.key(), []string{c.GetN(w.id, w.id, 1)}})
			}
		}
	}
	slices.SortFunc(rows, func(a, b message) int { return strings.Compare(a.code, b.code) })
	return rows
}

// The screens fall back to English, and Missing names the word, where a
// catalogue lacks it.
func TestAWordTheCatalogueLacksIsShownInEnglishAndReported(t *testing.T) {
	defer Use(current)
	Missing()
	Use(German)
	if got := Of("A word no screen says"); got != "A word no screen says" {
		t.Fatalf("got %q", got)
	}
	if got := Missing(); len(got) != 1 || got[0] != "de: A word no screen says" {
		t.Fatalf("Missing() = %q", got)
	}
	Use(English)
	Of("Another word no screen says")
	if got := Missing(); len(got) != 0 {
		t.Fatalf("English reported %q", got)
	}
}

// Missed keeps what Missing forgets, for the browser tests that read the
// game's state now and then.
func TestMissedKeepsEveryWordShownInEnglish(t *testing.T) {
	defer Use(current)
	Use(French)
	Of("Yet another word no screen says")
	Missing()
	if got := Missed(); !slices.Contains(got, "fr: Yet another word no screen says") {
		t.Fatalf("Missed() = %q", got)
	}
}
