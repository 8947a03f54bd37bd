package assets

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"quartet/rules/catalog"
)

// languages are the languages besides English whose pages and tutorials
// every title has.
var languages = []string{"de", "fr"}

// TestEveryRulesPageIsInGermanAndFrenchWithTheSameSections: a title's page
// in German and French has as many sections and bullets as the English, so
// that no part of the rules is left out.
func TestEveryRulesPageIsInGermanAndFrenchWithTheSameSections(t *testing.T) {
	for _, title := range catalog.Titles {
		en := Rules(title.ID)
		if en == "" {
			continue
		}
		for _, l := range languages {
			page := RulesIn(title.ID, l)
			if page == en {
				t.Errorf("%s: no %s rules page (rules/%s/%s.md)", title.ID, l, l, title.ID)
				continue
			}
			for _, mark := range []string{"# ", "- "} {
				if a, b := lines(en, mark), lines(page, mark); a != b {
					t.Errorf("%s %s: %d lines start %q, the English has %d", title.ID, l, b, mark, a)
				}
			}
		}
	}
}

func lines(page, prefix string) (n int) {
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(line, prefix) {
			n++
		}
	}
	return n
}

// TestEveryTutorialIsInGermanAndFrenchWithTheSameSteps: a languages
// tutorial is the English one, step for step and move for move, with only
// its words ("say" and each section's "name") in the language.
func TestEveryTutorialIsInGermanAndFrenchWithTheSameSteps(t *testing.T) {
	for _, id := range Tutorials() {
		var en any
		if err := json.Unmarshal(Tutorial(id), &en); err != nil {
			t.Fatal(err)
		}
		for _, l := range languages {
			data := TutorialIn(id, l)
			var tr any
			if err := json.Unmarshal(data, &tr); err != nil {
				t.Errorf("%s %s: %v", id, l, err)
				continue
			}
			if reflect.DeepEqual(tr, en) {
				t.Errorf("%s: no %s tutorial (tutorials/%s/%s.json)", id, l, l, id)
				continue
			}
			if a, b := withoutWords(en), withoutWords(tr); !reflect.DeepEqual(a, b) {
				t.Errorf("%s %s: the steps differ from the English beyond their words", id, l)
			}
		}
	}
}

// withoutWords is a tutorial's JSON with every "say" and "name" emptied.
func withoutWords(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			if s, ok := x.(string); ok && (k == "say" || k == "name") && s != "" {
				out[k] = "words"
				continue
			}
			out[k] = withoutWords(x)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = withoutWords(x)
		}
		return out
	}
	return v
}
