package table

import (
	"strings"

	"quartet/lang"
	"quartet/online"
)

// onlineNews says on the message line what the server said of an online
// game: a move of this device's it refused, a connection lost, a friend
// away whose turn it is. Each stays while it holds.
func (ch *Chrome) onlineNews() {
	t := ch.T
	if !t.Online() {
		return
	}
	if why := t.TakeRefusal(); why != "" {
		ch.Msg.Refuse(lang.Tf("The server refused that move: %s", why))
	}
	note := netWords(t.NetStatus())
	if seats := t.Seats(); note == "" && !t.Over() {
		if s := t.Game.ToMove(); s >= 0 && s < len(seats) && seats[s].Kind == online.KindFriend && !seats[s].Connected && t.IsRemote(s) {
			note = lang.Tf("%s is away: the game waits for them to come back.", ch.Names.Called(s))
		}
	}
	switch {
	case note != "" && (note != ch.netNote || !ch.Msg.Held()):
		ch.Msg.Wait(note)
	case note == "" && ch.netNote != "":
		ch.Msg.Ready()
	}
	ch.netNote = note
}

// netWords is the line's note on the connection (play.Table.NetStatus) in
// the screens' language: the connection's client writes its two notes in
// English, the server's own words after the first stay as it said them.
func netWords(note string) string {
	const said = "The server said: "
	switch {
	case note == "Connection lost: connecting again…":
		return lang.T("Connection lost: connecting again…")
	case strings.HasPrefix(note, said):
		return lang.Tf("The server said: %s", strings.TrimPrefix(note, said))
	}
	return note
}

// againLabel is the end dialog's first button: another game at this table,
// or, online, a new room.
func (ch *Chrome) againLabel() string {
	if ch.T.Online() {
		return lang.T("New room")
	}
	return PlayAgain()
}

// DecideAgain reports, once, that a move this device sent came back
// untaken (the server refused it, or it was lost with the connection):
// the person is to decide again, though no move was played, so the scene
// lights the person's choices again.
func (ch *Chrome) DecideAgain() bool {
	n := ch.T.MovesNotTaken()
	again := n != ch.untaken
	ch.untaken = n
	return again
}
