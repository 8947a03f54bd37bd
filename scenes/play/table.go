// Package play runs a game at the table, whatever the title: it holds the
// record and the rules state, asks each seat's driver (a person here, a
// computer thinking a slice at a time, a player elsewhere) for its moves
// from Update, autosaves after every move, and undoes. A title's scene
// draws the table and turns taps into moves; everything else is here.
package play

import (
	"encoding/json"
	"errors"
	"time"

	"quartet/ai/opponents"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

// SaveName is the document a title's game in progress is saved to: one per
// title, so that starting a game of another title never touches it (a
// single document for all titles lost the first title's game).
func SaveName(title string) string { return "autosave-" + title + ".json" }

// FinishedName is the document a title's latest finished game is kept in,
// for the replays list: the game in progress is forgotten at its end, and
// its record would otherwise be lost with it.
func FinishedName(title string) string { return "finished-" + title + ".json" }

// LegacySaveName is the one document older versions saved every title's
// game to; the menu moves a game found there to its title's document.
const LegacySaveName = "autosave.json"

// MinThinkTicks keeps a computer move from landing the instant the
// previous one did: people need a moment to see what happened. Scenes scale
// it with the animation speed setting.
const MinThinkTicks = 24

// Table is one game in progress.
type Table struct {
	Title rules.Title
	Rec   *record.Record
	Game  rules.Game

	drivers []Driver // who decides each seat's moves
	store   store.Store
	ticks   int        // ticks spent on the current AI decision
	held    rules.Move // the AI's decision, waiting for the table to calm
	movers  []int      // the seat that made each move of the record
	// finals holds, for each move of the record, its events that cannot
	// be taken back (rules.Irreversible); nil for most moves.
	finals [][]rules.Event
	// LastEvents holds the events of the latest move, for the scene.
	LastEvents []rules.Event
	// LastMove is the latest move's notation and its seat.
	LastMove     string
	LastMoveSeat int
	// SaveErr reports a failed autosave (the game goes on regardless);
	// Saved is the number of moves in the latest save that was written,
	// which the store still holds when a later one fails.
	SaveErr error
	Saved   int
	// MinThinkTicks is the least time a computer move takes to appear.
	MinThinkTicks int
	// LastThink is how long the AI worked in its latest slice.
	LastThink time.Duration
	// DecideWall is the wall-clock time of the latest computer decision,
	// from its start to its move being ready, however frames sliced it;
	// Decisions counts the decisions made.
	DecideWall time.Duration
	Decisions  int
	// DecideWait is the part of DecideWall in which the table stood calm,
	// waiting for the decision: the search starts as the last move's
	// pieces take off, and what it does while they land keeps no one
	// waiting. It is what a person at the table waits for.
	DecideWait time.Duration
	began      time.Time
	calmSince  time.Time // the decision's first calm tick; zero before
	// Log holds every move of the game, oldest first. It is rebuilt by
	// replaying the record, so it survives undo and resuming.
	Log []Entry
	// Choices are the setup page's table options for a new game (how it
	// begins, such as stones placed by hand); nil for a resumed game.
	Choices map[string]any
	// Guide, in a tutorial, refuses a person's move the tutorial does not
	// expect; nil in a real game.
	Guide Guide
	// Viewing marks a table shown in the replay viewer: a position of a
	// kept game, read only, whose chrome offers no toolbar, no end dialog
	// and no move.
	Viewing bool
	// net is the line to the room of a game played online; nil for a
	// game on this device alone.
	net *netTable
}

// New sets a table up from a record and replays its moves.
func New(rec *record.Record, st store.Store) (*Table, error) {
	return build(rec, st, nil)
}

// build sets a table up from a record and replays its moves. given,
// for a game followed from a server that keeps its seed, holds the draws
// of the set-up and of each move (rules.PublicChance); nil plays the
// record's seed.
func build(rec *record.Record, st store.Store, given *drawn) (*Table, error) {
	title, ok := catalog.Lookup(rec.Title)
	if !ok {
		return nil, errors.New("unknown title " + rec.Title)
	}
	var g rules.Game
	var err error
	if given != nil {
		g, err = rec.StartGiven(given.setup)
	} else {
		g, err = rec.Start()
	}
	if err != nil {
		return nil, err
	}
	movers := make([]int, 0, len(rec.Moves))
	finals := make([][]rules.Event, 0, len(rec.Moves))
	log := make([]Entry, 0, len(rec.Moves))
	for i, text := range rec.Moves {
		seat := g.ToMove()
		m, err := g.ParseMove(text)
		var events []rules.Event
		if err == nil {
			// A title whose players act at once names the mover in
			// the move itself.
			if sm, ok := m.(interface{ Mover() int }); ok {
				seat = sm.Mover()
			}
			events, err = rules.ApplyGiven(g, m, given.of(i))
		}
		movers = append(movers, seat)
		if err != nil {
			me := &record.MoveError{N: i + 1, Text: text, Reason: err.Error()}
			if illegal, ok := err.(*rules.IllegalMove); ok {
				me.Refusal = illegal.Why // for a screen in another language
			}
			return nil, me
		}
		log = append(log, entry(seat, text, events))
		finals = append(finals, irreversible(events))
	}
	if len(rec.Seats) == 0 {
		for range g.Seats() {
			rec.Seats = append(rec.Seats, record.Seat{Level: record.Human})
		}
	}
	t := &Table{Title: title, Rec: rec, Game: g, store: st, movers: movers, finals: finals, Log: log, LastMoveSeat: rules.NoSeat, MinThinkTicks: MinThinkTicks, Saved: len(rec.Moves)}
	t.drivers = make([]Driver, g.Seats())
	for s := range t.drivers {
		t.drivers[s] = Person{}
	}
	for s, seat := range rec.Seats {
		if !seat.IsAI() {
			continue
		}
		a, err := opponents.New(rec.Title, seat.Level, uint64(rec.Seed)*0x9e3779b97f4a7c15+uint64(s)+1)
		if err != nil {
			return nil, err
		}
		t.drivers[s] = NewComputer(seat.Level, a)
	}
	if n := len(rec.Moves); n > 0 {
		t.LastMove = rec.Moves[n-1]
	}
	return t, nil
}

// Over reports a finished game.
func (t *Table) Over() bool { return t.Game.Outcome().Over }

// Driver returns who decides seat's moves (nil for no seat).
func (t *Table) Driver(seat int) Driver {
	if seat < 0 || seat >= len(t.drivers) {
		return nil
	}
	return t.drivers[seat]
}

// SetDriver hands seat to another driver: a remote player taking a seat of
// a game begun here, say. A decision under way is dropped.
func (t *Table) SetDriver(seat int, d Driver) {
	t.cancelDecisions()
	t.drivers[seat] = d
}

// IsAI reports whether seat is a computer player.
func (t *Table) IsAI(seat int) bool {
	_, ok := t.Driver(seat).(*Computer)
	return ok
}

// IsRemote reports whether seat is played by someone elsewhere.
func (t *Table) IsRemote(seat int) bool {
	_, ok := t.Driver(seat).(*Remote)
	return ok
}

// IsPerson reports whether seat is played by a person at this device.
func (t *Table) IsPerson(seat int) bool {
	_, ok := t.Driver(seat).(Person)
	return ok
}

// HumanToMove reports whether a person at this device must decide now
// (online: and no move of theirs is on its way to the server).
func (t *Table) HumanToMove() bool {
	return t.IsPerson(t.Game.ToMove()) && (t.net == nil || t.net.calm())
}

// Humans counts the seats people play at this device.
func (t *Table) Humans() int {
	n := 0
	for s := range t.drivers {
		if t.IsPerson(s) {
			n++
		}
	}
	return n
}

// Remotes counts the seats played from elsewhere.
func (t *Table) Remotes() int {
	n := 0
	for s := range t.drivers {
		if t.IsRemote(s) {
			n++
		}
	}
	return n
}

// Thinking reports whether a computer player is deciding.
func (t *Table) Thinking() bool {
	c, ok := t.Driver(t.Game.ToMove()).(*Computer)
	return ok && c.runner.Thinking()
}

// cancelDecisions drops every computer decision under way, and the one
// waiting to be played: they were made for a table that has changed.
func (t *Table) cancelDecisions() {
	t.held = nil
	for _, d := range t.drivers {
		if c, ok := d.(*Computer); ok {
			c.runner.Cancel()
		}
	}
}

// Submit plays a person's move. An illegal move returns the rules' reason.
// Online, the move is sent to the server's referee and played when it comes
// back confirmed (with its dice): Submit then returns no events, and
// Update returns them.
func (t *Table) Submit(m rules.Move) ([]rules.Event, error) {
	if !t.HumanToMove() {
		return nil, errors.New(lang.T("It is not your turn."))
	}
	if t.net != nil {
		return t.send(t.Game.ToMove(), m)
	}
	return t.apply(m)
}

// SubmitAs plays a move for seat out of turn, for titles in which players
// act at once (Chinatown's keeping and trading: the move names its seat and
// the rules accept it from anyone at any time). seat may be a computer
// player's, when the scene asks it for an immediate answer. A computer move
// being prepared for the seat to move is dropped: it was decided on a table
// that has changed.
func (t *Table) SubmitAs(seat int, m rules.Move) ([]rules.Event, error) {
	if t.net != nil {
		if !t.IsPerson(seat) {
			return nil, errors.New(lang.T("That seat is played from elsewhere."))
		}
		return t.send(seat, m)
	}
	events, err := t.applyAs(seat, m)
	if err == nil {
		t.cancelDecisions()
	}
	return events, err
}

func (t *Table) apply(m rules.Move) ([]rules.Event, error) {
	return t.applyAs(t.Game.ToMove(), m)
}

func (t *Table) applyAs(seat int, m rules.Move) ([]rules.Event, error) {
	if err := t.guided(seat, m); err != nil {
		return nil, err
	}
	events, err := t.Game.Apply(m)
	if err != nil {
		return nil, err
	}
	t.Rec.Moves = append(t.Rec.Moves, m.String())
	t.movers = append(t.movers, seat)
	t.finals = append(t.finals, irreversible(events))
	t.Log = append(t.Log, entry(seat, m.String(), events))
	t.LastEvents, t.LastMove, t.LastMoveSeat = events, m.String(), seat
	t.autosave()
	return events, nil
}

// Update is the turn loop, once for every title: it asks the driver of the
// seat to move for its move. A computer thinks for at most budget (the
// scene's share of this frame; zero when the frame's share is spent); a
// remote seat's move is played if one has arrived. busy says the scene is
// still showing the last move: the AI may think meanwhile, but no move is
// played until the table is calm. It returns the events of the move
// played, if any. In a browser there is one thread: the budget is what
// keeps the frame rate while the AI thinks.
func (t *Table) Update(busy bool, budget time.Duration) []rules.Event {
	if t.net != nil {
		return t.updateOnline(busy)
	}
	if !busy {
		if ev := t.receive(); ev != nil {
			return ev
		}
	}
	if c, ok := t.Driver(t.Game.ToMove()).(*Computer); ok {
		return t.think(c, busy, budget)
	}
	return nil
}

func (t *Table) play(m rules.Move) []rules.Event {
	t.held = nil
	events, err := t.apply(m)
	if err != nil {
		// An AI that picks an illegal move is a bug; never crash on it.
		if legal := t.Game.LegalMoves(); len(legal) > 0 {
			events, _ = t.apply(legal[0])
		}
	}
	return events
}

// CanUndo reports whether undo is offered: once a person has moved, and
// only while the moves it would take back threw no dice and revealed no
// secret (UndoBarredWhy). A game with players elsewhere has no undo: a
// move the server confirmed belongs to everyone.
func (t *Table) CanUndo() bool {
	return t.undoFrom() >= 0 && t.UndoBarredWhy() == ""
}

// undoFrom is the first move Undo would take back, or -1 where it would
// take back none. Against the computer it is the latest move a person
// made, so that the computer's replies go with it and the same person
// decides again. Where people share the screen (every seat a person) it is
// the latest move alone, whoever made it: each person's move is theirs,
// and the one at the screen expects Undo to take back what just happened,
// not a move several players ago.
func (t *Table) undoFrom() int {
	switch h := t.Humans(); {
	case h == 0 || t.Remotes() > 0:
		return -1
	case h == len(t.drivers):
		return len(t.movers) - 1
	}
	return t.lastHumanMove()
}

// LastMover is the seat that made the record's latest move, or
// rules.NoSeat before the first. Unlike LastMoveSeat it holds after a
// resume or an undo, which rebuild the table without playing a move.
func (t *Table) LastMover() int {
	if len(t.movers) == 0 {
		return rules.NoSeat
	}
	return t.movers[len(t.movers)-1]
}

// lastHumanMove is the index of the latest move a person made, or -1.
func (t *Table) lastHumanMove() int {
	for i := len(t.movers) - 1; i >= 0; i-- {
		if t.IsPerson(t.movers[i]) {
			return i
		}
	}
	return -1
}

// UndoBarredWhy says, in a player's words, why Undo is not offered although
// a person has moved: the moves it would take back threw dice or revealed
// what was secret, which the rules say cannot be taken back (a person could
// throw a bad roll again, or decide again knowing more). It is "" where
// Undo is not barred, or where there is nothing to take back.
func (t *Table) UndoBarredWhy() string {
	from := t.undoFrom()
	if from < 0 {
		return ""
	}
	var people []int // built only where a final event asks: this runs every frame
	for _, events := range t.finals[from:] {
		if len(events) == 0 {
			continue
		}
		if people == nil {
			for s := range t.drivers {
				if t.IsPerson(s) {
					people = append(people, s)
				}
			}
		}
		if why := rules.Final(events, people...); why != "" {
			return why
		}
	}
	return ""
}

// irreversible keeps the events that cannot be taken back, so that undo
// is decided without replaying the record.
func irreversible(events []rules.Event) []rules.Event {
	var out []rules.Event
	for _, e := range events {
		if _, ok := e.(rules.Irreversible); ok {
			out = append(out, e)
		}
	}
	return out
}

// Undo takes back what CanUndo offers: against the computer, the latest
// move a person made and every computer move after it; between people, the
// latest move.
func (t *Table) Undo() bool {
	from := t.undoFrom()
	if !t.CanUndo() {
		return false
	}
	t.Rec.Moves = t.Rec.Moves[:from]
	return t.rebuild()
}

// Restart begins the same game again: same seats and options, a new seed so
// that dice and shuffles differ.
func (t *Table) Restart() {
	if t.net != nil {
		return // a game with players elsewhere is theirs too
	}
	t.Rec.Moves = nil
	if t.Guide == nil {
		// A tutorial keeps its seed: its scripted replies fit that game.
		t.Rec.Seed = record.Seed(uint64(t.Rec.Seed)*6364136223846793005 + 1442695040888963407)
	}
	t.rebuild()
}

func (t *Table) rebuild() bool {
	fresh, err := New(t.Rec, t.store)
	if err != nil {
		return false
	}
	fresh.keepRemotes(t)
	fresh.Guide = t.Guide
	saved := t.Saved // what the store holds of this game until autosave
	*t = *fresh
	t.Saved = saved
	t.autosave()
	return true
}

// autosave writes the record after every move, and forgets it once the game
// is over or when no move is left (restarted, or undone to the start): a
// finished game, or one not begun, is not offered for resuming. The save
// replaces the previous one in a single Put, so a write that fails (a full
// storage) leaves the previous save whole.
func (t *Table) autosave() {
	if t.store == nil {
		return
	}
	name := SaveName(t.Rec.Title)
	if t.Over() {
		// Kept quietly: a finished game's record that cannot be
		// written costs the replays list one game, not the player a
		// message.
		_ = t.store.Put(FinishedName(t.Rec.Title), saveDoc(t.Rec, time.Now()))
	}
	if t.Over() || len(t.Rec.Moves) == 0 {
		if t.Saved == 0 {
			// Nothing of this game was saved: the document, if any,
			// is an earlier game of the title, which stays until this
			// one's first move replaces it.
			t.SaveErr = nil
			return
		}
		t.SaveErr = t.store.Delete(name)
		if t.SaveErr == nil {
			t.Saved = 0
		}
		return
	}
	t.SaveErr = t.store.Put(name, saveDoc(t.Rec, time.Now()))
	if t.SaveErr == nil {
		t.Saved = len(t.Rec.Moves)
	}
}

// saveDoc is a save: the game's record and when it was saved, which the
// menu tells ("5 min ago") and record.Parse passes over, so that a save is
// still a record that `quartet replay` reads.
func saveDoc(rec *record.Record, at time.Time) []byte {
	b, err := json.MarshalIndent(struct {
		*record.Record
		Saved time.Time `json:"saved"`
	}{rec, at.UTC().Truncate(time.Second)}, "", "  ")
	if err != nil {
		return rec.Marshal() // a record always marshals; the time too
	}
	return append(b, '\n')
}

// SavedAt is when a save was written, or the zero time for a save that
// does not say (an older version's).
func SavedAt(data []byte) time.Time {
	var d struct {
		Saved time.Time `json:"saved"`
	}
	_ = json.Unmarshal(data, &d)
	return d.Saved
}

// Kept says what leaving the table now does to the game, in a player's
// words: a game with no move yet and a finished game are not kept; a game
// in progress stays saved to resume, up to its latest move that was saved.
func (t *Table) Kept() string {
	switch {
	case t.net != nil && !t.Over():
		return lang.Tf("The game goes on on the server: come back to it with room %s under Play online.", t.net.code)
	case t.Over():
		return lang.T("This game is over, so it is not kept to resume; Replays on the menu shows it again.")
	case len(t.Rec.Moves) == 0:
		if t.store != nil && t.Saved == 0 {
			if _, err := t.store.Get(SaveName(t.Rec.Title)); err == nil {
				return lang.Tf("No move has been made yet, so this game is not kept; your earlier game of %s stays on the menu.", t.Title.Name)
			}
		}
		return lang.T("No move has been made yet, so this game is not kept.")
	case t.SaveErr != nil && t.Saved > 0:
		return lang.Tf("It stays saved to resume, but only up to move %d: the later moves could not be saved.", t.Saved)
	case t.SaveErr != nil:
		return lang.T("It could not be saved, so it is not kept.")
	}
	return lang.T("It stays saved to resume from the menu.")
}

// SaveProblem says, for the table's message line, that the latest move
// could not be saved and what is kept instead; "" while saves succeed.
func (t *Table) SaveProblem() string {
	if t.SaveErr == nil {
		return ""
	}
	what := lang.Tf("This move could not be saved (%s)", t.SaveErr.Error())
	if errors.Is(t.SaveErr, store.ErrFull) {
		what = lang.Tf("%s: this move is not saved", lang.Of(store.FullWords))
	}
	if t.Saved > 0 {
		return lang.Tf("%s (your game is kept up to move %d).", what, t.Saved)
	}
	return what + "."
}

// The stores' words for a save that found no room (store.FullWords, one
// for each build), marked for the catalogue: the store knows no language.
var _ = [...]string{lang.Noop("The disk is full"), lang.Noop("Your browser's storage is full")}

// Keep saves the game's record as its own document, name, for replaying
// later (`quartet replay FILE`, the replays list), with the time it was
// kept, and says where it went: a file's path
// natively, the document's name in a browser's storage.
func (t *Table) Keep(name string) (string, error) {
	if t.store == nil {
		return "", errors.New("there is nowhere to keep it")
	}
	if err := t.store.Put(name, saveDoc(t.Rec, time.Now())); err != nil {
		return "", err
	}
	if w, ok := t.store.(interface{ Where(name string) string }); ok {
		return w.Where(name), nil
	}
	return name, nil
}

// SetOptions replaces the game's options before its first move (say, with
// stones the players placed) and sets the game up again, same seed.
func (t *Table) SetOptions(options json.RawMessage) error {
	if len(t.Rec.Moves) > 0 {
		return errors.New("the game has begun")
	}
	old := t.Rec.Options
	t.Rec.Options = options
	fresh, err := New(t.Rec, t.store)
	if err != nil {
		t.Rec.Options = old
		return err
	}
	fresh.keepRemotes(t)
	*t = *fresh
	return nil
}

// keepRemotes hands the remote seats of old to a table set up again from
// the record: the record knows levels, not who is playing from elsewhere.
func (t *Table) keepRemotes(old *Table) {
	for s, d := range old.drivers {
		if r, ok := d.(*Remote); ok && s < len(t.drivers) {
			t.drivers[s] = r
		}
	}
}
