package room

import (
	"reflect"
	"strings"
	"testing"

	"quartet/online"
	"quartet/rules"
	"quartet/rules/chinatown"
	"quartet/rules/record"
)

const H = record.Human

func TestIllegalMoveIsRefusedWithTheRulesReason(t *testing.T) {
	r := open(t, "hongkong", H, H)
	// Passing while a piece can be placed is against the rules.
	_, want := r.game.Clone().Apply(mustParse(t, r, "pass"))
	got := refusal(t, r.Submit(0, online.MoveMsg{Index: 0, Move: "pass"}), 0)
	if want == nil || got != want.(*rules.IllegalMove).Reason {
		t.Errorf("refused with %q, want the rules' reason %v", got, want)
	}
	if len(r.moves) != 0 {
		t.Errorf("the illegal move was recorded: %v", r.moves)
	}
}

func TestMoveThatIsNotNotationIsRefused(t *testing.T) {
	r := open(t, "hongkong", H, H)
	got := refusal(t, r.Submit(0, online.MoveMsg{Index: 0, Move: "fly to the moon"}), 0)
	if _, want := r.game.ParseMove("fly to the moon"); want == nil || got != want.Error() {
		t.Errorf("refused with %q, want the notation's reason %v", got, want)
	}
}

func TestOutOfTurnMoveIsRefused(t *testing.T) {
	r := open(t, "hongkong", H, H)
	_, msg := friendMove(t, r) // seat 0's move, sent by seat 1
	got := refusal(t, r.Submit(1, msg), 1)
	if got != "It is Player 1's turn, not yours." {
		t.Errorf("refused with %q", got)
	}
	if len(r.moves) != 0 {
		t.Errorf("the move out of turn was recorded: %v", r.moves)
	}
}

func TestStaleMoveIsRefused(t *testing.T) {
	r := open(t, "hongkong", H, H)
	seat, msg := friendMove(t, r)
	msg.Index = 3 // sent for a position the game is not in
	if got := refusal(t, r.Submit(seat, msg), seat); !strings.Contains(got, "moved on") {
		t.Errorf("a move for move 4 at move 1 was refused with %q", got)
	}
	step(t, r)
	seat, msg = friendMove(t, r)
	msg.Index = 0 // written before the other player's move arrived
	if got := refusal(t, r.Submit(seat, msg), seat); !strings.Contains(got, "moved on") {
		t.Errorf("a move for move 1 at move 2 was refused with %q", got)
	}
	if len(r.moves) != 1 {
		t.Errorf("moves %v, want the first alone", r.moves)
	}
}

func TestResentMoveIsConfirmedAndNotPlayedTwice(t *testing.T) {
	r := open(t, "hongkong", H, H)
	seat, msg := friendMove(t, r)
	first := r.Submit(seat, msg)
	again := r.Submit(seat, msg)
	if len(r.moves) != 1 {
		t.Fatalf("moves %v after a resend, want one", r.moves)
	}
	if len(again) != 1 || again[0].To != seat {
		t.Fatalf("a resend answered %d messages, want one confirmation to its sender", len(again))
	}
	got := decode[online.Moved](t, again, seat, online.OpMoved)
	want := decode[online.Moved](t, first, seat, online.OpMoved)
	if got.Index != 0 || !reflect.DeepEqual(got.Seen, want.Seen) {
		t.Errorf("confirmed %+v, want move 0 as first seen, %+v", got, want)
	}
}

func TestResentMoveWrittenOtherwiseIsStillTheSameMove(t *testing.T) {
	r := open(t, "hongkong", H, H)
	seat, msg := friendMove(t, r)
	r.Submit(seat, msg)
	msg.Move = "  " + strings.ToLower(msg.Move) + " "
	again := r.Submit(seat, msg)
	if len(r.moves) != 1 || len(again) != 1 || again[0].Op != online.OpMoved {
		t.Errorf("a resend in lower case: %d moves, answer %s", len(r.moves), again[0].Data)
	}
}

func TestResentMoveOfAnotherSeatIsStale(t *testing.T) {
	r := open(t, "hongkong", H, H)
	seat, msg := friendMove(t, r)
	r.Submit(seat, msg)
	// The same text at the same index from the other seat is not theirs
	// to confirm.
	if got := refusal(t, r.Submit(1-seat, msg), 1-seat); !strings.Contains(got, "moved on") {
		t.Errorf("refused with %q", got)
	}
}

