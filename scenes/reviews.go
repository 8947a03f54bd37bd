package scenes

import (
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/review"
)

// Review looks over seat's moves in a game just finished, from its end
// dialog, calling the seats by names: the page lists the moves that cost the person most, and a tap on
// one opens the viewer before it; the viewer's Close comes back to the
// list, which keeps what it found.
func (a *App) Review(rec *record.Record, seat int, names func(seat int) string) {
	rec = &record.Record{Title: rec.Title, Options: rec.Options, Seed: rec.Seed, Seats: rec.Seats, Moves: append([]string(nil), rec.Moves...)}
	var page *review.Page
	page, err := review.New(rec, seat, names, func(at int) {
		a.view(rec, at, lang.T("your review"), func() { a.m.goTo(page) })
	}, a.Menu)
	if err != nil {
		a.notice = lang.Tf("That game cannot be looked over: %s.", lang.ExplainErr(err))
		a.Menu()
		return
	}
	a.m.goTo(page)
}
