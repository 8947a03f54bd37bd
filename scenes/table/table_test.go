package table

import (
	"fmt"
	"testing"
	"time"

	"quartet/internal/store"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

func newTable(t *testing.T, title string, levels ...string) *play.Table {
	t.Helper()
	rec := &record.Record{Title: title, Seed: 3}
	for _, l := range levels {
		rec.Seats = append(rec.Seats, record.Seat{Level: l})
	}
	tb, err := play.New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestARefusalIsClearedByTheNextLegalMove(t *testing.T) {
	var m Message
	m.Prompt("Choose a lit plot.")
	m.Refuse("You may not build on a roof.")
	if text, bad := m.Text(); !bad || text != "You may not build on a roof." {
		t.Fatalf("after a refusal: %q, bad %v", text, bad)
	}
	m.Moved()
	if text, bad := m.Text(); bad || text != "Choose a lit plot." {
		t.Fatalf("after a legal move: %q, bad %v", text, bad)
	}
}

func TestANoticeIsHeldThenThePromptReturns(t *testing.T) {
	var m Message
	m.Prompt("Your turn.")
	m.Notice("Move taken back.")
	for range NoticeTicks - 1 {
		m.Update()
	}
	if text, _ := m.Text(); text != "Move taken back." {
		t.Fatalf("a notice went before its time: %q", text)
	}
	m.Update()
	if text, _ := m.Text(); text != "Your turn." {
		t.Fatalf("after the notice: %q", text)
	}
}

func TestAWaitNoticeGoesTheMomentThePersonCanActButOtherNoticesStay(t *testing.T) {
	var m Message
	m.Prompt("Stone dragon: tap a lit empty space.")
	m.Wait("Wait a moment: the last move is still landing.")
	m.Update()
	m.Ready()
	if text, _ := m.Text(); text != "Stone dragon: tap a lit empty space." {
		t.Fatalf("once the person can act the line says %q", text)
	}
	m.Notice("Jade played H e4.")
	m.Ready()
	if text, _ := m.Text(); text != "Jade played H e4." {
		t.Fatalf("Ready dropped a notice that was not a wait: %q", text)
	}
}

func TestTheRulesPlayerNumbersBecomeSeatNames(t *testing.T) {
	tb := newTable(t, "hongkong", "human", "easy")
	n := Names{T: tb, Palette: sprites.StandardPalette}
	got := n.Words("Player 2 places a block on c3; Player 1 passes")
	want := "Jade (easy) places a block on c3; Red (you) passes"
	if got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if n.Name(0) != "You" || n.Name(1) != "Jade (easy)" {
		t.Fatalf("names: %q, %q", n.Name(0), n.Name(1))
	}
}

func TestARefusalCallsThePersonYou(t *testing.T) {
	tb := newTable(t, "hongkong", "human", "easy")
	n := Names{T: tb, Palette: sprites.StandardPalette}
	if got := n.Refusal("Player 1 cannot pay $75,000 in this deal."); got != "You cannot pay $75,000 in this deal." {
		t.Fatalf("got %q", got)
	}
	if got := n.Refusal("Player 2 cannot pay $5,000 in this deal."); got != "Jade (easy) cannot pay $5,000 in this deal." {
		t.Fatalf("got %q", got)
	}
}

func TestAChosenNameIsUsedBetweenPeople(t *testing.T) {
	rec := &record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Name: "Mei", Level: "human"}, {Level: "human"}}}
	tb, err := play.New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	n := Names{T: tb, Palette: sprites.StandardPalette}
	if n.Name(0) != "Mei" || n.Name(1) != "Jade" {
		t.Fatalf("names: %q, %q", n.Name(0), n.Name(1))
	}
}

// sizes runs from a phone held upright to a desktop.
var sizes = [][2]float64{{360, 640}, {390, 844}, {844, 390}, {768, 1024}, {1024, 768}, {1280, 720}, {1920, 1080}}

