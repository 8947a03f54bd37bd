package table

import (
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/online"
	"quartet/online/room"
	"quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// tableTick runs one tick of the chrome at a tablet's size, with a tap at
// tap (or none where tap is nil).
func tableTick(ch *Chrome, c *ui.Context, busy bool, tap func(l Layout) sprites.Rect) Action {
	c.Pointer.Inject(0, 0, false)
	if tap != nil {
		r := tap(ch.Lay)
		x, y := r.X+r.W/2, r.Y+r.H/2
		c.Pointer.Inject(x, y, true)
		c.Pointer.Update(1)
		c.BeginTick()
		ch.Update(c, Spec{Seats: 2}, busy)
		c.Pointer.Inject(x, y, false)
	}
	c.Pointer.Update(1)
	c.BeginTick()
	return ch.Update(c, Spec{Seats: 2}, busy)
}

func newChrome(t *testing.T, title string, levels ...string) (*Chrome, *ui.Context) {
	tb := newTable(t, title, levels...)
	c := &ui.Context{W: 1024, H: 768, Scale: 1, Pointer: &ui.Pointer{}, Sound: &scenetest.Sound{}}
	ch := &Chrome{T: tb, Names: Names{T: tb, Palette: sprites.StandardPalette}}
	ch.Lay = Arrange(c, Spec{Seats: 2})
	return ch, c
}

func undoButton(l Layout) sprites.Rect { return l.Undo }
func boardMiddle(l Layout) sprites.Rect {
	return sprites.R(l.Board.X+l.Board.W/2, l.Board.Y+l.Board.H/2, 1, 1)
}

// A refusal answers the tap that caused it: the next tap, which the scene
// does not refuse (a valid first step of a move, a piece picked), takes it
// away, as a legal move does.
func TestTheNextTapTakesAnOldRefusalAway(t *testing.T) {
	ch, c := newChrome(t, "hongkong", "human", "easy")
	ch.Msg.Prompt("Choose a lit plot.")
	ch.Msg.Refuse("You may not build on a roof.")
	tableTick(ch, c, false, nil)
	if ch.Msg.Refusal() == "" {
		t.Fatal("the refusal went without a tap")
	}
	tableTick(ch, c, false, boardMiddle)
	if text, bad := ch.message(); bad || ch.Msg.Refusal() != "" {
		t.Fatalf("after a tap the scene did not refuse, the line says %q (refusal %v)", text, bad)
	}
}

// Undo tapped while the person's move is still landing (the computer
// thinking meanwhile) is not lost: it takes the move back once the table
// is calm, and the button looks ready all along.
func TestUndoTappedWhileAMoveLandsTakesItBackOnceItHasLanded(t *testing.T) {
	ch, c := newChrome(t, "hongkong", "human", "easy")
	if _, err := ch.T.Submit(ch.T.Game.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	if !ch.UndoOffered() {
		t.Fatal("Undo does not look ready after the person's move")
	}
	if act := tableTick(ch, c, true, undoButton); act == Undone {
		t.Fatal("Undo took the move back in the middle of its animation")
	}
	if text, _ := ch.message(); !strings.Contains(text, "back") {
		t.Errorf("while the move lands the line says %q", text)
	}
	if act := tableTick(ch, c, false, nil); act != Undone || len(ch.T.Rec.Moves) != 0 {
		t.Fatalf("once calm: action %v, moves %v", act, ch.T.Rec.Moves)
	}
}

// "Move taken back" stays until the person acts, not a few seconds: it
// passed before anyone looked up from the board.
func TestMoveTakenBackStaysUntilThePersonActs(t *testing.T) {
	ch, c := newChrome(t, "hongkong", "human", "easy")
	if _, err := ch.T.Submit(ch.T.Game.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	ch.Msg.Prompt("Choose a lit plot.")
	if act := tableTick(ch, c, false, undoButton); act != Undone {
		t.Fatalf("Undo did not act: %v", act)
	}
	for range 3 * NoticeTicks {
		tableTick(ch, c, false, nil)
	}
	if text, _ := ch.message(); text != "Move taken back: your turn again." {
		t.Fatalf("long after Undo the line says %q", text)
	}
	tableTick(ch, c, false, boardMiddle)
	if text, _ := ch.message(); text != "Choose a lit plot." {
		t.Fatalf("after the person's tap the line says %q", text)
	}
}

// A greyed Undo says why in a caption, without a tap: a dead button
// without a word reads as broken.
func TestAGreyedUndoSaysWhyWithoutATap(t *testing.T) {
	ch, c := newChrome(t, "kiezkoenig", "human", "easy")
	if _, err := ch.T.Submit(kiezkoenig.Move{Kind: kiezkoenig.Roll}); err != nil {
		t.Fatal(err)
	}
	k := ch.HUDKey(c, nil, nil).(hudKey)
	if k.undo || k.barred != "dice thrown" {
		t.Fatalf("after a throw Undo is offered %v with the caption %q", k.undo, k.barred)
	}
	ch2, c2 := newChrome(t, "hongkong", "human", "easy")
	if k := ch2.HUDKey(c2, nil, nil).(hudKey); k.barred != "" {
		t.Fatalf("before any move the greyed Undo says %q", k.barred)
	}
}

// At the start of a person's turn, before they throw, the greyed Undo's
// caption speaks of the last turn: "dice thrown" over dice nobody has
// thrown yet this turn read as wrong (play-test).
func TestAtTheStartOfATurnTheCaptionSpeaksOfTheLastTurn(t *testing.T) {
	ch, c := newChrome(t, "kiezkoenig", "human", "easy")
	if _, err := ch.T.Submit(kiezkoenig.Move{Kind: kiezkoenig.Roll}); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{0, 1} {
		for n := 0; ch.T.Game.ToMove() == seat; n++ {
			if n > 200 {
				t.Fatalf("seat %d never ended its turn", seat)
			}
			if _, err := ch.T.SubmitAs(seat, ch.T.Game.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if ch.T.Game.ToMove() != 0 {
		t.Fatalf("after the computer's turn seat %d is to move", ch.T.Game.ToMove())
	}
	if k := ch.HUDKey(c, nil, nil).(hudKey); k.undo || k.barred != "last turn's dice" {
		t.Fatalf("at the start of the person's turn Undo is offered %v with the caption %q", k.undo, k.barred)
	}
	// Once the person has moved this turn, resumed from the save, the
	// caption speaks of this turn again.
	for n := 0; ch.T.Game.ToMove() == 0 && ch.T.LastMover() != 0 && n < 200; n++ {
		if _, err := ch.T.SubmitAs(0, ch.T.Game.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if ch.T.Game.ToMove() != 0 || ch.T.UndoBarredWhy() == "" {
		t.Fatalf("the person's first move left seat %d to move, Undo barred by %q", ch.T.Game.ToMove(), ch.T.UndoBarredWhy())
	}
	resumed, err := play.New(ch.T.Rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	ch.T, ch.Names.T = resumed, resumed
	if k := ch.HUDKey(c, nil, nil).(hudKey); k.barred != "dice thrown" {
		t.Fatalf("resumed after the person's throw this turn, the caption says %q", k.barred)
	}
}

// Online the greyed Undo says why on a tap, and in its caption: a move the
// server confirmed belongs to everyone, and a button greyed without a word
// read as broken (play-test, a phone against a tablet). Offline the same
// tap says nothing where nothing barred Undo.
func TestAGreyedUndoOnlineSaysWhyOnATap(t *testing.T) {
	r, err := room.New("ABCDEF", room.Setup{Title: "hongkong", Seats: []string{record.Human, record.Human}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	mia, err := lb.Join("mia", "Mia")
	if err != nil {
		t.Fatal(err)
	}
	var snap *online.Snapshot
	for _, a := range mia.Take() {
		if a.Snapshot != nil {
			snap = a.Snapshot
		}
	}
	if snap == nil {
		t.Fatal("no snapshot on joining")
	}
	tb, err := play.NewOnline(*snap, mia, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	c := &ui.Context{W: 1024, H: 768, Scale: 1, Pointer: &ui.Pointer{}, Sound: &scenetest.Sound{}}
	ch := &Chrome{T: tb, Names: Names{T: tb, Palette: sprites.StandardPalette}}
	ch.Lay = Arrange(c, Spec{Seats: 2})
	if k := ch.HUDKey(c, nil, nil).(hudKey); k.undo || k.barred != "online game" {
		t.Fatalf("online, Undo is offered %v with the caption %q", k.undo, k.barred)
	}
	tableTick(ch, c, false, undoButton)
	if text, _ := ch.message(); text != "No undo in an online game: the others have seen your move." {
		t.Fatalf("a tap on the greyed Undo online says %q", text)
	}

	off, c2 := newChrome(t, "hongkong", "human", "easy")
	off.Msg.Prompt("Choose a lit plot.")
	tableTick(off, c2, false, undoButton)
	if text, _ := off.message(); text != "Choose a lit plot." {
		t.Fatalf("offline, a tap on Undo before any move says %q", text)
	}
}
