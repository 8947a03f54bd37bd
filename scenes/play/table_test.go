package play

import (
	"strings"
	"testing"
	"time"

	"quartet/internal/store"
	ct "quartet/rules/chinatown"
	"quartet/rules/hongkong"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
)

func newTable(t *testing.T, seats ...string) (*Table, store.Memory) {
	t.Helper()
	rec := &record.Record{Title: "hongkong", Seed: 5}
	for _, s := range seats {
		rec.Seats = append(rec.Seats, record.Seat{Level: s})
	}
	st := store.Memory{}
	tb, err := New(rec, st)
	if err != nil {
		t.Fatal(err)
	}
	tb.MinThinkTicks = 0
	return tb, st
}

// newTitleTable starts a table of title with one seat per level.
func newTitleTable(t *testing.T, title string, seats ...string) *Table {
	t.Helper()
	rec := &record.Record{Title: title, Seed: 5}
	for _, s := range seats {
		rec.Seats = append(rec.Seats, record.Seat{Level: s})
	}
	tb, err := New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	tb.MinThinkTicks = 0
	return tb
}

// runAI steps the table until the computer has moved.
func runAI(t *testing.T, tb *Table) {
	t.Helper()
	for range 100000 {
		if ev := tb.Update(false, time.Second); ev != nil {
			return
		}
	}
	t.Fatal("the computer never moved")
}

func TestAMoveIsAutosavedAndAFinishedGameForgotten(t *testing.T) {
	tb, st := newTable(t, "human", "human")
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	saved, err := st.Get(SaveName("hongkong"))
	if err != nil || !strings.Contains(string(saved), `"B a1"`) {
		t.Fatalf("autosave %s (%v)", saved, err)
	}
	// End the game: nobody has standard pieces left.
	g := tb.Game.(*hongkong.Game)
	for s := range 2 {
		g.SetSupply(s, hongkong.Block, 0)
		g.SetSupply(s, hongkong.Roof, 0)
	}
	tb.autosave()
	if _, err := st.Get(SaveName("hongkong")); err == nil {
		t.Fatal("a finished game is still offered for resuming")
	}
}

func TestAnIllegalMoveIsRefusedWithTheRulesReason(t *testing.T) {
	tb, _ := newTable(t, "human", "human")
	_, err := tb.Submit(hongkong.Place(hongkong.Block, hongkong.Centre))
	if err == nil || !strings.Contains(err.Error(), "centre") || len(tb.Rec.Moves) != 0 {
		t.Fatalf("centre on the first turn: %v", err)
	}
}

func TestAPersonCannotMoveForTheComputer(t *testing.T) {
	tb, _ := newTable(t, "easy", "human")
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err == nil {
		t.Fatal("a person moved in the computer's turn")
	}
}

func TestTheComputersMoveWaitsForTheAnimationToEnd(t *testing.T) {
	tb, _ := newTable(t, "easy", "human")
	for range 5000 {
		if ev := tb.Update(true, time.Second); ev != nil {
			t.Fatal("the computer moved while the table was busy")
		}
	}
	runAI(t, tb)
	if len(tb.Rec.Moves) != 1 {
		t.Fatalf("%d moves", len(tb.Rec.Moves))
	}
}

func TestNoThinkingWhenTheFramesShareIsSpent(t *testing.T) {
	tb, _ := newTable(t, "expert", "human")
	for range 50 {
		tb.Update(false, 0)
	}
	if tb.Thinking() && tb.held != nil {
		t.Fatal("the computer decided without any time to think")
	}
}

func TestUndoTakesBackThePersonsMoveAndTheReply(t *testing.T) {
	tb, _ := newTable(t, "human", "easy")
	if tb.CanUndo() {
		t.Fatal("undo offered before any move")
	}
	tb.Submit(hongkong.Place(hongkong.Block, 0))
	runAI(t, tb)
	if !tb.CanUndo() || !tb.Undo() || len(tb.Rec.Moves) != 0 || !tb.HumanToMove() {
		t.Fatalf("after undo: %v", tb.Rec.Moves)
	}
}

