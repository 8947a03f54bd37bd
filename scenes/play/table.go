// Package play runs a game at the table, whatever the title: it holds the
// record and the rules state, steps the computer players a slice at a time
// from Update, autosaves after every move, and undoes. A title's scene draws
// the table and turns taps into moves; everything else is here.
package play

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/store"
)

// SaveName is the document a title's game in progress is saved to: one per
// title, so that starting a game of another title never touches it (a
// single document for all titles lost the first title's game).
func SaveName(title string) string { return "autosave-" + title + ".json" }

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

	runners []*ai.Runner // nil for human seats
	store   store.Store
	ticks   int        // ticks spent on the current AI decision
	held    rules.Move // the AI's decision, waiting for the table to calm
	movers  []int      // the seat that made each move of the record
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
	began      time.Time
	// Log holds every move of the game, oldest first. It is rebuilt by
	// replaying the record, so it survives undo and resuming.
	Log []Entry
	// Choices are the setup page's table options for a new game (how it
	// begins, such as stones placed by hand); nil for a resumed game.
	Choices map[string]any
}

// New sets a table up from a record and replays its moves.
func New(rec *record.Record, st store.Store) (*Table, error) {
	title, ok := catalog.Lookup(rec.Title)
	if !ok {
		return nil, errors.New("unknown title " + rec.Title)
	}
	g, err := rec.Start()
	if err != nil {
		return nil, err
	}
	movers := make([]int, 0, len(rec.Moves))
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
			events, err = g.Apply(m)
		}
		movers = append(movers, seat)
		if err != nil {
			return nil, &record.MoveError{N: i + 1, Text: text, Reason: err.Error()}
		}
		log = append(log, entry(seat, text, events))
	}
	if len(rec.Seats) == 0 {
		for range g.Seats() {
			rec.Seats = append(rec.Seats, record.Seat{Level: record.Human})
		}
	}
	t := &Table{Title: title, Rec: rec, Game: g, store: st, movers: movers, Log: log, LastMoveSeat: rules.NoSeat, MinThinkTicks: MinThinkTicks, Saved: len(rec.Moves)}
	t.runners = make([]*ai.Runner, g.Seats())
	for s, seat := range rec.Seats {
		if !seat.IsAI() {
			continue
		}
		a, err := opponents.New(rec.Title, seat.Level, uint64(rec.Seed)*0x9e3779b97f4a7c15+uint64(s)+1)
		if err != nil {
			return nil, err
		}
		t.runners[s] = ai.NewRunner(a)
	}
	if n := len(rec.Moves); n > 0 {
		t.LastMove = rec.Moves[n-1]
	}
	return t, nil
}

// Over reports a finished game.
func (t *Table) Over() bool { return t.Game.Outcome().Over }

// IsAI reports whether seat is a computer player.
func (t *Table) IsAI(seat int) bool {
	return seat >= 0 && seat < len(t.runners) && t.runners[seat] != nil
}

// HumanToMove reports whether a person must decide now.
func (t *Table) HumanToMove() bool {
	s := t.Game.ToMove()
	return s != rules.NoSeat && !t.IsAI(s)
}

// Humans counts the seats people play.
func (t *Table) Humans() int {
	n := 0
	for s := range t.runners {
		if !t.IsAI(s) {
			n++
		}
	}
	return n
}

// Thinking reports whether a computer player is deciding.
func (t *Table) Thinking() bool {
	s := t.Game.ToMove()
	return t.IsAI(s) && t.runners[s].Thinking()
}

