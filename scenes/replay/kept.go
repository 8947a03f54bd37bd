// Package replay shows a game record move by move on its title's own
// table, read only (the Viewer), and lists the games kept in the store to
// open (the List): records kept from a table, and the latest finished game
// of each title.
package replay

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"time"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/sprites"
)

// Titles finds a title's table by its id; the app's list of titles is
// above this package, which cannot import it.
type Titles func(id string) (table.Title, bool)

// Game is one kept record as the replays list tells it.
type Game struct {
	Doc  string         // the document's name in the store
	Rec  *record.Record // the record; nil where it cannot be read
	Err  error          // why it cannot be shown, or nil
	Name string         // the title's name, or the document's where unknown
	At   time.Time      // when it was kept; zero where the document does not say
	// Finished marks the app's own copy of a title's latest finished game.
	Finished bool
	// Result says how the game ended ("Jade (easy) wins") or how far it
	// went ("unfinished after 23 moves").
	Result string
	// Players says who played: "Mei (you), Jade (easy)".
	Players string
}

// isRecordName tells the documents that can only be game records: the
// titles' kept records ("hong-42.json") and finished games. Other
// documents are listed only where they read as records: the settings and
// the setup pages' memory are not games.
func isRecordName(name string, titles Titles) bool {
	if strings.HasPrefix(name, "finished-") {
		return true
	}
	id, _, ok := strings.Cut(name, "-")
	if !ok {
		return false
	}
	_, known := titles(id)
	return known
}

// Kept lists the game records in st, newest first: every record kept from
// a table, and each title's latest finished game. The games in progress
// are left out: the menu offers them to resume. A document named as a
// record that cannot be read is listed with the reason, so that it is not
// silently missing.
func Kept(st store.Store, titles Titles) []Game {
	var out []Game
	for _, doc := range store.Names(st) {
		if !strings.HasSuffix(doc, ".json") || strings.HasPrefix(doc, "autosave") {
			continue
		}
		data, err := st.Get(doc)
		if err != nil {
			continue
		}
		g := Read(doc, data, titles)
		if g.Err != nil && !isRecordName(doc, titles) {
			continue
		}
		out = append(out, g)
	}
	out = slices.DeleteFunc(out, func(g Game) bool { return g.Finished && keptToo(g, out) })
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if c := b.At.Compare(a.At); c != 0 {
			return c < 0
		}
		return a.Doc < b.Doc
	})
	return out
}

// keptToo reports a finished game that the player also kept from its
// table (Hong's Keep the record): the list shows it once.
func keptToo(f Game, games []Game) bool {
	for _, g := range games {
		if !g.Finished && g.Rec != nil && f.Rec != nil && g.Rec.Title == f.Rec.Title && g.Rec.Seed == f.Rec.Seed && slices.Equal(g.Rec.Moves, f.Rec.Moves) {
			return true
		}
	}
	return false
}

// Read reads one record, named doc, and says what the list tells of it.
func Read(doc string, data []byte, titles Titles) Game {
	g := Game{Doc: doc, Name: doc, At: play.SavedAt(data), Finished: strings.HasPrefix(doc, "finished-")}
	rec, err := record.Parse(data)
	if err != nil {
		g.Err = Unreadable(err)
		return g
	}
	t, err := Check(rec, titles)
	if err != nil {
		g.Err = err
		return g
	}
	g.Rec, g.Name = rec, t.Title.Name
	names := table.Names{T: t, Palette: sprites.StandardPalette}
	var who []string
	for s := range t.Game.Seats() {
		who = append(who, names.Called(s))
	}
	g.Players = strings.Join(who, ", ")
	g.Result = result(t, names)
	return g
}

// Unreadable says, in a player's words, that data is no game record.
func Unreadable(err error) error {
	why := strings.TrimPrefix(err.Error(), "not a game record: ")
	return errors.New(lang.Tf("it is not a game record this version can read (%s)", why))
}

// Check replays rec to its end, and says in a player's words why it cannot
// be shown: a title without a table here, or a move its rules refuse.
func Check(rec *record.Record, titles Titles) (*play.Table, error) {
	if _, ok := titles(rec.Title); !ok {
		return nil, errors.New(lang.Tf("it is a game of %q, which this version does not have", rec.Title))
	}
	t, err := play.New(cloneRecord(rec, len(rec.Moves)), nil)
	var me *record.MoveError
	switch {
	case errors.As(err, &me):
		return nil, errors.New(lang.Tf("its move %d (%s) breaks the rules: %s", me.N, me.Text, moveReason(me)))
	case err != nil:
		return nil, errors.New(lang.Tf("it cannot be set up: %s", lang.ExplainErr(err)))
	}
	return t, nil
}

// moveReason is why a kept record's move is refused, in the screens'
// language where the rules gave it as a phrase.
func moveReason(me *record.MoveError) string {
	if me.Refusal.IsZero() {
		return me.Reason
	}
	return lang.Say(me.Refusal)
}

// result says how a game ended, or how far it went.
func result(t *play.Table, names table.Names) string {
	o := t.Game.Outcome()
	n := len(t.Rec.Moves)
	switch {
	case !o.Over:
		return lang.N("unfinished after %d move", "unfinished after %d moves", n, n)
	case o.Winner < 0:
		return lang.N("a draw in %d move", "a draw in %d moves", n, n)
	}
	return lang.N("%s won in %d move", "%s won in %d moves", n, names.Called(o.Winner), n)
}

// cloneRecord is rec with its first n moves, sharing nothing that a table
// changes.
func cloneRecord(rec *record.Record, n int) *record.Record {
	c := *rec
	c.Seats = slices.Clone(rec.Seats)
	c.Moves = slices.Clone(rec.Moves[:n])
	return &c
}