func TestEveryLayoutKeepsTapTargetsAFingerWideAndOnScreen(t *testing.T) {
	for _, sz := range sizes {
		for seats := 2; seats <= MaxSeats; seats++ {
			c := &ui.Context{W: sz[0], H: sz[1], Scale: 1}
			l := Arrange(c, Spec{Seats: seats, Controls: 80})
			name := fmt.Sprintf("%vx%v, %d seats", sz[0], sz[1], seats)
			screen := sprites.R(0, 0, c.W, c.H)
			for _, r := range append([]sprites.Rect{l.Undo, l.Log, l.Menu, reviewRect(l)}, l.EndButtons[:]...) {
				if r.W < ui.MinTarget || r.H < ui.MinTarget {
					t.Errorf("%s: a button of %.0fx%.0f", name, r.W, r.H)
				}
				if !inside(r, screen) {
					t.Errorf("%s: a button off screen at %+v", name, r)
				}
			}
			all := []sprites.Rect{l.Board, l.Controls, l.Message, l.Undo, l.Log, l.Menu}
			all = append(all, l.Seats[:seats]...)
			for i, a := range all {
				if !inside(a, screen) {
					t.Errorf("%s: rect %d off screen: %+v", name, i, a)
				}
				for _, b := range all[i+1:] {
					if overlap(a, b) {
						t.Errorf("%s: %+v overlaps %+v", name, a, b)
					}
				}
			}
			if l.Board.W < c.W*0.5 || l.Board.H < c.H*0.3 {
				t.Errorf("%s: the board gets only %.0fx%.0f", name, l.Board.W, l.Board.H)
			}
		}
	}
}

func inside(r, s sprites.Rect) bool {
	return r.X >= s.X-0.5 && r.Y >= s.Y-0.5 && r.Right() <= s.Right()+0.5 && r.Bottom() <= s.Bottom()+0.5
}

func overlap(a, b sprites.Rect) bool {
	if a.W <= 0 || a.H <= 0 || b.W <= 0 || b.H <= 0 {
		return false
	}
	return a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5
}

func TestALongRefusalFitsTheMessageLineOnAPhone(t *testing.T) {
	reason := "To build on your opponent's block you must control a neighbouring building at least as high as the target will be once your piece is on it."
	cv := &sprites.Canvas{Scale: 1}
	for _, sz := range sizes {
		c := &ui.Context{W: sz[0], H: sz[1], Scale: 1}
		l := Arrange(c, Spec{Seats: 2, Controls: 92, PortraitControls: 76})
		size, lines := MessageSize(cv, l.Message, reason)
		if lines*size*1.3 > l.Message.H+0.5 {
			t.Errorf("%vx%v: the reason takes %.0f lines of %.1f px in a %.0f px line", sz[0], sz[1], lines, size, l.Message.H)
		}
		if size < 11 {
			t.Errorf("%vx%v: the reason is set at %.1f px", sz[0], sz[1], size)
		}
	}
}

func TestAPhonesSeatCardKeepsTheScoresLabel(t *testing.T) {
	for _, sz := range sizes {
		c := &ui.Context{W: sz[0], H: sz[1], Scale: 1}
		l := Arrange(c, Spec{Seats: 2, Controls: 92, PortraitControls: 76})
		if !labelFits(l.Seats[0]) {
			t.Errorf("%vx%v: a %.0fx%.0f card drops its score's label", sz[0], sz[1], l.Seats[0].W, l.Seats[0].H)
		}
	}
}

