package hongkong

import (
	"testing"

	"quartet/lang"
)

// French says 0 and 1 in the singular: the word under a seat's count of
// buildings follows the count (play-test: "1 constructions"), and English
// keeps its heading.
func TestTheBuildingsUnderACountAgreeWithIt(t *testing.T) {
	defer lang.Use(lang.Current())
	for _, c := range []struct {
		l    lang.Language
		n    int
		want string
	}{
		{lang.French, 0, "construction"}, {lang.French, 1, "construction"}, {lang.French, 2, "constructions"},
		{lang.English, 1, "buildings"}, {lang.English, 3, "buildings"},
	} {
		lang.Use(c.l)
		if got := buildingsLabel(c.n); got != c.want {
			t.Errorf("%s, %d: %q, want %q", c.l, c.n, got, c.want)
		}
	}
}
