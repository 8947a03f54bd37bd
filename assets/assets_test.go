package assets

import (
	"strings"
	"testing"

	"quartet/rules/catalog"
)

func TestEveryTitleWithARulesPageHasSections(t *testing.T) {
	found := 0
	for _, title := range catalog.Titles {
		page := Rules(title.ID)
		if page == "" {
			continue
		}
		found++
		if !strings.HasPrefix(page, "# ") {
			t.Errorf("%s: the rules page should open with a section heading", title.ID)
		}
	}
	if found == 0 || Rules("hongkong") == "" {
		t.Fatal("no rules pages embedded")
	}
	if Rules("no-such-title") != "" {
		t.Fatal("a missing page should read as empty")
	}
}
