// Command codesize lists the largest struct types (by fields and by
// methods) and the longest functions under a folder, so that the limits the
// scenes keep (a scene type of 30 fields and 60 methods at most, no
// function over 80 lines) can be checked by anyone:
//
//	go run ./tools/codesize [-top 5] [-fields 30] [-methods 60] [-lines 80] scenes
//
// Test files are left out. It exits 1 when a limit is broken.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type typeSize struct {
	name            string // package/Type
	fields, methods int
}

type funcSize struct {
	name  string // file:line Func
	lines int
}

func main() {
	top := flag.Int("top", 5, "how many of each to list")
	maxFields := flag.Int("fields", 30, "most fields a struct may have")
	maxMethods := flag.Int("methods", 60, "most methods a type may have")
	maxLines := flag.Int("lines", 80, "most lines a function may have")
	flag.Parse()
	root := "scenes"
	if flag.NArg() > 0 {
		root = flag.Arg(0)
	}
	types, funcs, err := measure(root)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	over := ranking(types, "Structs by fields", *maxFields, *top, func(t typeSize) (int, string) { return t.fields, t.name })
	over += ranking(types, "Types by methods", *maxMethods, *top, func(t typeSize) (int, string) { return t.methods, t.name })
	over += ranking(funcs, "Functions by lines", *maxLines, *top, func(f funcSize) (int, string) { return f.lines, f.name })
	fmt.Printf("Over a limit: %d\n", over)
	if over > 0 {
		os.Exit(1)
	}
}

// ranking prints the top items by size, largest first, and counts those
// over the limit.
func ranking[T any](items []T, heading string, limit, top int, size func(T) (int, string)) int {
	sort.SliceStable(items, func(i, j int) bool {
		a, _ := size(items[i])
		b, _ := size(items[j])
		return a > b
	})
	fmt.Printf("%s (limit %d):\n", heading, limit)
	over := 0
	for i, it := range items {
		n, name := size(it)
		if i < top {
			fmt.Printf("  %3d  %s\n", n, name)
		}
		if n > limit {
			over++
		}
	}
	return over
}

// measure parses every non-test Go file under root.
func measure(root string) ([]typeSize, []funcSize, error) {
	fset := token.NewFileSet()
	sizes := map[string]*typeSize{}
	var funcs []funcSize
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		pkg := filepath.Dir(path)
		get := func(name string) *typeSize {
			key := pkg + "." + name
			if sizes[key] == nil {
				sizes[key] = &typeSize{name: key}
			}
			return sizes[key]
		}
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok {
						continue
					}
					if st, ok := ts.Type.(*ast.StructType); ok {
						n := 0
						for _, fl := range st.Fields.List {
							n += max(1, len(fl.Names))
						}
						get(ts.Name.Name).fields = n
					}
				}
			case *ast.FuncDecl:
				start, end := fset.Position(decl.Pos()), fset.Position(decl.End())
				name := decl.Name.Name
				if decl.Recv != nil && len(decl.Recv.List) > 0 {
					recv := receiverName(decl.Recv.List[0].Type)
					get(recv).methods++
					name = recv + "." + name
				}
				funcs = append(funcs, funcSize{name: fmt.Sprintf("%s:%d %s", path, start.Line, name), lines: end.Line - start.Line + 1})
			}
		}
		return nil
	})
	var types []typeSize
	for _, t := range sizes {
		types = append(types, *t)
	}
	sort.Slice(types, func(i, j int) bool { return types[i].name < types[j].name })
	return types, funcs, err
}

// receiverName is the type a method belongs to: *Scene and Scene alike,
// generic parameters dropped.
func receiverName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiverName(e.X)
	case *ast.IndexExpr:
		return receiverName(e.X)
	case *ast.IndexListExpr:
		return receiverName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return "?"
}
