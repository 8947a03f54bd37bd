package chinatown

import (
	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
)

// The deal being built and the computers' answers to it live in package
// desk. This table's own tests (desk_test.go, written before the desk was
// a package) still call them by these names; the names go when those
// tests move beside the desk.
type Draft = desk.Draft

const (
	Accepted  = desk.Accepted
	Declined  = desk.Declined
	Countered = desk.Countered
)

var (
	Ask           = desk.Ask
	DealKind      = desk.DealKind
	Describe      = desk.Describe
	ItemList      = desk.ItemList
	Load          = desk.Load
	NewDraft      = desk.NewDraft
	Purpose       = desk.Purpose
	Sides         = desk.Sides
	Suggest       = desk.Suggest
	SuggestVaried = desk.SuggestVaried
	WithShops     = desk.WithShops
)

func opening(offered, asked int) string      { return desk.Opening(offered, asked) }
func priceWords(t ct.Terms, seat int) string { return desk.PriceWords(t, seat) }