func TestUndoIsNotOfferedOnceTheGameIsOver(t *testing.T) {
	tb := newTable(t, "hongkong", "human", "easy")
	tb.MinThinkTicks = 0
	for i := 0; !tb.Over() && i < 100000; i++ {
		if !tb.HumanToMove() {
			tb.Update(false, 50*time.Millisecond)
			continue
		}
		if _, err := tb.Submit(tb.Game.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	ch := &Chrome{T: tb}
	if !tb.CanUndo() {
		t.Skip("the table itself offers no undo here")
	}
	if ch.CanUndo(false) {
		t.Fatal("Undo is offered on a finished game")
	}
}

func TestATitleThatNamesItsSeatsIsHeardUnderOneNameEverywhere(t *testing.T) {
	tb := newTable(t, "hongkong", "human", "easy")
	n := Names{T: tb, Palette: sprites.StandardPalette, Own: func(seat int) string { return []string{"Emperor (you)", "Dragon Master (easy)"}[seat] }}
	if n.Name(1) != "Dragon Master (easy)" || n.Called(1) != "Dragon Master (easy)" || n.Words("Player 2 passes") != "Dragon Master (easy) passes" {
		t.Fatalf("names: %q, %q, %q", n.Name(1), n.Called(1), n.Words("Player 2 passes"))
	}
}

func TestACardsStateLineNeverOverlapsANameShrunkToFit(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1, W: 390, H: 844}
	for _, r := range []sprites.Rect{sprites.R(0, 0, 185, 100), sprites.R(0, 0, 120, 70), sprites.R(0, 0, 400, 118)} {
		card := SeatCard{Name: "Dragon Master (expert)", State: Thinking, Score: "12", ScoreLabel: "of 15 Hongs"}
		_, nameSize, stateSize, _ := cardText(cv, r, card)
		top := r.Y + min(r.H*0.25, nameSize*0.6+6)
		if stateY(top, nameSize, stateSize)-stateSize/2 < top+nameSize/2 {
			t.Errorf("card %v: name %.1f px at %.1f, state %.1f px at %.1f overlap", r, nameSize, top, stateSize, stateY(top, nameSize, stateSize))
		}
	}
}

// While a scene shows a move, the line says what it shows rather than that
// the computer player to move next is thinking; once it shows nothing, the
// usual line returns.
func TestTheLineSaysWhatIsShownInsteadOfThinking(t *testing.T) {
	tb := newTable(t, "hongkong", "easy", "human")
	ch := &Chrome{T: tb, Names: Names{T: tb, Palette: sprites.StandardPalette}}
	if text, _ := ch.message(); text != "Red (easy) is thinking…" {
		t.Fatalf("without Showing the line says %q", text)
	}
	shown := "Red (easy) throws 4."
	ch.Showing = func() string { return shown }
	if text, _ := ch.message(); text != shown {
		t.Fatalf("while a move is shown the line says %q", text)
	}
	shown = ""
	if text, _ := ch.message(); text != "Red (easy) is thinking…" {
		t.Fatalf("once nothing is shown the line says %q", text)
	}
}

// A title that drops what it shows on Undone may offer Undo while it
// animates; others only once nothing is in the air.
func TestUndoWhileBusyIsOfferedOnlyToATitleThatAsks(t *testing.T) {
	tb := newTable(t, "hongkong", "human", "easy")
	legal := tb.Game.LegalMoves()
	if _, err := tb.Submit(legal[0]); err != nil {
		t.Fatal(err)
	}
	ch := &Chrome{T: tb}
	if ch.CanUndo(true) || !ch.CanUndo(false) {
		t.Fatalf("by default Undo while busy %v, at rest %v", ch.CanUndo(true), ch.CanUndo(false))
	}
	ch.UndoWhileBusy = true
	if !ch.CanUndo(true) {
		t.Fatal("UndoWhileBusy does not offer Undo while the scene animates")
	}
}

// After Undo the line says who decides again: "you" against the computer,
// and by name where people share the screen, since "your turn" would speak
// to whoever holds it.
func TestUndoSaysWhoPlaysAgain(t *testing.T) {
	for levels, want := range map[[2]string]string{
		{"human", "easy"}:  "Move taken back: your turn again.",
		{"human", "human"}: "Move taken back: Jade to play again.",
	} {
		tb := newTable(t, "hongkong", levels[:]...)
		ch := &Chrome{T: tb, Names: Names{T: tb, Palette: sprites.StandardPalette}}
		for tb.HumanToMove() && len(tb.Rec.Moves) < 2 {
			if _, err := tb.Submit(tb.Game.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		if !tb.Undo() {
			t.Fatalf("%v: nothing to take back", levels)
		}
		if got := ch.takenBack(); got != want {
			t.Errorf("%v: the line says %q, want %q", levels, got, want)
		}
	}
}

func TestABigScoreLeavesTheNameAndStateLineTheirRoomOnAPhoneCard(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1, W: 390, H: 844}
	for _, r := range []sprites.Rect{sprites.R(0, 0, 121, 100), sprites.R(0, 0, 185, 70), sprites.R(0, 0, 121, 70)} {
		for _, score := range []string{"$100k", "$320k", "$1,205k"} {
			card := SeatCard{Name: "You", State: "to play", Score: score, ScoreLabel: "money"}
			_, nameSize, stateSize, big := cardText(cv, r, card)
			stripe := 7.0
			words := r.X + stripe + 9 + max(cv.TextWidth(card.Name, nameSize, sprites.Bold), cv.TextWidth(card.State, stateSize, sprites.Regular))
			if start := r.Right() - 12 - cv.TextWidth(score, big, sprites.Bold); words > start {
				t.Errorf("card %v: %s at %.0f px starts at %.1f, over the name and state ending at %.1f", r, score, big, start, words)
			}
		}
	}
}

// A computer's move still being shown is its turn too: its card spins
// after "playing…" as after "thinking…" (play-test: the spinner went
// away at "playing…"), and a card with nothing to say does not spin.
func TestABusyCardSpinsAfterItsState(t *testing.T) {
	cases := []struct {
		card SeatCard
		want bool
	}{
		{SeatCard{State: Thinking}, true},
		{SeatCard{State: "playing…", Busy: true}, true},
		{SeatCard{State: "playing…"}, false},
		{SeatCard{Busy: true}, false},
		{SeatCard{State: "to play"}, false},
	}
	for _, c := range cases {
		if got := c.card.Spins(); got != c.want {
			t.Errorf("a card %q, busy %v: spins %v, want %v", c.card.State, c.card.Busy, got, c.want)
		}
	}
}

// A card's score label stays readable, 10 px or more, on the shortest card
// that shows it (72 px high at 768x1024 wrote it at under 9).
func TestTheScoresLabelIsNeverWrittenUnderTenPixels(t *testing.T) {
	for _, h := range []float64{64, 72, 90, 120} {
		if size := scoreLabelSize(sprites.R(0, 0, 240, h)); size < 10 {
			t.Errorf("on a card %v px high the label is %.1f px", h, size)
		}
	}
}

// A five-player table's cards on a tablet say what their score is, as a
// four-player table's do (play-test: "$?" without "secret" at 1024x768
// with five players, with it at four), and the label still leaves the
// body its line.
func TestAFivePlayerTablesCardsSayWhatTheirScoreIsOnATablet(t *testing.T) {
	c := &ui.Context{W: 1024, H: 768, Scale: 1}
	for _, n := range []int{4, 5} {
		r := Arrange(c, Spec{Seats: n}).Seats[n-1]
		if !labelFits(r) {
			t.Fatalf("%d players: a card %v shows no score label", n, r)
		}
		cv := &sprites.Canvas{Scale: 1, W: 1024, H: 768}
		card := SeatCard{Name: "Violet (medium)", State: Thinking, Score: "$?", ScoreLabel: "secret"}
		_, nameSize, _, big := cardText(cv, r, card)
		top := r.Y + min(r.H*0.25, nameSize*0.6+6)
		_, label := scoreLines(r, top, big)
		bodyTop := label + 8
		if r.Bottom()-4-bodyTop < 12 {
			t.Fatalf("%d players: a card %v leaves its body %.1f px under the label", n, r, r.Bottom()-4-bodyTop)
		}
	}
}

// A new message repaints the message line, a changed seat its own card:
// a table that paints its panels into a layer redraws no more than that.
func TestANewMessageRepaintsTheMessageLineAndNotTheSeatCards(t *testing.T) {
	var ch Chrome
	for _, sz := range [][2]float64{{390, 844}, {1024, 768}, {1920, 1080}} {
		c := &ui.Context{W: sz[0], H: sz[1], Scale: 1}
		l := Arrange(c, Spec{Seats: 5})
		old := hudKey{lay: l, msg: "Jade throws a 4.", press: -1, hover: -1}
		now := old
		now.msg = "Jade buys the Kiosk Gang."
		r, ok := ch.HUDChange(old, now, nil)
		if !ok || !contains(r, l.Message) {
			t.Fatalf("%v: a new message repaints %v, not the whole message line %v", sz, r, l.Message)
		}
		for i, seat := range l.Seats[:5] {
			if overlaps(r, seat.Inset(hudMargin)) {
				t.Errorf("%v: a new message repaints seat %d's card %v (area %v)", sz, i, seat, r)
			}
		}
		now = old
		now.cards[2].Name = "Gold (easy)"
		r, _ = ch.HUDChange(old, now, nil)
		if !contains(r, l.Seats[2]) || overlaps(r, l.Message.Inset(hudMargin)) {
			t.Errorf("%v: a changed seat card repaints %v; its card is %v, the message %v", sz, r, l.Seats[2], l.Message)
		}
		now = old
		now.lay.Message.W++
		if _, ok := ch.HUDChange(old, now, nil); ok {
			t.Errorf("%v: a new layout did not repaint the panels whole", sz)
		}
	}
}

func contains(r, o sprites.Rect) bool {
	return o.X >= r.X && o.Y >= r.Y && o.Right() <= r.Right() && o.Bottom() <= r.Bottom()
}

func overlaps(r, o sprites.Rect) bool {
	return r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom()
}

// A computer's name on a phone's narrow card is written at 12 px or more
// (play-test: "Jade (easy)" was 9 px beside its money on a 390 px phone's
// third-wide card): the score gives room first, then the level is left
// off; a card wide enough keeps the whole name.
func TestAComputersNameOnAPhoneCardIsTwelvePixelsOrMore(t *testing.T) {
	cv := &sprites.Canvas{Scale: 1, W: 390, H: 844}
	for _, r := range []sprites.Rect{sprites.R(0, 0, 121, 65), sprites.R(0, 0, 121, 100), sprites.R(0, 0, 185, 70)} {
		for _, card := range []SeatCard{
			{Name: "Jade (easy)", State: Thinking, Score: "105", ScoreLabel: "kiezdollars"},
			{Name: "Violet (medium)", Score: "1175", ScoreLabel: "kiezdollars"},
			{Name: "Gold (hard)", State: "to play", Score: "$1,205k", ScoreLabel: "money"},
		} {
			name, size, _, big := cardText(cv, r, card)
			if size < minName {
				t.Errorf("card %v: %q written as %q at %.1f px", r, card.Name, name, size)
			}
			if start := r.Right() - 12 - cv.TextWidth(card.Score, big, sprites.Bold); r.X+7+9+cv.TextWidth(name, size, sprites.Bold) > start {
				t.Errorf("card %v: %q at %.1f px runs into the score %s at %.1f px", r, name, size, card.Score, big)
			}
		}
	}
	if name, _, _, _ := cardText(cv, sprites.R(0, 0, 185, 70), SeatCard{Name: "Jade (easy)", Score: "105"}); name != "Jade (easy)" {
		t.Errorf("a half-wide phone card writes %q", name)
	}
}
