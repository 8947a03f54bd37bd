package chinatown_test

import (
	"testing"

	ct "quartet/rules/chinatown"
	"quartet/scenes/testapp"
)

// Trading opens: the first time, a tip says what a lot or a shop is worth,
// with the income table's figures.
func TestTheFirstTradingGetsATip(t *testing.T) {
	rec := chinatownGame(t, 3, func(g *ct.Game) bool { return g.Phase() == ct.Trading })
	testapp.TipOnce(t, rec, "pay yearly by size: 1 shop $10,000, 3 shops $40,000", "tip-chinatown-trading")
}

// The sixth year begins: the first time, a tip says it is the last, and
// what is worth nothing at the end.
func TestTheLastYearGetsATip(t *testing.T) {
	rec := chinatownGame(t, 3, func(g *ct.Game) bool { return g.Round() == ct.Rounds && g.Phase() == ct.Keeping })
	testapp.TipOnce(t, rec, "1970 is the last year", "tip-chinatown-last-year")
}