// A throw of the dice is revealed chance: Undo never takes it back, and
// says why.
func TestUndoStopsAtAThrowOfTheDice(t *testing.T) {
	tb := newTitleTable(t, "kiezkoenig", "human", "easy")
	if _, err := tb.Submit(kk.Move{Kind: kk.Roll}); err != nil {
		t.Fatal(err)
	}
	if tb.CanUndo() || tb.UndoBarredWhy() != kk.NoUndoPastDice {
		t.Fatalf("after the person's throw: undo offered %v, barred because %q", tb.CanUndo(), tb.UndoBarredWhy())
	}
	if tb.Undo() || len(tb.Rec.Moves) != 1 {
		t.Fatalf("Undo took the throw back: %v", tb.Rec.Moves)
	}
}

// Between people at one screen, Undo takes back the latest move alone, and
// the one who made it decides again.
func TestHotSeatUndoTakesBackOneMove(t *testing.T) {
	tb, _ := newTable(t, "human", "human")
	if tb.CanUndo() {
		t.Fatal("undo offered before any move")
	}
	tb.Submit(hongkong.Place(hongkong.Block, 0))
	tb.Submit(hongkong.Place(hongkong.Block, 1))
	if !tb.CanUndo() || tb.UndoBarredWhy() != "" || !tb.Undo() {
		t.Fatalf("undo between two people: offered %v, barred because %q", tb.CanUndo(), tb.UndoBarredWhy())
	}
	if len(tb.Rec.Moves) != 1 || tb.Rec.Moves[0] != "B a1" || tb.Game.ToMove() != 1 {
		t.Fatalf("after undo: moves %v, seat %d to move", tb.Rec.Moves, tb.Game.ToMove())
	}
}

// Between people at one screen, a choice still secret can be taken back,
// but not the move that revealed everyone's kept cards.
func TestHotSeatUndoStopsAtRevealedInformation(t *testing.T) {
	tb := newTitleTable(t, "chinatown", "human", "human", "human")
	keep := func() {
		t.Helper()
		if _, err := tb.Submit(tb.Game.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	keep()
	keep()
	if !tb.CanUndo() {
		t.Fatalf("a secret choice cannot be taken back: %q", tb.UndoBarredWhy())
	}
	keep()
	if tb.CanUndo() || tb.UndoBarredWhy() != ct.NoUndoPastReveal {
		t.Fatalf("after the cards were shown: undo offered %v, barred because %q", tb.CanUndo(), tb.UndoBarredWhy())
	}
}

func TestRestartKeepsTheSeatsAndDealsANewSeed(t *testing.T) {
	tb, _ := newTable(t, "human", "hard")
	tb.Submit(hongkong.Place(hongkong.Block, 0))
	seed := tb.Rec.Seed
	tb.Restart()
	if len(tb.Rec.Moves) != 0 || tb.Rec.Seed == seed || tb.Rec.Seats[1].Level != "hard" || !tb.IsAI(1) {
		t.Fatalf("after restart: %+v", tb.Rec)
	}
}

func TestTheLogHoldsEveryMoveAndSurvivesUndoAndResume(t *testing.T) {
	tb, st := newTable(t, "human", "easy")
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	runAI(t, tb)
	if len(tb.Log) != 2 || tb.Log[0].Seat != 0 || tb.Log[0].Move != "B a1" || len(tb.Log[0].Events) == 0 {
		t.Fatalf("log after two moves: %+v", tb.Log)
	}
	rec, err := record.Parse(st[SaveName("hongkong")])
	if err != nil {
		t.Fatal(err)
	}
	resumed, err := New(rec, st)
	if err != nil {
		t.Fatal(err)
	}
	if len(resumed.Log) != 2 || resumed.Log[1].Move != tb.Log[1].Move || resumed.Log[1].Seat != 1 {
		t.Fatalf("log after resuming: %+v", resumed.Log)
	}
	tb.Undo()
	if len(tb.Log) != 0 {
		t.Fatalf("log after undo: %+v", tb.Log)
	}
}

// fullStore is a store whose room runs out: once full, every Put is refused
// as a browser refuses setItem past its quota, and what it held stays.
type fullStore struct {
	store.Memory
	full bool
}

func (f *fullStore) Put(name string, data []byte) error {
	if f.full {
		return store.ErrFull
	}
	return f.Memory.Put(name, data)
}

func TestAFullStorageKeepsTheLastSaveAndSaysTheMoveIsNotSaved(t *testing.T) {
	st := &fullStore{Memory: store.Memory{}}
	tb, err := New(&record.Record{Title: "hongkong", Seed: 5, Seats: []record.Seat{{Level: "human"}, {Level: "human"}}}, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	st.full = true
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 1)); err != nil {
		t.Fatal(err)
	}
	saved, err := record.Parse(st.Memory[SaveName("hongkong")])
	if err != nil || len(saved.Moves) != 1 {
		t.Fatalf("the save before the storage filled up: %v (%v)", saved, err)
	}
	if p := tb.SaveProblem(); !strings.Contains(p, store.FullWords) || !strings.Contains(p, "not saved") || !strings.Contains(p, "move 1") {
		t.Fatalf("the table says %q", p)
	}
	if k := tb.Kept(); !strings.Contains(k, "up to move 1") {
		t.Fatalf("leaving says %q", k)
	}
	st.full = false
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 2)); err != nil {
		t.Fatal(err)
	}
	if p := tb.SaveProblem(); p != "" {
		t.Fatalf("after a save that succeeded the table still says %q", p)
	}
}

