package chinatownai

import (
	"fmt"
	"slices"
	"strings"
)

// Level is how an AI player plays: how well it values positions, how it
// trades and how greedy it is.
type Level struct {
	Name string
	// Trade is false for the no-trading baseline: it refuses every offer
	// and proposes nothing.
	Trade bool
	// Proposals is how many deals it proposes or changes per trading phase.
	Proposals int
	// Swaps lets it offer an item for an item; Bundles two items for money
	// or for one item; Counters lets it answer an offer by changing the
	// money to a fair split.
	Swaps, Bundles, Counters bool
	// Margin is the least gain, in dollars of value, worth a deal.
	Margin float64
	// Ratio: it accepts only if it gains at least Ratio times what any
	// other party gains (a competitive game rewards relative gains).
	Ratio float64
	// Share is the part of a deal's joint gain it asks for when proposing.
	Share float64
	// Leader makes it refuse, from the fourth year on, deals in which the
	// player leading on value gains more than half what it gains.
	Leader bool
	// LookAhead weighs building a tile now against keeping it for later;
	// without it the AI builds greedily.
	LookAhead bool
	// Resale values kept lots also by what they are worth to others.
	Resale bool
	// Noise blurs its choice of cards and of tiles to build, in dollars.
	Noise float64
	w     weights
}

// Levels are the AI levels, weakest first, as record.Levels names them.
var Levels = []Level{
	// Easy looks less far ahead than medium in what its tiles and lots may
	// bring from the market and later draws, but not so little that
	// first-year deals, which are all about what lots may bring, look
	// worthless to it (at 0.4 it proposed nothing in 1965 in 58 of 60
	// tries; TradingByYearReport). Trading more, it came out above medium
	// in the mixed ladder: it keeps its cards with a wider blur instead.
	{Name: "easy", Trade: true, Proposals: 1, Margin: 1000, Ratio: 0, Share: 0.5, Noise: 60000,
		w: weights{potential: 0.7, market: 0.2, exchange: 0.3, lotMarket: 0.15, tileFlat: 0.2}},
	{Name: "medium", Trade: true, Proposals: 2, Counters: true, Margin: 2000, Ratio: 0.3, Share: 0.5, Noise: 6000,
		w: weights{potential: 0.8, market: 0.35, exchange: 0.5, lotMarket: 0.25, tileFlat: 0.3}},
	{Name: "hard", Trade: true, Proposals: 4, Swaps: true, Counters: true, Margin: 2000, Ratio: 0.5, Share: 0.6,
		Leader: true, LookAhead: true, w: weights{potential: 1, market: 0.45, exchange: 0.6, lotMarket: 0.3, tileFlat: 0.3}},
	{Name: "expert", Trade: true, Proposals: 6, Swaps: true, Bundles: true, Counters: true, Margin: 2000, Ratio: 0.6,
		Share: 0.7, Leader: true, LookAhead: true, Resale: true, w: weights{potential: 1, market: 0.45, exchange: 0.6, lotMarket: 0.3, tileFlat: 0.3}},
}

// LevelNamed finds a level by name; "-notrade" after a name gives the same
// level without trading (the baseline).
func LevelNamed(name string) (Level, error) {
	base, noTrade := name, false
	if n, ok := strings.CutSuffix(name, "-notrade"); ok {
		base, noTrade = n, true
	}
	i := slices.IndexFunc(Levels, func(l Level) bool { return l.Name == base })
	if i < 0 {
		return Level{}, fmt.Errorf("unknown Chinatown AI level %q", name)
	}
	l := Levels[i]
	if noTrade {
		l.Name, l.Trade = name, false
	}
	return l, nil
}
