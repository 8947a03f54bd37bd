package scenes

import (
	"quartet/lang"
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

// titleWords are the words the rules write for the menu and the setup page
// (a title's blurb, its options and choices, its seats' roles) and the
// seats' colours: the rules and the drawing kit speak English only, so they
// are marked here for the catalogue and said with lang.Of where shown.
var titleWords = []string{
	lang.Noop("Stack blocks and roofs; control the most buildings."),
	lang.Noop("Breed dragons, or block them as Emperor."),
	lang.Noop("Buy, bribe and fight your way to King of St. Pauli."),
	lang.Noop("Trade lots and shops in 1960s New York; the richest merchant wins."),
	lang.Noop("Emperor"), lang.Noop("Dragon Master"),
	lang.Noop("Board: the Dragon Master's target"),
	lang.Noop("Castle · 15"), lang.Noop("Garden · 13"), lang.Noop("Inner 7x7 · 11"),
	lang.Noop("Lair of the seven Great Dragons"), lang.Noop("Off"), lang.Noop("On"),
	lang.Noop("Left-over money lies as loot at"),
	lang.Noop("the Law Courts"), lang.Noop("the Tax Office"), lang.Noop("the Police"),
	lang.Noop("Red"), lang.Noop("Jade"), lang.Noop("Gold"), lang.Noop("Blue"), lang.Noop("Violet"),
	lang.Noop("Vermilion"), lang.Noop("Yellow"), lang.Noop("Green"), lang.Noop("Pink"),
	// Hong's table options (scenes/hong), shown by the setup page.
	lang.Noop("Stones"), lang.Noop("Random"), lang.Noop("Placed by hand"),
}
