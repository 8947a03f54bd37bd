package assets

import (
	"testing"

	"quartet/rules/catalog"
	"quartet/rules/tutorial"
)

// TestEveryTutorialPlaysToItsEnd replays every embedded tutorial: each
// expect and auto step is legal at its point, whatever fitting move the
// person makes, and each show step lights something on the table.
func TestEveryTutorialPlaysToItsEnd(t *testing.T) {
	ids := Tutorials()
	if len(ids) == 0 {
		t.Fatal("no tutorials embedded")
	}
	for _, id := range ids {
		if _, ok := catalog.Lookup(id); !ok {
			t.Errorf("tutorials/%s.json is for no title", id)
			continue
		}
		tut, err := tutorial.Parse(Tutorial(id))
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		if tut.Title != id {
			t.Errorf("tutorials/%s.json says it is for %s", id, tut.Title)
		}
		for _, p := range tutorial.Check(tut) {
			t.Errorf("%s: %v", id, p)
		}
	}
}
