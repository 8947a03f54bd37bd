package settings

import (
	"testing"

	"quartet/internal/store"
	"quartet/lang"
)

func TestAChosenLanguageIsLoadedBack(t *testing.T) {
	st := store.Memory{}
	v := Defaults()
	v.Language = "de"
	if err := Save(st, v); err != nil {
		t.Fatal(err)
	}
	if got := Load(st); got.Language != "de" || got.Lang() != lang.German {
		t.Fatalf("loaded language %q (%v), want de", got.Language, got.Lang())
	}
}

func TestAnUnknownLanguageFollowsTheSystem(t *testing.T) {
	t.Setenv("QUARTET_LANG", "fr")
	for _, saved := range []string{`{"language":"tlh"}`, `{"language":""}`, `{}`} {
		st := store.Memory{}
		_ = st.Put(document, []byte(saved))
		got := Load(st)
		if got.Language != "" || got.Lang() != lang.French {
			t.Errorf("%s: language %q (%v), want the system's (fr)", saved, got.Language, got.Lang())
		}
	}
}
