package kiezkoenig

import "quartet/rules"

// The sentences with which KiezKönig refuses a move and says what it waits
// for; package lang holds their German and French.
var (
	sayNotAMove  = rules.NewPhrase("kiezkoenig.not-a-move", "That is not a KiezKönig move.")
	sayNotAFight = rules.NewPhrase("kiezkoenig.not-a-fight", "That is not a fight.")
	sayNotNow    = rules.NewPhrase("kiezkoenig.not-now", "You may not do that now: %s")

	// waitFor is what the game waits for, by phase; the argument is the
	// player's number.
	waitFor = map[phase]rules.Phrase{
		phOrder:     rules.NewPhrase("kiezkoenig.wait.order", "Player %d must throw the die for the start."),
		phTurnStart: rules.NewPhrase("kiezkoenig.wait.turn", "Player %d must throw the die (or play the Super Turbo card)."),
		phReroll:    rules.NewPhrase("kiezkoenig.wait.reroll", "Player %d must throw the die again."),
		phDrive:     rules.NewPhrase("kiezkoenig.wait.drive", "Player %d must say how far to drive the Sports Car (drive N)."),
		phLose:      rules.NewPhrase("kiezkoenig.wait.lose", "Player %d must give up a stake for the corruption (lose STAKE)."),
		phThree:     rules.NewPhrase("kiezkoenig.wait.three", "Player %d holds three Corruption cards and must fight or rob the authority."),
		phSell:      rules.NewPhrase("kiezkoenig.wait.sell", "Player %d must choose a stake to sell for the entrance fee (sell STAKE)."),
		phOffer:     rules.NewPhrase("kiezkoenig.wait.offer", "Player %d must accept or decline the stake offered."),
		phJob:       rules.NewPhrase("kiezkoenig.wait.job", "Player %d must do the second job: buy a stake, fight, or draw a Turbo card."),
		phTurbo:     rules.NewPhrase("kiezkoenig.wait.turbo", "Player %d must make the free move of the third Turbo card (turbo SPACE)."),
		phCorrupt:   rules.NewPhrase("kiezkoenig.wait.corrupt", "Player %d must say how many Corruption cards to play in this duel (corrupt N)."),
		phSupport:   rules.NewPhrase("kiezkoenig.wait.support", "Player %d must say whether to support a duellist (support A N, support D N or support none)."),
	}

	// refusals are the sentences of the refusal codes; a %d or %s takes
	// the refusal's number (or the business or kind it names).
	refusals = [...]rules.Phrase{
		rNoSuper:       rules.NewPhrase("kiezkoenig.no-super-turbo", "You have no Super Turbo card: it is out of the game once used."),
		rSuperSame:     rules.NewPhrase("kiezkoenig.super-turbo-moves", "The Super Turbo moves you to another space."),
		rTurboSame:     rules.NewPhrase("kiezkoenig.third-turbo-moves", "The third Turbo card moves you to another space."),
		rDriveFar:      rules.NewPhrase("kiezkoenig.drive-far", "A Sports Car takes you up to 5 spaces, the next authority included but no further: here at most %d."),
		rLoseKind:      rules.NewPhrase("kiezkoenig.lose-kind", "Without the money for the corruption you must part with a %s stake of your own."),
		rSellOwn:       rules.NewPhrase("kiezkoenig.sell-own", "You can only sell a stake you own."),
		rPrice:         rules.NewPhrase("kiezkoenig.price", "You lack the %d kiezdollars the stake costs."),
		rCorruptLimit:  rules.NewCounting("kiezkoenig.corrupt-limit", "You may play from none up to %d Corruption cards in this duel.", "You may play from none up to %d Corruption cards in this duel.", 0),
		rSupportLimit:  rules.NewCounting("kiezkoenig.support-limit", "A supporter adds one or two of their own Corruption cards to one duellist (you hold %d).", "A supporter adds one or two of their own Corruption cards to one duellist (you hold %d).", 0),
		rNoStake:       rules.NewPhrase("kiezkoenig.no-such-stake", "There is no such stake."),
		rBuyRacket:     rules.NewPhrase("kiezkoenig.buy-racket", "Your token must be on the racket you want to buy a business stake in."),
		rBuyDisplay:    rules.NewPhrase("kiezkoenig.buy-display", "The business stake has to be available in the display."),
		rNoBusiness:    rules.NewPhrase("kiezkoenig.no-such-business", "There is no such business."),
		rFightToken:    rules.NewPhrase("kiezkoenig.fight-token", "Your token must be within the racket you fight in."),
		rFightRacket:   rules.NewPhrase("kiezkoenig.fight-racket", "Fights are only allowed within one racket."),
		rNoPlayer:      rules.NewPhrase("kiezkoenig.no-such-player", "There is no such player in the game."),
		rSelf:          rules.NewPhrase("kiezkoenig.fight-self", "You cannot fight yourself."),
		rNoBet:         rules.NewPhrase("kiezkoenig.no-bet", "You must bet your whole stake from one business, and you own nothing of %s."),
		rSameBusiness:  rules.NewPhrase("kiezkoenig.same-business", "Betting one or two stakes of a business, you fight for your opponent's stakes of that same business."),
		rOtherBusiness: rules.NewPhrase("kiezkoenig.other-business", "Betting a whole business, you fight for your opponent's stakes of another business of the racket."),
		rNoDefence:     rules.NewPhrase("kiezkoenig.no-defence", "Your opponent owns no stake of %s."),
		rFightMoney:    rules.NewPhrase("kiezkoenig.fight-money", "You lack the %d kiezdollars of fight money."),
		rDrawOnly:      rules.NewPhrase("kiezkoenig.draw-only", "You may draw a Turbo card only when you can neither buy a stake nor fight."),
	}

	// kindTerms name the kinds of stake in a sentence.
	kindTerms = [...]rules.Phrase{
		rules.NewPhrase("kiezkoenig.kind.gang", "Gang"),
		rules.NewPhrase("kiezkoenig.kind.cash", "Cash"),
		rules.NewPhrase("kiezkoenig.kind.hot", "Hot Commodity"),
	}
)
