package rules

// The online referee's own refusals (quartet/online/room), beside the
// titles': a move it turns away before the rules see it. They are phrases
// so that the server sends each player the code and the player's own game
// says it in their language; they live here, with the rules' phrases,
// because the catalogue reads its phrases from the rules.
var (
	RefereeNotStarted = &Phrase{Code: "referee.not-started", English: "The game has not started: friends are still joining."}
	RefereeNoSeat     = &Phrase{Code: "referee.no-seat", English: "You do not play a seat in this game."}
	RefereeMovedOn    = &Phrase{Code: "referee.moved-on", English: "The game has moved on: your move was for move %d, and the game is at move %d. Look again and play."}
	// The seats are named as Title.SeatName names them when a title has
	// no names of its own (none has).
	RefereeOtherSeat = &Phrase{Code: "referee.other-seat", English: "That move is for Player %d, and you play Player %d."}
	RefereeNotYours  = &Phrase{Code: "referee.not-yours", English: "It is Player %d's turn, not yours."}
)
