package chinatown

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"quartet/rules"
)

// Leg is what one player hands to another in a deal: lots (with whatever
// shop stands on them), shop tiles from hand and money.
type Leg struct {
	From, To int
	Lots     []int // ascending
	Tiles    [Shops]int
	Money    int // dollars
}

// Empty reports whether the leg moves nothing.
func (l *Leg) Empty() bool {
	if len(l.Lots) > 0 || l.Money != 0 {
		return false
	}
	for _, n := range l.Tiles {
		if n != 0 {
			return false
		}
	}
	return true
}

// TileCount is the number of tiles the leg moves.
func (l *Leg) TileCount() int {
	n := 0
	for _, c := range l.Tiles {
		n += c
	}
	return n
}

// Terms are the transfers of one deal: legs in canonical order (by giver,
// then receiver), one leg per giver and receiver. Terms are never changed in
// place once built, so games and their clones may share them.
type Terms []Leg

// NewTerms builds canonical terms from legs in any order: legs with the same
// giver and receiver are merged, empty legs dropped, lots sorted.
func NewTerms(legs ...Leg) Terms {
	var out Terms
	for _, l := range legs {
		i := slices.IndexFunc(out, func(o Leg) bool { return o.From == l.From && o.To == l.To })
		if i < 0 {
			out = append(out, Leg{From: l.From, To: l.To})
			i = len(out) - 1
		}
		o := &out[i]
		o.Lots = append(o.Lots, l.Lots...)
		for t, n := range l.Tiles {
			o.Tiles[t] += n
		}
		o.Money += l.Money
	}
	out = slices.DeleteFunc(out, func(l Leg) bool { return l.Empty() })
	for i := range out {
		out[i].Lots = slices.Clone(out[i].Lots)
		slices.Sort(out[i].Lots)
	}
	// One leg per pair of seats, so the order is total; sort.Slice, not
	// slices.SortFunc, whose copy for Leg cost the download 27 KB of code.
	sort.Slice(out, func(i, j int) bool {
		if out[i].From != out[j].From {
			return out[i].From < out[j].From
		}
		return out[i].To < out[j].To
	})
	return out
}

// Parties is the set of seats the deal involves, as a bit mask.
func (t Terms) Parties() uint8 {
	var m uint8
	for _, l := range t {
		for _, s := range [2]int{l.From, l.To} {
			if s >= 0 && s < 8 {
				m |= 1 << s
			}
		}
	}
	return m
}

// Involves reports whether seat gives or receives anything in the deal.
func (t Terms) Involves(seat int) bool { return seat >= 0 && seat < 8 && t.Parties()&(1<<seat) != 0 }

// Equal reports whether two canonical terms are the same deal.
func (t Terms) Equal(u Terms) bool { return t.String() == u.String() }

// Transfer carries the terms out on the holdings given: lots to their new
// owners, tiles from hand to hand, money from purse to purse. It checks
// nothing; the rules check a deal before they execute it, and the AI moves
// only deals it has built from what it holds.
func (t Terms) Transfer(owner *[Lots + 1]int8, hand *[MaxSeats][Shops]int8, money *[MaxSeats]int) {
	for _, l := range t {
		for _, lot := range l.Lots {
			owner[lot] = int8(l.To)
		}
		for s, n := range l.Tiles {
			hand[l.From][s] -= int8(n)
			hand[l.To][s] += int8(n)
		}
		money[l.From] -= l.Money
		money[l.To] += l.Money
	}
}

// NetMoney is how much seat pays out in the deal, less what it receives
// (negative when it is paid).
func (t Terms) NetMoney(seat int) int {
	n := 0
	for _, l := range t {
		if l.From == seat {
			n += l.Money
		}
		if l.To == seat {
			n -= l.Money
		}
	}
	return n
}

// String writes the terms in notation: "P1>P2 17 photo $10000 P2>P1 tea".
func (t Terms) String() string {
	var b strings.Builder
	for i, l := range t {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s>%s", SeatName(l.From), SeatName(l.To))
		for _, lot := range l.Lots {
			fmt.Fprintf(&b, " %d", lot)
		}
		for s, n := range l.Tiles {
			for range n {
				b.WriteString(" " + Shop(s).Code())
			}
		}
		if l.Money != 0 {
			fmt.Fprintf(&b, " $%d", l.Money)
		}
	}
	return b.String()
}

// Describe writes the terms in words, for the game log.
func (t Terms) Describe() string {
	var parts []string
	for _, l := range t {
		var items []string
		for _, lot := range l.Lots {
			items = append(items, fmt.Sprintf("lot %d", lot))
		}
		for s, n := range l.Tiles {
			if n == 1 {
				items = append(items, "a "+Shop(s).Name()+" tile")
			} else if n > 1 {
				items = append(items, fmt.Sprintf("%d %s tiles", n, Shop(s).Name()))
			}
		}
		if l.Money != 0 {
			items = append(items, Dollars(l.Money))
		}
		parts = append(parts, fmt.Sprintf("Player %d gives Player %d %s", l.From+1, l.To+1, strings.Join(items, ", ")))
	}
	return strings.Join(parts, "; ")
}

// Dollars writes an amount as players read it: "$12,000".
func Dollars(n int) string { return rules.Dollars(n).String() }

// SeatName is a seat in the notation: P1 for seat 0, up to P5.
func SeatName(seat int) string { return "P" + strconv.Itoa(seat+1) }

// parseSeat reads "P1".."P5" (either case).
func parseSeat(s string) (int, bool) {
	if len(s) != 2 || (s[0] != 'P' && s[0] != 'p') || s[1] < '1' || s[1] > '0'+MaxSeats {
		return 0, false
	}
	return int(s[1] - '1'), true
}

// parseMoney reads "$12000", "$12,000" or "$12k".
func parseMoney(s string) (int, bool) {
	if !strings.HasPrefix(s, "$") {
		return 0, false
	}
	s = strings.ReplaceAll(s[1:], ",", "")
	mult := 1
	if strings.HasSuffix(s, "k") || strings.HasSuffix(s, "K") {
		s, mult = s[:len(s)-1], 1000
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 || v > 1e9/mult {
		return 0, false
	}
	return v * mult, true
}

// ParseTerms reads terms in notation. It checks the syntax only; whether the
// deal is possible is for the game to judge.
func ParseTerms(fields []string) (Terms, error) {
	var legs []Leg
	for _, f := range fields {
		if a, b, ok := strings.Cut(f, ">"); ok {
			from, ok1 := parseSeat(a)
			to, ok2 := parseSeat(b)
			if !ok1 || !ok2 {
				return nil, fmt.Errorf("%q is not a transfer between players (write P1>P2)", f)
			}
			legs = append(legs, Leg{From: from, To: to})
			continue
		}
		if len(legs) == 0 {
			return nil, fmt.Errorf("a deal starts with who gives to whom, such as P1>P2, not %q", f)
		}
		l := &legs[len(legs)-1]
		if m, ok := parseMoney(f); ok {
			l.Money += m
			continue
		}
		if s, ok := ParseShop(f); ok {
			l.Tiles[s]++
			continue
		}
		if n, err := strconv.Atoi(f); err == nil && ValidLot(n) {
			l.Lots = append(l.Lots, n)
			continue
		}
		return nil, fmt.Errorf("%q is neither a lot (1 to 85), a shop tile (%s) nor money ($10000)", f, strings.Join(shopCodes[:], ", "))
	}
	t := NewTerms(legs...)
	if len(t) == 0 {
		return nil, fmt.Errorf("a deal must transfer something")
	}
	return t, nil
}
