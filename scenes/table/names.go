package table

import (
	"image/color"
	"regexp"
	"strconv"
	"strings"

	"quartet/lang"
	"quartet/scenes/play"
	"quartet/sprites"
)

// Names says how the seats of a table are called.
type Names struct {
	T       *play.Table
	Palette sprites.Palette
	// Own, when set, names every seat instead: a title whose seats are
	// roles ("Emperor (you)") calls them so everywhere, cards, message
	// line and log alike, so that a player never meets one seat under
	// two names.
	Own func(seat int) string
}

// Name is how the interface addresses a seat: "You" when one person plays
// against the computer, the seat's chosen name or its colour between
// people, and "Jade (easy)" for a computer player.
func (n Names) Name(seat int) string {
	if seat < 0 {
		return lang.T("Nobody")
	}
	if n.Own != nil {
		return n.Own(seat)
	}
	if n.IsYou(seat) {
		return You()
	}
	return n.Called(seat)
}

// IsYou reports the seat Name calls "You" (in the screens' language): a
// title tests this, not Name's words.
func (n Names) IsYou(seat int) bool {
	return seat >= 0 && n.Own == nil && n.T.Humans() == 1 && n.T.IsPerson(seat)
}

// Called is the seat's own name, never "You": the log and the rules'
// sentences need a third person ("Red places a block").
func (n Names) Called(seat int) string {
	if seat < 0 {
		return lang.T("Nobody")
	}
	if n.Own != nil {
		return n.Own(seat)
	}
	name := ""
	if seat < len(n.T.Rec.Seats) {
		name = n.T.Rec.Seats[seat].Name
	}
	if name == "" && len(n.Palette.SeatNames) > 0 {
		// The palette's colours speak English (sprites); scenes/titles.go
		// marks them for the catalogue.
		name = lang.Of(n.Palette.SeatNames[n.colourIndex(seat)%len(n.Palette.SeatNames)])
	}
	if name == "" {
		name = lang.Tf("Player %d", seat+1)
	}
	// A computer is named with its level, whether it thinks here or on
	// an online game's server.
	if seat < len(n.T.Rec.Seats) && n.T.Rec.Seats[seat].IsAI() && !n.T.IsPerson(seat) {
		return name + " (" + LevelName(n.T.Rec.Seats[seat].Level) + ")"
	}
	if n.T.Humans() == 1 && n.T.IsPerson(seat) {
		return lang.Tf("%s (you)", name)
	}
	return name
}

// Colour is the seat's colour in the chosen palette.
func (n Names) Colour(seat int) color.RGBA {
	if seat < 0 || len(n.Palette.Seats) == 0 {
		return sprites.PaperDark
	}
	return n.Palette.Seats[n.colourIndex(seat)%len(n.Palette.Seats)]
}

// colourIndex is the seat's place in the palette: its own, or the colour
// chosen for it at setup.
func (n Names) colourIndex(seat int) int {
	if seat < len(n.T.Rec.Seats) && n.T.Rec.Seats[seat].Colour > 0 {
		return n.T.Rec.Seats[seat].Colour - 1
	}
	return seat
}

// playerN finds the seats the rules' sentences name by number, in
// English ("Player 1", the events), German ("Spieler 1") and French ("le
// joueur 1", "au joueur 1": the refusals in lang's catalogues).
var playerN = regexp.MustCompile(`\b(?:[Pp]layer|Spieler|[Ll]e joueur|au joueur|du joueur|[Jj]oueur) (\d+)\b`)

// seatIn rewrites one match of playerN with the name say gives seat k-1;
// French "au joueur 1" and "du joueur 1" keep their preposition ("à Jade").
func (n Names) seatIn(m string, say func(seat int) string) string {
	k, err := strconv.Atoi(playerN.FindStringSubmatch(m)[1])
	if err != nil || k < 1 || k > n.T.Game.Seats() {
		return m
	}
	switch {
	case strings.HasPrefix(m, "au "):
		return "à " + say(k-1)
	case strings.HasPrefix(m, "du "):
		return "de " + say(k-1)
	}
	return say(k - 1)
}

// Words rewrites the rules' sentences, which call seats "Player 1", with
// the seats' names.
func (n Names) Words(text string) string {
	return playerN.ReplaceAllStringFunc(text, func(m string) string { return n.seatIn(m, n.Called) })
}

// Refusal rewrites a rules' reason for the person who tried the move: their
// own seat is "You" ("You cannot pay $75,000 in this deal."), the others
// are named as in Words. In German and French the verb agrees with the
// seat, which the catalogues write in the third person: every seat is
// named there ("Mia (du) kann ... nicht bezahlen").
func (n Names) Refusal(text string) string {
	return playerN.ReplaceAllStringFunc(text, func(m string) string {
		return n.seatIn(m, func(seat int) string {
			if lang.Current() == lang.English && n.IsYou(seat) {
				return "You"
			}
			return n.Called(seat)
		})
	})
}
