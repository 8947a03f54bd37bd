package scenes

import (
	"quartet/rules"
	"quartet/scenes/chinatown"
	"quartet/scenes/hong"
	"quartet/scenes/hongkong"
	"quartet/scenes/kiezkoenig"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// Titles are the games the app offers, in the menu's order: a title is
// added to the app here, and only here (docs/adding-a-title.md).
var Titles = []table.Title{hongkong.Title, hong.Title, kiezkoenig.Title, chinatown.Title}

func lookupTitleScene(id string) (table.Title, bool) {
	for _, ts := range Titles {
		if ts.Rules.ID == id {
			return ts, true
		}
	}
	return table.Title{}, false
}

func hasTitleScene(id string) bool { _, ok := lookupTitleScene(id); return ok }

// playableTitles lists the titles the menu offers, in its order.
func playableTitles() []rules.Title {
	out := make([]rules.Title, len(Titles))
	for i, ts := range Titles {
		out[i] = ts.Rules
	}
	return out
}

func newTitleScene(t *play.Table, c *ui.Context) (ui.Scene, bool) {
	ts, ok := lookupTitleScene(t.Title.ID)
	if !ok {
		return nil, false
	}
	return ts.New(t, c), true
}