func TestEachTitleIsSavedToItsOwnDocument(t *testing.T) {
	tb, st := newTable(t, "human", "human")
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	if _, ok := st[SaveName("hongkong")]; !ok || len(st) != 1 {
		t.Fatalf("documents after a Hong Kong move: %v", keys(st))
	}
	if SaveName("hong") == SaveName("hongkong") {
		t.Fatal("two titles share a save")
	}
}

func TestAGameWithNoMoveOrAFinishedOneIsNotKept(t *testing.T) {
	tb, st := newTable(t, "human", "human")
	if k := tb.Kept(); !strings.Contains(k, "not kept") {
		t.Fatalf("a game with no move: %q", k)
	}
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	if k := tb.Kept(); !strings.Contains(k, "stays saved") {
		t.Fatalf("a game in progress: %q", k)
	}
	tb.Restart()
	if _, ok := st[SaveName("hongkong")]; ok {
		t.Fatal("a restarted game with no move yet is still saved")
	}
}

func keys(m store.Memory) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestAnEarlierGameOfTheTitleStaysUntilTheNewGamesFirstMove(t *testing.T) {
	st := store.Memory{}
	earlier := []byte(`{"title":"hongkong","seed":9,"moves":["B a1"]}`)
	st.Put(SaveName("hongkong"), earlier)
	tb, err := New(&record.Record{Title: "hongkong", Seed: 5, Seats: []record.Seat{{Level: "human"}, {Level: "easy"}}}, st)
	if err != nil {
		t.Fatal(err)
	}
	tb.Restart()
	if string(st[SaveName("hongkong")]) != string(earlier) {
		t.Fatal("restarting a game with no move yet threw away the earlier game of the title")
	}
	if k := tb.Kept(); !strings.Contains(k, "earlier game of Hong Kong stays") {
		t.Fatalf("leaving says %q", k)
	}
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	if rec, err := record.Parse(st[SaveName("hongkong")]); err != nil || rec.Seed == 9 || len(rec.Moves) != 1 {
		t.Fatalf("after the first move the save is %s", st[SaveName("hongkong")])
	}
	tb.Undo()
	if _, ok := st[SaveName("hongkong")]; ok {
		t.Fatal("undone to no move, the game is still saved")
	}
}

func TestASaveIsARecordThatSaysWhenItWasWritten(t *testing.T) {
	tb, st := newTable(t, "human", "human")
	before := time.Now().Add(-time.Second)
	if _, err := tb.Submit(hongkong.Place(hongkong.Block, 0)); err != nil {
		t.Fatal(err)
	}
	data := st[SaveName("hongkong")]
	rec, err := record.Parse(data)
	if err != nil || len(rec.Moves) != 1 || rec.Seed != 5 || len(rec.Seats) != 2 {
		t.Fatalf("the save read as a record: %+v (%v)", rec, err)
	}
	if at := SavedAt(data); at.Before(before) || at.After(time.Now().Add(time.Second)) {
		t.Fatalf("saved at %v, the move was made at %v", at, before)
	}
	if at := SavedAt(rec.Marshal()); !at.IsZero() {
		t.Fatalf("a record with no time read as saved at %v", at)
	}
}
