package scenes

import (
	"testing"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
)

// The menu (with a game kept, so that its Resume row shows), each title's
// setup page, the settings and the pause menu: on a phone and a tablet
// either way up, in every language, their words fit the screen, their
// buttons and their boxes and do not run over each other
// (scenetest.TextProblems).
func TestTheMenusWordsFitInEveryLanguage(t *testing.T) {
	defer lang.Use(lang.Current())
	st := store.Memory{}
	st.Put(play.SaveName("hongkong"), (&record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: []string{"B a1"}}).Marshal())
	for _, l := range scenetest.Languages {
		lang.Use(l)
		d := newDriver(t, 390, 844, st)
		check := func(where string) {
			for _, size := range scenetest.TextScreens {
				d.Resize(size[0], size[1])
				d.Tick(2)
				d.TextFits(t, where)
			}
		}
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		d.app.m.current.(*menu).setTitles(catalog.Titles)
		check("the menu")
		for _, title := range Titles {
			d.TapTarget("title-" + title.Rules.ID)
			d.WaitFor("the setup page or a question", 60, func(s map[string]any) bool {
				return scenetest.SceneIs("setup")(s) || s["question"] != nil && s["question"] != ""
			})
			if d.State()["scene"] == "menu" {
				check("the question whether to replace a kept game")
				d.TapTarget("confirm-replace")
			}
			d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
			check(title.Rules.ID + "'s setup")
			d.TapTarget("back")
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		}
		// An overlay is opened at each size: the scene under it is laid
		// out again only once the overlay goes.
		overlay := func(where string, open func(), closeID string) {
			for _, size := range scenetest.TextScreens {
				d.Resize(size[0], size[1])
				d.Tick(2)
				open()
				d.WaitFor(where, 60, func(s map[string]any) bool { return d.HasTarget(closeID) && s["transition"] == nil })
				d.TextFits(t, where)
				d.TapTarget(closeID)
				d.WaitFor("the menu", 60, func(s map[string]any) bool { return !d.HasTarget(closeID) && s["overlay"] == nil })
			}
		}
		overlay("the settings", func() { d.TapTarget("settings") }, "done")
		overlay("the pause menu", func() { d.app.Pause("hongkong", func() {}) }, "pause-Resume")
	}
}
