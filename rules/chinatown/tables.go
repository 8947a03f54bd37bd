package chinatown

// Players, rounds and money (Setup, Game Play).
const (
	MinSeats   = 3
	MaxSeats   = 5
	Rounds     = 6
	FirstYear  = 1965
	StartMoney = 50000
	// MoneyUnit is the smallest amount a deal may move: the bank's money
	// cards are thousands.
	MoneyUnit = 1000
)

// dealTable is the Deal Building Cards table: per player count and round,
// the cards each player receives and the cards each player keeps.
var dealTable = map[int][Rounds][2]int{
	3: {{7, 5}, {6, 4}, {6, 4}, {6, 4}, {6, 4}, {6, 4}},
	4: {{6, 4}, {5, 3}, {5, 3}, {5, 3}, {5, 3}, {5, 3}},
	5: {{5, 3}, {5, 3}, {5, 3}, {4, 2}, {4, 2}, {4, 2}},
}

// drawTable is the shop tiles each player draws per round; the rulebook's
// table was a lost picture, so this is the reconstruction of NOTES.md item 3,
// which matches every published per-game total.
var drawTable = map[int][Rounds]int{
	3: {7, 4, 4, 4, 4, 4},
	4: {6, 3, 3, 3, 3, 3},
	5: {5, 3, 3, 2, 2, 2},
}

// CardsDealt returns how many building cards each player receives and keeps
// in round (1..6) of a game of players.
func CardsDealt(players, round int) (deal, keep int) {
	t := dealTable[players][round-1]
	return t[0], t[1]
}

// TilesDrawn returns how many shop tiles each player draws in round (1..6).
func TilesDrawn(players, round int) int { return drawTable[players][round-1] }

// Year is the year on the Chinese calendar during round (1..6): 1965, the
// Year of the Snake, to 1970, the Year of the Dog.
func Year(round int) int { return FirstYear + round - 1 }

// YearAnimal names the Chinese zodiac animal of a year of the track.
func YearAnimal(year int) string {
	animals := [...]string{"Snake", "Horse", "Goat", "Monkey", "Rooster", "Dog"}
	if i := year - FirstYear; i >= 0 && i < len(animals) {
		return animals[i]
	}
	return ""
}