func TestForgedMoveForAnotherSeatIsRefused(t *testing.T) {
	r := open(t, "chinatown", H, H, H)
	// Player 1 sends Player 2's choice of cards.
	cards := r.game.(*chinatown.Game).Dealt(1)
	forged := chinatown.KeepMove(1, cards[:len(cards)-2]...).String()
	got := refusal(t, r.Submit(0, online.MoveMsg{Index: 0, Move: forged}), 0)
	if got != "That move is for Player 2, and you play Player 1." {
		t.Errorf("refused with %q", got)
	}
	if r.game.(*chinatown.Game).Chose(1) {
		t.Error("the forged choice was played")
	}
}

func TestMoveFromSomeoneWithoutASeatIsRefused(t *testing.T) {
	r := open(t, "hongkong", H, "easy")
	_, msg := friendMove(t, r)
	for _, seat := range []int{rules.NoSeat, 1} { // a watcher; the computer's seat
		if got := refusal(t, r.Submit(seat, msg), seat); got != "You do not play a seat in this game." {
			t.Errorf("seat %d refused with %q", seat, got)
		}
	}
}

func TestGameWaitsUntilEveryFriendHasJoined(t *testing.T) {
	r, err := New("ABCDEF", Setup{Title: "hongkong", Seats: []string{H, H}}, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	seat, out, err := r.Join("ann", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	if lobby := decode[online.Lobby](t, out, 0, online.OpLobby); lobby.Started || !lobby.Seats[0].Joined || lobby.Seats[1].Joined {
		t.Errorf("lobby after one join: %+v", lobby)
	}
	if got := refusal(t, r.Submit(seat, online.MoveMsg{Index: 0, Move: "B a1"}), seat); !strings.Contains(got, "not started") {
		t.Errorf("a move before the second friend joined: %q", got)
	}
	if _, _, err := r.Join("bob", "Bob"); err != nil {
		t.Fatal(err)
	}
	if !r.Started() {
		t.Error("the game did not start with both seats taken")
	}
	if _, _, err := r.Join("cat", ""); err == nil {
		t.Error("a third person joined a full room")
	}
	if seat, _, err := r.Join("ann", ""); err != nil || seat != 0 {
		t.Errorf("Ann coming back got seat %d, %v; want her seat 0", seat, err)
	}
}

func TestLeaverKeepsTheSeatAndIsShownAway(t *testing.T) {
	r := open(t, "hongkong", H, H)
	lobby := decode[online.Lobby](t, r.Leave("u1"), 0, online.OpLobby)
	if !lobby.Seats[1].Joined || lobby.Seats[1].Connected {
		t.Errorf("seat 1 after leaving: %+v, want joined and not connected", lobby.Seats[1])
	}
	if r.SeatOf("u1") != 1 {
		t.Error("the seat was given up")
	}
}

func TestComputerThinksInSlices(t *testing.T) {
	r := open(t, "hongkong", "hard", H)
	if out := r.Think(1); out != nil || len(r.moves) != 0 {
		t.Fatalf("a hard computer decided after one iteration: %d messages", len(out))
	}
	slices := 1
	for r.Think(64) == nil {
		slices++
	}
	if len(r.moves) != 1 || slices < 10 {
		t.Errorf("the move came after %d slices, moves %v", slices, r.moves)
	}
}

func mustParse(t *testing.T, r *Room, text string) rules.Move {
	t.Helper()
	m, err := r.game.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFullRoomAdmitsOnlyThoseHoldingASeat(t *testing.T) {
	r, err := New("ABCDEF", Setup{Title: "hongkong", Seats: []string{H, "easy"}}, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Admits("ann") {
		t.Fatal("an empty room turned its first friend away")
	}
	if _, _, err := r.Join("ann", ""); err != nil {
		t.Fatal(err)
	}
	if r.Admits("bob") || !r.Admits("ann") {
		t.Errorf("a full room admits bob %v, ann %v; want ann alone", r.Admits("bob"), r.Admits("ann"))
	}
}
