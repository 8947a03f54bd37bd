package scenes

import (
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/scenes/chinatown"
	"quartet/scenes/hong"
	"quartet/scenes/hongkong"
	"quartet/scenes/kiezkoenig"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// titleScene ties a title to its table scene. A title appears in the menu
// only once it has one.
type titleScene struct {
	id string
	// new builds the scene that plays a table of this title.
	new func(t *play.Table, c *ui.Context) ui.Scene
	// emblem paints the title's picture on its menu card.
	emblem func(cv *sprites.Canvas, r sprites.Rect)
	// tableOptions are setup choices about how the table begins that are
	// not rules options; the scene finds the chosen values in
	// play.Table.Choices.
	tableOptions []rules.Option
	// diagram, when set, draws the rules page's diagrams ("@SPEC|caption"
	// strips and "[diagram NAME]" pictures).
	diagram func(cv *sprites.Canvas, r sprites.Rect, spec string)
	// optionHelp, when set, says in a sentence what an option's chosen
	// value does (the setup page shows it under the choice), or "".
	optionHelp func(key string, value any, seats int) string
}

var titleScenes = []titleScene{
	{id: "hongkong", new: hongkong.New, emblem: hongkong.Emblem},
	{id: "hong", new: hong.New, emblem: hong.Emblem, diagram: hong.Diagram, tableOptions: hong.TableOptions},
	{id: "kiezkoenig", new: kiezkoenig.New, emblem: kiezkoenig.Emblem, diagram: kiezkoenig.Diagram, optionHelp: kiezkoenig.OptionHelp},
	{id: "chinatown", new: chinatown.New, emblem: chinatown.Emblem, diagram: chinatown.Diagram},
}

func lookupTitleScene(id string) (titleScene, bool) {
	for _, ts := range titleScenes {
		if ts.id == id {
			return ts, true
		}
	}
	return titleScene{}, false
}

func hasTitleScene(id string) bool { _, ok := lookupTitleScene(id); return ok }

// playableTitles lists, in the catalog's order, the titles with a scene.
func playableTitles() []rules.Title {
	var out []rules.Title
	for _, t := range catalog.Titles {
		if hasTitleScene(t.ID) {
			out = append(out, t)
		}
	}
	return out
}

func newTitleScene(t *play.Table, c *ui.Context) (ui.Scene, bool) {
	ts, ok := lookupTitleScene(t.Title.ID)
	if !ok {
		return nil, false
	}
	return ts.new(t, c), true
}
