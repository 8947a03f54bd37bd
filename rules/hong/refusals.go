package hong

import "quartet/rules"

// The sentences with which Hong refuses a move; package lang holds their
// German and French.
var (
	sayNotAMove       = &rules.Phrase{Code: "hong.not-a-move", English: "That is not a Hong move."}
	sayCannotSummon   = &rules.Phrase{Code: "hong.cannot-summon", English: "That dragon cannot be summoned now."}
	sayChooseFirst    = &rules.Phrase{Code: "hong.choose-dragon-first", English: "You must first choose which Great Dragon to summon: %s."}
	sayOnlyCalled     = &rules.Phrase{Code: "hong.summon-only-called", English: "You may summon only one of the dragons your new Hongs call: %s."}
	sayUsePowerFirst  = &rules.Phrase{Code: "hong.use-power-first", English: "You must first use the %s dragon's power: %s."}
	saySummonFirst    = &rules.Phrase{Code: "hong.summon-by-first-hong", English: "A Great Dragon is summoned only by completing the first Hong of its size."}
	sayNoPowerWaiting = &rules.Phrase{Code: "hong.no-power-waiting", English: "No Great Dragon's power is waiting to be used."}
	sayNoSuchCell     = &rules.Phrase{Code: "hong.no-such-cell", English: "There is no such cell."}
	sayTileLies       = &rules.Phrase{Code: "hong.tile-h-or-v", English: "A dragon tile lies either H (body left to right) or V (body up and down)."}
	saySlideAdjacent  = &rules.Phrase{Code: "hong.slide-adjacent", English: "A dragon tile slides only to a space that shares an edge with it."}
	sayNoStoneToMove  = &rules.Phrase{Code: "hong.no-stone-to-move", English: "There is no stone on %s to move."}
	sayNoStoneToSwap  = &rules.Phrase{Code: "hong.no-stone-to-swap", English: "There is no stone on %s to swap with."}
	sayOutside        = &rules.Phrase{Code: "hong.outside-play-area", English: "%s is outside the play area of the %s board."}
	sayObstacle       = &rules.Phrase{Code: "hong.obstacle", English: "%s is an obstacle on the %s board; nothing goes there."}
	sayStoneThere     = &rules.Phrase{Code: "hong.stone-there", English: "There is a stone on %s; tiles go only on empty spaces."}
	sayTileThere      = &rules.Phrase{Code: "hong.tile-there", English: "There is a tile on %s; tiles go only on empty spaces."}
	sayNoTileOn       = &rules.Phrase{Code: "hong.no-tile-on", English: "There is no dragon tile on %s."}
	sayOr             = &rules.Phrase{Code: "hong.list-or", English: "%s or %s"}
	sayComma          = &rules.Phrase{Code: "hong.list-comma", English: "%s, %s"}
)

// Why a summoned dragon's power is skipped (PowerSkipped).
var (
	sayNoTileOnBoard  = &rules.Phrase{Code: "hong.skip.no-tile", English: "there is no dragon tile on the board"}
	sayNoRoomToSlide  = &rules.Phrase{Code: "hong.skip.no-room-to-slide", English: "no dragon tile has an empty space next to it"}
	sayNoEmptySpace   = &rules.Phrase{Code: "hong.skip.no-empty-space", English: "there is no empty space"}
	sayNoStoneOnBoard = &rules.Phrase{Code: "hong.skip.no-stone", English: "there is no stone on the board"}
)

// powerTerms name the powers in a sentence, by Power; English keeps the
// notation's tokens, which is what the sentences said before.
var powerTerms = [...]*rules.Phrase{{},
	{Code: "hong.power.rotate", English: "rotate"},
	{Code: "hong.power.slide", English: "slide"},
	{Code: "hong.power.extra", English: "extra"},
	{Code: "hong.power.stone", English: "stone"},
	{Code: "hong.power.carry", English: "carry"},
	{Code: "hong.power.swap", English: "swap"},
	{Code: "hong.power.flip", English: "flip"},
}

// powerDeeds say what each power does, by Power.
var powerDeeds = [...]*rules.Phrase{{},
	{Code: "hong.does.rotate", English: "rotate one dragon tile on the board"},
	{Code: "hong.does.slide", English: "move a dragon tile to an adjacent empty space"},
	{Code: "hong.does.extra", English: "place another dragon tile"},
	{Code: "hong.does.stone", English: "place a stone on an empty space"},
	{Code: "hong.does.carry", English: "move a stone to an empty space"},
	{Code: "hong.does.swap", English: "swap a dragon tile with a stone, turning the tile as wished"},
	{Code: "hong.does.flip", English: "flip a dragon tile to its stone side"},
}

func powerTerm(p Power) rules.Text { return powerTerms[p].With() }

// powerList names ps for a sentence: "rotate, slide or flip".
func powerList(ps []Power) rules.Text {
	if len(ps) == 1 {
		return powerTerm(ps[0])
	}
	last := sayOr.With(powerTerm(ps[len(ps)-2]), powerTerm(ps[len(ps)-1]))
	for i := len(ps) - 3; i >= 0; i-- {
		last = sayComma.With(powerTerm(ps[i]), last)
	}
	return last
}

// Term is the power's name as a sentence says it ("rotate"), for screens
// that speak other languages; Name stays the notation's token.
func (p Power) Term() rules.Text { return powerTerm(p) }

// Deed says what the power does, as Describe does in English, for
// screens that speak other languages.
func (p Power) Deed() rules.Text { return powerDeeds[p].With() }
