package chinatown

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Action is what a move does.
type Action uint8

const (
	// Keep chooses the building cards to keep from those dealt.
	Keep Action = iota + 1
	// Propose opens a new deal.
	Propose
	// Change replaces the terms of an open deal.
	Change
	// Confirm agrees to an open deal as it stands.
	Confirm
	// Withdraw cancels an open deal (a party refusing it).
	Withdraw
	// Done says the player has finished trading for this round.
	Done
	// Place builds a shop tile from hand on a vacant lot of the player's.
	Place
	// Pass ends the player's placement for this round.
	Pass
)

var actionWords = [...]string{Keep: "keep", Propose: "propose", Change: "change",
	Confirm: "confirm", Withdraw: "withdraw", Done: "done", Place: "place", Pass: "pass"}

// Move is one decision of one player. Every move names its seat, because
// keeping and trading are simultaneous: any player may act at any moment.
type Move struct {
	Seat   int
	Action Action
	Cards  []int // Keep: the lots kept, ascending
	Deal   int   // Change, Confirm, Withdraw: the deal's number
	Terms  Terms // Propose, Change
	Shop   Shop  // Place
	Lot    int   // Place
}

// KeepMove keeps cards (any order).
func KeepMove(seat int, cards ...int) Move {
	c := slices.Clone(cards)
	slices.Sort(c)
	return Move{Seat: seat, Action: Keep, Cards: c}
}

// ProposeMove opens a deal.
func ProposeMove(seat int, t Terms) Move { return Move{Seat: seat, Action: Propose, Terms: t} }

// ChangeMove replaces deal id's terms.
func ChangeMove(seat, id int, t Terms) Move {
	return Move{Seat: seat, Action: Change, Deal: id, Terms: t}
}

// ConfirmMove confirms deal id.
func ConfirmMove(seat, id int) Move { return Move{Seat: seat, Action: Confirm, Deal: id} }

// WithdrawMove cancels deal id.
func WithdrawMove(seat, id int) Move { return Move{Seat: seat, Action: Withdraw, Deal: id} }

// DoneMove ends the seat's trading.
func DoneMove(seat int) Move { return Move{Seat: seat, Action: Done} }

// PlaceMove builds a shop of type s on lot.
func PlaceMove(seat int, s Shop, lot int) Move {
	return Move{Seat: seat, Action: Place, Shop: s, Lot: lot}
}

// PassMove ends the seat's placement.
func PassMove(seat int) Move { return Move{Seat: seat, Action: Pass} }

// Mover is the seat the move belongs to: keeping and trading moves come
// from any seat at any time, so a record's replay reads the mover here
// rather than from ToMove.
func (m Move) Mover() int { return m.Seat }

// String writes the move in notation (see the package documentation).
func (m Move) String() string {
	head := SeatName(m.Seat) + " "
	if int(m.Action) < len(actionWords) && m.Action != 0 {
		head += actionWords[m.Action]
	}
	switch m.Action {
	case Keep:
		var b strings.Builder
		b.WriteString(head)
		for _, c := range m.Cards {
			fmt.Fprintf(&b, " %d", c)
		}
		return b.String()
	case Propose:
		return head + " " + m.Terms.String()
	case Change:
		return fmt.Sprintf("%s #%d %s", head, m.Deal, m.Terms)
	case Confirm, Withdraw:
		return fmt.Sprintf("%s #%d", head, m.Deal)
	case Place:
		return fmt.Sprintf("%s %s %d", head, m.Shop.Code(), m.Lot)
	}
	return head
}

// ParseMove reads a move in notation; words may be in either case and
// separated by any white space. It checks the syntax only.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(text)
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%q is not a Chinatown move: %s", text, why)
	}
	if len(f) < 2 {
		return bad(`write the seat and the action, such as "P1 done"`)
	}
	seat, ok := parseSeat(f[0])
	if !ok {
		return bad(fmt.Sprintf("%q is not a seat (P1 to P5)", f[0]))
	}
	action := Action(slices.IndexFunc(actionWords[:], func(w string) bool { return w != "" && strings.EqualFold(w, f[1]) }))
	args := f[2:]
	switch action {
	case Keep:
		if len(args) == 0 {
			return bad("name the building cards you keep")
		}
		cards := make([]int, len(args))
		for i, a := range args {
			n, err := strconv.Atoi(a)
			if err != nil || !ValidLot(n) {
				return bad(fmt.Sprintf("%q is not a building card (1 to 85)", a))
			}
			cards[i] = n
		}
		return KeepMove(seat, cards...), nil
	case Propose:
		t, err := ParseTerms(args)
		if err != nil {
			return bad(err.Error())
		}
		return ProposeMove(seat, t), nil
	case Change, Confirm, Withdraw:
		if len(args) == 0 {
			return bad("name the deal, such as #3")
		}
		id, ok := parseDealID(args[0])
		if !ok {
			return bad(fmt.Sprintf("%q is not a deal number (#1, #2, ...)", args[0]))
		}
		if action != Change {
			if len(args) != 1 {
				return bad("nothing may follow the deal number")
			}
			return Move{Seat: seat, Action: action, Deal: id}, nil
		}
		t, err := ParseTerms(args[1:])
		if err != nil {
			return bad(err.Error())
		}
		return ChangeMove(seat, id, t), nil
	case Done, Pass:
		if len(args) != 0 {
			return bad(fmt.Sprintf("nothing may follow %q", f[1]))
		}
		return Move{Seat: seat, Action: action}, nil
	case Place:
		if len(args) != 2 {
			return bad(`write "P1 place photo 17"`)
		}
		s, ok := ParseShop(args[0])
		if !ok {
			return bad(fmt.Sprintf("%q is not a shop type (%s)", args[0], strings.Join(shopCodes[:], ", ")))
		}
		lot, err := strconv.Atoi(args[1])
		if err != nil || !ValidLot(lot) {
			return bad(fmt.Sprintf("%q is not a lot (1 to 85)", args[1]))
		}
		return PlaceMove(seat, s, lot), nil
	}
	return bad(fmt.Sprintf("%q is not an action (keep, propose, change, confirm, withdraw, done, place, pass)", f[1]))
}

func parseDealID(s string) (int, bool) {
	if !strings.HasPrefix(s, "#") {
		return 0, false
	}
	n, err := strconv.Atoi(s[1:])
	return n, err == nil && n > 0
}
