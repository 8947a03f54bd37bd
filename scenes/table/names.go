package table

import (
	"fmt"
	"image/color"
	"regexp"
	"strconv"

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
		return "Nobody"
	}
	if n.Own != nil {
		return n.Own(seat)
	}
	if n.T.Humans() == 1 && n.T.IsPerson(seat) {
		return "You"
	}
	return n.Called(seat)
}

// Called is the seat's own name, never "You": the log and the rules'
// sentences need a third person ("Red places a block").
func (n Names) Called(seat int) string {
	if seat < 0 {
		return "Nobody"
	}
	if n.Own != nil {
		return n.Own(seat)
	}
	name := ""
	if seat < len(n.T.Rec.Seats) {
		name = n.T.Rec.Seats[seat].Name
	}
	if name == "" && len(n.Palette.SeatNames) > 0 {
		name = n.Palette.SeatNames[n.colourIndex(seat)%len(n.Palette.SeatNames)]
	}
	if name == "" {
		name = fmt.Sprintf("Player %d", seat+1)
	}
	// A computer is named with its level, whether it thinks here or on
	// an online game's server.
	if seat < len(n.T.Rec.Seats) && n.T.Rec.Seats[seat].IsAI() && !n.T.IsPerson(seat) {
		return name + " (" + n.T.Rec.Seats[seat].Level + ")"
	}
	if n.T.Humans() == 1 && n.T.IsPerson(seat) {
		return name + " (you)"
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

var playerN = regexp.MustCompile(`\b[Pp]layer (\d+)\b`)

// Words rewrites the rules' sentences, which call seats "Player 1", with
// the seats' names.
func (n Names) Words(text string) string {
	return playerN.ReplaceAllStringFunc(text, func(m string) string {
		k, err := strconv.Atoi(playerN.FindStringSubmatch(m)[1])
		if err != nil || k < 1 || k > n.T.Game.Seats() {
			return m
		}
		return n.Called(k - 1)
	})
}

// Refusal rewrites a rules' reason for the person who tried the move: their
// own seat is "You" ("You cannot pay $75,000 in this deal."), the others
// are named as in Words.
func (n Names) Refusal(text string) string {
	return playerN.ReplaceAllStringFunc(text, func(m string) string {
		k, err := strconv.Atoi(playerN.FindStringSubmatch(m)[1])
		if err != nil || k < 1 || k > n.T.Game.Seats() {
			return m
		}
		if name := n.Name(k - 1); name == "You" {
			return name
		}
		return n.Called(k - 1)
	})
}
