package kiezkoenig

import (
	"fmt"
	"strconv"
	"strings"

	"quartet/rules"
)

// MoveKind is what a decision does.
type MoveKind uint8

const (
	Roll    MoveKind = iota // throw the die (start order, a turn, a throw again)
	Super                   // play the Super Turbo card: move to Space
	Drive                   // Sports Car: advance N spaces (0 stays)
	Lose                    // corruption without the money: give Stake back
	Rob                     // three Corruption cards: rob the authority
	Fight                   // bet business Bet, fight Player for business Target
	Sell                    // entrance fee without the money: offer Stake
	Accept                  // the offered stake is bought at its price
	Decline                 // the offered stake is refused
	Buy                     // second job: buy Stake from the display
	Draw                    // second job: draw a Turbo card
	Turbo                   // third Turbo card: move to Space
	Corrupt                 // a duellist plays N Corruption cards in this duel
	Support                 // another player adds N cards to Side (0: none)
)

// Move is one decision of the seat to move.
type Move struct {
	Kind MoveKind
	// Space is the target of Super and Turbo.
	Space int8
	// N counts spaces (Drive) or Corruption cards (Corrupt, Support).
	N int8
	// Stake is the card of Lose, Sell and Buy.
	Stake int8
	// Bet and Target are the businesses of a fight; Player is the defender.
	Bet, Target, Player int8
	// Side is the supported duellist: 0 the attacker, 1 the defender.
	Side int8
}

// Sides of a fight, as Move.Side and in events.
const (
	Attacker = 0
	Defender = 1
)

// String writes the move in notation (see the package documentation).
// The texts are made once: the AI's search looks moves up by their text.
func (m Move) String() string {
	if i, ok := m.index(); ok {
		return moveTexts[m.Kind][i]
	}
	return m.text()
}

// box returns m as a rules.Move, from a table made once where it can, so
// that listing moves does not allocate.
func (m Move) box() rules.Move {
	if i, ok := m.index(); ok && moveBoxes[m.Kind][i].(Move) == m {
		return moveBoxes[m.Kind][i]
	}
	return m
}

// index numbers the well-formed moves of each kind, for the tables.
func (m Move) index() (int, bool) {
	i := int(m.Space)
	switch m.Kind {
	case Super, Turbo:
	case Drive, Corrupt:
		i = int(m.N)
	case Lose, Sell, Buy:
		i = int(m.Stake)
	case Fight:
		i = (int(m.Bet)*Businesses+int(m.Target))*MaxSeats + int(m.Player)
	case Support:
		i = int(m.N)*2 + int(m.Side)
		if m.N == 0 {
			i = 0
		}
	default:
		i = 0
	}
	return i, int(m.Kind) < len(moveTexts) && i >= 0 && i < len(moveTexts[m.Kind])
}

// moveTexts holds the notation of every well-formed move, by kind.
var moveTexts, moveBoxes = func() (t [Support + 1][]string, b [Support + 1][]rules.Move) {
	add := func(k MoveKind, n int, f func(i int) Move) {
		t[k] = make([]string, n)
		b[k] = make([]rules.Move, n)
		for i := range n {
			t[k][i] = f(i).text()
			b[k][i] = f(i)
		}
	}
	for _, k := range []MoveKind{Roll, Rob, Accept, Decline, Draw} {
		add(k, 1, func(int) Move { return Move{Kind: k} })
	}
	for _, k := range []MoveKind{Super, Turbo} {
		add(k, len(board.track), func(i int) Move { return Move{Kind: k, Space: int8(i)} })
	}
	for _, k := range []MoveKind{Drive, Corrupt} {
		add(k, 10, func(i int) Move { return Move{Kind: k, N: int8(i)} })
	}
	for _, k := range []MoveKind{Lose, Sell, Buy} {
		add(k, Stakes, func(i int) Move { return Move{Kind: k, Stake: int8(i)} })
	}
	add(Fight, Businesses*Businesses*MaxSeats, func(i int) Move {
		return Move{Kind: Fight, Bet: int8(i / MaxSeats / Businesses), Target: int8(i / MaxSeats % Businesses), Player: int8(i % MaxSeats)}
	})
	add(Support, 2*10, func(i int) Move {
		if i < 2 {
			return Move{Kind: Support}
		}
		return Move{Kind: Support, N: int8(i / 2), Side: int8(i % 2)}
	})
	return t, b
}()

