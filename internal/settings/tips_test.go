package settings

import (
	"testing"

	"quartet/internal/store"
)

// First-game tips are on for a new player, and for one whose settings
// were saved before the setting existed.
func TestFirstGameTipsAreOnByDefault(t *testing.T) {
	if !Load(store.Memory{}).Tips {
		t.Fatal("tips are off at a first start")
	}
	old := store.Memory{"settings.json": []byte(`{"master":0.5,"music":0.5,"effects":0.5,"animationSpeed":1}`)}
	if !Load(old).Tips {
		t.Fatal("tips are off for settings saved before the setting existed")
	}
}

// A tip seen is remembered in the store, beside the settings, and a
// broken record of them shows the tips again rather than failing.
func TestASeenTipIsRemembered(t *testing.T) {
	st := store.Memory{}
	if TipSeen(st, "hong/dragon-summoned") {
		t.Fatal("a tip counts as seen before it was shown")
	}
	if err := SeeTip(st, "hong/dragon-summoned"); err != nil {
		t.Fatal(err)
	}
	if !TipSeen(st, "hong/dragon-summoned") || TipSeen(st, "hongkong/roof") {
		t.Fatal("the tips seen are not the one shown")
	}
	st[tipsDocument] = []byte("not json")
	if TipSeen(st, "hong/dragon-summoned") {
		t.Fatal("a broken record of the tips seen still counts one")
	}
}