// Submit plays a person's move. An illegal move returns the rules' reason.
func (t *Table) Submit(m rules.Move) ([]rules.Event, error) {
	if !t.HumanToMove() {
		return nil, errors.New("It is not your turn.")
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
	events, err := t.applyAs(seat, m)
	if err == nil {
		t.held = nil
		for _, r := range t.runners {
			if r != nil {
				r.Cancel()
			}
		}
	}
	return events, err
}

func (t *Table) apply(m rules.Move) ([]rules.Event, error) {
	return t.applyAs(t.Game.ToMove(), m)
}

func (t *Table) applyAs(seat int, m rules.Move) ([]rules.Event, error) {
	events, err := t.Game.Apply(m)
	if err != nil {
		return nil, err
	}
	t.Rec.Moves = append(t.Rec.Moves, m.String())
	t.movers = append(t.movers, seat)
	t.Log = append(t.Log, entry(seat, m.String(), events))
	t.LastEvents, t.LastMove, t.LastMoveSeat = events, m.String(), seat
	t.autosave()
	return events, nil
}

// Update steps the computer player whose turn it is, thinking for at most
// budget (the scene's share of this frame; zero when the frame's share is
// spent). busy says the scene is still animating the last move: the AI may
// think meanwhile, but its move waits. It returns the events of a computer
// move when one is played. In a browser there is one thread: the budget is
// what keeps the frame rate while the AI thinks.
func (t *Table) Update(busy bool, budget time.Duration) []rules.Event {
	s := t.Game.ToMove()
	if !t.IsAI(s) {
		return nil
	}
	t.ticks++
	if t.held == nil {
		r := t.runners[s]
		if !r.Thinking() {
			r.Begin(t.Game)
			t.ticks = 1
			t.began = time.Now()
		}
		if budget <= 0 {
			return nil
		}
		start := time.Now()
		m, ready := r.Update(budget)
		t.LastThink = time.Since(start)
		if !ready {
			return nil
		}
		t.held = m
		t.DecideWall = time.Since(t.began)
		t.Decisions++
	}
	if busy || t.ticks < t.MinThinkTicks {
		return nil
	}
	return t.play(t.held)
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

// CanUndo reports whether undo is offered: in games against the computer,
// once a person has moved.
func (t *Table) CanUndo() bool {
	if t.Humans() == 0 || t.Humans() == len(t.runners) {
		return false
	}
	return t.lastHumanMove() >= 0
}

// lastHumanMove is the index of the latest move a person made, or -1.
func (t *Table) lastHumanMove() int {
	for i := len(t.movers) - 1; i >= 0; i-- {
		if !t.IsAI(t.movers[i]) {
			return i
		}
	}
	return -1
}

// UndoneEvents replays the moves Undo would take back (the person's latest
// move and every computer move after it) and returns what they made
// happen, for a table whose rules forbid taking back revealed chance or
// secrets. moved is false where no person has moved yet; err, where the
// record does not replay.
func (t *Table) UndoneEvents() (events []rules.Event, moved bool, err error) {
	last := t.lastHumanMove()
	if last < 0 {
		return nil, false, nil
	}
	rec := *t.Rec
	rec.Moves = t.Rec.Moves[:last]
	g, err := rec.Replay()
	if err != nil {
		return nil, true, err
	}
	for _, text := range t.Rec.Moves[last:] {
		m, err := g.ParseMove(text)
		if err != nil {
			return nil, true, err
		}
		ev, err := g.Apply(m)
		if err != nil {
			return nil, true, err
		}
		events = append(events, ev...)
	}
	return events, true, nil
}

// Undo takes back the latest move a person made, and every computer move
// after it, so that the same person decides again.
func (t *Table) Undo() bool {
	last := t.lastHumanMove()
	if !t.CanUndo() || last < 0 {
		return false
	}
	t.Rec.Moves = t.Rec.Moves[:last]
	return t.rebuild()
}

// Restart begins the same game again: same seats and options, a new seed so
// that dice and shuffles differ.
func (t *Table) Restart() {
	t.Rec.Moves = nil
	t.Rec.Seed = record.Seed(uint64(t.Rec.Seed)*6364136223846793005 + 1442695040888963407)
	t.rebuild()
}

func (t *Table) rebuild() bool {
	fresh, err := New(t.Rec, t.store)
	if err != nil {
		return false
	}
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
	case t.Over():
		return "This game is over, so it is not kept to resume."
	case len(t.Rec.Moves) == 0:
		if t.store != nil && t.Saved == 0 {
			if _, err := t.store.Get(SaveName(t.Rec.Title)); err == nil {
				return "No move has been made yet, so this game is not kept; your earlier game of " + t.Title.Name + " stays on the menu."
			}
		}
		return "No move has been made yet, so this game is not kept."
	case t.SaveErr != nil && t.Saved > 0:
		return fmt.Sprintf("It stays saved to resume, but only up to move %d: the later moves could not be saved.", t.Saved)
	case t.SaveErr != nil:
		return "It could not be saved, so it is not kept."
	}
	return "It stays saved to resume from the menu."
}

// SaveProblem says, for the table's message line, that the latest move
// could not be saved and what is kept instead; "" while saves succeed.
func (t *Table) SaveProblem() string {
	if t.SaveErr == nil {
		return ""
	}
	what := "This move could not be saved (" + t.SaveErr.Error() + ")"
	if errors.Is(t.SaveErr, store.ErrFull) {
		what = store.FullWords + ": this move is not saved"
	}
	if t.Saved > 0 {
		return fmt.Sprintf("%s (your game is kept up to move %d).", what, t.Saved)
	}
	return what + "."
}

// Keep saves the game's record as its own document, name, for replaying
// later (`quartet replay FILE`), and says where it went: a file's path
// natively, the document's name in a browser's storage.
func (t *Table) Keep(name string) (string, error) {
	if t.store == nil {
		return "", errors.New("there is nowhere to keep it")
	}
	if err := t.store.Put(name, t.Rec.Marshal()); err != nil {
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
	*t = *fresh
	return nil
}
