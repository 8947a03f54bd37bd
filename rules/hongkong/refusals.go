package hongkong

import "quartet/rules"

// The sentences with which Hong Kong refuses a move; package lang holds
// their German and French.
var (
	sayPassOnlyStuck = &rules.Phrase{Code: "hongkong.pass-only-when-stuck", English: "You may only pass when you cannot place a piece."}
	sayTurnShape     = &rules.Phrase{Code: "hongkong.turn-shape", English: "A turn places a standard block or a roof, alone or after a fast block."}
	sayNoneLeft      = &rules.Phrase{Code: "hongkong.none-left", English: "You have no %s left."}
	sayNotATurn      = &rules.Phrase{Code: "hongkong.not-a-turn", English: "That is not a Hong Kong turn."}
	sayOneFast       = &rules.Phrase{Code: "hongkong.one-fast-per-turn", English: "Only one fast block per turn."}
	sayFastNeedsMore = &rules.Phrase{Code: "hongkong.fast-needs-second", English: "A fast block must be followed by a block or a roof."}
	sayFastNoneLeft  = &rules.Phrase{Code: "hongkong.fast-needs-second-none-left", English: "A fast block must be followed by a block or a roof, and you have none left."}
	sayFinishDouble  = &rules.Phrase{Code: "hongkong.finish-double", English: "Finish the double move with a block or a roof."}
	sayNoSuchPlot    = &rules.Phrase{Code: "hongkong.no-such-plot", English: "There is no such plot."}
	sayCentreBanned  = &rules.Phrase{Code: "hongkong.centre-banned", English: "On the start player's first turn no piece may go on the centre plot."}
	sayOnRoof        = &rules.Phrase{Code: "hongkong.on-roof", English: "No piece may be placed on top of a roof."}
	sayTooHigh       = &rules.Phrase{Code: "hongkong.too-high", English: "A building may be at most five pieces high."}
	sayNotHighEnough = &rules.Phrase{Code: "hongkong.not-high-enough", English: "To build on your opponent's block you must control a building next to it that is at least as high as this one would become (blocks count higher than roofs)."}
	sayBlocks        = &rules.Phrase{Code: "hongkong.pieces.block", English: "blocks"}
	sayFastBlocks    = &rules.Phrase{Code: "hongkong.pieces.fast", English: "fast blocks"}
	sayRoofs         = &rules.Phrase{Code: "hongkong.pieces.roof", English: "roofs"}
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
