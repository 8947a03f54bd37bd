// Wasmsize says what the browser download holds: it reads WebAssembly
// files built without -s (make wasm strips the names) and prints each
// package's code, against a second build such as the blank app's.
// `go tool nm` cannot read WebAssembly, so this reads the name section.
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/q.wasm .
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/blank.wasm ./e2e/blank
//	go run ./tools/wasmsize -top 40 /tmp/q.wasm /tmp/blank.wasm
//
// Code is only part of the file: the data section holds the line tables
// (growing with code, and with inlining most), strings, types and
// embedded files. Sizes are bytes of uncompressed code.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 40, "packages to list")
	funcs := flag.Int("funcs", 0, "list this many of the largest functions instead of packages")
	flag.Parse()
	if flag.NArg() < 1 || flag.NArg() > 2 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] GAME.wasm [BASE.wasm]")
		os.Exit(2)
	}
	if *funcs > 0 {
		if err := largest(flag.Arg(0), *funcs); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	game, err := packages(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	base := map[string]pkgSize{}
	if flag.NArg() == 2 {
		if base, err = packages(flag.Arg(1)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	names := make([]string, 0, len(game))
	var total, gz int
	for n, s := range game {
		names = append(names, n)
		total += s.code
		gz += s.gzip
	}
	sort.Slice(names, func(i, j int) bool {
		di, dj := game[names[i]].code-base[names[i]].code, game[names[j]].code-base[names[j]].code
		if di != dj {
			return di > dj
		}
		return names[i] < names[j]
	})
	fmt.Printf("%10s %10s %10s  %s\n", "code", "gzip", "over base", "package")
	for _, n := range names[:min(*top, len(names))] {
		fmt.Printf("%10d %10d %10d  %s\n", game[n].code, game[n].gzip, game[n].code-base[n].code, n)
	}
	fmt.Printf("%10d %10d  all code\n", total, gz)
}

type pkgSize struct{ code, gzip int }

// largest prints the n largest function bodies of a WebAssembly file: where
// a package's bytes go.
func largest(path string, n int) error {
	fns, err := functions(path)
	if err != nil {
		return err
	}
	sort.Slice(fns, func(i, j int) bool { return len(fns[i].body) > len(fns[j].body) })
	for _, f := range fns[:min(n, len(fns))] {
		fmt.Printf("%10d  %s\n", len(f.body), f.name)
	}
	return nil
}

type function struct {
	name string
	body []byte
}

// packages sums the function bodies of a WebAssembly file by package.
func packages(path string) (map[string]pkgSize, error) {
	fns, err := functions(path)
	if err != nil {
		return nil, err
	}
	code := map[string][][]byte{}
	for _, f := range fns {
		p := pkgOf(f.name)
		code[p] = append(code[p], f.body)
	}
	out := map[string]pkgSize{}
	for p, bs := range code {
		all := bytes.Join(bs, nil)
		var z bytes.Buffer
		w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		w.Write(all)
		w.Close()
		out[p] = pkgSize{len(all), z.Len()}
	}
	return out, nil
}

// functions reads each function body of a WebAssembly file with its name.
func functions(path string) ([]function, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, fmt.Errorf("%s is no WebAssembly file", path)
	}
	var imports int
	var bodies [][]byte
	names := map[int]string{}
	r := &reader{b: b, i: 8}
	for r.i < len(b) {
		id := r.b[r.i]
		r.i++
		n := r.uint()
		end := r.i + n
		switch id {
		case 2: // imports: functions are numbered after them
			for c := r.uint(); c > 0; c-- {
				r.skip(r.uint())
				r.skip(r.uint())
				r.i++
				r.uint()
				imports++
			}
		case 10: // code
			for c := r.uint(); c > 0; c-- {
				l := r.uint()
				bodies = append(bodies, r.b[r.i:r.i+l])
				r.skip(l)
			}
		case 0: // custom: the name section names the functions
			if l := r.uint(); string(r.b[r.i:r.i+l]) == "name" {
				r.skip(l)
				for r.i < end {
					sub := r.b[r.i]
					r.i++
					sl := r.uint()
					subEnd := r.i + sl
					if sub == 1 {
						for c := r.uint(); c > 0; c-- {
							idx := r.uint()
							l := r.uint()
							names[idx] = string(r.b[r.i : r.i+l])
							r.skip(l)
						}
					}
					r.i = subEnd
				}
			}
		}
		r.i = end
	}
	if len(names) == 0 {
		return nil, errors.New(path + " has no names: build it without -ldflags=-s")
	}
	fns := make([]function, len(bodies))
	for i, body := range bodies {
		fns[i] = function{names[imports+i], body}
	}
	return fns, nil
}

// pkgOf is the package of a function's name as the linker writes it
// ("quartet_scenes_hong.__Scene_.Draw": "/" becomes "_").
func pkgOf(fn string) string {
	start := 0
	for _, dom := range []string{"github.com_", "golang.org_", "gopkg.in_"} {
		if strings.HasPrefix(fn, dom) {
			start = len(dom)
		}
	}
	if strings.HasPrefix(fn, "type:") || strings.HasPrefix(fn, "go:") {
		return strings.SplitN(fn, ".", 2)[0]
	}
	if i := strings.IndexByte(fn[start:], '.'); i >= 0 {
		return fn[:start+i]
	}
	return fn
}

type reader struct {
	b []byte
	i int
}

func (r *reader) skip(n int) { r.i += n }

// uint reads an unsigned LEB128 number.
func (r *reader) uint() int {
	var v, shift int
	for {
		c := r.b[r.i]
		r.i++
		v |= int(c&0x7f) << shift
		shift += 7
		if c < 0x80 {
			return v
		}
	}
}