func (m Move) text() string {
	switch m.Kind {
	case Roll:
		return "roll"
	case Super:
		return "super " + spaceID(int(m.Space))
	case Drive:
		return "drive " + strconv.Itoa(int(m.N))
	case Lose:
		return "lose " + stakeID(int(m.Stake))
	case Rob:
		return "rob"
	case Fight:
		return fmt.Sprintf("fight %s %s P%d", businessID(int(m.Bet)), businessID(int(m.Target)), int(m.Player)+1)
	case Sell:
		return "sell " + stakeID(int(m.Stake))
	case Accept:
		return "accept"
	case Decline:
		return "decline"
	case Buy:
		return "buy " + stakeID(int(m.Stake))
	case Draw:
		return "draw"
	case Turbo:
		return "turbo " + spaceID(int(m.Space))
	case Corrupt:
		return "corrupt " + strconv.Itoa(int(m.N))
	case Support:
		if m.N == 0 {
			return "support none"
		}
		return fmt.Sprintf("support %c %d", "AD"[m.Side&1], m.N)
	}
	return "?"
}

func spaceID(s int) string {
	if s < 0 || s >= len(board.track) {
		return "?"
	}
	return board.track[s].ID
}

func stakeID(s int) string {
	if s < 0 || s >= Stakes {
		return "?"
	}
	return board.stakes[s].ID
}

func businessID(b int) string {
	if b < 0 || b >= Businesses {
		return "?"
	}
	return board.businesses[b].ID
}

// ParseMove reads one decision in notation. Words are separated by white
// space; letters may be in either case.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%q is not a KiezKönig move: %s", text, why)
	}
	if len(f) == 0 {
		return bad("it is empty")
	}
	word, args := f[0], f[1:]
	want := func(n int, form string) error {
		if len(args) != n {
			return fmt.Errorf("write %q", form)
		}
		return nil
	}
	simple := map[string]MoveKind{"roll": Roll, "rob": Rob, "accept": Accept, "decline": Decline, "draw": Draw}
	if k, ok := simple[word]; ok {
		if err := want(0, word); err != nil {
			return bad(err.Error())
		}
		return Move{Kind: k}, nil
	}
	switch word {
	case "super", "turbo":
		if err := want(1, word+" SPACE"); err != nil {
			return bad(err.Error())
		}
		s, ok := ParseSpace(args[0])
		if !ok {
			return bad(fmt.Sprintf("%q is not a space (car1, S1, court, tax, police, ...)", args[0]))
		}
		k := Super
		if word == "turbo" {
			k = Turbo
		}
		return Move{Kind: k, Space: int8(s)}, nil
	case "drive", "corrupt":
		if err := want(1, word+" N"); err != nil {
			return bad(err.Error())
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 0 || n > 9 {
			return bad(fmt.Sprintf("%q is not a number from 0 to 9", args[0]))
		}
		k := Drive
		if word == "corrupt" {
			k = Corrupt
		}
		return Move{Kind: k, N: int8(n)}, nil
	case "lose", "sell", "buy":
		if err := want(1, word+" STAKE"); err != nil {
			return bad(err.Error())
		}
		s, ok := ParseStake(args[0])
		if !ok {
			return bad(fmt.Sprintf("%q is not a stake (S1g, D2c, G3h, ...)", args[0]))
		}
		k := map[string]MoveKind{"lose": Lose, "sell": Sell, "buy": Buy}[word]
		return Move{Kind: k, Stake: int8(s)}, nil
	case "fight":
		if err := want(3, "fight BET TARGET Pn"); err != nil {
			return bad(err.Error())
		}
		bet, ok1 := ParseBusiness(args[0])
		target, ok2 := ParseBusiness(args[1])
		if !ok1 || !ok2 {
			return bad("the bet and the target are businesses (S1 .. G3)")
		}
		p, ok := parsePlayer(args[2])
		if !ok {
			return bad(fmt.Sprintf("%q is not a player (P1 to P5)", args[2]))
		}
		return Move{Kind: Fight, Bet: int8(bet), Target: int8(target), Player: int8(p)}, nil
	case "support":
		if len(args) == 1 && args[0] == "none" {
			return Move{Kind: Support}, nil
		}
		if len(args) != 2 || (args[0] != "a" && args[0] != "d") {
			return bad(`write "support A N", "support D N" or "support none"`)
		}
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 || n > 9 {
			return bad(fmt.Sprintf("%q is not a number of cards", args[1]))
		}
		side := int8(Attacker)
		if args[0] == "d" {
			side = Defender
		}
		return Move{Kind: Support, Side: side, N: int8(n)}, nil
	}
	return bad("unknown word " + strconv.Quote(word))
}

func parsePlayer(s string) (int, bool) {
	if len(s) != 2 || s[0] != 'p' || s[1] < '1' || s[1] > '0'+MaxSeats {
		return 0, false
	}
	return int(s[1] - '1'), true
}
