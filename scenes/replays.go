package scenes

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/replay"
)

// View opens rec in the replay viewer at move at (0 is the start); Close
// goes back to the menu. A record that cannot be shown says why on the
// menu.
func (a *App) View(rec *record.Record, at int) { a.view(rec, at, "", a.Menu) }

func (a *App) view(rec *record.Record, at int, about string, back func()) {
	v, err := replay.New(rec, at, replay.Options{Titles: lookupTitleScene, Back: back, About: about})
	if err != nil {
		a.notice = lang.Tf("That game record cannot be shown: %s.", lang.ExplainErr(err))
		a.Menu()
		return
	}
	a.m.goTo(v)
}

// Replays shows the list of kept games.
func (a *App) Replays() { a.replays("") }

func (a *App) replays(notice string) {
	a.m.goTo(replay.NewList(a.store, lookupTitleScene, notice, func(g replay.Game) {
		a.view(g.Rec, 0, g.About(), a.Replays)
	}, a.Menu))
}

// OpenRecord shows a record file's game in the viewer, from its start: a
// file dropped on the window, or named on the command line. A file that is
// no record says so on the menu.
func (a *App) OpenRecord(name string, data []byte) {
	rec, err := record.Parse(data)
	if err != nil {
		a.notice = lang.Tf("%s cannot be shown: %s.", name, lang.ExplainErr(replay.Unreadable(err)))
		a.Menu()
		return
	}
	a.view(rec, 0, name, a.Menu)
}

// dropped opens the first file dropped on the window this tick, natively
// and in a browser alike.
func (a *App) dropped() {
	if files := ebiten.DroppedFiles(); files != nil {
		a.openDropped(files)
	}
}

// openDropped opens the first file of files, the files dropped at once.
func (a *App) openDropped(files fs.FS) {
	var name string
	_ = fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && name == "" {
			name = path
		}
		return nil
	})
	if name == "" {
		return
	}
	data, err := fs.ReadFile(files, name)
	if err != nil {
		a.notice = lang.Tf("%s could not be read: %s.", name, err.Error())
		a.Menu()
		return
	}
	a.OpenRecord(name, data)
}
