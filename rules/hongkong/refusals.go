package hongkong

import "quartet/rules"

// The sentences with which Hong Kong refuses a move; package lang holds
// their German and French.
var (
	sayPassOnlyStuck = rules.NewPhrase("hongkong.pass-only-when-stuck", "You may only pass when you cannot place a piece.")
	sayTurnShape     = rules.NewPhrase("hongkong.turn-shape", "A turn places a standard block or a roof, alone or after a fast block.")
	sayNoneLeft      = rules.NewPhrase("hongkong.none-left", "You have no %s left.")
	sayNotATurn      = rules.NewPhrase("hongkong.not-a-turn", "That is not a Hong Kong turn.")
	sayOneFast       = rules.NewPhrase("hongkong.one-fast-per-turn", "Only one fast block per turn.")
	sayFastNeedsMore = rules.NewPhrase("hongkong.fast-needs-second", "A fast block must be followed by a block or a roof.")
	sayFastNoneLeft  = rules.NewPhrase("hongkong.fast-needs-second-none-left", "A fast block must be followed by a block or a roof, and you have none left.")
	sayFinishDouble  = rules.NewPhrase("hongkong.finish-double", "Finish the double move with a block or a roof.")
	sayNoSuchPlot    = rules.NewPhrase("hongkong.no-such-plot", "There is no such plot.")
	sayCentreBanned  = rules.NewPhrase("hongkong.centre-banned", "On the start player's first turn no piece may go on the centre plot.")
	sayOnRoof        = rules.NewPhrase("hongkong.on-roof", "No piece may be placed on top of a roof.")
	sayTooHigh       = rules.NewPhrase("hongkong.too-high", "A building may be at most five pieces high.")
	sayNotHighEnough = rules.NewPhrase("hongkong.not-high-enough", "To build on your opponent's block you must control a building next to it that is at least as high as this one would become (blocks count higher than roofs).")
	sayBlocks        = rules.NewPhrase("hongkong.pieces.block", "blocks")
	sayFastBlocks    = rules.NewPhrase("hongkong.pieces.fast", "fast blocks")
	sayRoofs         = rules.NewPhrase("hongkong.pieces.roof", "roofs")
)

// plural names kind k in the plural, as a term a translation renders too.
func plural(k Kind) rules.Text {
	switch k {
	case Fast:
		return sayFastBlocks.With()
	case Roof:
		return sayRoofs.With()
	}
	return sayBlocks.With()
}
