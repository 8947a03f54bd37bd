//go:build !js

package store

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestAStoreNamesItsDocumentsButNotTheWritesUnderWay(t *testing.T) {
	dir := t.TempDir()
	d := Dir(dir)
	for _, name := range []string{"hong-7.json", "settings.json"} {
		if err := d.Put(name, []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	// A write a crash cut short leaves its temporary file behind.
	if err := os.WriteFile(filepath.Join(dir, tempPrefix("autosave-hong.json")+"123"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	names := Names(d)
	slices.Sort(names)
	if !slices.Equal(names, []string{"hong-7.json", "settings.json"}) {
		t.Fatalf("names: %v", names)
	}
	if n := Names(Dir(filepath.Join(dir, "never"))); len(n) != 0 {
		t.Fatalf("a directory never written names %v", n)
	}
	m := Memory{"a.json": nil}
	if n := Names(m); !slices.Equal(n, []string{"a.json"}) {
		t.Fatalf("memory names %v", n)
	}
}
