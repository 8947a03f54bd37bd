package scenes

import (
	"errors"

	"quartet/lang"
	"quartet/online"
	"quartet/rules"
	"quartet/scenes/lobby"
	"quartet/scenes/play"
)

// Online shows the page for playing with friends through a server; code,
// when set, is a room to join at once (the page's ?room= link).
func (a *App) Online(code string) {
	a.m.goTo(lobby.New(lobby.Options{Store: a.store, Titles: onlineTitles(), Code: code, Open: a.playOnline, Back: a.Menu}))
}

// onlineTitles are the games a room may be made for: those whose table
// follows the server's game (online.Followable).
func onlineTitles() []rules.Title {
	var out []rules.Title
	for _, t := range playableTitles() {
		if online.Followable(t.ID) {
			out = append(out, t)
		}
	}
	return out
}

// playOnline opens the table of an online game for the seat snap is for.
func (a *App) playOnline(snap online.Snapshot, link play.Link) error {
	t, err := play.NewOnline(snap, link, a.store)
	if err != nil {
		return err
	}
	s, ok := newTitleScene(t, &a.ctx)
	if !ok {
		return errors.New(lang.T("this game has no table"))
	}
	a.table = t
	a.m.goTo(s)
	return nil
}
