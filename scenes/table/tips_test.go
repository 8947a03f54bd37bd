package table

import (
	"testing"

	"quartet/internal/store"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// twoTips is a title's report of two situations at once.
func twoTips(int) []Tip {
	return []Tip{{ID: "test/first", Text: "The first thing to know."}, {ID: "test/second", Text: "The second thing to know."}}
}

// tipsChrome is a Hong Kong table against the computer, saving into st,
// whose title reports twoTips, with tips on; tick runs one calm tick of it,
// with a tap on the board or none.
func tipsChrome(t *testing.T, st store.Store) (*Chrome, *ui.Context, func(tap bool)) {
	t.Helper()
	rec := &record.Record{Title: "hongkong", Seed: 3, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}}
	tb, err := play.New(rec, st)
	if err != nil {
		t.Fatal(err)
	}
	ch, c := newChrome(t, "hongkong", "human", "easy")
	ch.T, ch.Names.T = tb, tb
	ch.Tips = twoTips
	c.Tips = true
	return ch, c, func(tap bool) {
		if tap {
			tableTick(ch, c, false, boardMiddle)
		} else {
			tableTick(ch, c, false, nil)
		}
	}
}

// A tip stays on the message line until the next tap, and a second
// situation of the same move has its turn after it.
func TestATipGoesOnTheNextTapAndTheNextTipFollows(t *testing.T) {
	ch, _, tick := tipsChrome(t, store.Memory{})
	tick(false)
	tick(false)
	if text, _ := ch.message(); text != "The first thing to know." {
		t.Fatalf("the line says %q", text)
	}
	tick(true)
	tick(false)
	if text, _ := ch.message(); text != "The second thing to know." {
		t.Fatalf("after a tap the line says %q", text)
	}
	tick(true)
	tick(false)
	if tip := ch.TipShown(); tip != "" {
		t.Fatalf("a tip came back after both were seen: %q", tip)
	}
}

// A tip seen in one game is not shown in a later one on the same device.
func TestASeenTipIsNotShownInALaterGame(t *testing.T) {
	st := store.Memory{}
	first, _, tick := tipsChrome(t, st)
	tick(false)
	if first.TipShown() == "" {
		t.Fatal("no tip in the first game")
	}
	later, _, tick := tipsChrome(t, st)
	tick(false)
	if tip := later.TipShown(); tip != "The second thing to know." {
		t.Fatalf("the later game shows %q; want only the tip not yet seen", tip)
	}
}

// With the setting off no tip shows, and none counts as seen: turned on
// again, the tips are all still to come.
func TestNoTipShowsWithTheSettingOff(t *testing.T) {
	ch, c, _ := tipsChrome(t, store.Memory{})
	c.Tips = false
	for range 3 {
		tableTick(ch, c, false, nil)
	}
	if tip := ch.TipShown(); tip != "" {
		t.Fatalf("with tips off the line shows %q", tip)
	}
	c.Tips = true
	tableTick(ch, c, false, nil)
	if tip := ch.TipShown(); tip != "The first thing to know." {
		t.Fatalf("turned on again, the tip shown is %q", tip)
	}
}

// A tip waits for the table to be calm: it is about the position, not a
// move still in the air.
func TestATipWaitsForTheTableToBeCalm(t *testing.T) {
	ch, c, _ := tipsChrome(t, store.Memory{})
	c.Tips = true
	tableTick(ch, c, true, nil)
	if tip := ch.TipShown(); tip != "" {
		t.Fatalf("a tip came while the table was busy: %q", tip)
	}
	tableTick(ch, c, false, nil)
	if ch.TipShown() == "" {
		t.Fatal("no tip once the table was calm")
	}
}

// A notice that must be read (the move taken back) goes before a tip; the
// tap that takes the notice away leaves the tip, which nobody has read yet.
func TestATipWaitsBehindANoticeAndOutlivesItsTap(t *testing.T) {
	ch, _, tick := tipsChrome(t, store.Memory{})
	tick(false)
	ch.Msg.Keep("Move taken back: your turn again.")
	if text, _ := ch.message(); text != "Move taken back: your turn again." {
		t.Fatalf("the line says %q over the notice", text)
	}
	tick(true)
	if text, _ := ch.message(); text != "The first thing to know." {
		t.Fatalf("after the notice's tap the line says %q", text)
	}
}

// The words of a move the scene is showing (a computer's turn told as it
// plays) go before a tip, which waits for them, untouched by taps.
func TestATipWaitsWhileAMoveIsTold(t *testing.T) {
	ch, _, tick := tipsChrome(t, store.Memory{})
	tick(false)
	told := "Jade throws 4."
	ch.Showing = func() string { return told }
	tick(true)
	if text, _ := ch.message(); text != told || ch.TipShown() == "" {
		t.Fatalf("while a move is told the line says %q (tip %q)", text, ch.TipShown())
	}
	told = ""
	if text, _ := ch.message(); text != "The first thing to know." {
		t.Fatalf("after the move the line says %q", text)
	}
}

// Where the message line is too short for a tip (five seats and tall
// controls on a phone held sideways), the tip lies whole over the seat
// cards, never over the board, and the panels are painted again where it
// lay once it goes.
func TestATipTooLongForAShortLineLiesOverTheSeatCards(t *testing.T) {
	c := &ui.Context{W: 844, H: 390, Scale: 1, Pointer: &ui.Pointer{}}
	l := Arrange(c, Spec{Seats: 5, Controls: 300})
	text := "Shops of one kind side by side pay yearly by size: 1 shop $10,000, 3 shops $40,000, a complete Tea House of 3 $50,000."
	if !tipOutOfLine(l, text) {
		t.Fatalf("the line (%.0f px high) holds the tip: the test wants one too short for it", l.Message.H)
	}
	band, _, _ := tipBox(&sprites.Canvas{Scale: 1}, l, text)
	var seats sprites.Rect
	for _, r := range l.Seats {
		seats = seats.Union(r)
	}
	if seats.Union(band) != seats {
		t.Fatalf("the tip's band %v leaves the seat cards %v", band, seats)
	}
	if !tipFits(l, text) {
		t.Fatal("the tip is cut short over the seat cards")
	}
	shown, gone := hudKey{lay: l, tip: text}, hudKey{lay: l}
	if r := tipChange(shown, gone); r.Union(band) != r {
		t.Fatalf("once the tip goes, %v is painted again, not all of its band %v", r, band)
	}
}
