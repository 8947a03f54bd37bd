package scenes

import (
	"encoding/json"

	"quartet/assets"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/rules/tutorial"
	"quartet/scenes/play"
	"quartet/scenes/table"
)

// tutorialName is the document a title's tutorial progress is kept in.
func tutorialName(title string) string { return "tutorial-" + title + ".json" }

// tutorialProgress is how far a person got in a title's tutorial: the
// section to resume at and the moves that lead to its start (sections are
// resumed by replaying them, so a person's free choices stay theirs).
type tutorialProgress struct {
	Section int      `json:"section"`
	Moves   []string `json:"moves,omitempty"`
	Done    bool     `json:"done,omitempty"`
}

func loadTutorialProgress(st store.Store, title string) tutorialProgress {
	var p tutorialProgress
	if b, err := st.Get(tutorialName(title)); err == nil {
		_ = json.Unmarshal(b, &p)
	}
	return p
}

// hasTutorial reports a title with a guided first game.
func hasTutorial(title string) bool { return assets.Tutorial(title) != nil }

// tutorialText is a title's tutorial in the screens' language (English
// where the title has none in it): the same steps and moves in each, so
// progress kept in one language resumes in another.
func tutorialText(title string) []byte { return assets.TutorialIn(title, string(lang.Current())) }

// neverPlayed reports a title the person has not played here yet: no game
// set up, in progress or finished, and its tutorial not finished. Its
// card offers the tutorial.
func neverPlayed(st store.Store, title string) bool {
	for _, name := range []string{setupMemoryName(title), play.SaveName(title), play.FinishedName(title)} {
		if _, err := st.Get(name); err == nil {
			return false
		}
	}
	return !loadTutorialProgress(st, title).Done
}

// Tutorial opens a title's guided first game, at the section the person
// left it, or from the start once finished (or when the kept moves no
// longer fit the tutorial).
func (a *App) Tutorial(title string) {
	tut, err := tutorial.Parse(tutorialText(title))
	if err != nil {
		a.notice = lang.Tf("That tutorial could not be opened: %v", err)
		a.Menu()
		return
	}
	p := loadTutorialProgress(a.store, title)
	if p.Done || p.Section >= len(tut.Sections) || len(p.Moves) != tut.MovesBefore(p.Section) {
		// Finished, or kept by an older version of the tutorial whose
		// sections differ: from the start.
		p = tutorialProgress{}
	}
	rec := tut.Record()
	rec.Moves = p.Moves
	t, err := play.New(rec, nil) // no autosave: a real game in progress stays as it is
	if err != nil {
		p = tutorialProgress{}
		rec.Moves = nil
		if t, err = play.New(rec, nil); err != nil {
			a.notice = lang.Tf("That tutorial could not be opened: %v", lang.ExplainErr(err))
			a.Menu()
			return
		}
	}
	for s := range t.Game.Seats() {
		if s != tut.You {
			t.SetDriver(s, &play.Remote{})
		}
	}
	g := table.NewGuide(tut, p.Section)
	g.Progress = func(section int, moves []string) {
		done := section >= len(tut.Sections)
		b, _ := json.Marshal(tutorialProgress{Section: section, Moves: moves, Done: done})
		_ = a.store.Put(tutorialName(title), b)
	}
	g.Ready = func() { a.Play(firstGame(tut, uint64(a.ctx.Tick))) }
	t.Guide = g
	s, ok := newTitleScene(t, &a.ctx)
	if !ok {
		a.notice = lang.T("That game has no table yet.")
		a.Menu()
		return
	}
	a.table = t
	a.m.goTo(s)
}

// firstGame is the real game a finished tutorial offers: the person in the
// tutorial's seat, an easy computer player in every other.
func firstGame(tut *tutorial.Tutorial, seed uint64) *record.Record {
	rec := tut.Record()
	rec.Seed = record.Seed(seed)
	for s := range rec.Seats {
		if s != tut.You {
			rec.Seats[s] = record.Seat{Name: rec.Seats[s].Name, Level: "easy"}
		}
	}
	return rec
}
