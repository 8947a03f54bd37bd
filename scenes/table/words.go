package table

import "quartet/lang"

// The words every title's table says alike, in the screens' language
// (package lang): a title's scene calls these rather than writing its own
// "Your turn" or "easy", so that all four say a thing in the same words.
//
//   - LevelName: a computer player's level, "easy" ... "expert";
//   - You, Names.IsYou: how the person at the device is addressed, and the
//     test for it (compare seats, never the words: "You" is "Du" in German);
//   - YourTurn, ToPlay, Wins: the prompt for the person's turn, "Jade to
//     play.", "Jade wins";
//   - ToPlayState, Thinking: the seat card's state line, kept in English in
//     SeatCard.State (titles compare it) and said in the language when the
//     card is drawn;
//   - PlayAgain, SeeBoard, MenuWord: the end dialog's buttons.

// levels are the computer players' levels as records keep them.
var levels = map[string]string{
	"easy":   lang.Noop("easy"),
	"medium": lang.Noop("medium"),
	"hard":   lang.Noop("hard"),
	"expert": lang.Noop("expert"),
}

// LevelName is a computer player's level ("easy", as records keep it) in
// the screens' language; a level it does not know is said as it is.
func LevelName(level string) string {
	if w, ok := levels[level]; ok {
		return lang.Of(w)
	}
	return level
}

// You is how the interface addresses the person playing against the
// computer, alone at the device: "You".
func You() string { return lang.T("You") }

// YourTurn is the prompt of the person's turn where the title says
// nothing more particular.
func YourTurn() string { return lang.T("Your turn") }

// ToPlay says whose turn it is: "Jade (easy) to play."
func ToPlay(name string) string { return lang.Tf("%s to play.", name) }

// Wins is the end's headline for a winner called name: "Jade (easy) wins".
func Wins(name string) string { return lang.Tf("%s wins", name) }

// ToPlayState is SeatCard.State of the seat in turn: the card writes it
// "to play" in the screens' language.
const ToPlayState = "to play"

// stateWords is a card's state line as the player reads it: the two
// states the chrome sets (ToPlayState, Thinking) kept as English keys, so
// that titles can compare them, and said here; a title's own state (already
// in the language) as it is.
func stateWords(state string) string {
	switch state {
	case ToPlayState:
		return lang.T("to play")
	case Thinking:
		return lang.T("thinking…")
	}
	return state
}

// PlayAgain, SeeBoard and MenuWord are the end dialog's buttons, for a
// title that draws an end of its own.
func PlayAgain() string { return lang.T("Play again") }
func SeeBoard() string  { return lang.T("See board") }
func MenuWord() string  { return lang.T("Menu") }
