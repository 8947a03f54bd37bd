package chinatown

import "strings"

// Shop is a type of shop tile (NOTES.md, Chinatown, fact 2).
type Shop int8

// The twelve shop types, smallest businesses first.
const (
	Photo Shop = iota
	TeaHouse
	Seafood
	Jewelry
	Florist
	TropicalFish
	Laundry
	DimSum
	TakeOut
	Restaurant
	Antiques
	Factory
	// Shops is the number of shop types.
	Shops = 12
	// NoShop marks a vacant lot.
	NoShop Shop = -1
)

var shopNames = [Shops]string{"Photo", "Tea House", "Seafood", "Jewelry", "Florist",
	"Tropical Fish", "Laundry", "Dim Sum", "Take-Out", "Restaurant", "Antiques", "Factory"}

// shopCodes are the notation's words for the shop types.
var shopCodes = [Shops]string{"photo", "tea", "seafood", "jewelry", "florist",
	"fish", "laundry", "dimsum", "takeout", "restaurant", "antiques", "factory"}

// TotalTiles is the number of shop tiles in the bag at the start.
const TotalTiles = 90

// Valid reports whether s is one of the twelve types.
func (s Shop) Valid() bool { return s >= 0 && s < Shops }

// MaxSize is the number of adjacent tiles that completes a business of this
// type, printed at the bottom of the tile: 3, 4, 5 or 6.
func (s Shop) MaxSize() int { return 3 + int(s)/3 }

// Tiles is how many tiles of the type the game has: three more than its
// maximum size (six Photo tiles, nine Restaurant tiles).
func (s Shop) Tiles() int { return s.MaxSize() + 3 }

// Name is the type's name as players read it: "Tea House".
func (s Shop) Name() string {
	if !s.Valid() {
		return "no shop"
	}
	return shopNames[s]
}

// Code is the type's word in the notation: "tea".
func (s Shop) Code() string {
	if !s.Valid() {
		return "-"
	}
	return shopCodes[s]
}

func (s Shop) String() string { return s.Name() }

// ParseShop reads a type's notation word (either case); ok is false for
// anything else.
func ParseShop(word string) (Shop, bool) {
	for i, c := range shopCodes {
		if strings.EqualFold(word, c) {
			return Shop(i), true
		}
	}
	return NoShop, false
}

// Income per business in dollars (Earn Income). incomplete[n] is the income of
// an incomplete business of n tiles, complete[n] that of a complete one.
var (
	incomplete = [...]int{0, 10000, 20000, 40000, 60000, 80000}
	complete   = [...]int{0, 0, 0, 50000, 80000, 110000, 140000}
)

// BusinessIncome is the income of one business of size tiles (at most the
// type's maximum size), complete when size reaches the maximum.
func BusinessIncome(size, maxSize int) int {
	switch {
	case size <= 0:
		return 0
	case size >= maxSize:
		return complete[maxSize]
	}
	return incomplete[size]
}

// Business is one business as the income phase counts it.
type Business struct {
	Shop     Shop
	Size     int
	Complete bool
}

// Income is the business's income per round.
func (b Business) Income() int { return BusinessIncome(b.Size, b.Shop.MaxSize()) }

// SplitRun turns n adjacent tiles of one type and one owner into businesses:
// a run longer than the maximum size scores as floor(n/max) complete
// businesses plus one incomplete business of the remainder (NOTES.md fact 5;
// five Photo tiles are a complete Photo of 3 and another of 2).
func SplitRun(s Shop, n int) []Business {
	m := s.MaxSize()
	var out []Business
	for ; n >= m; n -= m {
		out = append(out, Business{Shop: s, Size: m, Complete: true})
	}
	if n > 0 {
		out = append(out, Business{Shop: s, Size: n})
	}
	return out
}

// RunIncome is the income of n adjacent tiles of type s with one owner.
func RunIncome(s Shop, n int) int {
	m := s.MaxSize()
	return n/m*complete[m] + incomplete[n%m]
}
