package hong

import "quartet/rules"

// The sentences with which Hong refuses a move; package lang holds their
// German and French.
var (
	sayNotAMove       = rules.NewPhrase("hong.not-a-move", "That is not a Hong move.")
	sayCannotSummon   = rules.NewPhrase("hong.cannot-summon", "That dragon cannot be summoned now.")
	sayChooseFirst    = rules.NewPhrase("hong.choose-dragon-first", "You must first choose which Great Dragon to summon: %s.")
	sayOnlyCalled     = rules.NewPhrase("hong.summon-only-called", "You may summon only one of the dragons your new Hongs call: %s.")
	sayUsePowerFirst  = rules.NewPhrase("hong.use-power-first", "You must first use the %s dragon's power: %s.")
	saySummonFirst    = rules.NewPhrase("hong.summon-by-first-hong", "A Great Dragon is summoned only by completing the first Hong of its size.")
	sayNoPowerWaiting = rules.NewPhrase("hong.no-power-waiting", "No Great Dragon's power is waiting to be used.")
	sayNoSuchCell     = rules.NewPhrase("hong.no-such-cell", "There is no such cell.")
	sayTileLies       = rules.NewPhrase("hong.tile-h-or-v", "A dragon tile lies either H (body left to right) or V (body up and down).")
	saySlideAdjacent  = rules.NewPhrase("hong.slide-adjacent", "A dragon tile slides only to a space that shares an edge with it.")
	sayNoStoneToMove  = rules.NewPhrase("hong.no-stone-to-move", "There is no stone on %s to move.")
	sayNoStoneToSwap  = rules.NewPhrase("hong.no-stone-to-swap", "There is no stone on %s to swap with.")
	sayOutside        = rules.NewPhrase("hong.outside-play-area", "%s is outside the play area of the %s board.")
	sayObstacle       = rules.NewPhrase("hong.obstacle", "%s is an obstacle on the %s board; nothing goes there.")
	sayStoneThere     = rules.NewPhrase("hong.stone-there", "There is a stone on %s; tiles go only on empty spaces.")
	sayTileThere      = rules.NewPhrase("hong.tile-there", "There is a tile on %s; tiles go only on empty spaces.")
	sayNoTileOn       = rules.NewPhrase("hong.no-tile-on", "There is no dragon tile on %s.")
	sayOr             = rules.NewPhrase("hong.list-or", "%s or %s")
	sayComma          = rules.NewPhrase("hong.list-comma", "%s, %s")
)

// powerTerms name the powers in a sentence, by Power; English keeps the
// notation's tokens, which is what the sentences said before.
var powerTerms = [...]rules.Phrase{{},
	rules.NewPhrase("hong.power.rotate", "rotate"),
	rules.NewPhrase("hong.power.slide", "slide"),
	rules.NewPhrase("hong.power.extra", "extra"),
	rules.NewPhrase("hong.power.stone", "stone"),
	rules.NewPhrase("hong.power.carry", "carry"),
	rules.NewPhrase("hong.power.swap", "swap"),
	rules.NewPhrase("hong.power.flip", "flip"),
}

// powerDeeds say what each power does, by Power.
var powerDeeds = [...]rules.Phrase{{},
	rules.NewPhrase("hong.does.rotate", "rotate one dragon tile on the board"),
	rules.NewPhrase("hong.does.slide", "move a dragon tile to an adjacent empty space"),
	rules.NewPhrase("hong.does.extra", "place another dragon tile"),
	rules.NewPhrase("hong.does.stone", "place a stone on an empty space"),
	rules.NewPhrase("hong.does.carry", "move a stone to an empty space"),
	rules.NewPhrase("hong.does.swap", "swap a dragon tile with a stone, turning the tile as wished"),
	rules.NewPhrase("hong.does.flip", "flip a dragon tile to its stone side"),
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
