package rules

import "encoding/json"

// Title describes one game for menus, setup screens and records. Each title
// package exports one as its Title variable; rules/catalog lists them all.
type Title struct {
	ID   string // record id: "hongkong"
	Name string // shown to players: "Hong Kong"
	// Blurb is one line for the title card in the menu.
	Blurb string
	// MinSeats, MaxSeats and DefaultSeats bound the number of players.
	MinSeats, MaxSeats, DefaultSeats int
	// SeatNames names the seats where the roles differ ("Emperor", "Dragon
	// Master"); nil where seats are just players 1, 2, ...
	SeatNames []string
	// Options lists the title's setup choices, for the setup screen.
	Options []Option
	// New starts a game for seats players from the record's options object
	// (nil when the record has none; unknown keys or bad values are an
	// error) and the seed of the game's chance generator.
	New func(options json.RawMessage, seats int, seed uint64) (Game, error)
	// NewWith is New with the chance generator given, set by a title whose
	// set-up draws chance in view of every player (PublicChance): an online
	// player's copy, which may not know the seed, is given the draws the
	// referee's copy made. Nil where the set-up draws nothing.
	NewWith func(options json.RawMessage, seats int, r *Rand) (Game, error)
}

// Option is one setup choice of a title, such as the board to play on.
type Option struct {
	Key     string   // the key in the record's options object
	Label   string   // shown on the setup screen
	Choices []Choice // the first is the default
}

// Choice is one value an Option may take.
type Choice struct {
	Value any    // stored in the record's options (a string or a bool)
	Label string // shown on the setup screen
}

// SeatName returns how the setup screen and the scenes should call a seat.
func (t Title) SeatName(seat int) string {
	if seat >= 0 && seat < len(t.SeatNames) {
		return t.SeatNames[seat]
	}
	return "Player " + string(rune('1'+seat))
}
